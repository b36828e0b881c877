"""Spec §5.3: combos (every table row) and §5.1 which pairs are combos."""

import pytest

from game.ninety_nine.actions import to_text
from game.ninety_nine.state import PLAY

from .scenario import kinds, make, points


def texts(g, p=None):
    return {to_text(a) for a in g.legal_actions(p)}


@pytest.mark.parametrize("rank,target", [("3", 33), ("6", 66), ("9", 99)])
def test_set_to_combo_different_colours_may_reverse(rank, target):
    hand = f"{rank}H {rank}S 8C"
    g = make({0: hand}, count=target - 1 if target > 33 else 0)
    legal = texts(g)
    assert {f"play {rank}S {rank}H keep", f"play {rank}S {rank}H reverse"} <= legal
    assert not any("nominate" in t for t in legal)
    ev = g.apply(f"play {rank}S {rank}H reverse")
    assert g.state.count == target
    assert g.state.direction == -1 and "direction_reversed" in kinds(ev)
    assert g.state.actor == 3
    g = make({0: hand}, count=target - 1 if target > 33 else 0)
    g.apply(f"play {rank}S {rank}H keep")
    assert g.state.count == target and g.state.direction == 1 and g.state.actor == 1


@pytest.mark.parametrize("rank,target", [("3", 33), ("6", 66), ("9", 99)])
def test_set_to_combo_same_colour_nominates_another_player(rank, target):
    g = make({0: f"{rank}H {rank}D 8C"}, count=target - 1)
    legal = texts(g)
    noms = {t for t in legal if "nominate" in t}
    assert noms == {f"play {rank}H {rank}D nominate {q}" for q in (1, 2, 3)}  # §10.9 not self
    assert not any(t.endswith(("keep", "reverse")) for t in legal)
    ev = g.apply(f"play {rank}H {rank}D nominate 2")
    assert g.state.count == target
    assert "nominated" in kinds(ev)
    assert g.state.actor == 2 and g.state.direction == 1  # §10.10 direction unchanged


def test_king_pair_adds_ten_and_charges_every_other_player_no_pass():
    g = make({0: "KH KS 8C"}, count=30, stock_top="5H 5S")
    ev = g.apply("play KS KH")
    assert g.state.count == 40
    assert sorted(points(ev)) == [(1, 1, "boundary 33 (K+K)"), (2, 1, "boundary 33 (K+K)"),
                                  (3, 1, "boundary 33 (K+K)")]
    assert g.state.scores == [0, 1, 1, 1]
    assert "pass_started" not in kinds(ev) and g.state.phase == PLAY
    assert len(g.state.hands[0]) == 3  # §5.5 step 5: a combo draws 2


def test_combo_draws_two_cards():
    g = make({0: "3H 3S 8C"}, count=0, stock_top="5H 5S")
    g.apply("play 3S 3H keep")
    assert sorted(g.observe(0).hand) == sorted([g.state.hands[0][i] for i in range(3)])
    assert len(g.state.hands[0]) == 3 and len(g.state.stock) == 52 - 12 - 2


@pytest.mark.parametrize("pair", ["5H 5S", "QH QD", "AH AS", "2H 2S", "8H 8S"])
def test_other_pairs_are_not_combos(pair):
    g = make({0: pair + " 7C"}, count=0)
    assert all(a.b == -1 for a in g.legal_actions())


def test_combo_is_optional():
    g = make({0: "6H 6S 8C"}, count=0)
    legal = texts(g)
    assert "play 6H" in legal and "play 6S" in legal
