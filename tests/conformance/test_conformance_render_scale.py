"""Every game's table drawn at the window's size (issue 22: crisp text at 1080p).

At render scale 1.5 (a 1920×1080 window, scenes/ui/canvas.py) a table must draw the
picture it draws at 1280×720, with 1.5× the pixels: a bots-only game is played the same
way at both scales and the two frames compared.
- The frame holds 1920×1080 pixels.
- Nothing is drawn at 1× and enlarged (soft): no plain picture went through
  `canvas.pixels_of` (the felt, a bitmap, is plain black here: the `render_scales`
  fixture, so every picture left is the table's own drawing).
- Shrunk to small thumbnails, the two frames agree: the same panels, cards and colours
  at the same places. (Letters are a little wider or narrower at 1.5 with font hinting,
  so centred lines move by a few pixels: thumbnails of 8×8 layout pixels forgive that,
  a panel in the wrong place or at the wrong size does not.)
"""

from __future__ import annotations

import numpy as np
import pygame
import pytest

from scenes.shell.match.flow import Flow
from scenes.shell.match.table import TableScene
from scenes.shell.window.app import App, AppConfig
from scenes.ui import canvas
from tests.render_scale import decide_at_once

from .games import GAMES

DT = 1 / 60
FRAMES = 240  # frames of play at speed 0 before the frame compared
THUMB = (160, 90)  # 8×8 layout pixels each
# Measured on the five tables: 95th percentile of the thumbnails' difference 6–17
# (moved letters); a panel drawn at layout coordinates on the 1.5 frame, or a picture
# at the wrong size, is well over 40.
MOST_P95 = 24

FEWEST = [pytest.param(g.id, g.min_players, id=g.id) for g in GAMES]


def _frame(game_id: str, players: int, scale: float) -> pygame.Surface:
    canvas.set_scale(scale)
    app = App(AppConfig(speed=0))
    app.open()
    try:
        flow = Flow(app.stack, speed=0, music=False, game=game_id)
        app.stack.push(flow.title())
        board = flow.start_demo(["medium"] * players, seed=7, autosave=False, game=game_id)
        assert isinstance(board, TableScene)
        decide_at_once(board)  # as many moves at both scales, however loaded the machine
        for _ in range(FRAMES):
            if board.session.game.is_over:
                break
            board.update(DT)
        frame = canvas.Surface((1280, 720))
        board.draw(frame)
        if scale != 1.0:
            soft = canvas.enlarged()
            assert not soft, f"{game_id}: pictures drawn at 1x and enlarged: {soft}"
        return canvas.plain(frame).copy()
    finally:
        app.close()


def _thumb(frame: pygame.Surface) -> np.ndarray:
    return pygame.surfarray.array3d(pygame.transform.smoothscale(frame, THUMB)).astype(int)


@pytest.mark.parametrize(("game_id", "players"), FEWEST)
def test_the_table_draws_the_same_picture_with_more_pixels(
        game_id: str, players: int, render_scales: None) -> None:
    at_720p = _frame(game_id, players, 1.0)
    at_1080p = _frame(game_id, players, 1.5)
    assert at_720p.get_size() == (1280, 720)
    assert at_1080p.get_size() == (1920, 1080)
    differ = np.abs(_thumb(at_720p) - _thumb(at_1080p)).max(axis=2)
    p95 = float(np.percentile(differ, 95))
    worst = np.unravel_index(int(differ.argmax()), differ.shape)
    assert p95 <= MOST_P95, (f"{game_id}: the 1.5x frame is not the 720p picture "
                             f"(p95 {p95:.0f}, worst near layout {worst[0] * 8, worst[1] * 8})")
