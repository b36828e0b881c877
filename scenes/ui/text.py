"""Fonts and wrapped text, using only pygame-ce's bundled default font."""

from __future__ import annotations

from typing import Any

import pygame

from scenes.ui import canvas

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
_rendered: dict[tuple[str, int, tuple[int, int, int], float], pygame.Surface] = {}
_wrapped: dict[tuple[str, int, int, float], list[str]] = {}
CACHE_LIMIT = 600


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

    Hinting makes a line at 1.5× the size up to ~4% wider or narrower than 1.5× the
    line, differently for each line: so each line is drawn at whichever of the sizes
    about scale × the font's comes out closest to its laid-out width."""

    def __init__(self, points: int, scale: float) -> None:
        self._layout = pygame.font.Font(None, points)
        self._scale = scale
        first = round(points * scale)
        self._fonts = [pygame.font.Font(None, size)
                       for size in range(max(1, first - 2), first + 3)]
        self._font = self._fonts[2 if len(self._fonts) > 2 else -1]  # metrics, wrapped text

    def _closest(self, line: str, width: float) -> pygame.font.Font:
        """The drawing size whose `line` is nearest `width` pixels, not over by more
        than a pixel when one is near enough."""
        widths = [(f.size(line)[0], f) for f in self._fonts]
        fitting = [(width - w, f) for w, f in widths if w <= width + 1]
        if fitting:
            return min(fitting, key=lambda pair: abs(pair[0]))[1]
        return min(widths, key=lambda pair: pair[0])[1]

    def render(self, text: str, antialias: bool, color: Any, bgcolor: Any = None,
               wraplength: int = 0) -> pygame.Surface:
        if wraplength or "\n" in text:
            raw = self._font.render(text, antialias, color, bgcolor,
                                    round(wraplength * self._scale))
            return canvas.adopt(raw, self._scale)
        drawn = self._closest(text, self._layout.size(text)[0] * self._scale)
        raw = drawn.render(text, antialias, color, bgcolor)
        return self._as_measured(raw, drawn, text, bgcolor)

    def _as_measured(self, raw: pygame.Surface, drawn: pygame.font.Font, line: str,
                     bgcolor: Any) -> pygame.Surface:
        """The line drawn at the scale, in a picture the size the 720p font renders it
        (its measured width; a line's height, as pygame renders a line) with the baseline
        where that font puts it. Letters hinted at another size come out up to ~2% wider
        or narrower: so what is placed after, under or around a word stays where the
        layout put it. A narrower line starts at the left, as most lines are placed (by
        a pixel or two), a wider one is narrowed (as much)."""
        scale, layout = self._scale, self._layout
        height = layout.get_linesize() if line else layout.get_height()
        target = canvas.physical((layout.size(line)[0], height), scale)
        at_y = round(layout.get_ascent() * scale) - drawn.get_ascent()
        if raw.get_size() == target and at_y == 0:
            return canvas.adopt(raw, scale)
        alpha = raw.get_flags() & pygame.SRCALPHA
        fitted = canvas.kind(scale)(target, alpha, raw)
        if bgcolor is not None:
            pygame.Surface.fill(fitted, bgcolor)
        if raw.get_width() > target[0]:
            # already in window pixels: canvas.smoothscale would scale the target again
            raw = pygame.transform.smoothscale(raw, (target[0], raw.get_height()))  # noqa: TID251
        at = (0, at_y)
        pygame.Surface.blit(fitted, raw, at, None, pygame.BLEND_RGBA_MAX if alpha else 0)
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
        if len(_rendered) >= CACHE_LIMIT:
            _rendered.clear()
        image = _rendered[key] = fnt.render(text, True, colour)
    return image


def wrapped(text: str, px: int, width: int) -> list[str]:
    """`wrap` at the font of `px`, kept by content."""
    fnt = font(px)
    key = (text, round(px * _scale), width, canvas.get_scale())
    lines = _wrapped.get(key)
    if lines is None:
        if len(_wrapped) >= CACHE_LIMIT:
            _wrapped.clear()
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
