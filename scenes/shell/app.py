"""The window and the frame loop around the scene stack."""

from __future__ import annotations

import os
import time
import warnings
from collections.abc import Callable, Iterable
from pathlib import Path
from typing import NamedTuple

import pygame

from scenes.shell.logs import LazyLogger
from scenes.shell.preferences import Toast, is_mute_key, toggle_mute, typing_text
from scenes.shell.services import Services
from scenes.shell.stack import SceneStack
from scenes.ui import text
from scenes.ui.input import InputRouter

log = LazyLogger(__name__)

LOGICAL_SIZE = (1280, 720)  # every scene draws at this size; SDL scales to the window
MIN_WINDOW = (320, 180)
MAX_DT = 0.1  # after a stall (window drag, breakpoint) animations jump at most this much


STARTUP_MARK = "CONSPIRACY_TABLE_STARTUP_MARK"  # env var: print when frame 1 is shown


class AppConfig(NamedTuple):  # not a dataclass: see KeySpec in scenes/input.py
    size: tuple[int, int] | None = None  # initial window size; None lets SDL choose
    fullscreen: bool = False
    fps: int = 60
    max_frames: int | None = None  # quit cleanly after this many frames
    screenshot_path: str | Path | None = None  # save the last frame here on exit
    speed: float = 1.0  # animation speed; 0 = instant
    title: str = "Paranoid Delusions"
    # SDL's software renderer: much cheaper presents on machines without a GPU
    # (see docs in the performance guide); only a default, the environment wins.
    software_render: bool = False


class App:
    """Owns the window, the clock and the scene stack.

    `run()` is the real loop; `step(events, dt)` is one frame of it with the input
    given, so tests can drive the app without a real event queue.
    """

    def __init__(self, config: AppConfig | None = None, services: Services | None = None) -> None:
        self.config = config if config is not None else AppConfig()
        self.services = services if services is not None else Services()
        self.stack = SceneStack(self.services, speed=self.config.speed)
        self.screen: pygame.Surface | None = None
        self.clock: pygame.time.Clock | None = None
        self.frames = 0
        self.running = False
        self.window_size = LOGICAL_SIZE
        self.fullscreen = False
        self.services.display = self  # the settings scene switches fullscreen through it
        self.toast = Toast()  # "Sound off" after the mute key, over every scene
        # Touch and game controllers become the mouse and key events scenes know.
        self.scaled = True  # the window uses pygame.SCALED (set by _set_mode)
        self.router = InputRouter(self.services.input, window_size=lambda: self.window_size,
                                  scaled=lambda: self.scaled, notify=self.toast.show)
        # Optional guards (kiosk mode, scenes/kiosk.py); None leaves the app as it was.
        # on_event sees every event first (True: consumed); on_frame runs once a frame
        # with its dt, after queued requests; on_error gets an exception raised by a
        # scene or guard during a frame and returns True when it has recovered.
        self.on_event: Callable[[pygame.event.Event], bool] | None = None
        self.on_frame: Callable[[float], None] | None = None
        self.on_error: Callable[[BaseException], bool] | None = None

    # -- window ---------------------------------------------------------------------------

    def open(self) -> pygame.Surface:
        """Create the window. Only display and font are initialised: the mixer is
        opened lazily by the sound service (probing audio is slow without a card)."""
        if self.config.software_render:
            os.environ.setdefault("SDL_RENDER_DRIVER", "software")
            os.environ.setdefault("SDL_FRAMEBUFFER_ACCELERATION", "0")
        pygame.display.init()
        pygame.font.init()
        pygame.display.set_caption(self.config.title)
        try:
            pygame.display.set_icon(self.services.art.back(32))
        except pygame.error:
            pass  # cosmetic
        self.screen = self._set_mode()
        # Controllers are brought up right after the first frame (see _frame): the
        # subsystem's start is not needed to show the title and costs start-up time.
        if self.config.size is not None and not self.fullscreen:
            self._resize_window(self.config.size)
        self.clock = pygame.time.Clock()
        self.running = True
        return self.screen

    def _set_mode(self) -> pygame.Surface:
        """SCALED keeps the logical 1280×720 whatever the window; fall back step by step
        on drivers that refuse a flag (dummy, some kiosks)."""
        attempts = [pygame.SCALED | pygame.RESIZABLE, 0]
        if self.config.fullscreen:
            attempts.insert(0, pygame.SCALED | pygame.FULLSCREEN)
        for flags in attempts:
            try:
                with warnings.catch_warnings():
                    warnings.simplefilter("ignore")  # "no fast renderer" under dummy
                    screen = pygame.display.set_mode(LOGICAL_SIZE, flags)
            except pygame.error as exc:
                log.warning("display mode %#x refused: %s", flags, exc)
                continue
            self.fullscreen = bool(flags & pygame.FULLSCREEN)
            self.scaled = bool(flags & pygame.SCALED)
            return screen
        raise RuntimeError("could not open a window (is a display available?)")

    def _resize_window(self, size: tuple[int, int]) -> None:
        try:
            with warnings.catch_warnings():
                warnings.simplefilter("ignore", DeprecationWarning)
                window = pygame.Window.from_display_module()
            # SCALED makes the logical size the minimum; allow smaller screens too.
            window.minimum_size = MIN_WINDOW
            window.size = size
            self.window_size = tuple(window.size)  # type: ignore[assignment]
        except (pygame.error, AttributeError, ValueError) as exc:
            log.warning("cannot resize the window to %s: %s", size, exc)

    def toggle_fullscreen(self) -> bool:
        """F11. Returns whether it worked; failure leaves the window as it was."""
        try:
            if pygame.display.toggle_fullscreen() == 0:
                return False
        except pygame.error as exc:
            log.warning("fullscreen toggle failed: %s", exc)
            return False
        self.fullscreen = not self.fullscreen
        return True

    def close(self) -> None:
        self.services.sound.close()
        self.router.stop()
        text.clear_cache()
        pygame.quit()
        self.screen = None
        self.running = False

    # -- frames ---------------------------------------------------------------------------

    def step(self, events: Iterable[pygame.event.Event], dt: float) -> bool:
        """One frame: apply queued scene requests, input, update, draw, present.
        Returns False once the app should stop."""
        if self.screen is None:
            self.open()
        if self.on_error is None:
            return self._frame(events, dt)
        try:
            return self._frame(events, dt)
        except Exception as exc:  # noqa: BLE001 - handed to the guard, re-raised if refused
            if not self.on_error(exc):
                raise
            return self.running

    def _frame(self, events: Iterable[pygame.event.Event], dt: float) -> bool:
        assert self.screen is not None
        self.stack.apply_pending()
        if self.on_frame is not None:
            self.on_frame(dt)
            self.stack.apply_pending()
        if len(self.stack) == 0:
            self.running = False
            return False
        for event in self.router.route_all(events, dt):
            if self.on_event is not None and self.on_event(event):
                continue
            if not self._handle_app_event(event):
                self.stack.handle_event(event)
        if not self.running:
            return False
        self.services.sound.pump()
        self.stack.update(dt)
        self.stack.draw(self.screen)
        self.toast.update(dt)
        self.toast.draw(self.screen)
        pygame.display.flip()
        self.frames += 1
        if self.frames == 1:
            if os.environ.get(STARTUP_MARK):
                # benchmarks/frame_time.py measures start-up to this moment
                print(f"first-frame {time.time():.6f}", flush=True)
            self.router.start()  # controllers already attached; failure: none
        if self.config.max_frames is not None and self.frames >= self.config.max_frames:
            self.running = False
        return self.running

    def _handle_app_event(self, event: pygame.event.Event) -> bool:
        """Events the app answers itself; True when consumed."""
        if event.type == pygame.QUIT:
            self.running = False
            return True
        if event.type == pygame.VIDEORESIZE:
            self.window_size = event.size  # SCALED rescales by itself
            return False  # scenes may still want to know
        if event.type == pygame.KEYDOWN and event.key == pygame.K_F11:
            self.toggle_fullscreen()
            return True
        if is_mute_key(event) and not typing_text(self.stack.top):
            self.toast.show("Sound off (M)" if toggle_mute(self.services) else "Sound on (M)")
            return True
        return False

    def run(self) -> int:
        """Run until the stack empties, the window closes or max_frames; exit code."""
        try:
            self.open()
            self.services.sound.preload(background=True, delay=1.5)  # after the busy start
            assert self.clock is not None
            while self.running:
                # The first frame is shown at once; pacing starts from the second.
                tick = self.clock.tick(self.config.fps) if self.frames else self.clock.tick()
                dt = min(tick / 1000.0, MAX_DT)
                self.step(pygame.event.get(), dt)
            return 0
        except KeyboardInterrupt:
            return 130
        finally:
            if self.config.screenshot_path is not None and self.screen is not None:
                self.save_screenshot(self.config.screenshot_path)
            self.close()

    def save_screenshot(self, path: str | Path) -> Path:
        """Write the current frame as PNG, atomically (a reader never sees half a file)."""
        if self.screen is None:
            raise RuntimeError("no window to take a screenshot of")
        target = Path(path)
        target.parent.mkdir(parents=True, exist_ok=True)
        tmp = target.with_name(target.name + ".tmp")
        with open(tmp, "wb") as fh:
            pygame.image.save(self.screen, fh, "png")
        os.replace(tmp, target)
        return target
