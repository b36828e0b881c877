"""Paranoid endgame (issue 22): how many inputs a human gives from the moment the Pool
runs dry to the end of the game, before and after the table stopped asking about
phases in which nothing the human can do changes anything (game/paranoid/idle.py).

    python benchmarks/paranoid_endgame.py [--games 20] [--players 3] [--level medium]
        [--seed 1] [--json]

Seat 0 is the "human": it decides as a medium bot would (a simple, sensible policy).
The other seats are bots of `--level`. Inputs are counted per human decision the table
asks for after the Pool is empty, one per action (a phase ended with End phase is one
input, as is a Strike; a Place or Shift, two clicks at the table, counts one too):

- before: the former table asked for every human action (W was offered only when
  ending the phase was the sole legal action, which with counters to shuffle it never
  is, so a mouse player clicked End phase through every phase);
- after: phases where nothing can change end by themselves (0 inputs);
- after + W: the human also presses W whenever it is offered (the Pool is empty); the
  table then ends their phases until something new reaches them (a counter, an
  Accusation, an exposure: `idle.what_w_watches`), when it asks again (1 input per W).

Each mode plays the same seeded deals; the human's choices in the other phases are the
same policy, so the games may differ only where a mode passes for the human.
"""

from __future__ import annotations

import argparse
import json
import statistics
import sys
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from game.paranoid import Game, GameConfig, Pass  # noqa: E402
from game.paranoid.bots import make_bot  # noqa: E402
from game.paranoid.idle import (  # noqa: E402
    nothing_can_change,
    pass_for_me_offered,
    what_w_watches,
)

MODES = ("before", "after", "after+W")


def play(seed: int, players: int, level: str, mode: str) -> dict[str, Any]:
    """One game; the human's inputs and the turns from the Pool running dry to the end."""
    game = Game.new(GameConfig(players=players), seed)
    bots = [make_bot("medium" if p == 0 else level, p, seed * 31 + p) for p in range(players)]
    inputs = passed = 0
    dry_turn: int | None = None
    watching = False
    watched: tuple = ()
    while not game.is_over:
        p = game.current_player
        obs = game.observe(p)
        legal = game.legal_actions()
        dry = game.state.phase not in ("plot",) and obs.pool_count == 0
        if dry and dry_turn is None:
            dry_turn = game.state.turn
        if p == 0 and dry and Pass() in legal:
            if mode != "before" and nothing_can_change(obs):
                game.apply(Pass(), p)
                passed += 1
                continue
            if watching and what_w_watches(obs) != watched:
                watching = False  # something new reached the human: the table asks
            elif mode == "after+W" and pass_for_me_offered(obs):
                if not watching:
                    watching, watched = True, what_w_watches(obs)
                    inputs += 1  # a W
                game.apply(Pass(), p)
                passed += 1
                continue
        action = bots[p].choose(obs, legal)
        if p == 0 and dry:
            inputs += 1
        game.apply(action, p)
    return {"inputs": inputs, "passed_for_human": passed,
            "dry_turns": game.state.turn - dry_turn + 1 if dry_turn is not None else 0,
            "turns": game.state.turn, "ending": game.outcome.why if game.outcome else ""}


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--games", type=int, default=20)
    ap.add_argument("--players", type=int, default=3)
    ap.add_argument("--level", default="medium")
    ap.add_argument("--seed", type=int, default=1)
    ap.add_argument("--json", action="store_true")
    args = ap.parse_args(argv)
    rows = []
    for mode in MODES:
        games = [play(args.seed * 1000 + g, args.players, args.level, mode)
                 for g in range(args.games)]
        inputs = [g["inputs"] for g in games]
        rows.append({"mode": mode, "games": args.games, "players": args.players,
                     "level": args.level,
                     "inputs_mean": round(statistics.mean(inputs), 1),
                     "inputs_median": statistics.median(inputs), "inputs_max": max(inputs),
                     "dry_turns_mean": round(statistics.mean(g["dry_turns"] for g in games), 1),
                     "passed_for_human_mean":
                         round(statistics.mean(g["passed_for_human"] for g in games), 1)})
    if args.json:
        print(json.dumps(rows, indent=1))
        return 0
    print(f"{args.games} games, {args.players} players, human seat + {args.level} bots")
    print(f"{'mode':<9} {'inputs mean':>11} {'median':>7} {'max':>5} "
          f"{'dry turns':>10} {'auto-passed':>12}")
    for r in rows:
        print(f"{r['mode']:<9} {r['inputs_mean']:>11} {r['inputs_median']:>7} "
              f"{r['inputs_max']:>5} {r['dry_turns_mean']:>10} "
              f"{r['passed_for_human_mean']:>12}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
