"""Spec §3 visibility and §9 engine contract: observations, event views, JSON, replay."""

import json
import pickle

import pytest

from game.core.contract import EVERYONE
from game.core.errors import CorruptState
from game.ninety_nine.game import Game

from .scenario import config, make


def test_observation_shows_own_hand_and_only_counts_of_others():
    g = Game.new(config(4), 5)
    o = g.observe(1)
    assert o.hand == tuple(sorted(g.state.hands[1])) and o.hands == ()
    assert o.hand_sizes == (3, 3, 3, 3) and o.stock == 40
    assert g.observe(None).hand == ()
    assert g.observe(EVERYONE).hands == tuple(tuple(sorted(h)) for h in g.state.hands)
    assert pickle.loads(pickle.dumps(o)) == o
    hash(o)


def test_public_event_fields_never_carry_hidden_cards():
    g = Game.new(config(4), 9)
    import random

    rnd = random.Random(2)
    events = list(g.opening)
    while not g.is_over:
        for p in g.waiting_for:
            acts = g.legal_actions(p)
            events += g.apply(acts[rnd.randrange(len(acts))], p)
            if g.is_over:
                break
    for e in events:
        if e.kind in ("drew", "dealt", "card_received", "pass_chosen"):
            assert "card" not in e.public and "hand" not in e.public
            assert e.secret and len(e.audience) == 2


def test_json_round_trip_and_corrupt_saves():
    g = make({0: "2C 5D 7H"}, count=10, stock_top="8H")
    g.apply("play 2C")
    g.apply(g.legal_actions(1)[0])
    h = Game.loads(g.dumps())
    assert h.to_json() == g.to_json() and h.observe(2) == g.observe(2)
    bad = g.to_json()
    bad["state"]["hands"][0].append(bad["state"]["stock"][0])
    with pytest.raises(CorruptState):
        Game.from_json(bad)
    for mutilate in (lambda d: d.pop("version"), lambda d: d["state"].pop("count"),
                     lambda d: d["state"].__setitem__("scores", "x")):
        d = json.loads(g.dumps())
        mutilate(d)
        with pytest.raises(CorruptState):
            Game.from_json(d)
    with pytest.raises(CorruptState):
        Game.loads("{nope")


def test_redeal_keeps_the_viewers_observation_and_the_pinned_pass():
    g = make({0: "2C 5D 7H"}, count=10, stock_top="8H")
    g.apply("play 2C")
    for p in range(4):
        g.apply(g.legal_actions(p)[0], p)
    gave = g.observe(0).gave[0]
    for seed in range(5):
        r = g.redeal(0, seed)
        assert r.observe(0) == g.observe(0)
        assert gave[1] in r.state.hands[gave[0]]  # still with its receiver
        assert not r.state.problems()
    assert any(g.redeal(0, s).state.hands[2] != g.state.hands[2] for s in range(5))
