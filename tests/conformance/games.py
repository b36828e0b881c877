"""The registry as pytest parameters: every registered game, at every player count."""

from __future__ import annotations

import random
from typing import Any

import pytest

from game.core import registry

GAMES = registry.games()
ENGINES = GAMES + registry.drafts()  # the engine half also holds engines without a table
ENGINE_COUNTS = [pytest.param(g.id, n, id=f"{g.id}-{n}")
                 for g in ENGINES for n in range(g.min_players, g.engine_max_players + 1)]
TABLE_COUNTS = [pytest.param(g.id, n, id=f"{g.id}-{n}")
                for g in GAMES for n in sorted({g.min_players, g.max_players})]
GAME_IDS = [pytest.param(g.id, id=g.id) for g in GAMES]
ENGINE_IDS = [pytest.param(g.id, id=g.id) for g in ENGINES]
BOT_LEVELS = [pytest.param(g.id, level, id=f"{g.id}-{level}")
              for g in ENGINES for level in g.bot_levels]
MAX_ACTIONS = 20_000  # no game on the table should need more than this to end


def new_game(game_id: str, players: int, seed: int, options: dict[str, Any] | None = None,
             seats: list[str] | None = None) -> Any:
    plugin = registry.plugin(game_id)
    seats = seats or ["random"] * players
    config = plugin.make_config(seats, [f"Player {i + 1}" for i in range(players)],
                                options or {})
    return plugin.Game.new(config, seed)


def random_step(game: Any, rnd: random.Random) -> tuple[int, Any]:
    """(player, action): a random legal action of a random awaited player."""
    waiting = game.waiting_for
    player = waiting[rnd.randrange(len(waiting))]
    legal = game.legal_actions(player)
    return player, legal[rnd.randrange(len(legal))]
