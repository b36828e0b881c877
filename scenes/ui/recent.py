"""A cache of pictures that keeps only the most recently used: `Recent(limit, megabytes)`.

A kiosk runs for days. A cache keyed by what a picture shows (a face at a size and an
edge colour, a card at an angle) fills for hours as rarer combinations come up, and one
dropped whole at a limit comes back to the same high-water mark; either reads as a leak.
`Recent` forgets the least recently used entry past `limit` entries and, when given
`megabytes`, past that many MB of pixels at 1280×720 (more at a larger render scale, as
each picture is: scenes/ui/canvas.py): a count alone let a cache of pictures of very
different sizes swing by 10 MB between demos as big ones came and went. A screen's own
pictures stay, the memory is bounded. Limits are chosen by measurement
(docs/benchmarks.md, "Kiosk soak"). A dict otherwise: `get`, `[]`, `in`, `del`, `clear`.
"""

from __future__ import annotations

from collections import OrderedDict
from typing import Any, TypeVar

import pygame

from scenes.ui import canvas

K = TypeVar("K")
V = TypeVar("V")
MB = 1 << 20


def pixel_bytes(value: Any) -> int:
    """The bytes of pixels a cached value holds (a surface, or a tuple with surfaces)."""
    size = 0
    for item in value if isinstance(value, tuple | list) else (value,):
        if isinstance(item, pygame.Surface):
            # Unbound: a canvas.ScaledSurface answers in layout pixels, not its own.
            w, h = pygame.Surface.get_size(item)
            size += w * h * item.get_bytesize()
    return size


class Recent(OrderedDict[K, V]):
    """At most `limit` entries (and `megabytes` of pixels, if given); reading or writing
    one makes it the most recent. The entry just written always stays."""

    def __init__(self, limit: int, megabytes: float | None = None) -> None:
        super().__init__()
        if limit < 1:
            raise ValueError(f"a cache of {limit} entries keeps nothing")
        if megabytes is not None and megabytes <= 0:
            raise ValueError(f"a cache of {megabytes} MB keeps nothing")
        self.limit = limit
        self.budget = None if megabytes is None else int(megabytes * MB)
        self._bytes: dict[K, int] = {}
        self.held = 0  # bytes of pixels kept now

    def __getitem__(self, key: K) -> V:
        value = super().__getitem__(key)
        self.move_to_end(key)
        return value

    def get(self, key: K, default: Any = None) -> Any:
        if key not in self:
            return default
        return self[key]

    def __setitem__(self, key: K, value: V) -> None:
        self._forget(key)
        super().__setitem__(key, value)
        self.move_to_end(key)
        if self.budget is not None:
            self._bytes[key] = size = pixel_bytes(value)
            self.held += size
        while len(self) > 1 and (len(self) > self.limit or self._over()):
            self.popitem(last=False)

    def _over(self) -> bool:
        return self.budget is not None and self.held > self.budget * canvas.get_scale() ** 2

    def _forget(self, key: K) -> None:
        self.held -= self._bytes.pop(key, 0)

    def __delitem__(self, key: K) -> None:
        super().__delitem__(key)
        self._forget(key)

    def pop(self, key: K, *default: Any) -> Any:
        if key in self:
            self._forget(key)
        return super().pop(key, *default)

    def popitem(self, last: bool = True) -> tuple[K, V]:
        key, value = super().popitem(last=last)
        self._forget(key)
        return key, value

    def clear(self) -> None:
        super().clear()
        self._bytes.clear()
        self.held = 0
