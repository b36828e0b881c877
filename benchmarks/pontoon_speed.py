"""Pontoon engine speed: random play (actions/s, 4 players, one core) and legal-line listing
of a 5-card conspiracy on a crowded board. CPU time, but a shared machine still slows it:
compare runs made at the same time. Usage: python benchmarks/pontoon_speed.py [RUNS]"""

from __future__ import annotations

import random
import sys
import time

from game.pontoon.board import legal_lines
from game.pontoon.game import Game
from game.pontoon.options import GameConfig, Options


def random_play(games: int = 60, players: int = 4) -> float:
    """Actions per CPU second (process time: the machine may be shared)."""
    actions, start = 0, time.process_time()
    for seed in range(games):
        config = GameConfig(players=players, seats=("random",) * players,
                            options=Options(telling="phrases", inquisition=seed % 2))
        g = Game.new(config, seed)
        rng = random.Random(seed)
        while not g.is_over:
            p = g.waiting_for[0]
            legal = g.legal_actions(p)
            g.apply(legal[rng.randrange(len(legal))], p)
            actions += 1
    return actions / (time.process_time() - start)


def crowded_lines(cards: int = 50, reps: int = 300) -> tuple[float, int]:
    rng = random.Random(7)
    occ, axes, n = [-1] * 121, [""] * 121, 0
    while n < cards:
        lines = legal_lines(occ, axes, rng.choice((2, 3, 4, 5)))
        axis, cells = rng.choice(lines)
        for c in cells:
            occ[c], axes[c], n = n, axis, n + 1
    start = time.process_time()
    for _ in range(reps):
        out = legal_lines(occ, axes, 5)
    return (time.process_time() - start) / reps * 1000, len(out)


if __name__ == "__main__":
    runs = int(sys.argv[1]) if len(sys.argv) > 1 else 1
    speeds = [random_play() for _ in range(runs)]
    print("random play, 4 players: " + ", ".join(f"{v:,.0f}" for v in speeds) + " actions/s")
    for cards in (30, 50, 65):
        ms, count = crowded_lines(cards)
        print(f"legal 5-card lines with {cards} cards on the board: {ms:.3f} ms ({count} lines)")
