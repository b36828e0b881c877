"""A whole game of Pulling Strings with a game controller only (issue 24): from the
table to the results, every input a CONTROLLERBUTTON or CONTROLLERAXIS event through
`App.step` (a fake controller module: there is no device here). The learner-like player
moves with the D-pad, confirms with Ⓐ, grows other webs with the shoulder buttons and
holds LT to peek, as the rules text says."""

from __future__ import annotations

import random
from collections.abc import Iterator

import pygame
import pytest

from scenes.pulling_strings.table import PullingStringsTable
from scenes.shell.match.flow import Flow
from scenes.shell.match.results import ResultsScene
from scenes.shell.menus.setup_model import Setup
from scenes.shell.window.app import App, AppConfig
from scenes.ui import input as router_module
from tests.kiosk.test_controller_game import PAD, Pad
from tests.kiosk.test_input import FakeControllers
from tests.scenes.scene_driver import Driver


@pytest.fixture
def pad_app(monkeypatch: pytest.MonkeyPatch) -> Iterator[App]:
    module = FakeControllers(PAD)
    monkeypatch.setattr(router_module, "_controller_module", lambda: module)
    application = App(AppConfig(speed=0))
    application.open()
    yield application
    application.close()


def _shoulder(pad: Pad) -> None:
    """The right shoulder button, pressed and let go (the next web grows)."""
    for kind in (pygame.CONTROLLERBUTTONDOWN, pygame.CONTROLLERBUTTONUP):
        pad.d.step(pygame.event.Event(kind, instance_id=PAD, timestamp=0,
                                      button=pygame.CONTROLLER_BUTTON_RIGHTSHOULDER))
    pad.presses += 1


def _ready(d: Driver, table: PullingStringsTable) -> bool:
    return (d.top is table and table.my_turn() and not table.tweens.busy
            and not table.session.shown and bool(table.menu_tabs))


def test_controller_only_game(pad_app: App) -> None:
    flow = Flow(pad_app.stack, speed=0, music=False, seed=8)
    pad_app.stack.push(flow.title())
    d = Driver(pad_app)
    d.step()
    flow.start(Setup("pulling-strings", ("human", "easy", "easy"), ("Ada", "Boris", "Cleo"),
                     {"turn_limit": 6}), 8, autosave=False)
    d.step()
    table = flow.board
    assert isinstance(table, PullingStringsTable)
    pad = Pad(d)
    rnd = random.Random(5)
    grown: set[int] = set()
    peeked = []

    def act(driver: Driver) -> None:
        if not _ready(driver, table):
            return
        if rnd.random() < 0.1:  # another web, grown in place
            _shoulder(pad)
            for _ in range(20):
                driver.step()
            if table.grow_seat is not None:
                grown.add(table.grow_seat)
            return
        if rnd.random() < 0.05:  # LT held and let go: a lone human's hand is always seen
            pad.flick(pygame.CONTROLLER_AXIS_TRIGGERLEFT, 1.0)
            peeked.append(len(table.session.game.record))
            return
        for _ in range(rnd.randrange(3)):
            pad.tap(rnd.choice(["down", "right"]))
        if table.entries()[table.index].label == "Resign":
            pad.tap("down")  # resigning is asked first (its own test)
        pad.tap("a")

    d.run_until(lambda: isinstance(d.top, ResultsScene), act, 60_000)
    game = table.session.game
    assert game.is_over
    assert pad.presses > 20 and d.stats["clicks"] == 0
    mine = [a for a in game.record if a]
    assert any(a.startswith("attack") for a in mine), mine
    assert grown, "the shoulder buttons grew no web"
    assert "resign" not in game.record
    results = d.top
    results.draw(pygame.Surface((1280, 720)))
