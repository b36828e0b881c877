"""Issue 22 (every game): the replay shows every hand face up (Ninety-Nine's spec lets an
audience see them), so a card drawn in a step shows face up as it arrives, not face down
until the step ends."""

from __future__ import annotations

import random

import pygame

from game.core.contract import EVERYONE
from scenes.shell.match.session import Session
from scenes.shell.replay.replay_viewer import replay_viewer
from tests.conformance.games import new_game, random_step


def test_a_card_drawn_in_the_replay_arrives_face_up() -> None:
    pygame.display.init()
    pygame.font.init()
    game = new_game("ninety-nine", 3, 4)
    rng = random.Random(4)
    while not game.is_over:
        player, action = random_step(game, rng)
        game.apply(action, player)
    session = Session(game, ["random"] * 3, 4, game_id="ninety-nine")
    viewer = replay_viewer(session, autoplay=False, speed=1.0)
    assert viewer.session.display_viewer == EVERYONE
    draws = 0
    for _ in range(12):
        viewer.forward()
        kinds = [shown.view["kind"] for shown in viewer.session.shown]
        assert all(shown.viewer == EVERYONE for shown in viewer.session.shown)
        drew = "drew" in kinds
        for _ in range(400):  # the step plays out, frame by frame
            viewer.tweens.update(1 / 30, 1.0)
            viewer.update(1 / 30)
            if drew:
                assert all(-1 not in hand for hand in viewer.hands), viewer.hands
            if not viewer.session.shown and not viewer.tweens.busy:
                break
        draws += drew
    assert draws >= 3
