"""Issue 22: the Conspiracy Board read from the sofa at 1280×720. The board's own cards
are 54 px; the board read large (scenes/pontoon/zoom.py) shows every subject in view in
22 px text or larger, upright, whole; it opens and closes from the keyboard, the mouse,
a finger and a controller, the human teller places from it, and it shows nothing the
room may not see (§13)."""

from __future__ import annotations

import random

import pygame
import pytest

from game.pontoon.actions import Place
from game.pontoon.game import Game
from game.pontoon.plugin import make_config
from scenes.pontoon import board_art
from scenes.pontoon import geometry as geo
from scenes.pontoon.table import PontoonTable
from scenes.pontoon.zoom import BACK_RECT, MIN_CELL, BoardZoom
from scenes.shell.match.session import Session
from scenes.shell.screens.stack import SceneStack
from scenes.ui.input import CONTROLLER_KEYS

SIZE = (1280, 720)
NAMES = ["Ada", "Boris", "Cleo"]


@pytest.fixture(autouse=True)
def _display() -> None:
    pygame.display.init()
    pygame.font.init()


def played(seats: list[str], cards: int, placing: bool = False) -> Game:
    """A game played at random until the board holds `cards` cards (and, with `placing`,
    the human at seat 0 is placing conspiracy cards)."""
    for seed in range(300):
        game = Game.new(make_config(seats, NAMES[:len(seats)], {}), seed)
        rng = random.Random(seed)
        for _ in range(4000):
            s = game.state
            if game.is_over:
                break
            on_board = sum(1 for c in s.board if c >= 0)
            mine = s.phase == "tell" and s.teller == 0 and not s.offered and any(
                isinstance(a, Place) for a in game.legal_actions(0))
            if on_board >= cards and (mine or not placing):
                return game
            p = game.waiting_for[0]
            game.apply(rng.choice(game.legal_actions(p)), p)
    raise AssertionError("no such game")


def table_on(game: Game, seats: list[str]) -> tuple[SceneStack, PontoonTable]:
    stack = SceneStack()
    table = PontoonTable(Session(game, seats, 1), speed=0)
    stack.push(table)
    settle(stack)
    return stack, table


def settle(stack: SceneStack, frames: int = 3) -> None:
    for _ in range(frames):
        stack.apply_pending()
        stack.update(0.016)
    stack.apply_pending()


def key(stack: SceneStack, k: int, mod: int = 0) -> None:
    stack.guard.tick(1.0)  # (a press this soon after a screen came on is dropped)
    stack.handle_event(pygame.event.Event(pygame.KEYDOWN, key=k, mod=mod, unicode="",
                                          scancode=0))
    stack.handle_event(pygame.event.Event(pygame.KEYUP, key=k, mod=mod, unicode="",
                                          scancode=0))
    settle(stack)


def click(stack: SceneStack, pos: tuple[int, int], button: int = 1, **extra: bool) -> None:
    stack.guard.tick(1.0)
    for kind in (pygame.MOUSEBUTTONDOWN, pygame.MOUSEBUTTONUP):
        stack.handle_event(pygame.event.Event(kind, pos=pos, button=button, **extra))
    settle(stack)


def test_every_subject_in_view_is_22_px_or_larger_upright_and_whole(monkeypatch) -> None:
    seats = ["human", "easy", "easy"]
    stack, table = table_on(played(seats, 14), seats)
    key(stack, pygame.K_z)
    zoom = stack.top
    assert isinstance(zoom, BoardZoom)
    shown = zoom.tiles_shown()
    assert len(shown) >= 6
    screen = pygame.Rect((0, 0), SIZE)
    for _, rect, *_ in shown:
        assert rect.width >= MIN_CELL and screen.contains(rect), rect
    drawn: dict[str, tuple[pygame.font.Font, list[str]]] = {}  # what the drawing used
    real = board_art.subject_lines

    def spy(subject: str, *args: object) -> tuple[pygame.font.Font, list[str]]:
        drawn[subject] = out = real(subject, *args)
        return out
    monkeypatch.setattr(board_art, "subject_lines", spy)
    table._bart = None  # (no tile drawn before)
    stack.draw(pygame.Surface(SIZE))
    least = board_art.text.font(22, scaled=False).get_height()
    for *_, card, _, _ in shown:
        subject = table.obs.subjects[card]
        fnt, lines = drawn[subject]
        assert fnt.get_height() >= least, subject
        assert not lines[-1].endswith("…"), subject
    # upright: the words of a card facing another seat are the very pixels of it facing South
    cell, rect, card, owner, side = next(t for t in shown if t[4] != 0)
    stripe = max(board_art.STRIPE, (rect.width - 4) // 14)  # (the face's rim may touch it)
    face = board_art._stripe_and_face(side, rect.width - 4, stripe)[1]
    south = board_art._stripe_and_face(0, rect.width - 4, stripe)[1]
    inner = (-2 * stripe, -2 * stripe)
    a = table.bart.large(card, owner, side, rect.width - 4).subsurface(face.inflate(inner))
    b = table.bart.large(card, owner, 0, rect.width - 4).subsurface(south.inflate(inner))
    assert pygame.image.tobytes(a, "RGBA") == pygame.image.tobytes(b, "RGBA")
    # and every card on the board can be brought into view with the arrows
    seen = {t[0] for t in shown}
    for k in (pygame.K_UP, pygame.K_LEFT, pygame.K_DOWN, pygame.K_RIGHT):
        for _ in range(11):
            key(stack, k)
            seen |= {t[0] for t in zoom.tiles_shown()}
    assert seen == set(table.tiles)
    # the wheel (a finger's drag arrives as one) and the margin's arrows move the view too
    before = zoom.window()
    for _ in range(11):
        stack.handle_event(pygame.event.Event(pygame.MOUSEWHEEL, x=0, y=1, flipped=False))
    if zoom.arrows():
        assert zoom.window() != before or (-1, 0) not in zoom.arrows()
        (dr, dc), rect = next(iter(zoom.arrows().items()))
        first = zoom.window()
        click(stack, rect.center)
        assert zoom.window() != first and stack.top is zoom


def test_the_board_cards_themselves_are_too_small_to_read() -> None:
    """Why the view exists: on the table a subject gets at most 17 px."""
    assert max(board_art.SUBJECT_PX) < 22 <= min(board_art.ZOOM_PX)


def test_opens_and_closes_with_every_input() -> None:
    seats = ["human", "easy", "easy"]
    stack, table = table_on(played(seats, 6), seats)
    opened = [
        ("Z", lambda: key(stack, pygame.K_z)),
        ("controller", lambda: key(stack, CONTROLLER_KEYS["right_up"].key)),
        ("mouse", lambda: click(stack, geo.cell_centre(next(iter(table.tiles))))),
        ("touch", lambda: click(stack, geo.cell_centre(next(iter(table.tiles))),
                                from_touch=True)),
    ]
    closed = [
        ("Z", lambda: key(stack, pygame.K_z)),
        ("Esc / B", lambda: key(stack, pygame.K_ESCAPE)),
        ("controller", lambda: key(stack, CONTROLLER_KEYS["right_down"].key)),
        ("right-click", lambda: click(stack, (640, 360), 3)),
        ("Back", lambda: click(stack, BACK_RECT.center)),
    ]
    for how, do in opened:
        do()
        assert isinstance(stack.top, BoardZoom), how
        assert stack.top.focus in table.tiles or how == "Z" or how == "controller"
        key(stack, pygame.K_z)
        assert stack.top is table, how
    for how, do in closed:
        key(stack, pygame.K_z)
        assert isinstance(stack.top, BoardZoom)
        do()
        assert stack.top is table, how
    assert not table.session.game.is_over


def test_the_teller_places_from_the_board_read_large() -> None:
    seats = ["human", "easy", "easy"]
    game = played(seats, 4, placing=True)
    stack, table = table_on(game, seats)
    before = len(game.state.tell_cards) if hasattr(game.state, "tell_cards") else None
    placed = len(table.obs.placed)
    key(stack, pygame.K_z)
    zoom = stack.top
    assert isinstance(zoom, BoardZoom)
    lit = zoom.lit()
    assert lit and zoom.focus in lit  # the focus starts on the table's cursor
    # a card on the board is not a place for it: said, nothing lost
    taken = next(iter(table.tiles))
    zoom.focus = taken
    key(stack, pygame.K_RETURN)
    assert stack.top is zoom and "Not there" in zoom.said
    zoom.focus = lit[-1]
    key(stack, pygame.K_RETURN)
    assert stack.top is table
    assert len(table.session.game.observe(0).placed) == placed + 1, before


def test_the_view_shows_nothing_hidden() -> None:
    """Hot seat (two humans): the frame of the board read large is the same pixels
    whatever the hidden cards are (everything the public cannot see dealt again)."""
    seats = ["human", "human", "easy"]
    game = played(seats, 8)
    frames = []
    for k in range(3):
        g = game if k == 0 else game.redeal(None, 100 + k)
        stack, table = table_on(g, seats)
        key(stack, pygame.K_z)
        assert isinstance(stack.top, BoardZoom)
        surface = pygame.Surface(SIZE)
        stack.draw(surface)
        frames.append(pygame.image.tobytes(surface, "RGB"))
    assert frames[0] == frames[1] == frames[2]


def test_unchanged_view_presents_nothing_new() -> None:
    seats = ["human", "easy", "easy"]
    stack, table = table_on(played(seats, 6), seats)
    key(stack, pygame.K_z)
    zoom = stack.top
    surface = pygame.Surface(SIZE)
    zoom.draw(surface)
    assert zoom.draw_changes(surface) == []
    key(stack, pygame.K_LEFT)
    assert zoom.draw_changes(surface) is None  # the focus moved: drawn whole


def test_the_teller_clock_keeps_running_under_the_view() -> None:
    """A look at the board large is no way to stop the teller's countdown (§6.1)."""
    seats = ["human", "easy", "easy"]
    game = played(seats, 4, placing=True)
    stack, table = table_on(game, seats)
    assert table.clock_due()  # the default timer (30 s)
    key(stack, pygame.K_z)
    assert isinstance(stack.top, BoardZoom)
    start = table.clock
    settle(stack, 30)
    assert table.clock is not None and table.clock < start


def test_the_replay_opens_the_board_read_large_and_keeps_its_own_keys() -> None:
    """Issue 22: in a replay Z did nothing (the replay controls took every key). The
    viewer hands the table's look keys through (TableScene.look) after its own: Z opens
    the board read large over the replay, shown or hidden bar, and the replay's keys
    still step it."""
    from scenes.shell.replay.replay_viewer import replay_viewer

    seats = ["easy", "easy", "easy"]
    game = played(seats, 6)
    stack = SceneStack()
    viewer = replay_viewer(Session(game, seats, 1, game_id="pontoon"), autoplay=False,
                           speed=0.0)
    stack.push(viewer)
    settle(stack)
    for hidden in (False, True):
        if hidden:
            key(stack, pygame.K_h)
            assert not viewer.controls
        key(stack, pygame.K_z)
        assert isinstance(stack.top, BoardZoom), hidden
        key(stack, pygame.K_z)
        assert stack.top is viewer
        assert viewer.controls is not hidden  # the look did not bring the bar back
    key(stack, pygame.K_PERIOD)  # a key while the bar is hidden brings it back
    assert viewer.controls
    before = viewer.replay.step
    key(stack, pygame.K_PERIOD)
    assert viewer.replay.step > before
    key(stack, pygame.K_PAGEUP)  # the replay's jump back, not the table's zoom
    assert stack.top is viewer and viewer.replay.step < before + 1
