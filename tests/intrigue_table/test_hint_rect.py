"""Where a coach's hint points at Intrigue's table (issue 33, `hint_rect`): for every legal
move, a rect inside the TV safe area on the element that shows it: the heading chip a
claim, rumour or ballot is about, the member an answer or a broken pact concerns, the
chooser row of keeping quiet or passing (a click there makes that move)."""

from __future__ import annotations

from typing import Any

import pygame

from game.core.hints import hint_seed
from game.intrigue import plugin
from scenes.intrigue import places as pl
from scenes.intrigue.table import IntrigueTable
from scenes.shell.match.session import Session
from scenes.shell.window.app import App
from scenes.ui import theme
from tests.frames import until

DT = 0.05
SAFE = pygame.Rect(theme.SAFE_AREA)


def click(pos: tuple[int, int]) -> list[pygame.event.Event]:
    return [pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=pos, button=1, touch=False),
            pygame.event.Event(pygame.MOUSEBUTTONUP, pos=pos, button=1, touch=False)]


def check(table: IntrigueTable, action: Any, n: int) -> None:
    r = table.hint_rect(action)
    assert r is not None and SAFE.contains(r), (action, r)
    kind, v = action.kind, action.values
    if kind in ("whisper", "offer"):
        assert pl.chip_at(r.center, n) == (v[2], v[3])
    elif kind == "raise":
        assert pl.chip_at(r.center, n) == (v[1], v[2])
    elif kind == "vote":
        assert pl.chip_at(r.center, n) == tuple(table.obs.rumour[1:])
    elif kind in ("accept", "decline", "break"):
        assert pl.member_rect(v[1], n).collidepoint(r.center)
    else:
        i = table._row_at(r.center)
        assert i is not None and table.chooser_rows()[i].actions == (action,)


def test_every_legal_move_has_its_place_and_quiet_or_pass_is_clicked_there(app: App) -> None:
    seats = ["human", "hard", "hard", "hard", "hard"]
    names = [f"M{i}" for i in range(len(seats))]
    game = plugin.Game.new(plugin.make_config(seats, names, {"round_limit": 5}), 3)
    table = IntrigueTable(Session(game, seats, 3, game_id="intrigue"), speed=0)
    app.stack.push(table)
    app.stack.apply_pending()
    s = table.session
    kinds: set[str] = set()
    clicked: set[str] = set()

    def frame() -> None:
        if not (table.chooser_active() and app.stack.top is table):
            app.step([], DT)
            return
        legal = s.legal()
        for a in legal:
            check(table, a, len(seats))
            kinds.add(a.kind)
        moves = len(s.game.record)
        plain = [a for a in legal if a.kind in ("quiet", "pass") and a.kind not in clicked]
        if plain:  # once each: a click at its rect makes the move
            app.step(click(table.hint_rect(plain[0]).center), DT)
            assert s.game.record[moves] == plugin.action_text(plain[0])
            clicked.add(plain[0].kind)
        else:  # else the hint is taken, as the coach's Enter does
            table.submit(plugin.hint(s.game.observe(0), legal, 0,
                                     hint_seed(s.bot_seed, 0, moves)).action)
        app.step([], DT)

    until(frame, lambda: table.finished, seconds=300)  # the bots think in real time
    assert table.finished
    assert kinds >= {"whisper", "offer", "quiet", "raise", "pass", "vote"}, kinds
    assert clicked == {"quiet", "pass"}
