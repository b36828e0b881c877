"""Settings (spec §13) and the game configuration (players, names, seats)."""

from __future__ import annotations

from dataclasses import asdict, dataclass, field
from typing import Any

MIN_PLAYERS, MAX_PLAYERS = 2, 8
ROUNDS = (1, 3, 5, 7, 10)
SCORING = ("cumulative", "rounds_won")
HUMAN = "human"


@dataclass(frozen=True, slots=True)
class Options:
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

    def to_json(self) -> dict[str, Any]:
        return asdict(self)

    @classmethod
    def from_json(cls, data: dict[str, Any]) -> Options:
        return cls(**data)


@dataclass(frozen=True, slots=True)
class GameConfig:
    """Who plays and with which rules. `seats[p]`: "human" or a bot level."""

    players: int = 4
    names: tuple[str, ...] = ()
    seats: tuple[str, ...] = ()
    options: Options = field(default_factory=Options)

    def __post_init__(self) -> None:
        n = self.players
        if isinstance(n, bool) or not isinstance(n, int) or not MIN_PLAYERS <= n <= MAX_PLAYERS:
            raise ValueError(f"{MIN_PLAYERS} to {MAX_PLAYERS} players (§2), not {n!r}")
        if not self.names:
            object.__setattr__(self, "names", tuple(f"Player {i + 1}" for i in range(n)))
        if not self.seats:
            object.__setattr__(self, "seats", (HUMAN,) * n)
        if len(self.names) != n or len(self.seats) != n:
            raise ValueError("one name and one seat per player")

    @property
    def humans(self) -> tuple[int, ...]:
        return tuple(p for p, s in enumerate(self.seats) if s == HUMAN)

    def to_json(self) -> dict[str, Any]:
        return {"players": self.players, "names": list(self.names), "seats": list(self.seats),
                "options": self.options.to_json()}

    @classmethod
    def from_json(cls, data: dict[str, Any]) -> GameConfig:
        return cls(players=int(data["players"]), names=tuple(str(x) for x in data["names"]),
                   seats=tuple(str(x) for x in data["seats"]),
                   options=Options.from_json(dict(data.get("options", {}))))
