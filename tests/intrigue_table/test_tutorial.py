"""Intrigue's tutorial: the coach's cards come at their moments over the real table and
the learner finishes the game by keyboard alone."""

from __future__ import annotations

import random

import pygame

from scenes.intrigue.table import IntrigueTable
from scenes.intrigue.tutorial import CARDS, Coach
from scenes.shell.match.flow import Flow
from scenes.shell.window.app import App, AppConfig
from tests.frames import until


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

        def over() -> bool:
            nonlocal coach, table
            top = app.stack.top
            if isinstance(top, Coach):
                coach, table = top, top.table
            return table is not None and table.finished and coach is not None and coach.ended

        def frame() -> None:
            top = app.stack.top
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

        until(frame, over, seconds=300)  # the bots think in real time
        assert table is not None and table.session.game.is_over
        assert set(shown) == set(CARDS) and shown[0] == "start" and shown[-1] == "end"
    finally:
        app.close()


def test_each_coach_card_leaves_the_members_and_the_desk_in_sight(text_size: float) -> None:
    """A card talks about the members' files, portraits, scores and the desk: it lies where
    it covers none of them (it held the top row of portraits once), whole inside the TV
    safe area, its words at a size read from a sofa and drawn nowhere else."""
    import numpy as np

    from game.intrigue import plugin
    from scenes.intrigue import places as pl
    from scenes.shell.match.session import Session
    from scenes.ui import theme

    app = App(AppConfig(speed=0))
    app.open()
    try:
        seats = ["human", "easy", "easy", "easy", "easy"]
        game = plugin.Game.new(plugin.make_config(seats, [f"M{i}" for i in range(5)],
                                                  {"round_limit": 5}), 23)
        table = IntrigueTable(Session(game, seats, 0, game_id="intrigue"), speed=0)
        coach = Coach(table)
        for card in CARDS:
            coach.card = card
            box = coach.card_rect()
            assert pl.SAFE.contains(box), card
            for p in range(5):
                assert not box.colliderect(pl.member_rect(p, 5)), (card, p)
            assert not box.colliderect(pl.DESK), card
            assert coach.body_px() >= theme.BODY_PX - 4, (card, text_size)
            surface = pygame.Surface((1280, 720))
            coach.draw(surface)
            drawn = np.argwhere(pygame.surfarray.array3d(surface).any(axis=2))
            assert all(box.collidepoint(int(x), int(y)) for x, y in drawn), card
    finally:
        app.close()
