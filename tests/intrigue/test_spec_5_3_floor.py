"""§5.3 and §12: floor turns, what may be raised, the secret ballot in any order, the
tabling rule at 4, 5 and 8 members, and tabled rumours raised again."""

from __future__ import annotations

import itertools

import pytest

from game.core.errors import IllegalAction
from game.intrigue.floor import outcome_of
from game.intrigue.scoring import BELIEVED, DISBELIEVED, TABLED
from game.intrigue.state import BALLOT, NOT_VOTER

from .scenario import floor_turn, new, vote, whisper

B, A, D = 1, 0, -1


def _ballots(*votes: int) -> list[int]:
    return [NOT_VOTER, NOT_VOTER, *votes]


@pytest.mark.parametrize(("votes", "expected"), [
    ((B, A), BELIEVED),  # §12: one abstention of two is not more than half
    ((D, A), DISBELIEVED),
    ((A, A), TABLED),  # every voter abstains
    ((B, D), TABLED),  # a tie
    ((B, B), BELIEVED),
])
def test_tabling_at_4_members(votes, expected) -> None:
    assert outcome_of(_ballots(*votes)) == expected


@pytest.mark.parametrize(("votes", "expected"), [
    ((B, A, D), TABLED),  # tie 1-1
    ((B, A, A), TABLED),  # 2 of 3 abstain: more than half
    ((B, B, A), BELIEVED),
    ((D, D, B), DISBELIEVED),
    ((D, A, A), TABLED),
])
def test_tabling_at_5_members(votes, expected) -> None:
    assert outcome_of(_ballots(*votes)) == expected


@pytest.mark.parametrize(("votes", "expected"), [
    ((B, A, A, A, D, D), DISBELIEVED),  # 3 of 6 abstain is not more than half: 2 beat 1
    ((B, B, A, A, A, D), BELIEVED),  # exactly half abstain: the larger side decides
    ((B, A, A, A, A, D), TABLED),  # 4 of 6 abstain
    ((D, D, D, B, B, B), TABLED),
    ((D, D, D, B, B, A), DISBELIEVED),
])
def test_tabling_at_8_members(votes, expected) -> None:
    assert outcome_of(_ballots(*votes)) == expected


def test_the_engine_tables_and_reveals_by_that_rule_in_play() -> None:
    g = new(4, 5, target=30)
    vote(g, 0, 1, 2, {2: "believe", 3: "abstain"})
    assert g.state.resolved[1][2] == 1
    g = new(4, 5, target=30)
    vote(g, 0, 1, 2, {2: "abstain", 3: "abstain"})
    assert g.state.resolved[1][2] == 0 and [1, 2] in g.state.tabled


def test_ballots_in_any_order_give_the_same_game() -> None:
    g = new(6, 8, target=30)
    whisper(g.state, 0, 2, 1, 3)
    floor_turn(g, 0)
    g.apply("raise 0 rumour 1.3")
    assert g.state.phase == BALLOT and g.waiting_for == (2, 3, 4, 5)
    choice = {2: "believe", 3: "disbelieve", 4: "believe", 5: "abstain"}
    results = set()
    for order in itertools.permutations(choice):
        c = g.clone()
        views = []
        for p in order:
            views.append([e.view(None) for e in c.apply(f"vote {p} {choice[p]}", p)])
            if p != order[-1]:
                assert views[-1] == [{"kind": "voted", "player": p}], "votes stay secret"
        data = c.to_json()
        del data["record"]
        results.add(repr(data))
    assert len(results) == 1


def test_only_heard_or_told_or_tabled_rumours_may_be_raised() -> None:
    g = new(4, 8, target=30)
    s = g.state
    whisper(s, 1, 2, 3, 4)  # 0 neither heard nor told it
    floor_turn(g, 0)
    with pytest.raises(IllegalAction):
        g.apply("raise 0 rumour 3.4")
    whisper(s, 0, 1, 3, 5)  # told: may raise
    floor_turn(g, 0)
    assert any(a.kind == "raise" and a.values[1:] == (3, 5) for a in g.legal_actions(0))


def test_a_tabled_rumour_waits_for_a_later_session_then_anyone_may_raise_it() -> None:
    g = new(4, 8, target=30)
    s = g.state
    s.chair = 0  # member 0 opens the session: the session goes on after its vote
    vote(g, 0, 1, 2, {2: "abstain", 3: "abstain"})
    assert [1, 2] in s.tabled and s.round == 1
    floor_turn(g, 0)
    with pytest.raises(IllegalAction):
        g.apply("raise 0 rumour 1.2")  # not again in this session
    s.tabled_now = []  # a later session
    floor_turn(g, 3)
    assert 1 * 12 + 2 not in s.heard[3]
    events = g.apply("raise 3 rumour 1.2")
    assert events[0].public["tabled_before"] is True


def test_breaks_come_before_the_rumour_and_only_on_your_own_turn() -> None:
    g = new(4, 8, target=30)
    s = g.state
    s.pacts.append([0, 1])
    floor_turn(g, 2)
    assert not any(a.kind == "break" for a in g.legal_actions(2))
    floor_turn(g, 0)
    assert any(a.kind == "break" for a in g.legal_actions(0))
    whisper(s, 0, 2, 3, 3)
    floor_turn(g, 0)
    g.apply("raise 0 rumour 3.3")
    assert not any(a.kind == "break" for acts in map(g.legal_actions, range(4)) for a in acts)


def test_every_member_gets_floor_turns_in_seat_order_from_the_chair() -> None:
    for turns in (1, 2):
        g = new(4, 3, floor_turns=turns)
        s = g.state
        while s.phase == "recess":
            g.apply(g.legal_actions(s.actor)[0])  # decline / quiet
        order = s.order()
        seen = []
        while s.phase == "floor" and s.round == 1:
            seen.append(s.actor)
            g.apply(f"pass {s.actor}")
        assert seen == order * turns
