"""Settings (spec §19) and the game configuration (players, names, seats)."""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

from ..core.config import HUMAN, JsonOptions, seats_from_json, seats_to_json, settle_seats

MIN_PLAYERS, MAX_PLAYERS = 2, 6
ASSIGNMENT = ("random", "choose")
DIPLOMACY = ("auto", "on", "off")  # auto: on with only humans at the table (§12)
INTERFERENCE = ("always", "close", "never")
BASIC_GOAL = {2: 13, 3: 12, 4: 11, 5: 10, 6: 9}  # §11
# Off = 0; otherwise 6..30 rounds. Decision (docs/rules-pulling-strings.md): with the
# turn limit off a game still ends after HARD_CEILING rounds, scored as at the limit, so
# every game ends (bots-only tables otherwise could circle for ever).
HARD_CEILING = 40


@dataclass(frozen=True, slots=True)
class Options(JsonOptions):
    cabals: str = "random"
    goal_offset: int = 0  # basic goal N adjusted by -3..+3
    special_goals: bool = True
    diplomacy: str = "auto"
    interference: str = "close"
    turn_limit: int = 0
    catch_up: int = 2

    def __post_init__(self) -> None:
        if self.cabals not in ASSIGNMENT:
            raise ValueError(f"cabal assignment is one of {ASSIGNMENT} (§19)")
        if self.diplomacy not in DIPLOMACY:
            raise ValueError(f"diplomacy is one of {DIPLOMACY} (§19)")
        if self.interference not in INTERFERENCE:
            raise ValueError(f"interference prompts are one of {INTERFERENCE} (§19)")
        for key, low, high in (("goal_offset", -3, 3), ("turn_limit", 0, 30),
                               ("catch_up", 0, 5)):
            v = getattr(self, key)
            if isinstance(v, bool) or not isinstance(v, int) or not low <= v <= high:
                raise ValueError(f"{key} is a whole number in {low}..{high} (§19)")
        if 0 < self.turn_limit < 6:
            raise ValueError("the turn limit is off or 6..30 rounds (§19)")
        if not isinstance(self.special_goals, bool):
            raise ValueError("special goals are on/off (§19)")


@dataclass(frozen=True, slots=True)
class GameConfig:
    """Who plays and with which rules. `seats[p]`: "human" or a bot level."""

    players: int = 4
    names: tuple[str, ...] = ()
    seats: tuple[str, ...] = ()
    options: Options = field(default_factory=Options)

    def __post_init__(self) -> None:
        settle_seats(self, MIN_PLAYERS, MAX_PLAYERS, "§6")

    @property
    def goal(self) -> int:
        """N of the basic goal (§11), with the setting's offset."""
        return BASIC_GOAL[self.players] + self.options.goal_offset

    @property
    def diplomacy(self) -> bool:
        d = self.options.diplomacy
        return d == "on" or (d == "auto" and all(s == HUMAN for s in self.seats))

    def to_json(self) -> dict[str, Any]:
        return seats_to_json(self)

    @classmethod
    def from_json(cls, data: dict[str, Any]) -> GameConfig:
        return seats_from_json(cls, Options, data)
