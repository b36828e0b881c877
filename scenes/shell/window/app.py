"""The window and the frame loop around the scene stack."""

from __future__ import annotations

import os
import sys
import time
from collections.abc import Callable, Iterable
from pathlib import Path
from typing import NamedTuple

import pygame

from scenes.shell.screens.services import Services
from scenes.shell.screens.stack import SceneStack
from scenes.shell.settings.preferences import Toast, is_mute_key, toggle_mute, typing_text
from scenes.shell.window.idle import IDLE_AFTER, IDLE_REFRESH, IDLE_TICK, wait_events
from scenes.shell.window.present import Presenter
from scenes.shell.window.window_modes import LOGICAL_SIZE, RESCALE_AFTER, WindowModes
from scenes.ui import canvas, text
from scenes.ui.input import InputRouter
from scenes.ui.logs import LazyLogger

log = LazyLogger(__name__)

MAX_DT = 0.1  # after a stall (window drag, breakpoint) animations jump at most this much


STARTUP_MARK = "CONSPIRACY_TABLE_STARTUP_MARK"  # env var: print when frame 1 is shown




class AppConfig(NamedTuple):  # not a dataclass: see KeySpec in scenes/input.py
    size: tuple[int, int] | None = None  # initial window size; None lets SDL choose
    fullscreen: bool = False
    fps: int = 60
    max_frames: int | None = None  # quit cleanly after this many frames
    screenshot_path: str | Path | None = None  # save the last frame here on exit
    speed: float = 1.0  # animation speed; 0 = instant
    title: str = "Conspiracy Table"  # the program's name: the window title off a game
    # SDL's software renderer: much cheaper presents on machines without a GPU
    # (see docs in the performance guide); only a default, the environment wins.
    # The same as render="software" (kept for --software-render).
    software_render: bool = False
    render: str = "auto"  # the present path: one of window_modes.RENDER_PATHS
    idle: bool | None = None  # sleep while nothing changes; None: yes unless max_frames


class App(WindowModes):
    """Owns the window, the clock and the scene stack (the window's modes and present
    path: `WindowModes`).

    `run()` is the real loop; `step(events, dt)` is one frame of it with the input
    given, so tests can drive the app without a real event queue.
    """

    def __init__(self, config: AppConfig | None = None, services: Services | None = None) -> None:
        self.config = config if config is not None else AppConfig()
        self.services = services if services is not None else Services()
        self.stack = SceneStack(self.services, speed=self.config.speed)
        self.screen: pygame.Surface | None = None
        self.clock: pygame.time.Clock | None = None
        self.frames = 0  # loop iterations (max_frames counts these)
        self.presented = 0  # frames actually drawn and presented
        self.running = False
        self.screenshot_error: str | None = None  # set when --screenshot could not be written
        self.present_path = ""  # "window", "software" or "gl" once open
        self.present_reason = ""
        self._auto_path = False
        # Idle frames (see IDLE_AFTER): seconds since something changed, since the last
        # redraw, and whether the last step drew.
        self.quiet = 0.0
        self.since_drawn = 0.0
        self.drew = False
        # Off for `step()` driven by tests unless AppConfig(idle=True); `run()` turns it
        # on (unless max_frames: those runs count frames).
        self.idle_enabled = bool(self.config.idle)
        self.idle_after = IDLE_AFTER
        self.idle_refresh = IDLE_REFRESH
        self.busy_checks: list[Callable[[], bool]] = [_bots_thinking]
        self._in_run = False
        self._bot_mode: str | None = None  # the bot workers' default before run()
        self.window_size = LOGICAL_SIZE
        self.fullscreen = False
        self._windowed_size = LOGICAL_SIZE  # the window's size before fullscreen
        self._covering = False  # display.cover_desktop made the window borderless
        self.services.display = self  # the settings scene switches fullscreen through it
        self.toast = Toast()  # "Sound off" after the mute key, over every scene
        self.caption = ""  # the window title shown (window_caption)
        self.presenter = Presenter()
        # Touch and game controllers become the mouse and key events scenes know.
        self.scaled = True  # the window uses pygame.SCALED (set by _set_mode)
        self.render_scale = 1.0  # see _fit_render_scale
        self.shown: pygame.Surface | None = None
        self._rescale_at: float | None = None  # a resize settles: fit the render scale
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
        pygame.display.init()
        pygame.font.init()
        self.caption = self.config.title
        pygame.display.set_caption(self.caption)
        try:
            pygame.display.set_icon(self.services.art.token(0, 32))
        except pygame.error:
            pass  # cosmetic
        path, reason = self._choose_path()
        self.shown = self._open_path(path, reason)
        self.screen = self._drawn_on(self.shown)
        # Controllers are brought up right after the first frame (see _frame): the
        # subsystem's start is not needed to show the title and costs start-up time.
        if self.config.size is not None and not self.fullscreen:
            self._resize_window(self.config.size)
        self._fit_render_scale()
        self.clock = pygame.time.Clock()
        self.running = True
        return self.screen

    def close(self) -> None:
        self.services.sound.close()
        self.router.stop()
        text.clear_cache()
        if self.render_scale != 1.0:
            self.render_scale = 1.0
            canvas.set_scale(1.0)  # the next window starts at 1:1
        pygame.quit()
        self.screen = self.shown = None
        self.running = False

    # -- frames ---------------------------------------------------------------------------

    def step(self, events: Iterable[pygame.event.Event], dt: float) -> bool:
        """One frame: apply queued scene requests, input, update, draw, present — the
        draw and present only when something changed (see `should_draw`).
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
        self._name_window()
        self._settle_render_scale()
        routed = 0
        if self.render_scale != 1.0:  # the window's pointer, in the layout's pixels
            events = [canvas.event_in_layout(event) for event in events]
        for event in self.router.route_all(events, dt):
            routed += 1
            if self.on_event is not None and self.on_event(event):
                continue
            if not self._handle_app_event(event):
                self.stack.deliver(event)  # through the input guard (input_guard.py)
        if not self.running:
            return False
        self.services.sound.pump()
        busy = self.busy()  # before the update: the last frame of an animation is drawn
        self.stack.update(dt)
        self.toast.update(dt)
        self.frames += 1
        if routed or busy or self.busy():
            self.quiet = 0.0
        else:
            self.quiet += dt
        self.since_drawn += dt
        self.drew = self.should_draw()
        if self.drew:
            self.stack.dirty = False
            self.since_drawn = 0.0
            self.draw_frame()
            self.presented += 1
        self.stack.after_frame()  # after the present: in the time the loop would sleep
        if self.frames == 1:
            if os.environ.get(STARTUP_MARK):
                # benchmarks/frame_time.py measures start-up to this moment
                print(f"first-frame {time.time():.6f}", flush=True)
            self.router.start()  # controllers already attached; failure: none
            self._bots_in_a_process()
        if self.config.max_frames is not None and self.frames >= self.config.max_frames:
            self.running = False
        return self.running

    def window_caption(self) -> str:
        """The window title: the game of the topmost scene naming one, else the program."""
        for scene in reversed(self.stack.scenes):
            if scene.caption:
                return f"{scene.caption} \u2014 {self.config.title}"
        return self.config.title

    def _name_window(self) -> None:
        caption = self.window_caption()
        if caption != self.caption:
            self.caption = caption
            pygame.display.set_caption(caption)

    def draw_frame(self) -> None:
        """Draw and present the frame: on the plain window, only what changed when the
        top scene can say (present.py); an idle refresh draws it all."""
        assert self.screen is not None
        partial = self.present_path == "window" and self.quiet < self.idle_after
        self.presenter.present(self.screen, self.stack, self.toast, partial, self.shown)

    def _bots_in_a_process(self) -> None:
        """The real loop: bots think in a helper process (a CPU-bound search never
        holds this loop's GIL). Imported after the first frame: not a start-up cost."""
        if self._bot_mode is None and self._in_run:
            from game.core import worker

            self._bot_mode = worker.set_default_mode("process")

    def busy(self) -> bool:
        """Something changes without input: a scene animates, a toast shows, a bot
        thinks, a scene request waits."""
        return (self.stack.animating or self.stack.pending or self.toast.left > 0
                or any(check() for check in self.busy_checks))

    def should_draw(self) -> bool:
        """Draw this frame: the first, while anything changed in the last `idle_after`
        seconds, after `invalidate()`, and every `idle_refresh` seconds while idle."""
        if not self.idle_enabled or self.presented == 0 or self.quiet < self.idle_after:
            return True
        if self.stack.dirty:
            return True
        return self.idle_refresh > 0 and self.since_drawn >= self.idle_refresh

    @property
    def idle(self) -> bool:
        """Nothing changes now: the loop may sleep until input or the next idle tick."""
        return self.idle_enabled and self.quiet >= self.idle_after and not self.stack.dirty

    def _idle_allowed(self) -> bool:
        if self.config.idle is not None:
            return self.config.idle
        return self.config.max_frames is None  # --frames counts frames: no sleeping

    def _handle_app_event(self, event: pygame.event.Event) -> bool:
        """Events the app answers itself; True when consumed."""
        if event.type == pygame.QUIT:
            self.running = False
            return True
        if event.type in (pygame.VIDEORESIZE, pygame.WINDOWSIZECHANGED):
            size = (tuple(event.size) if event.type == pygame.VIDEORESIZE
                    else (getattr(event, "x", 0), getattr(event, "y", 0)))
            if min(size) <= 0:
                return False
            self.window_size = size  # type: ignore[assignment]  # SCALED rescales by itself
            self._rescale_at = time.monotonic() + RESCALE_AFTER
            if not self.scaled and tuple(size) != LOGICAL_SIZE:
                self._switch_to_scaled()  # the plain window is no longer 1:1
            self.stack.invalidate()
            self.presenter.whole_next()
            return False  # scenes may still want to know
        if event.type in (pygame.WINDOWEXPOSED, pygame.WINDOWSHOWN, pygame.WINDOWRESTORED):
            self.stack.invalidate()  # the window's pixels may be gone: show them again
            self.presenter.whole_next()
            return False
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
            self.idle_enabled = self._idle_allowed()
            self._in_run = True
            while self.running:
                if self.idle and not self.drew:
                    # Nothing changes: sleep until input, or the next idle tick.
                    events = wait_events(IDLE_TICK)
                    dt = min(self.clock.tick() / 1000.0, MAX_DT)
                    self.step(events, dt)
                    continue
                # The first frame is shown at once; pacing starts from the second.
                tick = self.clock.tick(self.config.fps) if self.frames else self.clock.tick()
                dt = min(tick / 1000.0, MAX_DT)
                self.step(pygame.event.get(), dt)
            return 0
        except KeyboardInterrupt:
            return 130
        finally:
            self._in_run = False
            if self._bot_mode is not None:
                from game.core import worker

                worker.set_default_mode(self._bot_mode)
                self._bot_mode = None
            if self.config.screenshot_path is not None and self.screen is not None:
                try:
                    self.save_screenshot(self.config.screenshot_path)
                except (OSError, pygame.error) as exc:  # said by main.py, not a traceback
                    self.screenshot_error = (f"the screenshot {self.config.screenshot_path} "
                                             f"could not be written ({exc})")
            self.close()

    def save_screenshot(self, path: str | Path) -> Path:
        """Write the current frame as PNG, atomically (a reader never sees half a file)."""
        if self.screen is None:
            raise RuntimeError("no window to take a screenshot of")
        import io

        from scenes.shell.saves.safe_files import write_atomic

        target = Path(path)
        image = io.BytesIO()
        pygame.image.save(self.screen, image, "png")
        write_atomic(target, image.getvalue(), durable=False)  # no stray temp on failure
        return target


def _bots_thinking() -> bool:
    """A bot is deciding (its answer is polled every frame, so frames go on)."""
    worker = sys.modules.get("game.core.worker")
    return worker is not None and worker.thinking_workers() > 0
