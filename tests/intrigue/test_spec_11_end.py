"""§11: President the moment a true score reaches T (even mid-session, even by a pact),
tie-breaks for several at once, the round limit and the stalemate."""

from __future__ import annotations

from game.intrigue.rounds import end_of_round
from game.intrigue.state import OVER

from .scenario import new, set_truth, vote

ALL_BELIEVE = {2: "believe", 3: "believe"}


def test_president_the_moment_the_true_score_reaches_the_target_mid_session() -> None:
    g = new(4, 3, target=15)
    s = g.state
    s.chair = 0
    s.secret[2] = 2 * 15 - 1  # only the owner knows it is half a point short
    set_truth(s, 1, 2, 1)
    vote(g, 0, 1, 2, ALL_BELIEVE)  # member 2 votes right: +0.5
    assert s.phase == OVER and g.outcome.winners == (2,) and g.outcome.why == "president"
    assert s.round == 1 and s.floor_step == 0, "the rest of the session is not played"
    assert g.outcome.scores[2] == 15.0
    assert all(g.legal_actions(p) == [] for p in range(4))


def _two_reach(g, score2: int, score3: int) -> None:
    s = g.state
    s.public[2], s.public[3] = score2, score3
    set_truth(s, 1, 2, 1)
    vote(g, 0, 1, 2, ALL_BELIEVE)  # both voters +0.5 in one scoring step


def test_several_at_once_the_highest_true_score_wins() -> None:
    g = new(4, 3, target=15)
    _two_reach(g, 29, 30)
    assert g.outcome.winners == (3,)


def test_several_at_once_equal_then_fewer_broken_pacts() -> None:
    g = new(4, 3, target=15)
    g.state.broken[3] = 1
    _two_reach(g, 29, 29)
    assert g.outcome.winners == (2,)


def test_several_at_once_equal_in_everything_share_the_win() -> None:
    g = new(4, 3, target=15)
    _two_reach(g, 29, 29)
    assert g.outcome.winners == (2, 3)


def test_a_pact_point_can_make_a_president_in_the_recess() -> None:
    g = new(4, 3, target=15)
    s = g.state
    p = s.actor
    q = (p + 1) % 4
    s.public[q] = 28
    g.apply(f"offer {p} to {q} with 0.0")
    while s.actor != q:
        g.apply(f"quiet {s.actor}")
    g.apply(f"accept {q} from {p} with 1.1")
    assert s.phase == OVER and g.outcome.winners == (q,)


def test_the_round_limit_ends_on_the_highest_true_score() -> None:
    g = new(4, 3, round_limit=5)
    s = g.state
    s.round, s.active = 5, 1
    s.public = [10, 12, 0, 0]
    s.secret = [4, 0, 0, 0]  # hidden points decide it
    s.spread_log = [[1, 1, 1, 0, 4]]
    events = []
    end_of_round(s, events)
    assert s.phase == OVER and g.outcome.winners == (0,) and g.outcome.why == "round limit"
    over = events[-1].public
    assert over["spreader_points"] == [2.0, 0, 0, 0], "the archives open"


def test_a_round_before_the_limit_goes_on() -> None:
    g = new(4, 3, round_limit=5)
    s = g.state
    s.round, s.active = 4, 1
    end_of_round(s, [])
    assert s.phase != OVER and s.round == 5


def test_a_whole_round_with_nothing_told_formed_broken_or_resolved_is_a_stalemate() -> None:
    g = new(4, 3)
    s = g.state
    while s.phase == "recess":
        g.apply(f"quiet {s.actor}")
    while s.phase == "floor":
        g.apply(f"pass {s.actor}")
    assert s.phase == OVER and g.outcome.why == "stalemate" and s.round == 1


def test_one_whisper_keeps_the_game_going() -> None:
    g = new(4, 3)
    s = g.state
    g.apply(f"whisper {s.actor} to {(s.actor + 1) % 4} that 0.0")
    while s.phase == "recess":
        g.apply(f"quiet {s.actor}")
    while s.phase == "floor":
        g.apply(f"pass {s.actor}")
    assert s.phase != OVER and s.round == 2
