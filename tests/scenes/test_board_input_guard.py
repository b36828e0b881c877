"""The Paranoid board and the input guard (issue 21): no key kept by the board outlives a
screen over it, a Space just after the Accusation reveal closed itself draws nothing, and
a Draw that costs a lot is asked about first."""

from __future__ import annotations

from collections.abc import Iterator

import pygame
import pytest

from game.paranoid.costly import CONFIRM_FROM, costly
from game.paranoid.paranoid_phase import next_action_cost
from scenes.paranoid.board import BoardScene
from scenes.paranoid.choices import POOL
from scenes.shell.match.session import Session
from scenes.shell.screens.message import MessageScene
from scenes.shell.window.app import App, AppConfig
from scenes.ui.tween import Wait
from tests.paranoid.scenario import scenario
from tests.scenes.scene_driver import read_first

DT = 0.05
PLOTS = [["grays", "assassination", "world_peace"], ["masons", "blackmail", "monopoly"]]


@pytest.fixture
def app() -> Iterator[App]:
    application = App(AppConfig(speed=1.0))
    application.open()
    yield application
    application.close()


def key(k: int) -> pygame.event.Event:
    return pygame.event.Event(pygame.KEYDOWN, key=k, mod=0, unicode="", scancode=0)


def board_at(app: App, taken: int, speed: float = 0.0) -> BoardScene:
    """Player 0 (human) in their Paranoid phase after `taken` actions, the board still."""
    game = scenario(PLOTS, paranoid=[["disinformation"]], sanity=[30, 35], taken=taken)
    board = BoardScene(Session(game, ["human", "medium"]), speed=speed)
    app.stack.push(board)
    for _ in range(40):
        app.step([], DT)
        if board.choices:
            break
    read_first(app, DT)
    assert board.choices and app.stack.top is board
    return board


def press(app: App, *keys: int) -> None:
    for k in keys:
        read_first(app, DT)
        app.step([key(k)], DT)
        app.stack.apply_pending()


def test_the_hook_names_a_costly_draw_or_accusation_only() -> None:
    cheap = scenario(PLOTS, sanity=[30, 35], taken=4)
    dear = scenario(PLOTS, sanity=[30, 35], taken=5)
    assert next_action_cost(dear.state) == CONFIRM_FROM > next_action_cost(cheap.state)
    draw = next(a for a in dear.legal_actions(0) if a.kind == "draw")
    assert costly(cheap, 0, draw) is None
    question = costly(dear, 0, draw)
    assert question and "5 Sanity" in question and "30 to 25" in question
    assert costly(dear, 1, draw) is None  # not the actor
    assert all(costly(dear, 0, a) is None for a in dear.legal_actions(0)
               if a.kind in ("pass", "place", "shift"))  # passing is free, fair undo


def test_a_draw_that_costs_a_lot_is_asked_about_and_a_doubled_enter_goes_back(
        app: App) -> None:
    board = board_at(app, taken=5)
    record = board.session.game.record
    press(app, pygame.K_d)
    prompt = app.stack.top
    assert isinstance(prompt, MessageScene) and "5 Sanity" in prompt.message
    assert record == []
    app.step([key(pygame.K_RETURN)], DT)  # within the prompt's guard: kept from it
    app.step([key(pygame.K_RETURN)], DT)
    assert app.stack.top is prompt and record == []
    press(app, pygame.K_RETURN)  # its first answer: "No, go back"
    assert app.stack.top is board and record == []
    press(app, pygame.K_d, pygame.K_DOWN, pygame.K_RETURN)  # asked again: yes
    assert app.stack.top is board and record == ["draw"]


def test_a_cheap_draw_is_not_asked_about(app: App) -> None:
    board = board_at(app, taken=4)
    press(app, pygame.K_d)
    assert app.stack.top is board and board.session.game.record == ["draw"]


def test_a_key_kept_while_counters_fly_is_dropped_when_a_screen_comes_over_the_board(
        app: App) -> None:
    board = board_at(app, taken=0, speed=1.0)
    board.tweens.add(Wait(1.0))  # counters flying: an acting key is kept for later
    app.step([key(pygame.K_d)], DT)
    assert board.queued
    app.stack.push(MessageScene("Note", "Something to read."))
    app.step([], DT)
    press(app, pygame.K_RETURN)  # read, closed
    settle(app, board)
    assert app.stack.top is board
    assert board.session.game.record == []


def test_a_space_just_after_the_accusation_reveal_closed_itself_draws_nothing(
        app: App) -> None:
    """Issue 21, as seen: "any key: continue", the reveal closes by itself, a Space
    arriving just after is not kept and played on the focused Pool."""
    board = board_at(app, taken=0, speed=1.0)
    board.focus = board.choices.sources.index(POOL)
    board.tweens.add(Wait(4.5))  # the accusation's batch: the reveal, then the flips
    board._reveal(1, [0, 1, 2])
    for _ in range(200):
        app.step([], DT)
        if board.waiting_overlay is None:
            break
    app.stack.apply_pending()
    assert app.stack.top is board
    app.step([key(pygame.K_SPACE)], DT)
    settle(app, board)
    assert board.session.game.record == []


def settle(app: App, board: BoardScene) -> None:
    """Until the board is still and has used every key it kept."""
    for _ in range(400):
        app.step([], DT)
        if not board.animating and not board.queued and board.choices:
            return
    raise AssertionError("the board never came to rest")
