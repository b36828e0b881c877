"""Paranoid Delusions' counters: faces, backs and the Pool bowl, drawn procedurally.

Everything is drawn with pygame primitives and the bundled font, then cached by
(what, key, size, variant) in the shared `Art` cache. Shapes and icons are drawn 4×
larger (fewer times at a render scale: `supersampling`) and smooth-scaled down, which
gives clean anti-aliased edges; text is rendered at the final size so it stays crisp.
Names and kinds come from the engine's catalogue.
"""

from __future__ import annotations

import functools
import math
import random
from pathlib import Path
from typing import Any

import pygame

from game.paranoid.catalogue import TYPES, CounterType
from scenes.paranoid.counter_names import (
    _block_height,
    _line_step,
    fit_text,
    hyphen_points,
    name_variants,
    render_condensed,
)
from scenes.ui import canvas, pen, text
from scenes.ui.art import (
    BACK,
    DEFAULT_SIZE,
    DIM,
    EXPOSED,
    FACE,
    GOAL,
    GROUP,
    METHOD,
    SELECTED,
    SELECTED_BACK,
    SS,
    VARIANTS,
    Art,
    Colour,
    _shade,
)

__all__ = ["BACK", "DIM", "EXPOSED", "FACE", "SELECTED", "SELECTED_BACK", "CounterArt",
           "counter_art", "fit_text", "hyphen_points", "name_variants"]


CATALOGUE_PATH = Path(__file__).resolve().parents[2] / "game" / "paranoid" / "counters.json"
# A legible counter's largest name, against a board counter's (0.27 of its size): the
# 120% Text size's names at 100% (issue 31: the Plot builder's were small from a sofa).
LEGIBLE = 1.2


CounterInfo = CounterType


def load_catalogue() -> tuple[CounterType, ...]:
    return TYPES


def _shape_points(kind: str, rect: pygame.Rect) -> list[tuple[float, float]] | None:
    """Methods are chamfered octagons; other kinds use rounded rectangles (None)."""
    if kind != METHOD:
        return None
    c = rect.width * 0.2
    x0, y0, x1, y1 = rect.left, rect.top, rect.right - 1, rect.bottom - 1
    return [(x0 + c, y0), (x1 - c, y0), (x1, y0 + c), (x1, y1 - c),
            (x1 - c, y1), (x0 + c, y1), (x0, y1 - c), (x0, y0 + c)]


def _radius(kind: str, width: int) -> int:
    # Goals are rounder than groups, so the two are told apart by outline too.
    return round(width * (0.34 if kind == GOAL else 0.12))


def _fill_shape(surf: pygame.Surface, kind: str, rect: pygame.Rect, colour: Colour) -> None:
    points = _shape_points(kind, rect)
    if points is None:
        pen.rect(surf, colour, rect, border_radius=_radius(kind, rect.width))
    else:
        pen.polygon(surf, colour, points)


def _outline_shape(
    surf: pygame.Surface, kind: str, rect: pygame.Rect, colour: Colour, width: int
) -> None:
    points = _shape_points(kind, rect)
    if points is None:
        pen.rect(surf, colour, rect, width, border_radius=_radius(kind, rect.width))
    else:
        pen.polygon(surf, colour, points, width)


def supersampling() -> int:
    """How many times larger than the layout a counter's shapes are drawn before they are
    smooth-scaled down (anti-aliased edges): SS at 720p; at a render scale the canvas
    already holds scale × the pixels, so fewer layout steps give as fine an edge (at 1.5,
    3 steps are 4.5 window pixels to 1.0's 4) at 9/16 of the pixels (the Plot builder's
    80 faces: 200 -> 133 ms, in its first frame)."""
    return max(2, round(SS / canvas.get_scale()))


def _gloss(surf: pygame.Surface, strength: int = 26) -> None:
    """Light top, shaded bottom: RGB-only blends, so transparent corners stay clear."""
    light, dark = _gloss_layers(surf.get_size(), strength)
    surf.blit(light, (0, 0), special_flags=pygame.BLEND_RGB_ADD)
    surf.blit(dark, (0, 0), special_flags=pygame.BLEND_RGB_SUB)


@functools.lru_cache(maxsize=16)
def _gloss_layers(size: tuple[int, int], strength: int) -> tuple[pygame.Surface, pygame.Surface]:
    """The gloss's two gradients for faces of `size`, made once for all of them: row by
    row they were most of a face's drawing (at render scale 1.5, a fill through the
    scaled surface for each row: 1.8 ms a face, 80 faces in the Plot builder's first
    frame). Only ever blitted from."""
    w, h = size
    light = canvas.Surface((w, h))
    dark = canvas.Surface((w, h))
    for y in range(h):
        t = y / max(1, h - 1)
        light.fill((round(strength * max(0.0, 1 - 2 * t)),) * 3, (0, y, w, 1))
        dark.fill((round(strength * max(0.0, 2 * t - 1)),) * 3, (0, y, w, 1))
    return light, dark


canvas.on_change(_gloss_layers.cache_clear)  # made at the render scale


def _icon(surf: pygame.Surface, info: CounterInfo, box: pygame.Rect, ink: Colour) -> None:
    kind = info.category if info.kind == GROUP else info.kind
    {
        "alien": _icon_alien, "corporation": _icon_corporation, "society": _icon_society,
        "delusion": _icon_delusion, METHOD: _icon_method, GOAL: _icon_goal,
    }.get(kind, _icon_goal)(surf, box, ink)


def _icon_alien(surf: pygame.Surface, box: pygame.Rect, ink: Colour) -> None:
    """A flying saucer."""
    w, h = box.width, box.height
    dome = pygame.Rect(0, 0, w * 0.42, h * 0.7)
    dome.midbottom = (box.centerx, box.top + h * 0.62)
    pen.ellipse(surf, ink, dome, max(1, round(w * 0.06)))
    body = pygame.Rect(0, 0, w, h * 0.42)
    body.center = (box.centerx, box.top + h * 0.62)
    pen.ellipse(surf, ink, body)
    for dx in (-0.28, 0.0, 0.28):
        pen.circle(surf, (255, 255, 255), (box.centerx + dx * w, body.centery), w * 0.045)


def _icon_corporation(surf: pygame.Surface, box: pygame.Rect, ink: Colour) -> None:
    """Three office towers."""
    w, h = box.width, box.height
    for dx, top, bw in ((-0.3, 0.35, 0.22), (0.0, 0.0, 0.28), (0.3, 0.2, 0.22)):
        tower = pygame.Rect(0, 0, w * bw, h * (1 - top))
        tower.midbottom = (box.centerx + dx * w, box.bottom)
        pen.rect(surf, ink, tower)
        for wy in range(tower.top + int(h * 0.12), tower.bottom - int(h * 0.1), int(h * 0.18)):
            pen.line(surf, (255, 255, 255), (tower.left + tower.width * 0.25, wy),
                             (tower.right - tower.width * 0.25, wy), max(1, round(h * 0.05)))


def _icon_society(surf: pygame.Surface, box: pygame.Rect, ink: Colour) -> None:
    """Three people, shoulder to shoulder."""
    w, h = box.width, box.height
    for dx, scale in ((-0.3, 0.8), (0.3, 0.8), (0.0, 1.0)):
        cx = box.centerx + dx * w
        r = h * 0.2 * scale
        body = pygame.Rect(0, 0, w * 0.36 * scale, h * 0.6 * scale)
        body.midbottom = (cx, box.bottom + body.height * 0.3)
        clip = surf.get_clip()
        surf.set_clip(box)
        pen.ellipse(surf, ink, body)
        surf.set_clip(clip)
        pen.circle(surf, ink, (cx, body.top - r * 0.9), r)


def _icon_delusion(surf: pygame.Surface, box: pygame.Rect, ink: Colour) -> None:
    """A spiral."""
    r_max = min(box.width, box.height) * 0.5
    points = []
    turns = 3.0
    for i in range(90):
        a = i / 89 * turns * 2 * math.pi
        r = r_max * i / 89
        points.append((box.centerx + r * math.cos(a), box.centery + r * math.sin(a)))
    pen.lines(surf, ink, False, points, max(2, round(r_max * 0.16)))


def _icon_method(surf: pygame.Surface, box: pygame.Rect, ink: Colour) -> None:
    """A cog wheel."""
    r = min(box.width, box.height) * 0.5
    cx, cy = box.center
    points = []
    teeth = 8
    for i in range(teeth * 4):
        a = i * 2 * math.pi / (teeth * 4)
        radius = r if (i % 4) in (1, 2) else r * 0.74
        points.append((cx + radius * math.cos(a), cy + radius * math.sin(a)))
    pen.polygon(surf, ink, points)
    pen.circle(surf, (255, 255, 255), (cx, cy), r * 0.3)


def _icon_goal(surf: pygame.Surface, box: pygame.Rect, ink: Colour) -> None:
    """A target."""
    r = min(box.width, box.height) * 0.5
    lw = max(2, round(r * 0.2))
    pen.circle(surf, ink, box.center, r, lw)
    pen.circle(surf, ink, box.center, r * 0.45)





class CounterArt(Art):
    """The shared art, plus every counter of the catalogue (see the module docstring)."""

    def __init__(self, catalogue: tuple[CounterInfo, ...] | None = None, *,
                 colour_blind: bool = False, subculture: str | None = None,
                 cache_dir: Path | None = None) -> None:
        super().__init__(colour_blind=colour_blind, cache_dir=cache_dir)
        self.catalogue = catalogue if catalogue is not None else load_catalogue()
        self._subculture = subculture.strip() if subculture and subculture.strip() else None

    @classmethod
    def of(cls, art: Art) -> CounterArt:
        """`art` with counters: the same settings, colours and cache."""
        if isinstance(art, cls):
            return art
        made = cls(colour_blind=art.colour_blind, cache_dir=art.cache_dir)
        made.seat_colours = art.seat_colours
        made._cache = art._cache
        return made

    @property
    def subculture(self) -> str | None:
        return self._subculture


    @subculture.setter
    def subculture(self, value: str | None) -> None:
        """The players' name for the renamable Society (spec §1)."""
        self._subculture = value.strip() if value and value.strip() else None
        self._cache = {k: v for k, v in self._cache.items() if k[0] != "counter"}


    def display_name(self, type_index: int) -> str:
        info = self.catalogue[type_index]
        return self._subculture if info.renamable and self._subculture else info.name


    def counter(
        self, type_index: int, size: int = DEFAULT_SIZE, variant: str = FACE,
        legible: bool = False,
    ) -> pygame.Surface:
        """A counter of `type_index` in one of VARIANTS (backs ignore the type).
        `legible`: its name as large as it fits (see `name_fit`)."""
        if variant not in VARIANTS:
            raise ValueError(f"unknown variant {variant!r}; one of {VARIANTS}")
        if variant in (BACK, SELECTED_BACK):
            return self.back(size, selected=variant == SELECTED_BACK)
        if not 0 <= type_index < len(self.catalogue):
            raise IndexError(f"no counter type {type_index}")
        key = ("counter", type_index, size, variant, text.get_scale(), legible)
        if key not in self._cache:  # (the names follow the text size)
            self._cache[key] = self._finish(self._draw_face(self.catalogue[type_index], size,
                                                            variant, legible))
        return self._cache[key]


    def back(self, size: int = DEFAULT_SIZE, *, selected: bool = False) -> pygame.Surface:
        """The face-down side, identical for every counter."""
        key = ("back", None, size, SELECTED_BACK if selected else BACK)
        if key not in self._cache:
            self._cache[key] = self._finish(self._draw_back(size, selected))
        return self._cache[key]


    def pool(self, size: tuple[int, int] = (240, 150)) -> pygame.Surface:
        """The Pool: a bowl seen from above, holding a heap of face-down counters."""
        key = ("pool", None, size, "")
        if key not in self._cache:
            self._cache[key] = self._finish(self._draw_pool(size))
        return self._cache[key]


    def _kind_colour(self, info: CounterInfo) -> Colour:
        pal = self.palette
        return {GROUP: pal.group, METHOD: pal.method, GOAL: pal.goal}[info.kind]


    def _draw_face(self, info: CounterInfo, size: int, variant: str,
                   legible: bool = False) -> pygame.Surface:
        pal = self.palette
        k = supersampling()
        big = size * k
        base = self._kind_colour(info)
        ss = canvas.Surface((big, big), pygame.SRCALPHA)
        full = ss.get_rect()
        edge = max(k, round(big * (0.045 if self._colour_blind else 0.035)))
        _fill_shape(ss, info.kind, full, _shade(base, 0.5))
        _fill_shape(ss, info.kind, full.inflate(-2 * edge, -2 * edge), base)
        if info.kind == GROUP:  # a second, inner frame: groups read "boxed"
            _outline_shape(ss, GROUP, full.inflate(-5 * edge, -5 * edge), _shade(base, 0.72),
                           max(1, edge // 2))
        _gloss(ss)

        band = round(big * 0.27)
        icon_box = pygame.Rect(0, 0, round(big * 0.34), round(band * 0.78))
        icon_box.center = (big // 2, round(big * 0.05) + band // 2)
        _icon(ss, info, icon_box, _shade(base, 0.32))

        badges: list[tuple[str, pygame.Rect, Colour, Colour]] = []
        badge_r = round(big * 0.13)
        if info.kind == METHOD and info.minus:
            box = pygame.Rect(0, 0, 2 * badge_r + k * 4, 2 * badge_r)
            box.topright = (big - round(big * 0.07), round(big * 0.06))
            badges.append(("-1", box, pal.minus, (255, 255, 255)))
        if info.kind == GOAL:
            ink = (255, 255, 255)
            if info.alien_ok:
                box = pygame.Rect(0, 0, 2 * badge_r, 2 * badge_r)
                box.topleft = (round(big * 0.1), round(big * 0.07))
                badges.append(("A", box, _shade(pal.goal, 0.35), ink))
            if info.corporation_ok:
                box = pygame.Rect(0, 0, 2 * badge_r, 2 * badge_r)
                box.topright = (big - round(big * 0.1), round(big * 0.07))
                badges.append(("C", box, _shade(pal.goal, 0.35), ink))
        for _, box, fill, _ in badges:
            pen.rect(ss, fill, box, border_radius=box.height // 2)
            pen.rect(ss, (255, 255, 255), box, max(1, k), border_radius=box.height // 2)

        ring = max(k * 2, round(big * 0.07))
        if variant == SELECTED:
            _outline_shape(ss, info.kind, full, pal.selected, ring)
        elif variant == EXPOSED:
            _outline_shape(ss, info.kind, full, pal.exposed, ring)
            c = round(big * 0.3)
            pen.polygon(ss, pal.exposed, [(big, big - c), (big, big), (big - c, big)])

        img = canvas.smoothscale(ss, (size, size))
        for label, box, _, ink in badges:
            glyph = text.font(max(8, round(size * 0.2)), scaled=False).render(label, True, ink)
            img.blit(glyph, glyph.get_rect(center=(box.centerx / k, box.centery / k + 0.5)))
        self._draw_name(img, info, size, legible)
        if variant == DIM:
            img.fill((120, 120, 120), special_flags=pygame.BLEND_RGB_MULT)
        return img


    def name_fit(self, type_index: int, size: int, legible: bool = False
                 ) -> tuple[int, list[str], pygame.Rect]:
        """How a counter of `size` px writes its name: the font size, the lines and the
        box on the counter they stay inside (the band under the icon). `legible` (the
        Plot builder's grid, read from a sofa at 720p: issue 31): up to LEGIBLE times
        the size, as far as the name fits its band, at any Text size."""
        info = self.catalogue[type_index]
        pad = max(2, round(size * (0.1 if info.kind == GOAL else 0.07)))
        top = round(size * 0.31)
        box = pygame.Rect(pad, top, size - 2 * pad, size - top - max(2, round(size * 0.05)))
        # A near-uniform size looks printed; only long names go smaller.
        px, lines = fit_text(
            self.display_name(type_index), box.width, box.height,
            # The Text size setting reaches the names too (issue 22), as far as they fit.
            max_px=max(9, round(size * 0.27 * (LEGIBLE if legible else 1.0)
                                * max(1.0, text.get_scale()))),
            min_px=max(8, round(size * 0.23)),
        )
        return px, lines, box

    def _draw_name(self, img: pygame.Surface, info: CounterInfo, size: int,
                   legible: bool = False) -> None:
        px, lines, box = self.name_fit(info.index, size, legible)
        step = _line_step(px)
        y = box.top + (box.height - _block_height(px, len(lines))) // 2
        ink = self.palette.ink
        for line in lines:
            glyph = render_condensed(line, px, ink)
            img.blit(glyph, glyph.get_rect(midtop=(size / 2, y)))
            y += step


    def _draw_back(self, size: int, selected: bool) -> pygame.Surface:
        k = supersampling()
        big = size * k
        ss = canvas.Surface((big, big), pygame.SRCALPHA)
        full = ss.get_rect()
        gold = (206, 168, 82)
        radius = round(big * 0.12)
        pen.rect(ss, (16, 12, 30), full, border_radius=radius)
        inner = full.inflate(-round(big * 0.07), -round(big * 0.07))
        pen.rect(ss, (44, 34, 78), inner, border_radius=radius)
        for i in range(6, 0, -1):  # a soft glow behind the eye
            r = big * 0.07 * i
            tint = (44 + 8 * (6 - i), 34 + 6 * (6 - i), 78 + 8 * (6 - i))
            pen.circle(ss, tint, (big / 2, big * 0.4), r)
        pen.rect(ss, gold, inner, max(k, round(big * 0.02)), border_radius=radius)
        cx = big / 2
        apex, base_y, half = big * 0.2, big * 0.8, big * 0.32
        lw = max(k, round(big * 0.025))
        # Pyramid body (below a gap), with courses of stone.
        top_y = big * 0.46
        top_half = half * (top_y - apex) / (base_y - apex)
        body = [(cx - top_half, top_y), (cx + top_half, top_y), (cx + half, base_y),
                (cx - half, base_y)]
        pen.polygon(ss, (120, 94, 44), body)
        pen.polygon(ss, gold, body, lw)
        for k in range(1, 3):
            y = top_y + (base_y - top_y) * k / 3
            hw = top_half + (half - top_half) * k / 3
            pen.line(ss, gold, (cx - hw, y), (cx + hw, y), max(1, lw // 2))
        # Capstone with the eye, floating.
        cap_base = big * 0.42
        cap_half = half * (cap_base - apex) / (base_y - apex)
        cap = [(cx, apex), (cx + cap_half, cap_base), (cx - cap_half, cap_base)]
        for a in range(0, 360, 30):  # rays
            rad = math.radians(a)
            start = (cx + math.cos(rad) * big * 0.14, big * 0.33 + math.sin(rad) * big * 0.14)
            end = (cx + math.cos(rad) * big * 0.22, big * 0.33 + math.sin(rad) * big * 0.22)
            pen.line(ss, gold, start, end, max(1, lw // 2))
        pen.polygon(ss, (250, 224, 140), cap)
        eye = pygame.Rect(0, 0, cap_half * 1.1, big * 0.09)
        eye.center = (cx, big * 0.35)
        pen.ellipse(ss, (255, 255, 255), eye)
        pen.ellipse(ss, (40, 30, 20), eye, max(1, lw // 2))
        pen.circle(ss, (30, 24, 60), eye.center, eye.height * 0.42)
        if selected:
            pen.rect(ss, self.palette.selected, full, max(k * 2, round(big * 0.07)),
                             border_radius=radius)
        return canvas.smoothscale(ss, (size, size))


    def _draw_pool(self, size: tuple[int, int]) -> pygame.Surface:
        w, h = size
        k = 2
        ss = canvas.Surface((w * k, h * k), pygame.SRCALPHA)
        W, H = ss.get_size()
        shadow = pygame.Rect(0, 0, W * 0.96, H * 0.9)
        shadow.center = (W * 0.5, H * 0.53)
        pen.ellipse(ss, (0, 0, 0, 90), shadow)
        rim = pygame.Rect(0, 0, W * 0.94, H * 0.86)
        rim.center = (W * 0.5, H * 0.48)
        for i in range(10):  # turned wood: dark rim lightening towards the lip
            ring = rim.inflate(-i * W * 0.008, -i * H * 0.008)
            pen.ellipse(ss, (96 + i * 9, 58 + i * 6, 30 + i * 3), ring)
        bowl = rim.inflate(-W * 0.12, -H * 0.16)
        for i in range(12):  # the hollow: darker towards the bottom of the bowl
            inner = bowl.inflate(-i * bowl.width * 0.035, -i * bowl.height * 0.035)
            shade = 40 - i * 2
            pen.ellipse(ss, (shade + 20, shade + 8, shade), inner)
        rng = random.Random(7)  # a fixed heap: the bowl looks the same every run
        chip = max(8, round(min(W, H) * 0.13))
        back = self._draw_back(chip, False)
        for _ in range(14):
            a = rng.uniform(0, 2 * math.pi)
            d = rng.uniform(0, 0.62) ** 0.8
            x = bowl.centerx + math.cos(a) * d * bowl.width * 0.36
            y = bowl.centery + math.sin(a) * d * bowl.height * 0.3
            piece = canvas.rotate(back, rng.uniform(0, 360))
            ss.blit(piece, piece.get_rect(center=(x, y)))
        pen.ellipse(ss, (214, 168, 108), rim, max(2, round(W * 0.008)))
        return canvas.smoothscale(ss, size)


def counter_art(services: Any, subculture: str | None = None) -> CounterArt:
    """The services' art, made able to draw counters (once), with the table's subculture
    name for the renamable Society when given."""
    art = CounterArt.of(services.art)
    services.art = art
    if subculture is not None:
        art.subculture = subculture
    return art
