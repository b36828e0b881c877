"""Bots decide by the seed (issue 21), for every registered game and bot level: a
decision depends only on the observation and the bot's seed. A machine so loaded that
the clock races ahead between two readings (short of the runaway guard, which is there
for runaways only) changes no decision, neither when the bot is asked directly (the
tournament, instant speed) nor through the `BotWorker` (the table). A bot that does not
search never reads the clock and passes as it should; the searching hard bots of the
first three games failed here while they stopped searching at a wall-clock cap."""

from __future__ import annotations

import copy
import time
from collections.abc import Callable
from typing import Any

import pytest

from game.core import registry
from game.core.effort import runaway_seconds
from game.core.worker import BotWorker

from .games import BOT_LEVELS, ENGINE_IDS, new_game

SEED = 21
MAX_DECISIONS = 800  # decisions with a real choice, per game (whole games here)
HELPER_DECISIONS = 300  # ... through the helper process (each one a round trip)
STEP = 0.1  # seconds the clock runs on between two readings: a heavily loaded machine
AHEAD = 0.6  # ... up to this share of the runaway guard ahead of real time in all


class RacingClock:
    """`time.perf_counter` of a loaded machine: each reading is STEP later than real time
    says, up to AHEAD x the runaway guard (the bot is scheduled out between readings)."""

    def __init__(self, real: Callable[[], float]) -> None:
        self.real = real
        self.ahead = 0.0
        self.limit = AHEAD * runaway_seconds()

    def __call__(self) -> float:
        self.ahead = min(self.limit, self.ahead + STEP)
        return self.real() + self.ahead


def _loaded(bot: Any, observation: Any, legal: list[Any], through_worker: bool,
            monkeypatch: pytest.MonkeyPatch, fallback: Any) -> tuple[Any, int]:
    """(the action, fall-backs) of `bot` deciding on the loaded machine."""
    clock = RacingClock(time.perf_counter)
    with monkeypatch.context() as patch:
        patch.setattr(time, "perf_counter", clock)
        if not through_worker:
            action = bot.choose(observation, legal)
            return action, getattr(bot, "runaways", 0)
        worker = BotWorker(bot, mode="thread", fallback=fallback)
        worker.start(observation, legal)
        action = worker.wait(timeout=120.0)
        return action, getattr(worker, "fallbacks", 0)


@pytest.mark.parametrize("game_id, level", BOT_LEVELS)
def test_a_decision_depends_only_on_the_observation_and_the_seed(
        game_id: str, level: str, monkeypatch: pytest.MonkeyPatch) -> None:
    info = registry.get(game_id)
    plugin = registry.plugin(game_id)
    fallback = getattr(plugin, "fallback", None)
    n = max(info.min_players, min(3, info.engine_max_players))
    game = new_game(game_id, n, SEED, seats=[level] * n)
    bots = [plugin.make_bot(level, p, SEED * 100 + p) for p in range(n)]
    decisions = 0
    while not game.is_over and decisions < MAX_DECISIONS:
        for p in game.waiting_for:
            observation, legal = game.observe(p), game.legal_actions(p)
            direct, worker = copy.deepcopy(bots[p]), copy.deepcopy(bots[p])
            quiet = bots[p].choose(observation, legal)  # an idle machine
            slow, runaways = _loaded(direct, observation, legal, False,
                                               monkeypatch, fallback)
            through, fallbacks = _loaded(worker, observation, legal, True, monkeypatch,
                                            fallback)
            where = f"decision {decisions} of seat {p}, record {len(game.record)}"
            assert slow == quiet, f"{where}: the loaded machine chose {slow}, not {quiet}"
            assert through == quiet, f"{where}: the worker chose {through}, not {quiet}"
            state = bots[p].rng.getstate()
            assert direct.rng.getstate() == state and worker.rng.getstate() == state, (
                f"{where}: the bot's random source moved on differently under load")
            assert runaways == fallbacks == 0, f"{where}: a fall-back was played"
            decisions += len(legal) > 1
            game.apply(quiet, p)
            if game.is_over:
                break


@pytest.mark.parametrize("game_id", ENGINE_IDS)
def test_the_helper_process_plays_the_game_a_direct_call_plays(game_id: str) -> None:
    """The app's path: hard bots deciding in the BotWorker's helper process (each
    decision sends the bot pickled, plans and all, and takes it back) play, action for
    action, the game the same bots play when called directly, with no fall-back."""
    info = registry.get(game_id)
    plugin = registry.plugin(game_id)
    n = max(info.min_players, min(3, info.engine_max_players))
    game = new_game(game_id, n, SEED, seats=["hard"] * n)
    direct = [plugin.make_bot("hard", p, SEED * 100 + p) for p in range(n)]
    workers = [BotWorker(copy.deepcopy(bot), mode="process", cap=60.0,
                         fallback=getattr(plugin, "fallback", None)) for bot in direct]
    decisions = 0
    try:
        while not game.is_over and decisions < HELPER_DECISIONS:
            for p in game.waiting_for:
                observation, legal = game.observe(p), game.legal_actions(p)
                workers[p].start(observation, legal)
                remote = workers[p].wait(timeout=60.0)
                here = direct[p].choose(observation, legal)
                assert workers[p].fallbacks == 0, (
                    f"decision {decisions} of seat {p}: the worker fell back")
                assert remote == here, f"decision {decisions} of seat {p}: {remote} != {here}"
                decisions += len(legal) > 1
                game.apply(here, p)
                if game.is_over:
                    break
    finally:
        for worker in workers:
            worker.cancel()
