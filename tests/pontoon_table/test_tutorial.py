"""The guided first game: one hand of Pontoon and one conspiracy, by following the coach."""

from __future__ import annotations

import pygame

from game.core import registry
from scenes.pontoon.table import PontoonTable
from scenes.pontoon.tutorial import CoachScene
from scenes.shell.app import App
from scenes.shell.flow import Flow
from tests.scenes.scene_driver import Driver


def test_tutorial_hand_and_conspiracy(app: App) -> None:
    assert registry.load(registry.get("pontoon").tutorial).seed
    flow = Flow(app.stack, speed=0, music=False)
    app.stack.push(flow.title())
    d = Driver(app)
    d.step()
    flow.start_tutorial("pontoon")
    d.step()
    coach = d.top
    assert isinstance(coach, CoachScene)
    table = coach.table
    assert isinstance(table, PontoonTable)
    keys = {"play": pygame.K_t, "stick": pygame.K_s}
    for _ in range(3000):
        if coach.step is None:
            break
        if coach.mode == "hold":
            d.press(pygame.K_RETURN)
        elif table.my_turn() and not table.tweens.busy and table.obs.phase == "tell":
            d.press(pygame.K_1 if table.obs.offered else pygame.K_RETURN)
        elif coach.mode == "act" and table.my_turn() and not table.tweens.busy:
            d.press(keys[coach.step.when])
        else:
            d.step()
    assert coach.step is None and len(coach.seen) == len(coach.steps)
    state = table.session.game.state
    assert state.told[0] == 1 and state.scores()[0] == 3
    assert table.gate is None and d.top is table
