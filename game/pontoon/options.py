"""Settings (spec §14) and the game configuration (players, names, seats, court subjects)."""

from __future__ import annotations

from dataclasses import dataclass, field, replace
from typing import Any

from ..core.config import JsonOptions
from ..core.rng import Rng
from .subjects import SUBJECT_MAX, clean_subject, subject_sets, suggestions

MIN_PLAYERS, MAX_PLAYERS = 2, 4
TELLING = ("spoken", "phrases", "typed")
COURT_SALT = 0x5EA7C0DE  # the court draw's own stream: the deal's stream stays as it was
TIMERS = (0, 15, 30, 45, 60)  # 0 = off
BANKING = ("rotate", "standard")
INQ_FAILURE = ("everyone", "mild")
HAND_LIMITS = (0,) + tuple(range(4, 21))  # 0 = none
COURT = "JQK"


def default_court(seat: int) -> tuple[str, str, str]:
    """What a human's J, Q, K fields hold before they type (three suggestions per seat)."""
    s = suggestions()
    return tuple(s[(3 * seat + k) % len(s)][0] for k in range(3))  # type: ignore[return-value]


def default_telling(humans: int) -> str:
    """§14: the phrase builder alone (or in the kiosk), spoken with two or more humans."""
    return "spoken" if humans >= 2 else "phrases"


def draw_court(config: GameConfig, seed: int) -> GameConfig:
    """§4.3: every seat left to choose (an empty triple: a bot, the kiosk) picks three
    random suggestions, seeded by the game's seed, none already taken at the table."""
    if all(config.court):
        return config
    rng = Rng(seed ^ COURT_SALT)
    taken = {t for triple in config.court for t in triple}
    free = [subject for subject, _ in suggestions() if subject not in taken]
    court = []
    for triple in config.court:
        if not triple:
            picks = []
            for _ in range(3):
                picks.append(free.pop(rng.randrange(len(free))))
            triple = tuple(picks)
        court.append(triple)
    return replace(config, court=tuple(court))


@dataclass(frozen=True, slots=True)
class Options(JsonOptions):
    subjects: str = "classic"
    telling: str = "spoken"
    timer: int = 30
    waiver: bool = True
    heckle: bool = False
    banking: str = "rotate"
    inquisition: int = 0  # jokers: 0, 1 or 2
    inquisition_failure: str = "everyone"
    hand_limit: int = 0

    def __post_init__(self) -> None:
        checks = (("subjects", subject_sets()), ("telling", TELLING), ("timer", TIMERS),
                  ("banking", BANKING), ("inquisition", (0, 1, 2)),
                  ("inquisition_failure", INQ_FAILURE), ("hand_limit", HAND_LIMITS))
        for key, allowed in checks:
            if getattr(self, key) not in allowed:
                raise ValueError(f"{key} must be one of {allowed} (§14)")
        if not isinstance(self.waiver, bool) or not isinstance(self.heckle, bool):
            raise ValueError("waiver and heckle are on/off (§14)")


@dataclass(frozen=True, slots=True)
class GameConfig:
    """Who plays and with which rules. `seats`: "human" or a bot level per seat.

    `court[p]` holds seat p's subjects for J, Q, K (§4.3), each ≤ 32 printable characters;
    an empty triple is drawn from the suggestions when the game starts (`draw_court`).
    """

    players: int = 4
    names: tuple[str, ...] = ()
    seats: tuple[str, ...] = ()
    options: Options = field(default_factory=Options)
    court: tuple[tuple[str, str, str], ...] = ()

    def __post_init__(self) -> None:
        if not MIN_PLAYERS <= self.players <= MAX_PLAYERS:
            raise ValueError(f"{MIN_PLAYERS} to {MAX_PLAYERS} players (§3), not {self.players}")
        n = self.players
        if not self.names:
            object.__setattr__(self, "names", tuple(f"Player {i + 1}" for i in range(n)))
        if not self.seats:
            object.__setattr__(self, "seats", ("human",) * n)
        court = list(self.court) or [default_court(p) for p in range(n)]
        fixed = []
        for p, triple in enumerate(court):
            if not triple:
                fixed.append(())
                continue
            if len(triple) != 3:
                raise ValueError("three court subjects (J, Q, K) per seat (§4.3)")
            fixed.append(tuple(clean_subject(t) or default_court(p)[k]
                               for k, t in enumerate(triple)))
        object.__setattr__(self, "court", tuple(fixed))
        if len(self.names) != n or len(self.seats) != n or len(self.court) != n:
            raise ValueError("one name, one seat and one court triple per player")

    @property
    def humans(self) -> tuple[int, ...]:
        return tuple(p for p, s in enumerate(self.seats) if s == "human")

    def to_json(self) -> dict[str, Any]:
        return {"players": self.players, "names": list(self.names), "seats": list(self.seats),
                "options": self.options.to_json(), "court": [list(c) for c in self.court]}

    @classmethod
    def from_json(cls, data: dict[str, Any]) -> GameConfig:
        return cls(players=int(data["players"]), names=tuple(data["names"]),
                   seats=tuple(data["seats"]), options=Options.from_json(data["options"]),
                   court=tuple(tuple(str(x)[:SUBJECT_MAX] for x in c)
                               for c in data.get("court", ())))  # type: ignore[misc]
