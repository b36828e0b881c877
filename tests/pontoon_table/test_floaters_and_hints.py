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
from scenes.shell.match.session import Session
from scenes.shell.screens.stack import SceneStack


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


def test_no_hint_for_a_move_the_screen_does_not_show(monkeypatch: pytest.MonkeyPatch) -> None:
    """The screen still shows a bot's told theory (its link phrases offered), the game is
    already at the human's next move: the footer must not say "Click: link"; once the
    table has caught up it says what the human may do."""
    import random

    from scenes.ui import prompts
    from scenes.ui.input import MOUSE

    monkeypatch.setattr(prompts, "device_of", lambda scene: MOUSE)
    for seed in range(60):
        table = a_table(["easy", "human"], seed)
        game, rng, stale = table.session.game, random.Random(seed), None
        for _ in range(400):
            seen = game.observe(1)
            if stale is None and seen.phase == "tell" and seen.offered and seen.teller == 0:
                stale = seen  # a bot links its theory
            if stale is not None and table.session.to_act == 1 or not game.legal_actions():
                break
            game.apply(rng.choice(game.legal_actions()))
        if stale is not None and table.session.to_act == 1:
            break
    else:
        raise AssertionError("no such game")
    assert table.my_turn()
    table.obs, table.theory_shown = stale, (0, "Free Wi-Fi controls The Moon")
    assert "link" not in table.help_line().lower()
    assert not table.night_shown()  # nor the "Call it a night" button under the theory
    table.theory_shown = None
    assert "link" not in table.help_line().lower()
    table.human_turn()  # caught up: the human's own move is offered
    assert table.help_line() and "link" not in table.help_line().lower()
