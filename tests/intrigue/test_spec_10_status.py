"""§10: thresholds scaled by the target, promotions on the true score (announced at
once, never lost), and the once-only perks firing at the first qualifying moment."""

from __future__ import annotations

import pytest

from game.intrigue.scoring import thresholds
from game.intrigue.state import CABINET, MEMBER, SENIOR

from .scenario import new, points, set_truth, vote

ALL_BELIEVE = {2: "believe", 3: "believe"}
ALL_DISBELIEVE = {2: "disbelieve", 3: "disbelieve"}


@pytest.mark.parametrize(("target", "expected"), [
    (10, (4, 7, 10)), (15, (6, 10, 15)), (20, (8, 14, 20)), (25, (10, 17, 25)),
    (30, (12, 20, 30))])
def test_thresholds_scale_with_the_target(target, expected) -> None:
    assert thresholds(target) == expected


@pytest.mark.parametrize("target", [15, 20, 25])
def test_promotion_is_judged_on_the_true_score_and_announced_at_once(target) -> None:
    senior, _cabinet, _ = thresholds(target)
    g = new(4, 3, target=target)
    s = g.state
    s.secret[2] = 2 * senior - 2  # hidden spreader income, one point short
    set_truth(s, 1, 7, 0)
    events = vote(g, 0, 1, 7, ALL_BELIEVE, spreader=2)  # a believed lie: +2 to 2
    assert s.status[2] == SENIOR and s.public[2] < 2 * senior
    promoted = [e for e in events if e.kind == "promoted"]
    assert promoted and promoted[0].public["player"] == 2 and promoted[0].audience == ()


def test_skipping_a_rank_grants_it_and_status_is_never_lost() -> None:
    g = new(4, 3, target=20)
    s = g.state
    s.public[2] = 2 * 14 - 1
    set_truth(s, 1, 7, 1)
    vote(g, 0, 1, 7, ALL_BELIEVE, spreader=0)
    assert s.status[2] == CABINET
    s.public[2] = -10
    vote(g, 0, 1, 8, ALL_DISBELIEVE, spreader=0)
    assert s.status[2] == CABINET


def test_senior_perk_the_first_disbelieved_initiation_costs_nothing_once() -> None:
    g = new(4, 3, target=30)
    s = g.state
    s.status[0] = SENIOR
    before = s.public[:]
    events = vote(g, 0, 1, 2, ALL_DISBELIEVE)
    assert points(before, s.public)[0] == 0
    used = [e for e in events if e.kind == "perk_used"]
    assert used and used[0].public["player"] == 0 and s.perks[0][0] == 1
    before = s.public[:]
    vote(g, 0, 1, 3, ALL_DISBELIEVE)
    assert points(before, s.public)[0] == -0.5, "once per game"


def test_senior_perk_waits_for_a_disbelieved_vote_and_outlives_a_fall() -> None:
    g = new(4, 3, target=30)
    s = g.state
    s.status[0] = SENIOR
    vote(g, 0, 1, 2, ALL_BELIEVE)
    assert s.perks[0][0] == 0, "a believed rumour does not use it"
    s.public[0] = -6  # the score dropped below the threshold: the perk stays
    before = s.public[:]
    vote(g, 0, 1, 3, ALL_DISBELIEVE)
    assert points(before, s.public)[0] == 0 and s.perks[0][0] == 1


def test_cabinet_perk_the_first_loss_as_subject_of_a_blemish_is_void_once() -> None:
    g = new(4, 3, target=30)
    s = g.state
    s.status[1] = CABINET
    set_truth(s, 1, 1, 1)
    vote(g, 0, 1, 1, ALL_BELIEVE)  # a merit: no loss, no perk
    assert s.perks[1][1] == 0
    set_truth(s, 1, 6, 0)
    vote(g, 0, 1, 6, ALL_DISBELIEVE)  # a blemish, disbelieved and false: 0, no loss
    assert s.perks[1][1] == 0
    set_truth(s, 1, 7, 1)
    before = s.public[:]
    events = vote(g, 0, 1, 7, ALL_BELIEVE)  # would be −2
    assert points(before, s.public)[1] == 0 and s.perks[1][1] == 1
    assert any(e.kind == "perk_used" and e.public["perk"] == "cabinet" for e in events)
    set_truth(s, 1, 8, 1)
    before = s.public[:]
    vote(g, 0, 1, 8, ALL_BELIEVE)
    assert points(before, s.public)[1] == -2


def test_a_party_member_has_no_perk() -> None:
    g = new(4, 3, target=30)
    s = g.state
    assert s.status[0] == MEMBER
    before = s.public[:]
    vote(g, 0, 1, 2, ALL_DISBELIEVE)
    assert points(before, s.public)[0] == -0.5
