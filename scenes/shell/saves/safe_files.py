"""Files that survive a crash: atomic replacement, and setting a bad file aside.

Pure standard library (no pygame). Used by the save store and the settings store.
"""

from __future__ import annotations

import os
import re
import time
from pathlib import Path

TEMP_SUFFIX = ".tmp"
# Temporary files carry this program's own name, `.conspiracy-table-<file>.<pid>.<n>.tmp`,
# so that a folder shared with other programs (a `$CONSPIRACY_TABLE_DATA` pointed at a
# common folder) never loses their `.*.tmp` files: only ours are cleaned.
TEMP_PREFIX = ".conspiracy-table-"
_OUR_TEMP = re.compile(re.escape(TEMP_PREFIX) + r".+\.(\d+)\.\d+" + re.escape(TEMP_SUFFIX))
_counter = iter(range(1, 1 << 62))


def write_atomic(path: Path, data: bytes, *, durable: bool = True) -> None:
    """Replace `path` with `data` so that a reader only ever sees the old or the new file.

    The bytes go to a temporary file in the same folder (a rename is only atomic within
    one file system), are flushed and fsynced, then `os.replace` swaps it in. A process
    killed at any moment leaves at worst a stray temporary file, never a half file.
    `durable=False` skips the fsyncs: still atomic against a crash of the program, but a
    power cut may lose the latest write.
    """
    path.parent.mkdir(parents=True, exist_ok=True)
    tmp = temp_name(path)
    fd = os.open(tmp, os.O_WRONLY | os.O_CREAT | os.O_EXCL | getattr(os, "O_CLOEXEC", 0)
                 | getattr(os, "O_BINARY", 0), 0o644)
    try:
        with os.fdopen(fd, "wb") as f:
            f.write(data)
            f.flush()
            if durable:
                os.fsync(f.fileno())
        os.replace(tmp, path)
    except BaseException:
        # Also on KeyboardInterrupt: never leave our temporary file behind.
        try:
            os.unlink(tmp)
        except OSError:
            pass
        raise
    if durable:
        _fsync_folder(path.parent)


def temp_name(path: Path) -> Path:
    """A name of this program's own beside `path`, unique in this process."""
    return path.with_name(f"{TEMP_PREFIX}{path.name}.{os.getpid()}.{next(_counter)}"
                          f"{TEMP_SUFFIX}")


def is_our_temp(name: str) -> bool:
    return _OUR_TEMP.fullmatch(name) is not None


def _fsync_folder(folder: Path) -> None:
    """Make the rename itself durable (POSIX); folders cannot be opened on Windows."""
    if os.name != "posix":
        return
    try:
        fd = os.open(folder, os.O_RDONLY)
    except OSError:
        return
    try:
        os.fsync(fd)
    except OSError:
        pass
    finally:
        os.close(fd)


def remove_stale_temps(folder: Path) -> int:
    """Delete the temporary files `write_atomic` left in `folder` when killed mid-write.

    Only this program's own names (`TEMP_PREFIX`), and only those of a process that is
    gone: a copy still running (say, one without the table lock) keeps its write.
    """
    removed = 0
    try:
        names = os.listdir(folder)
    except OSError:
        return 0
    for name in names:
        match = _OUR_TEMP.fullmatch(name)
        if match is None or _alive(int(match[1])):
            continue
        try:
            (folder / name).unlink()
            removed += 1
        except OSError:
            pass
    return removed


def _alive(pid: int) -> bool:
    """Whether process `pid` exists (our own temps, from this process, count as live)."""
    if pid == os.getpid():
        return True
    if os.name != "posix":
        return False
    try:
        os.kill(pid, 0)
    except ProcessLookupError:
        return False
    except (PermissionError, OverflowError, ValueError):
        return pid < (1 << 31)  # someone else's process: leave its file
    return True


def set_aside(path: Path, reason: str) -> Path | None:
    """Rename `path` to `<stem>.<reason>-<timestamp><suffix>` beside it; None if impossible.

    The bad file is kept (never deleted) so that nothing is lost and it can be examined.
    """
    stamp = time.strftime("%Y%m%d-%H%M%S")
    for n in range(1, 1000):
        extra = "" if n == 1 else f"-{n}"
        target = path.with_name(f"{path.stem}.{reason}-{stamp}{extra}{path.suffix}")
        if target.exists():
            continue
        try:
            os.replace(path, target)
        except OSError:
            return None
        return target
    return None
