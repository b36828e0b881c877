"""The kiosk's overlays: the attract banner, the idle countdown, "technical difficulties".

They hold no policy: each one reports what happened (a press, a cancel, the end of a
countdown) through a callback, and `scenes.shell.kiosk.director.KioskDirector` decides what follows.
"""

from __future__ import annotations

import math
from collections.abc import Callable, Sequence

import pygame

from scenes.shell.screens.scene import Scene
from scenes.ui import canvas, text, theme
from scenes.ui.widgets import panel, shade

Hook = Callable[[], None]

BANNER_TEXT = "Press any key or tap to play"
PULSE_HZ = 0.6  # the banner breathes about once every two seconds
PULSE_LOW = 0.35  # alpha at the bottom of a pulse: never invisible
BANNER_RECT = pygame.Rect(240, 560, 800, 120)
NOTE_SECONDS = 5.0  # each line under the headline stays this long ("today at the stand")
# No warm-up and no fast-forward: a demo is watched from its first move (issue 21: a
# fast-forwarded setup ate whole card games and most of a Paranoid demo).


# A modifier pressed alone is not "a key" for the banner: the operator's quit combo
# begins with one, and must not pull the table into a game on its way.
MODIFIER_KEYS = frozenset({
    pygame.K_LCTRL, pygame.K_RCTRL, pygame.K_LSHIFT, pygame.K_RSHIFT, pygame.K_LALT,
    pygame.K_RALT, pygame.K_LMETA, pygame.K_RMETA, pygame.K_LGUI, pygame.K_RGUI,
    pygame.K_CAPSLOCK, pygame.K_NUMLOCK, pygame.K_MODE,
})
# Events that mean "somebody is here and pressed something".
PRESS_EVENTS = frozenset({pygame.KEYDOWN, pygame.MOUSEBUTTONDOWN, pygame.FINGERDOWN,
                          pygame.JOYBUTTONDOWN, pygame.CONTROLLERBUTTONDOWN})
# Events that mean "somebody is here" (they reset the idle timer). Stick axes are left
# out on purpose: a drifting gamepad would keep an abandoned game alive for ever.
ACTIVITY_EVENTS = PRESS_EVENTS | frozenset({
    pygame.MOUSEMOTION, pygame.MOUSEWHEEL, pygame.FINGERMOTION, pygame.TEXTINPUT,
    pygame.JOYHATMOTION, pygame.MOUSEBUTTONUP, pygame.FINGERUP})


def is_press(event: pygame.event.Event) -> bool:
    if event.type not in PRESS_EVENTS:
        return False
    return not (event.type == pygame.KEYDOWN and getattr(event, "key", None) in MODIFIER_KEYS)


def is_activity(event: pygame.event.Event) -> bool:
    if event.type == pygame.KEYDOWN:
        return is_press(event)
    return event.type in ACTIVITY_EVENTS


class AttractBanner(Scene):
    """"Press any key or tap to play", pulsing over the demo game, which keeps running
    beneath at its own pace; `note` names that game. Swallows every input; a press
    calls `on_press` (the quick start)."""

    opaque = False
    updates_below = True
    covers = BANNER_RECT  # what it hides of the table (a demo's words go above it)

    def __init__(self, on_press: Hook, note: str = "", today: Sequence[str] = ()) -> None:
        super().__init__()
        self.on_press = on_press
        # The line under the headline: the game shown, then in turn each line of "today
        # at the stand" (issue 34: games today, visitors against each bot level, the
        # longest game; scenes/shell/history/today.py), never a name.
        self.notes = [n for n in (note, *today) if n]
        self.note = self.notes[0] if self.notes else ""
        self.t = 0.0
        self._images: tuple[pygame.Surface, pygame.Surface | None] | None = None
        self._images_at = 0.0  # the render scale they were drawn at

    @staticmethod
    def note_for(title: str, min_players: int, max_players: int) -> str:
        """The line under the headline: the game being shown, and for how many."""
        players = f"{min_players} to {max_players} players" if min_players != max_players \
            else f"{min_players} players"
        return f"Now playing: {title} · {players}"

    def handle_event(self, event: pygame.event.Event) -> bool:
        if is_press(event):
            self.on_press()
        return True  # the demo beneath is for watching only

    def update(self, dt: float) -> None:
        self.t += dt
        if len(self.notes) > 1:
            note = self.notes[int(self.t // NOTE_SECONDS) % len(self.notes)]
            if note != self.note:
                self.note, self._images = note, None

    @property
    def pulse(self) -> float:
        """0..1 alpha factor of the headline, from PULSE_LOW to 1."""
        wave = 0.5 + 0.5 * math.sin(2 * math.pi * PULSE_HZ * self.t)
        return PULSE_LOW + (1 - PULSE_LOW) * wave

    def draw(self, surface: pygame.Surface) -> None:
        # Rendered once (the banner is drawn every frame for hours), and at a new render
        # scale (a resize), where the old pictures would be enlarged, soft.
        if self._images is None or self._images_at != canvas.get_scale():
            self._images_at = canvas.get_scale()
            note = text.ellipsize(self.note, theme.SMALL_PX, BANNER_RECT.width - 40)
            self._images = (text.render(BANNER_TEXT, theme.HEADING_PX + 6, theme.ACCENT),
                            text.render(note, theme.SMALL_PX, theme.INK) if note else None)
        headline, note_image = self._images
        panel(surface, BANNER_RECT)
        headline.set_alpha(round(255 * self.pulse))
        surface.blit(headline, headline.get_rect(center=(BANNER_RECT.centerx,
                                                         BANNER_RECT.centery - 16)))
        if note_image is not None:
            surface.blit(note_image, note_image.get_rect(center=(BANNER_RECT.centerx,
                                                                 BANNER_RECT.bottom - 26)))


class CountdownScene(Scene):
    """"Still playing?" over a game nobody has touched for a while. Any input cancels
    (and is swallowed, so it does not also act on the game); at zero `on_expire` runs.
    The game beneath is frozen meanwhile."""

    opaque = False

    def __init__(self, seconds: float, *, outcome: str, on_cancel: Hook,
                 on_expire: Hook) -> None:
        super().__init__()
        self.remaining = seconds
        self.outcome = outcome  # e.g. "Back to the demo"
        self.on_cancel = on_cancel
        self.on_expire = on_expire
        self.done = False
        self.box = pygame.Rect(0, 0, 760, 260)
        self.box.center = (640, 360)

    def handle_event(self, event: pygame.event.Event) -> bool:
        if not self.done and is_activity(event):
            self.done = True
            self.close()
            self.on_cancel()
        return True

    def update(self, dt: float) -> None:
        if self.done:
            return
        self.remaining -= dt
        if self.remaining <= 0:
            self.done = True
            self.close()
            self.on_expire()

    @property
    def seconds_shown(self) -> int:
        return max(0, math.ceil(self.remaining))

    def message(self) -> str:
        return f"{self.outcome} in {self.seconds_shown}…"

    def draw(self, surface: pygame.Surface) -> None:
        shade(surface)
        panel(surface, self.box)
        cx = self.box.centerx
        text.blit_text(surface, "Still playing?", theme.HEADING_PX + 8, theme.ACCENT,
                       (cx, self.box.top + 34), anchor="midtop")
        text.blit_text(surface, self.message(), theme.HEADING_PX, theme.INK,
                       (cx, self.box.top + 112), anchor="midtop")
        text.blit_text(surface, "Press any key or tap to keep playing.", theme.BODY_PX,
                       theme.INK_DIM, (cx, self.box.bottom - 40), anchor="midbottom")


class TroubleScene(Scene):
    """A still "technical difficulties" card, shown while the kiosk backs off after a
    burst of errors. Draws nothing that could fail in interesting ways."""

    def handle_event(self, event: pygame.event.Event) -> bool:
        return True

    def draw(self, surface: pygame.Surface) -> None:
        surface.fill(theme.PANEL)
        text.blit_text(surface, "Technical difficulties", theme.TITLE_PX - 16, theme.ACCENT,
                       (640, 300), anchor="center")
        text.blit_text(surface, "The table will be back in a moment.", theme.BODY_PX + 4,
                       theme.INK, (640, 380), anchor="center")
