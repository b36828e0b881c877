"""The end of the game and its scoring (spec §8, §9.13 Delusions)."""

from __future__ import annotations

from typing import Any

from ..core.events import Event
from .catalogue import DELUSIONS
from .state import NONE, OVER, PLOT, State
from .zones import Events

PARANOID_VICTORY = "paranoid"  # every Plot completely exposed
ENEMY_VICTORY = "enemy"  # every Paranoid insane
DELUSIONS_VICTORY = "delusions"  # every Paranoid insane, Delusions still unexposed (§9.13)
EXHAUSTION = "exhaustion"  # a whole turn in which nothing happened (scored as Enemy)
TURN_LIMIT = "turn_limit"  # the safety net (scored as Enemy)
KINDS = (PARANOID_VICTORY, ENEMY_VICTORY, DELUSIONS_VICTORY, EXHAUSTION, TURN_LIMIT)


def check_end(s: State, ev: Events) -> bool:
    """§8, checked after every action. Returns True if the game is (now) over."""
    if s.phase == OVER:
        return True
    if s.phase == PLOT:
        return False
    if all(all(flags) for flags in s.exposed):
        end_game(s, PARANOID_VICTORY, ev)
    elif not any(s.sanity):
        deluded = [p for p in range(s.n) if s.options.delusions and delusions_unexposed(s, p)]
        end_game(s, DELUSIONS_VICTORY if deluded else ENEMY_VICTORY, ev)
    return s.phase == OVER


def delusions_unexposed(s: State, p: int) -> bool:
    plot = s.plots[p]
    return DELUSIONS in plot and not s.exposed[p][plot.index(DELUSIONS)]


def score_game(s: State, kind: str) -> dict[str, Any]:
    """Winners and how they won. `shared`: a tie that shares the win; `draw`: a drawn game."""
    n = s.n
    if kind == PARANOID_VICTORY:
        # Highest exposure score; ties to the highest Sanity; then a shared win.
        best = max((s.score[p], s.sanity[p]) for p in range(n))
        winners = [p for p in range(n) if (s.score[p], s.sanity[p]) == best]
        return {"kind": kind, "winners": winners, "shared": len(winners) > 1, "draw": False,
                "reason": "every Plot is exposed: the sharpest Paranoid wins"}
    if kind == DELUSIONS_VICTORY:
        winners = [p for p in range(n) if delusions_unexposed(s, p)]
        return {"kind": kind, "winners": winners, "shared": len(winners) > 1, "draw": False,
                "reason": "every Paranoid is insane and Delusions was never exposed"}
    unexposed = [s.unexposed(p) for p in range(n)]
    most = max(unexposed)
    winners = [p for p in range(n) if unexposed[p] == most]
    reason = {ENEMY_VICTORY: "every Paranoid is insane",
              EXHAUSTION: "a whole turn passed with nothing happening",
              TURN_LIMIT: f"the turn limit ({s.options.turn_limit}) was reached"}[kind]
    return {"kind": kind, "winners": winners, "shared": False, "draw": len(winners) > 1,
            "reason": f"{reason}: the best-hidden Plot wins"}


def end_game(s: State, kind: str, ev: Events) -> None:
    """Score, then reveal every Plot to everyone (§8)."""
    s.result = score_game(s, kind)
    s.phase = OVER
    s.pending = NONE
    ev.append(Event("game_over", {"result": s.result,
                                  "plots": [list(plot) for plot in s.plots],
                                  "exposed": [list(f) for f in s.exposed]}))
