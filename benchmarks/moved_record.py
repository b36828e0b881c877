"""What moved in each frame of the busy table, kept for the bare replay (frame_time.py)
without making Python's cyclic garbage collector run inside the table's timed frames.

Keeping each frame's list of (image, place) pairs alive adds a few hundred tracked
objects per frame, so the collector ran every few frames and went through the whole
heap now and then: in one run, 31 middle passes of up to 1.6 ms and 3 full passes of
about 10 ms, nearly all inside the table's frames (the replay allocates nothing). The
table alone triggers 3 young passes (0.08 ms each) in 1,200 frames. Here the places are
kept in flat arrays of numbers and the images once each, so keeping a frame allocates
no tracked object that outlives it.
"""

from __future__ import annotations

from array import array
from collections.abc import Iterator
from typing import Any

Blits = list[tuple[Any, Any]]


class MovedRecord:
    """The images and places of each recorded frame, frame by frame."""

    def __init__(self) -> None:
        self.images: list[Any] = []  # each image once (kept alive: its id stays its own)
        self.index: dict[int, int] = {}  # id(image) -> its place in `images`
        self.which = array("I")  # per blit: index of its image
        self.where = array("d")  # per blit: x, y
        self.ends: list[int] = []  # per frame: where its blits end in `which`

    def keep(self, moved: Blits) -> None:
        """One frame's blits (a surface and a place with x and y)."""
        for image, place in moved:
            key = id(image)
            if key not in self.index:
                self.index[key] = len(self.images)
                self.images.append(image)
            self.which.append(self.index[key])
            self.where.append(place[0])
            self.where.append(place[1])
        self.ends.append(len(self.which))

    def frames(self) -> Iterator[Blits]:
        """Each frame's blits again, one list at a time, made when asked (outside the
        replay's timed part) and dropped by the caller after its frame."""
        start = 0
        for end in self.ends:
            yield [(self.images[self.which[k]], (self.where[2 * k], self.where[2 * k + 1]))
                   for k in range(start, end)]
            start = end

    def clear(self) -> None:
        del self.which[:], self.where[:]
        self.ends.clear()
