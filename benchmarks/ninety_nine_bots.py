"""Ninety-Nine Paranoia bot strength and decision times (spec §11), via game.arena.

    python benchmarks/ninety_nine_bots.py [games] [workers] [lines...]

lines: medium-random, hard-medium, easy-medium (default: all three). Paired seats: every
deal is played in every seat rotation; win share with a 95% Wilson interval.
"""

from __future__ import annotations

import json
import sys

from game import arena

LINES = {
    "medium-random": ["medium", "random", "random", "random"],
    "hard-medium": ["hard", "medium", "medium", "medium"],
    "easy-medium": ["easy", "medium", "medium", "medium"],
}


def main() -> None:
    games = int(sys.argv[1]) if len(sys.argv) > 1 else 400
    workers = int(sys.argv[2]) if len(sys.argv) > 2 else 2
    names = sys.argv[3:] or list(LINES)
    for name in names:
        r = arena.tournament("ninety-nine", LINES[name], games, seed=2026, workers=workers)
        lead = LINES[name][0]
        out = {"line": name, "games": r["games"], **r["levels"][lead],
               "others": r["levels"][LINES[name][1]], "illegal": r["illegal_actions"],
               "crashes": r["crashes"], "wall_seconds": r["wall_seconds"]}
        print(json.dumps(out), flush=True)


if __name__ == "__main__":
    main()
