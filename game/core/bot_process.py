"""The bots' helper process: one persistent process per program, where every table's
bots think, so a CPU-bound search never holds the frame loop's interpreter lock.

A decision travels pickled as (bot, observation, legal, deadline) and comes back as the
index of the chosen action plus the bot as it is after deciding. Actions pickle as
(class, values). The helper starts with the "forkserver" (else "spawn") context — a
process with pygame/SDL open is never forked — at a lower CPU priority; one that crashes
or overruns is replaced. `game.core.worker.BotWorker` is its only client.
"""

from __future__ import annotations

import atexit
import io
import os
import pickle
import threading
from typing import Any

from .actions import Action

# The start of the error of a bot that decided but cannot travel back as it now is: the
# worker decides again in a thread, from the same state (the same answer, seed for seed).
STAYS = "the bot cannot travel back: "
HELPER_NICENESS = 10  # the helper's lower CPU priority (POSIX): the frames come first


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
                bot.deadline = deadline  # the runaway guard of this decision
            action = bot.choose(observation, legal)
            if hasattr(bot, "deadline"):
                bot.deadline = None  # the bot goes back without it
            try:
                answer: Any = ("index", legal.index(action))
            except ValueError:
                answer = ("action", action)
            try:
                state = dumps(bot)
            except Exception as exc:  # noqa: BLE001 - e.g. a plan held as a closure
                reply = (job_id, None, None, f"{STAYS}{type(exc).__name__}: {exc}")
            else:
                reply = (job_id, dumps(answer), state, None)
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

