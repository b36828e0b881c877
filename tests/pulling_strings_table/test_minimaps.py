"""Mini-maps expand in place (issue 24): the focused one (Tab / a shoulder button, or the
pointer on it) grows out of its panel to a readable size, animated and on the screen;
the others stay in their panels, and the large web stays the active player's."""

from __future__ import annotations

import pygame
import pytest

from scenes.pulling_strings import geometry as geo
from scenes.pulling_strings.minimap import EXPANDED, SCREEN
from scenes.pulling_strings.table import PullingStringsTable
from scenes.shell.match.session import Session
from scenes.shell.screens.stack import SceneStack
from tests.pulling_strings.board import put, table

DT = 1 / 60


@pytest.fixture(autouse=True)
def _display() -> None:
    pygame.display.init()
    pygame.font.init()


def _table(n: int) -> PullingStringsTable:
    g = table(n)
    for p in range(n):
        put(g, ("G01", "G02", "G03", "G04", "G05", "G06")[p], p)
        put(g, ("G12", "G13", "G14", "G15", "G16", "G17")[p], p)
    seats = ["human"] + ["medium"] * (n - 1)
    session = Session(g, seats, 1, game_id="pulling-strings")
    stack = SceneStack()
    t = PullingStringsTable(session, speed=1.0, bot_pace=0)
    t.run_bot = lambda: None  # type: ignore[method-assign]  # frozen: only the maps move
    stack.push(t)
    stack.apply_pending()
    return t


def _mini(t: PullingStringsTable, seat: int) -> pygame.Rect:
    return geo.mini_rect(geo.seat_panel(seat, t.n))


def _frames(t: PullingStringsTable, seconds: float) -> list[pygame.Rect]:
    """Run the table; the grown seat's drawn rect at each frame."""
    out = []
    for _ in range(round(seconds / DT)):
        t.update(DT)
        if t.grow_seat is not None:
            out.append(t.mini_drawn_rect(t.grow_seat))
    return out


def _tab(t: PullingStringsTable) -> None:
    t.handle_event(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_TAB, mod=0, unicode="\t",
                                      scancode=0))


@pytest.mark.parametrize("n", [2, 4, 6])
def test_tab_grows_the_next_mini_map_in_place_and_on_screen(n: int) -> None:
    t = _table(n)
    assert t.focus_seat == 0
    for seat in range(1, n):
        _tab(t)
        sizes = _frames(t, 0.6)
        assert t.grow_seat == seat and t.grow == 1.0
        grown = t.mini_drawn_rect(seat)
        # It grew over several frames (animated), from its panel to a readable size.
        widths = [r.w for r in sizes if sizes and t.grow_seat == seat]
        assert len(set(widths)) > 3, widths
        assert grown.size == EXPANDED
        assert SCREEN.contains(grown), grown
        mini = _mini(t, seat)
        assert grown.colliderect(mini) and grown.left == mini.left  # out of where it sits
        for other in range(n):
            if other != seat:
                assert t.mini_drawn_rect(other) == _mini(t, other)
        # It is drawn over the picture, and the large web is still the active one.
        blits = t.effect_blits()
        assert any(pygame.Rect(at, img.get_size()) == grown for img, at in blits)
        assert t.focus_seat == 0
    _tab(t)  # after the last: none
    _frames(t, 0.6)
    assert t.grow_seat is None
    assert all(t.mini_drawn_rect(p) == _mini(t, p) for p in range(n))


def test_the_pointer_on_a_mini_map_grows_it_and_moving_away_shrinks_it() -> None:
    t = _table(6)
    mini = _mini(t, 5)  # the bottom seat: its grown map must be pulled up on screen
    t.handle_event(pygame.event.Event(pygame.MOUSEMOTION, pos=mini.center, rel=(0, 0),
                                      buttons=(0, 0, 0)))
    _frames(t, 0.6)
    grown = t.mini_drawn_rect(5)
    assert grown.size == EXPANDED and SCREEN.contains(grown)
    assert grown.bottom == SCREEN.bottom
    # The pointer may wander over the grown map: it stays.
    t.handle_event(pygame.event.Event(pygame.MOUSEMOTION, pos=(grown.right - 5, grown.top + 5),
                                      rel=(0, 0), buttons=(0, 0, 0)))
    _frames(t, 0.3)
    assert t.mini_drawn_rect(5) == grown
    t.handle_event(pygame.event.Event(pygame.MOUSEMOTION, pos=(1100, 600), rel=(0, 0),
                                      buttons=(0, 0, 0)))
    _frames(t, 0.6)
    assert t.grow_seat is None and t.mini_drawn_rect(5) == mini


def test_the_large_web_never_grows_as_a_mini_map() -> None:
    t = _table(3)
    t.handle_event(pygame.event.Event(pygame.MOUSEMOTION, pos=_mini(t, 0).center, rel=(0, 0),
                                      buttons=(0, 0, 0)))
    _frames(t, 0.6)
    assert t.grow_seat is None
