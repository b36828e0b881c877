"""The kept picture when only flights change (issue 24, frames): a group taking off or
the flights snapped back redraws just the web and the row, never the whole picture, and
the picture is pixel for pixel the one drawn whole."""

from __future__ import annotations

import pygame
import pytest

from scenes.pulling_strings import geometry as geo
from scenes.pulling_strings.animate import Flyer
from scenes.pulling_strings.table import PullingStringsTable
from scenes.shell.match.session import Session
from scenes.shell.screens.stack import SceneStack
from tests.pulling_strings.board import gid, put, row, table


@pytest.fixture(autouse=True)
def _display() -> None:
    pygame.display.init()
    pygame.font.init()


def _table() -> PullingStringsTable:
    g = table(3)
    put(g, "G01", 0)
    put(g, "G26", 0, "G01")
    row(g, "G22")
    row(g, "G45")
    session = Session(g, ["human", "medium", "medium"], 1, game_id="pulling-strings")
    stack = SceneStack()
    t = PullingStringsTable(session, speed=1.0, bot_pace=0)
    stack.push(t)
    stack.apply_pending()
    return t


@pytest.mark.parametrize("code", ["G22", "G26"])
def test_a_take_off_redraws_only_the_web_and_the_row(code: str) -> None:
    t = _table()
    screen = pygame.Surface((1280, 720))
    t.draw(screen)
    whole_draws = []
    draw_picture = t.draw_picture

    def counted(surface: pygame.Surface) -> None:
        whole_draws.append(1)
        draw_picture(surface)

    t.draw_picture = counted  # type: ignore[method-assign]
    t.flyers = [Flyer(gid(code), 500.0, 300.0, (200, 0, 0))]
    areas = t.draw_changes(screen)
    assert whole_draws == []
    assert areas is not None
    assert all(geo.WEB_AREA.union(geo.ROW).contains(a) or a.collidelist(
        [geo.WEB_AREA, geo.ROW]) >= 0 for a in areas)
    kept = pygame.image.tobytes(t._picture, "RGB")
    t.invalidate_picture()
    t.picture(screen)  # drawn whole, with the same group left out
    assert whole_draws == [1]
    assert pygame.image.tobytes(t._picture, "RGB") == kept
    # Snapped back: again only the two areas, and the group is drawn where it lies.
    t.flyers = []
    whole_draws.clear()
    t.draw_changes(screen)
    assert whole_draws == []
    kept = pygame.image.tobytes(t._picture, "RGB")
    t.invalidate_picture()
    t.picture(screen)
    assert pygame.image.tobytes(t._picture, "RGB") == kept
