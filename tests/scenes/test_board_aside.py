"""The Accusations made (issue 22): the table's aside shows them at a readable size, the
latest when many were made, with a count that reads as the number made; Z (or a click
on the aside) shows every one of them up close, a long list scrolled with Up/Down."""

from __future__ import annotations

import itertools
import random

import pygame
import pytest

from game.paranoid import Game, GameConfig
from game.paranoid.state import PLOT
from scenes.paranoid.board import BoardScene
from scenes.paranoid.board_view import table_view, viewer_layout
from scenes.paranoid.zoom import draw_zoom
from scenes.shell.match.session import Session
from scenes.shell.window.app import App
from tests.scenes.scene_driver import down, key, read_first, up

ASIDE_LEAST = 40  # px: a laid-aside counter's name readable at 1280x720
LEAST = 48  # px: up close, never smaller
MADE = "made"  # the up-close page of the Accusations made


def _made(k: int, players: int) -> dict:
    return {"by": k % players, "turn": 1 + k // 2, "exposed": [],
            "types": [k % 23, 23 + k % 11, 34 + k % 46] + ([40] * (k % 2))}


def _with_made(players: int, count: int) -> Game:
    """A game past the Plots, at seat 0's move, with `count` Accusations laid aside."""
    game = Game.new(GameConfig(players=players), 5)
    rnd = random.Random(5)
    while not (list(game.waiting_for) == [0] and game.state.phase != PLOT):
        game.apply(rnd.choice(game.legal_actions()))
    game.state.laid_aside.extend(_made(k, players) for k in range(count))  # shown only
    return game


@pytest.mark.parametrize("players", [3, 4, 5, 6])
def test_the_aside_shows_accusations_readably_and_counts_the_rest(players: int) -> None:
    for count in (1, 3, 12, 30):
        game = _with_made(players, count)
        for viewer in (0, None):
            view = table_view(game.observe(viewer), viewer_layout(players, viewer))
            shown = sorted(k[1] for k in view.zones if k[0] == "aside")
            assert shown == list(range(view.aside_earlier, count)), (count, shown)
            assert len(shown) >= min(count, 3)  # never fewer than three at once
            rects = [p.rect for k, placed in view.zones.items() if k[0] == "aside"
                     for p in placed]
            assert all(r.width >= ASIDE_LEAST for r in rects), count
            assert not any(a.colliderect(b) for a, b in itertools.combinations(rects, 2))


def _board(app: App, players: int, count: int, seats: list[str]) -> BoardScene:
    game = _with_made(players, count)
    board = BoardScene(Session(game, seats, 5), speed=0)
    app.stack.push(board)
    app.step([], 0.05)
    read_first(app)
    return board


def _every_row_up_close(app: App, board: BoardScene, scroll: pygame.event.Event) -> set[int]:
    """The rows the up-close page shows, scrolling with `scroll` down to its end."""
    seen: set[int] = set()
    for _ in range(40):
        first = board.zoom.first
        drawn = draw_zoom(app.screen, board)
        assert drawn and all(r.width >= LEAST for r in drawn)
        seen.update(board.zoom.shown)
        app.step([scroll], 0.05)
        if board.zoom.first == first:
            break
    return seen


def test_z_then_right_shows_every_accusation_made_up_close(app: App) -> None:
    board = _board(app, 4, 14, ["human", "random", "random", "random"])
    app.step([key(pygame.K_z)], 0.05)
    assert board.zoomed and board.zoom.page != MADE  # first the own counters
    app.step([key(pygame.K_RIGHT)], 0.05)
    assert board.zoom.page == MADE
    assert _every_row_up_close(app, board, key(pygame.K_DOWN)) == set(range(14))
    assert board.zoom.first > 0  # a long list: it scrolled
    app.step([key(pygame.K_ESCAPE)], 0.05)
    assert not board.zoomed


def test_a_spectator_or_a_mouse_reaches_them_too(app: App) -> None:
    board = _board(app, 6, 20, ["medium"] * 6)  # the public view
    centre = board.layout.aside.center
    app.step([down(centre), up(centre)], 0.05)
    assert board.zoomed and board.zoom.page == MADE
    wheel = pygame.event.Event(pygame.MOUSEWHEEL, x=0, y=-1, flipped=False, precise_x=0.0,
                               precise_y=-1.0, touch=False)
    assert _every_row_up_close(app, board, wheel) == set(range(20))
    app.step([down(centre), up(centre)], 0.05)
    assert not board.zoomed
