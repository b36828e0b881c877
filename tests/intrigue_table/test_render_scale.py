"""Intrigue's table drawn at the window's size (issue 22: a 1920×1080 window is render
scale 1.5, scenes/ui/canvas.py).

The same game (a human at seat 0, bots deciding at once, the human's move a bot's after
the chooser has shown a while) is played at scale 1.0 and then at 1.5 in one process,
so every picture the table keeps (portraits, the effects' art, the chooser's prompt
line, the kept still picture) was first made at 1.0, as after the window is resized:
- nothing is drawn at 1× and enlarged (soft) at 1.5;
- at each moment compared (the chooser, a note flying, a banner, points flying) the
  1.5 frame shrunk to 1280×720 is close to the 1.0 frame, on the whole and in every
  40×40 block: the same panels, portraits and effects at the same places.
"""

from __future__ import annotations

import numpy as np
import pygame
import pytest

from game.intrigue import plugin
from scenes.intrigue import effect_art, quick
from scenes.intrigue import places as pl
from scenes.intrigue.table import IntrigueTable
from scenes.shell.match.curtain import CurtainScene
from scenes.shell.match.session import Session
from scenes.shell.window.app import App, AppConfig
from scenes.ui import canvas, pen
from tests.render_scale import DT, HUMAN_WAIT, assert_same_picture, decide_at_once, play

SEED = 4
# Seed 4, five members: the chooser is up at frame 27, a whisper's note flies at 88, the
# floor's banner is up at 350 and points fly at 398.
MOMENTS = (30, 90, 352, 400)
# Measured: 5.5–7.4 on the whole (letters hinted a little differently at 1.5, lines
# 2 px wide) and at most 14.4 in a 40×40 block (a line of the top bar). The moving
# pictures blitted 1.5× further right at 1.5: 28–158 in their blocks; the whole frame
# 6 px off: 12–14 on the whole.
MOST_MEAN_DIFF = 9.0
MOST_BLOCK_DIFF = 24.0


def _table(app: App) -> IntrigueTable:
    seats = ["human"] + ["medium"] * 4
    names = ["Ada", "Boris", "Cleo", "Dmitri", "Edna"]
    game = plugin.Game.new(plugin.make_config(seats, names, {}), SEED)
    table = IntrigueTable(Session(game, seats, SEED, game_id="intrigue"), speed=1.0,
                          bot_pace=0.0)
    decide_at_once(table)
    stand_in = plugin.make_bot("medium", 0, 99)
    waited = [0]
    human_turn = table.human_turn

    def human_plays() -> None:
        human_turn()
        waited[0] += 1
        if waited[0] > HUMAN_WAIT:
            waited[0] = 0
            s = table.session
            table.apply_action(stand_in.choose(s.game.observe(0), s.game.legal_actions(0)))

    table.human_turn = human_plays  # type: ignore[method-assign]
    app.stack.push(table)
    app.stack.apply_pending()
    return table


def _play(scale: float) -> dict[int, np.ndarray]:
    """The table's frames at MOMENTS, at `scale` from the start."""
    return play(scale, _table, MOMENTS)


def test_the_table_at_1_5_is_the_table_at_1_0_with_its_own_pixels(render_scales: None) -> None:
    assert_same_picture(_play(1.0), _play(1.5), MOST_MEAN_DIFF, MOST_BLOCK_DIFF)


def test_a_new_render_scale_draws_the_kept_picture_anew(render_scales: None) -> None:
    """The window resized mid-game (1280×720 to 1920×1080): the kept still picture is
    made anew at the new scale, not the 720p one enlarged."""
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
        assert not canvas.enlarged(), f"enlarged at 1.5: {canvas.enlarged()}"
        picture = table._picture()
        assert isinstance(picture, canvas.ScaledSurface) and picture.SCALE == 1.5
        assert table.draw_changes(frame) is not None  # and changes are drawn again after
    finally:
        app.close()


def _key(k: int) -> pygame.event.Event:
    return pygame.event.Event(pygame.KEYDOWN, key=k, mod=0, unicode="", scancode=0)


def test_the_quick_ballot_and_the_boxes_round_words_keep_their_720p_places(
        render_scales: None, monkeypatch: pytest.MonkeyPatch) -> None:
    """Words drawn at 1.5 come out a little narrower than the layout measures them: what
    stands after a word or round it (the quick ballot's next key cap, the heading's tip,
    a banner, a bubble) is placed by the layout's measure, as at 720p."""
    seats = ["human", "medium", "human", "medium"]
    app = App(AppConfig(speed=0))
    app.open()
    try:
        options = {"round_limit": 2, "quick_ballot": True}
        game = plugin.Game.new(plugin.make_config(seats, ["M0", "M1", "M2", "M3"], options), 12)
        table = IntrigueTable(Session(game, seats, 12, game_id="intrigue"), speed=0)
        app.stack.push(table)
        app.stack.apply_pending()
        for n in range(2000):  # to the first quick ballot, moves chosen by keys
            top = app.stack.top
            if isinstance(top, CurtainScene):
                for _ in range(8):
                    app.step([], 0.05)
                app.step([_key(pygame.K_RETURN)], 0.05)
            elif top is table and table.quick_active() and not table.tweens.busy:
                break
            elif top is table and table.chooser_active():
                app.step([_key(pygame.K_DOWN)] * (n % 3) + [_key(pygame.K_RETURN)], 0.05)
            else:
                app.step([], 0.05)
        assert table.quick_active()
        table.hover_chip = (1, 4)
        drawn: list[pygame.Rect] = []
        real_rect = pen.rect

        def rect(surface: pygame.Surface, colour: object, area: object,
                 *args: object, **kw: object) -> pygame.Rect:
            drawn.append(pygame.Rect(area))  # type: ignore[arg-type]
            return real_rect(surface, colour, area, *args, **kw)  # type: ignore[arg-type]

        monkeypatch.setattr(quick.pen, "rect", rect)

        def layout() -> tuple[object, ...]:
            drawn.clear()
            table.draw_quick(canvas.Surface(pl.SAFE.size))
            return (list(drawn), table.tip_rect(), effect_art.banner("The floor opens").get_size(),
                    effect_art.bubble("passes").get_size())

        at_720p = layout()
        assert len(at_720p[0]) >= 4  # a voter's three caps and the curtain row
        canvas.set_scale(1.5)
        assert layout() == at_720p
    finally:
        app.close()


def test_the_effects_art_kept_stays_bounded_through_demo_after_demo(render_scales: None) -> None:
    """A kiosk plays demo after demo: every vote's director's card is new words, drawn
    once; at 1.5 each is about a megabyte, and they were all kept."""
    canvas.set_scale(1.5)
    for vote in range(200):
        lines = (f"Rumour number {vote}", "It was TRUE.", f"Member {vote % 6} spread it.")
        card = effect_art.card(lines, pl.CHOOSER.size)
        assert card.get_size() == pl.CHOOSER.size
    assert len(effect_art._IMAGES) <= effect_art.CACHE_LIMIT
