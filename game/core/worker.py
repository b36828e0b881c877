"""Running a bot off the frame loop: `BotWorker` thinks elsewhere with a hard cap.

The scene calls `start(observation, legal)` once, then `poll()` every frame; `poll`
returns None while the bot thinks and the chosen action once it is ready. The worker
holds only the observation and the legal actions, never the game state (any game's bot:
see `game.core.contract.Bot`). If the bot overruns the cap, `poll` returns a safe
fallback (the game's `fallback(legal)`, else the first legal action) so the table never
waits longer than `cap` seconds.

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

import atexit
import copy
import io
import os
import pickle
import threading
import time
import weakref
from collections.abc import Callable
from typing import Any

from .actions import Action

DEFAULT_CAP = 1.5  # seconds: the hard limit of one decision
MODE_ENV = "CONSPIRACY_TABLE_BOT_WORKER"  # "process" or "thread": the default mode
HELPER_NICENESS = 10  # the helper's lower CPU priority (POSIX): searches are capped anyway

_thinking: weakref.WeakSet[BotWorker] = weakref.WeakSet()  # between start and answer
_count_lock = threading.Lock()
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

def _rebuild_action(cls: type, values: tuple) -> Action:
    return cls(*values)


class _Pickler(pickle.Pickler):
    """Actions are slotted objects with a `__getattr__` that plain pickle cannot rebuild;
    they travel as (class, values)."""

    def reducer_override(self, obj: Any) -> Any:
        if isinstance(obj, Action):
            return _rebuild_action, (type(obj), obj.values)
        return NotImplemented


def dumps(obj: Any) -> bytes:
    buffer = io.BytesIO()
    _Pickler(buffer, protocol=pickle.HIGHEST_PROTOCOL).dump(obj)
    return buffer.getvalue()


def _serve(conn: Any) -> None:  # pragma: no cover - runs in the helper process
    """The helper's loop: one decision at a time, in the order asked."""
    if hasattr(os, "nice"):
        try:
            os.nice(HELPER_NICENESS)  # on a busy machine the frames win, the search waits
        except OSError:
            pass
    try:
        conn.send((0, None, None, None))  # ready
    except (EOFError, OSError):
        return
    while True:
        try:
            job = conn.recv()
        except (EOFError, OSError):
            return
        if job is None:
            return
        job_id, payload = job
        try:
            bot, observation, legal, deadline = pickle.loads(payload)
            if hasattr(bot, "deadline"):
                bot.deadline = deadline
            action = bot.choose(observation, legal)
            try:
                answer: Any = ("index", legal.index(action))
            except ValueError:
                answer = ("action", action)
            reply = (job_id, dumps(answer), dumps(bot), None)
        except BaseException as exc:  # noqa: BLE001 - reported to the parent
            reply = (job_id, None, None, f"{type(exc).__name__}: {exc}")
        try:
            conn.send(reply)
        except (EOFError, OSError):
            return


class _Host:
    """One helper process and the pipe to it; replaced when it dies or overruns."""

    def __init__(self) -> None:
        import multiprocessing  # here: the title's start-up does not pay for it

        methods = multiprocessing.get_all_start_methods()
        self.ctx = multiprocessing.get_context("forkserver" if "forkserver" in methods
                                               else "spawn")
        self.process: Any = None
        self.conn: Any = None
        self.busy: set[int] = set()  # jobs sent and not yet answered
        self.replies: dict[int, tuple] = {}
        self.lock = threading.Lock()
        self.next_id = 0
        self.replaced = 0  # helpers killed (crash or overrun); tests read it
        self.starting: threading.Thread | None = None
        self.failed = False  # processes cannot be started here: threads from now on

    def _launch(self) -> tuple[Any, Any] | None:
        """A new helper, once it has said hello (a fraction of a second: never called
        with the lock held, so the frame loop's polls do not wait for it)."""
        try:
            parent, child = self.ctx.Pipe()
            process = self.ctx.Process(target=_serve, args=(child,), name="bot-helper",
                                       daemon=True)
            process.start()
            child.close()
            if not parent.poll(30.0):
                process.kill()
                raise RuntimeError("the bot helper did not start")
            parent.recv()  # hello
        except Exception:  # noqa: BLE001 - no processes here: threads will do
            self.failed = True
            return None
        return process, parent

    def _ensure(self) -> None:
        """The helper is up (starting it and waiting if needed)."""
        if self.ready():
            return
        launched = self._launch()
        with self.lock:
            if launched is None:
                return
            if self.ready():  # another thread was quicker
                launched[0].kill()
                return
            self._stop()
            self.process, self.conn = launched
            self.busy.clear()
            self.replies.clear()

    def start_async(self) -> None:
        """Start the helper in the background (decisions meanwhile think in threads)."""
        if self.failed or self.ready() or (
                self.starting is not None and self.starting.is_alive()):
            return

        def run() -> None:
            self._ensure()

        self.starting = threading.Thread(target=run, name="bot-helper-start", daemon=True)
        self.starting.start()

    def ready(self) -> bool:
        return self.process is not None and self.process.is_alive()

    def try_submit(self, payload: bytes) -> int | None:
        """Send a decision to the helper; None when it is not up (yet): think elsewhere."""
        if not self.lock.acquire(blocking=False):
            return None  # starting or replacing
        try:
            if not self.ready():
                up = False
            else:
                self.next_id += 1
                job_id = self.next_id
                self.conn.send((job_id, payload))
                self.busy.add(job_id)
                return job_id
        except (OSError, ValueError, EOFError):
            self._crashed()
            up = False
        finally:
            self.lock.release()
        if not up:
            self.start_async()
        return None

    def submit(self, payload: bytes) -> int:
        """Send a decision, starting the helper first if needed (blocks: tests)."""
        self._ensure()
        with self.lock:
            if not self.ready():
                raise RuntimeError("no bot helper process")
            self.next_id += 1
            job_id = self.next_id
            self.conn.send((job_id, payload))
            self.busy.add(job_id)
            return job_id

    def reply(self, job_id: int) -> tuple | None:
        """The helper's answer to `job_id` if it has come (never blocks)."""
        with self.lock:
            if job_id in self.replies:
                return self.replies.pop(job_id)
            if job_id not in self.busy:
                return (job_id, None, None, "the bot helper was replaced")
            try:
                while self.conn.poll(0):
                    got = self.conn.recv()
                    self.busy.discard(got[0])
                    self.replies[got[0]] = got
            except (EOFError, OSError):
                self._crashed()
                return (job_id, None, None, "the bot helper died")
            if job_id in self.replies:
                return self.replies.pop(job_id)
            if not self.process.is_alive():
                self._crashed()
                return (job_id, None, None, "the bot helper died")
            return None

    def forget(self, job_id: int) -> None:
        """A cancelled job. If the helper is still on it, the helper is replaced (the
        next decision must not queue behind a search nobody wants); a new one starts in
        the background and decisions meanwhile take threads."""
        with self.lock:
            self.replies.pop(job_id, None)
            if job_id not in self.busy:
                return
            try:
                while self.conn.poll(0):  # answered after all: keep the helper
                    got = self.conn.recv()
                    self.busy.discard(got[0])
                    if got[0] != job_id:
                        self.replies[got[0]] = got
            except (EOFError, OSError):
                pass
            if job_id not in self.busy:
                return
            self._stop()
        self.start_async()

    def overran(self, job_id: int) -> None:
        """The job went past the cap: if the helper is still on it, replace the helper."""
        with self.lock:
            self.replies.pop(job_id, None)
            if job_id in self.busy:
                self.replaced += 1
                self._stop()

    def _crashed(self) -> None:
        self.replaced += 1
        self._stop()

    def _stop(self) -> None:
        process, conn = self.process, self.conn
        self.process = self.conn = None
        self.busy.clear()
        if conn is not None:
            try:
                conn.close()
            except OSError:
                pass
        if process is not None and process.is_alive():
            process.kill()
            process.join(timeout=1.0)

    def close(self) -> None:
        with self.lock:
            if self.conn is not None and self.process is not None and self.process.is_alive():
                try:
                    self.conn.send(None)
                except (OSError, ValueError):
                    pass
                self.process.join(timeout=0.5)
            self._stop()


_host: _Host | None = None
_host_lock = threading.Lock()


def host() -> _Host:
    """The program's helper process (started on first use)."""
    global _host
    with _host_lock:
        if _host is None:
            _host = _Host()
            atexit.register(_host.close)
        return _host


def prestart(wait: bool = False) -> None:
    """Start the helper in the background (or now, with `wait`)."""
    h = host()
    if wait:
        h._ensure()
    else:
        h.start_async()


def shutdown() -> None:
    """Stop the helper (it is started again when needed)."""
    if _host is not None:
        _host.close()


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
    def __init__(self, bot: Any, cap: float = DEFAULT_CAP, min_pace: float = 0.0,
                 fallback: Callable[[list[Action]], Action] | None = None,
                 mode: str | None = None) -> None:
        self.bot = bot
        self.fallback = fallback
        self.cap = cap
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
        self._started = time.perf_counter()
        deadline = self._started + self.cap * 0.8
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

    def _collect(self) -> None:
        """Process mode: take the helper's answer into `_result` / `_error`."""
        if self._job is None or self._result is not None or self._error is not None:
            return
        got = host().reply(self._job)
        if got is None:
            return
        _, answer, bot_state, error = got
        self._job = None
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
            return self._fallback()
        if result is not None and elapsed >= self.min_pace:
            self._done()
            return result
        if elapsed >= self.cap:
            if self._job is not None:
                host().overran(self._job)  # still searching: the helper is replaced
                self._job = None
            self.cancel()
            return self._fallback()
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

    def _fallback(self) -> Action:
        legal = self._legal
        return self.fallback(legal) if self.fallback is not None else legal[0]
