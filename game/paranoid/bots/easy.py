"""Easy: plays like a casual human. No inference, and some human-looking mistakes.

It knows its own counters and what the table has exposed, nothing more: every type it
could name looks equally promising. It builds Accusations slowly and makes them when
complete, strikes or draws on a whim, and now and then slips: it forgets that a type
is in its own Plot, hands a duplicate to a rival, or settles for a smaller Plot.
"""

from __future__ import annotations

from ...core.actions import Action
from .. import Draw, Give, Observation, Pass, Strike
from ..catalogue import N_TYPES
from .base import BaseBot
from .knowledge import analyse
from .plotting import plot_choice
from .tactics import NEG, Style, excess_choice, paranoid_choice

EASY_STYLE = Style(accuse_min=0.0, spend_per_exposure=0.0, free_cap=1, low_sanity=8,
                   include_min=0.0, minus_penalty=0.1)
FORGET = 0.03  # chance, per decision, to forget that one own Plot type must not be named
GIFT_SLIP = 0.15  # chance to hand a duplicate of the own Plot to a rival
STRIKE_MOOD = 0.4  # chance to strike a rival instead of drawing


class EasyBot(BaseBot):
    level = "easy"

    def __init__(self, player: int, seed: int) -> None:
        super().__init__(player, seed)
        self.plot_size = 6 if self.rng.random() < 0.15 else 7

    def decide(self, observation: Observation, legal: list[Action]) -> Action:
        phase = observation.phase
        if phase == "plot":
            return plot_choice(observation, legal, self.rng, self.plot_size,
                               take_delusions=self.rng.random() < 0.5)
        if phase == "enemy":
            return self.enemy(observation, legal)
        values = self.values(observation)
        if phase == "excess":
            return excess_choice(observation, legal, values)
        return paranoid_choice(observation, legal, values, EASY_STYLE)

    def values(self, obs: Observation) -> list[float]:
        """Every type not known to be placed looks alike (no inference)."""
        k = analyse(obs)
        values = [0.3 if k.unseen(t) > 0 and t not in k.plot_of else 0.01
                  for t in range(N_TYPES)]
        own = sorted(k.own_concealed)
        if own and self.rng.random() < FORGET:
            own.remove(self.rng.choice(own))
        for t in own:
            values[t] = NEG
        return values

    def enemy(self, obs: Observation, legal: list[Action]) -> Action:
        me = obs.viewer
        if obs.must_give:
            t = obs.must_give[0]
            rivals = [a for a in legal if isinstance(a, Give) and a.type == t and a.to != me]
            if rivals and self.rng.random() < GIFT_SLIP:
                return self.rng.choice(rivals)
            return Give(t, me)
        strikes = [a for a in legal if isinstance(a, Strike) and a.target != me]
        if strikes and self.rng.random() < STRIKE_MOOD:
            return self.rng.choice(strikes)
        # It draws a couple of counters, not thinking about the Pool running dry.
        if Draw() in legal and (obs.taken == 0 or (obs.taken < 3 and self.rng.random() < 0.5)):
            return Draw()
        return Pass()
