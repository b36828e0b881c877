"""Paranoid Delusions (Brian R. Train, 2006): the rules of ../shared/specs/paranoid-delusions.md.

Modules read like the rulebook: `catalogue` (§1), `observation` (§2), `setup` and
`plots` (§3, §9.2), `turns` (§4), `paranoid_phase`, `costs`, `accusations` (§5),
`enemy_phase` (§6, §9.11–9.13), `zones` (§7 Sanity loss), `victory` (§8); `rules` is
the single gatekeeper; `game.Game` is what clients use.
"""

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

__all__ = [
    "NEW", "RESERVE", "Accuse", "Draw", "Excess", "Finish", "Game", "GameConfig", "Give",
    "Observation", "Options", "Pass", "Pick", "Place", "Reconceal", "Shift", "State", "Stow",
    "Strike", "TYPES", "from_text", "observe", "random_plot", "to_text", "type_name",
]
