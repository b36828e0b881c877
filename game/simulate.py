"""Headless simulator: plays whole games, checks the invariants after every action.

    python -m game.simulate --players 4 --games 1000 --seed 1 [--options all] [--json]
    python -m game.simulate --bots hard,medium,easy,random --games 20

Without --bots every seat plays uniformly random legal actions. Prints games, turns
(mean/max), actions, victory kinds, invariant violations, errors, actions per second
and games per second (the time spent in legal-action listing plus apply only).
"""

from __future__ import annotations

import argparse
import json
import random
import sys
import time
import traceback
from collections import Counter
from typing import Any

from .paranoid import Game, GameConfig, Options
from .paranoid.invariants import step_problems


def _make_bots(levels: list[str], seed: int) -> list[Any]:
    from .bots import make_bot  # the bots package is optional for random play

    return [make_bot(level, p, seed * 7919 + p) for p, level in enumerate(levels)]


def run(players: int, games: int, seed: int, options: Options, bots: list[str] | None = None,
        check: bool = True) -> dict[str, Any]:
    victories: Counter[str] = Counter()
    turns: list[int] = []
    actions = violations = errors = 0
    engine_time = 0.0
    first_problems: list[str] = []
    start = time.perf_counter()
    for g in range(games):
        game_seed = seed * 1_000_003 + g
        rnd = random.Random(game_seed)
        config = GameConfig(players=players, options=options,
                            seats=tuple(bots) if bots else ("random",) * players)
        seats = _make_bots(bots, game_seed) if bots else None
        try:
            game = Game.new(config, game_seed)
            while not game.is_over:
                t0 = time.perf_counter()
                legal = game.legal_actions()
                engine_time += time.perf_counter() - t0
                p = game.current_player
                if seats:
                    action = seats[p].choose(game.observe(p), legal)
                else:
                    action = legal[rnd.randrange(len(legal))]
                before = game.state.clone() if check else None
                t0 = time.perf_counter()
                game.apply(action)
                engine_time += time.perf_counter() - t0
                actions += 1
                if check:
                    problems = step_problems(before, game.state)
                    if problems:
                        violations += 1
                        first_problems[:0] = problems[:1] if len(first_problems) < 5 else []
            victories[game.result["kind"]] += 1
            turns.append(game.state.turn)
        except Exception:  # noqa: BLE001 - a crash is counted and reported, not fatal
            errors += 1
            if errors <= 3:
                traceback.print_exc(file=sys.stderr)
    wall = time.perf_counter() - start
    return {
        "games": games, "players": players, "seed": seed, "options": options.to_json(),
        "bots": bots, "turns_mean": round(sum(turns) / len(turns), 2) if turns else 0,
        "turns_max": max(turns, default=0), "actions": actions,
        "victories": dict(sorted(victories.items())), "invariant_violations": violations,
        "errors": errors, "problems": first_problems,
        "actions_per_second": round(actions / engine_time) if engine_time else 0,
        "games_per_second": round(games / wall, 2) if wall else 0,
        "wall_seconds": round(wall, 2),
    }


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(prog="python -m game.simulate", description=__doc__,
                                 formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--players", type=int, default=4)
    ap.add_argument("--games", type=int, default=100)
    ap.add_argument("--seed", type=int, default=1)
    ap.add_argument("--options", default="", help="aliens,corporations,delusions,fewer:2,"
                    "sanity:20,trade (or all)")
    ap.add_argument("--bots", default="", help="one level per seat: random,easy,medium,hard")
    ap.add_argument("--no-check", action="store_true",
                    help="skip the invariant checks (to time the engine alone)")
    ap.add_argument("--json", action="store_true", help="print one JSON object")
    args = ap.parse_args(argv)
    try:
        options = Options.parse(args.options)
        bots = [b.strip() for b in args.bots.split(",")] if args.bots else None
        if bots and len(bots) != args.players:
            if len(bots) == 1:
                bots = bots * args.players
            else:
                raise ValueError(f"--bots needs one level per player ({args.players})")
        GameConfig(players=args.players)
    except ValueError as exc:
        ap.error(str(exc))
    report = run(args.players, args.games, args.seed, options, bots, not args.no_check)
    if args.json:
        print(json.dumps(report))
    else:
        print(f"games {report['games']}  players {report['players']}  seed {report['seed']}")
        print(f"turns mean {report['turns_mean']}  max {report['turns_max']}  "
              f"actions {report['actions']}")
        print("victories " + ", ".join(f"{k} {v}" for k, v in report["victories"].items()))
        print(f"invariant violations {report['invariant_violations']}  errors "
              f"{report['errors']}")
        for problem in report["problems"]:
            print(f"  e.g. {problem}")
        print(f"actions/s {report['actions_per_second']}  games/s "
              f"{report['games_per_second']}")
    return 1 if report["errors"] or report["invariant_violations"] else 0


if __name__ == "__main__":
    sys.exit(main())
