"""The endgame (issue 22): once the Pool is empty, a human is not asked to click through
phases in which nothing they can do changes anything, and "pass for me" (W) is offered
while moving counters between their own zones is still legal."""

from __future__ import annotations

import sys
from pathlib import Path

import pygame
from scene_driver import frame, key

sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "paranoid"))
from scenario import scenario  # noqa: E402

from game.paranoid.actions import Pass, to_text  # noqa: E402
from scenes.paranoid.board import BoardScene  # noqa: E402
from scenes.shell.match.session import Session  # noqa: E402
from scenes.shell.screens.stack import SceneStack  # noqa: E402
from tests.frames import until  # noqa: E402

PLOTS = [["masons", "coffee", "monopoly"], ["grays", "cloning", "world_peace"],
         ["hippies", "hypnosis", "global_warming"]]


def board_for(game) -> tuple[BoardScene, SceneStack, Session]:  # type: ignore[no-untyped-def]
    pygame.font.init()
    session = Session(game, ["human", "random", "random"], 0)
    stack = SceneStack(speed=0)
    board = BoardScene(session, speed=0)
    stack.push(board)
    return board, stack, session


def test_an_idle_phase_ends_by_itself_with_a_note() -> None:
    # Seat 0 holds only Methods and the Pool is empty: no Accusation can ever be made;
    # Place and Shift are legal but change nothing.
    game = scenario(PLOTS, paranoid=[["blackmail", "bribery", "cults"]], pool=[],
                    sanity=[9, 9, 9])
    assert len(game.legal_actions()) > 1
    board, stack, session = board_for(game)
    for _ in range(3):
        frame(stack)
    assert game.record and game.record[0] == to_text(Pass())  # no key was pressed
    assert "nothing you can do now can change the game" in board.hint


def test_pass_for_me_is_offered_with_counters_to_shuffle_and_stops_when_one_arrives() -> None:
    # Seat 0 could still accuse (a Group, a Method, a Goal, live types): not idle, but the
    # Pool is empty, so W is offered; it passes until a counter reaches seat 0.
    game = scenario(PLOTS, paranoid=[["grays", "cloning", "total_surveillance"]], pool=[],
                    sanity=[9, 9, 9])
    board, stack, session = board_for(game)
    frame(stack)
    assert not game.record, "a real choice: the table asks"
    assert board.pass_for_me() and not board.pass_only()
    assert "W: pass for me" in board.status_line()
    frame(stack, key(pygame.K_w))
    for _ in range(3):
        frame(stack)
    assert game.record[:2] == [to_text(Pass()), to_text(Pass())]  # Paranoid, then Enemy phase
    assert board.auto_pass
    # While the bots play, a counter arrives in seat 0's Paranoid Reserve (as a Give
    # would bring it): W stops at seat 0's next phase and the table asks again.
    state = game.state
    state.paranoid[0].append(state.removed.pop())
    passes = game.record.count(to_text(Pass()))
    until(lambda: frame(stack), lambda: not board.auto_pass)  # the bots think in real time
    assert not board.auto_pass and "W stopped" in board.hint
    assert state.actor == 0 and board.choices is not None  # asked, not passed
    assert game.record[-1] != to_text(Pass()) or game.record.count(to_text(Pass())) > passes


def test_hot_seat_an_idle_phase_raises_no_curtain() -> None:
    """Two humans (issue 22): seat 0's idle phase used to raise its curtain only to pass
    at once behind it. Now it passes unasked, no curtain for it, and the table says whose
    phase ended and why; the next human still gets a curtain."""
    from scenes.shell.match.curtain import CurtainScene

    game = scenario(PLOTS, paranoid=[["blackmail", "bribery", "cults"]], pool=[],
                    sanity=[9, 9, 9])
    pygame.font.init()
    session = Session(game, ["human", "human", "random"], 0)
    stack = SceneStack(speed=0)
    board = BoardScene(session, speed=0)
    stack.push(board)
    curtains: list[int] = []
    for _ in range(60):
        frame(stack)
        top = stack.top
        if isinstance(top, CurtainScene):
            curtains.append(top.seat)
            break
    assert game.record and game.record[0] == to_text(Pass())  # seat 0, unasked
    assert 0 not in curtains, "no curtain for a phase that passes by itself"
    assert "Paranoid phase ended by itself" in board.hint
    assert session.display_viewer != 0  # nothing of seat 0's was put on the screen
