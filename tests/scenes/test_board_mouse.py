"""The board by mouse (issue 22): the whole Accusations zone takes a dropped counter as
a new Accusation (not only the words "+ new"), and the own Reserve keeps every counter
where it was during one's go, so a second grab at the same spot never takes another."""

from __future__ import annotations

from collections.abc import Iterator

import pygame
import pytest

from scenes.paranoid.board import BoardScene
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


def board_at(app: App) -> BoardScene:
    game = scenario(PLOTS, paranoid=[["disinformation", "bribery", "cults", "monopoly"]],
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


def drag(app: App, board: BoardScene, start: tuple[int, int], end: tuple[int, int]) -> None:
    mouse = [pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=start, button=1),
             pygame.event.Event(pygame.MOUSEMOTION, pos=(start[0] + 20, start[1] + 20),
                                rel=(20, 20), buttons=(1, 0, 0)),
             pygame.event.Event(pygame.MOUSEMOTION, pos=end, rel=(1, 1), buttons=(1, 0, 0)),
             pygame.event.Event(pygame.MOUSEBUTTONUP, pos=end, button=1)]
    for event in mouse:
        board.handle_event(event)
    settle(app, board)


def reserve(board: BoardScene) -> dict[int | None, tuple[int, int, int, int]]:
    return {p.type: tuple(p.rect) for p in board.view.zones[("paranoid", 0)]}


def test_a_drop_anywhere_in_the_accusations_zone_starts_one(app: App) -> None:
    board = board_at(app)
    first = board.view.zones[("paranoid", 0)][0]
    zone = board.layout.seats[0].accusations
    words = board.view.new_row[0]
    corner = (zone.right - 6, zone.bottom - 6)  # far from the words "+ new"
    assert not words.collidepoint(corner)
    drag(app, board, first.rect.center, corner)
    record = board.session.game.record
    assert len(record) == 1
    words = str(record[0]).split()  # the record keeps action texts
    assert words[0] == "place" and words[-1] == "new", record


def test_the_reserve_keeps_its_places_during_ones_go(app: App) -> None:
    board = board_at(app)
    before = reserve(board)
    placed = board.view.zones[("paranoid", 0)]
    grabbed, other = placed[0], placed[1]
    drag(app, board, grabbed.rect.center, board.view.new_row[0].center)
    after = reserve(board)
    assert grabbed.type not in after
    assert all(after[t] == before[t] for t in after)  # nobody moved into the gap
    assert after[other.type] == before[other.type]
    # A second grab at the first spot takes nothing; at the second, the same counter.
    assert board._source_at(grabbed.rect.center) is None
    assert board._source_at(other.rect.center) == ("paranoid", other.type)
