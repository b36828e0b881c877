"""Fonts and wrapped text, using only pygame-ce's bundled default font."""

from __future__ import annotations

import math
import os
from typing import Any

import pygame

from scenes.ui import canvas
from scenes.ui.recent import Recent

# pygame shrinks its default font by this factor; undoing it makes `font(px)` mean
# what a designer means by a px size (em height), so theme sizes read naturally.
_DEFAULT_FONT_SCALE = 0.6875

# The reader's text scale (a setting) multiplies every interface size. The 1280×720
# layouts are fixed, so it is clamped: at 1.2 the board, setup, settings and dialogs
# still fit (checked with screenshots); much more would push text out of its panels.
SCALE_RANGE = (0.85, 1.2)
_scale = 1.0

_fonts: dict[tuple[int, float], pygame.font.Font] = {}
# Rendered lines and wrapped paragraphs, kept by content: screens draw the same text every
# frame. Only for text that is blitted and never changed (`render` still returns a fresh
# surface a caller may set the alpha of).
# The most recently used are kept (scenes/ui/recent.py): one kiosk cycle of every game
# draws 370-500 lines; a screen far fewer (docs/benchmarks.md, "Kiosk soak").
CACHE_LIMIT = 400
CACHE_MB = 6.0  # at 1280x720: six times the busiest frame's 1 MB of lines (42 of them)
_rendered: Recent[tuple[str, int, tuple[int, int, int], float], pygame.Surface] = Recent(
    CACHE_LIMIT, CACHE_MB)
_wrapped: Recent[tuple[str, int, int, float], list[str]] = Recent(CACHE_LIMIT)
# How much smaller, or larger, than its font's size a line at a render scale may be drawn
# to come to its laid-out width (the spacing of its letters makes up the rest): larger
# letters stood taller than the 720p ones over their baseline.
SIZE_SLACK, SIZE_GROW = 0.04, 0.0


def set_scale(scale: float) -> float:
    """Set the interface text scale (clamped to SCALE_RANGE); returns what was used."""
    global _scale
    _scale = min(SCALE_RANGE[1], max(SCALE_RANGE[0], float(scale)))
    return _scale


def get_scale() -> float:
    return _scale


def font(px: int, *, scaled: bool = True) -> pygame.font.Font:
    """The default font at `px` pixels (cached; re-created after pygame.quit()).

    `scaled=False` for text that belongs to an image of fixed size (a counter's name)."""
    if not pygame.font.get_init():
        pygame.font.init()
        clear_cache()  # fonts from a previous init are dead handles
    if scaled:
        px = round(px * _scale)
    pixels = canvas.get_scale()
    cached = _fonts.get((px, pixels))
    if cached is None:
        points = max(1, round(px / _DEFAULT_FONT_SCALE))
        cached = _fonts[px, pixels] = (pygame.font.Font(None, points) if pixels == 1.0
                                       else ScaledFont(points, pixels))
    return cached


class ScaledFont:
    """A font drawn at the render scale (scenes.ui.canvas) that measures with the
    layout's own font, so every size, wrap and cut is what the 720p picture has: only
    the letters get sharper.

    pygame's fonts are hinted: each letter's advance is rounded to whole pixels at its
    size, differently at each size, so at some of the sizes near scale × the font's a
    word came out unevenly spaced ("a ttacking", "tab le" at 1080p, issue 31). A line
    is drawn letter by letter instead (`glyph_run`): each letter where the outline's own
    advances put it, all gaps grown alike to the width the layout measured (the 720p
    letters are hinted up to ~8% wider than their outline)."""

    def __init__(self, points: int, scale: float) -> None:
        self._layout = pygame.font.Font(None, points)
        self._scale = scale
        self._font = pygame.font.Font(None, max(1, round(points * scale)))  # wrapped text
        self._em = points * _DEFAULT_FONT_SCALE * scale  # the size of scale × the font

    def render(self, text: str, antialias: bool, color: Any, bgcolor: Any = None,
               wraplength: int = 0) -> pygame.Surface:
        if wraplength or "\n" in text:
            raw = self._font.render(text, antialias, color, bgcolor,
                                    round(wraplength * self._scale))
            return canvas.adopt(raw, self._scale)
        return self._as_measured(text, antialias, color, bgcolor)

    def _as_measured(self, line: str, antialias: bool, color: Any,
                     bgcolor: Any) -> pygame.Surface:
        """The line drawn at the scale, in a picture the size the 720p font renders it
        (its measured width; a line's height, as pygame renders a line) with the
        baseline where that font puts it: what is placed after, under or around a word
        stays where the layout put it."""
        scale, layout = self._scale, self._layout
        height = layout.get_linesize() if line else layout.get_height()
        target = canvas.physical((layout.size(line)[0], height), scale)
        flags = pygame.SRCALPHA if bgcolor is None else 0
        fitted = canvas.kind(scale)(target, flags, 32)
        pygame.Surface.fill(fitted, (0, 0, 0, 0) if bgcolor is None else bgcolor)
        if line.strip():
            baseline = round(layout.get_ascent() * scale)
            blend = pygame.BLEND_RGBA_MAX if bgcolor is None else 0
            for image, at in glyph_run(line, self._em, target[0], color, antialias):
                pygame.Surface.blit(fitted, image, (at[0], baseline + at[1]), None, blend)
        return fitted

    def size(self, text: str) -> tuple[int, int]:
        return self._layout.size(text)

    def get_linesize(self) -> int:
        return self._layout.get_linesize()

    def get_height(self) -> int:
        return self._layout.get_height()

    def get_ascent(self) -> int:
        return self._layout.get_ascent()

    def get_descent(self) -> int:
        return self._layout.get_descent()

    def __getattr__(self, name: str) -> Any:  # bold, italic, underline…: the font's own
        return getattr(self._layout, name)


_OUTLINE: list[Any] = []  # the default font as a FreeType face (pygame.freetype)
OUTLINE_EM = 1000.0  # the size advances are read at: hinting rounds them by < 0.1%
_advances: dict[str, tuple[float, float]] = {}  # advance, ink's left at OUTLINE_EM
_glyphs: dict[tuple[str, float, Any, bool], tuple[pygame.Surface, tuple[int, int]]] = {}


def _advance(ch: str) -> tuple[float, float]:
    """A character's advance and where its ink starts from its pen position, at
    OUTLINE_EM (where hinting rounds them by < 0.1%)."""
    found = _advances.get(ch)
    if found is None:
        metrics = _outline_font().get_metrics(ch, size=OUTLINE_EM)
        m = metrics[0] if metrics else None
        found = _advances[ch] = (float(m[4]), float(m[0])) if m else (0.0, 0.0)
    return found


def _glyph(ch: str, size: float, color: Any, antialias: bool
           ) -> tuple[pygame.Surface, tuple[int, int]]:
    """One letter drawn at `size`, and where it goes from its pen position on the
    baseline (kept: a line is drawn letter by letter)."""
    key = (ch, size, tuple(color) if not isinstance(color, str) else color, antialias)
    found = _glyphs.get(key)
    if found is None:
        if len(_glyphs) > 4 * CACHE_LIMIT:
            _glyphs.clear()
        face = _outline_font()
        face.antialiased = antialias
        image, ink = face.render(ch, color, size=size)
        found = _glyphs[key] = (image, (ink.x, -ink.y))
    return found


def glyph_run(line: str, em: float, width: int, color: Any, antialias: bool
              ) -> list[tuple[pygame.Surface, tuple[int, int]]]:
    """`line` as letters at pen positions from the outline's own advances (read where
    hinting cannot round them), within SIZE_SLACK of `em`, the gaps between letters all
    grown (or shrunk) alike to end at `width` pixels: evenly spaced at any size.
    pygame's fonts round every letter's advance to whole pixels at their size, so at
    some sizes near a render scale's a word came out as "a ttacking" (issue 31)."""
    natural = sum(_advance(ch)[0] for ch in line) / OUTLINE_EM  # per pixel of size
    if natural <= 0:
        return []
    size = em * min(1 + SIZE_GROW, max(1 - SIZE_SLACK, width / (natural * em)))
    size = math.floor(size * 4) / 4  # quarter sizes: letters are kept and drawn again
    unit = size / OUTLINE_EM
    last = len(line.rstrip()) - 1
    spare = width - natural * size
    # the last letter's ink ends near the width; its advance beyond the ink is spare
    step = spare / max(1, last) if last > 0 else 0.0
    out = []
    x = 0.0
    for k, ch in enumerate(line):
        advance, left = _advance(ch)
        if not ch.isspace():
            image, (_, dy) = _glyph(ch, size, color, antialias)
            # the ink where the outline puts it (the hinted bearing is a whole pixel)
            out.append((image, (round(x + k * step + left * unit), dy)))
        x += advance * unit
    return out


def _outline_font() -> Any:
    """pygame-ce's bundled font as a FreeType face, sized per letter."""
    import pygame.freetype as freetype

    if not freetype.get_init():
        freetype.init()
        _OUTLINE.clear()
    if _OUTLINE:
        try:  # a face made before pygame.quit() (and init again) is dead
            _OUTLINE[0].get_sized_ascender(10)
        except pygame.error:
            _OUTLINE.clear()
    if not _OUTLINE:
        path = os.path.join(os.path.dirname(pygame.__file__), pygame.font.get_default_font())
        face = freetype.Font(path, 0)
        face.pad = False
        _OUTLINE.append(face)
    return _OUTLINE[0]


def clear_cache() -> None:
    _fonts.clear()
    _rendered.clear()
    _wrapped.clear()


canvas.on_change(clear_cache)  # text kept at another render scale is the wrong sharpness


def cached(text: str, px: int, colour: tuple[int, int, int]) -> pygame.Surface:
    """`render`, kept by content: the same surface each time, so never change it."""
    fnt = font(px)  # first: a re-initialised font module clears the caches
    key = (text, round(px * _scale), tuple(colour), canvas.get_scale())
    image = _rendered.get(key)
    if image is None:
        image = _rendered[key] = fnt.render(text, True, colour)
    return image


def wrapped(text: str, px: int, width: int) -> list[str]:
    """`wrap` at the font of `px`, kept by content."""
    fnt = font(px)
    key = (text, round(px * _scale), width, canvas.get_scale())
    lines = _wrapped.get(key)
    if lines is None:
        lines = _wrapped[key] = wrap(text, fnt, width)
    return lines


def wrap(text: str, fnt: pygame.font.Font, width: int) -> list[str]:
    """Greedy word wrap; explicit newlines start new lines; an over-long word keeps
    a line of its own rather than being cut."""
    lines: list[str] = []
    for paragraph in text.split("\n"):
        line = ""
        for word in paragraph.split():
            candidate = f"{line} {word}" if line else word
            if line and fnt.size(candidate)[0] > width:
                lines.append(line)
                line = word
            else:
                line = candidate
        lines.append(line)
    return lines


def shrink_to_fit(line: str, px: int, width: int, smallest: int) -> int:
    """The largest size from `px` down (in 2 px steps, not below `smallest`) at which
    `line` is at most `width` px wide; `smallest` if none is."""
    while px > smallest and font(px).size(line)[0] > width:
        px -= 2
    return max(px, smallest)


def fit_block(line: str, px: int, width: int, height: int,
              smallest: int) -> tuple[int, list[str]]:
    """`line` inside a `width` × `height` box: the largest size from `px` down (2 px
    steps) at which it fits on one line or wrapped on two; at `smallest`, cut with "…"
    if it still does not fit. Returns the size and the lines."""
    for size in range(px, smallest - 1, -2):
        fnt = font(size)
        if fnt.size(line)[0] <= width:
            return size, [line]
        lines = wrap(line, fnt, width)
        if (len(lines) == 2 and 2 * fnt.get_linesize() <= height
                and all(fnt.size(part)[0] <= width for part in lines)):
            return size, lines
    return smallest, [ellipsize(line, smallest, width)]


def fit_wrapped(line: str, px: int, width: int, height: int, smallest: int,
                line_gap: int = 4) -> int:
    """The largest size from `px` down (2 px steps, not below `smallest`) at which
    `line`, wrapped to `width` as `blit_wrapped` draws it, is at most `height` tall."""
    while px > smallest and len(wrapped(line, px, width)) * (
            font(px).get_linesize() + line_gap) - line_gap > height:
        px -= 2
    return max(px, smallest)


def ellipsize(line: str, px: int, width: int) -> str:
    """`line` as it fits in `width` px: whole, else cut at a word (or, for a single
    word, at a letter) and ended with "…"."""
    fnt = font(px)
    if fnt.size(line)[0] <= width:
        return line
    words = line.split(" ")
    while len(words) > 1 and fnt.size(" ".join(words) + "…")[0] > width:
        words.pop()
    cut = " ".join(words)
    while len(cut) > 1 and fnt.size(cut + "…")[0] > width:
        cut = cut[:-1]
    return cut + "…"


def render(text: str, px: int, colour: tuple[int, int, int]) -> pygame.Surface:
    return font(px).render(text, True, colour)


def blit_text(
    surface: pygame.Surface,
    text: str,
    px: int,
    colour: tuple[int, int, int],
    pos: tuple[int, int],
    *,
    anchor: str = "topleft",
) -> pygame.Rect:
    """Render and blit one line; `anchor` names a Rect attribute ('center', 'midtop')."""
    image = cached(text, px, colour)
    rect = image.get_rect(**{anchor: pos})
    surface.blit(image, rect)
    return rect


def blit_wrapped(
    surface: pygame.Surface,
    text: str,
    px: int,
    colour: tuple[int, int, int],
    rect: pygame.Rect,
    *,
    centred: bool = False,
    line_gap: int = 4,
) -> int:
    """Draw wrapped text inside `rect` from its top; returns the height used."""
    fnt = font(px)
    y = rect.top
    for line in wrapped(text, px, rect.width):
        image = cached(line, px, colour)
        x = rect.centerx - image.get_width() // 2 if centred else rect.left
        surface.blit(image, (x, y))
        y += fnt.get_linesize() + line_gap
    return y - rect.top
