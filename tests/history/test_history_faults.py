"""A history file that cannot be ours is set aside with a message and a fresh one started
(issue 34, item 6), and a program killed while writing loses nothing already written."""

from __future__ import annotations

import os
import signal
import sqlite3
import subprocess
import sys
import textwrap
import time
from pathlib import Path

import pytest

from scenes.shell.history import schema
from scenes.shell.history.database import FILE, HistoryDB

from .history_cases import game

ROOT = Path(__file__).resolve().parents[2]


def _damaged(path: Path) -> None:
    path.write_bytes(b"SQLite format 3\0" + os.urandom(3000))


def _truncated(path: Path) -> None:
    db = HistoryDB(path.parent)
    for n in range(40):
        db.write_game(game(n))
    db.close()
    data = path.read_bytes()
    path.write_bytes(data[: len(data) // 2])


def _foreign(path: Path) -> None:
    conn = sqlite3.connect(path)
    conn.execute("CREATE TABLE recipes (name TEXT)")
    conn.commit()
    conn.close()


def _future(path: Path) -> None:
    conn = sqlite3.connect(path)
    conn.execute(f"PRAGMA application_id = {schema.APPLICATION_ID}")
    conn.execute(f"PRAGMA user_version = {schema.VERSION + 1}")
    conn.execute("CREATE TABLE games (id INTEGER PRIMARY KEY)")
    conn.commit()
    conn.close()


def _folder(path: Path) -> None:
    path.mkdir()


def _pipe(path: Path) -> None:
    os.mkfifo(path)


FAULTS = {"damaged": _damaged, "truncated": _truncated, "foreign": _foreign,
          "newer": _future, "folder": _folder, "pipe": _pipe}
REASON = {"truncated": "damaged", "folder": "not-a-file", "pipe": "not-a-file"}


@pytest.mark.parametrize("fault", list(FAULTS))
def test_a_bad_history_is_set_aside_and_a_fresh_one_started(fault: str,
                                                            tmp_path: Path) -> None:
    path = tmp_path / FILE
    FAULTS[fault](path)
    before = path.read_bytes() if path.is_file() else None
    db = HistoryDB(tmp_path)
    reason = REASON.get(fault, fault)
    assert db.aside is not None and f".{reason}-" in db.aside.name
    assert db.aside.name in db.problem and "new one has been started" in db.problem
    if before is not None:
        assert db.aside.read_bytes() == before  # kept as it was, never deleted
    assert db.write_game(game(1)) == 1 and db.count() == 1


def test_a_history_locked_past_the_timeout_is_set_aside(tmp_path: Path) -> None:
    HistoryDB(tmp_path).close()
    holder = sqlite3.connect(tmp_path / FILE, isolation_level=None)
    holder.execute("BEGIN EXCLUSIVE")
    try:
        db = HistoryDB(tmp_path, timeout=0.2)
        assert "locked" in db.problem and db.aside is not None
        assert db.write_game(game(1)) == 1
    finally:
        holder.execute("ROLLBACK")
        holder.close()


def test_another_copy_writing_is_waited_for(tmp_path: Path) -> None:
    first, second = HistoryDB(tmp_path), HistoryDB(tmp_path)
    first.conn.execute("BEGIN IMMEDIATE")
    first.conn.execute("INSERT INTO meta VALUES ('x', '1')")
    done: list[int | None] = []
    import threading

    thread = threading.Thread(target=lambda: done.append(second.write_game(game(1))))
    thread.start()
    time.sleep(0.3)
    first.conn.execute("COMMIT")  # the second write waited, then went in
    thread.join(10)
    assert done == [1] and first.count() == 1 and second.problem == ""


WRITER = textwrap.dedent("""
    import sys
    from pathlib import Path
    sys.path[:0] = [{root!r}, {tests!r}]
    from scenes.shell.history.database import HistoryDB
    from history.history_cases import game
    db = HistoryDB(Path(sys.argv[1]))
    for n in range(100000):
        db.write_game(game(n, ("Ada", "Bob"), ("hard", "easy")))
        print(n, flush=True)
""")


@pytest.mark.skipif(not hasattr(signal, "SIGKILL"), reason="POSIX only")
@pytest.mark.parametrize("after", [0.6, 1.1])
def test_a_kill_mid_write_loses_nothing_written_and_leaves_no_half_game(
        tmp_path: Path, after: float) -> None:
    script = WRITER.format(root=str(ROOT), tests=str(ROOT / "tests"))
    proc = subprocess.Popen([sys.executable, "-c", script, str(tmp_path)],
                            stdout=subprocess.PIPE, text=True)
    written = -1
    start = time.monotonic()
    while time.monotonic() - start < after + 20:
        line = proc.stdout.readline()
        if not line:
            break
        written = int(line)
        if written >= 3 and time.monotonic() - start > after:
            break
    proc.send_signal(signal.SIGKILL)  # mid-way through the next game's transaction
    proc.wait()
    proc.stdout.close()
    assert written >= 3
    db = HistoryDB(tmp_path)
    assert db.problem == ""
    count = db.count()
    assert count >= written + 1  # every game it said was written is there
    seats = db.conn.execute("SELECT game, COUNT(*) FROM seats GROUP BY game").fetchall()
    assert len(seats) == count and {n for _, n in seats} == {4}  # no half game


def test_a_game_the_file_cannot_take_is_kept_and_filed_at_the_next_start(
        tmp_path: Path) -> None:
    db = HistoryDB(tmp_path, timeout=0.2)
    holder = sqlite3.connect(tmp_path / FILE, isolation_level=None)
    holder.execute("BEGIN EXCLUSIVE")  # another program writes, for longer than we wait
    record = game(1, ("Ada",), ("hard",))  # no time given: it ends now
    try:
        assert db.write_game(record) is None
        assert "kept and added at the next start" in db.problem
        [kept] = list(db.pending_folder.iterdir())
        ended = __import__("json").loads(kept.read_text())["finished_at"]
        assert ended  # the time it ended, kept with it
    finally:
        holder.execute("ROLLBACK")
        holder.close()
    db.close()
    again = HistoryDB(tmp_path)
    assert again.count() == 1 and list(again.pending_folder.iterdir()) == []
    assert again.game(1)["actions"] == list(record.actions)
    assert again.named("Ada") is not None
    assert again.game(1)["finished_at"] == ended
