"""The Pulling Strings table inside a television's safe area (issue 22: nothing that
matters within 5% of the screen's edge, where a TV's overscan may cut it off).

Drawn over a plain felt, every pixel outside `theme.SAFE_AREA` must stay that felt: the
status bar, the seat panels with their mini-maps, the large web, the row, the choices,
the log, the keys line, a grown mini-map and a long banner. At 2, 4 and 6 players, busy
webs, a full row, four specials each, the longest names, at Text size 100% and 120%.
"""

from __future__ import annotations

import pygame
import pytest

from game.pulling_strings.cards import SECOND_WIND
from scenes.pulling_strings import geometry as geo
from scenes.pulling_strings import tutorial
from scenes.pulling_strings.animate import Banner
from scenes.pulling_strings.minimap import expanded_rect
from scenes.pulling_strings.table import PullingStringsTable
from scenes.shell.match.session import Session
from scenes.shell.screens.stack import SceneStack
from scenes.ui import theme
from tests.pulling_strings.board import put, row, table
from tests.safe_area import SAFE, lit_outside

DT = 1 / 60
FELT = (0, 0, 0)
WEBS = (("G01", "G02", "G03"), ("G04", "G05", "G06"), ("G07", "G08", "G09"),
        ("G10", "G11", "G12"), ("G13", "G14", "G15"), ("G16", "G17", "G18"))


@pytest.fixture(autouse=True)
def _display() -> None:
    pygame.display.init()
    pygame.font.init()


def _busy_table(n: int) -> PullingStringsTable:
    """Two humans (the Peek button shows), each web three deep, ten groups in the row,
    names of 37 letters."""
    g = table(n)
    for p in range(n):
        top, mid, low = WEBS[p]
        put(g, top, p, cash=12)
        put(g, mid, p, top, cash=3)
        put(g, low, p, mid)
        g.state.hands[p] = [SECOND_WIND] * 4
        g.state.cash[p] = 188
    row(g, "G20", "G21", "G22", "G23", "G24", "G25", "G26", "G27", "G28", "G29")
    seats = ["human", "human"] + ["medium"] * (n - 2)
    names = [f"Wilhelmina-Augusta {p} of the Long Name" for p in range(n)]
    session = Session(g, seats, 1, game_id="pulling-strings")
    session.names = names
    stack = SceneStack()
    t = PullingStringsTable(session, speed=1.0, bot_pace=0)
    t.run_bot = lambda: None  # type: ignore[method-assign]  # frozen: nothing plays
    stack.push(t)
    stack.apply_pending()
    session.confirm_handover()
    t.resync()
    t.set_peeking(True)  # the specials by name in the web's head and the choices
    felt = pygame.Surface((1280, 720))
    felt.fill(FELT)
    t.services.art.table = lambda size: felt  # type: ignore[method-assign]
    return t


def _outside(t: PullingStringsTable) -> list[tuple[int, int]]:
    frame = pygame.Surface((1280, 720))
    t.draw(frame)
    return lit_outside(frame, FELT)


@pytest.mark.parametrize("n", [2, 4, 6])
def test_the_table_lies_inside_the_tv_safe_area(n: int, text_size: float) -> None:
    t = _busy_table(n)
    assert t.peek_allowed()
    outside = _outside(t)
    assert not outside, f"{len(outside)} pixels outside the safe area, e.g. {outside[:5]}"
    # A mini-map grown (the last seat's, lowest on the screen) and a long banner.
    t.mini_key = n - 1
    for _ in range(30):
        t.step_minimaps(DT)
    assert t.grow == 1.0
    names = " and ".join(t.session.names[:3])  # several winners, the longest names
    t.banner = Banner(f"{names} pull the strings!", theme.ACCENT, 5.0,
                      f"to control The Honourable Doormen's Lodge · {names}")
    t.invalidate_picture()
    outside = _outside(t)
    assert not outside, f"{len(outside)} pixels outside the safe area, e.g. {outside[:5]}"


@pytest.mark.parametrize("n", [2, 3, 4, 5, 6])
def test_every_place_of_the_table_lies_inside_the_safe_area(n: int) -> None:
    places = [geo.TOP, geo.SEATS, geo.WEB_HEAD, geo.WEB, geo.WEB_AREA, geo.ROW, geo.CHOICES,
              geo.LOG, geo.HINT, geo.MENU_RECT, geo.PEEK_RECT, tutorial.CARD,
              tutorial.LOW_CARD]
    for seat in range(n):
        panel = geo.seat_panel(seat, n)
        places += [panel, geo.mini_rect(panel), expanded_rect(seat, n)]
    for rect in places:
        assert SAFE.contains(rect), rect
    for index in range(geo.ROW_BIG):
        face = pygame.Rect(0, 0, 128, 84)
        face.center = geo.row_slot(index, big=True)
        assert geo.ROW.contains(face), (index, face)
    per = geo.ROW.width // (geo.ROW_CARD[0] + 6)
    for index in range(per * 2):  # the two lines of small faces
        face = pygame.Rect((0, 0), geo.ROW_CARD)
        face.center = geo.row_slot(index)
        assert geo.ROW.contains(face), (index, face)
