"""What an Accusation in progress may hold, and when it is complete (spec §5.2)."""

from __future__ import annotations

from collections.abc import Sequence

from .catalogue import DEFAULT_SUBCULTURE, IS_GOAL, IS_GROUP, IS_METHOD, type_name
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


def _join(names: list[str]) -> str:
    return names[0] if len(names) == 1 else ", ".join(names[:-1]) + " and " + names[-1]


def accusation_sentence(types: Sequence[int], subculture: str = DEFAULT_SUBCULTURE) -> str:
    """§5.2: "I know, I know it – the [Groups] are using [Methods] to create [Goal]!" """
    groups = [type_name(t, subculture) for t in types if IS_GROUP[t]]
    methods = [type_name(t, subculture) for t in types if IS_METHOD[t]]
    goals = [type_name(t, subculture) for t in types if IS_GOAL[t]]
    return (f"I know, I know it – the {_join(groups or ['?'])} are using "
            f"{_join(methods or ['?'])} to create {_join(goals or ['?'])}!")
