"""Issue 22: at a hard 21 (any card busts it) the focus waits on Stick, so Enter does not
bust the hand. On a shared screen with hole cards the focus moves only while Peek is held
and goes back when it is let go: without Peek it never depends on the hidden cards (§13)."""

from __future__ import annotations

import pygame
import pytest

from game.pontoon.actions import Twist
from game.pontoon.game import Game
from game.pontoon.hand import value
from game.pontoon.plugin import make_config
from scenes.pontoon.table import PontoonTable
from scenes.shell.match.session import Session
from scenes.shell.screens.stack import SceneStack


@pytest.fixture(autouse=True)
def _display() -> None:
    pygame.display.init()
    pygame.font.init()


def hard_21(seats: list[str]) -> Game:
    """A game whose first punter, twisting from the deal, holds a hard 21 (twists left)."""
    for seed in range(400):
        game = Game.new(make_config(seats, ["Ada", "Boris"], {}), seed)
        s = game.state
        if s.phase != "play" or s.actor != 0:
            continue
        while s.phase == "play" and s.actor == 0 and Twist() in game.legal_actions():
            ranks = s.hand_ranks(0, s.cur[0])
            if sum(value(r) for r in ranks) >= 21:
                break
            game.apply(Twist())
        ranks = s.hand_ranks(0, s.cur[0])
        if s.phase == "play" and s.actor == 0 and sum(value(r) for r in ranks) == 21:
            return game
    raise AssertionError("no such position")


def table_on(game: Game, seats: list[str]) -> PontoonTable:
    session = Session(game, seats, 1)
    stack = SceneStack()
    table = PontoonTable(session, speed=0)
    stack.push(table)
    for _ in range(3):
        stack.apply_pending()
        stack.update(0.016)
    assert table.my_turn()
    return table


def test_alone_the_focus_is_on_stick_at_a_hard_21() -> None:
    seats = ["human", "easy"]
    table = table_on(hard_21(seats), seats)
    assert table.bar.focused_id() == "stick"


def test_on_a_shared_screen_only_peek_moves_the_focus() -> None:
    seats = ["human", "human"]
    table = table_on(hard_21(seats), seats)
    assert table.own_secrets()
    assert table.bar.focused_id() == "twist"  # as for any hand the room cannot see
    table.set_peeking(True)
    assert table.bar.focused_id() == "stick"
    table.set_peeking(False)
    assert table.bar.focused_id() == "twist"


def test_the_mouse_is_not_told_to_click_arrows(monkeypatch: pytest.MonkeyPatch) -> None:
    """Issue 22 walk-through: a mouse player's footer said "Click the arrows: move" under
    a bar of buttons with no arrows; the keyboard keeps "Left / Right: move"."""
    from scenes.ui import prompts
    from scenes.ui.input import KEYBOARD, MOUSE

    seats = ["human", "easy"]
    table = table_on(hard_21(seats), seats)
    monkeypatch.setattr(prompts, "device_of", lambda scene: MOUSE)
    assert "arrows" not in table.help_line().lower()
    monkeypatch.setattr(prompts, "device_of", lambda scene: KEYBOARD)
    assert "Left / Right: move" in table.help_line()
