"""Dice rolled through the game's own seeded `Rng`, so a replay rolls the same."""

from __future__ import annotations

from .rng import Rng


def roll(rng: Rng, dice: int = 1, sides: int = 6) -> tuple[int, ...]:
    """`dice` dice of `sides` faces, each 1..sides."""
    if dice < 1 or sides < 2:
        raise ValueError("at least one die of at least two sides")
    return tuple(rng.randrange(sides) + 1 for _ in range(dice))
