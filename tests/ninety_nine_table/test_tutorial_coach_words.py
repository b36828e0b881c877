"""The tutorial's cards that ask for a move end with the coach's word on that very
position (issue 33): the same hint '?' shows there."""

from __future__ import annotations

from typing import Any

import pygame

from game.core.hints import hint_seed
from game.ninety_nine import plugin
from scenes.shell.match.flow import Flow
from tests.frames import until
from tests.ninety_nine_table.helpers import DT, key


def test_the_your_turn_card_quotes_the_coachs_hint(app: Any) -> None:
    flow = Flow(app.stack, speed=0, music=False)
    app.stack.push(flow.title())
    app.step([], DT)
    board = flow.start_tutorial("ninety-nine")
    board.bot_pace = 0.0
    app.stack.apply_pending()
    coach = app.stack.top
    i = 0

    def frame() -> None:
        nonlocal i
        events = [key(pygame.K_RETURN)] if coach.card is not None and i % 8 == 0 else []
        app.step(events, DT)
        app.stack.apply_pending()
        i += 1

    until(frame, lambda: coach.card == "turn")  # the bots think in real time
    assert coach.card == "turn"
    s = board.session
    seat = s.to_act
    expected = plugin.hint(s.game.observe(seat), s.game.legal_actions(seat), seat,
                           hint_seed(s.bot_seed, seat, len(s.game.record)))
    last = coach.paragraphs("turn")[-1]
    assert last.endswith(expected.why[0]) and "press ?" in last
