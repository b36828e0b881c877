"""Re-deal what one viewer cannot see (spec §3, §9): other hands, the stock order, the
others' locked pass choices and the random source.

Kept consistent with what the viewer knows: hand sizes and the stock size stay, and a
card the viewer passed in the latest pass of the round that has not been played since
stays with its receiver (it cannot have moved). The viewer's observation is unchanged.
"""

from __future__ import annotations

from ..core.contract import EVERYONE
from ..core.rng import Rng
from .state import PASS, State


def pinned_cards(gave: list[tuple[int, int, int]], history: list, passes: int
                 ) -> dict[int, int]:
    """Cards the giver knows are still in a receiver's hand: card -> holder."""
    if not passes:
        return {}
    played_since = {c for h in history if h[4] >= passes for c in (h[1], h[2])}
    return {c: q for q, c, k in gave if k == passes and c not in played_since}


def redeal(s: State, viewer: int | None, seed: int) -> State:
    t = s.clone()
    if viewer == EVERYONE:
        return t
    rng = Rng(seed)
    me = viewer if viewer is not None and 0 <= viewer < s.n else -1
    pins = pinned_cards(s.gave[me], s.history, s.passes) if me >= 0 else {}
    pool = [c for p in range(s.n) if p != me for c in s.hands[p] if c not in pins]
    pool += s.stock
    rng.shuffle(pool)
    for p in range(s.n):
        if p == me:
            continue
        keep = [c for c in s.hands[p] if pins.get(c) == p]
        k = len(s.hands[p]) - len(keep)
        t.hands[p] = keep + pool[:k]
        del pool[:k]
        rng.shuffle(t.hands[p])
        if t.fresh[p]:
            mine = [c for c in keep if c in s.fresh[p]]
            t.fresh[p] = mine or [t.hands[p][0]]
        if s.phase == PASS and s.choice[p] >= 0:
            t.choice[p] = t.hands[p][rng.randrange(len(t.hands[p]))]
        # What others gave and got is theirs to know: re-deal it with their hands.
        # (entries with the viewer keep their card: the viewer saw it move).
        t.gave[p] = [(q, c if q == me else -1, k) for q, c, k in s.gave[p]]
        t.got[p] = [(q, c if q == me else -1, k) for q, c, k in s.got[p]]
    t.stock = pool
    t.rng = Rng(rng.next64())
    return t
