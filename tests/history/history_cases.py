"""Synthetic finished games for the history's tests (no engine needed)."""

from __future__ import annotations

import random

from scenes.shell.history.record import GameRecord, SeatRecord

GAMES = ("paranoid-delusions", "ninety-nine", "pontoon", "intrigue", "pulling-strings")
LEVELS = ("random", "easy", "medium", "hard")


def game(n: int, humans: tuple[str, ...] = ("Ada",), bots: tuple[str, ...] = ("hard",),
         winner: int = 0, game_id: str = "intrigue", when: str = "",
         minutes: float = 10.0) -> GameRecord:
    names = list(humans) + [f"Bot{i}" for i in range(len(bots))]
    kinds = ["human"] * len(humans) + list(bots)
    seats = tuple(SeatRecord(nm, k, float(i == winner), i == winner)
                  for i, (nm, k) in enumerate(zip(names, kinds)))
    return GameRecord(game_id, seats, n, tuple(f"a{n}-{i}" for i in range(n % 7 + 3)),
                      {"names": names, "n": n}, {"rounds": 3}, 4, minutes,
                      finished_at=when)


def synthetic(seed: int, count: int, people: tuple[str, ...] = ("Ada", "Bob", "Cy")
              ) -> list[GameRecord]:
    """A seeded history: each game 1-2 of `people` against 1-3 bots, winners drawn with
    a bias for a strong player (Ada beats easy bots more often than hard ones)."""
    rng = random.Random(seed)
    out = []
    for n in range(count):
        humans = tuple(rng.sample(people, rng.randint(1, 2)))
        bots = tuple(rng.choice(LEVELS) for _ in range(rng.randint(1, 3)))
        winner = rng.randrange(len(humans) + len(bots))
        out.append(game(n, humans, bots, winner, rng.choice(GAMES),
                        when=f"2026-01-{1 + n // 400:02d}T{(n // 20) % 24:02d}:{n % 60:02d}:00"))
    return out
