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

from collections.abc import Iterator

import numpy as np
import pygame
import pytest

from game.ninety_nine import plugin
from scenes.ninety_nine.table import NinetyNineTable
from scenes.shell.app import App, AppConfig
from scenes.shell.session import Session
from scenes.ui import canvas, text
from scenes.ui.art import Art
from tests.ninety_nine.scenario import make
from tests.ninety_nine_table.helpers import seated_table

DT = 1 / 60
SEED = 4
HUMAN_WAIT = 40  # frames the human's choice shows before a bot makes it for them
SWITCH = 10  # the frame at which the window becomes 1920×1080 (scale 1.5)
# Seed 4, five players, one round: the reversal's banner over the deal in flight at 30,
# the pass banner over the human's pass choice at 340, the human's call clock under a
# boundary's burst at 860, the verdict's banner at 900.
MOMENTS = (30, 340, 860, 900)
# Measured: 4.3–6.6 on the whole (letters hinted a little differently at 1.5, lines
# 2 px wide) and at most 17.3 in a 40×40 block (the status line's letters).
MOST_MEAN_DIFF = 9.0
BLOCK = 40
MOST_BLOCK_DIFF = 26.0


@pytest.fixture
def scales(monkeypatch: pytest.MonkeyPatch) -> Iterator[None]:
    felts: dict[tuple[tuple[int, int], float], pygame.Surface] = {}

    def black(_art: Art, size: tuple[int, int] = (1280, 720)) -> pygame.Surface:
        key = (tuple(size), canvas.get_scale())
        if key not in felts:
            felts[key] = canvas.Surface(size)
        return felts[key]

    monkeypatch.setattr(Art, "table", black)
    yield
    canvas.set_scale(1.0)
    text.clear_cache()


def _table(app: App) -> NinetyNineTable:
    seats = ["human"] + ["medium"] * 4
    names = ["Ada", "Boris", "Cleo", "Dmitri", "Edna"]
    options = {"rounds": 1, "call_count": True}
    game = plugin.Game.new(plugin.make_config(seats, names, options), SEED)
    table = NinetyNineTable(Session(game, seats, SEED, game_id="ninety-nine"), speed=1.0,
                            bot_pace=0.0)
    stand_in = plugin.make_bot("medium", 0, 99)
    waited = [0]

    def run_bot() -> None:
        """The bot to act decides at once (the loop's frames take no real time)."""
        s = table.session
        p, bot = s.to_act, s.bot_to_act()
        if bot is not None and p is not None:
            table.apply_action(bot.choose(s.game.observe(p), s.game.legal_actions(p)))

    def human_plays(_dt: float) -> None:
        if app.stack.top is table and table.my_turn():
            waited[0] += 1
            if waited[0] > HUMAN_WAIT:
                waited[0] = 0
                s = table.session
                table.apply_action(stand_in.choose(s.game.observe(0),
                                                   s.game.legal_actions(0)))

    table.run_bot = run_bot  # type: ignore[method-assign]
    app.on_frame = human_plays
    app.stack.push(table)
    app.stack.apply_pending()
    return table


def _play(scale: float) -> dict[int, np.ndarray]:
    """The table's frames at MOMENTS, the window made `scale` at SWITCH, as 1280×720 RGB
    arrays."""
    app = App(AppConfig(speed=1.0))
    app.open()
    try:
        table = _table(app)
        out: dict[int, np.ndarray] = {}
        for n in range(1, max(MOMENTS) + 1):
            if n == SWITCH and scale != 1.0:
                canvas.set_scale(scale)  # as the app does when the resize settles
                app.screen = canvas.Surface((1280, 720), 0, app.shown)
                app.presenter.whole_next()
            app.step([], DT)
            app.stack.apply_pending()
            if n in MOMENTS:
                frame = canvas.Surface((1280, 720))
                table.draw(frame)
                assert not canvas.enlarged(), \
                    f"frame {n} at {scale}: pictures drawn at 1x and enlarged " \
                    f"{canvas.enlarged()}"
                pixels = canvas.plain(frame)
                assert pygame.Surface.get_size(pixels) == canvas.physical((1280, 720))
                small = pygame.transform.smoothscale(pixels, (1280, 720))
                out[n] = pygame.surfarray.array3d(small).astype(np.int16)
        return out
    finally:
        app.close()


def test_the_table_after_a_resize_to_1080p_is_drawn_with_its_own_pixels(scales: None
                                                                         ) -> None:
    plain = _play(1.0)
    scaled = _play(1.5)  # every kept picture made at 1.0 first
    for n in MOMENTS:
        diff = float(np.abs(scaled[n] - plain[n]).mean())
        assert diff < MOST_MEAN_DIFF, f"frame {n}: the 1.5 frame differs by {diff:.1f}"
        blocks = np.abs(_blocks(scaled[n]) - _blocks(plain[n])).max(axis=2)
        x, y = np.unravel_index(int(blocks.argmax()), blocks.shape)
        assert blocks.max() < MOST_BLOCK_DIFF, \
            f"frame {n}: the 1.5 frame differs by {blocks.max():.1f} at " \
            f"({x * BLOCK}, {y * BLOCK})"


def _blocks(pixels: np.ndarray) -> np.ndarray:
    """The frame's mean colour in each BLOCK×BLOCK square (1280×720: 32×18 of them)."""
    w, h, _ = pixels.shape
    return pixels.reshape(w // BLOCK, BLOCK, h // BLOCK, BLOCK, 3).mean(axis=(1, 3))


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
        scales: None, monkeypatch: pytest.MonkeyPatch) -> None:
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
