"""Spec §5.4: boundary points (every table row and every bullet)."""

import pytest

from .scenario import kinds, make, points


@pytest.mark.parametrize("count,play,new,pts", [
    (30, "play 5C", 35, 1),  # 33: 1
    (33, "play AS +1", 34, 1),  # old <= b: from exactly 33 to 34 still crosses
    (32, "play AS +1", 33, 0),  # stops on 33: no crossing
    (60, "play 7C", 67, 2),  # 66: 2
    (66, "play AS +1", 67, 2),
    (25, "play AS +11", 36, 1),
    (30, "play 9C 9H keep", 99, 3),  # §5.4: 9+9 at 30 crosses 33 and 66
    (20, "play 6C 6H keep", 66, 1),  # §5.4: 6+6 at 20 crosses 33
])
def test_boundaries_cost_their_points(count, play, new, pts):
    g = make({0: "5C 7C AS 9C 9H 6C 6H"[:0] + _hand(play)}, count=count, rounds=1)
    ev = g.apply(play)
    assert g.state.count == new
    assert sum(p for _w, p, _ in points(ev)) == pts
    assert all(w == 0 for w, _p, _ in points(ev))


def test_crossing_99_costs_three_and_ends_the_round():
    g = make({0: "5C 8D 8H"}, count=96, rounds=1)
    ev = g.apply("play 5C")
    assert points(ev)[0] == (0, 3, "boundary 99")
    assert "round_over" in kinds(ev) and g.is_over
    assert "drew" not in kinds(ev)  # §5.5 step 4: the round ends at once


def test_two_boundaries_in_one_play_both_score():
    g = make({0: "AS 8D 8H"}, count=60)  # 60 → 71 crosses 66 only
    ev = g.apply("play AS +11")
    assert points(ev) == [(0, 2, "boundary 66")]
    g = make({0: "9C 9H 8H"}, count=10)
    ev = g.apply("play 9C 9H keep")
    assert points(ev) == [(0, 1, "boundary 33"), (0, 2, "boundary 66")]


def test_downward_moves_never_score():
    g = make({0: "TC 8D 8H"}, count=40)
    ev = g.apply("play TC -10")
    assert g.state.count == 30 and points(ev) == []
    g = make({0: "3C 3H 8H"}, count=70)
    ev = g.apply("play 3C 3H keep")
    assert g.state.count == 33 and points(ev) == []


def test_recrossing_a_boundary_scores_again():
    g = make({0: "3C 3H 8H", 1: "5D 8D 8S", 2: "TH 6S 7C", 3: "7S 6D 5S"}, count=0)
    g.apply("play 3C 3H keep")  # 0 → 33: stops on the boundary
    ev = g.apply("play 5D")  # 33 → 38: crosses 33
    assert points(ev) == [(1, 1, "boundary 33")]
    ev = g.apply("play TH -10")  # 38 → 28: free
    assert points(ev) == []
    ev = g.apply("play 7S")  # 28 → 35: crosses 33 again, and pays again
    assert points(ev) == [(3, 1, "boundary 33")]
    assert g.state.scores == [0, 1, 0, 1]


def test_set_to_combo_never_crosses_99():
    g = make({0: "9C 9H 8H"}, count=98)
    ev = g.apply("play 9C 9H keep")
    assert g.state.count == 99 and points(ev) == [] and "round_over" not in kinds(ev)


def test_king_pair_charges_each_other_player_the_full_amount_layer_nothing():
    g = make({0: "KC KH 8H"}, count=60, players=3)
    ev = g.apply("play KC KH")
    assert sorted(points(ev)) == [(1, 2, "boundary 66 (K+K)"), (2, 2, "boundary 66 (K+K)")]
    assert g.state.scores == [0, 2, 2]


def _hand(play: str) -> str:
    cards = [w for w in play.split()[1:] if w[0] not in "+-" and w not in ("keep",)]
    filler = [c for c in ("8D", "8H", "8S") if c not in cards]
    return " ".join(cards + filler[:3 - len(cards)])
