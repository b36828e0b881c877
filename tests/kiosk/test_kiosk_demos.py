"""Issue 21, "a kiosk that shows the games": every demo is watched from its first move
(no fast-forward), the banner names the game on screen, and the quick start names and
offers that game with a one-screen how-to, and lets the visitor switch games."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path

import pygame
import pytest

from game.core import registry
from scenes.shell.kiosk.attract import AttractBanner
from scenes.shell.kiosk.director import ATTRACT, GAME
from scenes.shell.kiosk.quick_start import (
    HOW_TO,
    HOW_TO_PX,
    QuickStartScene,
    choices,
    how_to,
    how_to_lines,
    kiosk_games,
)
from scenes.shell.match.table import TableScene

from .kiosk_helpers import Table, key, make_table

GAMES = kiosk_games()


@pytest.fixture
def table(tmp_path: Path) -> Iterator[Table]:
    yield from make_table(tmp_path, idle_action="attract")


def _demos(t: Table) -> Iterator[TableScene]:
    """Each kiosk game's demo in turn, freshly started."""
    for i in range(len(GAMES)):
        if i:
            t.kiosk.to_attract()
        board = t.kiosk.flow.board
        assert board is not None
        yield board


def test_every_game_takes_its_turn_and_the_banner_names_it(table: Table) -> None:
    t = table
    shown = []
    for board in _demos(t):
        t.step()
        banner = t.top
        assert isinstance(banner, AttractBanner)
        info = board.session.info
        assert info.title in banner.note, f"the banner over {info.id} says {banner.note!r}"
        others = [g.title for g in GAMES if g.id != info.id]
        assert not any(title in banner.note for title in others)
        shown.append(info.id)
    assert shown == [g.id for g in GAMES]


def test_every_demo_is_watched_from_its_first_move_never_fast_forwarded(
        table: Table, monkeypatch: pytest.MonkeyPatch) -> None:
    """Before issue 21 the banner fast-forwarded the first 8 seconds of every demo (the
    whole of a card game's demo): a table under the banner is never fast-forwarded, and
    its first move is on screen within a few frames."""
    t = table
    forwarded: list[str] = []
    monkeypatch.setattr(TableScene, "fast_forward",
                        lambda self: forwarded.append(self.session.game_id))
    for board in _demos(t):
        frames = 0
        while not (board.session.game.record and board.animating):
            t.step(dt=1 / 30)
            frames += 1
            assert frames < 300, f"{board.session.game_id}: no move shown after 10 s"
        assert t.kiosk.mode == ATTRACT and not board.session.game.is_over
        t.run(3.0, dt=1 / 30)
    assert forwarded == []


@pytest.mark.parametrize("info", GAMES, ids=[g.id for g in GAMES])
def test_the_quick_start_names_and_offers_the_demos_game(table: Table, info: object) -> None:
    t = table
    for board in _demos(t):
        if board.session.game_id == info.id:  # type: ignore[attr-defined]
            break
    t.step(key(pygame.K_SPACE))
    quick = t.top
    assert isinstance(quick, QuickStartScene)
    assert quick.game == info.id  # type: ignore[attr-defined]
    assert quick.heading == how_to(quick.game)[0]
    labels = [item.label for item in quick.menu.items]
    assert labels[:-1] == [label for label, _ in choices(quick.info)]
    t.step(key(pygame.K_RETURN))
    assert t.kiosk.mode == GAME
    assert t.kiosk.flow.board.session.game_id == info.id  # type: ignore[union-attr,attr-defined]


def test_the_visitor_switches_games_on_the_quick_start(table: Table) -> None:
    t = table
    t.step(key(pygame.K_SPACE))
    quick = t.top
    assert isinstance(quick, QuickStartScene)
    first = quick.game
    t.step(key(pygame.K_RIGHT))
    second = quick.game
    assert second != first and quick.heading == how_to(second)[0]
    t.step(key(pygame.K_LEFT))
    assert quick.game == first
    t.step(key(pygame.K_RIGHT))
    t.step(key(pygame.K_DOWN))  # Couch: 2 players
    t.step(key(pygame.K_RETURN))
    board = t.kiosk.flow.board
    assert t.kiosk.mode == GAME and board is not None
    assert board.session.game_id == second and board.session.seats == ["human", "human"]


@pytest.mark.parametrize("info", GAMES, ids=[g.id for g in GAMES])
def test_quick_start_offers_only_table_sizes_the_game_seats(info: object) -> None:
    for _, seats in choices(info):  # type: ignore[arg-type]
        assert info.min_players <= len(seats) <= info.max_players  # type: ignore[attr-defined]
        assert seats.count("human") >= 1


@pytest.mark.parametrize("info", GAMES, ids=[g.id for g in GAMES])
def test_each_games_how_to_fits_on_one_screen(info: object) -> None:
    """The how-to is the first section of the game's rules text; it must fit the panel
    at one of the offered sizes (a game whose first section grows too long fails here)."""
    pygame.font.init()
    inner = HOW_TO.inflate(-40, -32)
    room = inner.height - 90  # the heading and the couch note
    px, paragraphs = how_to_lines(info.id, inner.width, room)  # type: ignore[attr-defined]
    from scenes.ui import text

    used = sum(len(p) for p in paragraphs) * text.font(px).get_linesize() + 10 * len(paragraphs)
    assert used <= room and px in HOW_TO_PX
    assert registry.get(info.id).rules  # type: ignore[attr-defined]


def test_the_quick_start_still_offers_a_game_when_none_says_kiosk_ready() -> None:
    quick = QuickStartScene(on_start=lambda seats, game: None, on_back=lambda: None,
                            game="pontoon", games=[])
    assert quick.game == "pontoon" and len(quick.menu.items) > 1
    quick.switch(1)  # nothing else to switch to: stays
    assert quick.game == "pontoon"
