"""Ninety-Nine Paranoia random-play speed: legal_actions + apply per second (one core).

    python benchmarks/ninety_nine_speed.py [players] [games]
"""

from __future__ import annotations

import json
import sys

from game import arena

if __name__ == "__main__":
    players = int(sys.argv[1]) if len(sys.argv) > 1 else 4
    games = int(sys.argv[2]) if len(sys.argv) > 2 else 500
    r = arena.random_play("ninety-nine", players, games, seed=1, check=False)
    print(json.dumps({k: r[k] for k in ("players", "games", "actions", "actions_per_second",
                                        "errors", "wall_seconds")}))
