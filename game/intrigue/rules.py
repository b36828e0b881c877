"""The one gatekeeper (spec §5, §13): who is awaited, which actions are legal, applying
one. `apply_action` is only called with an action `is_legal` accepted, so every helper
may mutate freely: validation happens before any mutation.
"""

from __future__ import annotations

from ..core.actions import Action
from ..core.events import Event
from . import floor, recess
from .state import AWAITED, BALLOT, FLOOR, OVER, RECESS, State


def waiting_for(s: State) -> tuple[int, ...]:
    if s.phase == BALLOT:
        return tuple(p for p in range(s.n) if s.ballots[p] == AWAITED)
    if s.phase == OVER:
        return ()
    return (s.actor,)


def legal_actions(s: State, p: int) -> list[Action]:
    phase = s.phase
    if phase == RECESS:
        return recess.legal_recess(s, p)
    if phase == FLOOR:
        return floor.legal_floor(s, p)
    if phase == BALLOT:
        return floor.legal_ballot(s, p)  # type: ignore[return-value]
    return []


_PHASE_OF = {"whisper": RECESS, "offer": RECESS, "quiet": RECESS, "accept": RECESS,
             "decline": RECESS, "break": FLOOR, "raise": FLOOR, "pass": FLOOR,
             "vote": BALLOT}


def is_legal(s: State, a: Action, p: int) -> bool:
    """The same answer as `a in legal_actions(s, p)`, without listing them all."""
    if _PHASE_OF.get(a.kind) != s.phase or a.values[0] != p:
        return False
    if s.phase == RECESS:
        return recess.recess_is_legal(s, a, p)
    if s.phase == FLOOR:
        return floor.floor_is_legal(s, a, p)
    return a in floor.legal_ballot(s, p)


def apply_action(s: State, a: Action, p: int) -> list[Event]:
    ev: list[Event] = []
    kind = a.kind
    if kind in ("whisper", "offer", "quiet"):
        recess.move(s, a, p, ev)
    elif kind in ("accept", "decline"):
        recess.answer(s, a, p, ev)
    elif kind == "break":
        floor.break_pact(s, p, a.values[1], ev)
    elif kind == "raise":
        floor.initiate(s, p, a.values[1], a.values[2], ev)
    elif kind == "pass":
        ev.append(Event("passed", {"player": p}))
        floor.next_floor_turn(s, ev)
    elif kind == "vote":
        floor.cast(s, p, a.values[1], ev)
    return ev
