"""§6: telling a conspiracy — turning on success, the time-out, the waiver and heckle votes
(simultaneous ballots, any order, tie means no), phrase builder, typed text."""

import itertools
import json

import pytest

from game.core.errors import IllegalAction
from game.pontoon.actions import Link, Place, Tell, TimeOut, Vote

from .scenario import cell, cid, new, put, rig_hand


def win_hand(g, teller_cards=("TH", "8H"), banker_cards=("9S", "7D")):
    """Player 1 wins with 18 and starts a conspiracy (banker 0 sticks at 16 by force)."""
    from game.pontoon.actions import Stick
    others = {p: [f"{2 + p}C", f"{5 + p}C"] for p in range(2, g.state.n)}
    rig_hand(g, 0, {1: list(teller_cards), 0: list(banker_cards), **others}, [])
    while g.state.phase in ("play", "bank"):
        acts = g.legal_actions()
        g.apply(Stick() if Stick() in acts else acts[0])
    assert g.state.phase == "tell" and g.state.teller == 1


def place_line(g, cells):
    s = g.state
    for c in cells:
        card = sorted(s.tell_cards)[0]
        g.apply(Place(card, c))
        while g.state.offered:
            g.apply(Link(g.state.offered[0]))


def test_success_turns_adjacent_cards_of_everyone():
    g = new(3, seats=("human", "human", "human"), timer=0)
    put(g.state, {cell(5, 5): ("2S", 0, "V"), cell(6, 5): ("3S", 2, "V"),
                  cell(4, 6): ("4S", 1, "H")})
    win_hand(g)
    ev = g.legal_actions()
    assert all(a.kind == "place" for a in ev)
    place_line(g, [cell(5, 6), cell(5, 7)])  # (5,5) is a V card: no extension
    s = g.state
    assert s.owner[cell(5, 6)] == 1 and s.owner[cell(5, 7)] == 1
    assert s.owner[cell(5, 5)] == 1  # turned from player 0
    assert s.owner[cell(4, 6)] == 1  # already the teller's: stays
    assert s.owner[cell(6, 5)] == 2  # diagonal: not adjacent
    assert s.told[1] == 1


def test_illegal_cell_refused_and_state_unchanged():
    g = new(2, seats=("human", "human"), timer=0)
    win_hand(g)
    before = g.dumps()
    with pytest.raises(IllegalAction):
        g.apply(Place(g.state.tell_cards[0], cell(0, 0)))  # not through the centre
    assert g.dumps() == before


def test_timeout_without_other_humans_fails():
    g = new(2, seats=("medium", "human"))
    win_hand(g)
    ev = g.apply(TimeOut())
    assert any(e.kind == "conspiracy_failed" for e in ev)
    assert all(c < 0 for c in g.state.board)


def test_bots_have_no_timer():
    g = new(2, seats=("human", "medium"))
    win_hand(g)
    assert TimeOut() not in g.legal_actions()


def _timeout_vote(votes):
    g = new(4, seats=("human", "human", "human", "human"))
    win_hand(g)
    g.apply(Place(sorted(g.state.tell_cards)[0], 60))
    g.apply(TimeOut())
    assert g.waiting_for == (0, 2, 3) and g.current_player is None
    for voter, yes in votes:
        g.apply(Vote(voter, yes))
    return g


def test_waiver_majority_lets_them_finish_and_any_order_gives_same_state():
    outcomes = set()
    for order in itertools.permutations([(0, 1), (2, 1), (3, 0)]):
        g = _timeout_vote(order)
        assert g.state.phase == "tell" and g.state.waived
        assert TimeOut() not in g.legal_actions()  # the timer is removed
        outcomes.add(json.dumps(g.state.to_json(), sort_keys=True))
    assert len(outcomes) == 1


def test_waiver_minority_or_tie_fails():
    g = _timeout_vote([(0, 1), (2, 0), (3, 0)])
    assert g.state.hands_done == 1 and all(c < 0 for c in g.state.board)
    g = new(3, seats=("human", "human", "human"))
    win_hand(g)
    g.apply(TimeOut())
    g.apply(Vote(0, 1))
    g.apply(Vote(2, 0))  # a tie means no
    assert g.state.hands_done == 1


def test_vote_is_secret_until_all_are_in_and_second_vote_refused():
    g = new(4, seats=("human",) * 4)
    win_hand(g)
    g.apply(TimeOut())
    ev = g.apply(Vote(0, 1))
    assert "yes" not in ev[0].view(None) and "yes" not in ev[0].view(2)
    assert ev[0].view(0)["yes"] is True
    with pytest.raises(IllegalAction):
        g.apply(Vote(0, 0))
    with pytest.raises(IllegalAction):
        g.apply(Vote(1, 1))  # the teller has no ballot
    assert g.observe(2).voted == (0,) and g.observe(2).my_ballot == -1


def test_waiver_off_timeout_fails_even_with_humans():
    g = new(2, seats=("human", "human"), waiver=False)
    win_hand(g)
    g.apply(TimeOut())
    assert g.state.hands_done == 1


def test_heckle_vote_voids_a_placed_conspiracy():
    g = new(3, seats=("human",) * 3, heckle=True, timer=0)
    win_hand(g)
    place_line(g, [cell(5, 5), cell(5, 6)])
    assert g.state.phase == "vote" and g.state.vote_kind == "heckle"
    g.apply(Vote(2, 1))
    g.apply(Vote(0, 1))
    assert all(c < 0 for c in g.state.board) and g.state.told[1] == 0
    g = new(3, seats=("human",) * 3, heckle=True, timer=0)
    win_hand(g)
    place_line(g, [cell(5, 5), cell(5, 6)])
    g.apply(Vote(2, 0))
    g.apply(Vote(0, 1))
    assert g.state.told[1] == 1


def test_heckle_only_in_spoken_mode():
    g = new(3, seats=("human",) * 3, heckle=True, timer=0, telling="phrases")
    win_hand(g)
    place_line(g, [cell(5, 5), cell(5, 6)])
    assert g.state.told[1] == 1


def test_phrase_builder_offers_four_fitting_phrases_and_builds_a_sentence():
    g = new(2, seats=("human", "human"), timer=0, telling="phrases")
    win_hand(g)
    s = g.state
    g.apply(Place(cid(s, "TH"), cell(5, 5)))
    assert not s.offered  # no link before the second card
    g.apply(Place(cid(s, "8H"), cell(5, 6)))
    assert len(g.state.offered) == 4
    assert all(a.kind == "link" for a in g.legal_actions())
    with pytest.raises(IllegalAction):
        g.apply(Place(cid(s, "8H"), cell(5, 7)))
    ev = g.apply(Link(g.state.offered[1]))
    told = [e for e in ev if e.kind == "theory_told"][0].public["text"]
    assert told.startswith(s.subjects[cid(s, "TH")]) and s.subjects[cid(s, "8H")] in told


def test_typed_text_is_recorded_bounded_and_replays():
    g = new(2, seats=("human", "human"), timer=0, telling="typed")
    win_hand(g)
    g.apply(Tell("The Banks run   the UN\x07" + "!" * 400))
    assert g.record[-1].startswith("tell The Banks run the UN!")
    assert len(g.state.typed) <= 280
    with pytest.raises(IllegalAction):
        g.apply(Tell("again"))
