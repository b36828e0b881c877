"""Cards on the table: a sprite per card, a fanned hand, a thrown pile (no game rules)."""

from __future__ import annotations

import math
import random
from collections.abc import Iterable
from typing import Protocol

import pygame

from game.core.cards import Card
from scenes.cards.art import MEDIUM, Accent, CardArt, Size
from scenes.ui.art import narrowed
from scenes.ui.changes import Blit


class Flight(Protocol):
    """What a card in flight carries: its path (`scenes.cards.flight.CardPath`). Named
    here as a protocol so the layout need not know the flight module that uses it."""

    def pose(self, sprite: CardSprite, now: float) -> None: ...

    def land(self, sprite: CardSprite) -> None: ...


class CardSprite:
    """One card on the table. `card=None` is a card the viewer may not know: a back.

    Tweened fields: x, y (centre), angle (degrees, rounded when drawn), scale_x (a flip
    squeezes it to 0), lift (px up), alpha. `face_up` chooses the side. `path`: its
    flight on a scene's clock while it flies (`scenes.cards.flight`), else None."""

    __slots__ = ("card", "x", "y", "face_up", "size", "angle", "accent", "scale_x", "lift",
                 "alpha", "glow", "tag", "path")

    def __init__(self, card: Card | None = None, x: float = 0, y: float = 0,
                 face_up: bool = False, size: Size = MEDIUM, angle: float = 0,
                 accent: Accent | None = None) -> None:
        self.card = card
        self.x, self.y = x, y
        self.face_up = face_up
        self.size = size
        self.angle = angle
        self.accent = accent
        self.scale_x = 1.0
        self.lift = 0.0
        self.alpha = 255
        self.glow: tuple[int, int, int] | None = None
        self.tag: object = None  # the owner's note (a card id, a seat)
        self.path: Flight | None = None  # while in flight

    @property
    def showing_face(self) -> bool:
        return self.face_up and self.card is not None

    @property
    def rect(self) -> pygame.Rect:
        w, h = self.size
        r = pygame.Rect(0, 0, w, h)
        r.center = (round(self.x), round(self.y - self.lift))
        return r

    def image(self, art: CardArt) -> pygame.Surface:
        if self.showing_face:
            assert self.card is not None
            return art.face(self.card, self.size, self.accent, self.angle)
        return art.back(self.size, self.angle)

    def draw(self, surface: pygame.Surface, art: CardArt, shadow: bool = False) -> None:
        surface.fblits(self.blits(art, shadow))

    def blits(self, art: CardArt, shadow: bool = False) -> list[Blit]:
        """(image, top-left) of what `draw` puts on the table (glow, shadow, the card
        squeezed as it turns, faded), for one `fblits` over many sprites."""
        cx, cy = round(self.x), round(self.y - self.lift)
        out: list[Blit] = []
        if self.glow is not None and self.scale_x > 0.9:
            g = art.glow(self.size, self.glow, self.angle)
            out.append((g, (cx - (g.get_width() >> 1), cy - (g.get_height() >> 1))))
        img = self.image(art)
        if self.scale_x < 0.999:
            img = squeezed(img, max(1, round(img.get_width() * max(0.0, self.scale_x))))
        if shadow and self.lift > 2:
            sh = art.shadow(self.size)
            out.append((sh, sh.get_rect(center=(cx + 4, cy + 6 + self.lift * 0.3)).topleft))
        if self.alpha < 255:
            img = img.copy()
            img.set_alpha(max(0, round(self.alpha)))
        out.append((img, (cx - (img.get_width() >> 1), cy - (img.get_height() >> 1))))
        return out


def squeezed(image: pygame.Surface, width: int) -> pygame.Surface:
    """`image` narrowed to `width` px, as a turning card shows it (`art.narrowed`: scaled
    once per width and kept; 1 px steps, the pixels a fresh `transform.scale` gives)."""
    return narrowed(image, width)


class HandFan:
    """Resting places of a hand of `n` cards, fanned along the bottom of `rect`.

    Cards overlap when the hand is wider than the rect; with `max_angle` they also turn
    (the outer cards by that many degrees) and sit on a gentle arc."""

    LIFT = 26

    def __init__(self, n: int, rect: pygame.Rect, size: Size = MEDIUM,
                 spread: float | None = None, max_angle: float = 0) -> None:
        self.n = n
        self.rect = pygame.Rect(rect)
        self.size = size
        w, h = size
        room = max(0, self.rect.w - w)
        gap = w * 1.08 if spread is None else spread
        self.step = min(gap, room / (n - 1)) if n > 1 else 0.0
        self.max_angle = max_angle

    def centres(self) -> list[tuple[float, float]]:
        w, h = self.size
        total = self.step * (self.n - 1)
        x0 = self.rect.centerx - total / 2
        base = self.rect.bottom - h / 2
        out = []
        for i in range(self.n):
            t = self._t(i)
            out.append((x0 + i * self.step, base + (abs(t) ** 2) * h * 0.08 * bool(self.max_angle)))
        return out

    def _t(self, i: int) -> float:
        return 0.0 if self.n < 2 else (i / (self.n - 1)) * 2 - 1

    def angle(self, i: int) -> float:
        return round(-self._t(i) * self.max_angle)

    def rects(self) -> list[pygame.Rect]:
        w, h = self.size
        out = []
        for x, y in self.centres():
            r = pygame.Rect(0, 0, w, h)
            r.center = (round(x), round(y))
            out.append(r)
        return out

    def hit(self, pos: tuple[int, int], lifted: Iterable[int] = ()) -> int | None:
        """The topmost card under `pos` (cards to the right lie on top)."""
        up = set(lifted)
        rects = self.rects()
        for i in range(self.n - 1, -1, -1):
            r = rects[i].move(0, -self.LIFT) if i in up else rects[i]
            if i in up:
                r.h += self.LIFT  # the gap a lifted card leaves still belongs to it
            if r.collidepoint(pos):
                return i
        return None


class PileLayout:
    """Where the cards of a face-up pile rest: a small seeded scatter around `centre`."""

    def __init__(self, centre: tuple[float, float], size: Size = MEDIUM, keep: int = 6,
                 seed: int = 7) -> None:
        self.centre = centre
        self.size = size
        self.keep = keep
        rnd = random.Random(seed)
        w = size[0]
        self._jitter = [(rnd.uniform(-0.12, 0.12) * w, rnd.uniform(-0.08, 0.08) * w,
                         rnd.choice((-12, -8, -5, -3, 0, 3, 5, 8, 12))) for _ in range(64)]

    def slot(self, index: int) -> tuple[float, float, float]:
        """(x, y, angle) of the index-th card laid on the pile (0: the first)."""
        dx, dy, a = self._jitter[index % len(self._jitter)]
        return self.centre[0] + dx, self.centre[1] + dy, a

    def ring(self, k: int, radius: float) -> list[tuple[float, float]]:
        """k points on a circle around the pile (a shuffle's spread)."""
        return [(self.centre[0] + radius * math.cos(2 * math.pi * i / max(1, k)),
                 self.centre[1] + radius * 0.5 * math.sin(2 * math.pi * i / max(1, k)))
                for i in range(k)]
