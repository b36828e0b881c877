"""What every game's bots share: a seat, a random source of their own, a search of fixed
effort under the runaway guard, the safety net that turns a policy's illegal pick into a
legal one, and `make_bot`.

A bot is handed its seat's observation and the legal actions, never the game state
(game/core/contract.py `Bot`); its randomness is its own `random.Random(seed)`, and a
searching bot's effort is a number of samples (game/core/effort.py), so its decision
depends only on the observation and its seed.
"""

from __future__ import annotations

import random
import time
from collections.abc import Callable, Mapping
from typing import Any

from .actions import Action
from .effort import Effort, Search, report_runaway, runaway_seconds


class SeededBot:
    level = "base"
    # A coach's notebook (issue 33, game/core/hints.py): None in play. A hint sets a dict
    # here on a fresh bot, and the bot's decision writes the numbers it weighed into it
    # as it goes, on the very path `choose` takes: same moves, same random draws.
    notes: dict[str, Any] | None = None

    def __init__(self, player: int, seed: int) -> None:
        self.player = player
        self.seed = seed
        self.rng = random.Random(seed)
        # The runaway guard of the decision in progress, a time.perf_counter() value
        # (set by the BotWorker; else each search starts its own).
        self.deadline: float | None = None
        # Decisions not made by the policy as designed: an illegal pick replaced, or a
        # search cut short by the runaway guard (those are also counted in `runaways`).
        self.fallbacks = 0
        self.runaways = 0

    def choose(self, observation: Any, legal: list[Action]) -> Action:
        if not legal:
            raise ValueError("no legal action to choose from")
        if len(legal) == 1:
            return legal[0]
        action = self.decide(observation, legal)
        return self.checked(action, legal)

    def checked(self, action: Action | None, legal: list[Action]) -> Action:
        """`action` if legal; else a safe legal one, counted: a policy bug never becomes
        an illegal move."""
        if action is not None and action in legal:
            return action
        self.fallbacks += 1
        return self.safe(legal)

    def safe(self, legal: list[Action]) -> Action:
        return legal[0]

    def samples(self, effort: Effort) -> Search:
        """The sample loop of one searched decision: `effort.samples` samples, cut short
        only by the runaway guard (counted and logged here when it fires)."""
        deadline = self.deadline
        if deadline is None:
            deadline = time.perf_counter() + runaway_seconds()
        return Search(effort, deadline, self._ran_away)

    def _ran_away(self, search: Search) -> None:
        self.runaways += 1
        self.fallbacks += 1
        report_runaway(f"{self.level} bot of seat {self.player}", search)

    def decide(self, observation: Any, legal: list[Action]) -> Action:
        raise NotImplementedError


class RandomPlay(SeededBot):
    """Uniformly random legal actions: the baseline every level must beat."""

    level = "random"

    def decide(self, observation: Any, legal: list[Action]) -> Action:
        return legal[self.rng.randrange(len(legal))]


def bot_maker(levels: Mapping[str, Callable[[int, int], Any]]) -> Callable[[str, int, int], Any]:
    """A game's `make_bot(level, player, seed)` over its table of levels."""

    def make_bot(level: str, player: int, seed: int) -> Any:
        try:
            cls = levels[level]
        except KeyError:
            raise ValueError(f"unknown bot level {level!r}: use {', '.join(levels)}") from None
        return cls(player, seed)

    return make_bot
