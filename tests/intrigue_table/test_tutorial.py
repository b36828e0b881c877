"""Intrigue's tutorial: the coach's cards come at their moments over the real table and
the learner finishes the game by keyboard alone."""

from __future__ import annotations

import random

import pygame

from scenes.intrigue.table import IntrigueTable
from scenes.intrigue.tutorial import CARDS, Coach
from scenes.shell.app import App, AppConfig
from scenes.shell.flow import Flow


def key(k: int) -> pygame.event.Event:
    return pygame.event.Event(pygame.KEYDOWN, key=k, mod=0, unicode="", scancode=0)


def test_the_tutorial_teaches_every_card_and_plays_to_the_end() -> None:
    app = App(AppConfig(speed=0))
    app.open()
    try:
        flow = Flow(app.stack, speed=0, music=False, game="intrigue")
        app.stack.push(flow.title())
        flow.start_tutorial("intrigue")
        rnd = random.Random(4)
        coach = table = None
        shown: list[str] = []
        for _ in range(40_000):
            top = app.stack.top
            if isinstance(top, Coach):
                coach, table = top, top.table
            if table is not None and table.finished and coach is not None and coach.ended:
                break
            events: list[pygame.event.Event] = []
            if coach is not None and coach.card is not None and top is coach:
                if not shown or shown[-1] != coach.card:
                    shown.append(coach.card)
                for _ in range(6):
                    app.step([], 0.05)  # past the guard time
                events = [key(pygame.K_RETURN)]
            elif isinstance(table, IntrigueTable) and table.chooser_active():
                rows = table.chooser_rows()
                events = [key(pygame.K_DOWN)] * rnd.randrange(len(rows)) + [key(pygame.K_RETURN)]
            app.step(events, 0.05)
        assert table is not None and table.session.game.is_over
        assert set(shown) == set(CARDS) and shown[0] == "start" and shown[-1] == "end"
    finally:
        app.close()
