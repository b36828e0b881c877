"""Fixes from a newcomer's playtest: keys kept during animations, the words on the board
(score, Accuse, the Enemy's allowance, Torment), grouped log lines, seat labels."""

from __future__ import annotations

import random

import pygame
from scene_driver import frame, key

from game.paranoid import Game, GameConfig
from game.paranoid.actions import Draw, Pass
from game.paranoid.state import NONE, PARANOID
from scenes.paranoid.board import BoardScene
from scenes.shell.session import Session
from scenes.shell.stack import SceneStack


def human_at_paranoid_start(seed: int = 3, players: int = 3) -> Session:
    """A game where the human (seat 0) may draw or pass, nothing drawn yet."""
    game = Game.new(GameConfig(players=players), seed)
    session = Session(game, ["human"] + ["random"] * (players - 1), seed)
    rnd = random.Random(seed)
    while not game.is_over:
        legal = game.legal_actions()
        s = game.state
        if (game.current_player == 0 and s.phase == PARANOID and s.pending == NONE
                and any(isinstance(a, Draw) for a in legal)
                and any(isinstance(a, Pass) for a in legal) and not game.observe(0).accusations):
            session.shown.clear()
            return session
        session.submit(rnd.choice(legal))
    raise AssertionError("never reached the human's Paranoid phase")


def animated_board(session: Session) -> tuple[BoardScene, SceneStack]:
    pygame.font.init()
    stack = SceneStack(speed=1.0)
    board = BoardScene(session, speed=1.0)
    stack.push(board)
    frame(stack)
    frame(stack)
    return board, stack


def test_a_key_pressed_during_an_animation_is_kept() -> None:
    session = human_at_paranoid_start()
    board, stack = animated_board(session)
    record = session.game.record
    before = len(record)
    frame(stack, key(pygame.K_d))
    frame(stack)  # the counter flies
    assert board.animating
    frame(stack, key(pygame.K_p))  # pressed while it flies: not lost
    for _ in range(200):
        frame(stack)
        if len(record) >= before + 2:
            break
    assert [r.split()[0] for r in record[before:before + 2]] == ["draw", "pass"]
