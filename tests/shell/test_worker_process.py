"""Bots think in a helper process: same choices as a thread, crashes and overruns
replaced with the fallback, and the frame loop never waits."""

from __future__ import annotations

import os
import time

import pytest

from game.core import worker as worker_module
from game.core.bot_process import host, prestart
from game.core.worker import BotWorker, thinking_workers
from game.paranoid import Game, GameConfig
from game.paranoid.bots import make_bot
from game.paranoid.bots.base import BaseBot


class CrashBot(BaseBot):
    level = "crash"

    def decide(self, observation, legal):  # noqa: ANN001, ANN201 - test double
        os._exit(3)  # the helper dies mid-decision


class StuckBot(BaseBot):
    level = "stuck"

    def decide(self, observation, legal):  # noqa: ANN001, ANN201 - test double
        while True:  # ignores any deadline: only the cap saves the table
            pass


@pytest.fixture(autouse=True)
def helper_up() -> None:
    """The helper is running (a decision asked while it starts would take a thread)."""
    prestart(wait=True)
    assert host().ready()


def play(mode: str, turns: int = 120) -> list:
    game = Game.new(GameConfig(players=4), 3)
    workers = [BotWorker(make_bot(level, p, p + 7), mode=mode, cap=5.0)
               for p, level in enumerate(("hard", "medium", "easy", "random"))]
    chosen = []
    while not game.is_over and len(chosen) < turns:
        p = game.current_player
        workers[p].start(game.observe(p), game.legal_actions())
        action = workers[p].wait()
        chosen.append(action)
        game.apply(action)
    return chosen


def test_process_and_thread_choose_the_same_seed_for_seed() -> None:
    assert play("process") == play("thread")


def test_the_callers_bot_moves_on_in_place() -> None:
    """The table's session holds the bot: a new worker for the same seat later must
    start from the state the last decision left (as with a thread)."""
    game = Game.new(GameConfig(players=2), 1)
    bot = make_bot("medium", 0, 1)
    state = bot.rng.getstate()
    worker = BotWorker(bot, mode="process")
    worker.start(game.observe(0), game.legal_actions())
    worker.wait()
    assert worker.bot is bot and bot.rng.getstate() != state
    twin = make_bot("medium", 0, 1)
    twin.choose(game.observe(0), game.legal_actions())
    assert bot.rng.getstate() == twin.rng.getstate()


def test_poll_never_blocks_and_the_count_of_thinking_workers() -> None:
    game = Game.new(GameConfig(players=4), 5)
    worker = BotWorker(make_bot("hard", 0, 1), mode="process", min_pace=0.05)
    worker.start(game.observe(0), game.legal_actions())
    assert worker.thinking and thinking_workers() >= 1
    action = None
    while action is None:
        t0 = time.perf_counter()
        action = worker.poll()
        assert time.perf_counter() - t0 < 0.05
        time.sleep(0.002)
    assert action in game.legal_actions() and not worker.thinking


def test_a_crashed_helper_is_replaced_and_the_fallback_returned() -> None:
    game = Game.new(GameConfig(players=2), 1)
    legal = game.legal_actions()
    replaced = host().replaced
    worker = BotWorker(CrashBot(0, 1), mode="process", cap=3.0,
                       fallback=lambda actions: actions[-1])
    worker.start(game.observe(0), legal)
    assert worker.wait() == legal[-1]
    assert host().replaced == replaced + 1
    good = BotWorker(make_bot("medium", 0, 1), mode="process")  # a thread while it restarts
    good.start(game.observe(0), legal)
    assert good.wait() in legal
    prestart(wait=True)
    assert host().ready()


def test_an_overrunning_helper_is_killed_at_the_cap() -> None:
    game = Game.new(GameConfig(players=2), 1)
    legal = game.legal_actions()
    replaced = host().replaced
    worker = BotWorker(StuckBot(0, 1), mode="process", cap=0.4)
    t0 = time.perf_counter()
    worker.start(game.observe(0), legal)
    assert worker.wait() == legal[0]
    assert time.perf_counter() - t0 < 1.0
    assert host().replaced == replaced + 1
    assert host().process is None or host().process.is_alive()


def test_cancel_then_start_again_gets_a_fresh_answer() -> None:
    game = Game.new(GameConfig(players=2), 1)
    legal = game.legal_actions()
    worker = BotWorker(make_bot("hard", 0, 1), mode="process")
    worker.start(game.observe(0), legal)
    worker.cancel()
    assert worker.poll() is None and not worker.thinking
    worker.start(game.observe(0), legal)
    assert worker.wait() in legal


def test_the_default_mode_and_the_environment(monkeypatch) -> None:  # noqa: ANN001
    monkeypatch.delenv(worker_module.MODE_ENV, raising=False)
    assert BotWorker(make_bot("random", 0, 1)).mode == "thread"  # frames driven by hand
    previous = worker_module.set_default_mode("process")  # what App.run does
    try:
        assert BotWorker(make_bot("random", 0, 1)).mode == "process"
        monkeypatch.setenv(worker_module.MODE_ENV, "thread")  # the environment wins
        assert BotWorker(make_bot("random", 0, 1)).mode == "thread"
    finally:
        worker_module.set_default_mode(previous)
    monkeypatch.setenv(worker_module.MODE_ENV, "process")
    assert BotWorker(make_bot("random", 0, 1)).mode == "process"


def test_while_the_helper_starts_a_thread_decides(monkeypatch) -> None:  # noqa: ANN001
    monkeypatch.setattr(host(), "ready", lambda: False)
    monkeypatch.setattr(host(), "start_async", lambda: None)
    game = Game.new(GameConfig(players=2), 1)
    worker = BotWorker(make_bot("medium", 0, 1), mode="process")
    worker.start(game.observe(0), game.legal_actions())
    assert worker._job is None and worker._thread is not None
    assert worker.wait() in game.legal_actions()


class PlanBot(BaseBot):
    """Keeps a plan that cannot be pickled once it has decided (a closure), and draws on
    its random source: the same answer and state must come back however it travels."""

    level = "plan"

    def decide(self, observation, legal):  # noqa: ANN001, ANN201 - test double
        pick = legal[self.rng.randrange(len(legal))]
        self.plan = lambda: pick
        return pick


def test_a_bot_that_cannot_travel_back_decides_again_in_a_thread() -> None:
    """Issue 21: no fall-back and no other answer; the decision is made again from the
    state the bot had, in a thread, as the worker does from then on."""
    game = Game.new(GameConfig(players=2), 1)
    legal = game.legal_actions()
    here = PlanBot(0, 5)
    expected = here.choose(game.observe(0), legal)
    worker = BotWorker(PlanBot(0, 5), mode="process", cap=10.0)
    worker.start(game.observe(0), legal)
    assert worker.wait() == expected and worker.fallbacks == 0
    assert worker.mode == "thread" and worker.bot.rng.getstate() == here.rng.getstate()
