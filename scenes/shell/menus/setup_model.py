"""A game's setup as the shell holds it: which game, who sits where, their names, the
game's options. Pure data: the game's plugin turns it into its engine's config."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any, NamedTuple

from game.core import registry

BOT_NAMES = ("Ada", "Boris", "Cleo", "Dmitri", "Edna", "Fitz", "Gus", "Hedy")


def default_name(seat: int, kind: str) -> str:
    return f"Player {seat + 1}" if kind == "human" else BOT_NAMES[seat % len(BOT_NAMES)]


# The coach's hints (issue 33): "auto" gives them to a lone human (a solo game against
# bots), "on" and "off" to every table alike. (A tutorial always has them.)
HINTS = ("auto", "on", "off")
HINT_LABELS = ("Solo games", "On", "Off")


class Setup(NamedTuple):
    game_id: str
    seats: tuple[str, ...]
    names: tuple[str, ...]
    options: dict[str, Any]
    hints: str = "auto"  # one of HINTS

    @property
    def players(self) -> int:
        return len(self.seats)

    def hints_on(self) -> bool:
        """Whether this table's humans may ask the coach."""
        if self.hints == "auto":
            return sum(1 for kind in self.seats if kind == "human") == 1
        return self.hints == "on"

    def config(self) -> Any:
        """The engine's config (imports the game's plugin; options checked there)."""
        return registry.plugin(self.game_id).make_config(self.seats, self.names, self.options)


def unique(names: Sequence[str]) -> list[str]:
    """Two seats with one name would make the log ambiguous: number the repeats."""
    out: list[str] = []
    for name in names:
        candidate, k = name, 2
        while candidate in out:
            candidate, k = f"{name} {k}", k + 1
        out.append(candidate)
    return out


def default_setup(game_id: str, seats: Sequence[str],
                  options: dict[str, Any] | None = None) -> Setup:
    """A game of these seats with default names (`--seats`, the demo, the setup form)."""
    seats = tuple(seats)
    return Setup(game_id, seats, tuple(default_name(i, k) for i, k in enumerate(seats)),
                 dict(options or {}))


def demo_setup(game_id: str, seats: Sequence[str] | None = None) -> Setup:
    """Bots only, as the game's demo preset asks (the kiosk, --demo)."""
    info = registry.get(game_id)
    n = len(seats) if seats else min(4, info.max_players)
    n = max(info.min_players, min(info.max_players, n))
    levels = tuple(info.default_bot if not seats or seats[i % len(seats)] == "human"
                   else seats[i % len(seats)] for i in range(n))
    levels = tuple(x if x in info.bot_levels else info.default_bot for x in levels)
    return default_setup(game_id, levels, registry.plugin(game_id).demo_options(n))
