"""Spec §5.5 (order of resolution) and §5.6 (the pass: simultaneous secret choices)."""

import itertools
import json

import pytest

from game.core.errors import IllegalAction
from game.ninety_nine.actions import PassCard
from game.ninety_nine.cards import card_id
from game.ninety_nine.state import PASS, PLAY

from .scenario import kinds, make


def _pass_game(direction=1, players=4):
    hands = {0: "2C 5D 7H", 1: "6S 9D 3H", 2: "5S 6D 7S", 3: "9S 3D 5H"}
    return make({p: hands[p] for p in range(players)}, players=players, count=10,
                stock_top="8H", direction=direction)


def test_layer_draws_before_the_pass_and_everyone_chooses():
    g = _pass_game()
    ev = g.apply("play 2C")
    assert kinds(ev).index("drew") < kinds(ev).index("pass_started")  # §5.5 steps 5, 6
    assert card_id("8H") in g.state.hands[0]  # the layer may pass the card just drawn
    assert g.waiting_for == (0, 1, 2, 3) and g.state.phase == PASS
    assert g.legal_actions() == []  # no single awaited player
    assert {a.card for a in g.legal_actions(0)} == set(g.state.hands[0])


def test_cards_move_only_when_all_are_in_to_the_next_seat_in_the_direction():
    for direction in (1, -1):
        g = _pass_game(direction)
        g.apply("play 2C")
        chosen = {0: "8H", 1: "6S", 2: "5S", 3: "9S"}
        for p in (2, 0, 3):
            g.apply(f"pass {p} {chosen[p]}")
            assert card_id(chosen[p]) in g.state.hands[p]  # locked, not moved
        g.apply(f"pass 1 {chosen[1]}")
        for p, c in chosen.items():
            assert card_id(c) in g.state.hands[(p + direction) % 4]
        nxt = (0 + direction) % 4
        assert g.state.phase == PLAY and g.state.actor == nxt  # §5.6.5


def test_any_order_of_choices_gives_the_same_state():
    states = set()
    for order in itertools.permutations(range(4)):
        g = _pass_game()
        g.apply("play 2C")
        for p in order:
            g.apply(g.legal_actions(p)[p % 3])
        states.add(json.dumps(g.to_json()["state"], sort_keys=True))
    assert len(states) == 1


def test_a_second_choice_and_a_stranger_are_refused_unchanged():
    g = _pass_game()
    g.apply("play 2C")
    g.apply("pass 1 6S")
    before = g.dumps()
    with pytest.raises(IllegalAction):
        g.apply("pass 1 9D")
    with pytest.raises(IllegalAction):
        g.apply("pass 2 6S")  # not in player 2's hand
    with pytest.raises(IllegalAction):
        g.apply(PassCard(3, card_id("9S")), 2)  # someone else's choice
    with pytest.raises(IllegalAction):
        g.apply("play 5S", 2)  # no plays during a pass
    assert g.dumps() == before


def test_receivers_alone_see_the_card_and_it_is_marked_new():
    g = _pass_game()
    g.apply("play 2C")
    for p, c in ((0, "5D"), (1, "6S"), (2, "5S")):
        g.apply(f"pass {p} {c}")
    ev = g.apply("pass 3 9S")
    got = [e for e in ev if e.kind == "card_received"]
    assert [(e.public["player"], e.view(e.public["player"])["card"]) for e in got] == \
        [(1, "5D"), (2, "6S"), (3, "5S"), (0, "9S")]
    assert all("card" not in e.view(None) and "card" not in e.view((e.public["player"] + 2) % 4)
               for e in got)
    passed = next(e for e in ev if e.kind == "passed")
    assert "card" not in str(passed.public)
    assert g.observe(1).new == (card_id("5D"),)
    assert g.observe(0).gave == ((1, card_id("5D"), 1),)
    g.apply(g.legal_actions(1)[0])
    assert g.observe(1).new == ()  # the mark goes once the receiver has played


def test_two_player_pass_is_a_swap():
    g = _pass_game(players=2)
    g.apply("play 2C")
    g.apply("pass 0 7H")
    g.apply("pass 1 3H")
    assert card_id("3H") in g.state.hands[0] and card_id("7H") in g.state.hands[1]
