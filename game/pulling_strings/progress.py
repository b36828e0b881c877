"""Each Cabal's progress toward its goals as the table's trackers show it (spec §11,
§16.1): groups toward the basic goal N and the special goal's value toward its target,
with a short label. All public (§14)."""

from __future__ import annotations

from typing import NamedTuple

from .cards import CABALS
from .goals import groups_of, special_progress
from .state import State

_LABELS = {"slush": "{v}/{t} S", "alignment_groups": "{v}/{t} {a}",
           "destroyed": "{v}/{t} destroyed", "power_sum": "{v}/{t} power",
           "alignments_shown": "{v}/{t} alignments"}


class Progress(NamedTuple):
    groups: int
    goal: int
    value: int
    target: int
    label: str  # "40/90 S", "3/7 Fri"


def progress(s: State, p: int) -> Progress:
    groups = len(groups_of(s, p))
    if s.cabal[p] < 0:
        return Progress(groups, s.config.goal, 0, 1, "")
    goal = CABALS[s.cabal[p]].goal
    value, target = special_progress(s, p)
    label = _LABELS[goal["kind"]].format(v=value, t=target, a=goal.get("alignment", ""))
    return Progress(groups, s.config.goal, value, target, label)
