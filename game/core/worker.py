"""Running a bot off the frame loop: `BotWorker` thinks elsewhere, under a runaway cap.

The scene calls `start(observation, legal)` once, then `poll()` every frame; `poll`
returns None while the bot thinks and the chosen action once it is ready. The worker
holds only the observation and the legal actions, never the game state (any game's bot:
see `game.core.contract.Bot`).

A bot's decision depends only on the observation and its seed (a search has a fixed
effort, game/core/effort.py), so the clock plays no part in a normal decision. The cap
is a guard against a runaway only, far above normal decision times: the bot's own search
guard (`runaway_seconds()`, passed as `bot.deadline`) fires first and the bot plays what
it has; if no answer comes by `cap`, `poll` returns a safe fallback (the game's
`fallback(legal)`, else the first legal action). Either is a fall-back: counted
(`fallbacks` on the worker, `fallback_count()` for the program) and logged.

Where the bot thinks (`mode`):

- "process" (the default where it works): in a persistent helper process shared by
  every worker of this program (one per table). A CPU-bound search there never holds the
  frame loop's GIL. Each decision sends the pickled (bot, observation, legal, deadline)
  and gets back the index of the chosen action in `legal` plus the bot as it is after
  deciding (its random source and plans), so play is the same, seed for seed, as in a
  thread. The helper is started with the "forkserver" (else "spawn") context: a process
  with pygame/SDL open is never forked. A helper that crashes or overruns the cap is
  killed and replaced; the decision gets the fallback.
- "thread": in a daemon thread of this process (tests, platforms without processes).

The default: the app's real frame loop (`App.run`) makes "process" the default while it
runs; code that drives frames itself (tests, headless tools) keeps "thread" unless it asks
(`mode=`, `set_default_mode`). `CONSPIRACY_TABLE_BOT_WORKER=thread|process` wins over both.

Anything that cannot be pickled (a bot class defined inside a function) falls back to a
thread for that decision by itself.
"""

from __future__ import annotations

import copy
import os
import pickle
import threading
import time
import weakref
from collections.abc import Callable
from typing import Any

from .actions import Action
from .bot_process import STAYS, dumps, host
from .effort import runaway_seconds

CAP_OVER_GUARD = 1.25  # the worker's cap: the bot's own runaway guard has time to answer
MODE_ENV = "CONSPIRACY_TABLE_BOT_WORKER"  # "process" or "thread": the default mode

_thinking: weakref.WeakSet[BotWorker] = weakref.WeakSet()  # between start and answer
_count_lock = threading.Lock()
_fallbacks = 0  # fall-backs played by every worker of this program


def default_cap() -> float:
    """Seconds after which a worker stops waiting for its bot (a runaway)."""
    return runaway_seconds() * CAP_OVER_GUARD


def fallback_count() -> int:
    """How many fall-backs the workers of this program have played (overrun or error)."""
    return _fallbacks
ABANDONED = 1.0  # seconds past its cap after which an unpolled worker no longer counts


def thinking_workers() -> int:
    """How many workers are deciding now (the app keeps its frames going meanwhile).
    A worker nobody polls any more (its scene went away) stops counting after its cap."""
    now = time.perf_counter()
    with _count_lock:
        workers = list(_thinking)
    return sum(1 for w in workers if w._pending and now - w._started < w.cap + ABANDONED)


_default_mode = "thread"


def default_mode() -> str:
    """The mode of a worker made without `mode=` (see the module docstring)."""
    mode = os.environ.get(MODE_ENV, "").strip().lower()
    return mode if mode in ("process", "thread") else _default_mode


def set_default_mode(mode: str) -> str:
    """Set the default mode; returns the previous one (to restore it)."""
    global _default_mode
    if mode not in ("process", "thread"):
        raise ValueError("mode is 'process' or 'thread'")
    previous, _default_mode = _default_mode, mode
    return previous


# -- the helper process ----------------------------------------------------------------




# -- the worker ------------------------------------------------------------------------

def _adopt(bot: Any, after: Any) -> None:
    """Give `bot` the state the helper's copy has after deciding (its random source, its
    plans), in place: whoever else holds the bot (the table's session) sees it move on
    exactly as a thread's decision would have moved it."""
    if type(after) is not type(bot):
        raise TypeError("the helper answered with another kind of bot")
    if hasattr(bot, "__dict__"):
        bot.__dict__.clear()
        bot.__dict__.update(after.__dict__)
    for cls in type(bot).__mro__:
        for name in getattr(cls, "__slots__", ()):
            if name not in ("__dict__", "__weakref__") and hasattr(after, name):
                setattr(bot, name, getattr(after, name))


class BotWorker:
    def __init__(self, bot: Any, cap: float | None = None, min_pace: float = 0.0,
                 fallback: Callable[[list[Action]], Action] | None = None,
                 mode: str | None = None) -> None:
        self.bot = bot
        self.fallback = fallback
        self.cap = default_cap() if cap is None else cap
        self.fallbacks = 0  # decisions this worker answered with the fallback
        self.min_pace = min_pace  # seconds a decision takes at least, so humans can follow
        self.mode = mode if mode is not None else default_mode()
        if self.mode not in ("process", "thread"):
            raise ValueError("mode is 'process' or 'thread'")
        if self.mode == "process":
            host().start_async()  # up before the first decision, without a frame's wait
        self._thread: threading.Thread | None = None  # the decision being waited for
        self._running: threading.Thread | None = None  # the last thread started
        self._job: int | None = None  # the helper job being waited for (process mode)
        self._pending = False  # between start and the answer handed back
        self._result: Action | None = None
        self._error: BaseException | None = None
        self._legal: list[Action] = []
        self._observation: Any = None
        self._deadline = 0.0
        self._started = 0.0
        self._generation = 0
        self._lock = threading.Lock()

    @property
    def thinking(self) -> bool:
        """True between `start` and the moment `poll` hands back an action."""
        return self._pending

    def _set_pending(self, value: bool) -> None:
        self._pending = value
        with _count_lock:
            if value:
                _thinking.add(self)
            else:
                _thinking.discard(self)

    def start(self, observation: Any, legal: list[Action]) -> None:
        """Begin choosing; a decision still running is cancelled first."""
        # A game or its state carries the game's random source; an observation never does.
        if any(hasattr(observation, name) for name in ("rng", "state", "legal_actions")):
            raise TypeError("a bot worker receives an observation, never the game state")
        self.cancel()
        with self._lock:
            self._generation += 1
            self._result, self._error = None, None
        self._legal = legal = list(legal)
        self._observation = observation
        self._started = time.perf_counter()
        # The bot's own runaway guard: before the cap, so the bot answers itself.
        self._deadline = deadline = self._started + min(runaway_seconds(), self.cap * 0.8)
        self._set_pending(True)  # after _started: the count reads it
        if self.mode == "process":
            try:
                payload = dumps((self.bot, observation, legal, deadline))
            except Exception:  # noqa: BLE001 - e.g. a local class: think in a thread
                payload = None
            if payload is not None:
                self._job = host().try_submit(payload)
                if self._job is not None:
                    return
                # The helper is starting or being replaced: this decision takes a thread.
        self._start_thread(observation, legal, deadline)

    def _start_thread(self, observation: Any, legal: list[Action], deadline: float) -> None:
        if self._running is not None and self._running.is_alive():
            # A cancelled decision is still computing on the old bot object: continue
            # with a copy so the two threads never share the bot's random source.
            self.bot = copy.deepcopy(self.bot)
        generation = self._generation

        def run() -> None:
            try:
                if hasattr(bot, "deadline"):
                    bot.deadline = deadline  # the runaway guard of this decision
                action = bot.choose(observation, legal)
                error = None
            except BaseException as exc:  # noqa: BLE001 - reported through poll()
                action, error = None, exc
            finally:
                if hasattr(bot, "deadline"):
                    bot.deadline = None  # never carried into a later decision
            with self._lock:
                if generation == self._generation:
                    self._result, self._error = action, error

        bot = self.bot
        self._thread = threading.Thread(target=run, name=f"bot-{bot.player}", daemon=True)
        self._running = self._thread
        self._thread.start()

    def _collect(self) -> None:
        """Process mode: take the helper's answer into `_result` / `_error`."""
        if self._job is None or self._result is not None or self._error is not None:
            return
        got = host().reply(self._job)
        if got is None:
            return
        _, answer, bot_state, error = got
        self._job = None
        if error is not None and error.startswith(STAYS):
            # The bot's state after deciding cannot be pickled: decide again here, in a
            # thread, from the state it had (ours never left), and from now on.
            import logging  # only now: most runs never log a line

            logging.getLogger("game.bots").info("bot of seat %s thinks in a thread: %s",
                                                getattr(self.bot, "player", "?"), error)
            self.mode = "thread"
            self._start_thread(self._observation, self._legal, self._deadline)
            return
        if error is not None or answer is None:
            self._error = RuntimeError(error or "no answer")
            return
        try:
            kind, value = pickle.loads(answer)
        except Exception as exc:  # noqa: BLE001 - an answer that cannot be read
            self._error = exc
            return
        self._result = self._legal[value] if kind == "index" else value
        try:
            _adopt(self.bot, pickle.loads(bot_state))
        except Exception:  # noqa: BLE001 - keep the old bot; the action still stands
            pass

    def poll(self) -> Action | None:
        """The chosen action once ready (and the minimum pace has passed), else None."""
        if not self._pending:
            return None
        elapsed = time.perf_counter() - self._started
        self._collect()
        with self._lock:
            result, error = self._result, self._error
        if error is not None:
            self._done()
            return self._fallback(f"its bot failed ({type(error).__name__}: {error})")
        if result is not None and elapsed >= self.min_pace:
            self._done()
            return result
        if elapsed >= self.cap:
            if self._job is not None:
                host().overran(self._job)  # still searching: the helper is replaced
                self._job = None
            self.cancel()
            return self._fallback(f"no answer within the runaway cap ({self.cap:.1f} s)")
        return None

    def _done(self) -> None:
        self._thread = None
        self._job = None
        self._set_pending(False)

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
        if self._job is not None:
            host().forget(self._job)
            self._job = None
        self._thread = None
        self._set_pending(False)

    def _fallback(self, why: str) -> Action:
        """The safe action instead of the bot's: counted and logged (issue 21)."""
        global _fallbacks
        import logging  # only now: most runs never log a line

        self.fallbacks += 1
        with _count_lock:
            _fallbacks += 1
        logging.getLogger("game.bots").warning(
            "bot of seat %s: %s; the fallback action is played",
            getattr(self.bot, "player", "?"), why)
        legal = self._legal
        return self.fallback(legal) if self.fallback is not None else legal[0]
