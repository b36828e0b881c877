"""After a game (issue 22): the table a replay ends on and "See the table" show every
counter face up — Reserves and unmade Accusations too, not only the Plots."""

from __future__ import annotations

import random

import pygame

from game.paranoid import Game, GameConfig
from scenes.paranoid.board_view import table_view, viewer_layout


def finished_game(seed: int) -> Game:
    game = Game.new(GameConfig(players=4), seed)
    rnd = random.Random(seed)
    while not game.is_over:
        game.apply(rnd.choice(game.legal_actions()))
    return game


def test_every_counter_is_face_up_once_the_game_is_over() -> None:
    pygame.init()
    game = next(g for g in map(finished_game, range(20))
                if any(g.state.paranoid[p] or g.state.enemy[p] for p in range(4)))
    for viewer in (None, 0):
        view = table_view(game.observe(viewer), viewer_layout(4, viewer))
        assert not view.stacks
        for key, placed in view.zones.items():
            assert all(p.type is not None for p in placed), key
        for p in range(4):
            shown = sorted(x.type for x in view.zones[("paranoid", p)])
            assert shown == sorted(game.state.paranoid[p])


def test_nothing_more_is_shown_before_the_end() -> None:
    game = Game.new(GameConfig(players=4), 1)
    rnd = random.Random(1)
    for _ in range(60):
        game.apply(rnd.choice(game.legal_actions()))
    assert not game.is_over and game.observe(None).all_zones is None
