"""The pause overlay: the board stays visible, dimmed, underneath."""

from __future__ import annotations

from collections.abc import Callable

import pygame

from scenes.shell.match.rules import RulesScene
from scenes.shell.screens.scene import Scene
from scenes.ui import prompts, text, theme
from scenes.ui.widgets import Menu, MenuItem, panel, shade

KIOSK_LEAVE = "Back to the demo"


class PauseScene(Scene):
    """Resume / Rules / Phones… (phones at the table) / Settings / Quit to title. Esc resumes.

    `on_quit` decides what "Quit to title" means; by default the pause and the scene
    it covers are removed, which uncovers the title screen when the board was pushed
    over it. In kiosk mode (`kiosk=True`) a visitor gets Resume / Rules / Back to the
    demo: the settings (full screen, kiosk mode, sound) are the operator's."""

    opaque = False

    def __init__(self, on_quit: Callable[[], None] | None = None,
                 game: str = "paranoid-delusions", *, kiosk: bool = False,
                 phones: Callable[[], None] | None = None) -> None:
        super().__init__()
        self.on_quit = on_quit
        self.game = game
        self.kiosk = kiosk
        items = [MenuItem("Resume", self.close), MenuItem("Rules", self._rules)]
        self.phones = phones
        if phones is not None and not kiosk:  # the join screen again: a late phone
            items.append(MenuItem("Phones…", self._phones))
        if kiosk:
            items.append(MenuItem(KIOSK_LEAVE, self._quit))
        else:
            items += [MenuItem("Settings", self._settings),  # text size, sound… mid-game
                      MenuItem("Quit to title", self._quit)]
        self.box = pygame.Rect(0, 0, 520, 164 + 72 * len(items))  # title, entries, hint
        self.box.center = (640, 360)
        self.menu = Menu(
            items,
            centre_x=self.box.centerx, top=self.box.top + 120, width=400, item_height=72,
            feedback=lambda name: self.services.sound.play(name),
        )

    def on_enter(self) -> None:
        # The table's phones learn why their choices wait (PhoneHook.covered_by); the
        # table may be under a curtain too.
        for scene in reversed(self.stack.scenes if self.stack is not None else ()):
            covered_by = getattr(getattr(scene, "phones", None), "covered_by", None)
            if covered_by is not None:
                covered_by("The game is paused on the TV")
                return

    def _rules(self) -> None:
        if self.stack is not None:
            self.stack.push(RulesScene(self.game))

    def _phones(self) -> None:
        """The table's join screen instead of the pause: leaving it is the table."""
        if self.phones is not None:
            self.close()
            self.phones()

    def _settings(self) -> None:
        if self.stack is not None and not self.kiosk:
            from scenes.shell.settings.screen import SettingsScene

            self.stack.push(SettingsScene(game=self.game))

    def _quit(self) -> None:
        if self.on_quit is not None:
            self.close()
            self.on_quit()
            return
        if self.stack is not None:
            below = self.stack.below(self)
            self.close()
            if below is not None:
                self.stack.pop(below)

    def handle_event(self, event: pygame.event.Event) -> bool:
        if event.type == pygame.KEYDOWN and event.key in (pygame.K_ESCAPE, pygame.K_p):
            self.close()
            return True
        self.menu.handle_event(event)
        return True  # modal

    def draw(self, surface: pygame.Surface) -> None:
        shade(surface)
        panel(surface, self.box)
        text.blit_text(surface, "Paused", theme.HEADING_PX + 8, theme.ACCENT,
                       (self.box.centerx, self.box.top + 36), anchor="midtop")
        self.menu.draw(surface)
        prompts.draw_hint(surface, "pause", prompts.device_of(self),
                          (self.box.centerx, self.box.bottom - 10))
