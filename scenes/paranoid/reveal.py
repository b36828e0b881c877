"""The Accusation reveal: the accuser's counters and the sentence, spoken aloud (§5.2).

A non-opaque overlay over the board; it closes itself after a while (or at a key,
a click, or fast-forward), then the board flips every exposed counter in turn.
"""

from __future__ import annotations

import pygame

from game.paranoid.accusations import accusation_sentence
from scenes.paranoid.counter_art import counter_art
from scenes.shell.screens.scene import Scene
from scenes.ui import canvas, pen, prompts, text, theme

SHOW_SECONDS = 3.2


class AccusationRevealScene(Scene):
    transient = True  # it closes by itself: the kiosk does not count it as waiting

    opaque = False

    def __init__(self, accuser: str, seat: int, types: list[int], subculture: str,
                 speed: float = 1.0) -> None:
        super().__init__()
        self.accuser = accuser
        self.seat = seat
        self.types = types
        self.sentence = accusation_sentence(types, subculture)
        self.left = SHOW_SECONDS / speed if speed > 0 else 0.0
        self.alpha = 0.0
        self.done = False

    def on_enter(self) -> None:
        self.services.sound.play("accusation")
        self.tweens.tween(self, 0.25, alpha=1.0, ease="easeOutQuad")

    def finish(self) -> None:
        if not self.done:
            self.done = True
            self.close()

    def handle_event(self, event: pygame.event.Event) -> bool:
        if event.type in (pygame.KEYDOWN, pygame.MOUSEBUTTONUP):  # a tap is a click here
            self.finish()
        return True

    def update(self, dt: float) -> None:
        self.left -= dt
        if self.left <= 0:
            self.finish()

    def draw(self, surface: pygame.Surface) -> None:
        w, h = surface.get_size()
        shade = canvas.Surface((w, h), pygame.SRCALPHA)
        shade.fill((8, 6, 12, int(theme.SHADE_ALPHA * self.alpha)))
        surface.blit(shade, (0, 0))
        panel = pygame.Rect(0, 0, min(1100, w - 40), 300)
        panel.center = (w // 2, h // 2)
        pen.rect(surface, theme.PANEL, panel, border_radius=18)
        pen.rect(surface, theme.ACCENT, panel, 3, border_radius=18)
        token = counter_art(self.services).token(self.seat, 40)
        surface.blit(token, (panel.x + 24, panel.y + 20))
        text.blit_text(surface, f"{self.accuser} accuses!", theme.HEADING_PX, theme.ACCENT,
                       (panel.x + 76, panel.y + 22))
        prompts.draw_hint(surface, "reveal", prompts.device_of(self),
                          (panel.right - 24, panel.y + 30), anchor="topright")
        size = 64
        row = pygame.Rect(0, 0, len(self.types) * (size + 10) - 10, size)
        row.midtop = (panel.centerx, panel.y + 80)
        art = counter_art(self.services)
        for i, t in enumerate(self.types):
            surface.blit(art.counter(t, size), (row.x + i * (size + 10), row.y))
        text.blit_wrapped(surface, f"“{self.sentence}”", theme.BODY_PX + 6, theme.INK,
                          pygame.Rect(panel.x + 40, row.bottom + 24, panel.width - 80, 120),
                          centred=True)
