"""Where a teaching demo's words lie (issue 33, demo_why.py): in the room each table
keeps for them (`demo_caption_room`), where the frame without them is plain (on black
felt: one colour, no card, word or panel edge of the table's), inside the TV safe area,
at 1280×720 and at render scale 1.5; with the kiosk's banner over the table, above it.
The shell's band along the foot covered Pulling Strings' row and log, Ninety-Nine's hand
and Pontoon's footer and own board edge."""

from __future__ import annotations

import time
from typing import Any

import pygame
import pytest

from scenes.shell.kiosk.attract import BANNER_RECT, AttractBanner
from scenes.shell.match.flow import Flow
from scenes.shell.window.app import App
from scenes.ui import canvas, theme
from tests.felt_frames import plain_share, scaled_app  # noqa: F401 (scaled_app: a fixture)

DT = 1 / 60
TEACHING = ("ninety-nine", "pulling-strings", "pontoon")  # every hand face up: they teach


def captioned(app: App, game_id: str) -> Any:
    """A teaching demo of `game_id`, run until its first words show."""
    flow = Flow(app.stack, speed=0, music=False)
    app.stack.push(flow.title())
    app.step([], DT)
    board = flow.start_demo(seed=12, autosave=False, game=game_id)
    app.stack.apply_pending()
    assert board.teacher.teaching()
    end = time.monotonic() + 60  # each move is thought in real time, in the worker
    while time.monotonic() < end and not board.teacher.current():
        app.step([], DT)
        app.stack.apply_pending()
    assert board.teacher.current(), f"{game_id}: no words came"
    return board


def under_the_words(board: Any, scale: float) -> tuple[pygame.Rect, float]:
    """The words' rect, and the share of its pixels (inside its 2 px edge) that are the
    one colour beneath in the frame drawn without them."""
    rect = board.teacher.rect()
    frame = canvas.Surface((1280, 720))
    words = board.teacher.caption
    board.teacher.caption = ""
    try:
        board.draw(frame)
        board.draw_over(frame)
    finally:
        board.teacher.caption = words
    return rect, plain_share(frame, rect, scale, edge=4)[0]


@pytest.mark.parametrize("game_id", TEACHING)
def test_the_words_cover_nothing_of_the_table(scaled_app: tuple[App, float],  # noqa: F811
                                              game_id: str) -> None:
    app, scale = scaled_app
    board = captioned(app, game_id)
    rect, plain = under_the_words(board, scale)
    assert pygame.Rect(theme.SAFE_AREA).contains(rect), rect
    assert plain >= 0.99, f"{game_id} at {scale}x: the words at {tuple(rect)} cover a " \
                          f"table's drawing ({plain:.0%} plain)"
    lines = board.teacher.lines(board.teacher.current(), rect)
    assert "…" not in lines[-1] or len(lines) > 1, lines  # the room holds the words


@pytest.mark.parametrize("game_id", TEACHING)
def test_in_the_kiosk_the_words_stay_clear_of_the_banner(app: App, game_id: str) -> None:
    board = captioned(app, game_id)
    app.stack.push(AttractBanner(lambda: None, "A game"))
    app.stack.apply_pending()
    rect = board.teacher.rect()
    assert not rect.colliderect(BANNER_RECT), (game_id, rect)
    assert pygame.Rect(theme.SAFE_AREA).contains(rect)
