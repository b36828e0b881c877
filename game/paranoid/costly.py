"""Which Paranoid actions cost a lot (the platform's `costly` hook, issue 21).

A Draw or an Accusation from `CONFIRM_FROM` Sanity on is confirmed by the human before
it is applied: a stray or doubled press must not spend that much Sanity. Place and
Shift need no question: fair undo takes them back (plugin.undoable).
"""

from __future__ import annotations

from game.core.actions import Action

from .actions import Accuse, Draw
from .game import Game
from .paranoid_phase import next_action_cost
from .state import PARANOID

# The sixth action of a phase costs 5 (§5.1: 0, 1, 1, 2, 3, 5, 8 …): from there on one
# action is a large share of the starting 35 Sanity, and the sequence only climbs.
CONFIRM_FROM = 5


def costly(game: Game, player: int, action: Action) -> str | None:
    """The question to ask before `player` applies `action`, or None: not costly."""
    s = game.state
    if s.phase != PARANOID or s.actor != player or not isinstance(action, (Draw, Accuse)):
        return None
    cost = next_action_cost(s)
    if cost < CONFIRM_FROM:
        return None
    what = "Drawing from the Pool" if isinstance(action, Draw) else "This Accusation"
    left = s.sanity[player] - cost
    return f"{what} costs {cost} Sanity now: your Sanity goes from {s.sanity[player]} to {left}."
