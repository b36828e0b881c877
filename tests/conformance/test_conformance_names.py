"""Every game's save is checked the same way on load: a player's name inside the engine's
config that is no printable text (a NUL, a number) is refused with a message and the
file kept aside, never resumed into a table that cannot draw it (issue 21, item 7: a
Paranoid save with such a name crashed at every Resume)."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest

from scenes.shell.match.session import Session
from scenes.shell.saves.store import ILLEGAL, SaveStore, decode, encode

from .games import GAME_IDS, new_game

BAD_NAMES = [pytest.param("Ada\0", id="nul"), pytest.param(7, id="number"),
             pytest.param("", id="empty"), pytest.param("x" * 500, id="too-long")]


def _saved(tmp_path: Path, game_id: str, bad: Any) -> SaveStore:
    from game.core import registry

    info = registry.get(game_id)
    game = new_game(game_id, info.min_players, 5)
    store = SaveStore(tmp_path, durable=False)
    store.save(Session(game, ["random"] * info.min_players, 5, game_id=game_id))
    payload = decode(store.current.read_bytes())
    payload["game"]["state"]["config"]["names"][0] = bad  # what the engine reads back
    payload["config"]["names"][0] = bad
    store.current.write_bytes(encode(payload))
    return store


@pytest.mark.parametrize("bad", BAD_NAMES)
@pytest.mark.parametrize("game_id", GAME_IDS)
def test_a_name_no_screen_can_show_is_refused_on_load(tmp_path: Path, game_id: str,
                                                      bad: Any) -> None:
    store = _saved(tmp_path, game_id, bad)
    result = store.load()
    assert not result.ok and result.match is None
    assert result.reason == ILLEGAL and "name" in result.message, result.message
    assert result.set_aside is not None and result.set_aside.exists()  # nothing lost
    assert result.set_aside.name in result.message
