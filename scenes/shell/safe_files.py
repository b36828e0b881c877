"""Files that survive a crash: atomic replacement, and setting a bad file aside.

Pure standard library (no pygame). Used by the save store and the settings store.
"""

from __future__ import annotations

import os
import tempfile
import time
from pathlib import Path

TEMP_SUFFIX = ".tmp"


def write_atomic(path: Path, data: bytes, *, durable: bool = True) -> None:
    """Replace `path` with `data` so that a reader only ever sees the old or the new file.

    The bytes go to a temporary file in the same folder (a rename is only atomic within
    one file system), are flushed and fsynced, then `os.replace` swaps it in. A process
    killed at any moment leaves at worst a stray temporary file, never a half file.
    `durable=False` skips the fsyncs: still atomic against a crash of the program, but a
    power cut may lose the latest write.
    """
    path.parent.mkdir(parents=True, exist_ok=True)
    fd, tmp = tempfile.mkstemp(prefix=f".{path.name}.", suffix=TEMP_SUFFIX, dir=path.parent)
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

    Call at start-up only: a write in progress in another process would lose its temp.
    """
    removed = 0
    for tmp in folder.glob(f".*{TEMP_SUFFIX}"):
        try:
            tmp.unlink()
            removed += 1
        except OSError:
            pass
    return removed


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
