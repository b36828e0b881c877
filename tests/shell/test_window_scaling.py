"""Issue 14, bug 6: the picture scales to fit the window (aspect kept, any factor) at
any size down to 800×450, and a click lands on what is under it.

Headless (SDL's dummy driver): the window really is resized, and the clicks are real
SDL events pushed through pygame's own SDL library, so SDL's renderer maps them to
logical pixels exactly as it does for a mouse (scenes/shell/window/display.py)."""

from __future__ import annotations

import ctypes
from collections.abc import Iterator

import pygame
import pytest

from scenes.shell.screens.scene import Scene
from scenes.shell.window import display
from scenes.shell.window.app import LOGICAL_SIZE, App, AppConfig
from scenes.ui import canvas


class Clicks(Scene):
    """Remembers where the mouse buttons went down (in logical pixels)."""

    def __init__(self) -> None:
        super().__init__()
        self.downs: list[tuple[int, int]] = []

    def handle_event(self, event: pygame.event.Event) -> bool:
        if event.type == pygame.MOUSEBUTTONDOWN:
            self.downs.append(tuple(event.pos))  # type: ignore[arg-type]
        return True

    def draw(self, surface: pygame.Surface) -> None:
        surface.fill((20, 60, 30))


class _Button(ctypes.Structure):
    """SDL_MouseButtonEvent, padded to the size of an SDL_Event (56 bytes)."""

    _fields_ = [("type", ctypes.c_uint32), ("timestamp", ctypes.c_uint32),
                ("windowID", ctypes.c_uint32), ("which", ctypes.c_uint32),
                ("button", ctypes.c_uint8), ("state", ctypes.c_uint8),
                ("clicks", ctypes.c_uint8), ("padding", ctypes.c_uint8),
                ("x", ctypes.c_int32), ("y", ctypes.c_int32), ("rest", ctypes.c_uint8 * 28)]


def push_click(pos: tuple[int, int]) -> None:
    """A real SDL button press at window pixel `pos` (SDL's event watches see it)."""
    sdl = display._sdl()
    assert sdl is not None, "pygame's SDL library must be found for the picture to fit"
    window = display.display_window()
    assert window is not None
    sdl.SDL_PushEvent.argtypes = [ctypes.c_void_p]
    event = _Button(type=pygame.MOUSEBUTTONDOWN, windowID=window.id, which=0, button=1,
                    state=1, clicks=1, x=pos[0], y=pos[1])
    assert sdl.SDL_PushEvent(ctypes.byref(event)) == 1


@pytest.fixture
def app() -> Iterator[App]:
    application = App(AppConfig())
    yield application
    application.close()


def resize(app: App, size: tuple[int, int]) -> None:
    """The user drags the window to `size`: the app hears of it and SDL resizes."""
    window = display.display_window()
    assert window is not None
    window.size = size
    app.step([*pygame.event.get(), pygame.event.Event(
        pygame.VIDEORESIZE, size=tuple(window.size), w=window.size[0], h=window.size[1])],
        0.016)


@pytest.mark.parametrize("size", [(1600, 900), (1000, 700), (800, 450), (1900, 1000)])
def test_a_click_lands_on_the_logical_pixel_under_it(app: App, size: tuple[int, int]) -> None:
    scene = Clicks()
    app.stack.push(scene)
    app.step([], 0.016)
    resize(app, size)
    assert app.window_size == size
    assert app.screen is not None and app.screen.get_size() == LOGICAL_SIZE
    scale, shown = display.fit(size, LOGICAL_SIZE)
    # The picture fills the window in one direction (no integer-scale borders).
    assert shown.w == size[0] or shown.h == size[1]
    assert abs(shown.w / shown.h - LOGICAL_SIZE[0] / LOGICAL_SIZE[1]) < 0.01
    targets = [(100, 80), (640, 360), (1200, 700)]  # logical pixels
    for lx, ly in targets:
        push_click((round(shown.x + (lx + 0.5) * scale), round(shown.y + (ly + 0.5) * scale)))
    app.step(pygame.event.get(), 0.016)
    assert len(scene.downs) == len(targets)
    for (lx, ly), (gx, gy) in zip(targets, scene.downs, strict=True):
        assert abs(gx - lx) <= 1 and abs(gy - ly) <= 1, (size, (lx, ly), (gx, gy))


def test_window_to_logical_undoes_the_fit() -> None:
    for size in [(1600, 900), (1000, 700), (800, 450)]:
        scale, shown = display.fit(size, LOGICAL_SIZE)
        x, y = display.window_to_logical((shown.x + 640 * scale, shown.y + 360 * scale),
                                         size, LOGICAL_SIZE)
        assert abs(x - 640) < 1 and abs(y - 360) < 1


def test_a_too_small_window_is_clamped_to_the_minimum() -> None:
    app = App(AppConfig(size=(500, 300)))
    try:
        app.open()
        assert app.window_size == display.MIN_WINDOW
        window = display.display_window()
        assert window is not None and tuple(window.size) == display.MIN_WINDOW
        window.size = (400, 200)  # SDL keeps the minimum the app set
        assert tuple(window.size) == display.MIN_WINDOW
    finally:
        app.close()


def test_fullscreen_toggle_never_crashes_and_comes_back(app: App) -> None:
    app.stack.push(Clicks())
    app.step([], 0.016)
    resize(app, (1000, 700))
    before = app.fullscreen
    on = app.toggle_fullscreen()  # the dummy driver may refuse: then nothing changed
    if on:
        assert app.fullscreen != before
        assert app.toggle_fullscreen()
    assert app.fullscreen == before
    app.step([], 0.016)
    assert app.screen is not None and app.screen.get_size() == LOGICAL_SIZE


def test_fullscreen_covers_the_whole_display_and_gives_the_window_back(
        app: App, monkeypatch: pytest.MonkeyPatch) -> None:
    """Issue 14, bug 4: on an X server without a window manager SDL's fullscreen left
    the window as it was; the app first makes it a borderless window over the whole
    display. The dummy driver refuses fullscreen itself, so SDL's part is stood in for."""
    monkeypatch.setattr(display, "toggle_fullscreen", lambda: 1)
    app.stack.push(Clicks())
    app.step([], 0.016)
    resize(app, (1000, 700))
    window = display.display_window()
    assert window is not None
    bounds = display.desktop_bounds(window)
    assert app.toggle_fullscreen() and app.fullscreen
    assert tuple(window.position) == bounds.topleft  # (borderless too, where the driver can)
    assert tuple(window.size) == bounds.size and app.window_size == bounds.size
    assert app.toggle_fullscreen() and not app.fullscreen
    assert not window.borderless and tuple(window.size) == (1000, 700)
    assert app.window_size == (1000, 700)


@pytest.mark.parametrize(("size", "scale"), [((1920, 1080), 1.5), ((1600, 900), 1.25)])
def test_a_settled_window_is_drawn_at_its_own_size_and_clicks_still_land(
        app: App, monkeypatch: pytest.MonkeyPatch, size: tuple[int, int], scale: float) -> None:
    """Issue 22: at a fractional multiple of 1280×720 the picture is drawn with the
    window's pixels (scenes/ui/canvas.py), scenes still lay out and hit-test in
    1280×720; back at 720p it is the plain picture again."""
    monkeypatch.setattr("scenes.shell.window.app.RESCALE_AFTER", 0.0)
    # As on a real screen (the dummy driver is drawn at 1: it crashes on some sizes).
    monkeypatch.setattr(display, "shows_pictures", lambda: True)
    scene = Clicks()
    app.stack.push(scene)
    app.step([], 0.016)
    resize(app, size)
    app.step(pygame.event.get(), 0.016)  # the resize has settled: the picture is made anew
    assert app.render_scale == scale and canvas.get_scale() == scale
    assert app.screen is not None and app.screen.get_size() == LOGICAL_SIZE
    assert pygame.Surface.get_size(app.screen) == size  # the window's own pixels
    assert tuple(display.display_window().size) == size  # type: ignore[union-attr]
    for lx, ly in [(100, 80), (640, 360), (1200, 700)]:
        push_click((round((lx + 0.5) * scale), round((ly + 0.5) * scale)))
        app.step(pygame.event.get(), 0.016)
        assert scene.downs[-1] == (lx, ly)
    resize(app, LOGICAL_SIZE)
    app.step(pygame.event.get(), 0.016)
    assert app.render_scale == 1.0 and canvas.get_scale() == 1.0
    assert app.screen is not None and pygame.Surface.get_size(app.screen) == LOGICAL_SIZE
