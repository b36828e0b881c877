"""Every registered game's engine, held to the platform contract (game/core/contract.py).

Parametrised over the registry and every player count the engine takes, so a new game
is held to this bar the day it is registered; nothing here names a game.
"""

from __future__ import annotations

import json
import random
from typing import Any

import pytest

from game import arena
from game.core import registry
from game.core.contract import Result

from .games import BOT_LEVELS, ENGINE_COUNTS, ENGINE_IDS, GAMES, MAX_ACTIONS, new_game, random_step

SEEDS = (11, 12)


def _dump(game: Any) -> str:
    return json.dumps(game.to_json(), sort_keys=True)


def _position(game: Any) -> str:
    """The game without its record (the order of simultaneous choices is recorded)."""
    data = {k: v for k, v in game.to_json().items() if k != "record"}
    return json.dumps(data, sort_keys=True)


def test_the_registry_has_games_and_refuses_a_duplicate_id() -> None:
    assert GAMES, "no game is registered"
    with pytest.raises(registry.DuplicateGame):
        registry.register(GAMES[0])


@pytest.mark.parametrize("game_id", ENGINE_IDS)
def test_the_plugin_offers_the_whole_contract(game_id: str) -> None:
    plugin = registry.plugin(game_id)
    for name in ("Game", "OPTIONS", "CHANCE_EVENTS", "make_config", "config_from_json",
                 "demo_options", "make_bot", "action_text", "parse_action", "undoable"):
        assert hasattr(plugin, name), f"{game_id}: the plugin has no {name}"
    assert hasattr(plugin, "describe") or hasattr(plugin, "narrator")
    info = registry.get(game_id)
    game = new_game(game_id, info.min_players, 1)
    config = plugin.config_from_json(game.config.to_json())
    assert plugin.Game.new(config, 1).to_json() == game.to_json()
    for option in plugin.OPTIONS:
        assert option.clamp(option.default) == option.default, option.key


@pytest.mark.parametrize(("game_id", "players"), ENGINE_COUNTS)
def test_random_play_keeps_the_contract(game_id: str, players: int) -> None:
    """To the end within a bound: someone awaited with legal actions until the end, none
    after; illegal probes change nothing; JSON, clone and replay equal the game at
    power-of-two steps; simultaneous choices give the same game in any order."""
    plugin = registry.plugin(game_id)
    for seed in SEEDS:
        game = new_game(game_id, players, seed)
        rnd = random.Random(seed)
        steps = 0
        while not game.is_over:
            assert steps < MAX_ACTIONS, f"no end after {MAX_ACTIONS} actions"
            waiting = game.waiting_for
            assert waiting, "a game not over must wait for someone"
            for p in range(players):
                legal = game.legal_actions(p)
                assert bool(legal) == (p in waiting), f"seat {p}: legal iff awaited"
            if steps & (steps - 1) == 0:
                _check_copies(plugin, game)
                _check_illegal(plugin, game, rnd)
            if len(waiting) > 1:
                _check_any_order(game, rnd)
            player, action = random_step(game, rnd)
            game.apply(action, player)
            steps += 1
        assert game.waiting_for == () or not game.waiting_for
        assert all(game.legal_actions(p) == [] for p in range(players))
        outcome = game.outcome
        assert isinstance(outcome, Result)
        assert set(outcome.winners) <= set(range(players)) and len(outcome.scores) == players
        assert outcome.why
        _check_copies(plugin, game)


def _check_copies(plugin: Any, game: Any) -> None:
    before = _dump(game)
    again = plugin.Game.from_json(json.loads(json.dumps(game.to_json())))
    assert _dump(again) == before, "JSON round trip"
    assert _dump(game.clone()) == before, "clone"
    replayed = plugin.Game.replay(game.config, game.seed, list(game.record))
    assert _dump(replayed) == before, "replay of the record"
    assert [plugin.action_text(plugin.parse_action(t)) for t in game.record] == game.record


def _check_illegal(plugin: Any, game: Any, rnd: random.Random) -> None:
    """Actions that are not legal now raise IllegalAction and change nothing."""
    before = _dump(game)
    n = len(game.config.names)
    probes: list[tuple[Any, int | None]] = [("not an action at all", None), ("", None)]
    waiting = game.waiting_for
    idle = [p for p in range(n) if p not in waiting]
    some = game.legal_actions(waiting[0])[0]
    if idle:
        probes.append((some, idle[0]))
    probes.append((some, n + 3))
    for action, player in probes:
        with pytest.raises(ValueError):
            game.apply(action, player)
        assert _dump(game) == before, f"an illegal {action!r} changed the game"


def _check_any_order(game: Any, rnd: random.Random) -> None:
    """Every awaited player's choice, applied in two orders, gives one game."""
    waiting = list(game.waiting_for)
    choices = {p: rnd.choice(game.legal_actions(p)) for p in waiting}
    results = []
    for order in (waiting, waiting[::-1]):
        copy = game.clone()
        for p in order:
            if copy.is_over or p not in copy.waiting_for:
                break  # the choices so far ended the wait (the game decides)
            copy.apply(choices[p], p)
        results.append(_position(copy))
    assert results[0] == results[1], "simultaneous choices gave different games by order"


@pytest.mark.parametrize(("game_id", "players"), ENGINE_COUNTS)
def test_nothing_leaks_to_a_viewer(game_id: str, players: int) -> None:
    """Re-dealing what a viewer may not see leaves their observation unchanged, and after
    the same action in both worlds, their view of every event too, whenever their
    observation cannot tell the two worlds apart (an event then reveals nothing more)."""
    plugin = registry.plugin(game_id)
    excused = frozenset(plugin.CHANCE_EVENTS) | frozenset(getattr(plugin, "REVEAL_EVENTS", ()))
    game = new_game(game_id, players, 21)
    rnd = random.Random(21)
    sample = random.Random(5)
    checked = 0
    while not game.is_over:
        player, action = random_step(game, rnd)
        if sample.random() < 0.35:
            for viewer in [None, *range(players)]:
                world = game.redeal(viewer, sample.randrange(1 << 30))
                assert world.observe(viewer) == game.observe(viewer), (
                    f"re-dealing for viewer {viewer} changed what they observe")
                checked += _compare_events(game, world, player, action, viewer, excused)
        game.apply(action, player)
    assert checked > 0, "no event was compared"


def _compare_events(game: Any, world: Any, player: int, action: Any, viewer: int | None,
                    excused: frozenset[str]) -> int:
    real, other = game.clone(), world.clone()
    try:
        theirs = other.apply(action, player)
    except ValueError:
        return 0  # not legal in the other world: nothing to compare
    mine = real.apply(action, player)
    if real.observe(viewer) != other.observe(viewer):
        return 0  # the action revealed the difference: the events may too
    seen = [e.view(viewer) for e in mine if e.kind not in excused]
    seen_other = [e.view(viewer) for e in theirs if e.kind not in excused]
    assert seen == seen_other, f"viewer {viewer} can tell two worlds apart by an event"
    return 1


@pytest.mark.parametrize(("game_id", "players"), ENGINE_COUNTS[:1] + ENGINE_COUNTS[-1:])
def test_the_global_random_changes_nothing(game_id: str, players: int) -> None:
    runs = []
    for disturbance in (1, 2):
        game = new_game(game_id, players, 33)
        rnd = random.Random(33)
        steps = 0
        while not game.is_over and steps < 400:
            random.seed(disturbance * 1000 + steps)  # the engine must never read it
            player, action = random_step(game, rnd)
            game.apply(action, player)
            steps += 1
        runs.append(_dump(game))
    assert runs[0] == runs[1]


@pytest.mark.parametrize("game_id", ENGINE_IDS)
def test_every_game_is_deterministic_from_its_seed(game_id: str) -> None:
    info = registry.get(game_id)
    first = [_dump(new_game(game_id, info.min_players, s)) for s in (1, 2)]
    assert first[0] != first[1], "two seeds should deal differently"
    assert _dump(new_game(game_id, info.min_players, 1)) == first[0]


@pytest.mark.parametrize(("game_id", "level"), BOT_LEVELS)
def test_each_bot_level_finishes_games_with_legal_actions_only(game_id: str,
                                                              level: str) -> None:
    info = registry.get(game_id)
    n = min(4, info.max_players)
    lineup = [level] + ["random"] * (n - 1)
    games = 1 if level == "hard" else 2
    for g in range(games):
        result = arena.play_one((game_id, lineup, 900 + g, g % n, {}))
        assert result["crash"] is None, result["crash"]
        assert result["illegal"] == 0
        assert result["why"]
