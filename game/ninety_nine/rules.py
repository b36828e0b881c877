"""The one gatekeeper (spec §5–§9): who is awaited, which actions are legal, applying one.

`apply_action` is only called with an action found in `legal_actions` for its actor, so
every helper below may mutate freely: validation happens before any mutation.
"""

from __future__ import annotations

from ..core.actions import Action
from ..core.events import Event
from . import calling, passing
from .plays import legal_plays, resolve
from .rounds import continue_after, end_round
from .state import CALL, OVER, PASS, PLAY, State
from .stock import draw


def waiting_for(s: State) -> tuple[int, ...]:
    if s.phase == PASS:
        return tuple(s.waiting)
    if s.phase == OVER:
        return ()
    return (s.actor,)


def legal_actions(s: State, p: int) -> list[Action]:
    phase = s.phase
    if phase == PLAY:
        return legal_plays(s, p) if p == s.actor else []  # type: ignore[return-value]
    if phase == PASS:
        return passing.legal_pass(s, p)  # type: ignore[return-value]
    if phase == CALL:
        return calling.legal_calls(s, p) if p == s.actor else []  # type: ignore[return-value]
    return []


def apply_action(s: State, action: Action, p: int) -> list[Event]:
    ev: list[Event] = []
    kind = action.kind
    if kind == "play":
        a, b, choice = action.values
        cont = resolve(s, p, a, b, choice, ev)
        if calling.wants_call(s, p):
            calling.ask(s, p, cont, ev)
        else:
            after_play(s, cont, ev)
    elif kind == "pass":
        if passing.choose(s, p, action.values[1], ev):
            _after_pass(s, ev)
    elif kind == "call":
        after_play(s, calling.answer(s, p, action.values[1], ev), ev)
    return ev


def after_play(s: State, cont: tuple[int, int, bool, int], ev: list[Event]) -> None:
    """§5.5 steps 4–8."""
    p, k, pass_after, nxt = cont
    if s.count > 99 and not pass_after:
        end_round(s, ev)  # step 4: no draw
        return
    draw(s, p, k, ev)  # step 5
    if pass_after:  # step 6
        s.cont = (p, 0, True, nxt)
        if not passing.start_pass(s, p, ev):
            return
        s.cont = None
    continue_after(s, nxt, ev)  # steps 7–8


def _after_pass(s: State, ev: list[Event]) -> None:
    cont = s.cont
    assert cont is not None
    s.cont = None
    continue_after(s, cont[3], ev)
