"""The guided first game: one hand of Pontoon and one conspiracy, by following the coach."""

from __future__ import annotations

import pygame

from game.core import registry
from scenes.pontoon.table import PontoonTable
from scenes.pontoon.tutorial import CoachScene
from scenes.shell.match.flow import Flow
from scenes.shell.window.app import App
from tests.frames import until
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

    def frame() -> None:
        if coach.mode == "hold":
            d.press(pygame.K_RETURN)
        elif table.my_turn() and not table.tweens.busy and table.obs.phase == "tell":
            d.press(pygame.K_1 if table.obs.offered else pygame.K_RETURN)
        elif coach.mode == "act" and table.my_turn() and not table.tweens.busy:
            d.press(keys[coach.step.when])
        else:
            d.step()

    until(frame, lambda: coach.step is None)  # the bots think in real time
    assert coach.step is None and len(coach.seen) == len(coach.steps)
    state = table.session.game.state
    assert state.told[0] == 1 and state.scores()[0] == 3
    assert table.gate is None and d.top is table


def test_the_card_that_says_stick_puts_the_focus_on_stick(app: App) -> None:
    """Issue 22 walk-through: a learner who presses Enter through the cards was told to
    Stick at 19 while the focus stayed on Twist, so Enter twisted again. The move a card
    asks for takes the focus (StepCoach, through the table's focus_move)."""
    flow = Flow(app.stack, speed=0, music=False)
    app.stack.push(flow.title())
    d = Driver(app)
    d.step()
    flow.start_tutorial("pontoon")
    d.step()
    coach = d.top
    assert isinstance(coach, CoachScene)
    table = coach.table

    def at_stick() -> bool:
        step = coach.step
        return bool(step is not None and step.when == "stick" and coach.mode == "act"
                    and table.my_turn() and not table.tweens.busy)

    def frame() -> None:  # Enter only, like a learner reading card after card
        if coach.mode == "hold" or table.my_turn():
            d.press(pygame.K_RETURN)
        else:
            d.step()

    until(frame, at_stick)  # the bots think in real time
    assert table.bar.focused_id() == "stick"
    d.press(pygame.K_RETURN)
    assert table.session.game.record[-1].split()[0] == "stick"
