"""Presses land only on the screen they were meant for (scenes/shell/screens/input_guard.py,
issue 21): through the real app and its input router, with a fake clock."""

from __future__ import annotations

from collections.abc import Iterator

import pygame
import pytest

from scenes.shell.match.curtain import CurtainScene
from scenes.shell.screens.input_guard import GUARD_SECONDS
from scenes.shell.screens.scene import Scene
from scenes.shell.window.app import App, AppConfig

DT = 0.05


class Recorder(Scene):
    """Writes down every press and release it is given; Enter closes it if asked."""

    def __init__(self, closes: bool = False) -> None:
        super().__init__()
        self.got: list[tuple[int, int]] = []
        self.closes = closes
        self.forgot = 0

    def handle_event(self, event: pygame.event.Event) -> bool:
        if event.type in (pygame.KEYDOWN, pygame.KEYUP):
            self.got.append((event.type, event.key))
            if self.closes and event.type == pygame.KEYDOWN:
                self.close()
        elif event.type in (pygame.MOUSEBUTTONDOWN, pygame.MOUSEBUTTONUP):
            self.got.append((event.type, event.button))
        return True

    def forget_input(self) -> None:
        self.forgot += 1

    def presses(self) -> list[int]:
        return [k for t, k in self.got if t == pygame.KEYDOWN]


@pytest.fixture
def app() -> Iterator[App]:
    application = App(AppConfig(speed=1.0))
    application.open()
    yield application
    application.close()


def key(kind: int, k: int, **extra: object) -> pygame.event.Event:
    return pygame.event.Event(kind, key=k, mod=0, unicode="", scancode=0, **extra)


def mouse(kind: int) -> pygame.event.Event:
    return pygame.event.Event(kind, pos=(640, 360), button=1, touch=False)


def enter() -> list[pygame.event.Event]:
    return [key(pygame.KEYDOWN, pygame.K_RETURN), key(pygame.KEYUP, pygame.K_RETURN)]


def wait(app: App, seconds: float) -> None:
    for _ in range(round(seconds / DT)):
        app.step([], DT)


def on_screen(app: App, *scenes: Scene) -> None:
    """Put scenes on the stack and let a person read them."""
    for scene in scenes:
        app.stack.push(scene)
    app.step([], DT)
    wait(app, GUARD_SECONDS + 0.1)


def test_a_press_right_after_a_screen_appeared_is_not_applied_to_it(app: App) -> None:
    below = Recorder()
    on_screen(app, below)
    new = Recorder()
    app.stack.push(new)
    app.step(enter(), DT)  # the frame it comes up in
    app.step(enter(), 0.1)
    assert new.presses() == [] and below.presses() == []
    assert new.got == []  # the releases of kept presses are kept too
    wait(app, GUARD_SECONDS)
    app.step(enter(), DT)  # read, then pressed: applied
    assert new.presses() == [pygame.K_RETURN]


def test_the_scene_an_overlay_uncovers_is_guarded_too(app: App) -> None:
    """A curtain lifted by Enter: a second Enter 0.1 s later does not act on the table."""
    table, curtain = Recorder(), Recorder(closes=True)
    on_screen(app, table, curtain)
    app.step(enter(), DT)
    assert curtain.presses() == [pygame.K_RETURN]
    app.step([], DT)
    app.step(enter(), DT)
    assert curtain.stack is None and table.presses() == []


def test_a_second_contact_in_the_frame_that_closed_a_screen_reaches_nothing(app: App) -> None:
    """A bouncing button: both contacts arrive in one frame; the screen that asked to go
    has no second press, and the one beneath none either."""
    table, prompt = Recorder(), Recorder(closes=True)
    on_screen(app, table, prompt)
    app.step(enter() + enter(), DT)
    assert prompt.presses() == [pygame.K_RETURN]
    assert table.presses() == []


def test_a_release_whose_press_came_before_the_curtain_does_not_lift_it(app: App) -> None:
    table = Recorder()
    on_screen(app, table)
    lifted: list[bool] = []
    app.step([mouse(pygame.MOUSEBUTTONDOWN)], DT)  # pressed on the table…
    app.stack.push(CurtainScene("Bo", lambda: lifted.append(True)))
    wait(app, 1.0)
    app.step([mouse(pygame.MOUSEBUTTONUP)], DT)  # …released over the curtain, later
    assert not lifted
    # Pressed within the guard and held: its release lifts nothing either.
    app.step([mouse(pygame.MOUSEBUTTONDOWN)], DT)
    app.stack.push(CurtainScene("Cy", lambda: lifted.append(True)))
    app.step([], DT)
    app.step([mouse(pygame.MOUSEBUTTONDOWN)], DT)
    wait(app, 1.0)
    app.step([mouse(pygame.MOUSEBUTTONUP)], DT)
    assert not lifted
    app.step([mouse(pygame.MOUSEBUTTONDOWN), mouse(pygame.MOUSEBUTTONUP)], DT)
    assert lifted == [True]  # a whole click on the curtain lifts it


def test_a_release_goes_to_the_scene_that_took_the_press(app: App) -> None:
    """A key held on the table (Peek) and let go while a menu covers it: the table hears
    the release, so nothing stays "held"; the menu never sees it."""
    table, menu = Recorder(), Recorder()
    on_screen(app, table)
    app.step([key(pygame.KEYDOWN, pygame.K_p)], DT)
    on_screen(app, menu)
    app.step([key(pygame.KEYUP, pygame.K_p)], DT)
    assert table.got == [(pygame.KEYDOWN, pygame.K_p), (pygame.KEYUP, pygame.K_p)]
    assert menu.got == []


def test_auto_repeat_moves_a_focus_but_never_acts(app: App) -> None:
    scene = Recorder()
    on_screen(app, scene)
    pygame.key.set_repeat(400, 50)  # if key repeat is ever turned on
    try:
        app.step([key(pygame.KEYDOWN, pygame.K_DOWN)], DT)
        app.step([key(pygame.KEYDOWN, pygame.K_DOWN)], DT)  # held: a repeat
        app.step([key(pygame.KEYDOWN, pygame.K_RETURN)], DT)
        app.step([key(pygame.KEYDOWN, pygame.K_RETURN)], DT)  # held: a repeat
        app.step([key(pygame.KEYDOWN, pygame.K_RETURN)], DT)
    finally:
        pygame.key.set_repeat(0, 0)
    assert scene.presses() == [pygame.K_DOWN, pygame.K_DOWN, pygame.K_RETURN]
    app.step([key(pygame.KEYUP, pygame.K_RETURN), key(pygame.KEYDOWN, pygame.K_RETURN)], DT)
    assert scene.presses()[-1] == pygame.K_RETURN and len(scene.presses()) == 4


def test_a_held_controller_direction_repeats_only_on_the_screen_it_began_on(app: App) -> None:
    first = Recorder()
    on_screen(app, first)
    down = pygame.CONTROLLER_BUTTON_DPAD_DOWN
    app.step([pygame.event.Event(pygame.CONTROLLERBUTTONDOWN, instance_id=0, button=down)], DT)
    wait(app, 1.0)  # held: the router repeats it
    assert first.presses().count(pygame.K_DOWN) > 3
    second = Recorder()
    on_screen(app, second)
    wait(app, 1.0)  # still held over the new screen
    assert second.got == []
    marked = key(pygame.KEYDOWN, pygame.K_RETURN, repeat=True)  # a repeat of an act
    app.step([marked], DT)
    assert second.got == []


def test_every_scene_forgets_kept_input_when_the_top_changes(app: App) -> None:
    table, overlay = Recorder(), Recorder()
    on_screen(app, table)
    forgot = table.forgot
    on_screen(app, overlay)
    overlay.close()
    app.step([], DT)
    app.step([], DT)
    assert table.forgot == forgot + 2  # covered, then uncovered
    assert overlay.forgot == 2  # came on top, then left it
