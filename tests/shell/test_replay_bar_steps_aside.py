"""Issue 22 (sofa reading): the replay's control bar covers the bottom of every table
(Ninety-Nine's own hand, Pontoon's bottom seat). While the replay plays untouched it
steps aside; a key or click brings it back, and it is back when the replay stops."""

from __future__ import annotations

import random

import pygame

from scenes.shell.match.session import Session
from scenes.shell.replay.replay_viewer import HIDE_AFTER, replay_viewer
from tests.conformance.games import new_game, random_step


def _viewer():
    pygame.display.init()
    pygame.font.init()
    game = new_game("ninety-nine", 3, 2)
    rng = random.Random(2)
    while not game.is_over:
        player, action = random_step(game, rng)
        game.apply(action, player)
    session = Session(game, ["random"] * 3, 2, game_id="ninety-nine")
    return replay_viewer(session, autoplay=True, speed=1.0)


def _run(viewer, seconds: float) -> None:
    for _ in range(round(seconds / 0.05)):
        viewer.tweens.update(0.05, 1.0)
        viewer.update(0.05)


def test_the_bar_steps_aside_while_the_replay_plays() -> None:
    viewer = _viewer()
    assert viewer.replay.playing and viewer.controls
    _run(viewer, HIDE_AFTER + 0.5)
    assert viewer.replay.playing and not viewer.controls  # the whole table shows
    viewer.handle_event(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_LEFT, mod=0,
                                           unicode="", scancode=0))
    assert viewer.controls  # a key brings it back
    viewer.replay.pause()
    _run(viewer, HIDE_AFTER + 1)
    assert viewer.controls  # paused: the bar stays


def test_the_bar_comes_back_when_the_replay_stops() -> None:
    viewer = _viewer()
    _run(viewer, HIDE_AFTER + 0.5)
    assert not viewer.controls
    viewer.replay.pause()
    _run(viewer, 0.1)
    assert viewer.controls
