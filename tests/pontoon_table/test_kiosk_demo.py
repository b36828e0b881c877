"""A bots-only kiosk game of Conspiracy Pontoon through the real table to the results:
every hand face up (demo view "everyone"), no countdown ever runs, the final screen
prints the winner's best theory."""

from __future__ import annotations

import pygame

from game.core.contract import EVERYONE
from scenes.pontoon.results import PontoonResultsScene
from scenes.pontoon.table import PontoonTable
from scenes.shell.match.flow import Flow
from scenes.shell.window.app import App
from tests.scenes.scene_driver import Driver


def test_bots_only_demo_reaches_results(app: App) -> None:
    flow = Flow(app.stack, speed=0, music=False, seed=12)
    app.stack.push(flow.title())
    d = Driver(app)
    d.step()
    flow.start_demo(seed=12, autosave=False, game="pontoon")
    d.step()
    table = flow.board
    assert isinstance(table, PontoonTable)
    assert table.session.display_viewer == EVERYONE
    clocks = 0

    def watch(driver: Driver) -> None:
        nonlocal clocks
        clocks += table.clock is not None

    d.run_until(lambda: isinstance(d.top, PontoonResultsScene), watch, 30000)
    assert clocks == 0, "bots are never timed"
    game = table.session.game
    assert game.is_over and game.state.hands_done <= 8  # the kiosk's hand limit
    results = d.top
    who, theory = results.best_theory()
    assert theory and who >= 0
    surface = pygame.Surface((1280, 720))
    results.draw(surface)


def test_bots_inquisition_game_reaches_results(app: App) -> None:
    """Jokers in the deck: the Inquisition relay is animated like any conspiracy."""
    from scenes.shell.menus.setup_model import Setup

    flow = Flow(app.stack, speed=0, music=False, seed=3)
    app.stack.push(flow.title())
    d = Driver(app)
    d.step()
    seats = ("easy", "medium", "random", "easy")
    options = {"inquisition": 2, "inquisition_failure": "mild", "telling": "phrases",
               "hand_limit": 10}
    flow.start(Setup("pontoon", seats, ("Ada", "Boris", "Cleo", "Dmitri"), options), 3,
               autosave=False)
    d.step()
    table = flow.board
    assert isinstance(table, PontoonTable)
    d.run_until(lambda: isinstance(d.top, PontoonResultsScene), lambda _: None, 30000)
    assert any("Inquisition" in line for line in table.session.log)
