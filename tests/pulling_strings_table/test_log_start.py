"""The log is not empty before the first event (issue 24): at the table's start it says
whose turn it is and what to do; the first real line takes its place."""

from __future__ import annotations

import pygame
import pytest

from game.pulling_strings.game import Game
from game.pulling_strings.plugin import make_config
from scenes.pulling_strings import geometry as geo
from scenes.pulling_strings.table import PullingStringsTable
from scenes.shell.match.session import Session
from scenes.shell.screens.stack import SceneStack
from scenes.ui import theme


@pytest.fixture(autouse=True)
def _display() -> None:
    pygame.display.init()
    pygame.font.init()


def _start(seats: list[str], seed: int) -> PullingStringsTable:
    game = Game.new(make_config(seats, ["Ada", "Boris", "Cleo"][:len(seats)], {}), seed)
    session = Session(game, seats, seed, game_id="pulling-strings")
    stack = SceneStack()
    t = PullingStringsTable(session, speed=0, bot_pace=0)
    stack.push(t)
    stack.apply_pending()
    return t


def _log_inked(t: PullingStringsTable) -> int:
    surface = pygame.Surface((1280, 720))
    t.draw(surface)
    inside = geo.LOG.inflate(-20, -20)
    return sum(1 for x in range(inside.left, inside.right, 2)
               for y in range(inside.top, inside.bottom, 2)
               if surface.get_at((x, y))[:3] != theme.PANEL)


@pytest.mark.parametrize(("seats", "seed", "mine"), [(["human", "easy"], 0, True),
                                                   (["easy", "human", "easy"], 3, False)])
def test_the_log_opens_with_whose_turn_and_what_to_do(seats: list[str], seed: int,
                                                      mine: bool) -> None:
    t = _start(seats, seed)
    assert t.my_turn() == mine
    assert not t.session.log  # nothing has happened yet
    lines = t.log_lines()
    who = t.session.names[t.obs.active]
    assert lines and who in lines[0], lines
    if mine:
        assert "attack" in lines[0] and "lie low" in lines[0]
    assert _log_inked(t) > 50  # drawn, not only kept
    t.session.log.append("Round 1: something happened.")
    assert t.log_lines() == ["Round 1: something happened."]
