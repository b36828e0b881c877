"""The Ninety-Nine table drawn at the window's size (issue 22: a 1920×1080 window is
render scale 1.5, scenes/ui/canvas.py).

The same game (a human at seat 0 whose pass, play and call are a bot's after a short
wait, bots deciding at once, Call the count on) is played twice: at 1.0 throughout, and
at 1.0 until the window is made 1920×1080 a few frames in (the scale set to 1.5, the
app drawing on a canvas of the layout's size as it does at that scale). So every
picture the table keeps (the kept still picture, the seat panels, the banner, the card
art) was first made at 1.0, as after a resize:
- nothing is drawn at 1× and enlarged (soft) at 1.5 (the felt, the shell's art and a
  bitmap, is plain black drawn at each scale here);
- at each moment compared (a banner over cards in flight, the pass choice under its
  banner, the call's clock with a boundary's burst, the call's verdict) the 1.5 frame
  shrunk to 1280×720 is close to the 1.0 frame, on the whole and in every 40×40 block:
  the same panels, cards and texts at the same places.
"""

from __future__ import annotations

import numpy as np
import pygame
import pytest

from game.ninety_nine import plugin
from scenes.ninety_nine.table import NinetyNineTable
from scenes.shell.match.session import Session
from scenes.shell.window.app import App, AppConfig
from scenes.ui import canvas, text
from tests.ninety_nine.scenario import make
from tests.ninety_nine_table.helpers import seated_table
from tests.render_scale import DT, assert_same_picture, decide_at_once, play, stand_in_for_seat_0

SEED = 4
SWITCH = 10  # the frame at which the window becomes 1920×1080 (scale 1.5)
# Seed 4, five players, one round: the reversal's banner over the deal in flight at 30,
# the pass banner over the human's pass choice at 340, the human's call clock under a
# boundary's burst at 860, the verdict's banner at 900.
MOMENTS = (30, 340, 860, 900)
# Measured: 4.3–6.6 on the whole (letters hinted a little differently at 1.5, lines
# 2 px wide) and at most 17.3 in a 40×40 block (the status line's letters).
MOST_MEAN_DIFF = 9.0
MOST_BLOCK_DIFF = 26.0


def _table(app: App) -> NinetyNineTable:
    seats = ["human"] + ["medium"] * 4
    names = ["Ada", "Boris", "Cleo", "Dmitri", "Edna"]
    options = {"rounds": 1, "call_count": True}
    game = plugin.Game.new(plugin.make_config(seats, names, options), SEED)
    table = NinetyNineTable(Session(game, seats, SEED, game_id="ninety-nine"), speed=1.0,
                            bot_pace=0.0)
    decide_at_once(table)
    stand_in_for_seat_0(app, table, plugin)
    app.stack.push(table)
    app.stack.apply_pending()
    return table


def _play(scale: float) -> dict[int, np.ndarray]:
    return play(scale, _table, MOMENTS, switch=SWITCH)


def test_the_table_after_a_resize_to_1080p_is_drawn_with_its_own_pixels(
        render_scales: None) -> None:
    assert_same_picture(_play(1.0), _play(1.5), MOST_MEAN_DIFF, MOST_BLOCK_DIFF)


def test_a_new_render_scale_draws_the_kept_picture_anew() -> None:
    """The window resized mid-game (1280×720 to 1920×1080) with the felt the art keeps
    whatever the scale: the kept still picture is made anew at the new scale, not the
    720p one enlarged, and changes are drawn on it again after."""
    app = App(AppConfig(speed=1.0))
    app.open()
    try:
        table = _table(app)
        for _ in range(30):
            app.step([], DT)
            app.stack.apply_pending()
        table.draw(pygame.Surface((1280, 720)))
        canvas.set_scale(1.5)
        frame = canvas.Surface((1280, 720))
        table.draw(frame)
        picture = table._layer.image
        assert isinstance(picture, canvas.ScaledSurface) and picture.SCALE == 1.5
        assert table.draw_changes(frame) is not None
    finally:
        app.close()
        canvas.set_scale(1.0)
        text.clear_cache()


def _measures(table: NinetyNineTable, scale: float,
              monkeypatch: pytest.MonkeyPatch) -> dict[str, object]:
    """Where the table puts what stands round or after a word, at `scale`: the banner's
    box, the bottom of the word COUNT over the number, the room the log's entry and a
    move's label are cut to (beside the cost drawn right of them)."""
    canvas.set_scale(scale)
    rooms: list[tuple[str, int]] = []
    cut = text.ellipsize

    def noted(line: str, px: int, width: int) -> str:
        rooms.append((line, width))
        return cut(line, px, width)

    monkeypatch.setattr(text, "ellipsize", noted)
    table.banner("Pass! Everyone gives one card anticlockwise", 2.0)
    image, at = table.banner_blit()  # type: ignore[misc]
    count = table.count_ops()
    table.log_ops(table.log_key())
    table.options_ops((False, (("Seven", 0, 0, "to 17"),), 0, None))
    monkeypatch.setattr(text, "ellipsize", cut)
    return {"banner": (at, image.get_size()), "COUNT": count.rects[1].midbottom,
            "rooms": rooms}


def test_what_stands_round_a_word_is_placed_by_the_layout_measure(
        render_scales: None, monkeypatch: pytest.MonkeyPatch) -> None:
    """A line drawn at 1.5 need not have its 720p picture's size (letters hinted at
    another size; the count's 120 px number was a 131 px high picture at 1.0 and 120 at
    1.5): the banner's box, the word COUNT over the number and the room left beside a
    cost are the 720p ones."""
    _session, table = seated_table(["human", "medium", "medium"], 3)
    game = make({0: "7S 5H 6C", 1: "QH 5D 7D"}, players=3, count=10)
    game.apply("play 7S", 0)  # free, to 17
    game.apply("play QH", 1)  # free, to 27
    table.plays = list(game.observe(None).history)
    table.count = 108.0
    plain = _measures(table, 1.0, monkeypatch)
    scaled = _measures(table, 1.5, monkeypatch)
    assert plain["rooms"], "nothing was cut to a room"
    for what in ("banner", "COUNT", "rooms"):
        assert scaled[what] == plain[what], f"{what} at 1.5: {scaled[what]} != {plain[what]}"
