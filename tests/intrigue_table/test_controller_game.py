"""A whole Intrigue game played with a game controller alone: every recess move, offer
answer, floor turn and secret ballot of the human chosen with the D-pad and Ⓐ, every
input a CONTROLLERBUTTON event through `App.step` (a fake controller module: there is no
device here), to the end and the results. The desk's pages turn with the shoulder
button. No key and no click is ever sent."""

from __future__ import annotations

import random
from collections.abc import Iterator

import pygame
import pytest

from game.intrigue import plugin
from scenes.intrigue.results import IntrigueResults
from scenes.intrigue.table import IntrigueTable
from scenes.shell.match.session import Session
from scenes.shell.window.app import App, AppConfig
from scenes.ui import input as router_module
from scenes.ui.input import CONTROLLER
from tests.frames import until
from tests.kiosk.test_controller_game import PAD, pad_button
from tests.kiosk.test_input import FakeControllers

DT = 0.05


@pytest.fixture()
def pad_app(monkeypatch: pytest.MonkeyPatch) -> Iterator[App]:
    module = FakeControllers(PAD)
    monkeypatch.setattr(router_module, "_controller_module", lambda: module)
    application = App(AppConfig(speed=0))
    application.open()
    yield application
    application.close()


def test_a_human_plays_a_whole_game_by_controller_alone(pad_app: App) -> None:
    app = pad_app
    rnd = random.Random(7)
    seats = ["human", "medium", "easy", "medium", "random"]
    names = ["Ada", "Boris", "Cleo", "Dmitri", "Elena"]
    game = plugin.Game.new(plugin.make_config(seats, names, {"round_limit": 5}), 9)
    table = IntrigueTable(Session(game, seats, 9, game_id="intrigue"), speed=0)
    app.stack.push(table)
    app.stack.apply_pending()
    taps = picks = pages = 0

    def tap(name: str) -> None:
        nonlocal taps
        taps += 1
        app.step([pad_button(name, True)], DT)
        app.step([pad_button(name, False)], DT)

    def frame() -> None:
        nonlocal picks, pages
        if table.chooser_active() and app.stack.top is table:
            if pages < 4:  # the shoulder button turns the desk's pages (Tab)
                page = table.page
                app.step([pygame.event.Event(pygame.CONTROLLERBUTTONDOWN, instance_id=PAD,
                                             button=pygame.CONTROLLER_BUTTON_RIGHTSHOULDER,
                                             timestamp=0)], DT)
                app.step([pygame.event.Event(pygame.CONTROLLERBUTTONUP, instance_id=PAD,
                                             button=pygame.CONTROLLER_BUTTON_RIGHTSHOULDER,
                                             timestamp=0)], DT)
                assert table.page == (page + 1) % 4
                pages += 1
            before = len(table.session.game.record)
            rows = table.chooser_rows()
            for _ in range(rnd.randrange(len(rows))):
                tap("down")
            tap("a")
            picks += 1
            if len(table.session.game.record) == before:
                assert table.path, "Ⓐ neither acted nor went a level down"
            return
        app.step([], DT)

    until(frame, lambda: table.finished, seconds=300)  # the bots think in real time
    assert table.finished and table.session.game.is_over
    assert app.services.input.device == CONTROLLER
    humans = [a for a in table.session.game.record if a.split()[1] == "0"]
    assert picks >= len(humans) > 10 and taps > picks
    for _ in range(40):  # the flow is not installed: the results scene is pushed by hand
        app.step([], DT)
    app.stack.push(IntrigueResults(table.session))
    app.stack.apply_pending()
    app.step([], DT)
    assert isinstance(app.stack.top, IntrigueResults)
