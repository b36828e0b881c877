"""Kept pictures: a table's still picture kept between frames and redrawn only where it
changed (issue 13), one design for every table (issue 22).

The idea: drawing is *recorded* as steps (`Steps`: each call with the rectangle it
touched), so any area of the picture can be drawn again, clipped, in the order it was
drawn — the same pixels as drawing the whole picture anew. Two ways to keep a picture
build on it; a table takes the one that fits what changes on it:

- `PartsPicture` (Ninety-Nine): the picture is named *parts*, each with a key (what it
  shows) and a way to record itself. A part whose key changed is recorded again and the
  areas it covered before and covers now are replayed from the parts there.
- `RecordedPicture` (Pontoon): the still picture is drawn once on a `Recorder` (a real
  surface that records as it draws) and things that move are drawn over it each frame;
  where a moving thing lies *under* a later recorded step, that small area is replayed
  with the moving thing at its place in the order.
"""

from __future__ import annotations

from collections.abc import Callable, Hashable, Sequence
from functools import cache
from typing import Any

import pygame

from scenes.ui import canvas, pen
from scenes.ui.art import odd_rows, odd_rows_copy
from scenes.ui.changes import merged

Point = tuple[float, float]
# One recorded drawing call: `fn(surface, *args, **kw)`.
Call = tuple[Callable[..., Any], tuple[Any, ...], dict[str, Any]]

BLIT = canvas.blit  # a step's function for a plain blit
NO_KW: dict[str, Any] = {}  # a step's keywords when it has none (shared, never changed)


def _around(points: Sequence[Point], pad: float) -> pygame.Rect:
    xs = [p[0] for p in points]
    ys = [p[1] for p in points]
    x0, y0 = int(min(xs) - pad) - 1, int(min(ys) - pad) - 1
    return pygame.Rect(x0, y0, int(max(xs) + pad) + 2 - x0, int(max(ys) + pad) + 2 - y0)


def _frozen(value: Any) -> Any:
    """Rects are mutable: a recorded step keeps its own copy."""
    return pygame.Rect(value) if isinstance(value, pygame.Rect) else value


class Steps:
    """Drawing calls recorded for replay (`calls`), the rectangle each touched (`rects`)
    and all of them (`bounds`). Its `blit`, `rect`, `line`, `lines` and `polygon` record
    without drawing (`blit` takes what `Surface.blit` takes, so `text.blit_text(steps,
    ...)` records too); a `Recorder` draws and notes here."""

    __slots__ = ("calls", "rects", "bounds", "solid")

    def __init__(self) -> None:
        self.calls: list[Call] = []
        self.rects: list[pygame.Rect] = []
        self.bounds = pygame.Rect(0, 0, 0, 0)
        self.solid = False  # the calls cover all of `bounds` with opaque pixels

    def opaque(self) -> None:
        """Say the calls so far cover the whole of `bounds` with opaque pixels: what is
        under it needs no redrawing (a panel's fill)."""
        self.solid = True

    def note(self, rect: pygame.Rect, fn: Callable[..., Any], args: tuple[Any, ...],
             kw: dict[str, Any] | None = None) -> pygame.Rect:
        """Record `fn(surface, *args, **kw)`, which touches `rect`."""
        self.calls.append((fn, args, kw or NO_KW))
        self.rects.append(rect)
        if not self.bounds:
            self.bounds = rect.copy()
        elif not self.bounds.contains(rect):
            self.bounds = self.bounds.union(rect)
            self.solid = False  # said of the old bounds
        return rect

    def blit(self, image: pygame.Surface, dest: Any) -> pygame.Rect:
        if not isinstance(dest, pygame.Rect):
            dest = pygame.Rect(dest, (0, 0))
        return self.note(pygame.Rect(dest.topleft, image.get_size()), BLIT,
                         (image, dest.topleft))

    def rect(self, colour: Any, rect: pygame.Rect, width: int = 0,
             border_radius: int = 0) -> pygame.Rect:
        return self.note(pygame.Rect(rect), pen.rect,
                         (colour, pygame.Rect(rect), width), {"border_radius": border_radius})

    def line(self, colour: Any, start: Point, end: Point, width: int = 1) -> pygame.Rect:
        return self.note(_around((start, end), width), pen.line,
                         (colour, start, end, width))

    def lines(self, colour: Any, closed: bool, points: Sequence[Point],
              width: int = 1) -> pygame.Rect:
        return self.note(_around(points, width), pen.lines,
                         (colour, closed, list(points), width))

    def polygon(self, colour: Any, points: Sequence[Point]) -> pygame.Rect:
        return self.note(_around(points, 1), pen.polygon, (colour, list(points)))

    def run(self, surface: pygame.Surface) -> None:
        """Every call, in order."""
        for fn, args, kw in self.calls:
            fn(surface, *args, **kw)


class Recorder(pygame.Surface):
    """A surface that draws and notes what is drawn on it in `record` (its `steps` and
    `rects`), with `marks`: named places in that order, where moving things belong.
    Made like `like`: at its render scale (scenes.ui.canvas) and in its pixel format."""

    def __new__(cls, like: pygame.Surface, *_args: Any) -> Recorder:
        if isinstance(like, canvas.ScaledSurface) and not issubclass(cls, canvas.ScaledSurface):
            cls = _scaled(cls, like.SCALE)
        return pygame.Surface.__new__(cls)

    def __init__(self, like: pygame.Surface) -> None:
        pixels = canvas.physical(like.get_size(), getattr(self, "SCALE", 1.0))
        pygame.Surface.__init__(self, pixels, 0, like)  # the target's format: same pixels
        self.record = Steps()
        self.marks: dict[Any, int] = {}

    @property
    def steps(self) -> list[Call]:
        return self.record.calls

    @property
    def rects(self) -> list[pygame.Rect]:
        return self.record.rects

    def note(self, rect: pygame.Rect, fn: Callable[..., Any], args: tuple[Any, ...],
             kw: dict[str, Any]) -> None:
        self.record.note(pygame.Rect(rect), fn, tuple(_frozen(a) for a in args), kw)

    def mark(self, name: Any) -> None:
        self.marks[name] = len(self.record.calls)

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
        self.note(done, canvas.fill, (color, rect, special_flags), NO_KW)
        return done


@cache
def _scaled(recorder: type[Recorder], scale: float) -> type[Recorder]:
    """`recorder` drawing at `scale` (its blits and fills go through the ScaledSurface)."""
    return type(f"{recorder.__name__}{scale:g}", (recorder, canvas.kind(scale)), {})


def shape(fn: Callable[..., pygame.Rect], surface: pygame.Surface, *args: Any,
          **kw: Any) -> pygame.Rect:
    """`fn(surface, *args, **kw)` (a pygame.draw function), noted on a Recorder."""
    rect = fn(surface, *args, **kw)
    if isinstance(surface, Recorder):
        surface.note(rect, fn, args, kw)
    return rect


# ------------------------------------------------------------------ a picture of parts

# A part: (name, key, record, arg) — `record(arg)` returns its Steps, asked only when the
# key changed (so building the parts list each frame costs no drawing).
Part = tuple[Hashable, Hashable, Callable[[Any], Steps], Any]


class PartsPicture:
    """One still picture brought up to date part by part."""

    def __init__(self) -> None:
        self.image: pygame.Surface | None = None
        self.base: Hashable = None
        self.names: tuple = ()
        self.shown: dict[Hashable, tuple[Hashable, Steps]] = {}
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
                steps = record(arg)
                steps.run(image)
                self.shown[name] = (key, steps)
            self.base, self.names = base, names
            self.changed = None
            return image
        shown = self.shown
        dirty: list[pygame.Rect] = []
        for name, key, record, arg in parts:
            was = shown[name]
            if was[0] != key:
                steps = record(arg)
                shown[name] = (key, steps)
                dirty.append(was[1].bounds)
                dirty.append(steps.bounds)
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
        every = [steps for _key, steps in self.shown.values()]  # in drawing order
        for area in rects:
            self.redrawn += 1
            under = [steps for steps in every if steps.bounds.colliderect(area)]
            # A part that fills the whole area opaquely hides the background and the
            # parts under it: only it and those above it are drawn again.
            top = len(under) - 1
            while top >= 0 and not (under[top].solid and under[top].bounds.contains(area)):
                top -= 1
            image.set_clip(area)
            if top < 0:
                image.blit(ground, area, area)
            for steps in under[max(0, top):]:
                steps.run(image)
        image.set_clip(None)


# ------------------------------------------------------ one recording and moving steps

# A moving step: (where it sits in the recorded order, function, arguments, keywords);
# `fn(surface, *args, **kw)` draws it and returns the rectangle it touched.
Op = tuple[int, Callable[..., pygame.Rect], tuple[Any, ...], dict[str, Any]]


class RecordedPicture:
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
        the last frame composed on this picture, which touched these rectangles: only
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
