"""A row (or grid) of big buttons that the keyboard/controller focus walks and the mouse or
a finger presses: the Pontoon moves, the link phrases, the ballots."""

from __future__ import annotations

from dataclasses import dataclass

import pygame

from scenes.pontoon.layer import shape
from scenes.ui import pen, text, theme

FILL = (36, 40, 52)
FILL_PRIMARY = (70, 58, 30)
FILL_OFF = (30, 32, 38)
KEY_PX = 16  # the key letter in a button's top-right corner


@dataclass
class Btn:
    id: str
    label: str
    rect: pygame.Rect
    enabled: bool = True
    primary: bool = False
    key: str = ""  # the keyboard letter shown in a corner
    dim: bool = False  # drawn greyed but still focusable and pressable (Pontoon's peek)


def fit_label(label: str, px: int, width: int, height: int) -> tuple[int, list[str]]:
    """The largest size (from `px` down to 14, at the reader's text scale) at which
    `label` fits `width` × `height` on one line or wrapped; at 14 still too long, it ends
    in "…". Never spills out of its button."""
    size = px
    while True:
        lines = text.wrapped(label, size, width)
        fits = all(text.font(size).size(line)[0] <= width for line in lines)
        if fits and len(lines) * text.font(size).get_linesize() <= height:
            return size, lines
        if size <= 14:
            break
        size -= 2
    lines = lines[:max(1, height // text.font(size).get_linesize())]
    if len(lines) < len(text.wrapped(label, size, width)) or \
            text.font(size).size(lines[-1])[0] > width:
        lines[-1] = text.ellipsize(lines[-1] + " …", size, width)
    return size, lines


class ButtonBar:
    def __init__(self, px: int = theme.BODY_PX) -> None:
        self.buttons: list[Btn] = []
        self.focus = 0
        self.hover: str | None = None
        self.pressed: str | None = None  # held down (the Peek button)
        self.px = px
        self.show_focus = True

    def set(self, items: list[tuple[str, str, bool, bool, str]], area: pygame.Rect,
            cols: int | None = None, gap: int = 10) -> None:
        """Lay out (id, label, enabled, primary, key) in `cols` columns inside `area`."""
        old = self.focused_id()
        n = len(items)
        cols = cols or max(1, n)
        rows = max(1, -(-n // cols))
        w = (area.width - gap * (cols - 1)) // cols
        h = (area.height - gap * (rows - 1)) // rows
        self.buttons = [Btn(i, label, pygame.Rect(area.x + (k % cols) * (w + gap),
                                                  area.y + (k // cols) * (h + gap), w, h),
                            enabled, primary, key)
                        for k, (i, label, enabled, primary, key) in enumerate(items)]
        ids = [b.id for b in self.buttons]
        if old in ids and self.buttons[ids.index(old)].enabled:
            self.focus = ids.index(old)
        else:
            firsts = [k for k, b in enumerate(self.buttons) if b.enabled and b.primary] + \
                     [k for k, b in enumerate(self.buttons) if b.enabled]
            self.focus = firsts[0] if firsts else 0

    def clear(self) -> None:
        self.buttons = []
        self.hover = None

    def focused_id(self) -> str | None:
        if 0 <= self.focus < len(self.buttons):
            return self.buttons[self.focus].id
        return None

    def get(self, bid: str) -> Btn | None:
        for b in self.buttons:
            if b.id == bid:
                return b
        return None

    def move(self, delta: int) -> None:
        n = len(self.buttons)
        for step in range(1, n + 1):
            k = (self.focus + delta * step) % n
            if self.buttons[k].enabled:
                self.focus = k
                return

    def at(self, pos: tuple[int, int]) -> Btn | None:
        for b in self.buttons:
            if b.rect.collidepoint(pos):
                return b
        return None

    def label_fit(self, b: Btn) -> tuple[int, list[str]]:
        """A button's label as it fits: centred, so its key letter's corner is kept
        clear on both sides (at Text size 120% "has been hiding" ran into its "4")."""
        key_w = text.font(KEY_PX).size(b.key)[0] + 12 if b.key else 8
        return fit_label(b.label, self.px, b.rect.width - 2 * key_w, b.rect.height - 6)

    def draw(self, surface: pygame.Surface) -> None:
        for k, b in enumerate(self.buttons):
            focused = self.show_focus and k == self.focus and b.enabled
            lit = focused or self.hover == b.id or self.pressed == b.id
            off = not b.enabled or b.dim
            fill = FILL_OFF if off else FILL_PRIMARY if b.primary else FILL
            if self.pressed == b.id:
                fill = (96, 80, 36)
            shape(pen.rect, surface, fill, b.rect, border_radius=12)
            edge = theme.ACCENT if lit else theme.PANEL_EDGE
            shape(pen.rect, surface, edge, b.rect, 3 if lit else 2, border_radius=12)
            ink = theme.INK_DIM if off else theme.INK
            px, lines = self.label_fit(b)
            lh = text.font(px).get_linesize()
            y = b.rect.centery - lh * len(lines) // 2
            for line in lines:
                img = text.cached(line, px, ink)
                surface.blit(img, img.get_rect(midtop=(b.rect.centerx, y)))
                y += lh
            if b.key and not off:
                text.blit_text(surface, b.key, KEY_PX, theme.INK_DIM,
                               (b.rect.right - 8, b.rect.y + 4), anchor="topright")
