"""What an Accusation in progress may hold, and when it is complete (spec §5.2)."""

from __future__ import annotations

from collections.abc import Sequence

from .catalogue import IS_GOAL, IS_GROUP
from .plots import GOALS_PER_PLOT, MAX_GROUPS, MAX_METHODS, kind_counts


def can_take(accusation: Sequence[int], t: int) -> bool:
    """At most 2 Groups, 4 Methods, 1 Goal, and never two counters of one type."""
    if t in accusation:
        return False
    g, m, o = kind_counts(accusation)
    if IS_GROUP[t]:
        return g < MAX_GROUPS
    if IS_GOAL[t]:
        return o < GOALS_PER_PLOT
    return m < MAX_METHODS


def is_complete(accusation: Sequence[int]) -> bool:
    """1–2 Groups, 1–4 Methods and 1 Goal (the limits are kept by `can_take`)."""
    g, m, o = kind_counts(accusation)
    return g >= 1 and m >= 1 and o == 1
