"""Re-deal what one viewer cannot see (§10): others' face-down cards and the deck order.

Random exchanges of two hidden cards, each kept only if every hand stays consistent with
what the table saw: a live or stuck hand is not bust, a stuck hand totals 15 or more, an
undeclared hand that has played on is not a Pontoon, the banker's hidden pair is not a
Pontoon, and no joker enters a hand (a joker is always shown at once, §7.1).
"""

from __future__ import annotations

from ..core.contract import EVERYONE
from ..core.rng import Rng
from . import hand as ph
from .state import BANK, FIVE, FORCED, LIVE, PLAY, STUCK, State

Slot = tuple[int, int, int]  # (player, hand, index); player -1 = the deck


def hidden_slots(s: State, viewer: int | None) -> list[Slot]:
    slots: list[Slot] = [(-1, 0, i) for i in range(len(s.deck))]
    if viewer == EVERYONE:
        return slots
    for p in range(s.n):
        if p == viewer:
            continue
        for h, ups in enumerate(s.up[p]):
            slots += [(p, h, i) for i, up in enumerate(ups) if not up]
    return slots


def _get(s: State, slot: Slot) -> int:
    p, h, i = slot
    return s.deck[i] if p < 0 else s.hands[p][h][i]


def _set(s: State, slot: Slot, card: int) -> None:
    p, h, i = slot
    if p < 0:
        s.deck[i] = card
    else:
        s.hands[p][h][i] = card


def hand_ok(s: State, p: int, h: int) -> bool:
    cards = s.hands[p][h]
    if any(s.is_joker(c) for c in cards):
        return False
    ranks = [s.ranks[c] for c in cards]
    status = s.status[p][h]
    if status in (LIVE, STUCK, FORCED, FIVE) and ph.best_total(ranks) > 21:
        return False
    if status == STUCK and ph.best_total(ranks) < 15 and p != s.banker:
        return False
    pontoon = ph.is_pontoon(ranks, s.split[p])
    if p == s.banker:
        return not (pontoon and s.phase == PLAY)
    if pontoon and status != LIVE:
        return False
    # a punter who has already acted on this hand did not hold a Pontoon
    return not (pontoon and s.phase in (PLAY, BANK) and s.order.index(p) < s.pos)


def redeal(s: State, viewer: int | None, seed: int) -> State:
    rng = Rng(seed)
    c = s.clone()
    slots = hidden_slots(c, viewer)
    if len(slots) >= 2:
        for _ in range(4 * len(slots)):
            i, j = slots[rng.randrange(len(slots))], slots[rng.randrange(len(slots))]
            a, b = _get(c, i), _get(c, j)
            if a == b:
                continue
            _set(c, i, b)
            _set(c, j, a)
            touched = {(x[0], x[1]) for x in (i, j) if x[0] >= 0}
            if not all(hand_ok(c, p, h) for p, h in touched):
                _set(c, i, a)
                _set(c, j, b)
    c.rng = Rng(rng.next64())  # future shuffles are hidden too
    return c
