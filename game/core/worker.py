"""Running a bot off the frame loop: `BotWorker` thinks in a thread with a hard cap.

The scene calls `start(observation, legal)` once, then `poll()` every frame; `poll`
returns None while the bot thinks and the chosen action once it is ready. The worker
holds only the observation and the legal actions, never the game state (any game's bot:
see `game.core.contract.Bot`). If the bot overruns the cap, `poll` returns a safe
fallback (the game's `fallback(legal)`, else the first legal action) so the table never
waits longer than `cap` seconds.
"""

from __future__ import annotations

import copy
import threading
import time
from collections.abc import Callable
from typing import Any

from .actions import Action

DEFAULT_CAP = 1.5  # seconds: the hard limit of one decision


class BotWorker:
    def __init__(self, bot: Any, cap: float = DEFAULT_CAP, min_pace: float = 0.0,
                 fallback: Callable[[list[Action]], Action] | None = None) -> None:
        self.bot = bot
        self.fallback = fallback
        self.cap = cap
        self.min_pace = min_pace  # seconds a decision takes at least, so humans can follow
        self._thread: threading.Thread | None = None  # the decision being waited for
        self._running: threading.Thread | None = None  # the last thread started
        self._result: Action | None = None
        self._error: BaseException | None = None
        self._legal: list[Action] = []
        self._started = 0.0
        self._generation = 0
        self._lock = threading.Lock()

    @property
    def thinking(self) -> bool:
        """True between `start` and the moment `poll` hands back an action."""
        return self._thread is not None

    def start(self, observation: Any, legal: list[Action]) -> None:
        """Begin choosing; a decision still running is cancelled first."""
        # A game or its state carries the game's random source; an observation never does.
        if any(hasattr(observation, name) for name in ("rng", "state", "legal_actions")):
            raise TypeError("a bot worker receives an observation, never the game state")
        self.cancel()
        if self._running is not None and self._running.is_alive():
            # A cancelled decision is still computing on the old bot object: continue
            # with a copy so the two threads never share the bot's random source.
            self.bot = copy.deepcopy(self.bot)
        with self._lock:
            self._generation += 1
            generation = self._generation
            self._result, self._error = None, None
        self._legal = legal = list(legal)
        self._started = time.perf_counter()
        deadline = self._started + self.cap * 0.8

        def run() -> None:
            try:
                if hasattr(bot, "deadline"):
                    bot.deadline = deadline  # a searching bot stops in time
                action = bot.choose(observation, legal)
                error = None
            except BaseException as exc:  # noqa: BLE001 - reported through poll()
                action, error = None, exc
            with self._lock:
                if generation == self._generation:
                    self._result, self._error = action, error

        bot = self.bot
        self._thread = threading.Thread(target=run, name=f"bot-{bot.player}", daemon=True)
        self._running = self._thread
        self._thread.start()

    def poll(self) -> Action | None:
        """The chosen action once ready (and the minimum pace has passed), else None."""
        if self._thread is None:
            return None
        elapsed = time.perf_counter() - self._started
        with self._lock:
            result, error = self._result, self._error
        if error is not None:
            self._thread = None
            return self._fallback()
        if result is not None and elapsed >= self.min_pace:
            self._thread = None
            return result
        if elapsed >= self.cap:
            self.cancel()
            return self._fallback()
        return None

    def wait(self, timeout: float | None = None) -> Action | None:
        """Block until ready (tests and headless runs only; scenes use poll)."""
        end = time.perf_counter() + (self.cap + 0.1 if timeout is None else timeout)
        while time.perf_counter() < end:
            action = self.poll()
            if action is not None:
                return action
            time.sleep(0.002)
        return self.poll()

    def cancel(self) -> None:
        """Forget the decision in progress; its late answer is ignored."""
        with self._lock:
            self._generation += 1
        self._thread = None

    def _fallback(self) -> Action:
        legal = self._legal
        return self.fallback(legal) if self.fallback is not None else legal[0]
