"""An overlay that shows a message (an error, or "not yet") until dismissed."""

from __future__ import annotations

from collections.abc import Callable

import pygame

from scenes.shell.screens.scene import Scene
from scenes.ui import text, theme
from scenes.ui.widgets import Menu, MenuItem, panel, shade

Button = tuple[str, Callable[[], None] | None]


class MessageScene(Scene):
    """A titled box over the current scene with one or more buttons (default "OK").

    Every button closes the box first and then runs its callback. Esc or Backspace
    closes it without running any callback. Input never reaches the scene beneath."""

    opaque = False

    def __init__(
        self,
        title: str,
        message: str,
        *,
        error: bool = False,
        buttons: list[Button] | None = None,
    ) -> None:
        super().__init__()
        self.title = title
        self.message = message
        self.error = error
        self.box = pygame.Rect(0, 0, 760, 0)
        body = pygame.Rect(0, 0, self.box.width - 80, 0)
        lines = text.wrap(message, text.font(theme.BODY_PX), body.width)
        self._body_height = len(lines) * (text.font(theme.BODY_PX).get_linesize() + 4)
        buttons = buttons or [("OK", None)]
        self.box.height = 40 + 56 + self._body_height + 24 + len(buttons) * 58 + 24
        self.box.center = (640, 360)
        self.menu = Menu(
            [MenuItem(label, self._closing(cb)) for label, cb in buttons],
            centre_x=self.box.centerx, top=self.box.bottom - 24 - len(buttons) * 58 + 8,
            width=320, feedback=self._feedback,
        )

    def _closing(self, callback: Callable[[], None] | None) -> Callable[[], None]:
        def run() -> None:
            self.close()
            if callback is not None:
                callback()

        return run

    def _feedback(self, name: str) -> None:
        self.services.sound.play(name)

    def on_enter(self) -> None:
        if self.error:
            self.services.sound.play("error")

    def handle_event(self, event: pygame.event.Event) -> bool:
        if event.type == pygame.KEYDOWN and event.key in (pygame.K_ESCAPE, pygame.K_BACKSPACE):
            self.close()
            return True
        self.menu.handle_event(event)
        return True  # modal: nothing leaks to the scene beneath

    def draw(self, surface: pygame.Surface) -> None:
        shade(surface)
        panel(surface, self.box)
        colour = theme.DANGER if self.error else theme.ACCENT
        px = text.shrink_to_fit(self.title, theme.HEADING_PX, self.box.width - 48,
                                theme.BODY_PX)  # a long game name stays inside the box
        text.blit_text(surface, self.title, px, colour,
                       (self.box.centerx, self.box.top + 40), anchor="midtop")
        body = pygame.Rect(self.box.left + 40, self.box.top + 40 + 56,
                           self.box.width - 80, self._body_height)
        text.blit_wrapped(surface, self.message, theme.BODY_PX, theme.INK, body, centred=True)
        self.menu.draw(surface)
