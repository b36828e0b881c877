"""Every prompt says what to press (issue 22): the Turn End choice (what leaves an
overfull Enemy Reserve) is told in the header with its keys, and a key that does nothing
at a prompt says what to press instead."""

from __future__ import annotations

import sys
from pathlib import Path

import pygame
from scene_driver import frame, key

sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "paranoid"))
from scenario import scenario  # noqa: E402

from game.paranoid.state import EXCESS  # noqa: E402
from scenes.paranoid.board import BoardScene  # noqa: E402
from scenes.shell.match.session import Session  # noqa: E402
from scenes.shell.screens.stack import SceneStack  # noqa: E402

PLOTS = [["masons", "coffee", "monopoly"], ["grays", "cloning", "world_peace"]]


def turn_end_board() -> tuple[BoardScene, SceneStack, Session]:
    # Three hidden Plot counters, five in the Enemy Reserve: two of the owner's choice go.
    game = scenario(PLOTS, phase=EXCESS, enemy=[["blackmail", "bribery", "cults",
                                                 "hypnosis", "pop_music"]])
    pygame.font.init()
    session = Session(game, ["human", "random"], 0)
    stack = SceneStack(speed=0)
    board = BoardScene(session, speed=0)
    stack.push(board)
    frame(stack)
    frame(stack)
    return board, stack, session


def test_turn_end_choice_says_what_to_press() -> None:
    board, stack, session = turn_end_board()
    assert board.choices is not None and session.game.state.phase == EXCESS
    line = board.status_line()
    assert "Enter" in line and "click" in line and "Enemy Reserve" in line


def test_p_and_d_at_turn_end_say_what_to_press_instead() -> None:
    board, stack, session = turn_end_board()
    for k in (pygame.K_p, pygame.K_d):
        board.hint = ""
        frame(stack, key(k))
        assert session.game.record == []  # nothing happened...
        assert "Turn End" in board.hint and "Enter" in board.hint  # ...and it says why


def test_an_unused_letter_in_the_paranoid_phase_names_the_keys() -> None:
    game = scenario(PLOTS, paranoid=[["blackmail"]])
    pygame.font.init()
    session = Session(game, ["human", "random"], 0)
    stack = SceneStack(speed=0)
    board = BoardScene(session, speed=0)
    stack.push(board)
    frame(stack)
    frame(stack)
    board.hint = ""
    frame(stack, key(pygame.K_k))
    assert "D draws" in board.hint and "P ends the phase" in board.hint
