"""Pontoon bot tournament with paired seats (rotations over the same seeds) and Wilson
intervals, plus decision times. Usage: python benchmarks/pontoon_bots.py hard medium 400"""

from __future__ import annotations

import math
import sys
import time

from game.pontoon import plugin


def wilson(k: int, n: int, z: float = 1.96) -> tuple[float, float]:
    if n == 0:
        return 0.0, 0.0
    p = k / n
    d = 1 + z * z / n
    c = p + z * z / (2 * n)
    r = z * math.sqrt(p * (1 - p) / n + z * z / (4 * n * n))
    return (c - r) / d, (c + r) / d


def run(hero: str, field: str, games: int, seed: int = 0) -> None:
    wins = 0.0
    times: dict[str, list[float]] = {hero: [], field: []}
    theories: list[str] = []
    for g in range(games):
        seat = g % 4
        lineup = [field] * 4
        lineup[seat] = hero
        config = plugin.make_config(lineup, [f"P{i}" for i in range(4)],
                                    plugin.demo_options(4) | {"hand_limit": 0})
        game = plugin.Game.new(config, seed + g // 4)
        bots = [plugin.make_bot(lv, p, seed * 1000 + g * 4 + p) for p, lv in enumerate(lineup)]
        while not game.is_over:
            p = game.waiting_for[0]
            t = time.perf_counter()
            a = bots[p].choose(game.observe(p), game.legal_actions(p))
            times[lineup[p]].append(time.perf_counter() - t)
            for e in game.apply(a, p):
                if e.kind == "theory_told" and len(theories) < 40:
                    theories.append(e.public["text"])
        w = game.outcome.winners
        if seat in w:
            wins += 1 / len(w)
    lo, hi = wilson(round(wins), games)
    print(f"{hero} vs 3x{field}: {wins / games:.3f} [{lo:.3f}, {hi:.3f}] over {games}")
    for lv, ts in times.items():
        ts.sort()
        print(f"  {lv}: p95 decision {1000 * ts[int(0.95 * len(ts))]:.2f} ms, "
              f"max {1000 * ts[-1]:.2f} ms")
    if "--theories" in sys.argv:
        for t in theories[:20]:
            print(" *", t)


if __name__ == "__main__":
    run(sys.argv[1], sys.argv[2], int(sys.argv[3]))
