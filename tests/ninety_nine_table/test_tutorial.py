"""Ninety-Nine's tutorial teaches the whole game (issue 22): two rounds, so the card
about the round's end appears; every special card (Four, Eight, Ten, pairs) and the pass
are explained, whichever cards the deal brings and whatever the learner plays; the
welcome card leaves the count it describes in view."""

from __future__ import annotations

import random

import pygame
import pytest

from scenes.ninety_nine.centre import COUNT
from scenes.ninety_nine.places import LOG_RECT
from scenes.ninety_nine.tutorial import CARDS, SPECIALS, Coach
from scenes.shell.match.flow import Flow
from scenes.shell.match.results import ResultsScene
from tests.frames import NotDone, until
from tests.ninety_nine_table.helpers import DT, key
from tests.scenes.scene_driver import read_first


def _play_tutorial(app, seed: int,
                   rects: dict[str, pygame.Rect] | None = None) -> tuple[list[str], list[str]]:
    """Keyboard only: a learner who reads every card and plays a random move
    (`rects` collects where each card lay)."""
    rnd = random.Random(seed)
    flow = Flow(app.stack, speed=0, music=False)
    app.stack.push(flow.title(music=False))
    board = flow.start_tutorial("ninety-nine")
    app.step([], DT)
    app.stack.apply_pending()
    coach = next(s for s in app.stack.scenes if isinstance(s, Coach))
    assert board.session.game.config.options.rounds >= 2  # the round's end is seen
    shown: list[str] = []
    taught: list[str] = []

    def frame() -> None:
        top = app.stack.top
        events: list[pygame.event.Event] = []
        if top is coach and coach.card is not None:
            if not shown or shown[-1] != coach.card:
                shown.append(coach.card)
                taught.extend(coach.paragraphs(coach.card))
                if rects is not None:
                    rects[coach.card] = coach.card_rect()
            read_first(app, DT)
            events = [key(pygame.K_RETURN)]
        elif board.my_turn():
            events = [key(pygame.K_RIGHT)] * rnd.randrange(3)
            events += [key(pygame.K_DOWN)] * rnd.randrange(2) + [key(pygame.K_RETURN)]
        elif board.summary is not None and not board.summary_ack:
            events = [key(pygame.K_RETURN)]
        app.step(events, DT)
        app.stack.apply_pending()

    try:  # the bots think in real time
        until(frame, lambda: isinstance(app.stack.top, ResultsScene), seconds=300)
    except NotDone as e:
        raise NotDone(f"the tutorial never reached the results: {e}") from None
    return shown, taught


@pytest.mark.parametrize("learner", [1, 2])
def test_the_tutorial_teaches_every_card_and_the_round_end(app, learner: int) -> None:
    shown, taught = _play_tutorial(app, learner)
    assert "round" in shown and "end" in shown and "pass" in shown, shown
    for lesson in SPECIALS:  # on its own card, or with the round's end
        assert all(p in taught for p in CARDS[lesson][1]), (lesson, shown)


def test_the_welcome_card_leaves_the_count_in_view(app) -> None:
    flow = Flow(app.stack, speed=0, music=False)
    app.stack.push(flow.title(music=False))
    flow.start_tutorial("ninety-nine")
    app.step([], DT)
    app.stack.apply_pending()
    coach = next(s for s in app.stack.scenes if isinstance(s, Coach))
    assert coach.card == "start"
    count = pygame.Rect(0, 0, 200, 150)
    count.center = COUNT
    assert not coach.card_rect().colliderect(count)


def test_the_card_that_names_the_last_plays_leaves_them_in_view(app) -> None:
    """Issue 22: the welcome card said "Last plays, on the left" and covered that box.
    The log is taught once it holds a play, by a card beside it."""
    rects: dict[str, pygame.Rect] = {}
    shown, _ = _play_tutorial(app, 3, rects)
    assert "plays" in shown and shown.index("plays") < shown.index("end")
    for card in shown:
        words = " ".join([CARDS[card][0], *CARDS[card][1]])
        if "Last plays" in words or "on the left" in words:
            assert not rects[card].colliderect(LOG_RECT), card
