"""The board's keyboard focus (issue 22): it stays where the player was after a move,
the arrows stop at the ends (Left from the Pool is not End phase), a Torment or a gift
starts on a rival's seat, the focus is a ring nobody can miss, and its tip does not
cover what a move just changed."""

from __future__ import annotations

from collections.abc import Iterator

import pygame
import pytest

from scenes.paranoid.board import BoardScene
from scenes.paranoid.board_focus import FOCUS_RING
from scenes.paranoid.choices import HAND, PASS, POOL, STRIKE, first_target, refocus
from scenes.paranoid.zoom import MADE
from scenes.shell.match.session import Session
from scenes.shell.window.app import App, AppConfig
from tests.paranoid.scenario import scenario
from tests.scenes.scene_driver import read_first

DT = 0.05
PLOTS = [["grays", "assassination", "world_peace"], ["masons", "blackmail", "monopoly"]]


@pytest.fixture
def app() -> Iterator[App]:
    application = App(AppConfig(speed=0))
    application.open()
    yield application
    application.close()


def key(k: int) -> pygame.event.Event:
    return pygame.event.Event(pygame.KEYDOWN, key=k, mod=0, unicode="", scancode=0)


def board_at(app: App) -> BoardScene:
    game = scenario(PLOTS, paranoid=[["disinformation", "bribery", "cults"]],
                    sanity=[30, 35])
    board = BoardScene(Session(game, ["human", "medium"]), speed=0)
    app.stack.push(board)
    settle(app, board)
    read_first(app, DT)
    return board


def settle(app: App, board: BoardScene) -> None:
    for _ in range(400):
        app.step([], DT)
        app.stack.apply_pending()
        if not board.animating and board.choices:
            return
    raise AssertionError("the board never came to rest")


def press(app: App, board: BoardScene, *keys: int) -> None:
    for k in keys:
        app.step([key(k)], DT)
        settle(app, board)


def test_the_focus_stays_on_the_reserve_after_a_move_not_back_on_the_pool(app: App) -> None:
    board = board_at(app)
    sources = board.choices.sources
    first = next(s for s in sources if s[0] == "paranoid")
    press(app, board, *[pygame.K_RIGHT] * sources.index(first))
    assert board._focused_source() == first
    press(app, board, pygame.K_RETURN)  # pick it up
    assert board.selected == first
    target = board._cycle().index(("new",))
    while board.focus != target:
        press(app, board, pygame.K_RIGHT if board.focus < target else pygame.K_LEFT)
    press(app, board, pygame.K_RETURN)  # a new Accusation
    assert len(board.session.game.record) == 1
    focused = board._focused_source()
    assert focused != POOL
    assert focused[0] == "paranoid"  # the next counter of the same Reserve
    # ...and its tip waits for the player to look around: it would cover the move.
    for _ in range(30):
        app.step([], DT)
    assert not board.tooltip.visible


def test_left_from_the_pool_stays_on_the_pool(app: App) -> None:
    board = board_at(app)
    board.focus = board.choices.sources.index(POOL)
    press(app, board, pygame.K_LEFT, pygame.K_UP)
    assert board._focused_source() == POOL
    press(app, board, pygame.K_RIGHT)
    assert board._focused_source() not in (POOL, PASS)


def test_the_focus_is_a_thick_white_ring(app: App) -> None:
    board = board_at(app)
    press(app, board, pygame.K_RIGHT)
    rect = board.focus_rects()[0]
    surface = pygame.Surface(board.layout.size)
    board.draw(surface)
    white = sum(surface.get_at((x, y))[:3] == FOCUS_RING
                for x in range(rect.x + 12, rect.right - 12) for y in range(rect.y - 14, rect.y))
    assert white >= 4 * (rect.width - 24)  # a band several pixels thick above it


def test_refocus_and_first_target() -> None:
    sources = [POOL, ("paranoid", 3), ("paranoid", 7), ("acc", 0, 2), PASS]
    assert refocus(sources, ("paranoid", 7), 2) == 2
    assert refocus(sources, ("paranoid", 9), 3) == 2  # the nearest of the same zone
    assert refocus([HAND, *sources], POOL, 0) == 0  # a drawn counter is put away next
    assert refocus([POOL, PASS], ("acc", 0, 2), 3) == 0  # never End phase by default
    assert first_target([("seat", 0), ("seat", 1)], 0) == 1
    assert first_target([("seat", 2), ("seat", 0)], 0) == 0
    assert STRIKE  # Torment's targets are seats: the same rule


def test_the_aside_label_counts_every_accusation_once() -> None:
    from scenes.paranoid.board_draw import aside_label

    assert aside_label(5, 1) == "Accusations made: 5 (the last 4 shown; Z: all)"
    assert aside_label(3, 0) == "Accusations made: 3"


def test_a_zone_name_never_covers_a_face_up_counter(app: App) -> None:
    """Issue 22: "Comm nists": the Reserve's name was written over a counter's name."""
    board = board_at(app)
    zone = board.layout.seats[0].paranoid
    full = [zone.copy()]  # counters everywhere in the zone, its corners too

    def drawn(faces: list[pygame.Rect]) -> bytes:
        surface = pygame.Surface(board.layout.size)
        board._draw_covered_tags(surface, full, faces)
        return pygame.image.tobytes(surface.subsurface(zone), "RGB")

    blank = pygame.image.tobytes(pygame.Surface(zone.size), "RGB")
    assert drawn([]) != blank  # over face-down counters the name is written again
    assert drawn(full) == blank  # over faces it is not


def test_no_focus_ring_shows_beside_the_up_close_page(app: App) -> None:
    """The "Z: all" Accusations page: the ring around the Pool showed dimly just left of
    the page's panel (the Pool lies at the table's left edge from 3 players on)."""
    game = scenario([*PLOTS, ["reptilians", "coffee", "global_warming"]],
                    paranoid=[["disinformation", "bribery", "cults"]], sanity=[30, 35, 35])
    board = BoardScene(Session(game, ["human", "medium", "medium"]), speed=0)
    app.stack.push(board)
    settle(app, board)
    read_first(app, DT)
    board.focus = board.choices.sources.index(POOL)
    press(app, board, pygame.K_UP)  # a key: the keyboard's focus shows, on the Pool
    assert board._focused_source() == POOL and board.focus_rects()
    press(app, board, pygame.K_z, pygame.K_RIGHT)  # the up close view, every Accusation
    assert board.zoomed and board.zoom.page == MADE

    def frame(keyboard: bool) -> bytes:
        board.keyboard = keyboard
        surface = pygame.Surface(board.layout.size)
        board.draw(surface)
        return pygame.image.tobytes(surface, "RGB")

    assert frame(True) == frame(False)  # the focus draws nothing while the page is open
    press(app, board, pygame.K_ESCAPE)
    assert not board.zoomed and board.focus_rects()  # back on the board: the ring again
