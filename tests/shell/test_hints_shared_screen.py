"""A hint never shows on a screen the whole room sees (issue 33): at a table without a
hand-over curtain (Pontoon, Pulling Strings) with more than one human, the screen shows
no Hint button and the key asks for nothing, since the hint's move and words follow from
the cards the seat holds; alone at the same table, the human gets the coach."""

from __future__ import annotations

from typing import Any

import pytest

from game.core import registry
from scenes.shell.match.session import Session
from scenes.shell.screens.stack import SceneStack
from tests.conformance.games import new_game
from tests.frames import until

DT = 1 / 60
CURTAINLESS = [i.id for i in registry.games()
               if registry.playable(i) and not registry.load(i.table).handover_curtain]


def _at_a_human_decision(game_id: str, seats: list[str]) -> Any:
    session = Session(new_game(game_id, len(seats), 3, seats=seats), seats, 3)
    session.hints_on = True
    stack = SceneStack()
    table = registry.load(registry.get(game_id).table)(session, speed=0, bot_pace=0.0)
    stack.push(table)

    def frame() -> None:
        stack.apply_pending()
        stack.update(DT)

    frame()
    until(frame, lambda: (stack.top is table and session.human_to_act and not session.shown
                          and not table.animating
                          and session.display_viewer == session.to_act))  # bots think
    return table


def test_there_are_tables_without_a_curtain() -> None:
    assert CURTAINLESS


@pytest.mark.parametrize("game_id", CURTAINLESS)
def test_no_hint_at_a_shared_screen_of_several_humans(game_id: str) -> None:
    table = _at_a_human_decision(game_id, ["human", "human"])
    assert not table.coach.available()
    assert table.coach.button_rect() is None


@pytest.mark.parametrize("game_id", CURTAINLESS)
def test_a_lone_human_at_the_same_table_has_the_coach(game_id: str) -> None:
    table = _at_a_human_decision(game_id, ["human", "medium"])
    assert table.coach.available()
