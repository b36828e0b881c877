"""§7 the Inquisition: a joker stops the hand, all cards shown, relay from the holder
clockwise, single-card lines, immediate turning, the joker included, both failure settings."""

from game.pontoon.actions import Place, TimeOut
from game.pontoon.conspiracy import allowed_cards

from .scenario import cid, new, rig_deal


def test_joker_in_deal_stops_and_relay_starts_at_holder():
    g = new(3, seats=("human",) * 3, inquisition=1, timer=0)
    ev = rig_deal(g, 0, ["2H", "JK"])  # player 1 gets 2H, player 2 the joker
    s = g.state
    inq = [e for e in ev if e.kind == "inquisition"][0]
    assert inq.public["holder"] == 2
    assert not any(e.kind == "hand_won" for e in ev)
    assert s.phase == "tell" and s.inq and s.teller == 2  # the holder places first
    assert g.observe(0).to_place == (cid(s, "JK"),)
    # a single card on an empty board: the centre only (axis none)
    assert {a.cell for a in g.legal_actions()} == {60}
    g.apply(Place(cid(s, "JK"), 60))
    assert s.axis[60] == "N" and s.owner[60] == 2
    # player 0 holds nothing (skipped); player 1 is next, clockwise from the holder
    assert s.teller == 1
    g.apply(Place(cid(s, "2H"), 61))
    assert s.owner[61] == 1
    assert s.owner[60] == 1  # turned as soon as a neighbouring card was placed
    assert s.phase == "play" and s.hands_done == 1


def test_all_hands_are_shown():
    g = new(2, seats=("human", "human"), inquisition=1, timer=0)
    rig_deal(g, 0, ["2H", "3C", "JK"])  # 1: 2H, 0: 3C, 1: JK
    o = g.observe(0)
    assert o.to_place == tuple(sorted((cid(g.state, "2H"), cid(g.state, "JK"))))
    assert g.state.teller == 1


def test_joker_holder_must_include_the_joker():
    g = new(2, seats=("human", "human"), inquisition=1, timer=0)
    rig_deal(g, 0, ["2H", "3C", "JK"])
    s = g.state
    s.target = 1  # only a single card fits
    assert allowed_cards(s) == [cid(s, "JK")]
    s.target = 2
    assert len(allowed_cards(s)) == 2


def test_everyone_loses_on_a_human_timeout():
    g = new(2, seats=("human", "human"), inquisition=1, timer=30)
    rig_deal(g, 0, ["2H", "3C", "JK"])
    g.apply(TimeOut())
    assert g.is_over and g.outcome.winners == () and g.outcome.why == "inquisition"


def test_mild_failure_discards_and_goes_on():
    g = new(2, seats=("human", "human"), inquisition=1, timer=30,
            inquisition_failure="mild")
    rig_deal(g, 0, ["2H", "3C", "JK"])
    g.apply(TimeOut())  # player 1 loses both cards
    s = g.state
    assert not g.is_over and s.teller == 0  # player 0 places the 3C next
    assert all(c < 0 for c in s.board)
    g.apply(Place(cid(s, "3C"), 60))
    assert s.board[60] == cid(s, "3C") and s.phase == "play"


def test_unplaceable_cards_go_to_discard_without_failure(monkeypatch):
    import game.pontoon.inquisition as inq
    monkeypatch.setattr(inq.bd, "longest_placeable", lambda occ, axes, most: 0)
    g = new(2, seats=("human", "human"), inquisition=1, timer=0)
    ev = rig_deal(g, 0, ["2H", "3C", "JK"])
    s = g.state
    assert [e.public["player"] for e in ev if e.kind == "inquisition_discard"] == [1, 0]
    assert not g.is_over and s.phase == "play" and s.hands_done == 1


def test_only_the_longest_legal_line_is_placed(monkeypatch):
    import game.pontoon.inquisition as inq
    monkeypatch.setattr(inq.bd, "longest_placeable", lambda occ, axes, most: 1)
    g = new(2, seats=("human", "human"), inquisition=1, timer=0)
    rig_deal(g, 0, ["2H", "3C", "JK"])
    s = g.state
    assert s.target == 1 and {a.card for a in g.legal_actions()} == {cid(s, "JK")}
    g.apply(Place(cid(s, "JK"), 60))
    assert cid(s, "2H") in s.discard  # the card that did not fit


def test_relay_goes_clockwise_from_the_holder():
    g = new(3, seats=("human",) * 3, inquisition=1, timer=0)
    rig_deal(g, 0, ["2H", "3C", "4D", "JK"])  # 1: 2H, 2: 3C, 0: 4D, 1: JK
    s = g.state
    order = []
    while s.phase == "tell":
        if not order or order[-1] != s.teller:
            order.append(s.teller)
        g.apply(g.legal_actions()[0])
    assert order == [1, 2, 0]
