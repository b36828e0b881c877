"""The window on screen: its size limits, scale to fit, covering the desktop, and the
SDL hints and probes behind the present path (scenes/shell/window/app.py chooses the path).

Every scene draws on the logical 1280×720 picture. When the window is not 1:1 the
picture goes through pygame.SCALED: SDL's renderer letterboxes it and maps mouse and
touch coordinates back to logical pixels itself. pygame asks SDL for *integer* scaling
in a window, so a 1600×900 window showed 1280×720 inside black borders and a window
under 1280×720 cropped the picture; `fit_freely` turns that off through pygame's own
SDL library, so the picture fills the window at any scale, its aspect kept, and only
the remainder is letterboxed.

Fullscreen: SDL's fullscreen on X11 asks the window manager; without one the X window
kept its size and place while SDL laid the picture out for the whole desktop (cropped,
in a corner). `cover_desktop` first makes the window borderless at the desktop's origin
and size, which X obeys with or without a window manager, and then fullscreen is asked.
"""

from __future__ import annotations

import ctypes
import glob
import math
import os
import sys
import warnings
from functools import cache
from typing import Any

import pygame

from scenes.ui.logs import LazyLogger

log = LazyLogger(__name__)

MIN_WINDOW = (800, 450)  # the smallest window the picture is shown in (issue 14, bug 6)
SOFTWARE_GL = ("llvmpipe", "softpipe", "swrast", "software rasterizer")


# -- geometry ------------------------------------------------------------------------------

def clamp_size(size: tuple[int, int]) -> tuple[int, int]:
    """A window size request, no smaller than MIN_WINDOW."""
    return (max(MIN_WINDOW[0], int(size[0])), max(MIN_WINDOW[1], int(size[1])))


def fit(window: tuple[int, int], logical: tuple[int, int]) -> tuple[float, pygame.Rect]:
    """(scale, rect in window pixels) of the logical picture scaled to fit `window`
    with its aspect kept and centred: what SDL's logical size shows."""
    ww, wh = max(1, window[0]), max(1, window[1])
    scale = min(ww / logical[0], wh / logical[1])
    w, h = round(logical[0] * scale), round(logical[1] * scale)
    return scale, pygame.Rect((ww - w) // 2, (wh - h) // 2, w, h)


def shows_pictures() -> bool:
    """Whether the video driver puts pictures on a screen (not SDL's headless dummy,
    where a new SCALED size after another crashes inside SDL and nobody would see the
    sharper text anyway)."""
    try:
        return pygame.display.get_driver() != "dummy"
    except pygame.error:
        return False


def render_scale(window: tuple[int, int], logical: tuple[int, int]) -> float:
    """How many window pixels to draw a layout pixel with (scenes.ui.canvas, issue 22).

    SDL scales the picture to the window by whole numbers crisply (nearest pixel), never
    by fractions: so the picture is drawn at the fraction that is left over, e.g. 1.5 in
    a 1920×1080 window, 1.125 then doubled in 2880×1620, 1 at 720p, 1440p and 4K. Within
    4% of a whole multiple, or smaller than the layout, it is drawn at 1 (not worth the
    pixels)."""
    fit_by = min(max(1, window[0]) / logical[0], max(1, window[1]) / logical[1])
    if fit_by <= 1.0:
        return 1.0
    left_over = fit_by / math.floor(fit_by)
    return 1.0 if left_over < 1.04 else round(left_over, 4)


def window_to_logical(pos: tuple[float, float], window: tuple[int, int],
                      logical: tuple[int, int]) -> tuple[float, float]:
    """A window pixel as a logical coordinate (outside 0..size on the letterbox bars)."""
    ww, wh = max(1, window[0]), max(1, window[1])
    scale = min(ww / logical[0], wh / logical[1])
    return ((pos[0] - (ww - logical[0] * scale) / 2) / scale,
            (pos[1] - (wh - logical[1] * scale) / 2) / scale)


# -- the window ------------------------------------------------------------------------------

def display_window() -> Any | None:
    """The window pygame.display opened, as a pygame.Window (None: none open)."""
    try:
        with warnings.catch_warnings():
            warnings.simplefilter("ignore", DeprecationWarning)
            return pygame.Window.from_display_module()
    except (pygame.error, AttributeError):
        return None


def set_minimum(window: Any) -> None:
    """SCALED makes the logical size the window's minimum: allow down to MIN_WINDOW."""
    try:
        window.minimum_size = MIN_WINDOW
    except (pygame.error, AttributeError, ValueError) as exc:
        log.warning("cannot set the minimum window size: %s", exc)


def resize(window: Any, size: tuple[int, int]) -> tuple[int, int] | None:
    """Ask for `size` (clamped to MIN_WINDOW); the size the window has then, or None."""
    try:
        set_minimum(window)
        window.size = clamp_size(size)
        return tuple(window.size)  # type: ignore[return-value]
    except (pygame.error, AttributeError, ValueError) as exc:
        log.warning("cannot resize the window to %s: %s", size, exc)
        return None


def place(window: Any, topleft: tuple[int, int]) -> None:
    """Put the window at `topleft`, moved as little as needed to lie on its display
    (a window made anew, or grown, may otherwise hang off the screen)."""
    try:
        rect = pygame.Rect(topleft, window.size).clamp(desktop_bounds(window))
        window.position = rect.topleft
    except (pygame.error, AttributeError, ValueError) as exc:
        log.warning("cannot place the window: %s", exc)


def desktop_bounds(window: Any) -> pygame.Rect:
    """The rectangle of the display the window is on, in desktop coordinates."""
    sdl = _sdl()
    if sdl is not None:
        try:
            index = sdl.SDL_GetWindowDisplayIndex(_sdl_window(sdl, window))
            rect = _SDLRect()
            if index >= 0 and sdl.SDL_GetDisplayBounds(index, ctypes.byref(rect)) == 0:
                return pygame.Rect(rect.x, rect.y, rect.w, rect.h)
        except (AttributeError, OSError, ctypes.ArgumentError):
            pass
    try:
        sizes = pygame.display.get_desktop_sizes()
    except pygame.error:
        sizes = []
    return pygame.Rect((0, 0), sizes[0] if sizes else window.size)


def cover_desktop(window: Any) -> bool:
    """Make the window a borderless rectangle over its whole display (works without a
    window manager, where SDL's fullscreen alone leaves the X window as it was)."""
    set_minimum(window)  # a display smaller than the logical picture (SCALED's minimum)
    try:
        bounds = desktop_bounds(window)
        window.borderless = True
        window.position = bounds.topleft
        window.size = bounds.size
        return True
    except (pygame.error, AttributeError, ValueError) as exc:
        log.warning("cannot cover the desktop: %s", exc)
        return False


def uncover_desktop(window: Any, size: tuple[int, int]) -> None:
    """Back to a framed window of `size`, centred (after cover_desktop)."""
    set_minimum(window)  # pygame's fullscreen toggle made the logical size the minimum
    try:
        window.borderless = False
        window.size = clamp_size(size)
        window.position = pygame.WINDOWPOS_CENTERED
    except (pygame.error, AttributeError, ValueError) as exc:
        log.warning("cannot restore the window: %s", exc)


def toggle_fullscreen() -> int:
    """pygame's fullscreen toggle (0: refused), without its warning that it made a new
    renderer (it does so with the software renderer)."""
    with warnings.catch_warnings():
        warnings.simplefilter("ignore")
        return pygame.display.toggle_fullscreen()


# -- SCALED without integer scaling ----------------------------------------------------------

class _SDLRect(ctypes.Structure):
    _fields_ = [("x", ctypes.c_int), ("y", ctypes.c_int),
                ("w", ctypes.c_int), ("h", ctypes.c_int)]


def fit_freely(window: Any) -> bool:
    """Let SCALED's renderer scale by any factor (pygame asks for integer scaling in a
    window). True when done; False leaves SDL's integer scaling (bordered, never wrong)."""
    sdl = _sdl()
    if sdl is None or window is None:
        return False
    try:
        renderer = sdl.SDL_GetRenderer(_sdl_window(sdl, window))
        if not renderer:
            return False  # no renderer (a plain window) or a different copy of SDL
        return sdl.SDL_RenderSetIntegerScale(renderer, 0) == 0
    except (AttributeError, OSError, ctypes.ArgumentError) as exc:
        log.warning("cannot turn integer scaling off: %s", exc)
        return False


def _sdl_window(sdl: Any, window: Any) -> int:
    return sdl.SDL_GetWindowFromID(int(window.id)) or 0


@cache
def _sdl() -> Any | None:
    """pygame's own SDL 2 library (the copy that holds its window), through ctypes."""
    base = os.path.dirname(pygame.__file__)
    patterns = {
        "linux": [os.path.join(base, os.pardir, "pygame_ce.libs", "libSDL2-2*.so*"),
                  os.path.join(base, os.pardir, "pygame.libs", "libSDL2-2*.so*")],
        "darwin": [os.path.join(base, ".dylibs", "libSDL2*.dylib")],
        "win32": [os.path.join(base, "SDL2.dll")],
    }
    platform = "linux" if sys.platform.startswith("linux") else sys.platform
    candidates = [p for pattern in patterns.get(platform, []) for p in sorted(glob.glob(pattern))]
    candidates += ["libSDL2-2.0.so.0", "libSDL2.dylib", "SDL2.dll"]  # a system pygame build
    for name in candidates:
        try:
            sdl = ctypes.CDLL(name)
        except OSError:
            continue
        try:
            sdl.SDL_GetWindowFromID.restype = ctypes.c_void_p
            sdl.SDL_GetWindowFromID.argtypes = [ctypes.c_uint32]
            sdl.SDL_GetRenderer.restype = ctypes.c_void_p
            sdl.SDL_GetRenderer.argtypes = [ctypes.c_void_p]
            sdl.SDL_RenderSetIntegerScale.argtypes = [ctypes.c_void_p, ctypes.c_int]
            sdl.SDL_GetWindowDisplayIndex.argtypes = [ctypes.c_void_p]
            sdl.SDL_GetDisplayBounds.argtypes = [ctypes.c_int, ctypes.POINTER(_SDLRect)]
        except AttributeError:
            continue  # not SDL 2
        return sdl
    log.warning("pygame's SDL library not found: windows scale by whole numbers only")
    return None


# -- SDL hints and the machine's OpenGL (the present path) -----------------------------------

_OURS: dict[str, str] = {}  # SDL hints this module put in the environment


def hint(name: str, value: str | None) -> None:
    """Set (None: clear) an SDL hint through the environment, unless the user set it."""
    if user_hint(name):
        return
    if value is None:
        os.environ.pop(name, None)
        _OURS.pop(name, None)
    else:
        os.environ[name] = _OURS[name] = value


def user_hint(name: str) -> bool:
    """The environment sets `name` and it was not this module."""
    value = os.environ.get(name)
    return bool(value) and value != _OURS.get(name)


def has_gpu_device() -> bool:
    """Whether OpenGL may be hardware: on Linux a DRM render node or an NVIDIA device;
    elsewhere assumed (and checked through the GL renderer's name once open)."""
    if not sys.platform.startswith("linux"):
        return True
    if os.environ.get("LIBGL_ALWAYS_SOFTWARE", "") not in ("", "0"):
        return False
    try:
        names = os.listdir("/dev/dri")
    except OSError:
        names = []
    return any(n.startswith(("renderD", "card")) for n in names) or os.path.exists(
        "/dev/nvidia0")


def gl_renderer() -> str | None:
    """GL_RENDERER of the context SDL's renderer made current, or None if unknown."""
    if not sys.platform.startswith("linux"):
        return None
    try:
        gl = ctypes.CDLL("libGL.so.1")
        gl.glGetString.restype = ctypes.c_char_p
        gl.glGetString.argtypes = [ctypes.c_uint]
        name = gl.glGetString(0x1F01)  # GL_RENDERER
    except (OSError, AttributeError):
        return None
    return name.decode("utf-8", "replace") if name else None
