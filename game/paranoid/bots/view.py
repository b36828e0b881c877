"""A light stand-in for `Observation` inside the hard bot's imagined worlds.

Rollouts decide thousands of moves per search; building a full `Observation` for each
would dominate the time. `FastView` exposes only the fields the tactics read, taken
from an *imagined* state for the player to act: its own zones and public facts, never
another player's hidden counters.
"""

from __future__ import annotations

from dataclasses import dataclass

from ..costs import action_cost
from ..enemy_phase import forced_duplicates
from ..state import ENEMY, NONE, PARANOID, State


@dataclass
class PlayerFacts:
    sanity: int
    concealed: int
    score: int  # exposure score (public, §5.2)


@dataclass
class FastView:
    viewer: int
    phase: str
    turn: int
    taken: int
    next_cost: int
    pool_count: int
    options: dict
    players: list[PlayerFacts]
    plot: list[int]
    plot_exposed: list[bool]
    paranoid: list[int]
    accusations: list[list[int]]
    pending: int
    must_give: list[int]


def fast_view(s: State, p: int, options: dict) -> FastView:
    """What player p (the actor) sees that the tactics use (spec §2 public + own)."""
    acting = s.actor == p
    return FastView(
        viewer=p, phase=s.phase, turn=s.turn, taken=s.taken,
        next_cost=action_cost(s.taken + 1) if s.phase == PARANOID else 0,
        pool_count=len(s.pool), options=options,
        players=[PlayerFacts(s.sanity[q], s.exposed[q].count(False), s.score[q])
                 for q in range(s.n)],
        plot=s.plots[p], plot_exposed=s.exposed[p], paranoid=s.paranoid[p],
        accusations=s.accusations[p],
        pending=s.pending if acting and s.pending != NONE else NONE,
        must_give=forced_duplicates(s, p) if acting and s.phase == ENEMY else [],
    )
