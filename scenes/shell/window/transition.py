"""Fades as scenes of their own: they swallow input and pop themselves."""

from __future__ import annotations

from collections.abc import Callable

import pygame

from scenes.shell.screens.scene import Scene
from scenes.shell.screens.stack import SceneStack
from scenes.ui import canvas
from scenes.ui.tween import Tween

Colour = tuple[int, int, int]


class Fade(Scene):
    """Covers the screen with `colour`, from clear to solid (`fade_in=False`) or from
    solid to clear (`fade_in=True`), then removes itself and calls `on_done`."""

    opaque = False
    updates_below = True  # the scene underneath keeps animating behind the veil

    def __init__(
        self,
        duration: float = 0.35,
        *,
        fade_in: bool = False,
        colour: Colour = (0, 0, 0),
        on_done: Callable[[], None] | None = None,
    ) -> None:
        super().__init__()
        self.duration = duration
        self.fade_in = fade_in
        self.colour = colour
        self.on_done = on_done
        self.alpha = 255.0 if fade_in else 0.0
        self._veil: pygame.Surface | None = None
        self._veil_at = 0.0  # the render scale it was made at

    def on_enter(self) -> None:
        end = 0.0 if self.fade_in else 255.0
        self.tweens.add(
            Tween(self, self.duration, ease="easeInOutSine", alpha=end).on_finish(self._done)
        )

    def _done(self) -> None:
        # Pop first, so whatever on_done requests applies to the scenes beneath.
        self.close()
        if self.on_done is not None:
            self.on_done()

    def handle_event(self, event: pygame.event.Event) -> bool:
        return True  # nothing reaches a scene while it is being swapped

    def draw(self, surface: pygame.Surface) -> None:
        # made again at a new size or render scale (one of the old scale would be enlarged)
        if self._veil is None or self._veil.get_size() != surface.get_size() \
                or self._veil_at != canvas.get_scale():
            self._veil_at = canvas.get_scale()
            self._veil = canvas.Surface(surface.get_size())
            self._veil.fill(self.colour)
        self._veil.set_alpha(round(self.alpha))
        surface.blit(self._veil, (0, 0))


def fade_to(
    stack: SceneStack, scene: Scene, *, duration: float = 0.35, replace: bool = True
) -> None:
    """Fade out, swap in `scene` (replacing the top scene, or pushed over it), fade in."""

    def swap() -> None:
        if replace:
            stack.replace(scene)
        else:
            stack.push(scene)
        stack.push(Fade(duration, fade_in=True))

    stack.push(Fade(duration, fade_in=False, on_done=swap))
