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
        self.even = False  # every label at one size (the move bar, laid out by_label)

    def set(self, items: list[tuple[str, str, bool, bool, str]], area: pygame.Rect,
            cols: int | None = None, gap: int = 10, by_label: bool = False) -> None:
        """Lay out (id, label, enabled, primary, key) in `cols` columns inside `area`.
        `by_label` (one row): each button as wide as its label needs, in proportion, so
        five moves share a row without "Pontoon!" cut to "Pont…" beside a short "Split"."""
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
        self.even = by_label
        if by_label and rows == 1 and n > 1:
            needs = [self.label_need(b) for b in self.buttons]
            room = area.width - gap * (n - 1)
            x = area.x
            for k, b in enumerate(self.buttons):
                b.rect.x = x
                b.rect.width = area.right - x if k == n - 1 else \
                    round(room * needs[k] / sum(needs))
                x = b.rect.right + gap
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

    @staticmethod
    def key_room(b: Btn) -> int:
        """The width kept clear at the right for the key letter in the corner."""
        return text.font(KEY_PX).size(b.key)[0] + 12 if b.key else 8

    def label_area(self, b: Btn) -> pygame.Rect:
        """Where a button's label is centred: left of its key letter's column (at Text
        size 120% "has been hiding" ran into its "4"; keeping the column clear on both
        sides cut "Pontoon!" to "Pont…" in a bar of five)."""
        return pygame.Rect(b.rect.x + 6, b.rect.y, b.rect.width - 6 - self.key_room(b),
                           b.rect.height)

    def label_need(self, b: Btn) -> int:
        """The width a button needs for its label at full size: one line, or two when it
        has several words ("Hold to / Peek")."""
        one = text.font(self.px).size(b.label)[0]
        words = b.label.split()
        two = min((max(text.font(self.px).size(" ".join(words[:k]))[0],
                       text.font(self.px).size(" ".join(words[k:]))[0])
                   for k in range(1, len(words))), default=one)
        return min(one, two) + 6 + self.key_room(b)

    def label_fit(self, b: Btn) -> tuple[int, list[str]]:
        """A button's label as it fits its label area (in an even bar, at the size at
        which every label fits: one row of moves reads as one)."""
        px = self.px
        if self.even:
            px = min(fit_label(o.label, px, self.label_area(o).width, o.rect.height - 6)[0]
                     for o in self.buttons)
        return fit_label(b.label, px, self.label_area(b).width, b.rect.height - 6)

    def draw(self, surface: pygame.Surface) -> None:
        # One button looks lit at a time: the one under the mouse, else (keys, a
        # controller) the focused one. A primary button's warm fill showed beside a lit
        # one as a second highlight ("Twist" and "Stick" both lit); it marks the lit one.
        focused = self.focused_id() if self.show_focus else None
        lit_id = self.hover if self.hover is not None else focused
        for b in self.buttons:
            lit = (b.id == lit_id and b.enabled) or self.pressed == b.id
            off = not b.enabled or b.dim
            fill = FILL_OFF if off else FILL_PRIMARY if lit else FILL
            if self.pressed == b.id:
                fill = (96, 80, 36)
            shape(pen.rect, surface, fill, b.rect, border_radius=12)
            edge = theme.ACCENT if lit else theme.PANEL_EDGE
            shape(pen.rect, surface, edge, b.rect, 3 if lit else 2, border_radius=12)
            ink = theme.INK_DIM if off else theme.INK
            px, lines = self.label_fit(b)
            lh = text.font(px).get_linesize()
            y = b.rect.centery - lh * len(lines) // 2
            x = self.label_area(b).centerx
            for line in lines:
                img = text.cached(line, px, ink)
                surface.blit(img, img.get_rect(midtop=(x, y)))
                y += lh
            if b.key and not off:
                text.blit_text(surface, b.key, KEY_PX, theme.INK_DIM,
                               (b.rect.right - 8, b.rect.y + 4), anchor="topright")
