"""§5.2: mingling turns in seat order from the chair, the inbox answered first, escrowed
offers (accept / decline), one open offer per pair, the reply step and expiry."""

from __future__ import annotations

import pytest

from game.core.errors import IllegalAction
from game.intrigue.recess import end_recess
from game.intrigue.state import ACCEPTED, DECLINED, EXPIRED, FLOOR, OPEN

from .scenario import new


def test_mingling_turns_go_in_seat_order_from_the_chair() -> None:
    for turns in (2, 3, 4):
        g = new(5, 9, mingling_turns=turns)
        s = g.state
        seen = []
        while s.phase != FLOOR:
            seen.append(s.actor)
            g.apply(f"quiet {s.actor}")
        order = [(s.chair + i) % 5 for i in range(5)]
        assert seen == order * turns


def _offer(g, p, q, claim="2.2"):
    g.apply(f"offer {p} to {q} with {claim}")


def _skip_to(g, q):
    while g.state.actor != q:
        g.apply(f"quiet {g.state.actor}")


def test_escrow_the_secret_waits_until_accepted_then_both_are_delivered() -> None:
    g = new(4, 2)
    s = g.state
    p = s.actor
    q = (p + 1) % 4
    _offer(g, p, q, "3.5")
    inbox = g.observe(q).inbox
    assert len(inbox) == 1 and inbox[0][:2] == (p, q)
    assert inbox[0][2:5] == (-1, -1, -1), "the receiver cannot read an escrowed secret"
    assert not any(t[3:5] == (3, 5) for t in g.observe(q).tellings)
    assert g.observe(p).offers[0][2:5] == (3, 5, 0), "the offerer sees its own secret"
    # before its own move, the receiver must answer: only accept / decline are legal
    assert {a.kind for a in g.legal_actions(q)} == {"accept", "decline"}
    with pytest.raises(IllegalAction):
        g.apply(f"quiet {q}")
    g.apply(f"accept {q} from {p} with 1.1")
    assert s.offers[0][6] == ACCEPTED and s.has_pact(p, q)
    heard_q = [t[3:5] for t in g.observe(q).tellings]
    heard_p = [t[3:5] for t in g.observe(p).tellings]
    assert (3, 5) in heard_q and (1, 1) in heard_p
    assert s.actor == q and {a.kind for a in g.legal_actions(q)} >= {"quiet", "whisper"}


def test_decline_delivers_nothing() -> None:
    g = new(4, 2)
    s = g.state
    p = s.actor
    q = (p + 1) % 4
    _offer(g, p, q, "3.5")
    g.apply(f"decline {q} from {p}")
    assert s.offers[0][6] == DECLINED and not s.has_pact(p, q)
    assert s.tellings == [] and g.observe(q).offers[0][2:5] == (-1, -1, -1)


def test_one_open_offer_per_pair_and_none_to_a_partner() -> None:
    """The turn order already makes the receiver answer before the offerer moves again;
    the rule also holds for an offer still open the other way (a restored position)."""
    g = new(4, 2)
    s = g.state
    p = s.actor
    q, r = (p + 1) % 4, (p + 2) % 4
    s.offers.append([q, r, 0, 0, 0, 1, OPEN])  # q -> r open: q may not offer r again
    s.offers.append([r, q, 0, 1, 0, 1, OPEN])
    s.offers[-1][6] = DECLINED  # a declined one does not count
    s.offers.append([q, p, 0, 2, 0, 1, OPEN])  # p's inbox: answered first
    g._legal = {}
    g.apply(f"decline {p} from {q}")
    assert any(a.kind == "offer" and a.values[1] == q for a in g.legal_actions(p)), \
        "a declined offer closes: the pair may try again"
    s.actor = q
    g._legal = {}
    targets = {a.values[1] for a in g.legal_actions(q) if a.kind == "offer"}
    assert r not in targets and p in targets
    with pytest.raises(IllegalAction):
        g.apply(f"offer {q} to {r} with 1.1")
    s.actor = p
    s.pacts.append(sorted([p, r]))
    g._legal = {}
    assert r not in {a.values[1] for a in g.legal_actions(p) if a.kind == "offer"}, \
        "no offer to a partner"


def test_the_reply_step_answers_late_offers_then_the_floor_opens() -> None:
    g = new(4, 6, mingling_turns=2)
    s = g.state
    first = s.order()[0]
    last = s.order()[-1]
    for _ in range(7):
        g.apply(f"quiet {s.actor}")
    assert s.actor == last and s.turn == 1
    _offer(g, last, first)  # the very last move: `first` has no move left to answer it
    assert s.phase != FLOOR and s.actor == first and s.turn == 2
    assert {a.kind for a in g.legal_actions(first)} == {"accept", "decline"}
    g.apply(f"accept {first} from {last} with 0.0")
    assert s.phase == FLOOR and s.has_pact(first, last)


def test_offers_still_open_when_the_recess_ends_expire_undelivered() -> None:
    g = new(4, 6)
    s = g.state
    s.offers.append([1, 2, 3, 3, 0, s.round, OPEN])
    events = []
    end_recess(s, events)
    assert s.offers[-1][6] == EXPIRED and s.tellings == []
    expired = [e for e in events if e.kind == "offer_expired"]
    assert len(expired) == 1 and expired[0].audience == (1, 2) and expired[0].public == {}
    assert s.phase == FLOOR


def test_recess_moves_show_publicly_only_as_mingling() -> None:
    g = new(4, 6)
    p = g.state.actor
    q = (p + 2) % 4
    for text in (f"whisper {p} to {q} that 1.1",):
        events = g.apply(text)
        assert [e.view(None) for e in events] == [{"kind": "mingled", "player": p},
                                                  {"kind": "note"}]
        outsider = next(x for x in range(4) if x not in (p, q))
        assert [e.view(outsider) for e in events] == [e.view(None) for e in events]
        assert events[1].view(q)["subject"] == 1


def test_a_broken_pact_may_be_formed_again_in_a_later_recess() -> None:
    """§7: re-forming after a break is allowed (a new trade, +1 each again)."""
    from .scenario import floor_turn

    g = new(4, 2, target=30)
    s = g.state
    p = s.actor
    q = (p + 1) % 4
    s.pacts.append(sorted([p, q]))
    assert not any(a.kind == "offer" and a.values[1] == q for a in g.legal_actions(p))
    floor_turn(g, p)
    g.apply(f"break {p} with {q}")
    s.phase, s.turn, s.step, s.actor = "recess", 0, s.order().index(p), p
    g._legal = {}
    before = s.public[:]
    g.apply(f"offer {p} to {q} with 2.2")
    while s.actor != q:
        g.apply(f"quiet {s.actor}")
    g.apply(f"accept {q} from {p} with 3.3")
    assert s.has_pact(p, q) and s.public[p] - before[p] == 2 and s.public[q] - before[q] == 2
