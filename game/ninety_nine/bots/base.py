"""The bot interface and the uniformly random level (spec §11)."""

from __future__ import annotations

import random

from ...core.actions import Action
from ..actions import Call, PassCard
from ..observation import Observation


class BaseBot:
    """Seeded random source, a safety net for illegal picks, and the easy answers:
    a call of the count is always right (§10.1)."""

    level = "base"

    def __init__(self, player: int, seed: int) -> None:
        self.player = player
        self.seed = seed
        self.rng = random.Random(seed)
        self.deadline: float | None = None  # time.perf_counter() value for searching bots
        self.fallbacks = 0

    def choose(self, observation: Observation, legal: list[Action]) -> Action:
        if not legal:
            raise ValueError("no legal action to choose from")
        if len(legal) == 1:
            return legal[0]
        first = legal[0]
        if isinstance(first, Call):
            from .knowledge import count_of

            right = Call(first.player, count_of(observation))
            return right if right in legal else first
        if isinstance(first, PassCard):
            action = self.choose_pass(observation, legal)
        else:
            action = self.decide(observation, legal)
        if action in legal:
            return action
        self.fallbacks += 1
        return legal[0]

    def choose_pass(self, observation: Observation, legal: list[Action]) -> Action:
        return legal[self.rng.randrange(len(legal))]

    def decide(self, observation: Observation, legal: list[Action]) -> Action:
        raise NotImplementedError


class RandomBot(BaseBot):
    """Uniformly random legal actions: the baseline every level must beat."""

    level = "random"

    def decide(self, observation: Observation, legal: list[Action]) -> Action:
        return legal[self.rng.randrange(len(legal))]
