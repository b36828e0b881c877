"""A search of fixed effort and the runaway guard (game/core/effort.py, issue 21): the
effort is a number of samples whatever the clock says; the guard fires only for a
runaway, and every fall-back (the bot's own guard, the worker's cap) is counted and
logged; the tournament JSON reports them."""

from __future__ import annotations

import logging
import time
from typing import Any

import pytest

from game import arena
from game.core import worker as worker_module
from game.core.bots import SeededBot
from game.core.effort import GUARD_ENV, RUNAWAY_SECONDS, Effort, runaway_seconds
from game.core.worker import BotWorker

EFFORT = Effort(7, "worlds")


class Counting(SeededBot):
    """Samples EFFORT and answers with the number of samples it finished."""

    level = "counting"

    def __init__(self, player: int, seed: int, pause: float = 0.0) -> None:
        super().__init__(player, seed)
        self.pause = pause

    def decide(self, observation: Any, legal: list[Any]) -> Any:
        done = 0
        for _ in self.samples(EFFORT):
            time.sleep(self.pause)
            done += 1
        return legal[done]


LEGAL = list(range(10))


def test_the_effort_is_a_number_of_samples_however_slow_the_clock() -> None:
    bot = Counting(0, 1, pause=0.01)  # 70 ms of "search": far below the guard
    assert bot.choose(None, LEGAL) == EFFORT.samples
    assert bot.runaways == bot.fallbacks == 0


def test_the_runaway_guard_cuts_a_search_and_counts_and_logs_a_fallback(
        caplog: pytest.LogCaptureFixture) -> None:
    bot = Counting(2, 1, pause=0.05)
    bot.deadline = time.perf_counter() + 0.12  # a guard this short: a "runaway"
    with caplog.at_level(logging.WARNING, logger="game.bots"):
        done = bot.choose(None, LEGAL)
    assert 1 <= done < EFFORT.samples
    assert bot.runaways == 1 and bot.fallbacks == 1
    assert any("runaway guard" in r.getMessage() and "seat 2" in r.getMessage()
               and f"of {EFFORT.samples} worlds" in r.getMessage() for r in caplog.records)


def test_the_guard_is_far_above_a_normal_decision_and_can_be_set(
        monkeypatch: pytest.MonkeyPatch) -> None:
    assert runaway_seconds() == RUNAWAY_SECONDS >= 2.0
    assert BotWorker(Counting(0, 1), mode="thread").cap > RUNAWAY_SECONDS
    monkeypatch.setenv(GUARD_ENV, "600")
    assert runaway_seconds() == 600.0
    monkeypatch.setenv(GUARD_ENV, "soon")
    assert runaway_seconds() == RUNAWAY_SECONDS


class Stuck(SeededBot):
    level = "stuck"

    def decide(self, observation: Any, legal: list[Any]) -> Any:
        time.sleep(0.6)
        return legal[1]


def test_the_worker_counts_and_logs_its_fallback(caplog: pytest.LogCaptureFixture) -> None:
    before = worker_module.fallback_count()
    worker = BotWorker(Stuck(1, 1), cap=0.1, mode="thread")
    with caplog.at_level(logging.WARNING, logger="game.bots"):
        worker.start(None, LEGAL)
        assert worker.wait() == LEGAL[0]
    assert worker.fallbacks == 1 and worker_module.fallback_count() == before + 1
    assert any("fallback" in r.getMessage() and "seat 1" in r.getMessage()
               for r in caplog.records)


def test_the_worker_guard_is_not_carried_into_a_later_decision() -> None:
    bot = Counting(0, 1)
    worker = BotWorker(bot, mode="thread")
    worker.start(None, LEGAL)
    assert worker.wait() == EFFORT.samples
    assert bot.deadline is None  # a later direct decision starts its own guard
    assert bot.choose(None, LEGAL) == EFFORT.samples and bot.runaways == 0


def test_the_tournament_json_counts_runaways_as_fallbacks(
        monkeypatch: pytest.MonkeyPatch) -> None:
    from game.core import registry

    game = registry.games()[0]
    lineup = ["hard"] * game.min_players
    quiet = arena.tournament(game.id, lineup, len(lineup), seed=1)
    assert quiet["fallbacks"] == quiet["runaways"] == 0
    monkeypatch.setenv(GUARD_ENV, "1e-9")  # every search is a "runaway"
    loaded = arena.tournament(game.id, lineup, len(lineup), seed=1)
    assert loaded["runaways"] > 0 and loaded["fallbacks"] >= loaded["runaways"]
