"""The scene stack: requests are queued and applied between frames."""

from __future__ import annotations

from collections import deque
from collections.abc import Callable

import pygame

from scenes.shell.screens.input_guard import InputGuard
from scenes.shell.screens.scene import Scene
from scenes.shell.screens.services import Services


class SceneStack:
    """Holds the scenes bottom to top.

    `push/pop/replace/clear` only queue a request; `apply_pending()` (called by the
    app between frames) carries them out in order. So a scene can ask to be replaced
    from inside its own `update` or `handle_event` without the list changing under
    the loop that is calling it.

    Input goes through `guard` (scenes/shell/screens/input_guard.py): a press is applied only to
    a top scene that has been on screen for a moment, and a change of the top drops
    every scene's queued input (`Scene.forget_input`).
    """

    # A scene whose on_enter keeps requesting more scenes would loop forever.
    MAX_REQUESTS_PER_FRAME = 1000

    def __init__(self, services: Services | None = None, *, speed: float = 1.0) -> None:
        self.services = services if services is not None else Services()
        self.speed = speed  # global animation speed; 0 = instant
        self._scenes: list[Scene] = []
        self._pending: deque[Callable[[], None]] = deque()
        self.dirty = True  # something changed that is not drawn yet (see `invalidate`)
        self.guard = InputGuard()

    # -- inspection ---------------------------------------------------------------

    @property
    def scenes(self) -> tuple[Scene, ...]:
        """Bottom to top."""
        return tuple(self._scenes)

    @property
    def top(self) -> Scene | None:
        return self._scenes[-1] if self._scenes else None

    @property
    def pending(self) -> bool:
        return bool(self._pending)

    def below(self, scene: Scene) -> Scene | None:
        """The scene directly under `scene`, if any."""
        if scene not in self._scenes:
            return None
        i = self._scenes.index(scene)
        return self._scenes[i - 1] if i > 0 else None

    def running(self) -> list[Scene]:
        """The scenes `update` advances: the top one, and those below it while the one
        above lets them run. Top first."""
        out: list[Scene] = []
        for scene in reversed(self._scenes):
            out.append(scene)
            if not scene.updates_below:
                break
        return out

    @property
    def animating(self) -> bool:
        """True while a running scene changes by itself (see `Scene.animating`)."""
        return any(scene.animating for scene in self.running())

    def invalidate(self) -> None:
        """Draw again at the next frame (the app sleeps while nothing changes)."""
        self.dirty = True

    def __len__(self) -> int:
        return len(self._scenes)

    def __bool__(self) -> bool:
        # Explicit: an empty stack is still a stack (avoid `if stack` surprises).
        return True

    # -- requests (applied later) ---------------------------------------------------

    def push(self, scene: Scene) -> None:
        self._pending.append(lambda: self._push(scene))

    def pop(self, scene: Scene | None = None) -> None:
        """Remove the top scene, or a given one (a fade removing itself)."""
        self._pending.append(lambda: self._pop(scene))

    def replace(self, scene: Scene) -> None:
        """Swap the top scene for `scene`; the scene below is not resumed in between."""
        self._pending.append(lambda: self._replace(scene))

    def clear(self) -> None:
        """Remove every scene (an empty stack ends the app)."""
        self._pending.append(self._clear)

    def apply_pending(self) -> None:
        """Carry out the queued requests in order, including ones they cause."""
        before = self.top
        try:
            for _ in range(self.MAX_REQUESTS_PER_FRAME):
                if not self._pending:
                    return
                self.dirty = True  # a scene came or went: the picture changes
                self._pending.popleft()()
            raise RuntimeError("scene requests keep producing more requests")
        finally:
            # From an empty stack: the first screen, no earlier one a press was meant for.
            if self.top is not before and before is not None:
                self._top_changed(before)

    def _top_changed(self, before: Scene | None) -> None:
        """A new screen: presses wait for the guard; no queued key outlives the change."""
        self.guard.appeared()
        for scene in (before, self.top):
            if scene is not None:
                scene.forget_input()

    # -- the frame ---------------------------------------------------------------

    def handle_event(self, event: pygame.event.Event) -> bool:
        """Only the top scene sees input (as given: see `deliver` for a person's input)."""
        top = self.top
        return top.handle_event(event) if top is not None else False

    def deliver(self, event: pygame.event.Event) -> bool:
        """A person's input (the app's frame loop): to the top scene through the guard,
        a release to the scene that took its press (True: consumed or kept away)."""
        admitted, scene = self.guard.admit(event, self.top, self.pending)
        if not admitted:
            return True
        if scene is None or scene.stack is not self:
            return False
        return scene.handle_event(event)

    def update(self, dt: float) -> None:
        """Update the top scene, and those below it while the one above allows it."""
        self.guard.tick(dt)
        for scene in reversed(self.running()):
            scene.tweens.update(dt, self.speed)
            scene.update(dt)

    def after_frame(self) -> None:
        """Once the frame is presented: each running scene's `after_frame`."""
        for scene in reversed(self.running()):
            scene.after_frame()

    def draw(self, surface: pygame.Surface) -> None:
        """Draw from the topmost opaque scene upward, so overlays show what is beneath."""
        start = 0
        for i in range(len(self._scenes) - 1, -1, -1):
            if self._scenes[i].opaque:
                start = i
                break
        else:
            surface.fill((0, 0, 0))
        for scene in self._scenes[start:]:
            scene.draw(surface)
            scene.draw_over(surface)

    # -- applying requests -----------------------------------------------------------

    def _push(self, scene: Scene) -> None:
        if scene in self._scenes:
            raise ValueError(f"{type(scene).__name__} is already on the stack")
        if self._scenes:
            self._scenes[-1].on_pause()
        self._enter(scene)

    def _pop(self, scene: Scene | None) -> None:
        target = scene if scene is not None else self.top
        if target is None or target not in self._scenes:
            return  # already gone: popping twice is harmless
        if target is self.top:
            target.on_pause()
            self._scenes.pop()
            self._exit(target)
            if self._scenes:
                self._scenes[-1].on_resume()
        else:
            self._scenes.remove(target)  # already paused: it was covered
            self._exit(target)

    def _replace(self, scene: Scene) -> None:
        if scene in self._scenes:
            raise ValueError(f"{type(scene).__name__} is already on the stack")
        old = self.top
        if old is not None:
            old.on_pause()
            self._scenes.pop()
            self._exit(old)
        self._enter(scene)

    def _clear(self) -> None:
        if self._scenes:
            self._scenes[-1].on_pause()  # the others were paused when covered
        while self._scenes:
            self._exit(self._scenes.pop())

    def _enter(self, scene: Scene) -> None:
        scene.stack = self
        self._scenes.append(scene)
        scene.on_enter()
        scene.on_resume()

    def _exit(self, scene: Scene) -> None:
        scene.on_exit()
        scene.tweens.kill_all()
        scene.stack = None
