"""The base class every screen of the game derives from."""

from __future__ import annotations

from typing import TYPE_CHECKING, Protocol

import pygame

from scenes.ui.tween import TweenGroup

if TYPE_CHECKING:
    from scenes.shell.screens.services import Services


class Stack(Protocol):
    """What a scene may ask of the stack it sits on (`scenes.shell.screens.stack.SceneStack`
    is the one implementation). Named here so that a scene never needs the stack's module:
    the stack knows scenes, scenes know only this."""

    services: Services
    speed: float

    @property
    def scenes(self) -> tuple[Scene, ...]: ...
    @property
    def top(self) -> Scene | None: ...
    def below(self, scene: Scene) -> Scene | None: ...
    def invalidate(self) -> None: ...
    def push(self, scene: Scene) -> None: ...
    def pop(self, scene: Scene | None = None) -> None: ...
    def replace(self, scene: Scene) -> None: ...
    def clear(self) -> None: ...


class Scene:
    """One layer of the scene stack.

    Lifecycle, driven by the stack: `on_enter`, `on_resume`, then any number of
    `on_pause`/`on_resume` pairs while other scenes cover it, then `on_pause` and
    `on_exit`. Every resume is matched by a pause. The scene's tweens are killed
    when it leaves the stack, so no animation outlives its owner.

    Idle frames: the app stops drawing and presenting while nothing changes (no input,
    nothing animating) and only updates the scenes a few times a second. A scene says
    it changes by itself through `animating` (by default: while its tweens run), and
    asks for one redraw with `invalidate()` after a change the app cannot see (a file
    loaded in the background, a timer running out). Scenes that only change through
    input and tweens need neither.
    """

    opaque: bool = True  # False: the scenes below show through (overlays)
    updates_below: bool = False  # True: the scene below keeps running (fades)
    # The game this scene belongs to, for the window title; None names none (the title
    # then names the game of a scene below, else the program).
    caption: str | None = None

    def __init__(self) -> None:
        self.stack: Stack | None = None
        self.tweens = TweenGroup()

    @property
    def services(self) -> Services:
        """Art, sound and options shared by the app; defaults when not on a stack."""
        from scenes.shell.screens.services import default_services

        return self.stack.services if self.stack is not None else default_services()

    @property
    def animating(self) -> bool:
        """True while the scene changes without input (the app keeps drawing every
        frame). Override to add timers, polling or video; keep it cheap."""
        return self.tweens.busy

    def invalidate(self) -> None:
        """Ask for the scene to be drawn again at the next frame, even when idle."""
        if self.stack is not None:
            self.stack.invalidate()

    def close(self) -> None:
        """Ask the stack to remove this scene between frames."""
        if self.stack is not None:
            self.stack.pop(self)

    def on_enter(self) -> None:
        """Pushed onto the stack (resources, first tweens)."""

    def on_exit(self) -> None:
        """Removed from the stack for good."""

    def on_pause(self) -> None:
        """Covered by another scene, or about to leave."""

    def on_resume(self) -> None:
        """Became the top scene again (also right after `on_enter`)."""

    def handle_event(self, event: pygame.event.Event) -> bool:
        """Return True when the event was consumed."""
        return False

    def forget_input(self) -> None:
        """The top of the stack changed (this scene was covered or uncovered): drop keys
        kept to be applied later and half-made gestures, so none lands on a screen it
        was not meant for (scenes/shell/screens/input_guard.py)."""

    def update(self, dt: float) -> None:
        """Advance the scene's own logic; its tweens are advanced by the stack."""

    def after_frame(self) -> None:
        """Work that may wait until the frame is on screen (it runs in the time the loop
        would sleep, so it delays no picture): e.g. the phones' views after a move."""

    def draw(self, surface: pygame.Surface) -> None:
        """Draw onto the 1280×720 logical screen."""

    def draw_over(self, surface: pygame.Surface) -> pygame.Rect | None:
        """A small control the shell lays over the scene's own picture (a table's
        "? Hint" button), drawn after `draw` and after `draw_changes` alike; returns
        where it drew (None: nothing)."""
        return None

    def over_stale(self) -> bool:
        """True when what `draw_over` shows came, went or changed since it was last
        drawn: the frame is then drawn whole, not by its changes."""
        return False

    def draw_changes(self, surface: pygame.Surface) -> list[pygame.Rect] | None:
        """`surface` holds this scene's last frame, drawn by it alone: bring it up to
        date and return the areas that may differ (the app presents only those), or
        return None having drawn nothing (the app calls `draw`). Optional (issue 13)."""
        return None
