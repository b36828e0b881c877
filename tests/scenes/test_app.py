"""The app loop, driven frame by frame with injected events."""

from __future__ import annotations

from pathlib import Path

import pygame
import pytest

from scenes.shell.screens.scene import Scene
from scenes.shell.window.app import LOGICAL_SIZE, App, AppConfig


class Painter(Scene):
    """Fills the screen with one colour and remembers what reached it."""

    def __init__(self, colour: tuple[int, int, int] = (200, 30, 30)) -> None:
        super().__init__()
        self.colour = colour
        self.events: list[int] = []

    def handle_event(self, event: pygame.event.Event) -> bool:
        self.events.append(event.type)
        return True

    def draw(self, surface: pygame.Surface) -> None:
        surface.fill(self.colour)


@pytest.fixture
def app():  # noqa: ANN201 - a generator fixture
    application = App(AppConfig())
    yield application
    application.close()


def key(k: int) -> pygame.event.Event:
    return pygame.event.Event(pygame.KEYDOWN, key=k, mod=0, unicode="")


def test_step_runs_a_frame_and_routes_input(app: App) -> None:
    scene = Painter()
    app.stack.push(scene)
    assert app.step([key(pygame.K_a)], 1 / 60) is True
    assert app.screen is not None and app.screen.get_size() == LOGICAL_SIZE
    assert app.screen.get_at((5, 5))[:3] == (200, 30, 30)
    assert scene.events == [pygame.KEYDOWN] and app.frames == 1


def test_quit_event_stops_the_app(app: App) -> None:
    app.stack.push(Painter())
    assert app.step([pygame.event.Event(pygame.QUIT)], 0.016) is False
    assert not app.running


def test_an_empty_stack_ends_the_app(app: App) -> None:
    scene = Painter()
    app.stack.push(scene)
    app.step([], 0.016)
    app.stack.clear()
    assert app.step([], 0.016) is False


def test_f11_and_resize_are_handled_by_the_app(app: App) -> None:
    scene = Painter()
    app.stack.push(scene)
    app.step([key(pygame.K_F11)], 0.016)  # the dummy driver refuses: no crash
    assert pygame.KEYDOWN not in scene.events
    resize = pygame.event.Event(pygame.VIDEORESIZE, size=(1600, 900), w=1600, h=900)
    app.step([resize], 0.016)
    assert app.window_size == (1600, 900)
    assert app.screen is not None and app.screen.get_size() == LOGICAL_SIZE


def test_max_frames_and_screenshot(tmp_path: Path) -> None:
    shot = tmp_path / "deep" / "shot.png"
    app = App(AppConfig(max_frames=3, screenshot_path=shot, fps=1000))
    app.stack.push(Painter((10, 120, 200)))
    assert app.run() == 0
    assert app.frames == 3
    image = pygame.image.load(shot)
    assert image.get_size() == LOGICAL_SIZE
    assert image.get_at((100, 100))[:3] == (10, 120, 200)
    assert not list(tmp_path.rglob("*.tmp"))


def test_initial_size_option(tmp_path: Path) -> None:
    app = App(AppConfig(size=(960, 540), max_frames=1, fps=1000))
    app.stack.push(Painter())
    try:
        app.open()
        assert app.window_size == (960, 540)
        assert app.screen is not None and app.screen.get_size() == LOGICAL_SIZE
    finally:
        app.close()


def test_fullscreen_request_falls_back_gracefully() -> None:
    app = App(AppConfig(fullscreen=True, max_frames=2, fps=1000))
    app.stack.push(Painter())
    assert app.run() == 0


def test_only_display_and_font_are_initialised(app: App) -> None:
    app.stack.push(Painter())
    app.step([], 0.016)
    assert pygame.display.get_init() and pygame.font.get_init()
    assert not pygame.mixer.get_init()  # opened lazily, on the first sound only
