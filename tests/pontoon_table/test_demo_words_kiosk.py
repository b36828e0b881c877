"""A teaching demo's words under the kiosk's banner (issue 33, demo_why.py): the banner
hides Pontoon's action row, where the words go in --demo; they must then go where no seat
row is (they fell back to a band across the bottom seat's cards), inside the TV safe
area and clear of the banner, at every player count."""

from __future__ import annotations

import time

import pygame
import pytest

from game.pontoon.info import INFO
from scenes.pontoon import geometry as geo
from scenes.pontoon.table import PontoonTable
from scenes.shell.kiosk.attract import BANNER_RECT, AttractBanner
from scenes.shell.match.flow import Flow
from scenes.shell.window.app import App
from scenes.ui import theme

DT = 1 / 60
CAPTIONS = 3  # the demo's first moves with words


@pytest.mark.parametrize("players", range(INFO.min_players, INFO.max_players + 1))
def test_the_words_cover_no_seat_row_under_the_banner(app: App, players: int) -> None:
    flow = Flow(app.stack, speed=0, music=False)
    app.stack.push(flow.title())
    app.step([], DT)
    board = flow.start_demo(("hard",) * players, seed=12, autosave=False, game="pontoon")
    app.stack.push(AttractBanner(lambda: None, "Conspiracy Pontoon"))
    app.stack.apply_pending()
    assert isinstance(board, PontoonTable) and board.teacher.teaching()
    rows = geo.seat_rows(board.n)
    assert len(rows) == players
    seen: list[str] = []
    end = time.monotonic() + 90  # each move is thought in real time, in the worker
    while time.monotonic() < end and len(seen) < CAPTIONS:
        app.step([], DT)
        app.stack.apply_pending()
        words = board.teacher.current()
        if not words or (seen and seen[-1] == words):
            continue
        seen.append(words)
        rect = board.teacher.rect()
        assert pygame.Rect(theme.SAFE_AREA).contains(rect), (players, rect)
        assert not rect.colliderect(BANNER_RECT), (players, rect)
        covered = [i for i, row in enumerate(rows) if rect.colliderect(row)]
        assert not covered, f"{players} players: the words at {tuple(rect)} cover " \
                            f"seat rows {covered}"
    assert len(seen) == CAPTIONS, f"{players} players: only {len(seen)} captions came"
