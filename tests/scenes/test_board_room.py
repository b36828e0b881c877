"""Issue 14 (newcomer playtest): others' face-down reserves are compact stacks that leave
their zone names readable, and at 5–6 players the viewer's own Accusations have room
at the full counter size (the viewer sits in the map's larger place)."""

from __future__ import annotations

import random

import pygame
import pytest

from game.paranoid import Game, GameConfig
from scenes.paranoid.board_view import (
    ACCUSE_BUTTON_W,
    STACK_SHOWN,
    STACK_STEP,
    counter_size,
    group_boxes,
    table_view,
    viewer_layout,
)
from scenes.ui.layout import load_layout

TAG_H = 16  # a zone's name is written in this strip along its bottom (board_draw)


def _mid_game(players: int, seed: int, steps: int = 80) -> Game:
    game = Game.new(GameConfig(players=players), seed)
    rnd = random.Random(seed)
    for _ in range(steps):
        if game.is_over:
            break
        game.apply(rnd.choice(game.legal_actions()))
    return game


@pytest.mark.parametrize("players", [2, 4, 5, 6])
def test_other_reserves_are_small_stacks_clear_of_their_names(players: int) -> None:
    checked = 0
    for seed in range(1, 8):
        game = _mid_game(players, seed)
        if game.is_over:
            continue  # at the end every counter is face up (issue 22)
        me = 0
        layout = viewer_layout(players, me)
        view = table_view(game.observe(me), layout)
        footprint = view.size + STACK_STEP * (STACK_SHOWN - 1)
        for s in range(players):
            for zone in ("enemy", "paranoid"):
                placed = view.zones[(zone, s)]
                rect = getattr(layout.seats[s], zone)
                tag_strip = pygame.Rect(rect.x, rect.bottom - TAG_H, rect.width, TAG_H)
                if s == me:
                    assert (zone, s) not in view.stacks  # the own counters, face up, in rows
                    continue
                assert (zone, s) in view.stacks
                assert all(p.type is None for p in placed)  # face down to the viewer
                if not placed:
                    continue
                pile = placed[0].rect.unionall([p.rect for p in placed])
                assert pile.width <= footprint and pile.height <= footprint, (s, zone, pile)
                assert rect.contains(pile)
                assert not pile.colliderect(tag_strip), (s, zone)
                checked += 1
    assert checked, "no face-down reserve to look at"


@pytest.mark.parametrize("players", [5, 6])
def test_own_accusations_keep_the_full_counter_size(players: int) -> None:
    """Three Accusations of three counters, each with its Accuse tab, and the "new
    Accusation" row fit without shrinking the counters, whoever is looking."""
    for viewer in range(players):
        layout = viewer_layout(players, viewer)
        size = counter_size(layout)
        zone = layout.seats[viewer].accusations
        boxes, used = group_boxes(zone, [3, 3, 3, 1], size, [ACCUSE_BUTTON_W + 4] * 3 + [0])
        assert used == size, (viewer, used, size)
        assert all(zone.contains(b) for b in boxes)


@pytest.mark.parametrize("players", [5, 6])
def test_the_viewer_sits_in_the_big_place_and_the_order_stays_clockwise(players: int) -> None:
    base = load_layout(players)
    assert base.viewer_first
    public = load_layout(players, public=True)  # the public view: even places, not turned
    assert viewer_layout(players, None).seats == public.seats != base.seats
    for viewer in range(players):
        turned = viewer_layout(players, viewer)
        for k in range(players):
            assert turned.seats[(viewer + k) % players] == base.seats[k]


def test_small_tables_are_not_turned() -> None:
    for players in (2, 3, 4):
        assert not load_layout(players).viewer_first
        assert viewer_layout(players, 1).seats == load_layout(players).seats


def test_a_crowded_own_zone_keeps_its_name_on_top(app) -> None:  # type: ignore[no-untyped-def]
    """The viewer's own reserves are face up in rows; when they run over the zone's name
    strip, the name is written again on a dark tab in the zone's top-right corner when
    that is free, and never over a face-up counter's own name (issue 22, board_draw)."""
    from scenes.paranoid.board import BoardScene
    from scenes.paranoid.board_draw import ZONE_NAMES
    from scenes.paranoid.board_sprites import ZONE_TAG_PX
    from scenes.shell.match.session import Session
    from scenes.ui import text, theme

    # (seed 3: a position whose own Reserves run over their names on the 4-player map)
    game = Game.new(GameConfig(players=4), 3)
    session = Session(game, ["human", "random", "random", "random"], 3)
    rnd = random.Random(3)
    while not (game.current_player == 0 and len(game.observe(0).accusations) >= 2):
        session.submit(rnd.choice(session.game.legal_actions()))
    session.shown.clear()
    board = BoardScene(session, speed=0)
    app.stack.push(board)
    for _ in range(3):
        app.step([], 0.05)
    seat = board.layout.seats[0]
    covered = 0
    for zone, name in ZONE_NAMES:
        tag = text.render(name, ZONE_TAG_PX, theme.INK_DIM)
        where = board._zone_tag_rect(getattr(seat, zone), tag)
        drawn = [p.rect for key, placed in board.view.zones.items() if key[1] == 0
                 for p in placed]
        if where.collidelist(drawn) < 0:
            continue
        covered += 1
        rect = getattr(seat, zone)
        top = tag.get_rect(topright=(rect.right - 4, rect.y + 2))
        tab = (14, 20, 18)
        if top.inflate(8, 2).collidelist(drawn) < 0:  # the free corner has the name
            assert tuple(app.screen.get_at((top.x - 3, top.centery)))[:3] == tab, zone
        else:  # no tab over the faces
            assert tuple(app.screen.get_at((where.x - 3, where.centery)))[:3] != tab, zone
    assert covered, "the position should crowd one of the own zones"


def test_a_bots_only_board_uses_the_public_map(app) -> None:  # type: ignore[no-untyped-def]
    from scenes.paranoid.board import BoardScene
    from scenes.shell.match.session import Session

    game = Game.new(GameConfig(players=6), 4)
    board = BoardScene(Session(game, ["medium"] * 6, 4), speed=0)
    app.stack.push(board)
    app.step([], 0.05)
    assert board.layout.seats == load_layout(6, public=True).seats
