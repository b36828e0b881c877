"""The engine half of the contract, once more: `redeal(viewer, seed)` keeps what the
viewer observes — also when the game is over and its end has revealed what was hidden
(issue 21: a finished Paranoid game re-dealt every Plot the end had shown)."""

from __future__ import annotations

import random

import pytest

from game.core.contract import EVERYONE

from .games import ENGINES, MAX_ACTIONS, new_game, random_step

# Every engine at its fewest and its most players.
ENDS = [pytest.param(g.id, n, id=f"{g.id}-{n}")
        for g in ENGINES for n in sorted({g.min_players, g.engine_max_players})]


@pytest.mark.parametrize(("game_id", "players"), ENDS)
def test_redeal_of_a_finished_game_keeps_every_observation(game_id: str,
                                                          players: int) -> None:
    for seed in (31, 32):
        game = new_game(game_id, players, seed)
        rnd = random.Random(seed)
        for _ in range(MAX_ACTIONS):
            if game.is_over:
                break
            game.apply(*reversed(random_step(game, rnd)))
        assert game.is_over, "random play did not end the game"
        for viewer in [None, EVERYONE, *range(players)]:
            for redeal_seed in (1, 2, 3):
                world = game.redeal(viewer, redeal_seed)
                assert world.observe(viewer) == game.observe(viewer), (
                    f"re-dealing a finished game for viewer {viewer} changed what they "
                    "observe")
