"""The window's modes: which present path frames take to the screen (plain window,
SDL_SCALED through the software renderer or OpenGL), resizing and fullscreen. A part of
`scenes.shell.window.app.App`, kept apart because it is about SDL and the desktop, not about
frames or scenes."""

from __future__ import annotations

import os
import time
import warnings
from typing import TYPE_CHECKING, Any

import pygame

from scenes.shell.window import display
from scenes.ui import canvas
from scenes.ui.logs import LazyLogger

if TYPE_CHECKING:
    from scenes.shell.screens.stack import SceneStack
    from scenes.shell.window.present import Presenter

log = LazyLogger(__name__)

LOGICAL_SIZE = (1280, 720)  # every scene lays out at this size; SDL scales it to fit the window

# How frames reach the screen (`AppConfig.render`, or this env var, which wins):
#   "window"   a plain window surface, no scaling: the cheapest (~0.3 ms a present);
#              only when the window is exactly 1280x720
#   "software" SDL_SCALED through SDL's software renderer (~1-3 ms without a GPU)
#   "gl"       SDL_SCALED through SDL's default (OpenGL) renderer: best with a GPU, ~6 ms
#              of CPU a present on a software rasteriser (llvmpipe)
#   "auto"     "window" when no scaling is needed, else "gl" with a real GPU and
#              "software" on a software OpenGL (llvmpipe/softpipe/swrast) or none
RENDER_ENV = "CONSPIRACY_TABLE_RENDER"
# Set to 1 to draw at 1280×720 whatever the window (SDL scales it, softly at 1.5×): for
# a slow machine, and to compare in benchmarks/frame_scale.py.
RENDER_SCALE_ENV = "CONSPIRACY_TABLE_RENDER_SCALE"
# Seconds a resized window keeps its size before the picture is made anew at its render
# scale (set_mode makes the window anew: not at every step of a drag).
RESCALE_AFTER = 0.3
RENDER_PATHS = ("auto", "window", "software", "gl")


class WindowModes:
    """The window half of the App: it reads the App's config and keeps `screen`,
    `scaled`, `fullscreen`, `window_size` and the present path up to date."""

    config: Any
    screen: pygame.Surface | None
    stack: SceneStack
    presenter: Presenter
    scaled: bool
    fullscreen: bool
    window_size: tuple[int, int]
    present_path: str
    present_reason: str
    _auto_path: bool
    _covering: bool
    _windowed_size: tuple[int, int]
    _rescale_at: float | None
    render_scale: float  # window pixels to a layout pixel in the picture (scenes.ui.canvas)
    shown: pygame.Surface | None  # the window's own surface; `screen` when drawn 1:1

    # -- the present path ---------------------------------------------------------------

    def _choose_path(self) -> tuple[str, str]:
        """The cheapest correct way to present (see RENDER_PATHS), and why."""
        forced = os.environ.get(RENDER_ENV, "").strip().lower()
        if forced in RENDER_PATHS and forced != "auto":
            return forced, f"${RENDER_ENV}"
        if self.config.software_render:
            return "software", "--software-render"
        if self.config.render in RENDER_PATHS and self.config.render != "auto":
            return self.config.render, "the render setting"
        self._auto_path = True
        if display.user_hint("SDL_RENDER_DRIVER"):
            return "gl", f"SDL_RENDER_DRIVER={os.environ['SDL_RENDER_DRIVER']} (environment)"
        if not self._needs_scaling():
            return "window", "the window is 1:1 with the picture: no scaling"
        if not display.has_gpu_device():
            return "software", "no GPU device: OpenGL would be a software rasteriser"
        return "gl", "a GPU device is present (checked once the window is open)"

    def _needs_scaling(self) -> bool:
        if self.config.fullscreen:
            return True
        if self.config.size is not None and tuple(self.config.size) != LOGICAL_SIZE:
            return True
        try:
            if pygame.display.get_driver() == "dummy":
                return False  # nothing is shown: any size is 1:1
            desktops = pygame.display.get_desktop_sizes()
        except pygame.error:
            desktops = []
        # A desktop smaller than the picture: SDL scales it down to fit.
        return any(w < LOGICAL_SIZE[0] or h < LOGICAL_SIZE[1] for w, h in desktops[:1])

    def _open_path(self, path: str, reason: str) -> pygame.Surface:
        if path == "window":
            display.hint("SDL_FRAMEBUFFER_ACCELERATION", "0")
        elif path == "software":
            display.hint("SDL_RENDER_DRIVER", "software")
            display.hint("SDL_FRAMEBUFFER_ACCELERATION", "0")
        elif path == "gl":
            display.hint("SDL_RENDER_DRIVER", None)  # SDL's own choice, unless the user set one
        screen = self._set_mode(scaled=path != "window")
        if path == "gl" and self._auto_path and self.scaled:
            renderer = display.gl_renderer()
            if renderer is not None and any(w in renderer.lower() for w in display.SOFTWARE_GL):
                display.hint("SDL_RENDER_DRIVER", "software")
                display.hint("SDL_FRAMEBUFFER_ACCELERATION", "0")
                path, reason = "software", f"OpenGL is a software rasteriser ({renderer})"
                screen = self._set_mode(scaled=True)  # SDL makes a new renderer
        if path != "window" and not self.scaled:
            reason += "; the driver refused SCALED"
        self.present_path, self.present_reason = path, reason
        log.info("present path: %s (%s)", path, reason)
        return screen

    def _switch_to_scaled(self) -> None:
        """The window stops being 1:1 (resized, fullscreen): present through SCALED."""
        if self.scaled or self.screen is None:
            return
        size = self.window_size
        if self._auto_path and not display.user_hint("SDL_RENDER_DRIVER"):
            path = "gl" if display.has_gpu_device() else "software"
            reason = "the window was resized: scaling needed"
        else:
            path, reason = "software" if self.present_path == "software" else "gl", "resized"
        self.shown = self._open_path(path, reason)
        self.screen = self._drawn_on(self.shown)
        if self.scaled and tuple(size) != LOGICAL_SIZE:
            self._resize_window(tuple(size))  # type: ignore[arg-type]
        self.stack.invalidate()

    def _set_mode(self, scaled: bool = True, rescale: bool = False) -> pygame.Surface:
        """SCALED keeps the picture's size (the layout's at the render scale) whatever
        the window; fall back step by step on drivers that refuse a flag (dummy, some
        kiosks). Unscaled: a plain window. Fullscreen is asked afterwards (see
        `_enter_fullscreen`). `rescale`: a new picture size for the window as it is."""
        attempts = [pygame.SCALED | pygame.RESIZABLE, 0] if scaled else [pygame.RESIZABLE, 0]
        if rescale and self.fullscreen:
            attempts.insert(0, pygame.SCALED | pygame.FULLSCREEN)
        elif self.config.fullscreen and scaled:
            attempts.insert(1, pygame.SCALED | pygame.FULLSCREEN)  # fullscreen-only drivers
        for flags in attempts:
            try:
                with warnings.catch_warnings():
                    warnings.simplefilter("ignore")  # "no fast renderer" under dummy
                    size = canvas.physical(LOGICAL_SIZE, self.render_scale) if scaled \
                        else LOGICAL_SIZE
                    screen = pygame.display.set_mode(size, flags)
            except pygame.error as exc:
                log.warning("display mode %#x refused: %s", flags, exc)
                continue
            self.fullscreen = bool(flags & pygame.FULLSCREEN)
            self.scaled = bool(flags & pygame.SCALED)
            self._fit_freely()
            if self.config.fullscreen and scaled and not self.fullscreen and not rescale:
                self._enter_fullscreen()
            return screen
        raise RuntimeError("could not open a window (is a display available?)")

    # -- the render scale (issue 22) ----------------------------------------------------------

    def _fit_render_scale(self) -> None:
        """Draw the picture at the window's size when that is a fractional multiple of
        the layout (display.render_scale): SDL's SCALED then shows it 1:1 (or by a whole
        number), sharp. A new scale needs a new SCALED picture size, which only
        set_mode gives (it makes the window anew, so its size is asked back)."""
        wanted = display.render_scale(self.window_size, LOGICAL_SIZE) if self.scaled else 1.0
        if os.environ.get(RENDER_SCALE_ENV, "").strip() == "1" or not display.shows_pictures():
            wanted = 1.0
        if wanted == self.render_scale:
            return
        size, was_fullscreen = self.window_size, self.fullscreen
        log.info("render scale %s -> %s (window %s)", self.render_scale, wanted, size)
        self.render_scale = wanted
        canvas.set_scale(wanted)
        window = display.display_window()
        topleft = tuple(window.position) if window is not None else (0, 0)
        self.shown = self._set_mode(scaled=True, rescale=True)
        if not was_fullscreen:
            self._resize_window(size)
            window = display.display_window()
            if window is not None:
                display.place(window, topleft)  # type: ignore[arg-type]
        self.window_size = size
        self.screen = self._drawn_on(self.shown)
        self.stack.invalidate()
        self.presenter.whole_next()

    def _settle_render_scale(self) -> None:
        """Once a resize has settled (RESCALE_AFTER), fit the render scale to it."""
        if self._rescale_at is not None and time.monotonic() >= self._rescale_at:
            self._rescale_at = None
            self._fit_render_scale()

    def _drawn_on(self, shown: pygame.Surface) -> pygame.Surface:
        """What scenes draw on: the window's surface, or at a render scale a canvas the
        size of the layout holding the window's pixels (copied to the window each frame)."""
        if self.render_scale == 1.0:
            return shown
        return canvas.Surface(LOGICAL_SIZE, 0, shown)

    def _fit_freely(self) -> None:
        """Windows down to display.MIN_WINDOW; SCALED's picture scaled by any factor."""
        window = display.display_window()
        if window is None:
            return
        display.set_minimum(window)
        if self.scaled and not display.fit_freely(window):
            log.warning("the picture scales by whole numbers only (SDL integer scaling)")

    def _resize_window(self, size: tuple[int, int]) -> None:
        window = display.display_window()
        got = display.resize(window, size) if window is not None else None
        if got is not None:
            self.window_size = got

    def _enter_fullscreen(self) -> bool:
        """Cover the whole display, then SDL fullscreen (the covering alone is what
        works on an X server without a window manager)."""
        window = display.display_window()
        if window is None:
            return False
        if not self._covering:  # (a second set_mode while covering keeps the first size)
            self._windowed_size = tuple(window.size)  # type: ignore[assignment]
        covered = self._covering = display.cover_desktop(window)
        try:
            done = display.toggle_fullscreen() != 0
        except pygame.error as exc:
            log.warning("fullscreen toggle failed: %s", exc)
            done = False
        if not done:
            if covered:
                display.uncover_desktop(window, self._windowed_size)
                self._covering = False
            return False
        self.fullscreen = True
        self.window_size = tuple(window.size)  # type: ignore[assignment]
        self._fit_freely()  # pygame's toggle asks for integer scaling again
        return True

    def _leave_fullscreen(self) -> bool:
        window = display.display_window()
        try:
            if display.toggle_fullscreen() == 0:
                return False
        except pygame.error as exc:
            log.warning("fullscreen toggle failed: %s", exc)
            return False
        self.fullscreen = False
        if window is not None:
            display.uncover_desktop(window, self._windowed_size)
            self._covering = False
            self.window_size = tuple(window.size)  # type: ignore[assignment]
        self._fit_freely()
        return True

    def toggle_fullscreen(self) -> bool:
        """F11. Returns whether it worked; failure leaves the window as it was."""
        self._switch_to_scaled()  # a plain window would change the screen's resolution
        done = self._leave_fullscreen() if self.fullscreen else self._enter_fullscreen()
        if done:
            self._fit_render_scale()
        self.stack.invalidate()
        self.presenter.whole_next()
        return done

