"""Bot tournaments for any registered game: seeded deals, every seat rotation, Wilson CIs.

    python -m game.tournament --game paranoid-delusions --bots hard,medium,medium,medium \
        --deals 100 --seed 1 --workers 2

Each deal is played once per seat rotation (paired seats), so a level's win share is
not bent by seat order. Reports each level's win share with its 95% Wilson interval,
decision times, illegal actions, fall-backs (of which runaways: searches the runaway
guard cut short, game/core/effort.py) and crashes. A search has a fixed effort, so a
tournament with no fall-back is replayed game for game by the same seed, however busy
the machine. The pseudo-level "hint" is a seat that always takes the coach's hint
(game/core/hints.py), for a game that offers one.
"""

from __future__ import annotations

import argparse
import json
import sys
from typing import Any

from . import arena
from .arena import percentile, play_one, wilson
from .core import registry
from .core.hints import HINT_LEVEL, hint_for

__all__ = ["main", "percentile", "play_one", "run", "wilson"]

DEFAULT_GAME = "paranoid-delusions"


def run(levels: list[str], deals: int, seed: int, options: str = "", workers: int = 1,
        game_id: str = DEFAULT_GAME) -> dict[str, Any]:
    """`deals` × len(levels) games; options in the command-line form."""
    parsed = arena.parse_options(registry.plugin(game_id).OPTIONS, options)
    return arena.tournament(game_id, levels, deals * len(levels), seed, parsed, workers)


def main(argv: list[str] | None = None) -> int:
    ids = registry.ids() + [d.id for d in registry.drafts()]  # drafts: engines alone
    ap = argparse.ArgumentParser(prog="python -m game.tournament", description=__doc__,
                                 formatter_class=argparse.RawDescriptionHelpFormatter,
                                 epilog="registered games: " + ", ".join(ids))
    ap.add_argument("--game", default=DEFAULT_GAME, choices=ids, help="which game")
    ap.add_argument("--bots", required=True, help="one level per seat, e.g. hard,medium,"
                    "medium,medium")
    ap.add_argument("--deals", type=int, default=25)
    ap.add_argument("--seed", type=int, default=1)
    ap.add_argument("--options", default="", help="toggle,key:value,… (all: every toggle on)")
    ap.add_argument("--workers", type=int, default=1, help="processes (one per core)")
    ap.add_argument("--json", action="store_true", help="print one JSON object")
    args = ap.parse_args(argv)
    info = registry.get(args.game)
    levels = [b.strip() for b in args.bots.split(",") if b.strip()]
    try:
        offered = list(info.bot_levels)
        if hint_for(registry.plugin(args.game)) is not None:
            offered.append(HINT_LEVEL)  # a seat that always takes the coach's hint
        unknown = [b for b in levels if b not in offered]
        if unknown:
            raise ValueError(f"unknown level(s) {unknown}: use {', '.join(offered)}")
        if not info.min_players <= len(levels) <= info.engine_max_players:
            raise ValueError(f"{info.title} takes {info.min_players}–"
                             f"{info.engine_max_players} players")
        arena.parse_options(registry.plugin(args.game).OPTIONS, args.options)
        if args.deals < 1:
            raise ValueError("--deals must be at least 1")
    except ValueError as exc:
        ap.error(str(exc))
    report = run(levels, args.deals, args.seed, args.options, max(1, args.workers), args.game)
    if args.json:
        print(json.dumps(report))
    else:
        print(f"{info.title}: {report['games']} games ({report['deals']} deals x "
              f"{report['rotations']} rotations), bots {','.join(levels)}, seed {args.seed}, "
              f"options '{args.options}'")
        print(f"{'level':8} {'seats':>5} {'games':>6} {'win share':>9} {'95% interval':>15} "
              f"{'ms median':>9} {'p95':>8} {'max':>8}")
        for level, r in report["levels"].items():
            print(f"{level:8} {r['seats']:>5} {r['games']:>6} {r['win_share']:>9.1%} "
                  f"{r['ci_low']:>7.1%}–{r['ci_high']:<7.1%} {r['decision_ms_median']:>9.2f} "
                  f"{r['decision_ms_p95']:>8.2f} {r['decision_ms_max']:>8.1f}")
        print("endings " + "; ".join(f"{k}: {v}" for k, v in report["endings"].items())
              + f"; actions mean {report['actions_mean']}")
        print(f"illegal actions {report['illegal_actions']}, fallbacks {report['fallbacks']} "
              f"(runaways {report['runaways']}), "
              f"crashes {report['crashes']}, wall {report['wall_seconds']} s")
        if report["first_crash"]:
            print(report["first_crash"], file=sys.stderr)
    return 1 if report["crashes"] or report["illegal_actions"] else 0


if __name__ == "__main__":
    sys.exit(main())
