"""The table's still picture, kept between frames and redrawn only where it changed
(issue 13): the centre, the hand and the seat tiles change in about a quarter of busy
frames, so each frame was redrawing a picture that was mostly the same.

The picture is a list of named *parts* in drawing order, each with a key (what it
shows) and a way to record its drawing as `Ops`. A part whose key changed is recorded
again; the rectangles it covered before and covers now are restored from the background
and every part touching them is replayed there, clipped, in order: the same pixels as
drawing the whole picture anew, as long as a key names everything its part shows.
"""

from __future__ import annotations

from collections.abc import Callable, Hashable, Sequence
from typing import Any

import pygame

from scenes.ui.art import odd_rows
from scenes.ui.changes import merged

Point = tuple[float, float]


def _around(points: Sequence[Point], pad: float) -> pygame.Rect:
    xs = [p[0] for p in points]
    ys = [p[1] for p in points]
    x0, y0 = int(min(xs) - pad) - 1, int(min(ys) - pad) - 1
    return pygame.Rect(x0, y0, int(max(xs) + pad) + 2 - x0, int(max(ys) + pad) + 2 - y0)


class Ops:
    """Drawing calls recorded for replay, with the rectangle they can touch (`bounds`).
    `blit` takes what `Surface.blit` takes, so `text.blit_text(ops, ...)` records too."""

    __slots__ = ("calls", "bounds", "solid")

    def __init__(self) -> None:
        self.calls: list[tuple[Callable[..., Any], tuple, dict]] = []
        self.bounds = pygame.Rect(0, 0, 0, 0)
        self.solid = False  # the calls cover all of `bounds` with opaque pixels

    def opaque(self) -> None:
        """Say the calls so far cover the whole of `bounds` with opaque pixels: what is
        under it needs no redrawing (a panel's fill)."""
        self.solid = True

    def _add(self, rect: pygame.Rect, fn: Callable[..., Any], args: tuple,
             kw: dict | None = None) -> pygame.Rect:
        self.calls.append((fn, args, kw or {}))
        if not self.bounds:
            self.bounds = rect.copy()
        elif not self.bounds.contains(rect):
            self.bounds = self.bounds.union(rect)
            self.solid = False  # said of the old bounds
        return rect

    def blit(self, image: pygame.Surface, dest: Any) -> pygame.Rect:
        if not isinstance(dest, pygame.Rect):
            dest = pygame.Rect(dest, (0, 0))
        return self._add(pygame.Rect(dest.topleft, image.get_size()), pygame.Surface.blit,
                         (image, dest.topleft))

    def rect(self, colour: Any, rect: pygame.Rect, width: int = 0,
             border_radius: int = 0) -> pygame.Rect:
        return self._add(pygame.Rect(rect), pygame.draw.rect, (colour, pygame.Rect(rect), width),
                         {"border_radius": border_radius})

    def line(self, colour: Any, start: Point, end: Point, width: int = 1) -> pygame.Rect:
        return self._add(_around((start, end), width), pygame.draw.line,
                         (colour, start, end, width))

    def lines(self, colour: Any, closed: bool, points: Sequence[Point],
              width: int = 1) -> pygame.Rect:
        return self._add(_around(points, width), pygame.draw.lines,
                         (colour, closed, list(points), width))

    def polygon(self, colour: Any, points: Sequence[Point]) -> pygame.Rect:
        return self._add(_around(points, 1), pygame.draw.polygon, (colour, list(points)))

    def run(self, surface: pygame.Surface) -> None:
        for fn, args, kw in self.calls:
            fn(surface, *args, **kw)


# A part: (name, key, record, arg) — `record(arg)` returns its Ops, asked only when the
# key changed (so building the parts list each frame costs no drawing).
Part = tuple[Hashable, Hashable, Callable[[Any], Ops], Any]


class Layer:
    """One still picture brought up to date part by part."""

    def __init__(self) -> None:
        self.image: pygame.Surface | None = None
        self.base: Hashable = None
        self.names: tuple = ()
        self.shown: dict[Hashable, tuple[Hashable, Ops]] = {}
        self.ground: pygame.Surface | None = None  # the background (`art.odd_rows`)
        # Images parts keep for themselves (a status bar per line), dropped with the
        # picture when `base` changes: they depend on it too.
        self.kept: dict[Hashable, pygame.Surface] = {}
        self.redrawn = 0  # rectangles redrawn so far (tests see what a change cost)
        # What changed since `take_changes` last asked: rectangles, None for all of it.
        self.changed: list[pygame.Rect] | None = None

    def blank(self, size: tuple[int, int]) -> pygame.Surface:
        """An opaque surface in the picture's pixel format (for a part kept as an image:
        text blended onto it gives the pixels it gives on the picture itself)."""
        return odd_rows(size, self.image)

    def refresh(self, target: pygame.Surface, base: Hashable, background: pygame.Surface,
                parts: list[Part]) -> pygame.Surface:
        """The picture of `parts` over `background`, in `target`'s pixel format. `base`
        names what every part depends on (size, viewer, settings): a change redraws all."""
        names = tuple(p[0] for p in parts)
        image = self.image
        if image is None or base != self.base or names != self.names \
                or image.get_size() != target.get_size():
            w, h = target.get_size()
            image = self.image = odd_rows((w, h), target)  # small areas are copied out too
            image.blit(background, (0, 0))
            # Pieces of the background are copied back under changed parts: small areas.
            self.ground = odd_rows((w, h), target)
            self.ground.blit(background, (0, 0))
            self.shown = {}
            self.kept = {}
            for name, key, record, arg in parts:
                ops = record(arg)
                ops.run(image)
                self.shown[name] = (key, ops)
            self.base, self.names = base, names
            self.changed = None
            return image
        shown = self.shown
        dirty: list[pygame.Rect] = []
        for name, key, record, arg in parts:
            was = shown[name]
            if was[0] != key:
                ops = record(arg)
                shown[name] = (key, ops)
                dirty.append(was[1].bounds)
                dirty.append(ops.bounds)
        if dirty:
            rects = merged(dirty, image.get_rect())
            self._redraw(image, self.ground, rects)
            if self.changed is not None:
                self.changed += rects
        return image

    def take_changes(self) -> list[pygame.Rect] | None:
        """The areas changed since the last call (None: the whole picture), forgotten."""
        changed, self.changed = self.changed, []
        return changed

    def _redraw(self, image: pygame.Surface, ground: pygame.Surface | None,
                rects: list[pygame.Rect]) -> None:
        assert ground is not None
        every = [ops for _key, ops in self.shown.values()]  # in drawing order
        for area in rects:
            self.redrawn += 1
            under = [ops for ops in every if ops.bounds.colliderect(area)]
            # A part that fills the whole area opaquely hides the background and the
            # parts under it: only it and those above it are drawn again.
            top = len(under) - 1
            while top >= 0 and not (under[top].solid and under[top].bounds.contains(area)):
                top -= 1
            _paint(image, ground if top < 0 else None, area, under[max(0, top):])
        image.set_clip(None)


def _paint(image: pygame.Surface, ground: pygame.Surface | None, area: pygame.Rect,
           parts: list[Ops]) -> None:
    """Draw `parts` that touch `area` there, over the background if one is given."""
    image.set_clip(area)
    if ground is not None:
        image.blit(ground, area, area)
    for ops in parts:
        if ops.bounds.colliderect(area):
            ops.run(image)

