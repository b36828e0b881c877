"""The recess (spec §5.2, §7): mingling turns, the inbox, escrowed pact offers, the
reply step and expiry.

Each mingling turn every member, in seat order from the chair, first answers every
offer in its inbox (oldest first), then moves: offer a pact, whisper, or keep quiet.
After the last turn the reply step lets members answer what arrived since their last
move; anything still open then expires. Recess moves show publicly only as "X mingled":
who told whom, what, and every offer are private to giver and receiver (§8).
"""

from __future__ import annotations

from ..core.actions import Action
from ..core.events import Event
from .actions import Accept, Decline, Offer, Quiet, Whisper
from .scoring import PACT_FORMED, Line, score_step
from .state import ACCEPTED, DECLINED, EXPIRED, OPEN, SECRET, SLOTS, WHISPER, State

_MADE: dict[tuple[int, ...], Action] = {}  # shared Action objects: listing stays cheap
_ROWS: dict[tuple[int, ...], list[Action]] = {}


def _act(cls: type[Action], *values: int) -> Action:
    key = (id(cls), *values)
    a = _MADE.get(key)
    if a is None:
        a = _MADE[key] = cls(*values)
    return a


def _row(cls: type[Action], p: int, q: int, n: int) -> list[Action]:
    """`cls(p, q, subject, slot, 0)` for every claim key subject * 12 + slot, made once."""
    key = (id(cls), p, q, n)
    row = _ROWS.get(key)
    if row is None:
        row = _ROWS[key] = [_act(cls, p, q, s, k, 0) for s in range(n) for k in range(SLOTS)]
    return row


# ---- what may be told (§3.2) ----
def may_tell(s: State, p: int, subject: int, slot: int, sworn: int) -> bool:
    if not (0 <= subject < s.n and 0 <= slot < SLOTS and sworn in (0, 1)):
        return False
    if s.resolved[subject][slot]:
        return False  # §5.2: a resolved heading cannot be told
    return not sworn or (subject == p and bool(s.truth[p][slot]))


def offer_open_between(s: State, a: int, b: int) -> bool:
    return any(o[6] == OPEN and {o[0], o[1]} == {a, b} for o in s.offers)


def may_offer_to(s: State, p: int, q: int) -> bool:
    """§5.2: to a member without a pact with `p`, at most one open offer per pair."""
    return q != p and 0 <= q < s.n and not s.has_pact(p, q) and not offer_open_between(s, p, q)


def in_reply_step(s: State) -> bool:
    return s.turn >= s.config.options.mingling_turns


def legal_recess(s: State, p: int) -> list[Action]:
    if p != s.actor:
        return []
    n = s.n
    open_keys = [key for key in range(n * SLOTS) if not s.resolved[key // SLOTS][key % SLOTS]]
    sworn = [k for k in range(SLOTS) if s.truth[p][k] and not s.resolved[p][k]]
    inbox = s.inbox(p)
    if inbox:
        o = inbox[0][0]
        row = _row(Accept, p, o, n)
        return [_act(Decline, p, o), *[row[key] for key in open_keys],
                *[_act(Accept, p, o, p, k, 1) for k in sworn]]
    if in_reply_step(s):
        return []
    acts: list[Action] = [_act(Quiet, p)]
    for cls, targets in ((Whisper, [q for q in range(n) if q != p]),
                         (Offer, [q for q in range(n) if may_offer_to(s, p, q)])):
        for q in targets:
            row = _row(cls, p, q, n)
            acts += [row[key] for key in open_keys]
            acts += [_act(cls, p, q, p, k, 1) for k in sworn]
    return acts


def recess_is_legal(s: State, a: Action, p: int) -> bool:
    if p != s.actor:
        return False
    inbox = s.inbox(p)
    kind = a.kind
    if inbox:
        if kind not in ("accept", "decline") or a.values[1] != inbox[0][0]:
            return False  # the inbox first (§5.2), the oldest offer first
        return kind == "decline" or may_tell(s, p, *a.values[2:])
    if in_reply_step(s) or kind in ("accept", "decline"):
        return False
    if kind == "quiet":
        return True
    q = a.values[1]
    if not (0 <= q < s.n and q != p) or not may_tell(s, p, *a.values[2:]):
        return False
    return kind == "whisper" or may_offer_to(s, p, q)


# ---- telling (§3.2) ----
def tell(s: State, giver: int, receiver: int, subject: int, slot: int, sworn: int,
         how: int) -> None:
    """Deliver one claim. Its spreader is the first member ever to tell it (§3.2, §14.11)."""
    s.tellings.append([s.round, giver, receiver, subject, slot, sworn, how])
    key = subject * SLOTS + slot
    s.spreader.setdefault(key, giver)
    s.heard[giver].add(key)
    s.heard[receiver].add(key)
    s.active = 1


def _claim(s: State, subject: int, slot: int, sworn: int) -> dict[str, int]:
    return {"subject": subject, "slot": slot, "heading": s.files[subject][slot],
            "sworn": sworn}


# ---- applying ----
def move(s: State, a: Action, p: int, ev: list[Event]) -> None:
    """A mingling move (§5.2). Two events each, whatever the move: `mingled` (the
    parties know the kind and the other party) and `note` (who may read the claim)."""
    kind = a.kind
    if kind == "quiet":
        ev.append(Event("mingled", {"player": p}, {"move": "quiet"}, (p,)))
        ev.append(Event("note", {}, {}, (p,)))
    else:
        _p, q, subject, slot, sworn = a.values
        ev.append(Event("mingled", {"player": p}, {"move": kind, "from": p, "to": q}, (p, q)))
        if kind == "whisper":
            tell(s, p, q, subject, slot, sworn, WHISPER)
            ev.append(Event("note", {}, _claim(s, subject, slot, sworn), (p, q)))
        else:  # an offer: the secret waits in escrow until accepted (§5.2)
            s.offers.append([p, q, subject, slot, sworn, s.round, OPEN])
            ev.append(Event("note", {}, _claim(s, subject, slot, sworn), (p,)))
    _next_mover(s, ev)


def answer(s: State, a: Action, p: int, ev: list[Event]) -> bool:
    """Accept or decline the oldest offer in `p`'s inbox (§5.2). True if the game ended
    (a pact's point can make a President, §11).

    §8: an offer, and so its answer, is known to its two members only, so an answer
    adds nothing to the public's stream of events: a decline gives no event at all
    (the two members read it in their observations: the offer's state), an accepted
    offer only its public pact, whose secret part tells the two members who answered
    and the two claims traded. Whatever the offers, every member's mingling turn shows
    the room the same `mingled`, `note` (docs/rules-intrigue.md)."""
    offer = s.inbox(p)[0]
    o = offer[0]
    if a.kind == "decline":
        offer[6] = DECLINED
    else:
        offer[6] = ACCEPTED
        _p, _o, subject, slot, sworn = a.values
        # Both secrets are delivered at once, the offerer's first (game order, §14.11).
        tell(s, o, p, offer[2], offer[3], offer[4], SECRET)
        tell(s, p, o, subject, slot, sworn, SECRET)
        a_, b_ = min(p, o), max(p, o)
        s.pacts.append([a_, b_])
        s.pact_log.append([s.round, a_, b_, 1, -1])
        traded = [_claim(s, offer[2], offer[3], offer[4]), _claim(s, subject, slot, sworn)]
        ev.append(Event("pact_formed", {"a": a_, "b": b_},
                        {"answer": 1, "player": p, "from": o, "accepted": True,
                         "claims": traded}, (p, o)))
        if score_step(s, [Line(p, PACT_FORMED, "pact"), Line(o, PACT_FORMED, "pact")], ev):
            return True
    if in_reply_step(s) and not s.inbox(p):
        s.step += 1
        _next_replier(s, ev)
    return False


def _next_mover(s: State, ev: list[Event]) -> None:
    s.step += 1
    if s.step == s.n:
        s.step = 0
        s.turn += 1
    if not in_reply_step(s):
        s.actor = s.order()[s.step]
        return
    _next_replier(s, ev)


def _next_replier(s: State, ev: list[Event]) -> None:
    """The reply step (§5.2): members with unanswered offers, in seat order from the
    chair; then expiry and the floor session."""
    order = s.order()
    while s.step < s.n:
        if s.inbox(order[s.step]):
            s.actor = order[s.step]
            return
        s.step += 1
    end_recess(s, ev)


def end_recess(s: State, ev: list[Event]) -> None:
    """§5.2: offers still open expire, their secrets undelivered; the floor opens."""
    for o in s.offers:
        if o[6] == OPEN:
            o[6] = EXPIRED
            ev.append(Event("offer_expired", {}, {"from": o[0], "to": o[1]}, (o[0], o[1])))
    from .floor import open_floor

    open_floor(s, ev)
