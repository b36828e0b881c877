"""Settings: sound, counter palette, animation speed. Changes apply at once."""

from __future__ import annotations

from collections.abc import Callable

import pygame

from scenes import text, theme
from scenes.form import Button, Choice, Form, Number, Toggle
from scenes.scene import Scene
from scenes.widgets import panel

SPEEDS = (0.5, 1.0, 2.0, 4.0, 0.0)
SPEED_NAMES = {0.5: "Slow", 1.0: "Normal", 2.0: "Fast", 4.0: "Very fast", 0.0: "Instant"}
BOX = pygame.Rect(240, 110, 800, 470)


def speed_name(value: float) -> str:
    return SPEED_NAMES.get(value, f"×{value:g}")


class SettingsScene(Scene):
    """`speed` is the current animation speed; `on_speed` receives a new one."""

    def __init__(self, *, speed: float = 1.0,
                 on_speed: Callable[[float], None] | None = None) -> None:
        super().__init__()
        self.on_speed = on_speed
        self.speed = speed
        self.form = Form(feedback=lambda name: self.services.sound.play(name))

    def on_enter(self) -> None:
        sound, art = self.services.sound, self.services.art
        speeds = SPEEDS if self.speed in SPEEDS else tuple(sorted({*SPEEDS, self.speed}))

        def percent(v: int) -> str:
            return f"{v} %"

        fields = [
            Toggle("Sound", not sound.muted, on_change=lambda v: setattr(sound, "muted", not v),
                   hint="Every sound on or off."),
            Number("Effects volume", 0, 100, round(sound.effects_volume * 100), step=10,
                   show=percent,
                   on_change=lambda v: setattr(sound, "effects_volume", v / 100)),
            Number("Music volume", 0, 100, round(sound.music_volume * 100), step=10,
                   show=percent, on_change=lambda v: setattr(sound, "music_volume", v / 100)),
            Toggle("Colour-blind counters", art.colour_blind,
                   on_change=lambda v: setattr(art, "colour_blind", v),
                   hint="A palette that stays apart under colour-vision deficiencies."),
            Choice("Animation speed", speeds, self.speed, show=speed_name,
                   on_change=self._speed, hint="How fast counters fly and bots move."),
        ]
        for i, field in enumerate(fields):
            self.form.add(field, pygame.Rect(BOX.x + 20, BOX.y + 80 + i * 62, BOX.width - 40,
                                             54))
        self.form.add(Button("Back", self.close), pygame.Rect(BOX.centerx - 140,
                                                              BOX.bottom - 84, 280, 64))

    def _speed(self, value: float) -> None:
        self.speed = value
        if self.stack is not None:
            self.stack.speed = value
        if self.on_speed is not None:
            self.on_speed(value)

    def handle_event(self, event: pygame.event.Event) -> bool:
        if self.form.handle_event(event):
            return True
        if (event.type == pygame.KEYDOWN and event.key in (pygame.K_ESCAPE, pygame.K_BACKSPACE)
                or event.type == pygame.MOUSEBUTTONDOWN and event.button == 3):
            self.close()
        return True

    def draw(self, surface: pygame.Surface) -> None:
        surface.blit(self.services.art.table(surface.get_size()), (0, 0))
        panel(surface, BOX)
        text.blit_text(surface, "Settings", theme.HEADING_PX + 4, theme.ACCENT,
                       (BOX.centerx, BOX.y + 18), anchor="midtop")
        self.form.draw(surface)
        focused = self.form.focused
        if focused is not None and focused.hint:
            text.blit_text(surface, focused.hint, theme.SMALL_PX, theme.INK,
                           (640, BOX.bottom + 24), anchor="midtop")
        text.blit_text(surface, "Up / Down: move    Left / Right: change    F11: full screen"
                       "    Esc: back", theme.SMALL_PX - 2, theme.INK_DIM, (640, 716),
                       anchor="midbottom")
