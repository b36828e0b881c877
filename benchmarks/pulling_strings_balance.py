"""Pulling Strings balance with bots (issue 24): game length in rounds, how games end,
each Cabal's win share against fair, each seat position's share (from the first
player), decision times.

    python benchmarks/pulling_strings_balance.py [--players 4] [--games 800]
        [--bots medium] [--seed 1]

Seats rotate over the bot list; Cabals are dealt by each game's seed.
"""

from __future__ import annotations

import argparse
import statistics
import sys
import time
from collections import Counter, defaultdict
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from game.arena import config_for  # noqa: E402
from game.core import registry  # noqa: E402
from game.pulling_strings.cards import CABALS  # noqa: E402


def main() -> None:
    ap = argparse.ArgumentParser()
    ap.add_argument("--players", type=int, default=4)
    ap.add_argument("--games", type=int, default=800)
    ap.add_argument("--bots", default="medium")
    ap.add_argument("--seed", type=int, default=1)
    args = ap.parse_args()
    plugin = registry.plugin("pulling-strings")
    n, levels = args.players, args.bots.split(",")
    rounds: list[int] = []
    endings: Counter[str] = Counter()
    seated: Counter[int] = Counter()
    won: defaultdict[int, float] = defaultdict(float)
    by_position: defaultdict[int, float] = defaultdict(float)
    times: list[float] = []
    for g in range(args.games):
        seats = [levels[(i + g) % len(levels)] for i in range(n)]
        seed = args.seed * 1_000_003 + g
        game = plugin.Game.new(config_for("pulling-strings", seats), seed)
        bots = [plugin.make_bot(lv, p, seed * 7919 + p) for p, lv in enumerate(seats)]
        while not game.is_over:
            p = game.waiting_for[0]
            t0 = time.thread_time()
            action = bots[p].choose(game.observe(p), game.legal_actions(p))
            times.append(time.thread_time() - t0)
            game.apply(action, p)
        s, out = game.state, game.outcome
        rounds.append(s.round)
        why = out.why
        endings["special goal" if "special" in why else "basic goal" if "groups" in why
                else why.split(":")[0]] += 1
        for p in range(n):
            seated[s.cabal[p]] += 1
        for w in out.winners:
            won[s.cabal[w]] += 1 / len(out.winners)
            by_position[(w - s.first) % n] += 1 / len(out.winners)
    rounds.sort()
    k = len(rounds)
    print(f"{args.games} games, {n} players, bots {args.bots}")
    print(f"rounds: median {statistics.median(rounds)}, 10th {rounds[k // 10]}, "
          f"90th {rounds[k * 9 // 10]}")
    print("endings:", ", ".join(f"{w} {c}" for w, c in endings.most_common()))
    print("Cabal win share / fair:", ", ".join(
        f"{CABALS[c].code} {won[c] / seated[c] * n:.2f}" for c in sorted(seated)))
    print("win share by position from the first player (par "
          f"{100 / n:.1f}%):", ", ".join(f"{i + 1}: {100 * by_position[i] / args.games:.1f}%"
                                        for i in range(n)))
    times.sort()
    print(f"decision ms: p95 {1000 * times[int(0.95 * len(times))]:.2f}, "
          f"max {1000 * times[-1]:.1f}")


if __name__ == "__main__":
    main()
