"""The bot interface and the uniformly random level (spec §11)."""

from __future__ import annotations

from ...core.actions import Action
from ...core.bots import RandomPlay, SeededBot
from ..actions import Call, PassCard
from ..observation import Observation


class BaseBot(SeededBot):
    """The shared bot plumbing, and the easy answers: a call of the count is always
    right (§10.1); a pass choice has its own policy (§11.2)."""

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
            return self.checked(self.choose_pass(observation, legal), legal)
        return self.checked(self.decide(observation, legal), legal)

    def choose_pass(self, observation: Observation, legal: list[Action]) -> Action:
        return legal[self.rng.randrange(len(legal))]

    def decide(self, observation: Observation, legal: list[Action]) -> Action:
        raise NotImplementedError


class RandomBot(RandomPlay, BaseBot):
    """Uniformly random legal actions: the baseline every level must beat."""
