"""§5.2–§5.6: deal, declare, split once, twist face up, stick at 15+, forced stick, five-card
trick, banker's turn, showdown, bank passing."""

import pytest

from game.core.errors import IllegalAction
from game.pontoon.actions import Declare, Split, Stick, Twist

from .scenario import cid, kinds, new, rig_deal, rig_hand


def test_deal_order_and_banker_pontoon_wins_at_once():
    g = new(2)
    # banker 0: deal goes 1, 0, 1, 0
    ev = rig_deal(g, 0, ["2H", "AS", "3H", "TS"])
    s = g.state
    assert [s.cards[c].text for c in s.hands[1][0]] == ["2H", "3H"]
    assert any(e.kind == "hand_won" and e.public["player"] == 0 for e in ev)
    assert s.phase == "tell" and s.teller == 0


def test_hole_cards_are_secret_to_owner():
    g = new(2)
    ev = rig_deal(g, 0, ["2H", "5S", "3H", "6S"])
    dealt = [e for e in ev if e.kind == "dealt"]
    assert "card" not in dealt[0].view(0) and "card" in dealt[0].view(1)
    assert g.observe(0).hands[1] == ((-1, -1),)


def test_stick_needs_15():
    g = new(2)
    rig_hand(g, 0, {1: ["9H", "4H"], 0: ["2S", "3S"]}, ["2D", "5C", "7C"])
    assert kinds(g) == {"twist"}
    with pytest.raises(IllegalAction):
        g.apply(Stick())
    g.apply(Twist())  # 15 now
    assert "stick" in kinds(g)


def test_twisted_card_is_face_up_to_everyone():
    g = new(2)
    rig_hand(g, 0, {1: ["9H", "4H"], 0: ["2S", "3S"]}, ["2D", "5C"])
    ev = g.apply(Twist())
    tw = [e for e in ev if e.kind == "twisted"][0]
    assert tw.view(None)["card"] == cid(g.state, "2D")
    assert g.observe(0).hands[1][0][2] == cid(g.state, "2D")


def test_pontoon_must_be_declared_and_shown():
    g = new(2)
    rig_hand(g, 0, {1: ["AH", "KH"], 0: ["2S", "3S"]}, ["2D"])
    assert kinds(g) == {"declare"}
    g.apply(Declare())
    assert g.observe(0).hands[1][0] == (cid(g.state, "AH"), cid(g.state, "KH"))


def test_split_equal_ranks_once_and_split_ace_ten_is_not_pontoon():
    g = new(2)
    rig_hand(g, 0, {1: ["JH", "QH"], 0: ["2S", "3S"]}, ["2D"])
    assert "split" not in kinds(g)  # J + Q are not a pair
    g = new(2)
    rig_hand(g, 0, {1: ["AH", "AD"], 0: ["9S", "8S"]}, ["KH", "2C", "3C", "4C", "5C"])
    g.apply(Split())
    s = g.state
    assert s.split[1] and len(s.hands[1]) == 2
    # first split hand is A + K = 21 but not a Pontoon: no declare, and no second split
    assert "declare" not in kinds(g) and "split" not in kinds(g)


def test_no_resplit():
    g = new(2)
    rig_hand(g, 0, {1: ["8H", "8D"], 0: ["9S", "8S"]}, ["8C", "2C", "3C", "4C", "5C"])
    g.apply(Split())
    assert "split" not in kinds(g)  # 8 + 8 again in hand 0, but one split per player


def test_forced_stick_when_deck_empty():
    g = new(2)
    rig_hand(g, 0, {1: ["2H", "3H"], 0: ["2S", "3S"]}, ["4D"])
    g.apply(Twist())  # deck now empty: the hand at 9 is stuck by force
    s = g.state
    assert s.status[1][0] == "forced"


def test_five_card_trick_ends_the_hand():
    g = new(2)
    rig_hand(g, 0, {1: ["2H", "3H"], 0: ["9S", "8S"]}, ["2D", "4D", "3C", "KC"])
    for _ in range(3):
        g.apply(Twist())
    assert g.state.status[1][0] == "five"


def test_bust_reveals_and_banker_then_plays_any_total():
    g = new(3)
    rig_hand(g, 0, {1: ["TH", "6H"], 2: ["9C", "8C"], 0: ["2S", "3S"]}, ["KD", "AC", "2C"])
    ev = g.apply(Twist())
    assert any(e.kind == "bust" for e in ev)
    assert g.observe(0).hands[1][0][0] >= 0
    g.apply(Stick())  # player 2 at 17
    assert g.state.phase == "bank" and g.current_player == 0
    assert kinds(g) == {"twist", "stick"}  # the banker may stick at 5


def test_showdown_banker_wins_tie_and_winner_tells():
    g = new(2)
    rig_hand(g, 0, {1: ["TH", "8H"], 0: ["9S", "9D"]}, ["2C"])
    g.apply(Stick())
    ev = g.apply(Stick())  # banker 18 ties 18
    won = [e for e in ev if e.kind == "hand_won"][0]
    assert won.public["player"] == 0 and g.state.teller == 0


def test_all_bust_is_void():
    g = new(2)
    rig_hand(g, 0, {1: ["TH", "6H"], 0: ["9S", "5D"]}, ["KC", "QC", "5C", "5H", "4C"])
    g.apply(Twist())  # the punter is bust
    assert g.state.phase == "bank"  # the banker still plays (§5.4) and may bust too
    ev = g.apply(Twist())
    assert any(e.kind == "void_hand" for e in ev)
    assert not any(e.kind == "hand_won" for e in ev)
    assert g.state.hands_done == 1 and g.state.phase == "play"


def test_bank_rotates_or_passes_on_pontoon():
    for banking, expected in (("rotate", 1), ("standard", 0)):
        g = new(2, banking=banking, seed=3)
        rig_hand(g, 0, {1: ["TH", "8H"], 0: ["9S", "9D"]}, ["2C"])
        g.apply(Stick())
        g.apply(Stick())
        while g.state.phase == "tell":  # the banker tells its conspiracy
            g.apply(g.legal_actions()[0])
        assert g.state.banker == expected, banking
    g = new(2, banking="standard", seed=3)
    rig_hand(g, 0, {1: ["AH", "KH"], 0: ["9S", "9D"]}, ["2C"])
    g.apply(Declare())
    g.apply(Stick())
    while g.state.phase == "tell":
        g.apply(g.legal_actions()[0])
    assert g.state.banker == 1  # a punter's unsplit Pontoon takes the bank
