"""Intrigue's table, driven as players drive it: a bots-only game to its results, a
human's game by keyboard alone, by mouse alone, and the desk's privacy (nothing drawn
for a member depends on what that member may not know)."""

from __future__ import annotations

import random
from typing import Any

import pygame
import pytest

from game.intrigue import plugin
from scenes.intrigue import choices as ch
from scenes.intrigue import places as pl
from scenes.intrigue.table import IntrigueTable
from scenes.shell.match.session import Session
from scenes.shell.window.app import App
from tests.frames import NotDone, until

DT = 0.05


def key(k: int) -> pygame.event.Event:
    return pygame.event.Event(pygame.KEYDOWN, key=k, mod=0, unicode="", scancode=0)


def click(pos: tuple[int, int]) -> list[pygame.event.Event]:
    return [pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=pos, button=1, touch=False),
            pygame.event.Event(pygame.MOUSEBUTTONUP, pos=pos, button=1, touch=False)]


def _seat(app: App, seats: list[str], seed: int, **options: Any) -> IntrigueTable:
    names = [f"M{i}" for i in range(len(seats))]
    game = plugin.Game.new(plugin.make_config(seats, names, {"round_limit": 5, **options}),
                           seed)
    table = IntrigueTable(Session(game, seats, seed, game_id="intrigue"), speed=0)
    app.stack.push(table)
    app.stack.apply_pending()
    return table


def _play(app: App, table: IntrigueTable, press: Any, limit: int = 30_000) -> int:
    """Steps until the game is over; `press(rows)` gives the events of one pick."""
    picks = 0

    def frame() -> None:
        nonlocal picks
        events: list[pygame.event.Event] = []
        if table.chooser_active() and app.stack.top is table:
            events = press(table.chooser_rows())
            picks += 1
        app.step(events, DT)

    try:  # the bots think in real time: `limit` frames at least, and 300 s
        # the game is over and the table has shown its end
        until(frame, lambda: table.finished, seconds=300, frames=limit)
    except NotDone as e:
        raise NotDone(f"the game did not end: {e}") from None
    return picks


@pytest.mark.parametrize("players", [4, 6])
def test_a_bots_only_game_plays_to_its_end_through_the_table(app: App, players: int) -> None:
    table = _seat(app, ["medium"] * players, 7)
    _play(app, table, lambda rows: [])
    assert table.session.game.is_over
    assert table.obs.phase == "over"  # the table shows the end (the archives are open)


def test_a_human_plays_a_whole_game_by_keyboard_alone(app: App) -> None:
    rnd = random.Random(2)
    table = _seat(app, ["human", "easy", "medium", "random", "easy"], 4)

    def press(rows: list[ch.Row]) -> list[pygame.event.Event]:
        return [key(pygame.K_DOWN)] * rnd.randrange(len(rows)) + [key(pygame.K_RETURN)]

    picks = _play(app, table, press)
    humans = [a for a in table.session.game.record if a.split()[1] == "0"]
    assert picks >= len(humans) > 10  # every human action came from the keys


def test_a_human_plays_a_whole_game_by_mouse_alone(app: App) -> None:
    rnd = random.Random(5)
    table = _seat(app, ["human", "medium", "medium", "medium"], 6)

    def press(rows: list[ch.Row]) -> list[pygame.event.Event]:
        i = rnd.randrange(min(len(rows), pl.CHOOSER_ROWS))
        return click(pl.chooser_row(i).center)

    _play(app, table, press)
    assert sum(a.split()[1] == "0" for a in table.session.game.record) > 10


def _leaves(legal: list[Any], path: list[int], files: Any, me: int) -> list[Any]:
    """Every action the chooser can reach from `path`."""
    found: list[Any] = []
    for i, row in enumerate(ch.rows(legal, path, list("ABCDE"), files, me)):
        a = ch.leaf(row)
        if a is not None and (path or not ch.FIELDS.get(a.kind)):
            found.append(a)
        else:
            found.extend(_leaves(legal, [*path, i], files, me))
    return found


@pytest.mark.parametrize("seed", [1, 9])
def test_every_leaf_of_the_chooser_is_a_legal_action_and_every_legal_action_a_leaf(
        seed: int) -> None:
    rnd = random.Random(seed)
    game = plugin.Game.new(plugin.make_config(["random"] * 5, list("ABCDE"), {}), seed)
    for _ in range(120):
        if game.is_over:
            break
        p = game.waiting_for[0]
        legal = game.legal_actions(p)
        found = _leaves(legal, [], game.observe(p).files, p)
        assert sorted(map(str, found)) == sorted(map(str, legal))
        game.apply(rnd.choice(legal), p)


def _frame(table: IntrigueTable, page: int) -> bytes:
    table.page, table.scroll = page, 0
    table.touch()
    surface = pygame.Surface((1280, 720))
    table.draw(surface)
    return pygame.image.tobytes(surface, "RGB")


@pytest.mark.parametrize("seed", [3, 11])
def test_the_desk_shows_nothing_of_another_members_secrets(app: App, seed: int) -> None:
    """Midway through a game, member 0's screen (every desk page) is pixel for pixel the
    same after everything member 0 cannot see is re-dealt: other files' truths, others'
    notes, offers and ballots."""
    rnd = random.Random(seed)
    seats = ["human", "human", "random", "random", "random"]
    table = _seat(app, seats, seed)
    game = table.session.game
    for _ in range(rnd.randrange(40, 90)):
        p = rnd.choice(game.waiting_for)
        game.apply(rnd.choice(game.legal_actions(p)), p)
    table.session._confirmed = 0  # member 0 sits at the screen
    table.resync()
    before = [_frame(table, page) for page in range(len(pl.DESK_PAGES))]
    table.session.game = game.redeal(0, seed + 100)
    table.resync()
    after = [_frame(table, page) for page in range(len(pl.DESK_PAGES))]
    assert before == after


def test_two_humans_pass_the_screen_behind_the_curtain_and_each_sees_only_their_desk(
        app: App) -> None:
    """Recess moves and secret ballots of two humans: each decision is made behind the
    curtain by the member it belongs to, whose desk is the one shown (a controller's Ⓐ
    arrives as Enter, so this is also the controller's path)."""
    from scenes.shell.match.curtain import CurtainScene

    rnd = random.Random(8)
    table = _seat(app, ["human", "medium", "human", "medium"], 12, round_limit=2)
    curtains = ballots = 0

    def frame() -> None:
        nonlocal curtains, ballots
        top = app.stack.top
        if isinstance(top, CurtainScene):
            curtains += 1
            for _ in range(8):  # past the guard time, then Enter
                app.step([], DT)
            app.step([key(pygame.K_RETURN)], DT)
            return
        events: list[pygame.event.Event] = []
        if table.chooser_active() and top is table:
            s = table.session
            assert s.display_viewer == s.to_act  # the desk is the decider's own
            assert table.obs.viewer == s.to_act
            ballots += s.game.state.phase == "ballot"
            rows = table.chooser_rows()
            events = [key(pygame.K_DOWN)] * rnd.randrange(len(rows)) + [key(pygame.K_RETURN)]
        app.step(events, DT)

    until(frame, lambda: table.finished, seconds=300)  # the bots think in real time
    assert table.finished and curtains > 5 and ballots > 0
