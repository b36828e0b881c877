"""Issue 22 walk-through: two floating words of one seat lay over each other ("Twist!"
over "sticks"); the footer said "Click: link" while another player's theory was on the
screen and between hands (a hint says only what the player can do now)."""

from __future__ import annotations

import pygame
import pytest

from game.pontoon.game import Game
from game.pontoon.plugin import make_config
from scenes.pontoon.animate import floater_rect
from scenes.pontoon.table import PontoonTable
from scenes.shell.session import Session
from scenes.shell.stack import SceneStack


@pytest.fixture(autouse=True)
def _display() -> None:
    pygame.display.init()
    pygame.font.init()


def a_table(seats: list[str], seed: int = 3) -> PontoonTable:
    game = Game.new(make_config(seats, ["Ada", "Boris", "Cleo"][:len(seats)], {}), seed)
    table = PontoonTable(Session(game, seats, 1), speed=1.0)
    stack = SceneStack()
    stack.push(table)
    stack.apply_pending()
    return table


def float_now(table: PontoonTable, word: str, seat: int) -> None:
    task = table._float(word, seat)
    task.advance(0.0)  # the Call that puts the word up


def test_a_seats_floating_words_never_overlap() -> None:
    table = a_table(["easy", "easy", "easy"])
    for gap in (0.0, 0.1, 0.3):
        table.floaters.clear()
        float_now(table, "Twist!", 1)
        for f in table.floaters:
            f[2] -= gap * 30  # it rose a little (table.update: 30 px a second)
        float_now(table, "sticks", 1)
        float_now(table, "+3 turned to Boris", 1)
        float_now(table, "yawns…", 2)  # another seat's word is another seat's business
        mine = [floater_rect(f) for f in table.floaters if f[5] == 1]
        assert len(mine) == 3
        for i, a in enumerate(mine):
            for b in mine[i + 1:]:
                assert not a.colliderect(b), (gap, a, b)
