"""Each human seat's phone mark on its own panel (issue 25), for every registered table.

With phones at the table, every human seat's panel shows whether its phone is connected
(`scenes/shell/match/phone_marks.py`: the table's `seat_anchor(player)` says where); without
phones the table draws exactly what it drew before. A phone coming or going mid-game is
drawn at once, also by a table that draws only its changes.
"""

from __future__ import annotations

from collections.abc import Iterator
from typing import Any

import pygame
import pytest

from game.core import registry
from scenes.shell.match.flow import Flow
from scenes.shell.match.phone_marks import PhoneMarks
from scenes.shell.window.app import App, AppConfig
from scenes.ui.phone_badge import phone_badge
from tests.pixels import same_rgb

from .games import GAME_IDS

DT = 1 / 60
SIZE = (1280, 720)


class FakePhones:
    """What a table asks of its PhoneHook about marks: the human seats, who holds one."""

    def __init__(self, humans: list[int], connected: set[int]) -> None:
        self.humans, self.connected = humans, connected

    def frame(self, table: Any) -> bool:
        return False  # the bots play on: only the marks are under test

    def holds(self, seat: int | None) -> bool:
        return seat in self.connected

    def after_frame(self) -> None:
        pass

    def stop(self) -> None:
        pass


@pytest.fixture
def demo(request: pytest.FixtureRequest) -> Iterator[tuple[App, Any]]:
    game_id = request.param
    app = App(AppConfig(speed=1.0))
    app.open()
    info = registry.get(game_id)
    flow = Flow(app.stack, speed=1.0, music=False, game=game_id)
    app.stack.push(flow.title())
    board = flow.start_demo(["medium"] * info.max_players, seed=4, autosave=False,
                            game=game_id)
    for _ in range(120):
        app.step([], DT)
    yield app, board
    app.close()


def _frame(board: Any, draw: Any = None) -> pygame.Surface:
    """The table's frame drawn whole, as the stack draws it (`draw`, then what the shell
    lays over it: `draw_over`, e.g. a teaching demo's words)."""
    surface = pygame.Surface(SIZE)
    (draw or board.draw)(surface)
    board.draw_over(surface)
    return surface


def _same(a: pygame.Surface, b: pygame.Surface, rect: pygame.Rect) -> bool:
    return same_rgb(a.subsurface(rect), b.subsurface(rect))


@pytest.mark.parametrize("demo", GAME_IDS, indirect=True)
def test_every_human_seat_shows_its_phone_on_its_own_panel(demo: tuple[App, Any]) -> None:
    _app, board = demo
    assert isinstance(board, PhoneMarks), "the table must mix in PhoneMarks"
    n = len(board.session.names)
    spots = [board.seat_anchor(p) for p in range(n)]
    screen = pygame.Rect((0, 0), SIZE)
    for p, spot in enumerate(spots):
        assert spot is not None and screen.contains(spot), (p, spot)
        assert spot.collidelist([s for q, s in enumerate(spots) if q != p]) < 0, p

    plain = _frame(board)
    board.phones = FakePhones([0, 1], {0})
    marked = _frame(board)
    for seat, connected in ((0, True), (1, False)):
        badge = phone_badge(connected)
        rect = badge.get_rect(center=spots[seat].center)
        expected = plain.copy()
        expected.blit(badge, rect)
        assert _same(marked, expected, rect), f"seat {seat}: no phone mark on its panel"
        assert not _same(marked, plain, rect), f"seat {seat}: the mark is not visible"
    rest = plain.copy()
    for seat in (0, 1):
        rest.blit(phone_badge(seat == 0), phone_badge(True).get_rect(center=spots[seat].center))
    assert _same(marked, rest, screen), "phones changed more than the two marks"


@pytest.mark.parametrize("demo", GAME_IDS, indirect=True)
def test_without_phones_the_table_draws_what_it_drew(demo: tuple[App, Any]) -> None:
    _app, board = demo
    assert board.phones is None
    own = _frame(board, super(PhoneMarks, board).draw)  # the table's drawing, no marks
    assert _same(_frame(board), own, pygame.Rect((0, 0), SIZE))


@pytest.mark.parametrize("demo", GAME_IDS, indirect=True)
def test_a_phone_coming_and_going_is_shown_in_whole_frames(demo: tuple[App, Any]) -> None:
    """Also on a table drawing only its changes: every frame the window shows (the last
    one with the areas presented over it) is, pixel for pixel, the frame drawn whole."""
    app, board = demo
    assert app.screen is not None
    phones = board.phones = FakePhones([0, 1], set())
    shown = app.screen.copy()
    compared = 0
    for i in range(300):
        if i % 37 == 0:
            phones.connected ^= {i % 2}
        app.step([], DT)
        if not app.drew:
            continue
        for area in app.presenter.areas or [shown.get_rect()]:
            shown.blit(app.screen, area, area)
        if app.stack.top is board:
            whole = _frame(board)
            assert _same(whole, app.screen, whole.get_rect()), f"frame {i}: drawn differently"
            assert _same(shown, app.screen, whole.get_rect()), f"frame {i}: not presented"
            compared += 1
    assert compared > 250
