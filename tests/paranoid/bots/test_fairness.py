"""Fair by structure: a bot's choice depends only on its own observation.

The hidden counters are re-dealt consistently with the bot's observation
(`game.paranoid.redeal`); a fresh bot with the same seed must choose the same action.
And nothing a bot or its worker holds may carry another player's hidden counters.
"""

from __future__ import annotations

import random

import pytest

from game.core.worker import BotWorker
from game.paranoid import Game, GameConfig, Observation, Options, State
from game.paranoid.bots import make_bot
from game.paranoid.bots.knowledge import analyse, belief
from game.paranoid.bots.sampler import sample_world
from game.paranoid.observation import observe
from game.paranoid.redeal import redeal


def decisions(players: int, options: str, seed: int, every: int):
    """(state, observation, legal) at every `every`-th decision of a medium-bot game."""
    game = Game.new(GameConfig(players=players, options=Options.parse(options)), seed)
    bots = [make_bot("medium", p, seed + p) for p in range(players)]
    i = 0
    while not game.is_over:
        p = game.current_player
        obs, legal = game.observe(p), game.legal_actions()
        if i % every == 0 and len(legal) > 1:
            yield game.state.clone(), obs, list(legal)
        game.apply(bots[p].choose(obs, legal))
        i += 1


@pytest.mark.parametrize("level", ["easy", "medium"])
def test_choice_unchanged_by_redeal(level: str) -> None:
    rnd = random.Random(7)
    checked = 0
    for options, players in (("", 4), ("all", 3), ("trade,fewer:1", 5)):
        for state, obs, legal in decisions(players, options, 3, 9):
            me = state.actor
            other = redeal(state, me, rnd.randrange(1 << 30))
            assert observe(other, me) == obs
            seed = rnd.randrange(1 << 30)
            assert make_bot(level, me, seed).choose(obs, legal) == \
                make_bot(level, me, seed).choose(observe(other, me), legal)
            checked += 1
    assert checked > 50


def test_hard_choice_unchanged_by_redeal() -> None:
    rnd = random.Random(8)
    checked = 0
    for state, obs, legal in decisions(4, "", 5, 25):
        if obs.phase == "plot" or checked >= 12:
            continue
        me = state.actor
        other = redeal(state, me, rnd.randrange(1 << 30))
        seed = rnd.randrange(1 << 30)
        assert make_bot("hard", me, seed).choose(obs, legal) == \
            make_bot("hard", me, seed).choose(observe(other, me), legal)
        checked += 1
    assert checked >= 8


def test_sampled_worlds_match_the_observation() -> None:
    rnd = random.Random(3)
    made = 0
    for options, players in (("", 2), ("all", 4), ("trade,fewer:2", 5), ("delusions", 6)):
        for _state, obs, _legal in decisions(players, options, 1, 13):
            if obs.phase == "plot":
                continue
            k = analyse(obs)
            world = sample_world(obs, k, belief(obs, k), rnd)
            assert world is not None
            assert observe(world, obs.viewer) == obs
            made += 1
    assert made > 20


def _holds(obj: object, seen: set[int], depth: int = 0) -> list[str]:
    """Paths to any State or Game reachable from obj's attributes."""
    if id(obj) in seen or depth > 6:
        return []
    seen.add(id(obj))
    if isinstance(obj, State | Game):
        return [type(obj).__name__]
    found: list[str] = []
    items: list[tuple[str, object]] = []
    if isinstance(obj, dict):
        items = [(str(k), v) for k, v in obj.items()]
    elif isinstance(obj, list | tuple | set):
        items = [(str(i), v) for i, v in enumerate(obj)]
    elif hasattr(obj, "__dict__"):
        items = list(vars(obj).items())
    for name, value in items:
        if isinstance(value, str | int | float | bool | type(None)):
            continue
        found += [f"{name}.{p}" for p in _holds(value, seen, depth + 1)]
    return found


def test_bot_objects_hold_no_hidden_identity() -> None:
    """After a whole game a bot holds no State/Game, and the observation it received
    shows no counter the player may not see (other Plots' concealed types, Reserves)."""
    game = Game.new(GameConfig(players=3), 4)
    bots = [make_bot(level, p, p) for p, level in enumerate(("hard", "medium", "easy"))]
    while not game.is_over and game.state.turn < 5:
        p = game.current_player
        obs = game.observe(p)
        assert isinstance(obs, Observation)
        state = game.state
        for q in range(3):
            if q != p:
                concealed = [t for t, e in zip(state.plots[q], state.exposed[q]) if not e]
                assert all(slot is None for slot, e in zip(obs.players[q].plot_slots,
                                                          state.exposed[q]) if not e)
                assert obs.all_plots is None and concealed is not None
        game.apply(bots[p].choose(obs, game.legal_actions()))
    for bot in bots:
        assert _holds(bot, set()) == [], bot.level
    worker = BotWorker(bots[0])
    assert _holds(worker, set()) == []


def test_worker_refuses_the_state() -> None:
    game = Game.new(GameConfig(players=2), 1)
    worker = BotWorker(make_bot("medium", 0, 1))
    with pytest.raises(TypeError):
        worker.start(game.state, game.legal_actions())  # type: ignore[arg-type]
