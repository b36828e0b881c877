"""The facade every engine shares (game/core/engine.py `RecordedGame`): a refused action's
message names what was sent, whichever seat sent it, and changes nothing."""

from __future__ import annotations

import json

import pytest

from game.core import registry
from game.core.errors import IllegalAction
from tests.conformance.games import ENGINE_IDS, new_game


@pytest.mark.parametrize("game_id", ENGINE_IDS)
def test_a_refusal_names_the_action_sent(game_id: str) -> None:
    plugin = registry.plugin(game_id)
    game = new_game(game_id, registry.get(game_id).min_players, 3)
    n = len(game.config.names)
    awaited = game.waiting_for[0]
    text = plugin.action_text(game.legal_actions(awaited)[0])
    before = json.dumps(game.to_json(), sort_keys=True)
    idle = [p for p in range(n) if p not in game.waiting_for]
    for sender in [*idle[:1], n + 3]:
        for sent in (text, plugin.parse_action(text)):
            with pytest.raises(IllegalAction) as refused:
                game.apply(sent, sender)
            assert text in str(refused.value), (sender, str(refused.value))
    assert json.dumps(game.to_json(), sort_keys=True) == before
