"""Random play over seeds × 2–4 players × option sets: cards accounted for, JSON round-trip,
clone, replay equality, illegal probes change nothing, any-order votes agree, redeal keeps
the viewer's observation, games end within a bound."""

import itertools
import json
import random

import pytest

from game.core.contract import EVERYONE
from game.core.errors import CorruptState, IllegalAction
from game.pontoon.actions import Place, Stick, Tell, TimeOut, Twist, Vote
from game.pontoon.game import Game
from game.pontoon.options import GameConfig, Options
from game.pontoon.state import check_invariants

OPTION_SETS = [
    {},
    {"telling": "phrases", "inquisition": 1, "banking": "standard"},
    {"telling": "typed", "inquisition": 2, "inquisition_failure": "mild", "timer": 15},
    {"heckle": True, "waiver": True, "subjects": "kiosk", "hand_limit": 6},
    {"waiver": False, "timer": 0, "inquisition": 1},
]
SEATS = ("human", "random")
MAX_ACTIONS = 3000


def state_key(g: Game) -> str:
    return json.dumps(g.state.to_json(), sort_keys=True)


def probes(g: Game, rng: random.Random):
    yield Stick()
    yield Twist()
    yield Place(0, 60)
    yield Place(rng.randrange(60), rng.randrange(121))
    yield Vote(rng.randrange(g.state.n), 1)
    yield TimeOut()
    yield "nonsense 1 2"


def check_votes_any_order(g: Game) -> None:
    voters = g.waiting_for
    ballots = {v: random.Random(v).randrange(2) for v in voters}
    keys = set()
    for order in itertools.permutations(voters):
        c = g.clone()
        for v in order:
            c.apply(Vote(v, ballots[v]))
        keys.add(state_key(c))
    assert len(keys) == 1


CASES = [(seed, n, k) for seed in range(6) for n in (2, 3, 4) for k in range(len(OPTION_SETS))]


@pytest.mark.parametrize("seed,n,k", CASES)
def test_random_play(seed, n, k):
    rng = random.Random(seed * 100 + n * 10 + k)
    seats = tuple(rng.choice(SEATS) for _ in range(n))
    if k % 2 == 0:
        seats = ("human",) * (n - 1) + ("random",)
    config = GameConfig(players=n, seats=seats, options=Options(**OPTION_SETS[k]))
    g = Game.new(config, seed)
    total = len(g.state.cards)
    steps = 0
    while not g.is_over:
        steps += 1
        assert steps < MAX_ACTIONS, "the game must end"
        assert not check_invariants(g.state)
        assert sum(1 for c in g.state.board if c >= 0) + len(g.state.discard) \
            + len(g.state.deck) <= total
        w = g.waiting_for
        if g.state.phase == "vote" and len(w) >= 2 and rng.random() < 0.5:
            check_votes_any_order(g)
        if rng.random() < 0.08:
            before = state_key(g)
            for probe in probes(g, rng):
                legal = [a for v in w for a in g.legal_actions(v)]
                if not isinstance(probe, str) and probe in legal:
                    continue
                with pytest.raises(IllegalAction):
                    g.apply(probe)
                assert state_key(g) == before
            for other in range(n):
                if other not in w:
                    assert g.legal_actions(other) == []
            c = g.clone()
            assert state_key(c) == before
            loaded = Game.loads(g.dumps())
            assert state_key(loaded) == before and loaded.record == g.record
            for viewer in (*range(n), None, EVERYONE):
                r = g.redeal(viewer, rng.randrange(1 << 30))
                assert r.observe(viewer) == g.observe(viewer)
                assert not check_invariants(r.state)
        p = rng.choice(w)
        legal = g.legal_actions(p)
        assert legal, "an awaited player always has a legal action"
        choices = [a for a in legal if a.kind != "night"] or legal
        if rng.random() < 0.01:
            choices = legal
        action = rng.choice(choices)
        if isinstance(action, Tell):
            action = Tell("".join(rng.choice("ab \n\x00é") for _ in range(rng.randrange(40))))
        g.apply(action, p)
    assert g.outcome is not None and len(g.outcome.scores) == n
    assert sum(1 for c in g.state.board if c >= 0) == sum(g.outcome.scores)
    replayed = Game.replay(config, seed, g.record)
    assert state_key(replayed) == state_key(g)


def test_corrupt_saves_are_refused():
    g = Game.new(GameConfig(players=3), 2)
    data = g.to_json()
    for breaker in (lambda d: d.update(version=9),
                    lambda d: d["state"].update(deck=d["state"]["deck"] + [0]),
                    lambda d: d["state"].update(phase="dance"),
                    lambda d: d["state"].pop("board"),
                    lambda d: d["state"]["owner"].__setitem__(0, 2)):
        bad = json.loads(json.dumps(data))
        breaker(bad)
        with pytest.raises(CorruptState):
            Game.from_json(bad)
    with pytest.raises(CorruptState):
        Game.loads("{not json")


def test_redeal_changes_hidden_cards_sometimes():
    g = Game.new(GameConfig(players=4, seats=("random",) * 4), 3)
    changed = 0
    for seed in range(10):
        r = g.redeal(0, seed)
        changed += r.state.hands != g.state.hands
        assert r.observe(0) == g.observe(0)
    assert changed > 0
