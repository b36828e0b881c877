"""Drawing with more pixels than the layout has (issue 22: crisp text at 1080p).

Every scene lays out its picture in 1280×720 coordinates. On a window that is a
fractional multiple of that (1920×1080 is 1.5×) scaling a 720p picture is never crisp:
nearest-pixel scaling gives uneven strokes and smooth scaling blurs. So the picture is
drawn at the window's size instead: the *render scale* (`set_scale`) says how many
window pixels one layout pixel is, and surfaces made here (`Surface`) keep the layout's
coordinates in everything a scene asks of them (size, rect, blit, fill, clip,
subsurface) while holding scale × as many pixels. Fonts (`scenes.ui.text.font`) render
at the scaled size, `scenes.ui.pen` draws shapes at it, and the transforms below scale
at it: nothing a scene computes changes, only how sharp it comes out.

At scale 1 (the 720p window, whole multiples such as 1440p and 4K, every test) the
factory hands out plain `pygame.Surface`s and every function here is pygame's own.
"""

from __future__ import annotations

import math
import weakref
from collections.abc import Callable, Iterable, Sequence
from typing import Any, ClassVar

import pygame

RectLike = Any  # a pygame.Rect or anything pygame.Rect() accepts

_scale = 1.0
_kinds: dict[float, type[ScaledSurface]] = {}
_listeners: list[Callable[[], None]] = []
# Plain (layout-sized) pictures blitted onto a scaled surface: every one (for `enlarged`),
# and the enlarged copies of bitmaps, which never change (`bitmap`).
_soft: weakref.WeakKeyDictionary[pygame.Surface, float] = weakref.WeakKeyDictionary()
_bitmaps: weakref.WeakSet[pygame.Surface] = weakref.WeakSet()
_enlarged: weakref.WeakKeyDictionary[pygame.Surface, tuple[float, pygame.Surface]] = \
    weakref.WeakKeyDictionary()


def get_scale() -> float:
    return _scale


def set_scale(scale: float) -> bool:
    """Draw from now on with `scale` window pixels to a layout pixel; True if it changed.
    Whatever kept pictures made at the old scale is told (`on_change`) to let them go."""
    global _scale
    scale = round(float(scale), 4)
    if scale <= 0:
        raise ValueError(f"render scale must be positive, not {scale}")
    if scale == _scale:
        return False
    _scale = scale
    _enlarged.clear()
    _soft.clear()
    for listener in list(_listeners):
        listener()
    return True


def on_change(listener: Callable[[], None]) -> Callable[[], None]:
    """Call `listener` (a cache's clear) whenever the render scale changes."""
    if listener not in _listeners:
        _listeners.append(listener)
    return listener


def physical(size: Sequence[float], scale: float | None = None) -> tuple[int, int]:
    """The pixel size of a layout size at `scale` (the current one by default)."""
    s = _scale if scale is None else scale
    return max(0, round(size[0] * s)), max(0, round(size[1] * s))


def Surface(size: Sequence[float], flags: int = 0, *args: Any) -> pygame.Surface:  # noqa: N802
    """A new picture of layout size `size`: `pygame.Surface` at scale 1, else one with
    scale × the pixels that still answers in layout coordinates."""
    if _scale == 1.0:
        return pygame.Surface(size, flags, *args)
    return kind(_scale)(physical(size), flags, *args)


def kind(scale: float) -> type[ScaledSurface]:
    """The ScaledSurface class for `scale` (the scale is the class's, so pygame's own
    copy, convert and subsurface, which keep the class, keep it too)."""
    found = _kinds.get(scale)
    if found is None:
        found = _kinds[scale] = type(f"ScaledSurface{scale:g}", (ScaledSurface,),
                                     {"SCALE": scale})
    return found


def adopt(raw: pygame.Surface, scale: float | None = None) -> pygame.Surface:
    """`raw`, a picture already drawn at `scale`'s pixels (a font's render, a rotated
    card), as a surface that answers in layout coordinates."""
    s = _scale if scale is None else scale
    if s == 1.0 or (isinstance(raw, ScaledSurface) and raw.SCALE == s):
        return raw
    out = kind(s)(raw.get_size(), raw.get_flags() & pygame.SRCALPHA, raw)
    if raw.get_flags() & pygame.SRCALPHA:
        # onto a cleared surface, the channel-wise maximum is an exact copy, alpha too
        pygame.Surface.blit(out, raw, (0, 0), None, pygame.BLEND_RGBA_MAX)
    else:
        colorkey = raw.get_colorkey()
        if colorkey is not None:
            out.set_colorkey(colorkey)
        pygame.Surface.blit(out, raw, (0, 0))
    alpha = raw.get_alpha()
    if alpha is not None and not raw.get_flags() & pygame.SRCALPHA:
        out.set_alpha(alpha)
    return out


def bitmap(picture: pygame.Surface) -> pygame.Surface:
    """Say `picture` (made from bytes or a file, at layout size) never changes: drawn at
    a render scale it is enlarged once and the copy kept."""
    _bitmaps.add(picture)
    return picture


def pixels_of(source: pygame.Surface, scale: float) -> pygame.Surface:
    """`source` as pixels at `scale`: itself when it already is, else a scaled copy
    (plain pictures are layout-sized; a picture kept from another scale is resized).
    Only a `bitmap`'s copy is kept: a plain picture kept from before a change of scale
    may be drawn on again (a table's kept picture), and must not show its old self."""
    if isinstance(source, ScaledSurface):
        if source.SCALE == scale:
            return source
        w, h = source.get_size()
        return pygame.transform.smoothscale(source, physical((w, h), scale))
    if scale == 1.0:
        return source
    _soft[source] = scale
    kept = _enlarged.get(source)
    if kept is not None and kept[0] == scale:
        return kept[1]
    w, h = source.get_size()
    try:
        big = pygame.transform.smoothscale(source, physical((w, h), scale))
    except ValueError:  # 8-bit pictures: smoothscale needs 24 or 32 bits
        big = pygame.transform.scale(source, physical((w, h), scale))
    if source in _bitmaps:
        _enlarged[source] = (scale, big)
    return big


def plain(surface: pygame.Surface) -> pygame.Surface:
    """`surface`'s pixels (alpha too) in a plain pygame.Surface: for numpy, surfarray and
    pixel checks, which read sizes as pixels."""
    if not isinstance(surface, ScaledSurface):
        return surface
    alpha = surface.get_flags() & pygame.SRCALPHA
    out = pygame.Surface(pygame.Surface.get_size(surface), alpha, 32)
    pygame.Surface.blit(out, surface, (0, 0), None, pygame.BLEND_RGBA_MAX if alpha else 0)
    return out


def event_in_layout(event: pygame.event.Event) -> pygame.event.Event:
    """A mouse event of a window drawn at the render scale (positions in its pixels) in
    the layout's pixels, which scenes hit-test in."""
    s = _scale
    if s == 1.0 or event.type not in _POINTER or not hasattr(event, "pos"):
        return event
    moved = dict(event.dict)
    x, y = event.pos
    moved["pos"] = (int(x // s), int(y // s))
    if "rel" in moved:
        moved["rel"] = (round(moved["rel"][0] / s), round(moved["rel"][1] / s))
    return pygame.event.Event(event.type, moved)


_POINTER = (pygame.MOUSEMOTION, pygame.MOUSEBUTTONDOWN, pygame.MOUSEBUTTONUP)


def enlarged() -> list[tuple[int, int]]:
    """The layout sizes of plain pictures enlarged (so drawn soft) at the current scale
    and still alive: what a test at a render scale expects to be none but bitmaps."""
    return [source.get_size() for source in list(_soft.keys())]


def _point(pos: Sequence[float], s: float) -> tuple[int, int]:
    return round(pos[0] * s), round(pos[1] * s)


def to_pixels(rect: RectLike, s: float) -> pygame.Rect:
    """A layout rectangle in pixels at scale `s`, edges rounded (neighbours stay joined)."""
    r = pygame.Rect(rect)
    x0, y0 = round(r.left * s), round(r.top * s)
    return pygame.Rect(x0, y0, round(r.right * s) - x0, round(r.bottom * s) - y0)


def to_layout(rect: RectLike, s: float) -> pygame.Rect:
    """A pixel rectangle at scale `s` as the layout rectangle that covers it."""
    r = pygame.Rect(rect)
    x0, y0 = math.floor(r.left / s), math.floor(r.top / s)
    return pygame.Rect(x0, y0, math.ceil(r.right / s) - x0, math.ceil(r.bottom / s) - y0)


def covered(image: pygame.Surface, topleft: Sequence[int]) -> pygame.Rect:
    """The layout rectangle `image` blitted at `topleft` touches. At a render scale a
    picture's pixels may reach one past its layout size (a 77 px turned tile is 51 layout
    px, 76.5 px): a rectangle one short left a line of a moving picture behind on a
    window drawn by its changes."""
    s = _scale
    if s == 1.0:
        return pygame.Rect(topleft, image.get_size())
    pixels = pygame.Surface.get_size(image) if isinstance(image, ScaledSurface) \
        else physical(image.get_size(), s)  # (a plain picture is enlarged to that)
    return to_layout((round(topleft[0] * s), round(topleft[1] * s), *pixels), s)


def _dest(dest: Any) -> tuple[float, float]:
    """A blit's destination (a point, a Rect or a 4-tuple rectangle) as its top left."""
    return (dest.x, dest.y) if isinstance(dest, pygame.Rect) else (dest[0], dest[1])


class ScaledSurface(pygame.Surface):
    """A picture of SCALE × its layout size in pixels that answers in layout units.
    Made by `Surface` (never directly); pygame.draw is `scenes.ui.pen`."""

    SCALE: ClassVar[float] = 1.0

    # -- size --------------------------------------------------------------------------
    def get_size(self) -> tuple[int, int]:
        w, h = super().get_size()
        return round(w / self.SCALE), round(h / self.SCALE)

    def get_width(self) -> int:
        return self.get_size()[0]

    def get_height(self) -> int:
        return self.get_size()[1]

    def get_rect(self, **where: Any) -> pygame.Rect:
        rect = pygame.Rect((0, 0), self.get_size())
        for name, value in where.items():
            setattr(rect, name, value)
        return rect

    def get_frect(self, **where: Any) -> pygame.FRect:
        rect = pygame.FRect((0, 0), self.get_size())
        for name, value in where.items():
            setattr(rect, name, value)
        return rect

    def get_bounding_rect(self, min_alpha: int = 1) -> pygame.Rect:
        return to_layout(super().get_bounding_rect(min_alpha), self.SCALE)

    def get_offset(self) -> tuple[int, int]:
        x, y = super().get_offset()
        return round(x / self.SCALE), round(y / self.SCALE)

    def get_abs_offset(self) -> tuple[int, int]:
        x, y = super().get_abs_offset()
        return round(x / self.SCALE), round(y / self.SCALE)

    # -- drawing -----------------------------------------------------------------------
    def blit(self, source: pygame.Surface, dest: Any = (0, 0), area: RectLike | None = None,
             special_flags: int = 0) -> pygame.Rect:
        s = self.SCALE
        pixels = pixels_of(source, s)
        got = super().blit(pixels, _point(_dest(dest), s),
                           None if area is None else to_pixels(area, s), special_flags)
        return to_layout(got, s)

    def blits(self, blit_sequence: Iterable[Any],
              doreturn: bool = True) -> list[pygame.Rect] | None:
        done = [self.blit(*item) for item in blit_sequence]
        return done if doreturn else None

    def fblits(self, blit_sequence: Iterable[Any], special_flags: int = 0) -> None:
        for source, dest in blit_sequence:
            self.blit(source, dest, None, special_flags)

    def fill(self, color: Any, rect: RectLike | None = None,
             special_flags: int = 0) -> pygame.Rect:
        s = self.SCALE
        got = super().fill(color, None if rect is None else to_pixels(rect, s), special_flags)
        return to_layout(got, s)

    def scroll(self, dx: int = 0, dy: int = 0) -> None:
        super().scroll(round(dx * self.SCALE), round(dy * self.SCALE))

    def get_at(self, pos: Sequence[int]) -> pygame.Color:
        w, h = super().get_size()
        x, y = _point(pos, self.SCALE)
        return super().get_at((min(x, w - 1), min(y, h - 1)))

    def set_at(self, pos: Sequence[int], color: Any) -> None:
        self.fill(color, (pos[0], pos[1], 1, 1))

    # -- clipping and parts ------------------------------------------------------------
    def set_clip(self, rect: RectLike | None = None) -> None:
        super().set_clip(None if rect is None else to_pixels(rect, self.SCALE))

    def get_clip(self) -> pygame.Rect:
        return to_layout(super().get_clip(), self.SCALE)

    def subsurface(self, *rect: Any) -> pygame.Surface:
        area = rect[0] if len(rect) == 1 else rect
        return super().subsurface(to_pixels(area, self.SCALE))


def blit(surface: pygame.Surface, source: pygame.Surface, dest: Any = (0, 0),
         area: RectLike | None = None, special_flags: int = 0) -> pygame.Rect:
    """`surface.blit(...)` as a plain function (a recorded drawing step), scaled or not."""
    return surface.blit(source, dest, area, special_flags)


def fill(surface: pygame.Surface, color: Any, rect: RectLike | None = None,
         special_flags: int = 0) -> pygame.Rect:
    """`surface.fill(...)` as a plain function (a recorded drawing step), scaled or not."""
    return surface.fill(color, rect, special_flags)


# -- transforms (pygame.transform at the render scale) ----------------------------------------

def _transformed(source: pygame.Surface, make: Callable[[pygame.Surface, float], pygame.Surface]
                 ) -> pygame.Surface:
    s = source.SCALE if isinstance(source, ScaledSurface) else _scale
    return adopt(make(pixels_of(source, s), s), s)


def smoothscale(source: pygame.Surface, size: Sequence[float]) -> pygame.Surface:
    return _transformed(source, lambda p, s: pygame.transform.smoothscale(p, physical(size, s)))


def scale(source: pygame.Surface, size: Sequence[float]) -> pygame.Surface:
    return _transformed(source, lambda p, s: pygame.transform.scale(p, physical(size, s)))


def rotate(source: pygame.Surface, angle: float) -> pygame.Surface:
    return _transformed(source, lambda p, s: pygame.transform.rotate(p, angle))


def rotozoom(source: pygame.Surface, angle: float, zoom: float) -> pygame.Surface:
    return _transformed(source, lambda p, s: pygame.transform.rotozoom(p, angle, zoom))


def flip(source: pygame.Surface, flip_x: bool, flip_y: bool) -> pygame.Surface:
    return _transformed(source, lambda p, s: pygame.transform.flip(p, flip_x, flip_y))
