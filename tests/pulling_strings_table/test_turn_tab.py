"""The Turn tab's order (issue 31): "Resign" stood above "End your actions", so one Enter
on the tab asked to resign. The safe move comes first and has the focus when the tab
opens; Resign is last and asks first, with "No" focused."""

from __future__ import annotations

import pygame
import pytest

from scenes.pulling_strings.table import PullingStringsTable
from scenes.shell.match.session import Session
from scenes.shell.screens.message import MessageScene
from scenes.shell.screens.stack import SceneStack
from tests.pulling_strings.board import put, row, table


@pytest.fixture(autouse=True)
def _display() -> None:
    pygame.display.init()
    pygame.font.init()


def _key(stack: SceneStack, key: int) -> None:
    for kind in (pygame.KEYDOWN, pygame.KEYUP):
        stack.handle_event(pygame.event.Event(kind, key=key, mod=0, unicode="", scancode=0))
    stack.apply_pending()


def _seat() -> tuple[SceneStack, PullingStringsTable]:
    g = table(2, seats="human")  # Resign is a human's move (§12)
    put(g, "G01", 0)
    row(g, "G22")
    session = Session(g, ["human", "human"], 1, game_id="pulling-strings")
    stack = SceneStack()
    t = PullingStringsTable(session, speed=0, bot_pace=0)
    t.run_bot = lambda: None  # type: ignore[method-assign]  # the bot waits
    stack.push(t)
    stack.apply_pending()
    session.confirm_handover()  # no curtain at this table (§18): seat 0 may act
    t.resync()
    return stack, t


def test_resign_is_last_in_the_turn_tab_and_enter_there_ends_the_actions() -> None:
    stack, t = _seat()
    titles = t.tab_titles()
    turn = dict(t.menu_tabs)["Turn"]
    labels = [e.label for e in turn]
    assert labels[0] == "End your actions", labels
    assert labels[-1] == "Resign", labels
    while titles[t.tab] != "Turn":  # Right to the Turn tab, then Enter at once
        _key(stack, pygame.K_RIGHT)
    assert t.focused_entry().label == "End your actions"
    _key(stack, pygame.K_RETURN)
    record = t.session.game.record
    assert record[-1] == "end actions", record
    assert not t.session.game.state.resigned[0]


def test_resign_asks_first_and_a_second_enter_says_no() -> None:
    stack, t = _seat()
    t.tab = t.tab_titles().index("Turn")
    t.index = [e.label for e in t.entries()].index("Resign")
    _key(stack, pygame.K_RETURN)
    ask = stack.top
    assert isinstance(ask, MessageScene), ask
    assert ask.menu.items[ask.menu.focus].label.startswith("No"), "No is not the default"
    _key(stack, pygame.K_RETURN)
    assert stack.top is t
    assert not t.session.game.state.resigned[0]
    assert not any(a.startswith("resign") for a in t.session.game.record)
