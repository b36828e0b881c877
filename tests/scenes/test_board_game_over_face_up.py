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


def test_a_crowded_face_up_reserve_shrinks_before_it_overlaps() -> None:
    """Issue 22: a fanned Reserve cut "Communists" to "Comm": its counters shrink first
    (down to 32 px), each whole and apart, inside the zone."""
    pygame.init()
    from scenes.paranoid.board_view import fitted_slots

    zone = pygame.Rect(248, 204, 232, 108)
    for count in range(1, 19):
        rects = fitted_slots(zone, count, 50)
        assert all(zone.contains(r) for r in rects)
        assert all(a.clip(b).width == 0 or a.clip(b).height == 0
                   for i, a in enumerate(rects) for b in rects[i + 1:]), count
        assert rects[0].width >= 32
    assert fitted_slots(zone, 4, 50)[0].width == 50  # room enough: full size
