"""Headless simulator for any registered game: whole games, invariants checked.

    python -m game.simulate --game paranoid-delusions --players 4 --games 1000 --seed 1
    python -m game.simulate --game ninety-nine --players 6 --games 200 --options all --json

Every seat plays uniformly random legal actions. Prints games, actions per game (mean
and max), how games ended, invariant violations, errors, actions per second (the time
spent in legal-action listing plus apply only) and games per second.
"""

from __future__ import annotations

import argparse
import json
import sys

from . import arena
from .core import registry

DEFAULT_GAME = "paranoid-delusions"


def run(players: int, games: int, seed: int, options: dict | None = None,
        check: bool = True, game_id: str = DEFAULT_GAME) -> dict:
    return arena.random_play(game_id, players, games, seed, options, check)


def build_parser() -> argparse.ArgumentParser:
    ids = registry.ids() + [d.id for d in registry.drafts()]  # drafts: engines alone
    ap = argparse.ArgumentParser(prog="python -m game.simulate", description=__doc__,
                                 formatter_class=argparse.RawDescriptionHelpFormatter,
                                 epilog="registered games: " + ", ".join(ids))
    ap.add_argument("--game", default=DEFAULT_GAME, choices=ids, help="which game")
    ap.add_argument("--players", type=int, default=4)
    ap.add_argument("--games", type=int, default=100)
    ap.add_argument("--seed", type=int, default=1)
    ap.add_argument("--options", default="",
                    help="toggle,key:value,… from the game's options (all: every toggle on)")
    ap.add_argument("--no-check", action="store_true",
                    help="skip the invariant checks (to time the engine alone)")
    ap.add_argument("--json", action="store_true", help="print one JSON object")
    return ap


def main(argv: list[str] | None = None) -> int:
    ap = build_parser()
    args = ap.parse_args(argv)
    info = registry.get(args.game)
    try:
        if not info.min_players <= args.players <= info.engine_max_players:
            raise ValueError(f"{info.title} takes {info.min_players}–"
                             f"{info.engine_max_players} players")
        options = arena.parse_options(registry.plugin(args.game).OPTIONS, args.options)
    except ValueError as exc:
        ap.error(str(exc))
    report = run(args.players, args.games, args.seed, options, not args.no_check, args.game)
    if args.json:
        print(json.dumps(report))
    else:
        print(f"{info.title}: games {report['games']}  players {report['players']}  "
              f"seed {report['seed']}")
        print(f"actions {report['actions']}  per game mean {report['actions_mean']}  "
              f"max {report['actions_max']}")
        print("endings " + "; ".join(f"{k}: {v}" for k, v in report["endings"].items()))
        print(f"invariant violations {report['invariant_violations']}  errors "
              f"{report['errors']}")
        for problem in report["problems"]:
            print(f"  e.g. {problem}")
        print(f"actions/s {report['actions_per_second']}  games/s "
              f"{report['games_per_second']}")
    return 1 if report["errors"] or report["invariant_violations"] else 0


if __name__ == "__main__":
    sys.exit(main())
