"""The counter catalogue (spec §1), loaded from `counters.json`.

A counter *type* is its index in the catalogue (0..79); each type has two identical
copies, and every rule matches by type, so the engine's zones hold type numbers.
"""

from __future__ import annotations

import json
from importlib import resources
from typing import NamedTuple

GROUP, METHOD, GOAL = "group", "method", "goal"


# A NamedTuple rather than a frozen dataclass: the same immutable record, but built
# without compiling methods at import, which every start of the app pays for.
class CounterType(NamedTuple):
    index: int
    id: str
    name: str
    kind: str  # group | method | goal
    category: str = ""  # groups: alien | corporation | society | delusion
    minus: bool = False  # methods marked (-1), §5.1
    alien_ok: bool = False  # goals marked A, §9.11
    corporation_ok: bool = False  # goals marked C, §9.12
    renamable: bool = False  # "your subculture here"


def _load() -> tuple[int, tuple[CounterType, ...]]:
    raw = json.loads(resources.files(__package__).joinpath("counters.json").read_text("utf-8"))
    types = tuple(
        CounterType(
            index=i, id=t["id"], name=t["name"], kind=t["kind"],
            category=t.get("category", ""), minus=t.get("minus", False),
            alien_ok=t.get("alien", False), corporation_ok=t.get("corporation", False),
            renamable=t.get("renamable", False),
        )
        for i, t in enumerate(raw["types"])
    )
    return raw["copies"], types


COPIES, TYPES = _load()
N_TYPES = len(TYPES)
N_COUNTERS = COPIES * N_TYPES
BY_ID = {t.id: t.index for t in TYPES}

# Flat lookup tables: the rules code indexes these in its inner loops.
KIND = tuple(t.kind for t in TYPES)
IS_GROUP = tuple(t.kind == GROUP for t in TYPES)
IS_METHOD = tuple(t.kind == METHOD for t in TYPES)
IS_GOAL = tuple(t.kind == GOAL for t in TYPES)
MINUS = tuple(t.minus for t in TYPES)
CATEGORY = tuple(t.category for t in TYPES)  # groups only; "" for Methods and Goals
IS_ALIEN = tuple(t.category == "alien" for t in TYPES)
IS_CORPORATION = tuple(t.category == "corporation" for t in TYPES)
IS_DELUSION = tuple(t.category == "delusion" for t in TYPES)
GOAL_A = tuple(t.alien_ok for t in TYPES)
GOAL_C = tuple(t.corporation_ok for t in TYPES)
GROUPS = tuple(t.index for t in TYPES if t.kind == GROUP)
METHODS = tuple(t.index for t in TYPES if t.kind == METHOD)
GOALS = tuple(t.index for t in TYPES if t.kind == GOAL)
DELUSIONS = BY_ID["delusions"]
SUBCULTURE = BY_ID["subculture"]
DEFAULT_SUBCULTURE = TYPES[SUBCULTURE].name


def type_name(t: int, subculture: str = DEFAULT_SUBCULTURE) -> str:
    """Display name; the renamable Society shows the players' chosen name (§1)."""
    return subculture if TYPES[t].renamable else TYPES[t].name


def type_index(text: str) -> int:
    """A type from its id (`coffee`) or its number (`12`)."""
    if text.isdigit() and int(text) < N_TYPES:
        return int(text)
    try:
        return BY_ID[text]
    except KeyError:
        raise ValueError(f"unknown counter type {text!r}") from None
