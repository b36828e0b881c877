"""Procedural playing-card faces and backs, cached by content (see scenes/cards/__init__).

Shapes (suit pips, card body, motifs) are drawn 4× larger and smooth-scaled down for clean
edges; rank letters are rendered at their final size so they stay crisp. Every image is
kept by (what, card, size, accent, angle), so a table draws the same surfaces each frame.
"""

from __future__ import annotations

import math
from typing import NamedTuple
from weakref import WeakKeyDictionary, WeakSet

import pygame

from game.core.cards import RANKS, Card
from scenes.ui import canvas, pen, text
from scenes.ui.recent import Recent

Colour = tuple[int, int, int]
Size = tuple[int, int]

SMALL: Size = (56, 80)
MEDIUM: Size = (84, 120)
LARGE: Size = (112, 160)
HUGE: Size = (140, 200)
SS = 4

PAPER: Colour = (248, 244, 232)
EDGE: Colour = (60, 54, 48)
RED: Colour = (196, 30, 42)
BLACK: Colour = (24, 24, 30)
BACK_BASE: Colour = (96, 24, 36)
BACK_LINE: Colour = (150, 56, 64)
BACK_GOLD: Colour = (232, 186, 74)
COURT_FILL = {11: (226, 236, 250), 12: (250, 232, 236), 13: (250, 240, 214)}
CACHE_LIMIT = 400  # recent faces kept: one kiosk cycle draws 320-370 (docs/benchmarks.md)
CACHE_MB = 6.0  # at 1280x720: eight times the busiest frame's 0.8 MB (docs/benchmarks.md)


class Accent(NamedTuple):
    """A game's mark on a face (a poison card, a trump): a coloured frame, a badge, a label."""

    key: str
    colour: Colour
    label: str = ""
    mark: str = ""  # "skull", "eye", "star" or ""


def card_size(height: int) -> Size:
    return (round(height * 0.7), height)


def _rank_text(card: Card) -> str:
    return "10" if card.rank == 10 else RANKS[card.rank - 1]


def suit_polygons(suit: str, cx: float, cy: float, r: float
                  ) -> tuple[list[list[tuple[float, float]]], list[tuple[float, float, float]]]:
    """A suit pip as (polygons, circles) centred on (cx, cy) with half-size r."""
    if suit == "D":
        return [[(cx, cy - r), (cx + r * 0.75, cy), (cx, cy + r), (cx - r * 0.75, cy)]], []
    if suit == "H":
        c = r * 0.5
        return ([[(cx - r * 0.98, cy - r * 0.22), (cx + r * 0.98, cy - r * 0.22),
                  (cx, cy + r)]],
                [(cx - c, cy - r * 0.42, c * 1.02), (cx + c, cy - r * 0.42, c * 1.02)])
    if suit == "S":
        c = r * 0.48
        stem = [(cx, cy + r * 0.1), (cx + r * 0.42, cy + r), (cx - r * 0.42, cy + r)]
        return ([[(cx - r * 0.94, cy + r * 0.2), (cx + r * 0.94, cy + r * 0.2),
                  (cx, cy - r)], stem],
                [(cx - c, cy + r * 0.3, c), (cx + c, cy + r * 0.3, c)])
    if suit == "C":
        c = r * 0.42
        stem = [(cx, cy), (cx + r * 0.4, cy + r), (cx - r * 0.4, cy + r)]
        return [stem], [(cx, cy - r * 0.5, c), (cx - r * 0.5, cy + r * 0.12, c),
                        (cx + r * 0.5, cy + r * 0.12, c), (cx, cy, c * 0.6)]
    # Joker star
    pts = []
    for i in range(10):
        a = -math.pi / 2 + i * math.pi / 5
        rr = r if i % 2 == 0 else r * 0.42
        pts.append((cx + rr * math.cos(a), cy + rr * math.sin(a)))
    return [pts], []


def _draw_shape(surf: pygame.Surface, colour: Colour, polys, circles) -> None:
    for poly in polys:
        pen.polygon(surf, colour, poly)
    for x, y, r in circles:
        pen.circle(surf, colour, (x, y), r)


# Pip layouts (x in -1..1 across the inner box, y in -1..1 down it).
_L, _R, _C = -0.62, 0.62, 0.0
PIPS: dict[int, list[tuple[float, float]]] = {
    1: [(_C, 0.0)],
    2: [(_C, -0.8), (_C, 0.8)],
    3: [(_C, -0.8), (_C, 0.0), (_C, 0.8)],
    4: [(_L, -0.8), (_R, -0.8), (_L, 0.8), (_R, 0.8)],
    5: [(_L, -0.8), (_R, -0.8), (_C, 0.0), (_L, 0.8), (_R, 0.8)],
    6: [(_L, -0.8), (_R, -0.8), (_L, 0.0), (_R, 0.0), (_L, 0.8), (_R, 0.8)],
    7: [(_L, -0.8), (_R, -0.8), (_C, -0.4), (_L, 0.0), (_R, 0.0), (_L, 0.8), (_R, 0.8)],
    8: [(_L, -0.8), (_R, -0.8), (_C, -0.4), (_L, 0.0), (_R, 0.0), (_C, 0.4),
        (_L, 0.8), (_R, 0.8)],
    9: [(_L, -0.8), (_R, -0.8), (_L, -0.27), (_R, -0.27), (_C, 0.0), (_L, 0.27),
        (_R, 0.27), (_L, 0.8), (_R, 0.8)],
    10: [(_L, -0.8), (_R, -0.8), (_C, -0.52), (_L, -0.27), (_R, -0.27), (_L, 0.27),
         (_R, 0.27), (_C, 0.52), (_L, 0.8), (_R, 0.8)],
}


class CardArt:
    """Card faces and backs for one `scenes.ui.art.Art` (its colour-blind setting)."""

    def __init__(self, base: object | None = None) -> None:
        self.base = base
        self._cache: Recent[tuple, pygame.Surface] = Recent(CACHE_LIMIT, CACHE_MB)
        _LIVE.add(self)

    # ---- public images ----
    def face(self, card: Card, size: Size = MEDIUM, accent: Accent | None = None,
             angle: float = 0) -> pygame.Surface:
        key = ("face", card.rank, card.suit, size, accent, round(angle))
        img = self._cache.get(key)
        if img is None:
            if round(angle):
                img = self._rotate(self.face(card, size, accent), angle)
            else:
                img = self._draw_face(card, size, accent)
            img = self._keep(key, img)
        return img

    def back(self, size: Size = MEDIUM, angle: float = 0,
             tint: Colour | None = None) -> pygame.Surface:
        key = ("back", size, tint, round(angle))
        img = self._cache.get(key)
        if img is None:
            img = (self._rotate(self.back(size, 0, tint), angle) if round(angle)
                   else self._draw_back(size, tint))
            img = self._keep(key, img)
        return img

    def glow(self, size: Size, colour: Colour, angle: float = 0) -> pygame.Surface:
        key = ("glow", size, colour, round(angle))
        img = self._cache.get(key)
        if img is None:
            if round(angle):
                img = self._rotate(self.glow(size, colour), angle)
            else:
                w, h = size
                pad = max(6, h // 14)
                img = canvas.Surface((w + 2 * pad, h + 2 * pad), pygame.SRCALPHA)
                for i in range(pad):
                    a = round(255 * ((i + 1) / pad) ** 1.6)
                    r = img.get_rect().inflate(-2 * i, -2 * i)
                    pen.rect(img, (*colour, a), r, 2, border_radius=max(4, w // 8))
                pen.rect(img, (*colour, 255), img.get_rect().inflate(
                    -2 * pad + 2, -2 * pad + 2), border_radius=max(4, w // 10))
            img = self._keep(key, img)
        return img

    def shadow(self, size: Size) -> pygame.Surface:
        key = ("shadow", size)
        img = self._cache.get(key)
        if img is None:
            w, h = size
            small = canvas.Surface(((w + 16) // 4, (h + 16) // 4), pygame.SRCALPHA)
            pen.rect(small, (0, 0, 0, 110), small.get_rect().inflate(-3, -3),
                             border_radius=3)
            img = self._keep(key, canvas.smoothscale(small, (w + 16, h + 16)))
        return img

    def clear_cache(self) -> None:
        self._cache.clear()

    # ---- drawing ----
    def _keep(self, key: tuple, img: pygame.Surface) -> pygame.Surface:
        if pygame.display.get_init() and pygame.display.get_surface() is not None:
            img = img.convert_alpha()
        self._cache[key] = img
        return img

    @staticmethod
    def _rotate(img: pygame.Surface, angle: float) -> pygame.Surface:
        return canvas.rotozoom(img, round(angle), 1.0)

    def _body(self, size: Size, fill: Colour, edge: Colour) -> pygame.Surface:
        key = ("body", size, fill, edge)
        img = self._cache.get(key)
        if img is None:
            w, h = size
            big = canvas.Surface((w * SS, h * SS), pygame.SRCALPHA)
            rad = max(3, w // 10) * SS
            pen.rect(big, edge, big.get_rect(), border_radius=rad)
            pen.rect(big, fill, big.get_rect().inflate(-2 * SS, -2 * SS),
                             border_radius=rad - SS)
            img = self._keep(key, canvas.smoothscale(big, size))
        return img

    def pip(self, suit: str, px: int, colour: Colour) -> pygame.Surface:
        key = ("pip", suit, px, colour)
        img = self._cache.get(key)
        if img is None:
            big = canvas.Surface((px * SS, px * SS), pygame.SRCALPHA)
            r = px * SS / 2
            _draw_shape(big, colour, *suit_polygons(suit, r, r, r * 0.96))
            img = self._keep(key, canvas.smoothscale(big, (px, px)))
        return img

    def _draw_face(self, card: Card, size: Size, accent: Accent | None) -> pygame.Surface:
        w, h = size
        surf = self._body(size, PAPER, EDGE).copy()
        ink = RED if card.red else BLACK
        if card.is_joker:
            self._joker(surf, w, h)
            return surf
        # Corner indices: a big rank with its suit beneath, top-left and bottom-right.
        rank = _rank_text(card)
        rpx = max(14, round(h * 0.25))
        label = text.font(rpx, scaled=False).render(rank, True, ink)
        if label.get_width() > w * 0.42:
            label = canvas.smoothscale(
                label, (round(w * 0.42), label.get_height()))
        pip_px = max(8, round(h * 0.12))
        corner = canvas.Surface((max(label.get_width(), pip_px) + 2,
                                 label.get_height() + pip_px), pygame.SRCALPHA)
        corner.blit(label, ((corner.get_width() - label.get_width()) // 2, 0))
        corner.blit(self.pip(card.suit, pip_px, ink),
                    ((corner.get_width() - pip_px) // 2, label.get_height() - rpx // 8))
        m = max(3, w // 22)
        surf.blit(corner, (m, m))
        surf.blit(canvas.rotate(corner, 180),
                  (w - m - corner.get_width(), h - m - corner.get_height()))
        inner = pygame.Rect(0, 0, round(w * 0.5), round(h * 0.64))
        inner.center = (w // 2, h // 2)
        if card.rank >= 11:
            self._court(surf, card, inner, ink)
        else:
            big = card.rank == 1
            px = round(h * (0.34 if big else 0.14 if card.rank < 7 else 0.125 if card.rank < 9
                            else 0.112))
            img = self.pip(card.suit, px, ink)
            flipped = canvas.flip(img, False, True)
            for fx, fy in PIPS[card.rank]:
                x = inner.centerx + fx * (inner.w / 2 - px * 0.35) - px / 2
                y = inner.centery + fy * (inner.h / 2 - px * 0.4) - px / 2
                surf.blit(flipped if fy > 0.05 and not big else img, (round(x), round(y)))
        if accent is not None:
            self._accent(surf, accent, w, h)
        return surf

    def _court(self, surf: pygame.Surface, card: Card, box: pygame.Rect, ink: Colour) -> None:
        pen.rect(surf, COURT_FILL[card.rank], box, border_radius=max(2, box.w // 10))
        pen.rect(surf, ink, box, max(1, box.w // 28), border_radius=max(2, box.w // 10))
        big = canvas.Surface((box.w * SS, box.h * SS), pygame.SRCALPHA)
        bw, bh = big.get_size()
        gold = (212, 160, 40)
        if card.rank == 13:  # crown
            pts = [(bw * 0.2, bh * 0.3), (bw * 0.2, bh * 0.12), (bw * 0.35, bh * 0.22),
                   (bw * 0.5, bh * 0.06), (bw * 0.65, bh * 0.22), (bw * 0.8, bh * 0.12),
                   (bw * 0.8, bh * 0.3)]
            pen.polygon(big, gold, pts)
        elif card.rank == 12:  # a rose: petals around a heart
            for i in range(5):
                a = i * 2 * math.pi / 5 - math.pi / 2
                pen.circle(big, (220, 96, 120),
                                   (bw * 0.5 + bw * 0.09 * math.cos(a),
                                    bh * 0.18 + bw * 0.09 * math.sin(a)), bw * 0.08)
            pen.circle(big, gold, (bw * 0.5, bh * 0.18), bw * 0.06)
        else:  # a feathered cap
            pen.ellipse(big, gold, (bw * 0.26, bh * 0.14, bw * 0.48, bh * 0.14))
            pen.polygon(big, (70, 130, 200), [(bw * 0.6, bh * 0.16),
                                                      (bw * 0.86, bh * 0.03),
                                                      (bw * 0.72, bh * 0.2)])
        _draw_shape(big, ink, *suit_polygons(card.suit, bw * 0.5, bh * 0.82, bw * 0.13))
        surf.blit(canvas.smoothscale(big, box.size), box.topleft)
        letter = text.font(round(box.h * 0.5), scaled=False).render(RANKS[card.rank - 1],
                                                                    True, ink)
        surf.blit(letter, letter.get_rect(center=(box.centerx, box.centery + box.h * 0.04)))

    def _joker(self, surf: pygame.Surface, w: int, h: int) -> None:
        star = self.pip("*", round(w * 0.6), (150, 60, 170))
        surf.blit(star, star.get_rect(center=(w // 2, h // 2)))
        word = text.font(max(10, h // 9), scaled=False).render("JOKER", True, (150, 60, 170))
        surf.blit(word, word.get_rect(midtop=(w // 2, h // 14)))
        surf.blit(canvas.rotate(word, 180),
                  word.get_rect(midbottom=(w // 2, h - h // 14)))

    def _accent(self, surf: pygame.Surface, accent: Accent, w: int, h: int) -> None:
        c = accent.colour
        t = max(2, w // 20)
        pen.rect(surf, c, surf.get_rect().inflate(-t, -t), t,
                         border_radius=max(3, w // 10))
        if accent.mark:
            px = round(w * 0.3)
            badge = self.mark(accent.mark, px, c)
            surf.blit(badge, badge.get_rect(center=(w - px * 0.62, px * 0.62)))
        if accent.label and h >= 100:
            fnt = text.font(max(10, h // 12), scaled=False)
            lab = fnt.render(accent.label, True, (255, 255, 255))
            band = pygame.Rect(0, 0, min(w - 2 * t, lab.get_width() + 8), lab.get_height())
            band.midbottom = (w // 2, h - t - h // 7)
            pen.rect(surf, c, band, border_radius=4)
            surf.blit(lab, lab.get_rect(center=band.center))

    def mark(self, mark: str, px: int, colour: Colour) -> pygame.Surface:
        """A round badge with a small symbol (the accent's mark)."""
        key = ("mark", mark, px, colour)
        img = self._cache.get(key)
        if img is None:
            big = canvas.Surface((px * SS, px * SS), pygame.SRCALPHA)
            r = px * SS / 2
            pen.circle(big, colour, (r, r), r)
            white, dark = (250, 250, 245), (20, 20, 24)
            if mark == "skull":
                pen.circle(big, white, (r, r * 0.88), r * 0.56)
                pen.rect(big, white, (r * 0.62, r * 1.2, r * 0.76, r * 0.42))
                for dx in (-0.24, 0.24):
                    pen.circle(big, dark, (r + dx * r, r * 0.9), r * 0.15)
                pen.polygon(big, dark, [(r, r * 1.08), (r - r * 0.08, r * 1.24),
                                                (r + r * 0.08, r * 1.24)])
            elif mark == "eye":
                pen.ellipse(big, white, (r * 0.3, r * 0.62, r * 1.4, r * 0.76))
                pen.circle(big, dark, (r, r), r * 0.26)
            elif mark == "star":
                _draw_shape(big, white, *suit_polygons("*", r, r, r * 0.7))
            img = self._keep(key, canvas.smoothscale(big, (px, px)))
        return img

    def _draw_back(self, size: Size, tint: Colour | None) -> pygame.Surface:
        w, h = size
        base = tint or BACK_BASE
        surf = self._body(size, PAPER, EDGE).copy()
        m = max(3, w // 14)
        inner = surf.get_rect().inflate(-2 * m, -2 * m)
        big = canvas.Surface((inner.w * SS, inner.h * SS), pygame.SRCALPHA)
        bw, bh = big.get_size()
        pen.rect(big, base, big.get_rect(), border_radius=SS * max(2, w // 16))
        line = tuple(min(255, v + 54) for v in base)
        step = max(10, bw // 7)
        for i in range(-bh, bw + bh, step):
            pen.line(big, line, (i, 0), (i + bh, bh), SS)
            pen.line(big, line, (i, bh), (i + bh, 0), SS)
        cx, cy, r = bw / 2, bh / 2, bw * 0.34
        tri = [(cx, cy - r), (cx + r * 0.95, cy + r * 0.6), (cx - r * 0.95, cy + r * 0.6)]
        pen.polygon(big, base, tri)
        pen.polygon(big, BACK_GOLD, tri, max(SS, bw // 40))
        pen.ellipse(big, BACK_GOLD, (cx - r * 0.42, cy - r * 0.02, r * 0.84, r * 0.42))
        pen.circle(big, base, (cx, cy + r * 0.19), r * 0.14)
        pen.rect(big, BACK_GOLD, big.get_rect(), max(SS, bw // 30),
                         border_radius=SS * max(2, w // 16))
        surf.blit(canvas.smoothscale(big, inner.size), inner.topleft)
        return surf


_SHARED: WeakKeyDictionary = WeakKeyDictionary()
# Every CardArt alive: their images are drawn at the render scale, so a new scale (the
# window resized to 1920x1080) drops them all, or cards would be the old ones enlarged.
_LIVE: WeakSet[CardArt] = WeakSet()


def _clear_every_cache() -> None:
    for art in list(_LIVE):
        art.clear_cache()


canvas.on_change(_clear_every_cache)


def card_art(base: object) -> CardArt:
    """The CardArt kept for one `scenes.ui.art.Art` (so every scene shares one cache).

    A base that is itself a CardArt (a test's recording art) is used as it is."""
    if isinstance(base, CardArt):
        return base
    art = getattr(base, "cards", None)
    if isinstance(art, CardArt):
        return art
    try:
        art = _SHARED.get(base)
        if art is None:
            art = _SHARED[base] = CardArt(base)
    except TypeError:
        art = CardArt(base)
    return art
