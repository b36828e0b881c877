"""Easy (spec §11.1): only the points a play costs now, plus random noise; random passes."""

from __future__ import annotations

from ...core.actions import Action
from ..observation import Observation
from .base import BaseBot
from .knowledge import count_of, play_points

NOISE = 2.0


class EasyBot(BaseBot):
    level = "easy"

    def decide(self, observation: Observation, legal: list[Action]) -> Action:
        count = count_of(observation)
        best, best_cost = legal[0], float("inf")
        for act in legal:
            own, others = play_points(count, act.a, act.b, act.choice)
            cost = own - 0.7 * others + self.rng.uniform(0, NOISE)
            if cost < best_cost:
                best, best_cost = act, cost
        return best
