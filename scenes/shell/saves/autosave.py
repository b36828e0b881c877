"""Saving a match after every action, off the frame loop: `AutoSave` notices a change
and hands the bytes to a writer thread of its own, so the fsync never holds up a frame.
Pure logic and files: no pygame."""

from __future__ import annotations

import atexit
import threading
from typing import Any

from scenes.shell.saves.store import SaveStore, SessionLike

Game = Any  # any registered game's engine


class AutoSave:
    """Saves a match whenever its game changed since the last save: call `tick()` once
    a frame (and after anything that may change the game), and `close()` when the
    match leaves the table.

    One call site instead of one per `submit` (board, plot builder, bot worker) and
    `undo`: a change is a different record or a different Game object (undo swaps in a
    snapshot). Comparing the record costs microseconds; a save happens only on change.
    With `store.background` the bytes are made here and written by `_Writer`.
    """

    def __init__(self, store: SaveStore, session: SessionLike) -> None:
        # The match's own slot (a store with one slot per game: its game's).
        game_id = getattr(session, "game_id", None)
        self.store = store.for_game(game_id) if isinstance(game_id, str) else store
        self.session = session
        self._game: Game | None = None
        self._record: list[str] = []
        self.notice: str | None = None  # set once when saving starts failing: show it
        self._writer = _Writer(self.store) if self.store.background else None

    def tick(self) -> bool:
        """Save if needed; True if a save was attempted (or handed to the writer)."""
        self._collect()
        game = self.session.game
        if game is self._game and game.record == self._record:
            return False
        self._game, self._record = game, list(game.record)
        if self._writer is not None and not game.is_over:
            self._writer.put(self.store.current_bytes(self.session))
            return True
        if self._writer is not None:
            # The last running-match write must land before the archive removes it.
            self._writer.flush()
        failed_before = self.store.last_error is not None
        # Said when saving starts failing, and always when the ended game cannot be filed.
        if self.store.save(self.session) is None and (not failed_before or game.is_over):
            self.notice = self.store.last_error
        return True

    def flush(self) -> None:
        """Wait until what was handed to the writer is on disk."""
        if self._writer is not None:
            self._writer.flush()
        self._collect()

    def close(self) -> None:
        """The match leaves the table: finish writing and let the writer go."""
        if self._writer is not None:
            self._writer.close()
            self._collect()
            self._writer = None

    def _collect(self) -> None:
        """A failure on the writer's thread becomes a notice here, on the main one."""
        if self._writer is not None and self._writer.failed and self.notice is None:
            self.notice, self._writer.failed = self._writer.failed, None


class _Writer:
    """Writes the latest running-match save on a thread of its own: the fsync that lets
    a save survive a power cut takes ~16 ms on this project's test machine, a whole
    frame, after every action. Only the newest bytes matter, so a write still waiting
    is replaced, never queued behind."""

    def __init__(self, store: SaveStore) -> None:
        self.store = store
        self.failed: str | None = None  # the first failure since the last notice
        self._was_ok = True
        self._cond = threading.Condition()
        self._pending: bytes | None = None
        self._busy = False
        self._closing = False
        self._thread = threading.Thread(target=self._run, name="autosave", daemon=True)
        self._thread.start()
        atexit.register(self.close)  # a normal exit never drops the last action

    def put(self, data: bytes) -> None:
        with self._cond:
            self._pending = data
            self._cond.notify_all()

    def flush(self, timeout: float = 10.0) -> None:
        with self._cond:
            self._cond.wait_for(lambda: self._pending is None and not self._busy, timeout)

    def close(self) -> None:
        self.flush()
        with self._cond:
            self._closing = True
            self._cond.notify_all()
        atexit.unregister(self.close)

    def _run(self) -> None:
        while True:
            with self._cond:
                self._cond.wait_for(lambda: self._pending is not None or self._closing)
                if self._pending is None:
                    return  # closing, and nothing left to write
                data, self._pending = self._pending, None
                self._busy = True
            ok = self.store.write_current(data)
            with self._cond:
                self._busy = False
                if not ok and self._was_ok:  # said when saving starts failing, not after
                    self.failed = self.store.last_error  # every action while it fails
                self._was_ok = ok
                self._cond.notify_all()

