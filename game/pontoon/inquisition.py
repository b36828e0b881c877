"""The Inquisition (spec §7): a joker stops the hand; every player in turn from the joker's
holder places all their cards; time-outs end the game or, mild, discard the cards."""

from __future__ import annotations

from ..core.events import Event
from . import board as bd
from .conspiracy import land
from .ending import finish
from .state import State
from .steps import END_HAND, Next

Ev = list[Event]


def start_inquisition(s: State, holder: int, ev: Ev) -> Next | None:
    """§7.1: the hand stops, every card in every hand is shown, nobody wins the hand."""
    for p in range(s.n):
        for h in range(len(s.hands[p])):
            s.up[p][h] = [True] * len(s.hands[p][h])
    ev.append(Event("inquisition", {"holder": holder, "hands": [
        [c for h in s.hands[p] for c in h] for p in range(s.n)]}))
    s.inq_queue = [(holder + i) % s.n for i in range(s.n)]
    return next_relay(s, ev)


def next_relay(s: State, ev: Ev) -> Next:
    """§7.2–7.4: the next player with cards places the longest legal line they can."""
    s.inq = False
    s.discard += s.tell_cards
    s.tell_cards = []
    while s.inq_queue:
        p = s.inq_queue.pop(0)
        cards = [c for h in s.hands[p] for c in h]
        if not cards:
            continue  # §7.4: nothing to place, skipped
        s.hands[p] = [[]]
        s.up[p] = [[]]
        s.status[p] = s.status[p][:1]
        k = bd.longest_placeable(s.board, s.axis, len(cards))
        if k == 0:
            s.discard += cards
            ev.append(Event("inquisition_discard", {"player": p, "cards": cards}))
            continue
        ev.append(Event("inquisition_turn", {"player": p, "cards": cards, "line": k}))
        return Next("conspiracy", p, tuple(cards), inq=True, target=k)
    ev.append(Event("inquisition_over", {}))
    return END_HAND


def inquisition_timeout(s: State, ev: Ev) -> Next | None:
    """§7.5: everyone loses (the game ends with no winner) or, mild, the cards are lost."""
    if s.config.options.inquisition_failure == "everyone":
        land(s)
        finish(s, ev, "inquisition")
        return None
    if s.placed:
        land(s)  # the cards already down stay; they turned their neighbours already
    ev.append(Event("inquisition_discard", {"player": s.teller, "cards": s.tell_cards[:]}))
    return next_relay(s, ev)
