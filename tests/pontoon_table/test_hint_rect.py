"""Where a coach's hint points at the Pontoon table (issue 33, `hint_rect`): every legal
move's rect lies inside the TV safe area, on the element that shows it (the move's
button, the lit cell, the phrase's button), and a click there makes that very move."""

from __future__ import annotations

import pygame

from game.core.hints import hint_seed
from game.pontoon import plugin
from scenes.pontoon import geometry as geo
from scenes.shell.window.app import App
from scenes.ui import theme
from tests.frames import until
from tests.pontoon_table.driver import ready, start

SAFE = pygame.Rect(theme.SAFE_AREA)


def button_at(bar, pos):  # noqa: ANN001, ANN201
    return next((b.id for b in bar.buttons if b.rect.collidepoint(pos)), None)


def test_hint_rects_sit_on_the_move_and_a_click_there_makes_it(app: App) -> None:
    opts = {"telling": "phrases", "timer": 0, "hand_limit": 3}
    _flow, d, table = start(app, ("human", "hard", "hard"), opts, seed=5)
    s = table.session
    clicked: set[str] = set()

    def frame() -> None:
        if not ready(d, table):
            d.step()
            return
        seat, legal = s.to_act, s.legal()
        for a in legal:
            r = table.hint_rect(a)
            if a.kind in ("night", "timeout", "tell"):
                continue
            assert r is not None and SAFE.contains(r), (a, r)
            if a.kind == "place":
                assert geo.cell_at(r.center) == a.cell
                assert a.card != table.pick_card() or a.cell in table.legal_cells()
            elif a.kind == "link":
                assert button_at(table.phrase_bar, r.center) == str(a.phrase)
            else:
                assert button_at(table.bar, r.center) == a.kind
        h = plugin.hint(s.game.observe(seat), legal, seat,
                        hint_seed(s.bot_seed, seat, len(s.game.record)))
        before = len(s.game.record)
        if h.action.kind == "place":
            d.press(pygame.K_RETURN)  # the picked card: a click would place it, not the hint's
            return
        d.click(table.hint_rect(h.action).center)
        if len(s.game.record) > before:
            assert s.game.record[before] == plugin.action_text(h.action)
            clicked.add(h.action.kind)

    until(frame, lambda: s.game.is_over or clicked >= {"twist", "stick", "link"},
          seconds=300)  # the bots think in real time
    assert clicked >= {"twist", "stick", "link"}, clicked
