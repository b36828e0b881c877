"""The kiosk's one-tap start: pick how many are playing, and the game begins at once.

No setup form at a convention stand: every choice is one big entry with default names.
"Solo" is one human against three medium bots; "N players" is N humans passing the
screen, and no bots (a group at a stand has come to play each other, and bots would
make them wait through turns they did not ask for).
"""

from __future__ import annotations

from collections.abc import Callable

import pygame

from scenes.shell.scene import Scene
from scenes.ui import text, theme
from scenes.ui.widgets import Menu, MenuItem, panel

SOLO = ("human", "medium", "medium", "medium")
COUCH_SIZES = (2, 3, 4, 5, 6)
BACK = "Back to the demo"


def couch(players: int) -> tuple[str, ...]:
    return ("human",) * players


def choices() -> list[tuple[str, tuple[str, ...]]]:
    """(label, seats) for every quick-start entry, in menu order."""
    return [("Solo vs 3 bots", SOLO)] + [
        (f"Couch: {n} players", couch(n)) for n in COUCH_SIZES]


class QuickStartScene(Scene):
    """Up/Down and Enter, a click or a tap: each entry starts its game immediately.
    Esc (or "Back to the demo") returns to the attract loop."""

    def __init__(self, on_start: Callable[[tuple[str, ...]], None],
                 on_back: Callable[[], None]) -> None:
        super().__init__()
        self.on_start = on_start
        self.on_back = on_back
        items = [MenuItem(label, self._starter(seats)) for label, seats in choices()]
        items.append(MenuItem(BACK, on_back))
        self.menu = Menu(items, centre_x=640, top=164, width=620, item_height=72,
                         px=theme.MENU_PX, feedback=self._feedback)
        self.box = self.menu.bounds.inflate(60, 40)

    def _starter(self, seats: tuple[str, ...]) -> Callable[[], None]:
        return lambda: self.on_start(seats)

    def _feedback(self, name: str) -> None:
        self.services.sound.play(name)

    def handle_event(self, event: pygame.event.Event) -> bool:
        if event.type == pygame.KEYDOWN and event.key in (pygame.K_ESCAPE, pygame.K_BACKSPACE):
            self.on_back()
            return True
        self.menu.handle_event(event)
        return True

    def draw(self, surface: pygame.Surface) -> None:
        surface.blit(self.services.art.table(surface.get_size()), (0, 0))
        text.blit_text(surface, "Who is playing?", theme.TITLE_PX - 16, theme.ACCENT,
                       (640, 40), anchor="midtop")
        panel(surface, self.box)
        self.menu.draw(surface)
        text.blit_text(surface, "Tap a choice, or use the arrows and Enter", theme.SMALL_PX,
                       theme.INK_DIM, (640, 712), anchor="midbottom")
