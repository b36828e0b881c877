"""Ninety-Nine Paranoia random-play speed on one core: legal_actions + apply per second.

    python benchmarks/ninety_nine_speed.py [players] [games]

Prints game.arena.random_play's figure (wall clock around each engine call) and a
CPU-time figure for the whole loop (new games and the random picks included, so a lower
bound on the engine's own rate) that a busy machine does not distort.
"""

from __future__ import annotations

import json
import random
import sys
import time

from game import arena
from game.ninety_nine.game import Game
from game.ninety_nine.plugin import make_config


def cpu_rate(players: int, games: int) -> dict:
    cfg = make_config(["random"] * players, [str(p) for p in range(players)], {})
    rnd = random.Random(1)
    n = 0
    t0 = time.process_time()
    for seed in range(games):
        g = Game.new(cfg, seed)
        while not g.is_over:
            for p in g.waiting_for:
                acts = g.legal_actions(p)
                g.apply(acts[rnd.randrange(len(acts))], p)
                n += 1
                if g.is_over:
                    break
    cpu = time.process_time() - t0
    return {"actions": n, "cpu_seconds": round(cpu, 2), "actions_per_cpu_second": round(n / cpu)}


if __name__ == "__main__":
    players = int(sys.argv[1]) if len(sys.argv) > 1 else 4
    games = int(sys.argv[2]) if len(sys.argv) > 2 else 500
    r = arena.random_play("ninety-nine", players, games, seed=1, check=False)
    out = {k: r[k] for k in ("players", "games", "actions", "actions_per_second", "errors")}
    print(json.dumps({**out, "whole_loop_cpu": cpu_rate(players, games)}))
