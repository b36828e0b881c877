"""A whole game played with a game controller only: title, setup, Plot builder and
board to the results, every input a CONTROLLERBUTTON or CONTROLLERAXIS event through
`App.step` (a fake controller module: there is no device here). Midway the controller
is unplugged and plugged back in; the game loses nothing."""

from __future__ import annotations

from collections.abc import Iterator

import pygame
import pytest

from scenes.paranoid.board import BoardScene
from scenes.paranoid.choices import PASS, POOL
from scenes.paranoid.plot_builder import PlotBuilderScene
from scenes.shell.match.curtain import CurtainScene
from scenes.shell.match.flow import Flow
from scenes.shell.match.results import ResultsScene
from scenes.shell.menus.setup import SetupScene
from scenes.shell.menus.title import TitleScene
from scenes.shell.window.app import App, AppConfig
from scenes.ui import input as router_module
from scenes.ui.form import Field
from scenes.ui.input import CONTROLLER
from tests.kiosk.test_input import FakeControllers
from tests.scenes.scene_driver import Driver, at_results, board_ready, choose, walk_builder

PAD = 0  # the fake controller's instance id
BTN = {"a": pygame.CONTROLLER_BUTTON_A, "b": pygame.CONTROLLER_BUTTON_B,
       "y": pygame.CONTROLLER_BUTTON_Y, "up": pygame.CONTROLLER_BUTTON_DPAD_UP,
       "down": pygame.CONTROLLER_BUTTON_DPAD_DOWN, "left": pygame.CONTROLLER_BUTTON_DPAD_LEFT,
       "right": pygame.CONTROLLER_BUTTON_DPAD_RIGHT}


def pad_button(name: str, down: bool) -> pygame.event.Event:
    kind = pygame.CONTROLLERBUTTONDOWN if down else pygame.CONTROLLERBUTTONUP
    return pygame.event.Event(kind, instance_id=PAD, button=BTN[name], timestamp=0)


def pad_axis(axis: int, value: float) -> pygame.event.Event:
    return pygame.event.Event(pygame.CONTROLLERAXISMOTION, instance_id=PAD, axis=axis,
                              value=int(value * 32767), timestamp=0)


class Pad:
    """Presses buttons and pushes sticks, one frame per press and one per release."""

    def __init__(self, driver: Driver) -> None:
        self.d = driver
        self.presses = 0

    def tap(self, *names: str) -> None:
        for name in names:
            self.presses += 1
            self.d.step(pad_button(name, True))
            self.d.step(pad_button(name, False))

    def flick(self, axis: int, value: float) -> None:
        """Push a stick or trigger past its threshold and let it go."""
        self.presses += 1
        self.d.step(pad_axis(axis, value))
        self.d.step(pad_axis(axis, 0.0))


@pytest.fixture
def fake_pad(monkeypatch: pytest.MonkeyPatch) -> FakeControllers:
    module = FakeControllers(PAD)
    monkeypatch.setattr(router_module, "_controller_module", lambda: module)
    return module


@pytest.fixture
def app(fake_pad: FakeControllers) -> Iterator[App]:
    application = App(AppConfig(speed=0))
    application.open()
    yield application
    application.close()


def focus_field(pad: Pad, setup: SetupScene, field: Field) -> None:
    for _ in range(40):
        if setup.form.focused is field:
            return
        pad.tap("down")
    raise AssertionError(f"{field.label} never took the focus")


def build_plot(pad: Pad, builder: PlotBuilderScene) -> None:
    """Walk the grid with the D-pad to each needed counter, Ⓐ, then Ⓨ (done)."""
    buttons = {"pick": "a", "done": "y"}
    walk_builder(builder, lambda move: pad.tap(buttons.get(move, move)))


def play_board(pad: Pad, board: BoardScene) -> None:
    source, target = choose(board)
    choices = board.choices
    assert choices
    if source == PASS:
        pad.flick(pygame.CONTROLLER_AXIS_TRIGGERLEFT, 1.0)  # LT: end the phase
        return
    if source == POOL:
        pad.tap("y")  # Ⓨ: draw from the Pool
        return
    move_focus(pad, board, choices.sources.index(source))
    pad.tap("a")
    if target is not None:
        assert board.selected == source
        move_focus(pad, board, choices.targets(source).index(target))
        pad.tap("a")


def move_focus(pad: Pad, board: BoardScene, index: int) -> None:
    """The left stick (not the D-pad) steps the board's focus."""
    for _ in range(200):
        cycle = board._cycle()
        if board.focus % len(cycle) == index:
            return
        forward = index > board.focus % len(cycle)  # the focus stops at the ends
        pad.flick(pygame.CONTROLLER_AXIS_LEFTX, 0.9 if forward else -0.9)
    raise AssertionError("focus never arrived")


def test_a_controller_plays_a_whole_game(app: App, fake_pad: FakeControllers) -> None:
    flow = Flow(app.stack, speed=0, music=False)
    app.stack.push(flow.title())
    d = Driver(app)
    d.step()
    pad = Pad(d)
    title = d.top
    assert isinstance(title, TitleScene)
    for _ in range(len(title.main.items)):
        if title.main.items[title.main.focus].label == "Play":
            break
        pad.tap("up")
    pad.tap("a")
    setup = d.top
    assert isinstance(setup, SetupScene)
    focus_field(pad, setup, setup.players)
    pad.flick(pygame.CONTROLLER_AXIS_LEFTX, -1.0)  # the stick: 3 players
    assert setup.players.value == 3
    pad.tap("down", "down", "left", "left")  # seat 2: medium -> easy -> random
    pad.tap("down", "left", "left")  # seat 3 too
    assert [f.kind.value for f in setup.seat_fields[:3]] == ["human", "random", "random"]
    focus_field(pad, setup, setup.field("sanity"))
    pad.flick(pygame.CONTROLLER_AXIS_RIGHTY, 0.9)  # the right stick: Page Down, -10
    focus_field(pad, setup, setup.field("turn_limit"))
    pad.flick(pygame.CONTROLLER_AXIS_RIGHTY, 0.9)
    assert (setup.field("sanity").value, setup.field("turn_limit").value) == (25, 50)
    focus_field(pad, setup, setup.start)
    pad.tap("a")
    d.step()
    board = flow.board
    assert isinstance(board, BoardScene)

    unplugged = False

    def player(driver: Driver) -> None:
        nonlocal unplugged
        top = driver.top
        if isinstance(top, CurtainScene) and top.t > 0.25:
            pad.tap("a")
        elif isinstance(top, PlotBuilderScene):
            build_plot(pad, top)
        elif isinstance(top, BoardScene) and board_ready(top):
            if not unplugged and len(driver.moves) >= 6:
                unplugged = True
                unplug_and_replug(driver, top, fake_pad)
                return
            driver.record_moves(top, lambda: play_board(pad, top))

    d.run_until(lambda: at_results(d), player)

    assert unplugged, "the controller was unplugged mid-game"
    assert d.stats["keys"] == 0 and d.stats["clicks"] == 0 and d.stats["drags"] == 0
    assert pad.presses > 20
    assert "PlotBuilderScene" in d.seen
    kinds = {move.split()[0] for move in d.moves}
    assert {"draw", "place", "pass"} <= kinds, f"the human played by controller: {kinds}"
    assert board.session.game.is_over
    assert app.services.input.device == CONTROLLER
    assert isinstance(d.top, ResultsScene)
    pad.tap("b")  # back to the title
    d.step()
    assert isinstance(d.top, TitleScene) and len(app.stack) == 1


def unplug_and_replug(d: Driver, board: BoardScene, module: FakeControllers) -> None:
    """Pull the cable mid-turn: a toast, nothing lost, and play goes on after re-plugging."""
    record = list(board.session.game.record)
    selected, focus = board.selected, board.focus
    module.instances.clear()
    d.step(pygame.event.Event(pygame.CONTROLLERDEVICEREMOVED, instance_id=PAD))
    assert "disconnected" in d.app.toast.message
    assert d.app.router.pads == {}
    for _ in range(10):
        d.step()
    assert d.top is board and board.session.game.record == record
    assert (board.selected, board.focus) == (selected, focus)
    module.instances.append(PAD)
    d.step(pygame.event.Event(pygame.CONTROLLERDEVICEADDED, device_index=0))
    assert "connected" in d.app.toast.message and PAD in d.app.router.pads
