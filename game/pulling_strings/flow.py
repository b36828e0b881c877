"""What happens after every step (spec §9.7, §11): queued orphans are released or
placed, goals are checked, and play returns to where it was."""

from __future__ import annotations

from ..core.events import Event
from .goals import check_goals
from .state import State
from .web import settle_orphans


def settle(s: State, ev: list[Event]) -> None:
    for p, g in settle_orphans(s):
        ev.append(Event("released", {"player": p, "group": g}))
    if s.place:
        s.phase = "place"
        return
    if check_goals(s, ev):
        return
    s.phase = s.after or "action"
