"""The odds of an attack as the table shows them (spec §9.2): the need and the chance
that two dice meet it, for an attack being declared or one already in its money rounds.

Everything here is public (§14: an attack, its helpers and every payment are seen by
all), so a shared screen may show it while choices change.
"""

from __future__ import annotations

from typing import NamedTuple

from .attacks import chance, need, new_attack
from .state import State

BEST_LOW, BEST_HIGH = 2, 10  # the least need with a chance, the need past which none grows


class Odds(NamedTuple):
    need: int
    percent: int  # 0..100, rounded


def need_words(need_: int) -> str:
    """What an attack needs, in words a player can act on (issue 31: "need -6 on two
    dice" beside 0%): a need under 2 cannot be rolled, and each S paid for the attack
    lifts it by one; a need of 10 or more is as good as it gets (11 and 12 always fail,
    §9.2)."""
    if need_ < BEST_LOW:
        return f"cannot succeed: add {BEST_LOW - need_} S"
    if need_ >= BEST_HIGH:
        return "as likely as it gets (only 11 or 12 fails)"
    return f"needs {need_} or less on two dice"


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
