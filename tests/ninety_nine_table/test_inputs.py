"""A whole game played by a human seat with the keyboard alone, the mouse alone and a
game controller alone (its buttons arrive as keys through the input router)."""

from __future__ import annotations

import random

import pytest

from tests.kiosk.test_controller_game import Pad, fake_pad  # noqa: F401 (fixture)
from tests.ninety_nine_table.helpers import click, keyboard_move, play_to_results, start
from tests.scenes.scene_driver import Driver


def test_keyboard_plays_a_whole_game(app) -> None:
    board = start(app, ["human", "medium", "medium"], seed=11)
    stats = play_to_results(app, board, keyboard_move(random.Random(1)))
    assert board.session.game.is_over
    assert stats["moves"] >= 5
    assert stats["curtains"] == 0  # one human: no curtain


def test_mouse_plays_a_whole_game(app) -> None:
    board = start(app, ["medium", "human", "easy", "medium"], seed=12)
    rnd = random.Random(2)

    def move(b):
        hand = b.my_hand()
        rects = b.fan(b.bottom).rects()
        i = rnd.randrange(len(hand))
        if b.phase() == "call" or b.selected == hand[i]:
            rows = b.option_rows()
            return click(rows[rnd.randrange(len(rows))].center)
        return click(rects[i].move(0, -int(b.lifts.get(i, 0))).center)

    play_to_results(app, board, move)
    assert board.session.game.is_over
    assert any(a.startswith(("play", "pass")) for a in board.session.game.record)


def test_controller_plays_a_whole_game(app, fake_pad) -> None:  # noqa: F811
    board = start(app, ["human", "easy"], seed=13, options={"rounds": 1})
    d = Driver(app)
    pad = Pad(d)
    rnd = random.Random(3)

    def move(b):
        for _ in range(rnd.randrange(3)):
            pad.tap("right")
        if rnd.random() < 0.3:
            pad.tap("down")
        pad.tap("a")
        return []

    play_to_results(app, board, move)
    assert board.session.game.is_over
    assert pad.presses > 0


@pytest.mark.parametrize("seats", [["medium", "easy"], ["easy", "medium", "random", "random",
                                                       "medium", "easy"]])
def test_bots_only_kiosk_view_to_results(app, seats) -> None:
    from game.core.contract import EVERYONE

    board = start(app, seats, seed=14)
    assert board.session.display_viewer == EVERYONE
    play_to_results(app, board, lambda b: [])
    assert board.session.game.is_over
