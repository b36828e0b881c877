"""The bot interface every level implements, and the uniformly random level.

A bot is built from its seat and a seed and is then only ever shown that seat's
`Observation` and the legal actions: it never receives a `State`, so it cannot look
at hidden counters even by mistake. Its randomness is its own `random.Random`.
"""

from __future__ import annotations

import random
from typing import Protocol

from ...core.actions import Action
from .. import Observation, Pass


class Bot(Protocol):
    level: str
    player: int

    def choose(self, observation: Observation, legal: list[Action]) -> Action: ...


class BaseBot:
    """Shared plumbing: the seeded random source and a safety net for illegal picks."""

    level = "base"

    def __init__(self, player: int, seed: int) -> None:
        self.player = player
        self.seed = seed
        self.rng = random.Random(seed)
        self.fallbacks = 0  # times the policy proposed an action that was not legal

    def choose(self, observation: Observation, legal: list[Action]) -> Action:
        if not legal:
            raise ValueError("no legal action to choose from")
        if len(legal) == 1:
            return legal[0]
        action = self.decide(observation, legal)
        if action in legal:
            return action
        # A policy bug must never become an illegal move: fall back, and count it.
        self.fallbacks += 1
        return Pass() if Pass() in legal else legal[0]

    def decide(self, observation: Observation, legal: list[Action]) -> Action:
        raise NotImplementedError


class RandomBot(BaseBot):
    """Uniformly random legal actions: the baseline every level must beat."""

    level = "random"

    def decide(self, observation: Observation, legal: list[Action]) -> Action:
        return legal[self.rng.randrange(len(legal))]
