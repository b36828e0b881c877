"""The Ninety-Nine table keeps its still picture (status bar, seats, centre, hand,
choices) between frames and redraws only the parts whose key changed (issue 13). After
any change of what the screen shows, the kept picture must be what drawing anew gives —
each case below fails if a part's key misses that change."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

import pygame
import pytest

from game.core.contract import EVERYONE
from scenes.ninety_nine import bench
from scenes.ninety_nine.layer import Layer, Ops
from scenes.ninety_nine.table import NinetyNineTable
from tests.ninety_nine_table.helpers import seated_table


def _frame(table: Any, fresh: bool = False) -> bytes:
    if fresh:  # nothing kept: every part drawn from scratch
        table._layer = Layer()
        for kept in ("_seat_frames", "_banners"):
            table.__dict__.pop(kept, None)
    surface = pygame.Surface((1280, 720))
    table.draw(surface)
    return surface.get_view("2").raw


def _shows(table: Any, change: Callable[[Any], None]) -> None:
    before = _frame(table)
    change(table)
    after = _frame(table)
    assert after != before, "the change shows"
    assert after == _frame(table, fresh=True), "the kept picture is what drawing anew gives"
    assert _frame(table) == after


@pytest.fixture()
def my_turn() -> NinetyNineTable:
    """Seat 0 (the only human) to play, holding a card with two choices (focus 2)."""
    session, table = seated_table(["human", "medium", "medium", "medium"], 1)
    game = session.game
    while not (session.human_to_act and game.state.phase == "play"):
        if session.human_to_act:
            session.confirm_handover()
            session.submit(session.legal()[0])
        else:
            session.bot_step()
        session.shown.clear()
    if session.needs_handover():
        session.confirm_handover()
    table.resync()
    table.human_turn()
    assert table.my_turn()
    return table


def _other(table: Any) -> int:
    return table.seat_order()[0]


BUSY_CHANGES: dict[str, Callable[[Any], None]] = {
    "status: whose turn": lambda t: setattr(t, "actor", _other(t)),
    "status: a hint": lambda t: t.say("Saved."),
    "status: the round": lambda t: setattr(t, "round_no", t.round_no + 1),
    "seat: score": lambda t: t.scores.__setitem__(_other(t), t.scores[_other(t)] + 2),
    "seat: cards": lambda t: t.hands[_other(t)].append(-1),
    "seat: passing": lambda t: t.passers.add(_other(t)),
    "me: dealer": lambda t: setattr(t, "dealer", t.bottom),
    "me: score": lambda t: t.scores.__setitem__(t.bottom, t.scores[t.bottom] + 5),
    "stock": lambda t: setattr(t, "stock", t.stock - 9),
    "pile": lambda t: t.pile.append(12),
    "pile: one more on top": lambda t: t.pile.extend([12, 30, 7, 44, 2, 19, 28]),
    "pile: another card": lambda t: (t.pile.extend([12, 30]), _frame(t), t.pile.__setitem__(-1, 7)),
    "count": lambda t: setattr(t, "count", 95.0),
    "count: a burst": lambda t: t.bursts.append(["33", 0.3]),
    "direction": lambda t: setattr(t, "direction", -t.direction),
    "direction: turning": lambda t: setattr(t, "dir_turn", 0.4),
    "hand: a card less": lambda t: t.hands[t.bottom].pop(),
    "hand: NEW": lambda t: t.new_marks.add(t.hands[t.bottom][0]),
    "the viewer (every hand open)": lambda t: setattr(t.session, "_confirmed", EVERYONE),
    "log: a play": lambda t: t.plays.append((_other(t), 12, -1, 0, 0)),
}


@pytest.mark.parametrize("what", list(BUSY_CHANGES))
def test_the_kept_picture_follows_every_change(busy: Any, what: str) -> None:
    if what.startswith("hand") and not any(c >= 0 for c in busy.hands[busy.bottom]):
        pytest.skip("no known card in the hand")
    _shows(busy, BUSY_CHANGES[what])


def _flip_hand(t: Any) -> None:
    t.flip_in = {(t.bottom, t.hands[t.bottom][0])}
    t.flip_t = 0.3


def _flip_seat(t: Any) -> None:
    p = _other(t)
    t.flip_in = {(p, c) for c in t.hands[p]}
    t.flip_t = 0.7


TURN_CHANGES: dict[str, Callable[[Any], None]] = {
    "focus": lambda t: setattr(t, "focus", 0),
    "selected": lambda t: setattr(t, "selected", t.my_hand()[1]),
    "lift": lambda t: t.lifts.__setitem__(1, 17.0),
    "hover": lambda t: (setattr(t, "hover", 0), t.settle_lifts(1.0)),
    "chosen": lambda t: t.chosen.add(t.my_hand()[0]),
    "option": lambda t: setattr(t, "option", 1),
    "mouse over an option": lambda t: t.handle_event(pygame.event.Event(
        pygame.MOUSEMOTION, pos=t.option_rows()[1].center, rel=(0, 0), buttons=(0, 0, 0))),
    "flip in the hand": _flip_hand,
    "flip in a seat": _flip_seat,
    "flip goes on": lambda t: (_flip_hand(t), _frame(t), setattr(t, "flip_t", 0.8)),
    "not my turn any more": lambda t: setattr(t, "legal_key", None),
}


@pytest.mark.parametrize("what", list(TURN_CHANGES))
def test_the_kept_picture_follows_the_players_choices(my_turn: Any, what: str) -> None:
    my_turn.focus = 2  # the card with two ways to play it
    my_turn.settle_lifts(1.0)
    _frame(my_turn)
    _shows(my_turn, TURN_CHANGES[what])


def test_another_viewer_never_sees_the_kept_hand() -> None:
    """Hot seat: the picture kept for one player's view is never shown to the next."""
    session, table = seated_table(["human", "medium", "human", "medium"], 3)
    session._confirmed = 0
    table.resync()
    first = _frame(table)
    session._confirmed = 2
    table.resync()
    second = _frame(table)
    assert second != first
    assert second == _frame(table, fresh=True)
    hand = set(table.hands[table.bottom])
    assert table.bottom == 2 and hand == set(session.game.state.hands[2])


def test_a_change_redraws_only_its_part(busy: Any) -> None:
    busy.stock = 40
    _frame(busy)
    before = busy._layer.redrawn
    busy.stock = 39  # the label changes, the stack (one back per 8 cards) does not
    _frame(busy)
    assert busy._layer.redrawn == before + 1
    _frame(busy)
    assert busy._layer.redrawn == before + 1, "nothing changed: nothing redrawn"


def test_every_part_draws_inside_its_bounds(my_turn: Any) -> None:
    """What each recorded part really touches (pygame's own rectangles) is inside the
    rectangle the layer restores and redraws for it."""
    t = my_turn
    t.bursts.append(["66", 0.5])
    t.new_marks.add(t.my_hand()[0])
    t.pile.extend([12, 30, 7])
    t.count = 70.0
    t.say("A long hint to see the bar's bounds hold it")
    _frame(t)
    checked = 0
    for name, (_key, ops) in t._layer.shown.items():
        surface = pygame.Surface((1280, 720))
        for fn, args, kw in ops.calls:
            touched = fn(surface, *args, **kw)
            assert ops.bounds.contains(touched.clip(surface.get_rect())), (name, fn, touched)
            checked += 1
    assert checked > 30


def test_ops_bounds_of_lines_and_shapes() -> None:
    ops = Ops()
    surface = pygame.Surface((300, 300))
    for rect in (ops.line((1, 2, 3), (10.4, 20.6), (90.5, 20.6), 5),
                 ops.lines((1, 2, 3), False, [(30.7, 40.2), (80.1, 99.9), (120, 41)], 5),
                 ops.polygon((1, 2, 3), [(200, 200), (214.6, 190.2), (190.3, 210.8)]),
                 ops.rect((1, 2, 3), pygame.Rect(5, 250, 40, 20), 2, border_radius=7)):
        assert rect
    for fn, args, kw in ops.calls:
        assert ops.bounds.contains(fn(surface, *args, **kw))


def test_the_benchmark_replay_is_the_tables_frame(busy: Any) -> None:
    """bench.still once plus bench.moving in one fblits gives the table's very frame
    (banner and cards in flight included)."""
    bench.motion(busy)
    app_screen = pygame.Surface((1280, 720))
    checked = 0
    for i in range(90):
        busy.stack.update(1 / 60)
        if i % 15:
            continue
        busy.draw(app_screen)
        replay = pygame.Surface((1280, 720))
        bench.still(busy, replay)
        replay.fblits(bench.moving(busy))
        assert replay.get_view("2").raw == app_screen.get_view("2").raw
        checked += bool(busy.flyers)
    assert checked >= 3


def test_a_new_text_size_redraws_everything_kept(busy: Any) -> None:
    """The status bar is kept as an image per line: a text-size change must not show
    the image kept at the old size."""
    from scenes.ui import text

    old = text.get_scale()
    try:
        _shows(busy, lambda t: text.set_scale(1.15))
    finally:
        text.set_scale(old)
