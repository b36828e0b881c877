"""Spec §5.2: the effect of every single card (one test per table row)."""

import pytest

from game.ninety_nine.state import PASS, PLAY

from .scenario import kinds, make, points


def test_ace_is_plus_one_or_plus_eleven_and_costs_nothing():
    for choice, new in (("+1", 21), ("+11", 31)):
        g = make({0: "AS 5C 7D"}, count=20)
        assert {"play AS +1", "play AS +11"} <= {_text(a) for a in g.legal_actions()}
        ev = g.apply(f"play AS {choice}")
        assert g.state.count == new
        assert points(ev) == []
        assert g.state.actor == 1


def test_two_adds_two_and_starts_a_pass():
    g = make({0: "2C 5C 7D"}, count=20, stock_top="6H")
    ev = g.apply("play 2C")
    assert g.state.count == 22
    assert "pass_started" in kinds(ev)
    assert g.state.phase == PASS and g.waiting_for == (0, 1, 2, 3)
    assert g.current_player is None


@pytest.mark.parametrize("card,value", [("3C", 3), ("5C", 5), ("6C", 6), ("7C", 7),
                                        ("9C", 9)])
def test_plain_cards_add_face_value_with_no_other_effect(card, value):
    g = make({0: f"{card} 8D 4H"}, count=10)
    ev = g.apply(f"play {card}")
    assert g.state.count == 10 + value
    assert points(ev) == []
    assert g.state.direction == 1 and g.state.phase == PLAY and g.state.actor == 1
    assert "direction_reversed" not in kinds(ev) and "pass_started" not in kinds(ev)


def test_four_keeps_the_count_and_reverses_direction():
    g = make({0: "4C 5D 7H"}, count=40)
    ev = g.apply("play 4C")
    assert g.state.count == 40
    assert g.state.direction == -1
    assert "direction_reversed" in kinds(ev)
    assert g.state.actor == 3  # §5.8: the player on the other side


def test_eight_holds_the_count_and_changes_nothing_else():
    g = make({0: "8C 5D 7H"}, count=40)
    ev = g.apply("play 8C")
    assert g.state.count == 40 and g.state.direction == 1 and g.state.actor == 1
    assert points(ev) == []


def test_ten_is_plus_or_minus_ten():
    g = make({0: "TC 5D 7H"}, count=40)
    assert {_text(a) for a in g.legal_actions()} >= {"play TC +10", "play TC -10"}
    g.apply("play TC -10")
    assert g.state.count == 30
    g = make({0: "TC 5D 7H"}, count=40)
    g.apply("play TC +10")
    assert g.state.count == 50


@pytest.mark.parametrize("jack,penalty", [("JS", 1), ("JH", 1), ("JD", 0), ("JC", 0)])
def test_jack_adds_ten_and_one_eyed_jacks_cost_one(jack, penalty):
    g = make({0: f"{jack} 5D 7H"}, count=10)
    ev = g.apply(f"play {jack}")
    assert g.state.count == 20
    assert points(ev) == ([(0, 1, "one-eyed jack")] if penalty else [])
    assert g.state.scores[0] == penalty


@pytest.mark.parametrize("queen,penalty", [("QS", 2), ("QC", 2), ("QH", 0), ("QD", 0)])
def test_queen_adds_ten_and_black_queens_cost_two(queen, penalty):
    g = make({0: f"{queen} 5D 7H"}, count=10)
    ev = g.apply(f"play {queen}")
    assert g.state.count == 20
    assert points(ev) == ([(0, 2, "black queen")] if penalty else [])


def test_king_adds_ten_and_starts_a_pass():
    g = make({0: "KC 5D 7H"}, count=10, stock_top="6H")
    ev = g.apply("play KC")
    assert g.state.count == 20
    assert "pass_started" in kinds(ev) and g.state.phase == PASS


def _text(a):
    from game.ninety_nine.actions import to_text
    return to_text(a)
