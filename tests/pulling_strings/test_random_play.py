"""Random play with every setting of §19, 2–6 players: the invariants hold after every
action (each group in exactly one place, no negative treasury), every game ends, JSON,
clone and replay give the same game, and re-dealing keeps each viewer's observation."""

import json
import random

import pytest

from game import arena
from game.pulling_strings.game import Game
from game.pulling_strings.plugin import make_config

OPTION_SETS = [
    {"cabals": "choose", "interference": "always", "diplomacy": "on", "turn_limit": 8},
    {"special_goals": False, "goal_offset": -3, "catch_up": 5, "interference": "never"},
    {"goal_offset": 3, "catch_up": 0, "turn_limit": 6, "diplomacy": "off"},
]


@pytest.mark.parametrize("players", [2, 3, 6])
@pytest.mark.parametrize("options", OPTION_SETS)
def test_random_play_keeps_the_invariants(players: int, options: dict) -> None:
    r = arena.random_play("pulling-strings", players, 4, 9, options)
    assert r["errors"] == 0 and r["invariant_violations"] == 0, r["problems"]


def test_copies_and_worlds_stay_equal_with_human_seats() -> None:
    """Human seats: gifts, resigning; a save at every 16th action loads equal."""
    config = make_config(["human"] * 4, list("abcd"), {"cabals": "choose", "turn_limit": 6})
    g = Game.new(config, 3)
    rnd = random.Random(3)
    steps = 0
    while not g.is_over and steps < 3000:
        if steps % 16 == 0:
            dump = json.dumps(g.to_json(), sort_keys=True)
            assert json.dumps(Game.from_json(json.loads(dump)).to_json(), sort_keys=True) \
                == dump
            assert json.dumps(Game.replay(config, 3, g.record).to_json(),
                              sort_keys=True) == dump
            for viewer in (None, *range(4)):
                assert g.redeal(viewer, steps).observe(viewer) == g.observe(viewer)
        p = g.waiting_for[0]
        legal = g.legal_actions(p)
        # never resign (unless nothing else is legal): games go on long enough for gifts
        choices = [a for a in legal if a.kind != "resign"] or legal
        g.apply(rnd.choice(choices), p)
        steps += 1
    assert g.is_over
