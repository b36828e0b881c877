"""What a bot can work out from its observation alone (spec §11): the count (even under
Blind count, from the public history), the unseen cards, the cards it knows a neighbour
holds (its own latest pass), and the cost of a play."""

from __future__ import annotations

from ..cards import HELD_PENALTY, PLAY_PENALTY, RANK
from ..observation import Observation
from ..plays import play_value
from ..redeal import pinned_cards
from ..scoring import boundary_points


def count_of(obs: Observation) -> int:
    if obs.count is not None:
        return obs.count
    c = 0
    for _p, a, b, choice, _k in obs.history:
        c = play_value(c, a, b, choice)
    return c


def pinned(obs: Observation) -> dict[int, int]:
    """Cards this bot passed that must still sit in the receiver's hand: card -> holder."""
    return pinned_cards(list(obs.gave), list(obs.history), obs.passes)


def unseen(obs: Observation) -> list[int]:
    """Cards that may be in another hand or the stock: the deck minus the own hand, minus
    what was played this round, minus the cards pinned to a known holder."""
    gone = set(obs.hand)
    for _p, a, b, _c, _k in obs.history:
        gone.add(a)
        if b >= 0:
            gone.add(b)
    gone.update(pinned(obs))
    return [c for c in range(52 * obs.decks) if c not in gone]


def play_points(count: int, a: int, b: int, choice: int) -> tuple[int, int]:
    """(points to the layer, points to each other player) of a play (§5.2–§5.4)."""
    new = play_value(count, a, b, choice)
    pts = sum(p for _b, p in boundary_points(count, new))
    if b >= 0 and RANK[a] == 13:
        return 0, pts
    return pts + (PLAY_PENALTY[a] if b < 0 else 0), 0


def cheapest(count: int, hand: list[int] | tuple[int, ...]) -> int:
    """Fewest points the holder of `hand` must take on its next play (a quick bound: the
    singles and K+K; set-to combos only help at high counts and are counted too)."""
    best = 99
    for i, a in enumerate(hand):
        r = RANK[a]
        if r == 4 or r == 8:
            return PLAY_PENALTY[a]
        if r == 10:
            opts = (10, -10) if count >= 10 else (10,)
        elif r == 1:
            opts = (1, 11)
        else:
            opts = (0,)
        for ch in opts:
            own, _ = play_points(count, a, -1, ch)
            if own < best:
                best = own
        if r in (3, 6, 9, 13):
            for b in hand[i + 1:]:
                if RANK[b] == r:
                    own, _ = play_points(count, a, b, 0)
                    best = min(best, own)
        if best == 0:
            return 0
    return best


def held_cost(hand: list[int] | tuple[int, ...]) -> int:
    return sum(HELD_PENALTY[c] for c in hand)
