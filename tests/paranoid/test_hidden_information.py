"""Hidden information (spec §2): a player's observation and event views never depend on
counters that player may not see.

For every player at every step, the hidden counters are re-dealt consistently with that
player's observation (same kinds in the same places); the observation must not change.
"""

from __future__ import annotations

import random

import pytest

from game.paranoid import Game, GameConfig, Options
from game.paranoid.observation import observe
from game.paranoid.redeal import redeal

SECRET_KEYS = {"type", "types"}  # counter identities


@pytest.mark.parametrize("players,options", [(2, ""), (3, "all"), (4, "trade,fewer:2"),
                                             (5, "aliens,corporations"), (6, "delusions")])
def test_observation_unchanged_by_redeal(players: int, options: str) -> None:
    for seed in range(2):
        game = Game.new(GameConfig(players=players, options=Options.parse(options)), seed)
        rnd = random.Random(seed)
        changed = 0
        while not game.is_over:
            state = game.state
            for viewer in range(players):
                other = redeal(state, viewer, rnd.randrange(1 << 30))
                changed += other.to_json() != state.to_json()
                assert observe(other, viewer) == observe(state, viewer)
            events = game.apply(rnd.choice(game.legal_actions()))
            for event in events:
                for viewer in [None, *range(players)]:
                    if viewer not in event.audience:
                        view = event.view(viewer)
                        # The only secret-looking keys allowed are the public ones.
                        assert not (SECRET_KEYS & set(view)) or event.kind in (
                            "accused", "exposed", "reconcealed", "game_over"), event
        assert changed > 0, "the re-deal must actually move hidden counters"


def test_public_view_shows_no_private_zone() -> None:
    game = Game.new(GameConfig(players=3), 3)
    rnd = random.Random(3)
    while not game.is_over:
        obs = game.observe(None)
        assert obs.plot == obs.enemy == obs.paranoid == obs.accusations == []
        assert obs.pending == -1 and obs.all_plots is None and obs.enemy_allowed == 0
        game.apply(rnd.choice(game.legal_actions()))
    assert game.observe(None).all_plots == game.state.plots  # revealed at the end (§8)


def test_leaky_observation_would_be_caught() -> None:
    """The re-deal check is not vacuous: a field copying another player's Enemy Reserve
    changes under re-deal."""
    game = Game.new(GameConfig(players=3), 1)
    rnd = random.Random(1)
    caught = False
    while not game.is_over and not caught:
        state = game.state
        other = redeal(state, 0, rnd.randrange(1 << 30))
        caught = sorted(other.enemy[1]) != sorted(state.enemy[1])
        game.apply(rnd.choice(game.legal_actions()))
    assert caught
