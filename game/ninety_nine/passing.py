"""The pass after a single Two or King (spec §5.6): simultaneous secret choices.

Every player holding a card chooses one; choices are locked and nothing moves until the
last one is in, so the order of submissions cannot matter. With Quick pass (§12, §13)
the engine picks every player's card at random instead.
"""

from __future__ import annotations

from ..core.contract import EVERYONE
from ..core.events import Event
from .actions import PassCard
from .cards import TEXT
from .state import PASS, State


def start_pass(s: State, layer: int, ev: list[Event]) -> bool:
    """Open the pass. Returns True when it completed at once (Quick pass)."""
    s.layer = layer
    s.waiting = [p for p in range(s.n) if s.hands[p]]
    s.choice = [-1] * s.n
    ev.append(Event("pass_started", {"player": layer, "waiting": s.waiting[:],
                                     "direction": s.direction,
                                     "quick": s.config.options.quick_pass}))
    if s.config.options.quick_pass:
        for p in s.waiting:
            s.choice[p] = s.hands[p][s.rng.randrange(len(s.hands[p]))]
        s.waiting = []
        finish_pass(s, ev)
        return True
    s.phase = PASS
    return False


def legal_pass(s: State, p: int) -> list[PassCard]:
    if p not in s.waiting:
        return []
    return [PassCard(p, c) for c in s.hands[p]]


def choose(s: State, p: int, card: int, ev: list[Event]) -> bool:
    """Lock player p's choice (already validated). True when everyone has chosen."""
    s.choice[p] = card
    s.waiting.remove(p)
    ev.append(Event("pass_chosen", {"player": p, "waiting": s.waiting[:]},
                    {"card": TEXT[card]}, (p, EVERYONE)))
    if s.waiting:
        return False
    finish_pass(s, ev)
    return True


def finish_pass(s: State, ev: list[Event]) -> None:
    """§5.6.3–4: all chosen cards move at once to the next seat along the direction."""
    n = s.n
    givers = [p for p in range(n) if s.choice[p] >= 0]
    s.passes += 1
    k = s.passes
    for p in givers:
        s.hands[p].remove(s.choice[p])
    moves = []
    for p in givers:
        q = (p + s.direction) % n
        c = s.choice[p]
        s.hands[q].append(c)
        s.gave[p].append((q, c, k))
        s.got[q].append((p, c, k))
        moves.append((p, q, c))
    for q in range(n):
        s.fresh[q] = [c for _p, qq, c in moves if qq == q]
    s.choice = [-1] * n
    ev.append(Event("passed", {"players": givers, "direction": s.direction}))
    for p, q, c in moves:
        ev.append(Event("card_received", {"player": q, "giver": p},
                        {"card": TEXT[c]}, (q, EVERYONE)))
