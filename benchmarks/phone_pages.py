"""The phone page's size per game at its largest table (issue 32, docs/benchmarks.md):
decisions sampled along a random-bot game of each game are shown on a real page in
headless Chromium at 390 x 844, and each step is measured (first step, then down the
first and last ways to a choice): the tallest page, the most buttons on one step (a
board's cells apart), the most board cells, the smallest tap target.

    python benchmarks/phone_pages.py [--most 8] [--shots DIR]
"""

from __future__ import annotations

import argparse
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from game.core import registry  # noqa: E402
from tests.phones.pages import HEIGHT, PagePhone, decisions  # noqa: E402


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--most", type=int, default=8, help="decisions sampled per game")
    ap.add_argument("--shots", type=Path, help="save a screenshot of each decision here")
    args = ap.parse_args()
    page = PagePhone(6)
    print(f"{'game':20} {'players':>7} {'decisions':>9} {'steps':>5} {'tallest px':>10} "
          f"{'screens':>7} {'buttons/step':>12} {'cells':>5} {'smallest target':>15}")
    try:
        for game_id in registry.ids():
            found = decisions(game_id, most=args.most)
            tallest = buttons = cells = steps = 0
            smallest = 10_000
            for k, d in enumerate(found):
                page.show(d.seat, d.view)
                if args.shots:
                    page.shot(args.shots / f"{game_id}-{k}.png")
                for first in (True, False):
                    for seen in page.walk(first):
                        steps += 1
                        tallest = max(tallest, seen["height"])
                        buttons = max(buttons, seen["buttons"])
                        cells = max(cells, seen["cells"])
                        smallest = min([smallest, *(min(t[1], t[2]) for t in seen["targets"])])
            players = registry.get(game_id).max_players
            print(f"{game_id:20} {players:>7} {len(found):>9} {steps:>5} {tallest:>10} "
                  f"{tallest / HEIGHT:>7.2f} {buttons:>12} {cells:>5} {smallest:>12} px")
    finally:
        page.close()


if __name__ == "__main__":
    main()
