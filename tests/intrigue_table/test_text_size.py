"""Intrigue's table at the Text size setting's 100% and 120% (issue 22's sofa sizes): the
top bar's two lines never run into each other or the menu, the log's and the desk's
lines stay inside their panels, under their titles, one under the other."""

from __future__ import annotations

import random

import pygame
import pytest

from game.intrigue import plugin
from scenes.intrigue import places as pl
from scenes.intrigue.table import IntrigueTable
from scenes.shell.match.session import Session
from scenes.shell.window.app import App
from scenes.ui import text


def _lines(table: IntrigueTable, draw: str, monkeypatch: pytest.MonkeyPatch) -> list[pygame.Rect]:
    """The rectangles of every line of text one region draws."""
    rects: list[pygame.Rect] = []
    real = text.blit_text

    def spy(surface: pygame.Surface, words: str, px: int, colour: tuple[int, int, int],
            pos: tuple[int, int], *, anchor: str = "topleft") -> pygame.Rect:
        rect = real(surface, words, px, colour, pos, anchor=anchor)
        rects.append(rect)
        return rect

    monkeypatch.setattr(text, "blit_text", spy)
    getattr(table, draw)(pygame.Surface((1280, 720)))
    monkeypatch.setattr(text, "blit_text", real)
    return rects


@pytest.mark.parametrize("scale", [1.0, 1.2])
def test_the_top_bar_log_and_desk_fit_at_every_text_size(app: App, scale: float,
                                                         monkeypatch: pytest.MonkeyPatch) -> None:
    text.set_scale(scale)
    seats = ["human", "medium", "medium", "medium", "medium", "medium"]
    game = plugin.Game.new(plugin.make_config(seats, list("ABCDEF"), {}), 3)
    rnd = random.Random(2)
    while len(game.state.votes) < 2:
        p = game.waiting_for[0]
        game.apply(rnd.choice(game.legal_actions(p)), p)
    session = Session(game, seats, 3, game_id="intrigue")
    session.log.extend(f"Line {i}: B raises a rumour: C learned to drive the combine "
                       "harvester in a single weekend." for i in range(12))
    table = IntrigueTable(session, speed=0)
    table.log_upto = len(session.log)

    top = _lines(table, "_draw_top", monkeypatch)
    round_line, phase = top[0], top[1]
    assert round_line.right + 12 <= phase.left, "the phase line runs into the round's"
    assert phase.right <= pl.MENU.left, "the phase line runs under the menu"

    for region, panel in (("_draw_log", pl.LOG), ("_draw_desk", pl.DESK)):
        lines = _lines(table, region, monkeypatch)
        heads = 4 if region == "_draw_desk" else 1  # the desk's four tabs stand in a row
        title = max(lines[:heads], key=lambda r: r.bottom)
        body = lines[heads:]
        assert len(body) >= 5, region
        for above, below in zip([title, *body], body, strict=False):
            assert below.top >= above.bottom - 2, f"{region}: lines overlap at {scale}"
        assert panel.contains(body[-1]), f"{region}: a line leaves the panel at {scale}"
