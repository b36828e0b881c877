"""Whole games through the real scenes, driven only by injected input events.

Keyboard only and mouse only, one human against bots from the title screen through
setup, Plot builder and board to the results; and a hot-seat game of two humans
passing the screen through the curtain.
"""

from __future__ import annotations

import pygame
from scene_driver import (
    Driver,
    at_results,
    keyboard_player,
    mouse_player,
    typed,
)

from game.paranoid import Options
from game.paranoid.state import PLOT
from scenes.paranoid.board import BoardScene
from scenes.paranoid.presets import default_config
from scenes.shell.match.curtain import CurtainScene
from scenes.shell.match.flow import Flow
from scenes.shell.match.results import ResultsScene
from scenes.shell.menus.setup import SetupScene
from scenes.shell.menus.title import TitleScene
from scenes.shell.window.app import App
from scenes.ui.form import Field


def product(app: App, seed: int | None = None) -> tuple[Flow, Driver]:
    """The app as main.py assembles it: a title wired to the flow, instant animations."""
    flow = Flow(app.stack, speed=0, music=False, seed=seed)
    app.stack.push(flow.title())
    driver = Driver(app)
    driver.step()
    return flow, driver


def focus_by_keys(d: Driver, setup: SetupScene, field: Field) -> None:
    for _ in range(40):
        if setup.form.focused is field:
            return
        d.press(pygame.K_DOWN)
    raise AssertionError(f"{field.label} never took the focus")


def left_arrow(setup: SetupScene, field: Field) -> tuple[int, int]:
    """Where a row's ◀ is drawn."""
    value = field.value_rect(setup.form.rects[setup.form.fields.index(field)])
    return value.x + 12, value.centery


def test_keyboard_only_game_from_title_to_results(app: App) -> None:
    flow, d = product(app)
    assert isinstance(d.top, TitleScene)
    d.press(pygame.K_RETURN)  # Play
    setup = d.top
    assert isinstance(setup, SetupScene)
    focus_by_keys(d, setup, setup.players)
    d.press(pygame.K_LEFT)  # 3 players
    d.press(pygame.K_DOWN, pygame.K_DOWN, pygame.K_LEFT)  # seat 2: medium -> easy
    d.press(pygame.K_DOWN, pygame.K_LEFT, pygame.K_LEFT)  # seat 3: medium -> random
    focus_by_keys(d, setup, setup.field("sanity"))
    d.press(pygame.K_PAGEDOWN)  # Sanity 25: a shorter game
    focus_by_keys(d, setup, setup.field("turn_limit"))
    d.press(pygame.K_PAGEDOWN)  # and at most 50 turns, whatever happens
    focus_by_keys(d, setup, setup.seed)
    d.press(pygame.K_RETURN)
    d.step(typed("1"), typed("1"))
    d.press(pygame.K_RETURN, pygame.K_DOWN)  # keep the seed; on to Start
    assert setup.form.focused is setup.start
    d.press(pygame.K_RETURN)
    d.step()
    assert isinstance(flow.board, BoardScene)
    assert flow.seed == 11 and flow.setup is not None
    assert flow.setup.seats == ("human", "easy", "random")
    assert (flow.setup.options["sanity"], flow.setup.options["turn_limit"]) == (25, 50)

    d.run_until(lambda: at_results(d), keyboard_player)

    assert d.stats["clicks"] == 0 and d.stats["drags"] == 0
    assert d.stats["builders"] == 1 and d.stats["curtain_frames"] == 0  # one human: no curtain
    assert "PlotBuilderScene" in d.seen
    session = flow.board.session
    assert session.game.is_over
    kinds = {move.split()[0] for move in d.moves}
    assert {"draw", "place", "pass"} <= kinds, f"the human played by keys: {kinds}"
    results = d.top
    assert isinstance(results, ResultsScene)
    assert results.winners() and results.headline()
    d.press(pygame.K_t)  # back to the title
    d.step()
    assert isinstance(d.top, TitleScene) and len(app.stack) == 1


def test_mouse_only_game_with_drag_and_drop(app: App) -> None:
    flow, d = product(app, seed=7)
    title = d.top
    assert isinstance(title, TitleScene)
    d.click(title.main.rects[0].center)  # Play
    setup = d.top
    assert isinstance(setup, SetupScene)
    d.click(left_arrow(setup, setup.players))  # 3 players
    assert setup.players.value == 3
    for seat in (1, 2):
        d.click(left_arrow(setup, setup.seat_fields[seat]))  # medium -> easy
        d.click(left_arrow(setup, setup.seat_fields[seat]))  # easy -> random
    assert [f.kind.value for f in setup.seat_fields[:3]] == ["human", "random", "random"]
    for _ in range(15):
        d.click(left_arrow(setup, setup.field("sanity")))
    assert setup.field("sanity").value == 20
    for _ in range(10):
        d.click(left_arrow(setup, setup.field("turn_limit")))
    assert setup.field("turn_limit").value == 50
    d.click(setup.form.rects[setup.form.fields.index(setup.start)].center)
    d.step()
    assert isinstance(flow.board, BoardScene)

    d.run_until(lambda: at_results(d), mouse_player)

    assert d.stats["keys"] == 0
    assert d.stats["drags"] >= 1, "at least one counter was dragged and dropped"
    kinds = {move.split()[0] for move in d.moves}
    assert {"draw", "place", "pass"} <= kinds, f"the human played by mouse: {kinds}"
    assert flow.seed == 7 and flow.board.session.game.is_over
    results = d.top
    assert isinstance(results, ResultsScene)
    d.click(results.form.rects[0].center)  # New game: the same setup again
    d.step()
    d.step()
    assert isinstance(flow.board, BoardScene) and flow.board.session is not results.session
    assert flow.board.session.game.state.config.seats == ("human", "random", "random")


def test_hot_seat_two_humans_pass_the_screen(app: App) -> None:
    flow, d = product(app)
    options = Options(sanity=20, turn_limit=50)
    board = flow.start(default_config(("human", "human", "random"), options), 5)
    d.step()
    session = board.session
    viewers_confirmed: list[int] = []

    def player(driver: Driver) -> None:
        top = driver.top
        if isinstance(top, CurtainScene):
            # Behind the curtain the screen belongs to nobody yet.
            assert session.display_viewer != session.to_act
            if top.t > 0.25:
                waiting = session.to_act
                keyboard_player(driver)
                if not isinstance(driver.top, CurtainScene):
                    viewers_confirmed.append(waiting)
                return
        if isinstance(top, BoardScene) and session.human_to_act and not session.game.is_over:
            assert session.display_viewer == session.to_act or top.animating or \
                session.needs_handover()
        keyboard_player(driver)

    d.run_until(lambda: at_results(d), player)

    assert d.stats["builders"] == 2, "each human built a Plot behind the curtain"
    assert {0, 1} <= set(viewers_confirmed)
    assert len(viewers_confirmed) >= 4, "the screen changed hands many times"
    assert session.game.state.phase != PLOT and session.game.is_over
