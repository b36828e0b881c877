"""Where a coach's hint points at the Pulling Strings table (issue 33, `hint_rect`): a
legal move's line in the choices (its tab opened, its line in view), inside the TV safe
area; a click there makes the hinted move; a special kept hidden (§18) is never pointed
at."""

from __future__ import annotations

from typing import Any

import pygame

from game.core.hints import hint_seed
from game.pulling_strings import plugin
from scenes.pulling_strings.choices import hand_dependent
from scenes.pulling_strings.table import PullingStringsTable
from scenes.shell.match.session import Session
from scenes.shell.window.app import App
from scenes.ui import theme
from tests.frames import until

DT = 0.05
SAFE = pygame.Rect(theme.SAFE_AREA)


def click(pos: tuple[int, int]) -> list[pygame.event.Event]:
    return [pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=pos, button=1, touch=False),
            pygame.event.Event(pygame.MOUSEBUTTONUP, pos=pos, button=1, touch=False)]


def place_of(table: PullingStringsTable, action: Any) -> tuple[int, int] | None:
    """(tab, line) of the action in the choices, or None when it is not listed."""
    for t, (_title, items) in enumerate(table.menu_tabs):
        for i, entry in enumerate(items):
            if entry.action == action:
                return t, i
    return None


def seat(app: App, seats: list[str], shared: bool) -> PullingStringsTable:
    names = [f"P{i}" for i in range(len(seats))]
    game = plugin.Game.new(plugin.make_config(seats, names, {}), 4)
    table = PullingStringsTable(Session(game, seats, 4, game_id="pulling-strings"), speed=0)
    table.shared_screen = shared
    app.stack.push(table)
    app.stack.apply_pending()
    return table


def test_a_click_at_the_hints_rect_makes_the_hinted_move(app: App) -> None:
    table = seat(app, ["human", "hard", "hard", "hard"], shared=False)
    s = table.session
    taken: list[str] = []

    def frame() -> None:
        ready = app.stack.top is table and table.my_turn() and table.menu_tabs \
            and not table.tweens.busy
        if not ready:
            app.step([], DT)
            return
        legal = s.legal()
        for a in legal:
            r, where = table.hint_rect(a), place_of(table, a)
            if where is None:
                assert r is None
                continue
            assert r is not None and SAFE.contains(r), (a, r)
            assert (table.tab, table.index) == where  # the hinted line has the focus
            assert table.entries()[table.entry_at(r.center)].action == a
        h = plugin.hint(s.game.observe(0), legal, 0, hint_seed(s.bot_seed, 0, len(s.game.record)))
        moves = len(s.game.record)
        if plugin.costly(s.game, 0, h.action) is not None:
            table.submit(h.action)  # the question's own test is elsewhere
        else:
            app.step(click(table.hint_rect(h.action).center), DT)
        assert s.game.record[moves] == plugin.action_text(h.action)
        taken.append(h.action.kind)

    until(frame, lambda: s.game.is_over or len(taken) >= 60,
          seconds=300)  # the bots think in real time
    assert len(set(taken)) >= 5, taken


def test_a_hidden_special_is_never_pointed_at(app: App) -> None:
    """On a shared screen the specials show only under Peek: their moves have no rect."""
    table = seat(app, ["human", "human", "hard"], shared=True)
    s = table.session
    seen = 0

    def frame() -> None:
        nonlocal seen
        if not (app.stack.top is table and table.my_turn() and table.menu_tabs):
            app.step([], DT)
            return
        me = s.to_act
        hidden = [a for a in s.legal() if hand_dependent(a)]
        if hidden and not table.shows_hand(me):
            assert all(table.hint_rect(a) is None for a in hidden)
            seen += 1
        h = plugin.hint(s.game.observe(me), s.legal(), me, 1)
        table.submit(h.action)
        app.step([], DT)

    until(frame, lambda: s.game.is_over or seen >= 3)  # the bot thinks in real time
    assert seen >= 3
