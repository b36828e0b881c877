"""Procedural art shared by every table: the felt, player tokens and colours, palettes.

A game's own pieces (Paranoid Delusions' counters, playing cards) are drawn by its own
art, a subclass of `Art` (for example `scenes.paranoid.counter_art.CounterArt`).

Everything is drawn with pygame primitives and the bundled font, then cached by
(what, key, size, variant). Shapes and icons are drawn 4× larger and smooth-scaled
down, which gives clean anti-aliased edges; text is rendered at the final size so it
stays crisp.
"""

from __future__ import annotations

import math
import os
import random
from pathlib import Path
from typing import NamedTuple
from weakref import WeakSet

import pygame

from scenes.ui import canvas, pen

Colour = tuple[int, int, int]


GROUP, METHOD, GOAL = "group", "method", "goal"
FACE, BACK, SELECTED, SELECTED_BACK, DIM, EXPOSED = (
    "face", "back", "selected", "selected_back", "dim", "exposed"
)
VARIANTS = (FACE, BACK, SELECTED, SELECTED_BACK, DIM, EXPOSED)
DEFAULT_SIZE = 48
SS = 4  # supersampling factor for shapes
_FELT = (26, 74, 52)  # the baize colour; grain adds 0..14 to each channel
TABLE_VERSION = 1  # bump when _draw_table changes: tables cached on disk are then ignored


class Palette(NamedTuple):  # not a dataclass: see KeySpec in scenes/input.py
    group: Colour
    method: Colour
    goal: Colour
    ink: Colour  # text and icons on a face
    minus: Colour  # the (-1) badge
    selected: Colour
    exposed: Colour


# Pink groups and blue goals as on the printed counters; methods in a neutral ochre.
NORMAL = Palette(
    group=(238, 170, 190), method=(226, 204, 150), goal=(158, 196, 236),
    ink=(34, 26, 36), minus=(196, 40, 40), selected=(255, 212, 60), exposed=(222, 70, 40),
)
# Okabe–Ito colours (orange groups, a pale yellow for methods, sky-blue goals), chosen
# so the three kinds stay far apart (CIELAB) under simulated protanopia, deuteranopia
# and tritanopia (tests/kiosk/test_accessibility.py); kinds also differ by outline and
# icon. Exposed counters are ringed in Okabe–Ito blue, dark against all three.
COLOUR_BLIND = Palette(
    group=(230, 159, 0), method=(247, 240, 151), goal=(137, 202, 240),
    ink=(0, 0, 0), minus=(213, 94, 0), selected=(255, 255, 255), exposed=(0, 114, 178),
)


class PlayerColour(NamedTuple):
    name: str
    rgb: Colour
    symbol: str  # a shape name, so seats never rely on colour alone


# Okabe–Ito colours, which stay apart under the common colour-vision deficiencies.
PLAYER_COLOURS = (
    PlayerColour("Red", (213, 94, 0), "circle"),
    PlayerColour("Blue", (0, 114, 178), "square"),
    PlayerColour("Green", (0, 158, 115), "triangle"),
    PlayerColour("Yellow", (240, 228, 66), "diamond"),
    PlayerColour("Pink", (204, 121, 167), "star"),
    PlayerColour("White", (236, 236, 236), "cross"),
)

# -- names that fit on a counter ------------------------------------------------------


# Score penalties, in px of font size, for each step away from the printed name.


# -- small drawing helpers ---------------------------------------------------------------


def _shade(colour: Colour, factor: float) -> Colour:
    """Darken (<1) or lighten (>1) a colour."""
    if factor <= 1:
        return tuple(round(c * factor) for c in colour)  # type: ignore[return-value]
    return tuple(round(c + (255 - c) * (factor - 1)) for c in colour)  # type: ignore[return-value]


def _star_points(cx: float, cy: float, r: float, n: int = 5) -> list[tuple[float, float]]:
    points = []
    for i in range(n * 2):
        radius = r if i % 2 == 0 else r * 0.45
        a = -math.pi / 2 + i * math.pi / n
        points.append((cx + radius * math.cos(a), cy + radius * math.sin(a)))
    return points


# -- icons (drawn in a box on the supersampled surface) -----------------------------------


# -- the art cache ------------------------------------------------------------------------


class Art:
    """Draws and caches the images every table shares."""

    def __init__(self, *, colour_blind: bool = False, cache_dir: Path | None = None) -> None:
        self.cache_dir = cache_dir  # where slow, unchanging images are kept between runs
        self._colour_blind = colour_blind
        self._cache: dict[tuple[object, ...], pygame.Surface] = {}
        # Seat -> index into PLAYER_COLOURS (the players' chosen colours); identity when
        # unset. Always a permutation, so two seats never share a colour and symbol.
        self.seat_colours: tuple[int, ...] = tuple(range(len(PLAYER_COLOURS)))
        _LIVE.add(self)

    # -- settings that change faces ---------------------------------------------------

    @property
    def colour_blind(self) -> bool:
        return self._colour_blind

    @colour_blind.setter
    def colour_blind(self, value: bool) -> None:
        if value != self._colour_blind:
            self._colour_blind = value
            self.clear_cache()


    @property
    def palette(self) -> Palette:
        return COLOUR_BLIND if self._colour_blind else NORMAL

    def clear_cache(self) -> None:
        self._cache.clear()


    # -- public images --------------------------------------------------------------------


    def table(self, size: tuple[int, int] = (1280, 720)) -> pygame.Surface:
        """Green baize with a little grain and a dark vignette."""
        key = ("table", None, size, canvas.get_scale())  # its pixels are the scale's
        if key not in self._cache:
            felt = self._load_table(size)
            if felt is None:
                felt = self._finish(self._draw_table(size), alpha=False)
                self._keep_table(felt)
            self._cache[key] = felt
        return self._cache[key]

    # The felt is the one image every start needs at once (the title's background), so
    # it is kept on disk as the screen's own raw pixels: copying them straight into a
    # surface of the screen's format costs about a millisecond, drawing it ten.
    def _table_file(self, size: tuple[int, int]) -> Path | None:
        screen = pygame.display.get_surface() if pygame.display.get_init() else None
        if self.cache_dir is None or screen is None or screen.get_bitsize() != 32:
            return None
        # The pixel layout is part of the name: another screen format finds no file.
        layout = "-".join(f"{m:x}" for m in screen.get_masks())
        w, h = canvas.physical(size)  # the pixels at the render scale: one file a scale
        return self.cache_dir / f"table-{w}x{h}-{layout}-v{TABLE_VERSION}.raw"

    def _load_table(self, size: tuple[int, int]) -> pygame.Surface | None:
        path = self._table_file(size)
        if path is None:
            return None
        try:
            data = path.read_bytes()
        except OSError:
            return None
        felt = canvas.Surface(size, 0, pygame.display.get_surface())
        if len(data) != felt.get_pitch() * canvas.physical(size)[1]:
            return None  # cut short by a crash mid-write: draw it afresh
        felt.get_buffer().write(data)
        return felt

    def _keep_table(self, felt: pygame.Surface) -> None:
        path = self._table_file(felt.get_size())
        if path is None:
            return
        try:
            path.parent.mkdir(parents=True, exist_ok=True)
            tmp = path.with_name(f"{path.name}.{os.getpid()}.tmp")
            tmp.write_bytes(felt.get_buffer().raw)
            os.replace(tmp, path)
        except OSError:
            pass  # a read-only or full disk only costs the next start a redraw

    def token(self, seat: int, size: int = 32) -> pygame.Surface:
        """A player's marker: colour plus a symbol (readable without colour vision)."""
        colour = self.player_colour(seat)
        key = ("token", colour.name, size, canvas.get_scale())  # drawn at the render scale
        if key not in self._cache:
            self._cache[key] = self._finish(self._draw_token(colour, size))
        return self._cache[key]

    def player_colour(self, seat: int) -> PlayerColour:
        """The colour and symbol a seat plays with (see `seat_colours`)."""
        order = self.seat_colours
        return PLAYER_COLOURS[order[seat % len(order)] if order else seat % len(PLAYER_COLOURS)]

    # -- drawing ----------------------------------------------------------------------

    @staticmethod
    def _finish(surf: pygame.Surface, *, alpha: bool = True) -> pygame.Surface:
        """Convert to the display format when there is a display (faster blits)."""
        if pygame.display.get_init() and pygame.display.get_surface() is not None:
            return surf.convert_alpha() if alpha else surf.convert()
        return surf


    def _draw_table(self, size: tuple[int, int]) -> pygame.Surface:
        # The grain is one window pixel fine at any render scale: tiled over the felt's
        # own pixels (a 720p grain enlarged 1.5x came out smeared).
        felt = canvas.Surface(size)
        w, h = canvas.physical(size)
        rng = random.Random(1)
        # A 96 px tile of felt colour plus grain, built from bytes in one go and tiled by
        # plain copies: per-pixel set_at or additive blits cost ~0.1 s of start-up.
        values = rng.randbytes(96 * 96)
        rgb = bytearray(3 * len(values))
        for channel, base in enumerate(_FELT):
            rgb[channel::3] = values.translate(bytes(base + i % 15 for i in range(256)))
        grain = pygame.image.frombytes(bytes(rgb), (96, 96), "RGB")
        pygame.Surface.fblits(felt, [(grain, (x, y))  # unbound: in window pixels
                                     for y in range(0, h, 96) for x in range(0, w, 96)])
        # Vignette computed small and smooth-scaled up: cheap and free of banding.
        vw, vh = 64, 36
        alpha = bytes(
            round(210 * min(1.0, math.hypot((x + 0.5) / vw * 2 - 1, (y + 0.5) / vh * 2 - 1)
                            / math.sqrt(2)) ** 2.2)
            for y in range(vh) for x in range(vw))
        rgba = bytearray(4 * vw * vh)
        rgba[3::4] = alpha  # black, with the darkness in the alpha channel
        vignette = pygame.image.frombytes(bytes(rgba), (vw, vh), "RGBA")
        if pygame.display.get_surface() is not None:
            # In the display's pixel order the full-screen alpha blit takes the fast
            # path (~1 ms instead of ~18 ms).
            vignette = vignette.convert_alpha()
        felt.blit(canvas.smoothscale(vignette, size), (0, 0))
        return felt

    def _draw_token(self, colour: PlayerColour, size: int) -> pygame.Surface:
        big = size * SS
        ss = canvas.Surface((big, big), pygame.SRCALPHA)
        c = big / 2
        pen.circle(ss, (20, 20, 24), (c, c), c)
        pen.circle(ss, colour.rgb, (c, c), c * 0.88)
        light = sum(colour.rgb) / 3 > 150
        ink = (20, 20, 24) if light else (255, 255, 255)
        r = c * 0.5
        lw = max(SS, round(big * 0.08))
        symbol = colour.symbol
        if symbol == "circle":
            pen.circle(ss, ink, (c, c), r, lw)
        elif symbol == "square":
            pen.rect(ss, ink, pygame.Rect(c - r * 0.8, c - r * 0.8, r * 1.6, r * 1.6))
        elif symbol == "triangle":
            pen.polygon(ss, ink, [(c, c - r), (c + r * 0.95, c + r * 0.7),
                                          (c - r * 0.95, c + r * 0.7)])
        elif symbol == "diamond":
            pen.polygon(ss, ink, [(c, c - r), (c + r, c), (c, c + r), (c - r, c)])
        elif symbol == "star":
            pen.polygon(ss, ink, _star_points(c, c + r * 0.05, r * 1.1))
        else:  # cross
            t = r * 0.38
            pen.rect(ss, ink, pygame.Rect(c - r, c - t, 2 * r, 2 * t))
            pen.rect(ss, ink, pygame.Rect(c - t, c - r, 2 * t, 2 * r))
        return canvas.smoothscale(ss, (size, size))


# Every Art alive: its pictures (and a subclass's: counters) are drawn at the render
# scale, so a new scale (the window made 1920x1080) drops them, or they would be the old
# ones enlarged, soft.
_LIVE: WeakSet[Art] = WeakSet()


def _clear_every_cache() -> None:
    for art in list(_LIVE):
        art.clear_cache()


canvas.on_change(_clear_every_cache)


KEY = (255, 0, 255)  # the see-through colour of a colour-keyed panel (`colour_keyed`)


def colour_keyed(image: pygame.Surface) -> pygame.Surface:
    """`image` (every pixel opaque or clear, as a panel drawn without antialiasing is)
    as an opaque surface whose clear pixels are a colour key, run-length encoded: it
    blits several times faster than the same picture with an alpha channel, to the same
    pixels (issue 13). Kept as it is if the key colour occurs in the picture."""
    keyed = canvas.Surface(image.get_size())
    keyed.fill(KEY)
    keyed.blit(image, (0, 0))
    opaque = pygame.mask.from_surface(image)  # counts pixels: at a render scale, its own
    clear = opaque.get_size()[0] * opaque.get_size()[1] - opaque.count()
    if pygame.mask.from_threshold(keyed, KEY, (1, 1, 1, 255)).count() != clear:
        return image
    keyed.set_colorkey(KEY, pygame.RLEACCEL)
    return keyed


def odd_rows(size: tuple[int, int], like: pygame.Surface | None = None) -> pygame.Surface:
    """An opaque surface (in `like`'s pixel format) whose rows are one pixel longer than
    its width. A small area blitted from a screen-sized image with aligned rows goes
    through SDL's streaming SSE copy, measured ~20x slower (~45 µs for a card-sized area
    instead of ~2); odd rows get the plain row copy. Whole-screen blits cost the same
    either way (issue 13: the card tables redraw small areas of kept pictures)."""
    w, h = size
    full = canvas.Surface((w + 1, h), 0, like) if like is not None else canvas.Surface((w + 1, h))
    return full.subsurface((0, 0, w, h))


def odd_rows_copy(image: pygame.Surface) -> pygame.Surface:
    """A copy of an opaque `image` on `odd_rows` (one with alpha is copied as it is)."""
    if image.get_flags() & pygame.SRCALPHA:
        return image.copy()
    copy = odd_rows(image.get_size(), image)
    copy.blit(image, (0, 0))
    return copy


NARROWED_LIMIT = 2048  # kept images at most (the cache is dropped whole past it)
_NARROWED: dict[tuple[pygame.Surface, int, bool], pygame.Surface] = {}
canvas.on_change(_NARROWED.clear)  # its pictures (and their sources) are the old scale's


def narrowed(image: pygame.Surface, width: int, smooth: bool = False) -> pygame.Surface:
    """`image` narrowed to `width` px, as a card or counter shows while it turns over:
    scaled once per image and width and kept (a flip used to scale anew every frame;
    issue 13). Keyed on the image itself, so art drawn anew (a setting) is narrowed anew.
    `smooth`: `smoothscale` instead of `scale`. `width` at or over the image's: as it is."""
    if width >= image.get_width():
        return image
    key = (image, width, smooth)
    out = _NARROWED.get(key)
    if out is None:
        if len(_NARROWED) >= NARROWED_LIMIT:
            _NARROWED.clear()
        scale = canvas.smoothscale if smooth else canvas.scale
        out = _NARROWED[key] = scale(image, (width, image.get_height()))
    return out
