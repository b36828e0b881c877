"""A vertical menu with keyboard and mouse navigation and a visible focus."""

from __future__ import annotations

from collections.abc import Callable
from typing import NamedTuple

import pygame

from scenes.ui import canvas, pen, text, theme

Feedback = Callable[[str], None]  # gets a sound effect name: "click" or "error"

ACTIVATE_KEYS = (pygame.K_RETURN, pygame.K_KP_ENTER, pygame.K_SPACE)
UP_KEYS = (pygame.K_UP, pygame.K_w)
DOWN_KEYS = (pygame.K_DOWN, pygame.K_s)


class MenuItem(NamedTuple):  # not a dataclass: see KeySpec in scenes/input.py
    label: str
    action: Callable[[], None] | None = None
    enabled: bool = True
    note: str = ""  # shown after a disabled entry, e.g. "coming soon"


class Menu:
    """Entries stacked under `top`, centred on `centre_x`.

    Up/Down (or W/S) move the focus over enabled entries, Home/End jump, Enter or
    Space activates; the mouse focuses what it hovers and activates on click. A
    disabled entry is shown dimmed with its note and can never take the focus.
    """

    def __init__(
        self,
        items: list[MenuItem],
        *,
        centre_x: int,
        top: int,
        width: int = 420,
        item_height: int = 58,
        px: int = theme.MENU_PX,
        feedback: Feedback | None = None,
        on_disabled: Callable[[MenuItem], None] | None = None,
    ) -> None:
        if not any(item.enabled for item in items):
            raise ValueError("a menu needs at least one enabled entry")
        self.items = items
        self.px = px
        self.feedback = feedback
        self.on_disabled = on_disabled  # e.g. explain "coming soon" when clicked
        self.active = True  # False: drawn without focus (another menu has it)
        self.rects = [
            pygame.Rect(centre_x - width // 2, top + i * item_height, width, item_height - 8)
            for i in range(len(items))
        ]
        self.focus = next(i for i, item in enumerate(items) if item.enabled)

    @property
    def bounds(self) -> pygame.Rect:
        return self.rects[0].unionall(self.rects[1:])

    def focus_label(self, label: str) -> None:
        for i, item in enumerate(self.items):
            if item.label == label and item.enabled:
                self.focus = i

    def move(self, delta: int) -> None:
        """Focus the next enabled entry in direction `delta`, wrapping around."""
        n = len(self.items)
        i = self.focus
        for _ in range(n):
            i = (i + delta) % n
            if self.items[i].enabled:
                break
        if i != self.focus:
            self.focus = i
            self._feedback("click")

    def activate(self, index: int | None = None) -> None:
        item = self.items[self.focus if index is None else index]
        if not item.enabled:
            self._feedback("error")
            if self.on_disabled is not None:
                self.on_disabled(item)
            return
        self._feedback("click")
        if item.action is not None:
            item.action()

    def item_at(self, pos: tuple[int, int]) -> int | None:
        for i, rect in enumerate(self.rects):
            if rect.collidepoint(pos):
                return i
        return None

    def handle_event(self, event: pygame.event.Event) -> bool:
        if event.type == pygame.KEYDOWN:
            if event.key in UP_KEYS:
                self.move(-1)
            elif event.key in DOWN_KEYS:
                self.move(1)
            elif event.key == pygame.K_HOME:
                self.focus = len(self.items) - 1
                self.move(1)
            elif event.key == pygame.K_END:
                self.focus = 0
                self.move(-1)
            elif event.key in ACTIVATE_KEYS:
                self.activate()
            else:
                return False
            return True
        if event.type == pygame.MOUSEMOTION:
            i = self.item_at(event.pos)
            if i is not None and self.items[i].enabled:
                self.focus = i
                return True
            return False
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 1:
            i = self.item_at(event.pos)
            if i is None:
                return False
            if self.items[i].enabled:
                self.focus = i
            self.activate(i)
            return True
        return False

    def draw(self, surface: pygame.Surface) -> None:
        for i, (item, rect) in enumerate(zip(self.items, self.rects)):
            focused = self.active and i == self.focus
            if focused:
                pen.rect(surface, theme.FOCUS_FILL, rect, border_radius=10)
                pen.rect(surface, theme.ACCENT, rect, 3, border_radius=10)
                # A pointer as well as the frame: focus never depends on colour alone.
                cy = rect.centery
                pen.polygon(surface, theme.ACCENT, [
                    (rect.left + 14, cy - 9), (rect.left + 28, cy), (rect.left + 14, cy + 9)
                ])
            colour = theme.ACCENT if focused else theme.INK if item.enabled else theme.INK_DIM
            label = text.cached(item.label, self.px, colour)  # only blitted: kept by content
            if item.note and not item.enabled:
                note = text.cached(item.note, theme.SMALL_PX, theme.INK_DIM)
                gap = 12
                total = label.get_width() + gap + note.get_width()
                if total > rect.width - 24:  # large text sizes: the entry steps down
                    room = rect.width - 24 - gap - note.get_width()
                    label = text.cached(item.label, text.shrink_to_fit(
                        item.label, self.px, room, theme.SMALL_PX), colour)
                    total = label.get_width() + gap + note.get_width()
                x = rect.centerx - total // 2
                surface.blit(label, label.get_rect(midleft=(x, rect.centery)))
                surface.blit(note, note.get_rect(midleft=(x + label.get_width() + gap,
                                                          rect.centery + 2)))
            else:
                surface.blit(label, label.get_rect(center=rect.center))

    def _feedback(self, name: str) -> None:
        if self.feedback is not None:
            self.feedback(name)


_veils: dict[tuple[int, int], pygame.Surface] = {}
canvas.on_change(_veils.clear)  # a veil of the old scale would be enlarged on every shade


def shade(surface: pygame.Surface, alpha: int = theme.SHADE_ALPHA) -> None:
    """Darken everything drawn so far (the scene under an overlay)."""
    size = surface.get_size()
    veil = _veils.get(size)
    if veil is None:  # one black surface per size; only its alpha changes
        veil = _veils[size] = canvas.Surface(size)
    veil.set_alpha(alpha)
    surface.blit(veil, (0, 0))


def panel(surface: pygame.Surface, rect: pygame.Rect) -> None:
    """A framed dark box for overlays and menus."""
    pen.rect(surface, theme.PANEL, rect, border_radius=16)
    pen.rect(surface, theme.PANEL_EDGE, rect, 3, border_radius=16)
