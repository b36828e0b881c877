"""The Pontoon table's still picture, kept as one surface plus the list of what drew it.

Most of a busy frame does not change: the felt, the grid, the cards at rest, the left
panel. `Recorder` is a real surface that also notes every blit and shape drawn on it, in
order (`shape` draws a pygame.draw shape and notes it). A frame then blits the recorded
picture once and draws only what moves on top; where something that moves lies *under*
a later part of the picture (a card flying beneath the telling panel, a turning tile
whose corner a later tile covers), `compose` draws that small area again from the
recorded list, clipped, with the moving things at their places in the order: the frame
comes out pixel for pixel as if everything had been drawn in order.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

import pygame

from scenes.ui.art import odd_rows_copy

# One drawing step: (where it sits in the recorded order, function, arguments, keywords);
# `fn(surface, *args, **kw)` draws it and returns the rectangle it touched.
Op = tuple[int, Callable[..., pygame.Rect], tuple[Any, ...], dict[str, Any]]

BLIT = pygame.Surface.blit  # a step's function for a plain blit
NO_KW: dict[str, Any] = {}  # a step's keywords when it has none (shared, never changed)


def _frozen(value: Any) -> Any:
    """Rects are mutable: a recorded step keeps its own copy."""
    return pygame.Rect(value) if isinstance(value, pygame.Rect) else value


class Recorder(pygame.Surface):
    """A surface that notes what is drawn on it: `ops` (function, arguments, keywords),
    `rects` (what each touched) and `marks` (named places in that order, where the moving
    things belong)."""

    def __init__(self, like: pygame.Surface) -> None:
        super().__init__(like.get_size(), 0, like)  # the target's pixel format: same pixels
        self.steps: list[tuple[Callable[..., pygame.Rect], tuple[Any, ...], dict[str, Any]]] = []
        self.rects: list[pygame.Rect] = []
        self.marks: dict[Any, int] = {}

    def note(self, rect: pygame.Rect, fn: Callable[..., pygame.Rect], args: tuple[Any, ...],
             kw: dict[str, Any]) -> None:
        self.steps.append((fn, tuple(_frozen(a) for a in args), kw))
        self.rects.append(pygame.Rect(rect))

    def mark(self, name: Any) -> None:
        self.marks[name] = len(self.steps)

    def blit(self, source: pygame.Surface, dest: Any, area: Any = None,
             special_flags: int = 0) -> pygame.Rect:
        if isinstance(dest, pygame.Rect):
            dest = dest.topleft
        rect = super().blit(source, dest, area, special_flags)
        self.note(rect, BLIT, (source, tuple(dest), area, special_flags), NO_KW)
        return rect

    def fblits(self, blit_sequence: Any, special_flags: int = 0, /) -> None:
        for source, dest in blit_sequence:  # one by one: the same pixels, each noted
            self.blit(source, dest, None, special_flags)

    def blits(self, blit_sequence: Any, doreturn: Any = 1) -> list[pygame.Rect] | None:
        rects = [self.blit(*item) for item in blit_sequence]
        return rects if doreturn else None

    def fill(self, color: Any, rect: Any = None, special_flags: int = 0) -> pygame.Rect:
        done = super().fill(color, rect, special_flags)
        self.note(done, pygame.Surface.fill, (color, rect, special_flags), NO_KW)
        return done


def shape(fn: Callable[..., pygame.Rect], surface: pygame.Surface, *args: Any,
          **kw: Any) -> pygame.Rect:
    """`fn(surface, *args, **kw)` (a pygame.draw function), noted on a Recorder."""
    rect = fn(surface, *args, **kw)
    if isinstance(surface, Recorder):
        surface.note(rect, fn, args, kw)
    return rect


class Layer:
    """A recorded still picture and the key of what it shows."""

    __slots__ = ("key", "image", "steps", "rects", "marks")

    def __init__(self, key: Any, rec: Recorder) -> None:
        self.key = key
        # odd rows: a frame drawn by its changes copies small areas of it (art.odd_rows)
        self.image: pygame.Surface = odd_rows_copy(rec)
        self.steps, self.rects, self.marks = rec.steps, rec.rects, rec.marks

    def replay(self, surface: pygame.Surface, clip: pygame.Rect, moving: list[Op],
               touched: list[pygame.Rect]) -> None:
        """Everything the frame draws inside `clip`, in order: the recorded steps that
        touch it, with the moving steps (placed before recorded step `pos`; `touched`:
        what each touched) that touch it among them."""
        todo = [(i, 1, i) for i in clip.collidelistall(self.rects)]
        todo += [(moving[k][0], 0, k) for k in clip.collidelistall(touched)]
        todo.sort()  # a moving step goes before the recorded step at its place
        old = surface.get_clip()
        surface.set_clip(clip.clip(old))
        steps = self.steps
        for _, recorded, k in todo:
            fn, args, kw = steps[k] if recorded else moving[k][1:]
            fn(surface, *args, **kw)
        surface.set_clip(old)

    def under_later(self, rect: pygame.Rect, pos: int) -> bool:
        """Whether a step at `pos` touching `rect` lies under a later recorded step."""
        under = rect.collidelistall(self.rects)  # ascending: is the last one drawn later?
        return bool(under) and under[-1] >= pos

    def compose(self, surface: pygame.Surface, moving: list[Op],
                known: list[tuple[pygame.Rect, bool] | None],
                since: list[pygame.Rect] | None = None) -> list[pygame.Rect]:
        """The frame: the still picture, the moving steps over it (plain blits in one
        fblits), then the areas where a moving step lies under a later recorded one
        drawn again in order. `known[k]`: step k's rectangle and `under_later`, when
        the caller has them (plain blits only), else None. `since`: `surface` holds
        the last frame composed on this layer, which touched these rectangles: only
        they are put back. Returns what the moving steps touched."""
        if since is None:
            surface.blit(self.image, (0, 0))
        else:
            for rect in since:  # the rest of the screen is the picture already
                surface.blit(self.image, rect, rect)
        touched = []
        redo = []
        batch: list[tuple[pygame.Surface, tuple[int, int]]] = []
        for (pos, fn, args, kw), have in zip(moving, known, strict=True):
            if have is not None:
                batch.append(args)
                rect, later = have
            else:
                if batch:
                    surface.fblits(batch)
                    batch = []
                rect = fn(surface, *args, **kw)
                later = self.under_later(rect, pos)
            touched.append(rect)
            if later:
                redo.append(rect)
        if batch:
            surface.fblits(batch)
        for rect in redo:
            self.replay(surface, rect, moving, touched)
        return touched
