"""Re-deal what one viewer cannot see (spec §14): the other players' specials, the
deck order and the random source. Hand sizes, the deck size and the number of groups
in the deck stay, so the viewer's observation is unchanged. While the viewer's Mole
looks at a hand, that hand stays too (the viewer sees it).
"""

from __future__ import annotations

from ..core.contract import EVERYONE
from ..core.rng import Rng
from .cards import SPECIAL_BASE
from .state import State


def redeal(s: State, viewer: int | None, seed: int) -> State:
    t = s.clone()
    if viewer == EVERYONE:
        return t
    rng = Rng(seed)
    me = viewer if viewer is not None and 0 <= viewer < s.n else -1
    keep = {me}
    if s.phase == "mole" and me == s.active:
        keep.add(s.mole)
    hidden = [p for p in range(s.n) if p not in keep]
    specials = [c for p in hidden for c in s.hands[p]]
    specials += [c - SPECIAL_BASE for c in s.deck if c >= SPECIAL_BASE]
    groups = [c for c in s.deck if c < SPECIAL_BASE]
    rng.shuffle(specials)
    for p in hidden:
        k = len(s.hands[p])
        t.hands[p] = specials[:k]
        del specials[:k]
    deck_specials = sum(1 for c in s.deck if c >= SPECIAL_BASE)
    groups += [SPECIAL_BASE + c for c in specials[:deck_specials]]
    rng.shuffle(groups)
    t.deck = groups
    t.rng = Rng(rng.next64())
    return t
