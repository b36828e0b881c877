"""Paranoid Delusions (Brian R. Train, 2006): the rules of ../shared/specs/paranoid-delusions.md.

Modules read like the rulebook: `catalogue` (§1), `observation` (§2), `setup` and
`plots` (§3, §9.2), `turns` (§4), `paranoid_phase`, `costs`, `accusations` (§5),
`enemy_phase` (§6, §9.11–9.13), `zones` (§7 Sanity loss), `victory` (§8); `rules` is
the single gatekeeper; `game.Game` is what clients use.

The names below are imported on first use (PEP 562), so a client that needs only the
catalogue (the title screen's art) does not load the whole engine at start-up.
"""

from __future__ import annotations

from importlib import import_module
from typing import TYPE_CHECKING, Any

_EXPORTS = {
    "actions": ("NEW", "RESERVE", "Accuse", "Draw", "Excess", "Finish", "Give", "Pass", "Pick",
                "Place", "Reconceal", "Shift", "Stow", "Strike", "from_text", "to_text"),
    "catalogue": ("TYPES", "type_name"),
    "game": ("Game",),
    "observation": ("Observation", "observe"),
    "options": ("GameConfig", "Options"),
    "plots": ("random_plot",),
    "state": ("State",),
}
_WHERE = {name: module for module, names in _EXPORTS.items() for name in names}
__all__ = [
    "NEW", "RESERVE", "TYPES", "Accuse", "Draw", "Excess", "Finish", "Game", "GameConfig",
    "Give", "Observation", "Options", "Pass", "Pick", "Place", "Reconceal", "Shift", "State",
    "Stow", "Strike", "from_text", "observe", "random_plot", "to_text", "type_name",
]

if TYPE_CHECKING:
    from .actions import (
        NEW,
        RESERVE,
        Accuse,
        Draw,
        Excess,
        Finish,
        Give,
        Pass,
        Pick,
        Place,
        Reconceal,
        Shift,
        Stow,
        Strike,
        from_text,
        to_text,
    )
    from .catalogue import TYPES, type_name
    from .game import Game
    from .observation import Observation, observe
    from .options import GameConfig, Options
    from .plots import random_plot
    from .state import State


def __getattr__(name: str) -> Any:
    if name not in _WHERE:
        raise AttributeError(f"module {__name__!r} has no attribute {name!r}")
    value = getattr(import_module(f".{_WHERE[name]}", __name__), name)
    globals()[name] = value  # later lookups skip this function
    return value
