"""What every game's configuration shares: the seats (who plays, "human" or a bot level),
their names and the options, checked, filled in and saved the same way; and the plugin
helpers that build a configuration from the setup form's `OptionSpec`s."""

from __future__ import annotations

from collections.abc import Callable, Mapping, Sequence
from dataclasses import asdict
from typing import Any

from .contract import OptionSpec, clamp_options

HUMAN = "human"


def settle_seats(config: Any, low: int, high: int, rule: str, seat: str = "player") -> None:
    """Check `config.players` (low..high, spec `rule`) and fill in default names ("Player
    2") and seats (all human); ValueError for anything else. For `__post_init__`."""
    n = config.players
    if isinstance(n, bool) or not isinstance(n, int) or not low <= n <= high:
        raise ValueError(f"{low} to {high} {seat}s ({rule}), not {n!r}")
    if not config.names:
        object.__setattr__(config, "names",
                           tuple(f"{seat.capitalize()} {i + 1}" for i in range(n)))
    if not config.seats:
        object.__setattr__(config, "seats", (HUMAN,) * n)
    if len(config.names) != n or len(config.seats) != n:
        raise ValueError(f"one name and one seat per {seat}")


def human_seats(config: Any) -> tuple[int, ...]:
    return tuple(p for p, s in enumerate(config.seats) if s == HUMAN)


def seats_to_json(config: Any) -> dict[str, Any]:
    return {"players": config.players, "names": list(config.names),
            "seats": list(config.seats), "options": config.options.to_json()}


def seats_from_json(config_type: Any, options_type: Any, data: dict[str, Any]) -> Any:
    return config_type(players=int(data["players"]),
                       names=tuple(str(x) for x in data["names"]),
                       seats=tuple(str(x) for x in data["seats"]),
                       options=options_type.from_json(dict(data.get("options", {}))))


def config_maker(specs: Sequence[OptionSpec], config_type: Any, options_type: Any
                 ) -> Callable[[Sequence[str], Sequence[str], Mapping[str, Any]], Any]:
    """A plugin's `make_config`: the form's values, clamped to `specs`, as a config."""
    def make_config(seats: Sequence[str], names: Sequence[str],
                    options: Mapping[str, Any]) -> Any:
        return config_type(players=len(seats), names=tuple(names), seats=tuple(seats),
                           options=options_type(**clamp_options(specs, options)))
    return make_config


def config_options(config: Any) -> dict[str, Any]:
    """A plugin's `config_options`: the option values a config was made with."""
    return dict(config.options.to_json())


class JsonOptions:
    """A game's options dataclass saved as its fields (`to_json`) and rebuilt from them,
    checked again by the dataclass (`from_json`)."""

    __slots__ = ()

    def to_json(self) -> dict[str, Any]:
        return asdict(self)  # type: ignore[call-overload]

    @classmethod
    def from_json(cls, data: dict[str, Any]) -> Any:
        return cls(**data)
