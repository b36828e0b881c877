"""Moving counters and Sanity, with the events each move tells (spec §2 visibility)."""

from __future__ import annotations

from ..core.events import Event
from .state import State

Events = list[Event]


def draw_from_pool(s: State) -> int:
    """A uniformly random counter out of the Pool (the caller checked it is not empty)."""
    pool = s.pool
    i = s.rng.randrange(len(pool))
    t = pool[i]
    pool[i] = pool[-1]
    pool.pop()
    return t


def drawn_event(p: int, zone: str, t: int, setup: bool = False) -> Event:
    """Everyone sees that p drew into `zone`; only p sees which counter (§2). `setup`
    marks the filling of the Enemy Reserves (§3), which the log tells in one line."""
    public: dict[str, object] = {"player": p, "zone": zone}
    if setup:
        public["setup"] = True
    return Event("drawn", public, {"type": t}, (p,))


def lose_sanity(s: State, p: int, amount: int, reason: str, ev: Events) -> None:
    """Sanity only goes down (§7); reaching 0 makes the Paranoid insane."""
    if amount <= 0:
        return
    s.sanity[p] = max(0, s.sanity[p] - amount)
    s.activity = True
    ev.append(Event("sanity_lost", {"player": p, "amount": amount, "reason": reason,
                                    "sanity": s.sanity[p]}))
    if s.sanity[p] == 0:
        ev.append(Event("insane", {"player": p}))
