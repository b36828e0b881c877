"""The kept still picture is redrawn by regions (scenes/intrigue/still.py): after any
sequence of changes — moves, animations landing (a stamp, a cord), the pointer over a
heading, a said hint, desk pages — it is pixel for pixel the picture drawn whole."""

from __future__ import annotations

import random
from collections.abc import Iterator

import pygame
import pytest

from game.intrigue import plugin
from scenes.intrigue import places as pl
from scenes.intrigue.table import IntrigueTable
from scenes.shell.match.session import Session
from scenes.shell.window.app import App, AppConfig
from tests.frames import nap_while_bots_think
from tests.pixels import same_rgb

DT = 1 / 30


@pytest.fixture()
def app() -> Iterator[App]:
    application = App(AppConfig(speed=1.0))
    application.open()
    yield application
    application.close()


def _whole(table: IntrigueTable) -> pygame.Surface:
    surface = pygame.Surface((1280, 720))
    table._draw_still(surface)
    return surface


@pytest.mark.parametrize("seed", [4, 8])
def test_the_kept_picture_is_always_the_whole_picture(app: App, seed: int) -> None:
    rnd = random.Random(seed)
    seats = ["human", "medium", "random", "easy", "medium"]
    game = plugin.Game.new(plugin.make_config(seats, list("ABCDE"), {"round_limit": 3}), seed)
    table = IntrigueTable(Session(game, seats, seed, game_id="intrigue"), speed=1.0,
                          bot_pace=0.0)
    app.stack.push(table)
    app.stack.apply_pending()
    compared = partial = 0
    for frame in range(2500):
        if table.finished:
            break
        events: list[pygame.event.Event] = []
        if rnd.random() < 0.05:  # the pointer wanders over the files
            r = pl.member_rect(rnd.randrange(5), 5)
            pos = (rnd.randrange(r.x, r.right), rnd.randrange(r.y, r.bottom))
            events.append(pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(0, 0),
                                             buttons=(0, 0, 0)))
        if rnd.random() < 0.01:
            table.say(f"A hint {frame}")
        if table.chooser_active() and app.stack.top is table and rnd.random() < 0.3:
            k = rnd.choice([pygame.K_DOWN, pygame.K_RETURN, pygame.K_TAB, pygame.K_RETURN])
            events.append(pygame.event.Event(pygame.KEYDOWN, key=k, mod=0, unicode="",
                                             scancode=0))
        before = table._picture_key
        app.step(events, DT)
        app.stack.apply_pending()
        nap_while_bots_think()  # the bots think in real time: their moves change the picture
        if frame % 7 == 0 or table._picture_key != before:
            partial += table._picture_key != before
            assert same_rgb(table._picture(), _whole(table)), \
                f"frame {frame}: the kept picture differs"
            compared += 1
    assert compared > 200 and partial > 50, (compared, partial)
