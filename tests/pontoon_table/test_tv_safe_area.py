"""Issue 22, every game: nothing that matters lies within 5 % of the screen's edge (a
television's overscan may crop it). Pontoon's frame outside the safe area is bare felt."""

from __future__ import annotations

import pygame
import pytest

from game.pontoon.game import Game
from game.pontoon.plugin import make_config
from scenes.pontoon import geometry as geo
from scenes.pontoon.controls import MENU_RECT, NIGHT_RECT, PHRASES_AREA, VOTE_AREA
from scenes.pontoon.table import PontoonTable
from scenes.pontoon.tutorial import CARD
from scenes.shell.match.flow import Flow
from scenes.shell.match.session import Session
from scenes.shell.screens.stack import SceneStack
from scenes.shell.window.app import App
from scenes.ui.art import Art
from tests.conformance.test_conformance_table_safe_area import spill

SAFE = pygame.Rect(64, 36, 1280 - 128, 720 - 72)


@pytest.fixture(autouse=True)
def _display() -> None:
    pygame.display.init()
    pygame.font.init()


def test_the_layout_keeps_inside_the_safe_area() -> None:
    places = [geo.BOARD, geo.LEFT, geo.TOP_BAR, MENU_RECT, NIGHT_RECT, PHRASES_AREA,
              VOTE_AREA, CARD, pygame.Rect(geo.LEFT.x, geo.BUTTONS_Y, 10, geo.BUTTON_H)]
    places += [geo.edge_rect(side) for side in range(4)]
    places += geo.seat_rows(4)
    for rect in places:
        assert SAFE.contains(rect), rect


@pytest.mark.parametrize("seed", [2, 7])
def test_the_frame_outside_the_safe_area_is_bare_felt(seed: int) -> None:
    seats = ["human", "easy", "easy", "easy"]
    game = Game.new(make_config(seats, ["Ada", "Boris", "Cleo", "Dmitri"], {}), seed)
    stack = SceneStack()
    table = PontoonTable(Session(game, seats, 1), speed=0)
    stack.push(table)
    for _ in range(3):
        stack.apply_pending()
        stack.update(0.016)
    frame = pygame.Surface((1280, 720))
    table.draw(frame)
    felt = table.services.art.table((1280, 720))
    for x in range(0, 1280, 3):
        for y in range(0, 720, 3):
            if not SAFE.collidepoint(x, y):
                assert frame.get_at((x, y)) == felt.get_at((x, y)), (x, y)


def test_two_seats_seed_7_every_frame_keeps_inside(app: App, text_size: float,
                                                  monkeypatch: pytest.MonkeyPatch) -> None:
    """Bots deciding at once, 2 seats, seed 7, looked at every frame (the conformance test
    looks every 90): the first conspiracy card's subject, centred under the card and
    wider than it ("Invisible Ink"), reached 17 px into the left margin."""
    black = pygame.Surface((1280, 720))
    monkeypatch.setattr(Art, "table", lambda _art, size=(1280, 720): black)
    flow = Flow(app.stack, speed=0, music=False, game="pontoon")
    app.stack.push(flow.title())
    board = flow.start_demo(["medium"] * 2, seed=7, autosave=False, game="pontoon")
    frame = pygame.Surface((1280, 720))
    problems = []
    for step in range(200):  # past both moments it spilled (frames 85 to 186)
        board.draw(frame)
        count, box = spill(frame, SAFE)
        if count:
            problems.append((step, count, box))
        app.step([], 1 / 60)
    assert not problems, (text_size, problems[:3])
