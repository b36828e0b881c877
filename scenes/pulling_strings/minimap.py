"""Mini-maps that expand in place (issue 24): every web not shown large is a mini-map
in its seat panel; the one under the pointer, or the one Tab / a shoulder button has
focused, grows out of where it sits into a readable web (faces with their numbers),
clamped to the safe area, so a sofa player reads another web without leaving the active
one. Pointer away or focus moved on, it shrinks back.

The grown web is drawn once per (observation, seat) into an image and laid over the
kept picture as a moving piece (frame.py), so growing and shrinking redraw only their
own area, never the picture.
"""

from __future__ import annotations

from typing import Any

import pygame

from game.pulling_strings.cards import CABALS
from game.pulling_strings.progress import progress
from scenes.pulling_strings import geometry as geo
from scenes.pulling_strings import webview
from scenes.ui import canvas, pen, text, theme
from scenes.ui.tween import easing

GROW_SECONDS = 0.2
EXPANDED = (620, 430)  # the grown web: faces at a size a sofa reads
# The grown web stays inside the television's safe area, below the status bar.
SCREEN = pygame.Rect(geo.SAFE.left, geo.TOP.bottom, geo.SAFE.width,
                     geo.SAFE.bottom - geo.TOP.bottom)
HEAD_H = 34
_EASE = easing("outCubic")


def expanded_rect(seat: int, n: int) -> pygame.Rect:
    """Where seat's mini-map grows to: out of its mini-map's left edge, centred on it
    vertically, kept in the safe area below the status bar."""
    mini = geo.mini_rect(geo.seat_panel(seat, n))
    r = pygame.Rect((0, 0), EXPANDED)
    r.midleft = (mini.left, mini.centery)
    return r.clamp(SCREEN)


def _lerp(a: pygame.Rect, b: pygame.Rect, t: float) -> pygame.Rect:
    def mix(x: int, y: int) -> int:
        return round(x + (y - x) * t)

    return pygame.Rect(mix(a.x, b.x), mix(a.y, b.y), mix(a.w, b.w), mix(a.h, b.h))


class MiniMaps:
    """Mixed into the table: which mini-map is expanded and how far it has grown."""

    session: Any
    obs: Any
    n: int
    focus_seat: int
    speed: float

    def init_minimaps(self) -> None:
        self.mini_key: int | None = None  # the seat Tab / a shoulder button focused
        self.mini_hover: int | None = None  # the seat under the pointer
        self.grow_seat: int | None = None  # the seat growing, grown or shrinking
        self.grow = 0.0  # 0: at its mini-map's size, 1: fully grown
        self._grown_key: Any = None
        self._grown: pygame.Surface | None = None

    # ------------------------------------------------------------------ focus
    def expanded_seat(self) -> int | None:
        """The seat whose mini-map should be grown now (None: none): the pointer's
        first, else the keyboard's; never the web already shown large."""
        for seat in (self.mini_hover, self.mini_key):
            if seat is not None and seat != self.focus_seat and 0 <= seat < self.n:
                return seat
        return None

    def cycle_minimap(self, delta: int) -> None:
        """Tab / Shift-Tab: the next mini-map (not the large web) grows; after the last,
        none."""
        order: list[int | None] = [p for p in range(self.n) if p != self.focus_seat]
        order.append(None)
        here = order.index(self.mini_key) if self.mini_key in order else len(order) - 1
        self.mini_key = order[(here + delta) % len(order)]

    def minimap_at(self, pos: tuple[int, int]) -> int | None:
        """The mini-map the pointer is on: the grown one over its whole grown area,
        else any seat's mini-map."""
        if self.grow_seat is not None and self.grow > 0 \
                and self.mini_drawn_rect(self.grow_seat).collidepoint(pos):
            return self.grow_seat
        for p in range(self.n):
            if geo.mini_rect(geo.seat_panel(p, self.n)).collidepoint(pos):
                return p
        return None

    # ------------------------------------------------------------------ growing
    def step_minimaps(self, dt: float) -> None:
        """Grow the wanted mini-map, shrink one no longer wanted (a new one starts once
        the old one is back in its panel)."""
        want = self.expanded_seat()
        before = (self.grow_seat, self.grow)
        rate = 1e9 if self.speed <= 0 else dt * self.speed / GROW_SECONDS
        if self.grow_seat is not None and self.grow_seat != want:
            self.grow = max(0.0, self.grow - rate)
            if self.grow == 0.0:
                self.grow_seat = None
        elif want is not None:
            self.grow_seat = want
            self.grow = min(1.0, self.grow + rate)
        if (self.grow_seat, self.grow) != before:
            self.invalidate()  # type: ignore[attr-defined]

    def mini_drawn_rect(self, seat: int) -> pygame.Rect:
        """Where seat's mini-map is drawn now (grown, growing or in its panel)."""
        mini = geo.mini_rect(geo.seat_panel(seat, self.n))
        if seat != self.grow_seat or self.grow <= 0:
            return mini
        return _lerp(mini, expanded_rect(seat, self.n), _EASE(self.grow))

    def minimap_blits(self) -> list[tuple[pygame.Surface, tuple[int, int]]]:
        """The growing or grown mini-map, as a moving piece over the picture."""
        seat = self.grow_seat
        if seat is None or self.grow <= 0:
            return []
        image = self.grown_image(seat)
        rect = self.mini_drawn_rect(seat)
        if rect.size != image.get_size():
            image = canvas.scale(image, rect.size)  # only while it grows
        return [(image, rect.topleft)]

    def grown_image(self, seat: int) -> pygame.Surface:
        """seat's web at the grown size: its name, Cabal, goal and money on top, the web
        with readable faces below (drawn again only when the game changed)."""
        rgb = self.seat_rgb(seat)  # type: ignore[attr-defined]
        key = (self.obs, seat, rgb, text.get_scale(), canvas.get_scale())
        if self._grown is not None and self._grown_key == key:
            return self._grown
        surf = canvas.Surface(EXPANDED)
        box = surf.get_rect()
        surf.fill((24, 26, 34))
        pen.rect(surf, rgb, box, 4, border_radius=10)
        obs = self.obs
        head = f"{self.session.names[seat]}'s web"
        if obs.cabals[seat] >= 0:
            pr = progress(self.session.game.state, seat)
            head += f" · {CABALS[obs.cabals[seat]].name.removeprefix('The ')}"
            count = text.cached(f"{pr.groups}/{pr.goal} groups · {obs.cash[seat]} S", 22,
                                theme.ACCENT)
            surf.blit(count, count.get_rect(topright=(box.width - 12, 6)))
            room = box.width - 36 - count.get_width()
        else:
            room = box.width - 24
        text.blit_text(surf, text.ellipsize(head, 22, room), 22, theme.INK, (12, 6))
        pen.line(surf, rgb, (8, HEAD_H), (box.width - 8, HEAD_H), 2)
        web = pygame.Rect(8, HEAD_H + 6, box.width - 16, box.height - HEAD_H - 14)
        webview.draw_web(surf, obs, seat, web, rgb, set(), set())
        self._grown, self._grown_key = surf, key
        return surf
