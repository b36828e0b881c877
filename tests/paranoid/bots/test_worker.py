"""The UI's non-blocking bot runner: answers by polling, within a hard time cap."""

from __future__ import annotations

import time

from game.core.worker import BotWorker
from game.paranoid import Game, GameConfig, Pass
from game.paranoid.bots import make_bot
from game.paranoid.bots.base import BaseBot


class SlowBot(BaseBot):
    level = "slow"

    def decide(self, observation, legal):  # noqa: ANN001, ANN201 - test double
        time.sleep(1.0)
        return legal[0]


def test_worker_plays_a_game_by_polling() -> None:
    game = Game.new(GameConfig(players=3), 2)
    workers = [BotWorker(make_bot(level, p, p), cap=1.5)
               for p, level in enumerate(("medium", "easy", "hard"))]
    frames = 0
    while not game.is_over and game.state.turn < 3:
        p = game.current_player
        worker = workers[p]
        worker.start(game.observe(p), game.legal_actions())
        action = None
        while action is None:
            t0 = time.perf_counter()
            action = worker.poll()  # a frame: must return at once
            assert time.perf_counter() - t0 < 0.01
            frames += 1
            if action is None:
                time.sleep(0.001)
        game.apply(action)
    assert frames > 0


def test_worker_cap_gives_a_legal_fallback() -> None:
    game = Game.new(GameConfig(players=2), 1)
    legal = game.legal_actions()
    worker = BotWorker(SlowBot(0, 1), cap=0.2)
    t0 = time.perf_counter()
    worker.start(game.observe(0), legal)
    action = worker.wait()
    assert time.perf_counter() - t0 < 0.5
    assert action in legal


def test_worker_cancel_ignores_late_answers() -> None:
    game = Game.new(GameConfig(players=2), 1)
    worker = BotWorker(SlowBot(0, 1), cap=5.0)
    worker.start(game.observe(0), game.legal_actions())
    worker.cancel()
    assert worker.poll() is None and not worker.thinking


def test_worker_minimum_pace() -> None:
    game = Game.new(GameConfig(players=2), 1)
    worker = BotWorker(make_bot("random", 0, 1), min_pace=0.15)
    t0 = time.perf_counter()
    worker.start(game.observe(0), game.legal_actions())
    action = worker.wait()
    assert action is not None and time.perf_counter() - t0 >= 0.15
    assert Pass() not in [] and action in game.legal_actions()


def test_restart_after_cancel_does_not_share_the_bot() -> None:
    game = Game.new(GameConfig(players=2), 1)
    legal = game.legal_actions()
    worker = BotWorker(SlowBot(0, 1), cap=3.0, mode="thread")  # a thread-mode property
    worker.start(game.observe(0), legal)
    first = worker.bot
    worker.cancel()
    worker.start(game.observe(0), legal)  # the cancelled thread is still sleeping
    assert worker.bot is not first
    assert worker.wait() in legal
