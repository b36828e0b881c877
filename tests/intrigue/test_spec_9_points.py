"""§9: every row of the point chart, both tables, roles stacking, half points as ints."""

from __future__ import annotations

import pytest

from game.intrigue.scoring import SUBJECT

from .scenario import new, points, set_truth, vote, whisper

BELIEVED = {2: "believe", 3: "believe", 4: "believe", 5: "disbelieve"}
DISBELIEVED = {2: "disbelieve", 3: "disbelieve", 4: "disbelieve", 5: "believe"}


def _six(truth: int, slot: int = 0):
    g = new(6, 3, target=30)
    set_truth(g.state, 1, slot, truth)
    return g


def test_pact_formed_gives_each_member_one_point_and_break_costs_one_and_a_half() -> None:
    g = new(4, 1, target=30)
    s = g.state
    p = s.actor
    q = (p + 1) % 4
    before = s.public[:]
    g.apply(f"offer {p} to {q} with {q}.0")
    while s.actor != q or not s.inbox(q):
        g.apply(f"quiet {s.actor}")
    g.apply(f"accept {q} from {p} with {p}.1")
    assert points(before, s.public)[p] == 1 and points(before, s.public)[q] == 1
    assert s.public[p] == 2, "half points stored as integers"
    from .scenario import floor_turn

    floor_turn(g, q)
    before = s.public[:]
    g.apply(f"break {q} with {p}")
    d = points(before, s.public)
    assert d[q] == -1 and d[p] == -1.5
    assert not s.has_pact(p, q) and s.broken[q] == 1


@pytest.mark.parametrize(("ballots", "initiator_points"),
                         [(BELIEVED, 1.0), (DISBELIEVED, -0.5)])
def test_initiator_believed_plus_one_disbelieved_minus_half(ballots, initiator_points) -> None:
    g = _six(1)
    before = g.state.public[:]
    vote(g, 0, 1, 0, ballots, spreader=2)
    assert points(before, g.state.public)[0] == initiator_points


def test_a_tabled_rumour_scores_nothing_for_anyone() -> None:
    g = _six(1)
    s = g.state
    before, secret = s.public[:], s.secret[:]
    vote(g, 0, 1, 0, {2: "believe", 3: "disbelieve", 4: "abstain", 5: "abstain"}, spreader=2)
    assert s.public == before and s.secret == secret and [1, 0] in s.tabled
    assert not s.resolved[1][0]


def test_voters_right_plus_half_wrong_minus_half_abstain_nothing() -> None:
    g = _six(1)
    before = g.state.public[:]
    vote(g, 0, 1, 0, {2: "believe", 3: "believe", 4: "disbelieve", 5: "abstain"}, spreader=0)
    d = points(before, g.state.public)
    assert (d[2], d[3], d[4], d[5]) == (0.5, 0.5, -0.5, 0)
    g = _six(0)
    before = g.state.public[:]
    vote(g, 0, 1, 0, {2: "believe", 3: "disbelieve", 4: "disbelieve", 5: "abstain"}, spreader=0)
    d = points(before, g.state.public)
    assert (d[2], d[3], d[4], d[5]) == (-0.5, 0.5, 0.5, 0)


@pytest.mark.parametrize(("truth", "ballots", "expected"), [
    (1, BELIEVED, 1.0), (1, DISBELIEVED, 0.0), (0, BELIEVED, 2.0), (0, DISBELIEVED, -1.0)])
def test_table_a_the_spreader_is_paid_in_secret(truth, ballots, expected) -> None:
    g = _six(truth)
    s = g.state
    before, secret = s.public[:], s.secret[:]
    events = vote(g, 0, 1, 0, ballots, spreader=2)
    assert points(secret, s.secret)[2] == expected
    assert sum(points(secret, s.secret)) == expected, "only the spreader"
    paid = [e for e in events if e.kind == "spreader_points"]
    assert len(paid) == 1 and paid[0].audience == (2,) and paid[0].public == {}
    assert s.public[2] - before[2] == (1 if (ballots[2] == "believe") == bool(truth) else -1)


@pytest.mark.parametrize("slot", [0, 6])
@pytest.mark.parametrize(("truth", "ballots", "merit_points"), [
    (1, BELIEVED, 2.0), (0, BELIEVED, 1.0), (1, DISBELIEVED, 1.0), (0, DISBELIEVED, 0.0)])
def test_table_b_the_subject_by_belief_truth_and_valence(slot, truth, ballots,
                                                          merit_points) -> None:
    g = _six(truth, slot)
    before = g.state.public[:]
    vote(g, 0, 1, slot, ballots, spreader=2)
    expected = merit_points if slot < 6 else -merit_points
    assert points(before, g.state.public)[1] == expected


def test_table_b_written_as_belief_plus_truth() -> None:
    for (truth, outcome), pts in SUBJECT.items():
        assert pts == 2 * ((outcome == 1) + truth)


def test_roles_stack_initiator_spreader_and_subject_in_one() -> None:
    """A false merit about yourself that you started, raised and believed: +1 as
    initiator, +1 as subject (believed, false), +2 as spreader (secret)."""
    g = new(4, 2, target=30)
    s = g.state
    set_truth(s, 0, 2, 0)
    whisper(s, 0, 1, 0, 2)
    before, secret = s.public[:], s.secret[:]
    others = [p for p in range(4) if p != 0]
    vote(g, 0, 0, 2, {p: "believe" for p in others})
    assert points(before, s.public)[0] == 2.0
    assert points(secret, s.secret)[0] == 2.0
    assert s.true_score(0) - before[0] - secret[0] == 8


def test_initiator_and_subject_never_vote() -> None:
    g = new(5, 4)
    whisper(g.state, 2, 0, 1, 3)
    from .scenario import floor_turn

    floor_turn(g, 0)
    g.apply("raise 0 rumour 1.3")
    assert g.waiting_for == (2, 3, 4)
    assert g.legal_actions(0) == [] and g.legal_actions(1) == []
