"""The Pontoon table drawn at the window's size (issue 22: a 1920×1080 window is render
scale 1.5, scenes/ui/canvas.py).

The same game (a human at seat 0 whose moves are a bot's after a short wait, bots
deciding at once, theories told with phrases) is played twice: at 1.0 throughout, and
at 1.0 until the window is made 1920×1080 mid-game (the scale set to 1.5, the app drawing
on a canvas of the layout's size as it does at that scale), after cards lie on the board
and a card swung round to its teller. So every picture the table keeps (the board's tiles
and grid, the seat panels' fill, the swinging card's frame, the felt with its grid, the
recorded still picture) was first made at 1.0, as after a resize:
- nothing is drawn at 1× and enlarged (soft) at 1.5 (the felt, the shell's art and a
  bitmap, is plain black drawn at each scale here);
- at each moment compared (the told theory large, a bot's line flying in under its
  banner with its neighbours swinging round, the board read large, the human placing on
  lit cells) the 1.5 frame shrunk to 1280×720 is close to the 1.0 frame, on the whole and
  in every 40×40 block: the same panels, cards and texts at the same places.
And at 1.5 the window brought up to date only where it changed (scenes/ui/changes.py) is
the whole frame: a moving card's rectangle holds every pixel it draws.
"""

from __future__ import annotations

from collections import defaultdict

import numpy as np
import pygame
import pytest

from game.pontoon import plugin
from game.pontoon.board import SIZE
from scenes.pontoon import bench
from scenes.pontoon.board_art import ANGLE_STEP
from scenes.pontoon.table import PontoonTable
from scenes.pontoon.zoom import BoardZoom, open_board_zoom
from scenes.shell.match.session import Session
from scenes.shell.window.app import App, AppConfig
from scenes.ui import canvas, text
from scenes.ui.art import Art
from tests.render_scale import DT, assert_same_picture, decide_at_once, play, stand_in_for_seat_0

SEED = 3
# Seed 3, four players: the human tells (three cards land, 485-661) and the theory shows
# from 728; the window becomes 1920×1080 at SWITCH. Then the theory large (760), Cleo's
# line flying in under its banner, neighbours swinging round (1545), the board read large
# (1610, open from ZOOM), the human placing on lit cells under the banner (2780).
SWITCH = 700
ZOOM = (1600, 1620)  # the board read large opens, and closes
MOMENTS = (760, 1545, 1610, 2780)
# Measured: 2.3-5.0 on the whole (letters hinted a little differently at 1.5, lines 2 px
# wide) and at most 10.5 in a 40×40 block (the theory's large letters); with a kept
# picture enlarged, the grid's 1 px lines soft, or the panels' fill kept at 1.0, the
# frames still agree this well: `canvas.enlarged` catches those.
MOST_MEAN_DIFF = 8.0
MOST_BLOCK_DIFF = 18.0


def _table(app: App) -> PontoonTable:
    seats = ["human", "medium", "medium", "medium"]
    names = ["Ada", "Boris", "Cleo", "Dmitri"]
    game = plugin.Game.new(plugin.make_config(seats, names, {"telling": "phrases"}), SEED)
    table = PontoonTable(Session(game, seats, SEED, game_id="pontoon"), speed=1.0,
                         bot_pace=0.0)
    decide_at_once(table)
    stand_in_for_seat_0(app, table, plugin,
                        ready=lambda: table.my_turn() and not table.tweens.busy)
    app.stack.push(table)
    app.stack.apply_pending()
    return table


def _zoom(n: int, app: App, table: PontoonTable) -> None:
    if n == ZOOM[0]:
        open_board_zoom(table)
    if n == ZOOM[1]:
        app.stack.top.close()


def _play(scale: float) -> dict[int, np.ndarray]:
    """The frames at MOMENTS, the window made `scale` at SWITCH (the board read large
    on top between ZOOM's frames)."""
    return play(scale, _table, MOMENTS, switch=SWITCH, top=True, before=_zoom)


def test_the_table_after_a_resize_to_1080p_is_drawn_with_its_own_pixels(
        render_scales: None) -> None:
    assert_same_picture(_play(1.0), _play(1.5), MOST_MEAN_DIFF, MOST_BLOCK_DIFF)


def test_a_new_render_scale_draws_the_kept_pictures_anew(monkeypatch: pytest.MonkeyPatch
                                                         ) -> None:
    """The window resized mid-game, the felt a bitmap (one picture at every scale, as a
    felt from a file would be): the recorded still picture is made anew at the new scale,
    not the 720p one enlarged, and the board read large is drawn whole again."""
    felt = pygame.Surface((1280, 720))
    felt.fill((20, 70, 40))
    monkeypatch.setattr(Art, "table", lambda _art, size=(1280, 720): felt)
    app = App(AppConfig(speed=1.0))
    app.open()
    try:
        table = _table(app)
        for _ in range(SWITCH):
            app.step([], DT)
            app.stack.apply_pending()
        for _ in range(3):  # the key holds: the still picture is recorded
            table.draw(pygame.Surface((1280, 720)))
        assert table.__dict__.get("_layer") is not None
        open_board_zoom(table)
        app.stack.apply_pending()
        zoom = app.stack.top
        assert isinstance(zoom, BoardZoom)
        zoom.draw(pygame.Surface((1280, 720)))
        canvas.set_scale(1.5)
        frame = canvas.Surface((1280, 720))
        table.draw(frame)
        table.draw(frame)
        picture = table.__dict__["_layer"].image
        assert isinstance(picture, canvas.ScaledSurface) and picture.SCALE == 1.5
        assert zoom.draw_changes(frame) is None, "the board read large kept its 720p frame"
    finally:
        app.close()
        canvas.set_scale(1.0)
        text.clear_cache()


def test_frames_drawn_by_their_changes_at_1080p_leave_nothing_behind(render_scales: None) -> None:
    """Cards flying over the table and turning (bench.motion) at render scale 1.5: the
    window brought up to date only where it changed is, pixel for pixel, the frame drawn
    whole. (A turned tile's pixels reach one past its layout size rounded: with the
    rectangle one short, a line of each moving card stayed behind.)"""
    canvas.set_scale(1.5)
    app, table = bench.build(4, 3)
    try:
        app.screen = canvas.Surface((1280, 720), 0, app.shown)
        bench.motion(table)
        screen = canvas.Surface((1280, 720), 0, app.shown)
        table.draw(screen)
        for n in range(120):
            app.stack.update(DT)
            if table.draw_changes(screen) is None:
                table.draw(screen)
            if n % 4 == 0:
                whole = canvas.Surface((1280, 720), 0, app.shown)
                table.paint(whole)
                shown = pygame.surfarray.array3d(canvas.plain(screen)).astype(np.int16)
                drawn = pygame.surfarray.array3d(canvas.plain(whole)).astype(np.int16)
                left = np.argwhere(np.abs(shown - drawn).max(axis=2) > 0)
                assert not len(left), \
                    f"frame {n}: {len(left)} pixels left behind, first at {left[0].tolist()}"
    finally:
        app.close()


class _AnyPlace:
    """A stand-in recorded picture: every moving part at step 0, nothing over it."""

    marks: defaultdict[int, int] = defaultdict(int)

    def under_later(self, _rect: pygame.Rect, _at: int) -> bool:
        return False


def test_a_moving_card_s_rectangle_holds_every_pixel_it_draws(render_scales: None) -> None:
    """At render scale 1.5 the rectangle the frame keeps for each card drawn every frame
    (a board tile at every angle and half-pixel place, the frame round a card that will
    swing round) holds every pixel its blit touches: what is put back next frame."""
    canvas.set_scale(1.5)
    app, table = bench.build(4, 3)
    try:
        scratch = canvas.Surface((1280, 720))
        layer = _AnyPlace()
        edge = table.bart.owner_rgb(0)
        for cell in range(SIZE * SIZE):
            (_, _, (img, place), _), (rect, _) = table._frame_step(layer, cell, edge)
            drawn = canvas.blit(scratch, img, place)
            assert rect.contains(drawn), f"frame round cell {cell}: {rect} misses {drawn}"
        cell, tile = next(iter(table.tiles.items()))
        x0 = tile.x
        for angle in range(0, 360, ANGLE_STEP):
            for dx in (0.0, 0.5, 1.0, 1.5):
                tile.angle, tile.x = float(angle), x0 + dx
                (_, _, (img, place), _), (rect, _) = table._tile_step(layer, cell)
                drawn = canvas.blit(scratch, img, place)
                assert rect.contains(drawn), f"tile at {angle}°: {rect} misses {drawn}"
    finally:
        app.close()


def test_a_card_turning_over_is_narrowed_once(render_scales: None,
                                              monkeypatch: pytest.MonkeyPatch) -> None:
    """A hand's card turning over (narrowed to its turn) drawn again at the same turn
    (the frame drawn whole, then by its changes; the window made anew) is not scaled
    again: at 1.5 each scaling is a new picture and a copy into a scaled surface."""
    canvas.set_scale(1.5)
    app = App(AppConfig(speed=1.0))
    app.open()
    try:
        app.screen = canvas.Surface((1280, 720), 0, app.shown)  # as the app draws at 1.5
        table = _table(app)
        for _ in range(60):  # the cards dealt, the human to play
            app.step([], DT)
            app.stack.apply_pending()
        sprite = next(sp for hand in table.hand_sprites[1] for sp in hand)
        sprite.scale_x = 0.5
        scaled: list[tuple[int, int]] = []
        scale = canvas.scale

        def noted(image: pygame.Surface, size: tuple[int, int]) -> pygame.Surface:
            scaled.append(tuple(size))
            return scale(image, size)

        monkeypatch.setattr(canvas, "scale", noted)
        frame = canvas.Surface((1280, 720))
        for _ in range(3):
            table.paint(frame)
        assert len(scaled) == 1, f"narrowed {len(scaled)} times: {scaled}"
    finally:
        app.close()
