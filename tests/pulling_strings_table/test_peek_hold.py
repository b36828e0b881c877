"""Peek is held, never toggled (spec §18): the mouse's Peek button shows the specials
while pressed and hides them when let go (let go on a special: it is played); the key P
and the controller's LT likewise."""

from __future__ import annotations

import pygame
import pytest

from game.pulling_strings.cards import SPECIAL_CODE
from scenes.pulling_strings import geometry as geo
from scenes.pulling_strings.table import PullingStringsTable
from scenes.shell.match.session import Session
from scenes.shell.screens.stack import SceneStack
from scenes.ui.input import InputRouter
from tests.kiosk.test_input import FakeControllers
from tests.pulling_strings.board import put, row, table


@pytest.fixture(autouse=True)
def _display() -> None:
    pygame.display.init()
    pygame.font.init()


def _two_humans() -> PullingStringsTable:
    g = table(2)
    put(g, "G01", 0)
    row(g, "G22")
    g.state.hands = [[SPECIAL_CODE["windfall"]], []]
    g._legal = {}
    session = Session(g, ["human", "human"], 1, game_id="pulling-strings")
    stack = SceneStack()
    t = PullingStringsTable(session, speed=0, bot_pace=0)
    stack.push(t)
    stack.apply_pending()
    t.session.confirm_handover()
    t.resync()
    return t


def _mouse(t: PullingStringsTable, down: bool, pos: tuple[int, int]) -> None:
    kind = pygame.MOUSEBUTTONDOWN if down else pygame.MOUSEBUTTONUP
    t.handle_event(pygame.event.Event(kind, pos=pos, button=1, touch=False))


def _shown(t: PullingStringsTable) -> bool:
    return any("Windfall" in label for label in t.choices_for_test())


def test_the_peek_button_shows_the_specials_only_while_held() -> None:
    t = _two_humans()
    assert not _shown(t) and not t.shows_hand(0)
    _mouse(t, True, geo.PEEK_RECT.center)
    assert _shown(t) and t.shows_hand(0)
    assert t.tab_titles()[t.tab] == "Specials"  # under the pointer's reach at once
    _mouse(t, False, geo.PEEK_RECT.center)
    assert not _shown(t) and not t.shows_hand(0)
    assert "play" not in " ".join(t.session.game.record)
    # A second press shows them again: nothing was left toggled.
    _mouse(t, True, geo.PEEK_RECT.center)
    assert _shown(t)
    _mouse(t, False, (5, 700))
    assert not _shown(t)


def test_letting_go_on_a_special_plays_it() -> None:
    t = _two_humans()
    _mouse(t, True, geo.PEEK_RECT.center)
    i = next(i for i, e in enumerate(t.entries()) if "Windfall" in e.label)
    top = t.list_top() + (i - t.first_row()) * 34 + 10
    spot = (geo.CHOICES.centerx, top)
    assert t.entry_at(spot) == i
    t.handle_event(pygame.event.Event(pygame.MOUSEMOTION, pos=spot, rel=(0, 0),
                                      buttons=(1, 0, 0)))
    _mouse(t, False, spot)
    assert t.session.game.record[-1].startswith("play"), t.session.game.record
    assert not t.shows_hand(0)


def test_the_controller_holds_peek_with_lt() -> None:
    t = _two_humans()
    router = InputRouter(controllers=FakeControllers(0))
    router.start()

    def trigger(value: float) -> None:
        event = pygame.event.Event(pygame.CONTROLLERAXISMOTION, instance_id=0,
                                   axis=pygame.CONTROLLER_AXIS_TRIGGERLEFT,
                                   value=int(value * 32767), timestamp=0)
        for routed in router.route(event):
            t.handle_event(routed)

    trigger(1.0)
    assert _shown(t)
    trigger(0.0)
    assert not _shown(t)
