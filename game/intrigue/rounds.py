"""Setup (spec §4), the round (§5) and the end-of-round checks (§6, §11)."""

from __future__ import annotations

from ..core.events import Event
from .briefing import brief
from .files import deal_files
from .scoring import best, finish, promote
from .state import RECESS, State


def start_game(s: State, ev: list[Event]) -> None:
    """§4: files dealt, scores 0, no pacts, a random chair; then round 1."""
    deal_files(s)
    s.chair = s.rng.randrange(s.n)
    ev.append(Event("game_started", {"chair": s.chair, "target": s.target,
                                     "round_limit": s.config.options.round_limit}))
    start_round(s, ev)


def start_round(s: State, ev: list[Event]) -> None:
    """§5: briefing, then the recess from the chair."""
    s.round += 1
    s.active = 0
    s.tabled_now = []
    ev.append(Event("round_started", {"round": s.round, "chair": s.chair}))
    brief(s, ev)
    s.phase = RECESS
    s.turn = s.step = 0
    s.actor = s.order()[0]


def end_of_round(s: State, ev: list[Event]) -> None:
    """§6: promotions, the round limit, the stalemate (§11), the chair moves on."""
    promote(s, ev)
    if s.round >= s.config.options.round_limit:
        finish(s, best(s, list(range(s.n))), "round limit", ev)
        return
    if not s.active:
        finish(s, best(s, list(range(s.n))), "stalemate", ev)
        return
    s.chair = (s.chair + 1) % s.n
    start_round(s, ev)
