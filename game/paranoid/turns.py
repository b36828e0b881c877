"""The turn (spec §4): order, Action Sequences, and the Turn End Sequence."""

from __future__ import annotations

from ..core.errors import IllegalAction
from ..core.events import Event
from .state import ENEMY, EXCESS, PARANOID, State
from .victory import EXHAUSTION, TURN_LIMIT, end_game
from .zones import Events


def start_turn(s: State, ev: Events) -> None:
    """§4: order by fewest unexposed Plot counters; ties at random (rock-paper-scissors)."""
    s.turn += 1
    s.activity = False
    keys = {p: (s.unexposed(p), s.rng.next64()) for p in range(s.n)}
    s.order = sorted(range(s.n), key=keys.__getitem__)
    s.order_pos = 0
    ev.append(Event("turn_started", {"turn": s.turn, "order": list(s.order)}))
    begin_sequence(s, ev)


def begin_sequence(s: State, ev: Events) -> None:
    s.actor = s.order[s.order_pos]
    s.phase = PARANOID
    s.taken = 0
    ev.append(Event("phase_started", {"player": s.actor, "phase": PARANOID}))


def end_paranoid(s: State, ev: Events) -> None:
    ev.append(Event("phase_ended", {"player": s.actor, "phase": PARANOID, "actions": s.taken}))
    s.phase = ENEMY
    s.taken = 0
    ev.append(Event("phase_started", {"player": s.actor, "phase": ENEMY}))


def end_enemy(s: State, ev: Events) -> None:
    ev.append(Event("phase_ended", {"player": s.actor, "phase": ENEMY, "actions": s.taken}))
    s.order_pos += 1
    if s.order_pos < s.n:
        begin_sequence(s, ev)
    else:
        turn_end(s, 0, ev)


def excess(s: State, p: int) -> int:
    """How many counters the Enemy Reserve holds over its limit (§5.11)."""
    return len(s.enemy[p]) - s.unexposed(p)


def excess_needs_choice(s: State, p: int) -> bool:
    """The owner chooses when some, not all, must go. (Whether the counters differ is
    private, so asking only then would tell the table; the owner is asked either way.)"""
    return 0 < excess(s, p) < len(s.enemy[p])


def _to_paranoid(s: State, p: int, t: int, reason: str, ev: Events) -> None:
    s.enemy[p].remove(t)
    s.paranoid[p].append(t)
    s.activity = True
    # Why it moved is private: a duplicate would name a type of the own Plot (§5.11).
    ev.append(Event("excess_moved", {"player": p}, {"type": t, "reason": reason}, (p,)))


def turn_end(s: State, start: int, ev: Events) -> None:
    """§4 Turn End: duplicates that could not be given, then the excess of the owner's
    choice, move to the own Paranoid Reserve at no Sanity cost. Stops at a real choice."""
    s.phase = EXCESS
    for p in range(start, s.n):
        s.actor = p
        plot = s.plots[p]
        for t in [t for t in s.enemy[p] if t in plot]:
            _to_paranoid(s, p, t, "duplicate", ev)
        while excess(s, p) > 0:
            if excess_needs_choice(s, p):
                return
            _to_paranoid(s, p, s.enemy[p][-1], "excess", ev)
    finish_turn(s, ev)


def move_excess(s: State, t: int, ev: Events) -> None:
    p = s.actor
    if excess(s, p) <= 0:
        raise IllegalAction("§4", "your Enemy Reserve is within its limit")
    if t not in s.enemy[p]:
        raise IllegalAction("§4", "that counter is not in your Enemy Reserve")
    _to_paranoid(s, p, t, "excess", ev)
    turn_end(s, p, ev)


def finish_turn(s: State, ev: Events) -> None:
    ev.append(Event("turn_ended", {"turn": s.turn}))
    if not s.activity:
        end_game(s, EXHAUSTION, ev)
    elif s.turn >= s.options.turn_limit:
        end_game(s, TURN_LIMIT, ev)
    else:
        start_turn(s, ev)
