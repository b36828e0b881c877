"""Call the count (spec §10.1, §13): a human layer picks the new total from four choices.

A wrong or late answer costs 1 point and the right total is then shown; bots always
answer right, so the engine asks only seats marked "human". Blind count hides the count
everywhere except in this reveal. No call after a play that takes the count past 99:
the round is over and the summary shows the count.
"""

from __future__ import annotations

from ..core.config import HUMAN
from ..core.events import Event
from .actions import LATE, Call
from .scoring import charge
from .state import CALL, State

_OFFSETS = (-11, -10, -2, -1, 1, 2, 10, 11)


def wants_call(s: State, p: int) -> bool:
    return (s.config.options.call_count and s.count <= 99
            and s.config.seats[p] == HUMAN)


def ask(s: State, p: int, cont: tuple[int, int, bool, int], ev: list[Event]) -> None:
    right = s.count
    pool = [right + d for d in _OFFSETS if right + d >= 0]
    s.rng.shuffle(pool)
    s.call_choices = tuple(sorted([right] + pool[:3]))
    s.cont = cont
    s.phase = CALL
    s.actor = p
    ev.append(Event("call_asked", {"player": p, "choices": list(s.call_choices)}))


def legal_calls(s: State, p: int) -> list[Call]:
    return [Call(p, v) for v in s.call_choices] + [Call(p, LATE)]


def answer(s: State, p: int, value: int, ev: list[Event]) -> tuple[int, int, bool, int]:
    right = value == s.count
    ev.append(Event("count_called", {"player": p, "value": value, "right": right,
                                     "count": s.count}))
    if not right:
        charge(s, p, 1, "callpen", "late call" if value == LATE else "wrong count", ev)
    cont = s.cont
    s.cont, s.call_choices = None, ()
    assert cont is not None
    return cont
