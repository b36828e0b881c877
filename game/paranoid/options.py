"""Game configuration: players and the optional rules of spec §9."""

from __future__ import annotations

from dataclasses import asdict, dataclass, field
from typing import Any

from .catalogue import DEFAULT_SUBCULTURE

MIN_PLAYERS, MAX_PLAYERS = 2, 6
SANITY_RANGE = (5, 99)  # §9.2 starting Sanity
FEWER_MAX = 10  # §9.2: with 6 Plots only 10 Goals are free to remove (their twins stay)
DEFAULT_TURN_LIMIT = 100  # §8 safety net
BLIND, OPEN = "blind", "open"  # §3.2 Plot building: in private, or in seat order
PLOT_BUILDING = (BLIND, OPEN)


@dataclass(frozen=True, slots=True)
class Options:
    aliens: bool = False  # §9.11
    corporations: bool = False  # §9.12
    delusions: bool = False  # §9.13
    fewer: int = 0  # §9.2 sets of 7 counters removed
    sanity: int = 35  # §7 / §9.2
    trade: bool = False  # §9.2 duplicate trade
    turn_limit: int = DEFAULT_TURN_LIMIT  # §8
    plot_building: str = BLIND  # §3.2 / §3.3: "blind" (default) or "open" (the former way)

    def __post_init__(self) -> None:
        lo, hi = SANITY_RANGE
        if not lo <= self.sanity <= hi:
            raise ValueError(f"starting Sanity must be {lo}..{hi} (§9.2), not {self.sanity}")
        if not 0 <= self.fewer <= FEWER_MAX:
            raise ValueError(f"fewer counters: 0..{FEWER_MAX} sets of 7 (§9.2), not {self.fewer}")
        if self.turn_limit < 1:
            raise ValueError("the turn limit must be at least 1")
        if self.plot_building not in PLOT_BUILDING:
            raise ValueError(f"plot_building is blind or open (§3.3), not {self.plot_building!r}")

    @property
    def blind(self) -> bool:
        """Plots are built blind and clashes settled afterwards (§3.2–§3.3)."""
        return self.plot_building == BLIND

    @classmethod
    def parse(cls, text: str) -> Options:
        """From the command-line form
        `aliens,corporations,delusions,fewer:2,sanity:20,trade,plot_building:open`."""
        kw: dict[str, Any] = {}
        for part in filter(None, (p.strip() for p in text.split(","))):
            name, _, value = part.partition(":")
            if name in ("aliens", "corporations", "delusions", "trade") and not value:
                kw[name] = True
            elif name in ("fewer", "sanity", "turn_limit") and value.isdigit():
                kw[name] = int(value)
            elif name == "plot_building" and value in PLOT_BUILDING:
                kw[name] = value
            elif name == "all" and not value:
                kw.update(aliens=True, corporations=True, delusions=True, trade=True)
            else:
                raise ValueError(f"unknown option {part!r}: use aliens, corporations, delusions,"
                                 " trade, fewer:N, sanity:N, turn_limit:N, plot_building:blind|open"
                                 " or all")
        return cls(**kw)

    def to_json(self) -> dict[str, Any]:
        return asdict(self)

    @classmethod
    def from_json(cls, data: dict[str, Any]) -> Options:
        # Saves from before blind building (§3.3) carry no `plot_building`: those games
        # started with open building and keep it.
        return cls(**{"plot_building": OPEN, **data})


@dataclass(frozen=True, slots=True)
class GameConfig:
    """Who plays and with which rules. `seats` is opaque to the engine (human, hard, …)."""

    players: int = 4
    names: tuple[str, ...] = ()
    seats: tuple[str, ...] = ()
    options: Options = field(default_factory=Options)
    subculture: str = DEFAULT_SUBCULTURE

    def __post_init__(self) -> None:
        if not MIN_PLAYERS <= self.players <= MAX_PLAYERS:
            raise ValueError(f"{MIN_PLAYERS} to {MAX_PLAYERS} players (§3), not {self.players}")
        if not self.names:
            object.__setattr__(self, "names", tuple(f"Player {i + 1}" for i in range(self.players)))
        if not self.seats:
            object.__setattr__(self, "seats", ("human",) * self.players)
        if len(self.names) != self.players or len(self.seats) != self.players:
            raise ValueError("one name and one seat per player")

    def to_json(self) -> dict[str, Any]:
        return {"players": self.players, "names": list(self.names), "seats": list(self.seats),
                "options": self.options.to_json(), "subculture": self.subculture}

    @classmethod
    def from_json(cls, data: dict[str, Any]) -> GameConfig:
        return cls(players=data["players"], names=tuple(data["names"]),
                   seats=tuple(data["seats"]), options=Options.from_json(data["options"]),
                   subculture=data.get("subculture", DEFAULT_SUBCULTURE))
