"""Intrigue bot strength, decision times and game length (issue 23), via game.arena.

    python benchmarks/intrigue_bots.py [games] [workers] [lines...]

lines: medium-random, hard-medium, nosearch-medium, easy-medium, length, fairness
(default: all).
Paired seats: every deal is played in every seat rotation of the six members; win share
with a 95% Wilson interval (par 16.7%). `nosearch-medium` is the hard bot with its search
switched off (level "hard-nosearch"), for the search's share of hard's edge;
`search-ab` seats both in the same tournament (par 16.7% each). `length`
plays six medium bots at the default settings and reports rounds (median), how games
ended and the share of votes tabled. `fairness` plays six medium bots (no rotation:
the seat is what is measured) and reports each seat's win share with its interval
(target: par ± 5 points).
"""

from __future__ import annotations

import json
import statistics
import sys

from game import arena
from game.core import registry

LINES = {
    "medium-random": ["medium"] + ["random"] * 5,
    "hard-medium": ["hard"] + ["medium"] * 5,
    "nosearch-medium": ["hard-nosearch"] + ["medium"] * 5,
    "easy-medium": ["easy"] + ["medium"] * 5,
    "search-ab": ["hard", "hard-nosearch"] + ["medium"] * 4,
}


def length(games: int, seed: int = 2026) -> dict[str, object]:
    plugin = registry.plugin("intrigue")
    rounds, endings, votes, tabled = [], {}, 0, 0
    for g in range(games):
        bots = [plugin.make_bot("medium", p, seed * 7919 + g * 13 + p) for p in range(6)]
        config = plugin.make_config(["medium"] * 6, [f"M{p}" for p in range(6)], {})
        game = plugin.Game.new(config, seed * 1_000_003 + g)
        while not game.is_over:
            for p in game.waiting_for:
                game.apply(bots[p].choose(game.observe(p), game.legal_actions(p)), p)
                if game.is_over:
                    break
        s = game.state
        rounds.append(s.round)
        endings[game.outcome.why] = endings.get(game.outcome.why, 0) + 1
        votes += len(s.votes)
        tabled += sum(1 for v in s.votes if v[4] == 0)
    return {"line": "length", "games": games, "rounds_median": statistics.median(rounds),
            "rounds_max": max(rounds), "endings": endings,
            "limit_or_stalemate": round(1 - endings.get("president", 0) / games, 4),
            "tabled_share": round(tabled / max(1, votes), 4),
            "votes_per_game": round(votes / games, 1)}


def fairness(games: int, seed: int = 2027) -> dict[str, object]:
    wins = [0.0] * 6
    for g in range(games):
        r = arena.play_one(("intrigue", ["medium"] * 6, seed * 1_000_003 + g, 0, {}))
        for p, credit in enumerate(r["credits"]):
            wins[p] += credit
    seats = []
    for w in wins:
        lo, hi = arena.wilson(w / games, games)
        seats.append({"share": round(w / games, 4), "ci_low": round(lo, 4),
                      "ci_high": round(hi, 4)})
    return {"line": "fairness", "games": games, "seats": seats,
            "max_gap_points": round(100 * max(abs(w / games - 1 / 6) for w in wins), 1)}


def main() -> None:
    games = int(sys.argv[1]) if len(sys.argv) > 1 else 400
    workers = int(sys.argv[2]) if len(sys.argv) > 2 else 1
    names = sys.argv[3:] or [*LINES, "length", "fairness"]
    for name in names:
        if name in ("length", "fairness"):
            line = length(games) if name == "length" else fairness(2 * games)
            print(json.dumps(line), flush=True)
            continue
        r = arena.tournament("intrigue", LINES[name], games, seed=2026, workers=workers)
        lead = LINES[name][0]
        out = {"line": name, "games": r["games"], **r["levels"][lead],
               "others": r["levels"][LINES[name][1]],
               "rest": r["levels"][LINES[name][-1]], "endings": r["endings"],
               "illegal": r["illegal_actions"], "fallbacks": r["fallbacks"],
               "crashes": r["crashes"], "wall_seconds": r["wall_seconds"]}
        print(json.dumps(out), flush=True)


if __name__ == "__main__":
    main()
