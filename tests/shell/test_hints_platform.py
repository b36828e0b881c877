"""The coach's platform (issue 33): the Hint key and button, the panel over the table,
taking a hint with one press, and when a hint must not show."""

from __future__ import annotations

import time
from typing import Any

import pygame
import pytest

from game.core.hints import hint_seed
from game.ninety_nine import plugin
from scenes.shell.match.curtain import CurtainScene
from scenes.shell.match.hints import HintScene
from tests.frames import until
from tests.ninety_nine_table.helpers import DT, click, key, start


def ask_key() -> pygame.event.Event:
    return pygame.event.Event(pygame.KEYDOWN, key=pygame.K_SLASH, mod=pygame.KMOD_LSHIFT,
                              unicode="?", scancode=0)


def to_my_turn(app: Any, board: Any, limit: int = 400) -> None:
    for _ in range(limit):
        top = app.stack.top
        if isinstance(top, CurtainScene):
            app.step([key(pygame.K_RETURN)], DT)
        elif top is board and board.coach.available():
            for _ in range(12):  # past the input guard of a screen just shown
                app.step([], DT)
            return
        else:
            app.step([], DT)
        app.stack.apply_pending()
    raise AssertionError("the human's turn never came")


def wait_hint(app: Any, seconds: float = 30.0) -> HintScene:
    """Frames until the hint comes (the bot worker thinks in real time: a busy machine
    takes longer, never fewer frames' worth of a fixed count)."""
    end = time.monotonic() + seconds
    while time.monotonic() < end:
        app.step([], DT)
        app.stack.apply_pending()
        if isinstance(app.stack.top, HintScene):
            for _ in range(12):  # past the input guard of a screen just shown
                app.step([], DT)
            return app.stack.top
    raise AssertionError("no hint came")


@pytest.fixture
def solo(app: Any) -> Any:
    board = start(app, ["human", "hard", "hard"], seed=8, options={"rounds": 1})
    to_my_turn(app, board)
    return board


def test_the_hint_key_shows_the_hard_bots_move_and_enter_takes_it(app: Any, solo: Any) -> None:
    s = solo.session
    seat, moves = s.to_act, len(s.game.record)
    expected = plugin.hint(s.game.observe(seat), s.game.legal_actions(seat), seat,
                           hint_seed(s.bot_seed, seat, moves))
    app.step([ask_key()], DT)
    scene = wait_hint(app)
    assert scene.hint == expected
    assert scene.target == solo.hint_rect(expected.action) and scene.target is not None
    assert not scene.panel.colliderect(scene.target)
    app.step([key(pygame.K_RETURN)], DT)
    app.stack.apply_pending()
    assert s.game.record[moves] == plugin.action_text(expected.action)
    assert s.hints_taken == {seat: 1}
    assert not isinstance(app.stack.top, HintScene)


def test_no_thanks_leaves_the_move_to_the_player(app: Any, solo: Any) -> None:
    s = solo.session
    moves = len(s.game.record)
    app.step([ask_key()], DT)
    wait_hint(app)
    app.step([key(pygame.K_ESCAPE)], DT)
    app.stack.apply_pending()
    assert app.stack.top is solo and len(s.game.record) == moves and s.hints_taken == {}


def test_the_button_on_the_table_asks_and_the_panel_buttons_answer(app: Any, solo: Any) -> None:
    surface = pygame.Surface((1280, 720))
    drawn = solo.draw_over(surface)
    assert drawn == solo.hint_button_rect()
    for event in click(drawn.center):
        app.step([event], DT)
    scene = wait_hint(app)
    for event in click(scene.no_rect.center):
        app.step([event], DT)
    app.stack.apply_pending()
    assert app.stack.top is solo
    for _ in range(12):  # the table again: past the input guard
        app.step([], DT)
    for event in click(drawn.center):
        app.step([event], DT)
    scene = wait_hint(app)
    moves = len(solo.session.game.record)
    for event in click(scene.take_rect.center):
        app.step([event], DT)
    assert len(solo.session.game.record) == moves + 1


def test_the_hint_goes_when_the_position_changes(app: Any, solo: Any) -> None:
    app.step([ask_key()], DT)
    scene = wait_hint(app)
    legal = solo.session.game.legal_actions(solo.session.to_act)
    other = next(a for a in legal if a != scene.hint.action)
    solo.submit(other)  # the player's own choice instead
    app.step([], DT)
    app.stack.apply_pending()
    assert scene.gone and not isinstance(app.stack.top, HintScene)


def test_no_hint_when_hints_are_off(app: Any, solo: Any) -> None:
    solo.session.hints_on = False
    assert solo.draw_over(pygame.Surface((1280, 720))) is None
    app.step([ask_key()], DT)
    for _ in range(20):
        app.step([], DT)
        app.stack.apply_pending()
    assert not isinstance(app.stack.top, HintScene)


def test_hints_are_on_for_one_human_and_never_behind_a_curtain(app: Any) -> None:
    board = start(app, ["human", "human", "hard"], seed=4, options={"rounds": 1})
    assert board.session.hints_on is False  # more than one human: the setup's option
    board.session.hints_on = True

    def frame() -> None:
        app.step([], DT)
        app.stack.apply_pending()

    frame()
    until(frame, lambda: isinstance(app.stack.top, CurtainScene))  # the bot thinks meanwhile
    assert isinstance(app.stack.top, CurtainScene)
    assert not board.coach.available()
    assert board.coach.ask() is False


def test_a_frame_drawn_by_its_changes_redraws_whole_when_the_button_comes_or_goes(
        app: Any, solo: Any) -> None:
    solo.coach.shown_button = None
    assert solo.over_stale()
    solo.draw_over(pygame.Surface((1280, 720)))
    assert not solo.over_stale()
    solo.session.hints_on = False
    assert solo.over_stale()


def test_no_hint_button_or_hint_under_the_pause(app: Any, solo: Any) -> None:
    from scenes.shell.match.pause import PauseScene

    assert solo.coach.available()
    app.stack.push(PauseScene(on_quit=lambda: None))
    app.stack.apply_pending()
    assert not solo.coach.available()
    assert solo.draw_over(pygame.Surface((1280, 720))) is None


def test_the_setup_says_who_gets_hints_and_the_flow_obeys(app: Any) -> None:
    from scenes.shell.menus.setup_model import Setup

    solo = ("human", "hard", "hard")
    assert Setup("ninety-nine", solo, ("a", "b", "c"), {}).hints_on()
    assert not Setup("ninety-nine", ("human", "human"), ("a", "b"), {}).hints_on()
    assert Setup("ninety-nine", ("human", "human"), ("a", "b"), {}, "on").hints_on()
    assert not Setup("ninety-nine", solo, ("a", "b", "c"), {}, "off").hints_on()
    board = start(app, list(solo), seed=3, options={"rounds": 1})
    assert board.session.hints_on
    flow_board = board  # the flow's start reads the setup's choice
    from scenes.shell.match.flow import Flow

    flow = Flow(app.stack, speed=0, music=False)
    off = flow.start(Setup("ninety-nine", solo, ("a", "b", "c"), {"rounds": 1}, "off"), 3,
                     autosave=False)
    assert flow_board is not off and off.session.hints_on is False


def test_a_tutorial_has_the_coachs_hints(app: Any) -> None:
    from scenes.shell.match.flow import Flow

    flow = Flow(app.stack, speed=0, music=False)
    board = flow.start_tutorial("ninety-nine")
    assert board is not None and board.session.hints_on


def test_the_results_say_how_many_hints_each_human_took(app: Any, solo: Any) -> None:
    from scenes.shell.match.results import hints_line

    s = solo.session
    seat = s.humans[0]
    assert hints_line(s, seat) == "0 hints taken"
    s.hints_taken[seat] = 3
    assert hints_line(s, seat) == "3 hints taken"
    assert hints_line(s, next(p for p in range(len(s.seats)) if p != seat)) == ""


def test_a_question_mark_typed_as_text_asks_nothing(app: Any, solo: Any) -> None:
    solo.typing = lambda: True  # as Pontoon while its theory is typed
    app.step([ask_key()], DT)
    assert solo.coach.worker is None
    solo.typing = lambda: False
    app.step([ask_key()], DT)
    assert solo.coach.worker is not None or solo.coach.scene is not None  # asked
