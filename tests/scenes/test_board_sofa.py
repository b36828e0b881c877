"""The Paranoid table read from a sofa at 1280x720 (issue 22): counters and their names
large enough, crowded Reserves that never overlap, names that stay on their counters
at Text size 120%, and nothing important in a television's overscan (5% of each edge).

The picture is drawn at 1280x720 and scaled to the window (1920x1080 is the same
picture, larger), so the safe area is checked once, in table coordinates."""

from __future__ import annotations

import itertools
import random

import pygame
import pytest

from game.paranoid import Game, GameConfig
from scenes.paranoid.board_view import counter_size, fitted_slots, table_view, viewer_layout
from scenes.paranoid.counter_art import CounterArt
from scenes.paranoid.counter_names import _block_height, _text_width
from scenes.ui import text
from scenes.ui.layout import load_layout

SAFE = pygame.Rect(64, 36, 1280 - 2 * 64, 720 - 2 * 36)  # inside a TV's 5% overscan
# The smallest counter and counter name (px at 1280x720) each table size may use.
LEAST_COUNTER = {2: 64, 3: 64, 4: 56, 5: 50, 6: 50}
LEAST_NAME_PX = {2: 16, 3: 16, 4: 12, 5: 11, 6: 11}
TYPES = range(80)


def _layouts(players: int) -> list:
    """Every way the table is laid out for `players`: each seat's view and the public."""
    return [viewer_layout(players, v) for v in range(players)] + [viewer_layout(players, None)]


@pytest.fixture(scope="module")
def art() -> CounterArt:
    pygame.font.init()
    return CounterArt()


@pytest.mark.parametrize("players", [2, 3, 4, 5, 6])
def test_counters_and_their_names_are_large_enough(players: int, art: CounterArt) -> None:
    before = text.get_scale()
    try:
        text.set_scale(1.0)
        for layout in _layouts(players):
            size = counter_size(layout)
            assert size >= LEAST_COUNTER[players], (players, size)
            smallest = min(art.name_fit(t, size)[0] for t in TYPES)
            assert smallest >= LEAST_NAME_PX[players], (players, size, smallest)
    finally:
        text.set_scale(before)


@pytest.mark.parametrize("players", [2, 3, 4, 5, 6])
@pytest.mark.parametrize("scale", [1.0, 1.2])
def test_every_name_stays_on_its_counter(players: int, scale: float, art: CounterArt) -> None:
    """At Text size 120% the names grow (test_counter_text_size) but never spill: every
    line within the band under the icon, every line of the name kept."""
    before = text.get_scale()
    try:
        text.set_scale(scale)
        size = counter_size(load_layout(players))
        for t in TYPES:
            px, lines, box = art.name_fit(t, size)
            assert all(_text_width(line, px) <= box.width for line in lines), (t, px, lines)
            assert _block_height(px, len(lines)) <= box.height, (t, px, lines)
    finally:
        text.set_scale(before)


@pytest.mark.parametrize("players", [2, 3, 4, 5, 6])
def test_crowded_own_reserves_never_overlap(players: int) -> None:
    """The viewer's own Reserves, face up: a dozen counters each sit side by side, every
    one at least MIN_GROUP_SIZE (32 px), none over another."""
    for viewer in range(players):
        layout = viewer_layout(players, viewer)
        size = counter_size(layout)
        seat = layout.seats[viewer]
        for zone in (seat.enemy, seat.paranoid):
            for count in range(1, 13):
                rects = fitted_slots(zone, count, size)
                assert all(zone.contains(r) for r in rects), (players, count)
                assert all(r.width >= 32 for r in rects)
                assert not any(a.colliderect(b) for a, b in itertools.combinations(rects, 2)), \
                    (players, viewer, count)


@pytest.mark.parametrize("players", [2, 3, 4, 5, 6])
def test_every_zone_lies_inside_the_tv_safe_area(players: int) -> None:
    for layout in _layouts(players):
        for name, rect in layout.zones().items():
            assert SAFE.contains(rect), (players, name, rect)
        for seat in layout.seats:  # the panel drawn round a seat, too
            assert SAFE.contains(seat.bounds.inflate(8, 8)), (players, seat.bounds)


def _mid_game(players: int, seed: int) -> Game:
    game = Game.new(GameConfig(players=players), seed)
    rnd = random.Random(seed)
    for _ in range(120):
        if game.is_over:
            break
        game.apply(rnd.choice(game.legal_actions()))
    return game


@pytest.mark.parametrize("players", [3, 6])
def test_every_counter_lies_inside_the_tv_safe_area(players: int) -> None:
    game = _mid_game(players, 7)
    for viewer in [*range(players), None]:
        layout = viewer_layout(players, viewer)
        view = table_view(game.observe(viewer), layout)
        placed = [p.rect for items in view.zones.values() for p in items]
        assert placed
        for rect in placed + list(view.new_row.values()):
            assert SAFE.contains(rect), (viewer, rect)


@pytest.mark.parametrize("players", [3, 6])
def test_the_bar_and_its_buttons_lie_inside_the_tv_safe_area(app, players: int) -> None:  # type: ignore[no-untyped-def]
    from game.paranoid.actions import Place
    from scenes.paranoid.board import BoardScene
    from scenes.shell.match.session import Session

    game = Game.new(GameConfig(players=players), 3)
    session = Session(game, ["human"] + ["random"] * (players - 1), 3)
    rnd = random.Random(3)
    while not (game.current_player == 0
               and any(isinstance(a, Place) for a in game.legal_actions())):
        session.submit(rnd.choice(game.legal_actions()))
    session.shown.clear()
    board = BoardScene(session, speed=0)
    app.stack.push(board)
    app.step([], 0.05)
    board.submit(next(a for a in session.legal() if isinstance(a, Place)))  # Take back shows
    for _ in range(20):
        app.step([], 0.05)
    rects = [board.menu_rect(), board.status_area(), board.undo_rect(),
             *board._button_rects().values()]
    for rect in rects:
        assert SAFE.contains(rect), rect
    for row in board.view.acc_rows.get(0, {}).values():
        assert SAFE.contains(board._accuse_button(row))


@pytest.mark.parametrize("players", [2, 3, 4, 5, 6])
def test_a_long_accusation_shrinks_rather_than_overlap(players: int) -> None:
    """At the end every Accusation lies face up (issue 22): a group of five counters in
    anyone's Accusations zone sits side by side, smaller if need be, not fanned."""
    from scenes.paranoid.board_view import group_boxes
    from scenes.ui.layout import slots_in

    for layout in _layouts(players):
        size = counter_size(layout)
        for seat in layout.seats:
            (box,), used = group_boxes(seat.accusations, [5], size)
            rects = slots_in(box, 5, used)
            assert not any(a.colliderect(b) for a, b in itertools.combinations(rects, 2)), \
                (players, seat.accusations, used)


@pytest.mark.parametrize("players", [3, 4, 6])
def test_the_message_box_covers_no_seat(app, players: int) -> None:  # type: ignore[no-untyped-def]
    """The box a message is said in went under the bar, over the seats (it hid the
    score a tutorial card talked about) and, with the Pool at the side, off screen."""
    from scenes.paranoid.board import BoardScene
    from scenes.shell.match.session import Session

    game = _mid_game(players, 7)
    board = BoardScene(Session(game, ["human"] + ["random"] * (players - 1), 7), speed=0)
    app.stack.push(board)
    app.step([], 0.05)
    board.say("Cleo's Enemy took no action this phase, so it tormented you: -1 Sanity. "
              "Computer Enemies mostly torment the sane rival closest to going insane.")
    box = board.say_rect(board._hint_box(board.hint, board.layout.log.width))
    assert SAFE.contains(box), box
    assert box.collidelist([seat.bounds for seat in board.layout.seats]) < 0, box


@pytest.mark.parametrize("players", [2, 3, 4, 5, 6])
def test_every_reserve_at_the_end_lies_face_up_without_overlap(players: int) -> None:
    """At the end every Reserve is face up (issue 22), 20 counters in one is not rare
    after a long game: smaller counters rather than a fanned heap, in every seat's zone."""
    for layout in _layouts(players):
        size = counter_size(layout)
        for seat in layout.seats:
            for zone in (seat.enemy, seat.paranoid):
                rects = fitted_slots(zone, 20, size)
                assert all(zone.contains(r) for r in rects)
                assert not any(a.colliderect(b) for a, b in itertools.combinations(rects, 2)), \
                    (players, zone, rects[0].width)
