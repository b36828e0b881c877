"""The briefing (spec §5.1): each member's private informant reports."""

from __future__ import annotations

from ..core.events import Event
from .files import certain
from .state import SLOTS, State


def brief(s: State, ev: list[Event]) -> None:
    """Each member, in seat order from the chair, learns the truth of one heading per
    report (setting 0–2): picked at random among the others' unresolved headings whose
    truth it does not yet know for certain."""
    for _ in range(s.config.options.reports):
        for p in s.order():
            known = certain(s, p)
            unknown = [q * SLOTS + k for q in range(s.n) if q != p for k in range(SLOTS)
                       if not s.resolved[q][k] and q * SLOTS + k not in known]
            if not unknown:
                continue
            key = unknown[s.rng.randrange(len(unknown))]
            q, k = divmod(key, SLOTS)
            s.reports.append([s.round, p, q, k])
            ev.append(Event("report", {"player": p},
                            {"subject": q, "slot": k, "truth": s.truth[q][k]}, (p,)))
