"""Pulling Strings bot figures (issue 24): strength in four-player tournaments (paired
seats, Wilson 95% intervals, decision times) and what hard's search is worth (the same
deals with the search switched off, level "hard-nosearch").

    python benchmarks/pulling_strings_bots.py [--deals 100] [--seed 1] [--workers 1]
        [--only NAME]

Each line: deals × 4 rotations games. The issue asks for >= 400 games per line.
"""

from __future__ import annotations

import argparse
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from game.arena import tournament  # noqa: E402

LINES = [  # (name, lineup, measured level, target)
    ("medium-vs-random", "medium,random,random,random", "medium", "low end >= 50%"),
    ("hard-vs-medium", "hard,medium,medium,medium", "hard", "low end > 25%, share >= 32%"),
    ("nosearch-vs-medium", "hard-nosearch,medium,medium,medium", "hard-nosearch",
     "hard's share minus 8 points or less"),
    ("easy-vs-medium", "easy,medium,medium,medium", "easy", "share <= 18%"),
]


def main() -> None:
    ap = argparse.ArgumentParser()
    ap.add_argument("--deals", type=int, default=100)
    ap.add_argument("--seed", type=int, default=1)
    ap.add_argument("--workers", type=int, default=1)
    ap.add_argument("--only", default="")
    args = ap.parse_args()
    for name, lineup, level, target in LINES:
        if args.only and args.only != name:
            continue
        bots = lineup.split(",")
        r = tournament("pulling-strings", bots, args.deals * len(bots), args.seed,
                       workers=args.workers)
        x = r["levels"][level]
        print(f"{name:20} {level:14} games {x['games']:4}  share {100 * x['win_share']:5.1f}%"
              f"  [{100 * x['ci_low']:.1f}–{100 * x['ci_high']:.1f}]"
              f"  p95 {x['decision_ms_p95']:.2f} ms  max {x['decision_ms_max']:.1f} ms"
              f"  fallbacks {r['fallbacks']}  ({target})", flush=True)


if __name__ == "__main__":
    main()
