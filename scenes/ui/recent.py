"""A cache of pictures that keeps only the most recently used: `Recent(limit)`.

A kiosk runs for days. A cache keyed by what a picture shows (a face at a size and an
edge colour, a card at an angle) fills for hours as rarer combinations come up, and one
dropped whole at a limit comes back to the same high-water mark; either reads as a leak.
`Recent` forgets the least recently used entry past `limit`: a screen's own pictures
stay, the memory is bounded. Limits are chosen by measurement (docs/benchmarks.md,
"Kiosk soak"). A dict otherwise: `get`, `[]`, `in`, `clear`.
"""

from __future__ import annotations

from collections import OrderedDict
from typing import Any, TypeVar

K = TypeVar("K")
V = TypeVar("V")


class Recent(OrderedDict[K, V]):
    """At most `limit` entries; reading or writing one makes it the most recent."""

    def __init__(self, limit: int) -> None:
        super().__init__()
        if limit < 1:
            raise ValueError(f"a cache of {limit} entries keeps nothing")
        self.limit = limit

    def __getitem__(self, key: K) -> V:
        value = super().__getitem__(key)
        self.move_to_end(key)
        return value

    def get(self, key: K, default: Any = None) -> Any:
        if key not in self:
            return default
        return self[key]

    def __setitem__(self, key: K, value: V) -> None:
        super().__setitem__(key, value)
        self.move_to_end(key)
        while len(self) > self.limit:
            self.popitem(last=False)
