"""A searching bot's effort (issue 21): a fixed number of samples, never a time budget,
so a decision depends only on the observation and the bot's seed; and the runaway
guard, the one place where a clock may still cut a search short.

A bot that searches declares its effort, `Effort(16, "worlds")` (tuned so a decision
costs what docs/benchmarks.md says on the project's machine), and runs its sample loop
through `SeededBot.samples(effort)` (game/core/bots.py), which hands out a `Search`:

    search = self.samples(EFFORT)
    for _ in search:          # EFFORT.samples times, whatever the load
        ...                   # one sampled world / rollout / deal
        if search.expired():  # optional, inside a long sample
            break

The loop stops early only when the runaway guard fires: `runaway_seconds()` of wall
clock since the decision began, about ten times the slowest normal hard decision, so a
merely busy machine never reaches it. When it fires, the bot plays what it has found so
far; that is a fall-back: counted on the bot (`runaways`, and in `fallbacks`) and logged.
"""

from __future__ import annotations

import os
import time
from collections.abc import Callable, Iterator
from dataclasses import dataclass

# Seconds. Normal hard decisions: p99 under 50 ms, the slowest ~0.11 s of CPU (docs/
# benchmarks.md, "Bots decide by the seed"): this is ~45x that, because the app's bots
# think in a helper at a lower CPU priority, which a shared machine was seen to slow
# down more than 25-fold (load ~12 plus two CPU burners).
RUNAWAY_SECONDS = 5.0
GUARD_ENV = "CONSPIRACY_TABLE_BOT_GUARD"  # seconds: overrides RUNAWAY_SECONDS


def runaway_seconds() -> float:
    """The runaway guard in seconds. `$CONSPIRACY_TABLE_BOT_GUARD` overrides it (an
    operator on a very slow machine; a test that wants no clock in the game at all)."""
    text = os.environ.get(GUARD_ENV, "").strip()
    try:
        value = float(text) if text else RUNAWAY_SECONDS
    except ValueError:
        return RUNAWAY_SECONDS
    return value if value > 0 else RUNAWAY_SECONDS


@dataclass(frozen=True)
class Effort:
    """How much one searched decision does: `samples` units of `unit` (worlds,
    rollouts, deals). The same number on any machine."""

    samples: int
    unit: str = "samples"

    def __post_init__(self) -> None:
        if self.samples < 1:
            raise ValueError("an effort is at least one sample")


class Search:
    """The sample loop of one decision under the runaway guard (see the module doc)."""

    def __init__(self, effort: Effort, deadline: float,
                 on_runaway: Callable[[Search], None]) -> None:
        self.effort = effort
        self.deadline = deadline  # a time.perf_counter() value
        self.on_runaway = on_runaway
        self.done = 0  # samples finished
        self.ran_away = False

    def __iter__(self) -> Iterator[int]:
        for i in range(self.effort.samples):
            if self.expired():
                return
            yield i
            self.done = i + 1

    def expired(self) -> bool:
        """True once the guard has fired (it fires once: counted and logged once)."""
        if not self.ran_away and time.perf_counter() > self.deadline:
            self.ran_away = True
            self.on_runaway(self)
        return self.ran_away


def report_runaway(who: str, search: Search) -> None:
    """The log line of a guard that fired (logging is imported only then)."""
    import logging

    logging.getLogger("game.bots").warning(
        "%s: runaway guard (%.1f s) fired after %d of %d %s; it plays what it has "
        "(a fall-back: this decision no longer depends on the seed alone)",
        who, runaway_seconds(), search.done, search.effort.samples,
        search.effort.unit)
