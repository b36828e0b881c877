"""The hand-over curtain: hides the whole table until the next player says only they
are looking. Opaque, so nothing of the board (or anyone's counters) shows through."""

from __future__ import annotations

from collections.abc import Callable

import pygame

from scenes.shell.screens.input_guard import GUARD_SECONDS
from scenes.shell.screens.scene import Scene
from scenes.ui import pen, prompts, text, theme
from scenes.ui.widgets import ACTIVATE_KEYS


class CurtainScene(Scene):
    opaque = True

    def __init__(self, name: str, on_confirm: Callable[[], None], seat: int = 0,
                 note: str = "", withdrawn: Callable[[], bool] | None = None) -> None:
        super().__init__()
        self.name = name
        self.seat = seat
        self.note = note
        self.on_confirm = on_confirm
        # True once the screen need not pass after all (the player's phone came back):
        # the curtain then leaves without confirming, and the table asks again.
        self.withdrawn = withdrawn
        self.t = 0.0

    def handle_event(self, event: pygame.event.Event) -> bool:
        # A tap arrives as mouse button 1 (scenes/input.py), a controller's Ⓐ as Enter.
        confirm = (event.type == pygame.KEYDOWN and event.key in ACTIVATE_KEYS) or (
            event.type == pygame.MOUSEBUTTONUP and event.button == 1)
        # The stack's guard keeps early presses away; this holds for a curtain driven
        # without a stack too (a key still held from the last turn must not pass).
        if confirm and self.t > GUARD_SECONDS:
            self.services.sound.play("click")
            self.close()
            self.on_confirm()
        return True  # the curtain swallows everything

    def update(self, dt: float) -> None:
        self.t += dt
        if self.withdrawn is not None and self.withdrawn():
            self.close()

    def draw(self, surface: pygame.Surface) -> None:
        surface.fill((14, 12, 20))
        w, h = surface.get_size()
        pen.rect(surface, (40, 22, 30), (0, 0, w, h // 2 - 80))
        pen.rect(surface, (40, 22, 30), (0, h // 2 + 120, w, h))
        token = self.services.art.token(self.seat, 72)
        surface.blit(token, token.get_rect(center=(w // 2, h // 2 - 130)))
        text.blit_text(surface, f"Pass the screen to {self.name}", theme.HEADING_PX + 8,
                       theme.ACCENT, (w // 2, h // 2 - 30), anchor="center")
        how = prompts.press("confirm", prompts.device_of(self))
        prompts.blit(surface, f"{how} when only they are looking.",
                     theme.BODY_PX + 4, theme.INK, (w // 2, h // 2 + 30), anchor="center")
        if self.note:
            text.blit_text(surface, self.note, theme.BODY_PX, theme.INK_DIM,
                           (w // 2, h // 2 + 75), anchor="center")
