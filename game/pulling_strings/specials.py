"""Special cards played as free actions (spec §10, §16.3): Windfall, Defector, Second
Wind, Mole, Audit. Leaked Memo is a reaction (money.py); Sure Thing and Smear Campaign
are announced with a declaration (rules.py)."""

from __future__ import annotations

from ..core.events import Event
from .cards import AUDIT, DEFECTOR, GROUPS, MOLE, N_GROUPS, SECOND_WIND, WINDFALL
from .flow import settle
from .goals import groups_of
from .state import PENDING, State
from .web import anchors, branch, depth

WINDFALL_PER_GROUP, WINDFALL_MAX = 2, 20
DEFECTOR_MIN_DEPTH, DEFECTOR_MAX_RESISTANCE = 3, 5
FREE_CARDS = (WINDFALL, DEFECTOR, SECOND_WIND, MOLE, AUDIT)


def special_moves(s: State, p: int) -> list[tuple[int, int]]:
    """(card, argument) for every free-action special p may play now."""
    out: list[tuple[int, int]] = []
    hand = s.hands[p]
    if WINDFALL in hand:
        out.append((WINDFALL, -1))
    if SECOND_WIND in hand:
        out.append((SECOND_WIND, -1))
    if MOLE in hand:
        out += [(MOLE, q) for q in range(s.n) if q != p and s.hands[q]]
    if AUDIT in hand:
        out += [(AUDIT, g) for g in range(N_GROUPS)
                if s.owner[g] not in (-1, p) and s.treasury[g] > 0]
    if DEFECTOR in hand and anchors(s, p):
        out += [(DEFECTOR, g) for g in defector_targets(s, p)]
    return out


def defector_targets(s: State, p: int) -> list[int]:
    return [g for g in range(N_GROUPS)
            if s.owner[g] not in (-1, p) and GROUPS[g].resistance <= DEFECTOR_MAX_RESISTANCE
            and depth(s, g) >= DEFECTOR_MIN_DEPTH]


def play(s: State, p: int, card: int, arg: int, ev: list[Event]) -> None:
    s.hands[p].remove(card)
    s.discard.append(card)
    s.acted = True
    ev.append(Event("special", {"player": p, "card": card, "arg": arg}))
    if card == WINDFALL:
        gain = min(WINDFALL_MAX, WINDFALL_PER_GROUP * len(groups_of(s, p)))
        s.cash[p] += gain
        ev.append(Event("windfall", {"player": p, "amount": gain}))
    elif card == SECOND_WIND:
        s.actions_left += 1
    elif card == AUDIT:
        ev.append(Event("audited", {"player": p, "group": arg, "amount": s.treasury[arg]}))
        s.treasury[arg] = 0
    elif card == MOLE:
        s.mole = arg
        s.phase = "mole"
        return
    elif card == DEFECTOR:
        take_over(s, arg, p, mode=2)
        s.taken = True
        ev.append(Event("defected", {"player": p, "group": arg}))
    settle(s, ev)


def take_over(s: State, g: int, p: int, mode: int) -> None:
    """g and its branch leave their web (no orphans: the branch comes along) and wait
    for `p` to hang them on a free arrow (§16.3 Defector, §8.4 gifts)."""
    for h in branch(s, g):
        s.owner[h] = p
        s.fresh[h] = True
    s.master[g] = PENDING
    s.place.append([p, g, mode])


def mole_pick(s: State, card: int, ev: list[Event]) -> None:
    """§16.3 Mole: the looker takes one of the cards it saw."""
    p, q = s.active, s.mole
    s.hands[q].remove(card)
    s.hands[p].append(card)
    s.mole = -1
    ev.append(Event("mole_took", {"player": p, "from": q}, {"card": card}, (p, q)))
    settle(s, ev)

