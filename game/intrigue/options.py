"""Settings (spec §17) and the game configuration (members, names, seats)."""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

from ..core.config import JsonOptions, human_seats, seats_from_json, seats_to_json, settle_seats

MIN_PLAYERS, MAX_PLAYERS = 4, 8
TARGET_LOW, TARGET_HIGH, CLASSIC_TARGET = 10, 30, 25  # §17: T in 10–30, "Classic" 25
PERSONALITIES = ("mixed", "loyal", "cunning", "paranoid", "gambler")


def default_target(players: int) -> int:
    """§11: 15 for 4–5 members, 20 for 6–8."""
    return 15 if players <= 5 else 20


@dataclass(frozen=True, slots=True)
class Options(JsonOptions):
    target: int = 0  # 0: the default for the member count (§11)
    round_limit: int = 15
    mingling_turns: int = 3
    floor_turns: int = 1
    reports: int = 1
    quick_ballot: bool = False  # a table setting (§16); the engine ignores it
    personality: str = "mixed"  # the bots' personalities (§15.3); the engine ignores it

    def __post_init__(self) -> None:
        checks = (("target", self.target, TARGET_LOW, TARGET_HIGH),
                  ("round_limit", self.round_limit, 5, 30),
                  ("mingling_turns", self.mingling_turns, 2, 4),
                  ("floor_turns", self.floor_turns, 1, 2), ("reports", self.reports, 0, 2))
        for key, value, low, high in checks:
            if isinstance(value, bool) or not isinstance(value, int):
                raise ValueError(f"{key} is a whole number (§17)")
            if not (low <= value <= high or (key == "target" and value == 0)):
                raise ValueError(f"{key} must be {low}..{high} (§17), not {value}")
        if not isinstance(self.quick_ballot, bool):
            raise ValueError("quick_ballot is on/off (§17)")
        if self.personality not in PERSONALITIES:
            raise ValueError(f"personality is one of {PERSONALITIES} (§17)")


@dataclass(frozen=True, slots=True)
class GameConfig:
    """Who plays and with which rules. `seats[p]`: "human" or a bot level."""

    players: int = 6
    names: tuple[str, ...] = ()
    seats: tuple[str, ...] = ()
    options: Options = field(default_factory=Options)

    def __post_init__(self) -> None:
        settle_seats(self, MIN_PLAYERS, MAX_PLAYERS, "§2", "member")

    @property
    def target(self) -> int:
        return self.options.target or default_target(self.players)

    @property
    def humans(self) -> tuple[int, ...]:
        return human_seats(self)

    def to_json(self) -> dict[str, Any]:
        return seats_to_json(self)

    @classmethod
    def from_json(cls, data: dict[str, Any]) -> GameConfig:
        return seats_from_json(cls, Options, data)
