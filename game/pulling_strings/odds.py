"""The odds of an attack as the table shows them (spec §9.2): the need and the chance
that two dice meet it, for an attack being declared or one already in its money rounds.

Everything here is public (§14: an attack, its helpers and every payment are seen by
all), so a shared screen may show it while choices change.
"""

from __future__ import annotations

from typing import NamedTuple

from .attacks import chance, need, new_attack
from .state import State


class Odds(NamedTuple):
    need: int
    percent: int  # 0..100, rounded


def odds_of_need(need_: int) -> Odds:
    return Odds(need_, round(100 * chance(need_)))


def preview(s: State, p: int, attacker: int, target: int, kind: int,
            helpers: tuple[int, ...] = (), smear: bool = False) -> Odds:
    """The odds of `attacker` attacking `target` with `kind` and `helpers` (before any
    Slush is spent): what the attack dialog shows beside each choice."""
    a = new_attack(p, attacker)
    a["target"], a["kind"], a["helpers"], a["smear"] = target, kind, list(helpers), smear
    return odds_of_need(need(s, a))


def current(s: State) -> Odds | None:
    """The odds of the attack being declared or paid for now (None: no target yet)."""
    a = s.attack
    if a is None or a["target"] < 0:
        return None
    return odds_of_need(need(s, a))


def after_payment(s: State, amount_for: int) -> Odds | None:
    """The odds if `amount_for` more counted for the attack (negative: for the defence)."""
    a = s.attack
    if a is None or a["target"] < 0:
        return None
    return odds_of_need(need(s, a) + amount_for)
