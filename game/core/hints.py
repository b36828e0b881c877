"""A coach's hint (issue 33): the move the hard bot would make for a seat, and why.

A hint is a bot decision like any other: made from ONE seat's observation and legal
actions, never from the state, so re-dealing everything that seat cannot see changes
neither the move nor its words (tests/conformance checks it for every game). Its words
are built from the numbers the bot itself computed for this position (odds, counts,
points, risks); a game never writes a canned sentence per kind of move.

A game offers hints with an optional plugin function

    hint(observation, legal, seat, seed) -> Hint

(`game/<game>/hints.py`, named in the plugin as `hint`). `seed` is `hint_seed(...)` of
the match seed, the seat and the number of actions applied so far, so the same
position in the same match always gets the same hint. The hint's `action` is exactly
what the game's hard bot, made with that seed for that seat, would choose: a seat that
always takes the hint plays as hard plays (benchmarks/hints.py measures it).
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass, field
from typing import Any

from .actions import Action

MAX_WHY = 2  # lines of why: a coach says one or two things, not a lecture
MAX_WHY_CHARS = 110  # each line readable on one line of the table's hint panel


@dataclass(frozen=True)
class Hint:
    """What the coach says: the move, one or two lines of why, and the numbers those
    lines quote (so a test can check that words and numbers agree, and the benchmark
    can count how often the words name a number of the position)."""

    action: Action
    why: tuple[str, ...]
    numbers: tuple[float, ...] = field(default=())

    def __post_init__(self) -> None:
        if not 1 <= len(self.why) <= MAX_WHY:
            raise ValueError(f"a hint has one or two lines of why, not {len(self.why)}")
        for line in self.why:
            if not line or len(line) > MAX_WHY_CHARS:
                raise ValueError(f"a line of why must be 1..{MAX_WHY_CHARS} chars: {line!r}")


HintFn = Callable[[Any, Sequence[Action], int, int], Hint]


def hint_seed(match_seed: int, seat: int, moves: int) -> int:
    """The seed of the hint for `seat` after `moves` actions of the match: stable for a
    position, different between positions, and unrelated to any hidden card."""
    return (match_seed * 1_000_003 + seat * 7_919 + moves * 104_729) & 0x7FFF_FFFF


def hint_for(plugin: Any) -> HintFn | None:
    """The game's hint function, or None when the game offers none."""
    return getattr(plugin, "hint", None)


class HintAsker:
    """A hint asked off the frame loop: bot-shaped, so the bot worker
    (game/core/worker.py) runs it like any decision, in its helper process or a thread.
    `choose` makes the hint and keeps it on itself; the worker hands back the move and
    the asker as it is after deciding, so `hint` holds the words."""

    def __init__(self, fn: HintFn, seat: int, seed: int) -> None:
        self.fn = fn  # a module-level function: it travels pickled to the helper
        self.player = seat
        self.seed = seed
        self.hint: Hint | None = None
        self.deadline: float | None = None  # set by the worker; the hint's bot guards itself

    def choose(self, observation: Any, legal: Sequence[Action]) -> Action:
        self.hint = self.fn(observation, legal, self.player, self.seed)
        return self.hint.action


HINT_LEVEL = "hint"  # the tournament's pseudo-level: a seat that always takes the hint


class HintSeat:
    """A seat that always takes the coach's hint (benchmarks/hints.py, `--bots hint,...`
    in game.tournament). Its hint seed is made from the position as the table makes it
    (`hint_seed(match_seed, seat, moves)`), so the player who always takes the hint is
    played exactly; whoever plays it sets `moves` (actions applied so far) before asking."""

    level = HINT_LEVEL

    def __init__(self, fn: HintFn, player: int, match_seed: int) -> None:
        self.fn = fn
        self.player = player
        self.match_seed = match_seed
        self.moves = 0
        self.fallbacks = 0
        self.runaways = 0

    def choose(self, observation: Any, legal: Sequence[Action]) -> Action:
        seed = hint_seed(self.match_seed, self.player, self.moves)
        return self.fn(observation, legal, self.player, seed).action
