"""Playing Conspiracy Pontoon through the real app with injected input only.

The "player" reads the table (whose turn, which buttons, which cells are lit) only to
decide what to press; every move reaches the game as a pygame event through `App.step`.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

import pygame

from game.pontoon.actions import Declare, Stick
from game.pontoon.hand import best_total
from scenes.pontoon.table import PontoonTable
from scenes.shell.match.curtain import CurtainScene
from scenes.shell.match.flow import Flow
from scenes.shell.match.results import ResultsScene
from scenes.shell.menus.setup_model import Setup
from scenes.shell.window.app import App
from tests.scenes.scene_driver import Driver

NAMES = ("Ada", "Boris", "Cleo", "Dmitri")


def start(app: App, seats: tuple[str, ...], options: dict[str, Any], seed: int
          ) -> tuple[Flow, Driver, PontoonTable]:
    flow = Flow(app.stack, speed=0, music=False, seed=seed)
    app.stack.push(flow.title())
    d = Driver(app)
    d.step()
    flow.start(Setup("pontoon", seats, NAMES[:len(seats)], dict(options)), seed,
               autosave=False)
    d.step()
    table = flow.board
    assert isinstance(table, PontoonTable)
    return flow, d, table


def ready(d: Driver, table: PontoonTable) -> bool:
    """The human at the screen may act now, nothing is moving."""
    return (d.top is table and table.my_turn() and not table.tweens.busy
            and not table.session.shown)


def decide(table: PontoonTable) -> tuple[str, Any]:
    """What a sensible person does now: (what, detail)."""
    s = table.session
    st = s.game.state
    legal = s.legal()
    if st.phase == "vote":
        return "vote", True
    if st.phase in ("play", "bank"):
        if Declare() in legal:
            return "move", "declare"
        total = best_total(st.hand_ranks(st.actor, st.cur[st.actor]))
        if Stick() in legal and total >= (17 if st.phase == "bank" else 16):
            return "move", "stick"
        return "move", "twist"
    if st.offered:
        return "phrase", st.offered[0]
    return "place", table.legal_cells()[0]


def peek_then_press(d: Driver, table: PontoonTable, move_key: int) -> None:
    """A move as a hot-seat player makes it: a look under Peek at hole cards not seen yet
    (a move pressed before that is answered alike whatever the hand, §13), then the key."""
    if table.own_secrets() and not table.looked():
        d.step(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_p, mod=0, unicode="",
                                  scancode=0))
        d.step(pygame.event.Event(pygame.KEYUP, key=pygame.K_p, mod=0, unicode="",
                                  scancode=0))
    d.press(move_key)


def finish(d: Driver, act: Callable[[Driver], None], limit: int = 12000) -> None:
    def step(driver: Driver) -> None:
        if isinstance(driver.top, CurtainScene) and driver.top.t > 0.25:
            driver.press(pygame.K_RETURN)
        act(driver)

    d.run_until(lambda: isinstance(d.top, ResultsScene), step, limit)
