"""The bot interface every level implements, and the uniformly random level.

A bot is built from its seat and a seed and is then only ever shown that seat's
`Observation` and the legal actions: it never receives a `State`, so it cannot look
at hidden counters even by mistake. Its randomness is its own `random.Random`.
"""

from __future__ import annotations

from typing import Protocol

from ...core.actions import Action
from ...core.bots import RandomPlay, SeededBot
from .. import Observation, Pass


class Bot(Protocol):
    level: str
    player: int

    def choose(self, observation: Observation, legal: list[Action]) -> Action: ...


class BaseBot(SeededBot):
    """The shared bot plumbing (game/core/bots.py); a policy's slip falls back to Pass."""

    def safe(self, legal: list[Action]) -> Action:
        return Pass() if Pass() in legal else legal[0]

    def decide(self, observation: Observation, legal: list[Action]) -> Action:
        raise NotImplementedError


class RandomBot(RandomPlay, BaseBot):
    """Uniformly random legal actions: the baseline every level must beat."""
