"""One running table per data folder.

Two copies of the program writing the same autosave would lose one unfinished game
without a word. The first copy takes `fcntl.flock` on `.conspiracy-table.lock` in the
data folder and holds it until it exits; the operating system releases it when the
process ends in any way (a crash or `kill -9` included), so a stale lock never blocks
a restart. A second copy does not get the lock: it still starts, but saves nothing
and offers no Resume (the command line says so, and a notice on the title), so the
first copy's game is never touched. Pure standard library (no pygame).
"""

from __future__ import annotations

import os
from pathlib import Path

LOCK_FILE = ".conspiracy-table.lock"
BUSY_MESSAGE = ("Another Conspiracy Table is already running with this save folder "
                "({folder}). This copy can be played but saves nothing and offers no "
                "Resume, so the other one's game is safe.")


class TableLock:
    """`acquire()` once; the lock lasts until `release()` or the end of the process."""

    def __init__(self, folder: Path) -> None:
        self.folder = Path(folder)
        self.path = self.folder / LOCK_FILE
        self._fd: int | None = None

    @property
    def held(self) -> bool:
        return self._fd is not None

    def acquire(self) -> bool:
        """True if this process now holds the folder (or locks are not supported here:
        then nothing is prevented, as before); False if another process holds it."""
        if self._fd is not None:
            return True
        try:
            import fcntl
        except ImportError:  # Windows: no flock; run as before
            return True
        try:
            self.folder.mkdir(parents=True, exist_ok=True)
            fd = os.open(self.path, os.O_RDWR | os.O_CREAT | getattr(os, "O_CLOEXEC", 0)
                         | getattr(os, "O_NOFOLLOW", 0), 0o644)
        except OSError:
            return True  # no lock file possible (read-only folder): saving fails anyway
        try:
            fcntl.flock(fd, fcntl.LOCK_EX | fcntl.LOCK_NB)
        except OSError:
            os.close(fd)
            return False
        try:  # who holds it, for a curious operator (`cat .conspiracy-table.lock`)
            os.ftruncate(fd, 0)
            os.write(fd, f"{os.getpid()}\n".encode())
        except OSError:
            pass
        self._fd = fd
        return True

    def release(self) -> None:
        if self._fd is not None:
            os.close(self._fd)  # closing the descriptor releases the flock
            self._fd = None

    def message(self) -> str:
        return BUSY_MESSAGE.format(folder=self.folder)


def data_folder() -> Path:
    """The data folder saves go to (scenes.shell.saves.store.default_folder, without loading
    the engine that module brings)."""
    override = os.environ.get("CONSPIRACY_TABLE_DATA")
    if override:
        return Path(override)
    import platformdirs

    return Path(platformdirs.user_data_dir("conspiracy-table", appauthor=False))
