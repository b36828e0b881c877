"""Every registered game's phone description (game/core/phone.py, issue 25): within the
schema, only legal choices, and built from nothing beyond the seat's observation."""

from __future__ import annotations

import random

import pytest

from game.core import phone, registry

from .games import ENGINE_IDS, new_game, random_step


def _names(players: int) -> list[str]:
    return [f"Player {i + 1}" for i in range(players)]


@pytest.mark.parametrize("game_id", ENGINE_IDS)
def test_a_phone_view_reveals_nothing_beyond_the_observation(game_id: str) -> None:
    """Re-dealing everything a seat cannot see leaves its phone description unchanged, at
    every player count's extremes, through random games to the end."""
    info = registry.get(game_id)
    plugin = registry.plugin(game_id)
    for players in sorted({info.min_players, info.max_players}):
        game = new_game(game_id, players, 31 + players)
        rnd, sample = random.Random(players), random.Random(7)
        names = _names(players)
        compared = 0
        while not game.is_over:
            if sample.random() < 0.3:
                for seat in range(players):
                    mine = phone.describe(plugin, game, seat, names)
                    world = game.redeal(seat, sample.randrange(1 << 30))
                    assert phone.describe(plugin, world, seat, names) == mine, (
                        f"seat {seat}'s phone can tell two deals apart")
                    compared += 1
            player, action = random_step(game, rnd)
            game.apply(action, player)
        for seat in range(players):
            assert phone.describe(plugin, game, seat, names)["over"] is True
        assert compared > 0


@pytest.mark.parametrize("game_id", ENGINE_IDS)
def test_an_awaited_seat_can_act_from_its_phone(game_id: str) -> None:
    """Every awaited seat gets at least one choice, every choice is legal, and sending
    its text applies (the path the phone uses)."""
    info = registry.get(game_id)
    plugin = registry.plugin(game_id)
    game = new_game(game_id, info.max_players, 5)
    rnd = random.Random(5)
    names = _names(info.max_players)
    while not game.is_over:
        player = rnd.choice(game.waiting_for)
        view = phone.describe(plugin, game, player, names)
        assert view["turn"] and view["choices"], f"seat {player} is awaited with no choice"
        legal = {plugin.action_text(a) for a in game.legal_actions(player)}
        assert {c["action"] for c in view["choices"]} <= legal
        game.apply(rnd.choice(view["choices"])["action"], player)


def test_a_game_without_its_own_view_gets_the_plain_one() -> None:
    class Plugin:
        action_text = staticmethod(lambda a: f"act {a}")

    class Game:
        waiting_for = (0,)
        is_over = False

        def observe(self, seat: int) -> object:
            return object()

        def legal_actions(self, seat: int) -> list[int]:
            return [1, 2]

    view = phone.describe(Plugin, Game(), 0, ["A"])
    assert [c["action"] for c in view["choices"]] == ["act 1", "act 2"]
    assert view["turn"] is True and view["status"]


@pytest.mark.parametrize("bad", [
    {"status": "x", "sections": [], "choices": []},
    {"status": [], "sections": [{"label": "a", "kind": "dice", "items": []}], "choices": []},
    {"status": [], "sections": [], "choices": [{"action": "x", "label": ""}]},
    {"status": ["y" * 500], "sections": [], "choices": []},
    {"status": [], "sections": [], "choices": [{"action": "x", "label": "x", "group": "g",
                                                 "at": [3, 0]}],
     "grids": {"g": {"rows": 2, "cols": 2}}},
])
def test_a_view_outside_the_schema_is_refused(bad: dict) -> None:
    with pytest.raises(phone.BadView):
        phone.check(bad)


def test_a_choice_that_is_not_legal_is_refused() -> None:
    class Plugin:
        action_text = staticmethod(str)

        @staticmethod
        def phone_view(obs: object, legal: list, names: list) -> dict:
            return {"status": [], "sections": [],
                    "choices": [{"action": "cheat", "label": "Cheat"}]}

    class Game:
        waiting_for = (0,)
        is_over = False

        def observe(self, seat: int) -> object:
            return None

        def legal_actions(self, seat: int) -> list[str]:
            return ["fair"]

    with pytest.raises(phone.BadView):
        phone.describe(Plugin, Game(), 0, ["A"])
