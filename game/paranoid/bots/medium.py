"""Medium: hard-evidence belief and a greedy choice among macro-actions.

It knows where every counter type could be (`knowledge.belief`), values naming each
type by the expected exposures of rivals who threaten its win, and each decision takes
the macro with the best immediate value: make or build the best Accusation when the
Sanity it costs is worth it, draw a few counters with its Enemy, strike only while
winning.
"""

from __future__ import annotations

from ...core.actions import Action
from .. import Observation
from .base import BaseBot
from .knowledge import analyse, belief
from .plotting import plot_choice
from .tactics import Style, enemy_choice, excess_choice, paranoid_choice, type_values

# Medium hoards only moderately (three Enemy draws a phase): it does not plan for the
# Pool running dry, which is what the hard level exploits.
MEDIUM_STYLE = Style(max_draws=3, draw_cap=1)


class MediumBot(BaseBot):
    level = "medium"
    style = MEDIUM_STYLE

    def decide(self, observation: Observation, legal: list[Action]) -> Action:
        phase = observation.phase
        if phase == "plot":
            return plot_choice(observation, legal, self.rng)
        if phase == "enemy":
            return enemy_choice(observation, legal, self.style)
        values = self.values(observation)
        if phase == "excess":
            return excess_choice(observation, legal, values)
        return paranoid_choice(observation, legal, values, self.style)

    def values(self, observation: Observation) -> list[float]:
        k = analyse(observation)
        prob = belief(observation, k)
        values = type_values(observation, k, prob)
        if self.notes is not None:  # a coach's hint quotes the belief it acted on
            self.notes.update(prob=prob, values=values)
        return values
