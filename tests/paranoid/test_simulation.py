"""OpenSpiel-style random-simulation test over seeds x 2-6 players x option sets.

At every step: the 160 counters are accounted for, Sanity never rises nor goes below
0, only the player to act has legal actions, an illegal action raises and changes
nothing (and every listed action is accepted), JSON round-trips at every power-of-two
step, the recorded actions replay to the same state, and every game ends.
"""

from __future__ import annotations

import random

import pytest

from game.core.errors import IllegalAction
from game.paranoid import Game, GameConfig, Options
from game.paranoid.actions import ALL_KINDS
from game.paranoid.invariants import step_problems
from game.paranoid.state import check_invariants

OPTION_SETS = ["", "aliens", "corporations", "delusions", "trade,fewer:2", "all,fewer:4,sanity:12"]
MAX_STEPS = 5000  # far beyond any real game: hitting it means a game that never ends


def random_candidate(rnd: random.Random, n: int):
    """A random action of any kind with plausible and implausible values."""
    cls = rnd.choice(ALL_KINDS)
    values = []
    for name in cls.fields:
        if name == "type":
            values.append(rnd.randrange(80))
        elif name in ("to", "source", "accusation"):
            values.append(rnd.randrange(-3, 4))
        else:  # a player
            values.append(rnd.randrange(-1, n + 1))
    return cls(*values)


def play_checked(players: int, options: str, seed: int) -> Game:
    config = GameConfig(players=players, options=Options.parse(options))
    game = Game.new(config, seed)
    rnd = random.Random(seed)
    for step in range(1, MAX_STEPS):
        if game.is_over:
            break
        legal = game.legal_actions()
        actor = game.current_player
        assert legal, "the player to act always has a legal action"
        assert len(set(legal)) == len(legal), "no action listed twice"
        for other in range(players):
            if other != actor:
                assert game.legal_actions(other) == []
        # Illegal actions raise and leave everything as it was; listed ones are accepted.
        for _ in range(3):
            candidate = random_candidate(rnd, players)
            if candidate in legal:
                game.clone().apply(candidate)
            else:
                before = game.dumps()
                with pytest.raises(IllegalAction):
                    game.apply(candidate)
                assert game.dumps() == before
        with pytest.raises(IllegalAction):
            game.apply(legal[0], player=(actor + 1) % players)
        before = game.state.clone()
        game.apply(rnd.choice(legal))
        problems = step_problems(before, game.state)
        assert not problems, f"step {step}: {problems}"
        if step & (step - 1) == 0:  # every power-of-two step
            loaded = Game.loads(game.dumps())
            assert loaded.state.to_json() == game.state.to_json()
            assert loaded.legal_actions() == game.legal_actions()
    assert game.is_over, "every game ends"
    assert game.legal_actions() == []
    replayed = Game.replay(config, seed, game.record)
    assert replayed.state.to_json() == game.state.to_json()
    return game


@pytest.mark.parametrize("options", OPTION_SETS)
@pytest.mark.parametrize("players", [2, 3, 4, 5, 6])
def test_random_simulation(players: int, options: str) -> None:
    for seed in range(3):
        game = play_checked(players, options, seed * 101 + players)
        assert game.result["winners"]
        assert not check_invariants(game.state)


def test_same_seed_same_game() -> None:
    a = play_checked(4, "all", 7)
    b = play_checked(4, "all", 7)
    assert a.record == b.record and a.state.to_json() == b.state.to_json()
    other = play_checked(4, "all", 8)
    assert other.record != a.record
