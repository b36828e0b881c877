"""Random play over many seeds, 2–8 players and option sets, checking the invariants:
every card accounted for (§3), JSON round-trip, clone, replay, illegal probes change
nothing, any order of pass choices gives one state (§5.6), redeal keeps the viewer's
observation (§9), every game ends."""

import json
import random

import pytest

from game.core.errors import IllegalAction
from game.ninety_nine.actions import Call, PassCard, Play
from game.ninety_nine.game import Game
from game.ninety_nine.plugin import make_config
from game.ninety_nine.state import PASS

OPTION_SETS = [
    {},
    {"rounds": 1, "scoring": "rounds_won"},
    {"rounds": 1, "quick_pass": True},
    {"rounds": 1, "call_count": True, "blind_count": True},
]


def _state(g):
    return json.dumps(g.to_json()["state"], sort_keys=True)


def _probe(g, rnd):
    """Illegal actions are refused and change nothing."""
    before = _state(g)
    n = g.state.n
    probes = [Play(rnd.randrange(52), -1, 0), Play(0, 1, 0), PassCard(rnd.randrange(n), 0),
              Call(0, 555), "nonsense", "play ZZ"]
    for p in range(n):
        if p not in g.waiting_for:
            probes.append((g.legal_actions(g.waiting_for[0])[0], p))
    for probe in probes:
        action, player = probe if isinstance(probe, tuple) else (probe, None)
        owner = action.player if isinstance(action, (PassCard, Call)) else player
        if not isinstance(action, str) and action in g.legal_actions(owner) \
                and player in (owner, None):
            continue
        with pytest.raises(IllegalAction):
            g.apply(action, player)
        assert _state(g) == before


@pytest.mark.parametrize("players", [2, 3, 4, 5, 6, 7, 8])
def test_random_games_keep_every_invariant(players):
    for k, options in enumerate(OPTION_SETS):
        seed = players * 100 + k
        rnd = random.Random(seed)
        seats = ["human" if options.get("call_count") and p % 2 == 0 else "random"
                 for p in range(players)]
        cfg = make_config(seats, [f"P{p}" for p in range(players)], options)
        g = Game.new(cfg, seed)
        steps = 0
        while not g.is_over:
            steps += 1
            assert steps < 5000, "the game does not end"
            assert not g.state.problems(), g.state.problems()
            if steps % 7 == 0:
                _probe(g, rnd)
                viewer = rnd.randrange(players)
                for s in range(2):
                    r = g.redeal(viewer, s)
                    assert r.observe(viewer) == g.observe(viewer)
                    assert not r.state.problems()
                assert Game.loads(g.dumps()).to_json() == g.to_json()
            if g.state.phase == PASS and steps % 3 == 0:
                _check_pass_orders(g, rnd)
            for p in list(g.waiting_for):
                acts = g.legal_actions(p)
                assert acts, "an awaited player has no legal action"
                g.apply(acts[rnd.randrange(len(acts))], p)
                if g.is_over:
                    break
        assert g.outcome is not None and g.outcome.winners
        assert len(g.state.summaries) == g.config.options.rounds
        c = g.clone()
        assert c.to_json() == g.to_json()
        r = Game.replay(cfg, seed, g.record)
        assert r.to_json() == g.to_json()


def _check_pass_orders(g, rnd):
    picks = {p: g.legal_actions(p)[rnd.randrange(len(g.legal_actions(p)))]
             for p in g.waiting_for}
    results = set()
    for _ in range(3):
        order = list(picks)
        rnd.shuffle(order)
        c = g.clone()
        for p in order:
            c.apply(picks[p], p)
        results.add(_state(c))
    assert len(results) == 1
