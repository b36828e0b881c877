"""Settings (spec §13) and the game configuration (players, names, seats)."""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

from ..core.config import JsonOptions, human_seats, seats_from_json, seats_to_json, settle_seats

MIN_PLAYERS, MAX_PLAYERS = 2, 8
ROUNDS = (1, 3, 5, 7, 10)
SCORING = ("cumulative", "rounds_won")


@dataclass(frozen=True, slots=True)
class Options(JsonOptions):
    rounds: int = 3
    scoring: str = "cumulative"
    call_count: bool = False
    blind_count: bool = False  # only with call_count (§13)
    quick_pass: bool = False

    def __post_init__(self) -> None:
        if self.rounds not in ROUNDS:
            raise ValueError(f"rounds must be one of {ROUNDS} (§7)")
        if self.scoring not in SCORING:
            raise ValueError(f"scoring must be one of {SCORING} (§7)")
        for key in ("call_count", "blind_count", "quick_pass"):
            if not isinstance(getattr(self, key), bool):
                raise ValueError(f"{key} is on/off (§13)")
        if self.blind_count and not self.call_count:
            object.__setattr__(self, "blind_count", False)  # requires call the count


@dataclass(frozen=True, slots=True)
class GameConfig:
    """Who plays and with which rules. `seats[p]`: "human" or a bot level."""

    players: int = 4
    names: tuple[str, ...] = ()
    seats: tuple[str, ...] = ()
    options: Options = field(default_factory=Options)

    def __post_init__(self) -> None:
        settle_seats(self, MIN_PLAYERS, MAX_PLAYERS, "§2")

    @property
    def humans(self) -> tuple[int, ...]:
        return human_seats(self)

    def to_json(self) -> dict[str, Any]:
        return seats_to_json(self)

    @classmethod
    def from_json(cls, data: dict[str, Any]) -> GameConfig:
        return seats_from_json(cls, Options, data)
