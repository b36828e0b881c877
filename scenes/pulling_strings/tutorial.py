"""The guided first turns of Pulling Strings: income, a first attack with its odds, and
Slush spent on it.

A fixed two-player table (you and a gentle bot) and a fixed seed. The coach is a
see-through scene over the real table: a card that only explains holds the table
(through `table.gate`) until Next; a card that asks for an action lets input through to
the table and goes on when the game's record shows that action. X ends the tutorial at
any time (the game goes on); N skips a step.
"""

from __future__ import annotations

from typing import Any

import pygame

from scenes.pulling_strings import geometry as geo
from scenes.shell.coach import Step, StepCoach
from scenes.shell.setup_model import Setup
from scenes.shell.tutorial_runner import Tutorial

SEATS = ("human", "easy")
NAMES = ("Ada", "Rival")  # "You's turn" would read badly
OPTIONS = {"interference": "never", "diplomacy": "off"}
SEED = 7
BOT_PACE = 0.9
CARD = pygame.Rect(geo.WEB.left, geo.WEB.bottom - 150, geo.WEB.width, 170)


STEPS: tuple[Step, ...] = (
    Step("now", "Welcome to Pulling Strings! You run a secret Cabal. Grow a web of puppet "
                "groups under it until you control the number shown at the top, or meet "
                "your Cabal's own goal (the lower bar in your panel)."),
    Step("action", "Your turn began with income: your Cabal and each of your groups paid "
                   "Slush (S) into their treasuries. You have two actions. In the Attack "
                   "tab, choose to attack with your Cabal.", ("attack",)),
    Step("aim", "Every target shows your chance to the right. Groups in the uncontrolled "
                "row at the bottom are the easiest: pick one to control with a good "
                "chance.", ("at",)),
    Step("helpers", "Your other groups could lend their power here. Choose Launch the "
                    "attack.", ("go", "play")),
    Step("money", "Now Slush: each S you pay adds one to the number you need on two dice. "
                  "Watch the chance grow, then choose Pay no more. You get a few turns to "
                  "pay; the dice roll after the last.", ("done", "call")),
    Step("after", "The dice decided. A captured group hangs under its attacker with the "
                  "whole branch below it. Keep attacking, move Slush where it helps, and "
                  "pull enough strings to win. The game goes on: have fun!"),
)


def tutorial_setup() -> Setup:
    return Setup("pulling-strings", SEATS, NAMES, dict(OPTIONS))


class CoachScene(StepCoach):
    card = CARD
    act_hint = "Your move, in the choices on the right"
    quiet_anchor = "bottomright"

    def __init__(self, table: Any, steps: tuple[Step, ...] = STEPS) -> None:
        super().__init__(table, steps)
        self.quiet_at = (geo.WEB.right, geo.WEB.bottom + 2)

    def condition(self, when: str) -> bool:
        """Steps' moments: now, after (the attack is over), else the learner's phase."""
        s = self.table.session
        phase = s.game.state.phase
        mine = s.human_to_act and s.display_viewer == s.to_act
        if when == "now":
            return True
        if when == "after":
            return phase == "action" or not mine
        return bool(mine) and phase == when

    def step_done(self, step: Step, new: list[str]) -> bool:
        if step.when == "money":  # several rounds of paying: on once the attack is over
            return self.table.session.game.state.attack is None
        return super().step_done(step, new)


TUTORIAL = Tutorial(setup=tutorial_setup, seed=SEED, bot_pace=BOT_PACE, coach=CoachScene)
