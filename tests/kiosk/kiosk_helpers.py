"""Driving a kiosk through `App.step(events, dt)`: the dt passed is the fake clock."""

from __future__ import annotations

import sys
from collections.abc import Callable, Iterator
from pathlib import Path

import pygame

from scenes.shell.kiosk.director import KioskDirector
from scenes.shell.settings.settings_store import Kiosk
from scenes.shell.window.app import App, AppConfig
from tests.frames import NotDone, nap_while_bots_think, until

# The scene tests' driver plays the Plot builder by keys; it lives beside those tests.
_SCENE_TESTS = str(Path(__file__).resolve().parents[1] / "scenes")
if _SCENE_TESTS not in sys.path:
    sys.path.insert(0, _SCENE_TESTS)
import scene_driver  # noqa: E402

__all__ = ["DT", "QUICK_DEMO", "Table", "click", "key", "make_table", "scene_driver"]

DT = 0.1  # seconds per frame of the fake clock
# Two random bots: a demo game ends in a few hundred frames, which keeps the tests fast.
QUICK_DEMO = ["random", "random"]


def key(k: int, mod: int = 0) -> pygame.event.Event:
    return pygame.event.Event(pygame.KEYDOWN, key=k, mod=mod, unicode="", scancode=0)


def click(pos: tuple[int, int]) -> list[pygame.event.Event]:
    return [pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=pos, button=1, touch=False),
            pygame.event.Event(pygame.MOUSEBUTTONUP, pos=pos, button=1, touch=False)]


class Table:
    """An app with a kiosk installed; `step` is one frame, then pending requests apply
    (so the test sees what the screen now shows)."""

    def __init__(self, app: App, kiosk: KioskDirector) -> None:
        self.app = app
        self.kiosk = kiosk

    @property
    def top(self) -> object:
        return self.app.stack.top

    def step(self, *events: pygame.event.Event, dt: float = DT, settle: bool = True) -> bool:
        """One frame with `events`. With `settle`, a press waits (frames without input)
        until the screen on top is past its input guard, as a person reads a new screen
        before pressing (scenes/shell/screens/input_guard.py)."""
        guard = getattr(self.app.stack, "guard", None)
        if settle and events and guard is not None:
            for _ in range(100):
                if not guard.guarding and not self.app.stack.pending:
                    break
                self.app.step([], DT)
                self.app.stack.apply_pending()
        alive = self.app.step(list(events), dt)
        self.app.stack.apply_pending()
        return alive

    def run(self, seconds: float, dt: float = DT) -> None:
        """`seconds` of the fake clock (frames napping while a bot thinks)."""
        for _ in range(round(seconds / dt)):
            self.step(dt=dt)
            nap_while_bots_think()

    def until(self, done: Callable[[], bool], limit: int = 5000, dt: float = DT,
              seconds: float = 60.0) -> int:
        """Frames until `done()`; how many. A demo's bots think in real time: fails only
        after `seconds` of wall clock and at least `limit` frames (tests/frames.py)."""
        try:
            return until(lambda: self.step(dt=dt), done, seconds, frames=limit)
        except NotDone as e:
            raise NotDone(f"{e}; top {type(self.top).__name__}") from None


def make_table(tmp_path: Path, *, stderr: bool = False, **options: object) -> Iterator[Table]:
    settings = {"attract_seats": QUICK_DEMO, "idle_timeout": 20.0, "countdown": 5.0}
    settings.update(options)
    app = App(AppConfig(speed=0))
    app.open()
    kiosk = KioskDirector(app, Kiosk(**settings), seed=5, speed=0,  # type: ignore[arg-type]
                          log_file=tmp_path / "logs" / "kiosk.log", stderr=stderr)
    kiosk.install()
    try:
        yield Table(app, kiosk)
    finally:
        kiosk.close()
        app.close()
