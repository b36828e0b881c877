"""Spec §8: every row of the edge-case table."""

from game.ninety_nine.actions import to_text
from game.ninety_nine.cards import card_id
from game.ninety_nine.game import Game
from game.ninety_nine.state import PASS

from .scenario import config, kinds, make, points


def texts(g, p=None):
    return {to_text(a) for a in g.legal_actions(p)}


def test_two_players_four_changes_nothing_pass_swaps_nominate_one_choice():
    g = make({0: "4C 5D 7H"}, players=2, count=10)
    g.apply("play 4C")
    assert g.state.actor == 1  # as an Eight: the other player
    g = make({0: "2C 5D 7H", 1: "6S 9D 3H"}, players=2, count=10, stock_top="8H")
    g.apply("play 2C")
    g.apply("pass 1 6S")
    g.apply("pass 0 5D")
    assert card_id("6S") in g.state.hands[0] and card_id("5D") in g.state.hands[1]
    g = make({0: "3H 3D 7H"}, players=2)
    assert {t for t in texts(g) if "nominate" in t} == {"play 3H 3D nominate 1"}


def test_five_to_eight_players_use_two_decks_and_identical_pairs_are_same_colour():
    for n in (5, 8):
        g = Game.new(config(n), 3)
        assert len(g.state.stock) + 3 * n == 104
    g = make({0: "6H 6H' 7C"}, players=5, count=10)
    noms = {t for t in texts(g) if "nominate" in t}
    assert noms == {f"play 6H 6H' nominate {q}" for q in (1, 2, 3, 4)}
    assert not any(t.endswith("reverse") for t in texts(g))


def test_ace_at_89_to_99_offers_both_with_their_costs():
    g = make({0: "AS 8D 8H"}, count=89, rounds=1)
    assert {"play AS +1", "play AS +11"} <= texts(g)
    ev = g.apply("play AS +11")
    assert points(ev)[0] == (0, 3, "boundary 99") and g.is_over
    g = make({0: "AS 8D 8H"}, count=99)
    ev = g.apply("play AS +1")
    assert points(ev)[0] == (0, 3, "boundary 99") and "round_over" in kinds(ev)


def test_ten_below_ten_offers_only_plus_ten():
    g = make({0: "TS 8D 8H"}, count=9)
    assert {t for t in texts(g) if "TS" in t} == {"play TS +10"}
    g = make({0: "TS 8D 8H"}, count=10)
    assert {t for t in texts(g) if "TS" in t} == {"play TS +10", "play TS -10"}
    g.apply("play TS -10")
    assert g.state.count == 0


def test_nine_pair_at_99_stays_99_scores_nothing_colour_rule_applies():
    g = make({0: "9H 9D 8H"}, count=99)
    assert any("nominate" in t for t in texts(g))
    ev = g.apply("play 9H 9D nominate 2")
    assert g.state.count == 99 and points(ev) == [] and g.state.actor == 2


def test_three_pair_at_80_drops_to_33_scoring_nothing():
    g = make({0: "3H 3S 8H"}, count=80)
    ev = g.apply("play 3S 3H keep")
    assert g.state.count == 33 and points(ev) == []


def test_king_pair_crossing_99_charges_others_round_ends_no_draw_no_pass():
    g = make({0: "KH KS 8H"}, count=95, rounds=1)
    stock = len(g.state.stock)
    ev = g.apply("play KS KH")
    assert sorted(points(ev)[:3]) == [(1, 3, "boundary 99 (K+K)"), (2, 3, "boundary 99 (K+K)"),
                                      (3, 3, "boundary 99 (K+K)")]
    assert "drew" not in kinds(ev) and "pass_started" not in kinds(ev)
    assert len(g.state.stock) == stock and g.is_over
    g = make({0: "KH KS 8H"}, count=60, rounds=1)  # 60 → 70: the 66 boundary as well
    ev = g.apply("play KS KH")
    assert sorted(points(ev)) == [(q, 2, "boundary 66 (K+K)") for q in (1, 2, 3)]


def test_one_eyed_jack_crossing_33_costs_two():
    g = make({0: "JS 8D 8H"}, count=30)
    ev = g.apply("play JS")
    assert sum(p for w, p, _ in points(ev) if w == 0) == 2


def test_black_queen_crossing_99_costs_five_no_draw_then_held_cards_score():
    g = make({0: "QS 8D 8H", 1: "QC 5D 7D"}, count=95, rounds=1)
    ev = g.apply("play QS")
    assert sorted(points(ev))[:2] == [(0, 2, "black queen"), (0, 3, "boundary 99")]
    assert "drew" not in kinds(ev)
    assert (1, 5, "held cards") in points(ev)
    assert g.state.scores[0] == 5 and g.state.scores[1] == 5


def test_single_two_or_king_crossing_99_draws_passes_then_ends():
    for card, count in (("2C", 98), ("KC", 95)):
        g = make({0: f"{card} 8D 8H", 2: "QS 5D 7D"}, count=count, rounds=1, stock_top="JS")
        ev = g.apply(f"play {card}")
        assert "drew" in kinds(ev) and g.state.phase == PASS and not g.is_over
        for p in range(4):
            keep = card_id("QS")
            choice = next(c for c in g.state.hands[p] if c != keep)
            g.apply(to_text(g.legal_actions(p)[g.state.hands[p].index(choice)]), p)
        assert g.is_over
        assert g.state.summaries[-1]["held"][0] == 3  # the drawn one-eyed jack is held
        assert g.state.summaries[-1]["held"][2] == 5


def test_empty_stock_is_rebuilt_under_the_top_card():
    g = make({0: "5C 8D 8H"}, count=40, pile="6C 7C 6D")
    s = g.state
    s.pile = s.pile + s.stock  # everything else into the pile
    s.stock = []
    s.pile.remove(card_id("7C"))
    s.pile.append(card_id("7C"))
    ev = g.apply("play 5C")
    assert "stock_rebuilt" in kinds(ev)
    assert s.pile == [card_id("5C")] and s.count == 45
    assert len(s.stock) + sum(map(len, s.hands)) + len(s.pile) == 52
