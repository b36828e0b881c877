"""A small seeded random source whose whole state is one integer.

The engine never touches the global `random`: the state lives inside the game state,
so a saved game, a replay and a bug report all carry their own randomness and the
same seed with the same actions always gives the same game. SplitMix64 is used
because its state is a single int (trivially JSON) and it is fast in pure Python.
"""

from __future__ import annotations

from collections.abc import MutableSequence, Sequence
from typing import TypeVar

T = TypeVar("T")
_MASK = (1 << 64) - 1
_GAMMA, _MIX1, _MIX2 = 0x9E3779B97F4A7C15, 0xBF58476D1CE4E5B9, 0x94D049BB133111EB


class Rng:
    """SplitMix64. Offers the few methods of `random.Random` the engines use."""

    __slots__ = ("state",)

    def __init__(self, seed: int = 0) -> None:
        self.state = seed & _MASK

    def next64(self) -> int:
        self.state = z = (self.state + _GAMMA) & _MASK
        z = ((z ^ (z >> 30)) * _MIX1) & _MASK
        z = ((z ^ (z >> 27)) * _MIX2) & _MASK
        return z ^ (z >> 31)

    def randrange(self, n: int) -> int:
        """A number in [0, n). The modulo bias is below 2**-50 for game-sized n."""
        if n <= 0:
            raise ValueError("randrange needs a positive bound")
        # next64 written out: engines draw several numbers per action (a hot path)
        self.state = z = (self.state + _GAMMA) & _MASK
        z = ((z ^ (z >> 30)) * _MIX1) & _MASK
        z = ((z ^ (z >> 27)) * _MIX2) & _MASK
        return (z ^ (z >> 31)) % n

    def random(self) -> float:
        return (self.next64() >> 11) / float(1 << 53)

    def choice(self, seq: Sequence[T]) -> T:
        return seq[self.randrange(len(seq))]

    def shuffle(self, seq: MutableSequence[T]) -> None:
        """Fisher-Yates with `randrange(i + 1)` for i from the top, written out: a deck
        shuffle is the commonest draw of every card game."""
        z = state = self.state
        for i in range(len(seq) - 1, 0, -1):
            state = z = (state + _GAMMA) & _MASK
            z = ((z ^ (z >> 30)) * _MIX1) & _MASK
            z = ((z ^ (z >> 27)) * _MIX2) & _MASK
            j = (z ^ (z >> 31)) % (i + 1)
            seq[i], seq[j] = seq[j], seq[i]
        self.state = state

    def fork(self) -> Rng:
        """An independent stream derived from this one (advances this one)."""
        return Rng(self.next64())
