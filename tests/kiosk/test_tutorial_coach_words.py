"""The Paranoid tutorial's move cards end with the coach's word on that very position
(issue 33): the hint '?' gives there, asked off the frame loop."""

from __future__ import annotations

import time

import pygame

from game.core.hints import hint_seed
from game.paranoid import plugin
from scenes.shell.match.coach_words import PREFIX
from scenes.shell.window.app import App

from .test_tutorial import key, start, step, to_the_draw_card


def test_the_draw_card_says_what_the_coach_would(app: App) -> None:
    flow, board, coach = start(app)
    to_the_draw_card(app, coach)
    s = board.session
    seat = s.to_act
    hint = plugin.hint(s.game.observe(seat), s.game.legal_actions(seat), seat,
                       hint_seed(s.bot_seed, seat, len(s.game.record)))
    end = time.monotonic() + 30  # the coach thinks in real time, in the bot worker
    while not coach.coach_said and time.monotonic() < end:
        step(app)
    if hint.action.kind in coach.step.wait_for:
        assert coach.coach_said == PREFIX + hint.why[0]
        assert coach.card_text(coach.step).endswith(hint.why[0])
    else:  # the coach would do something else than the card asks: it keeps quiet
        assert coach.coach_said == ""
    step(app, key(pygame.K_n))
    assert coach.step.id != "draw"
