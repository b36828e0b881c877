"""The history file: opened safely, one transaction per finished game, profiles, CSV.

One SQLite file beside the saves (`history.sqlite` in the data folder; the kiosk's in its
own folder). The file is in WAL mode with `synchronous=FULL`: a program killed at any
moment leaves every committed game and no half of the one being written (the next open
recovers the log up to its last commit), with one fsync per game (a third of the
rollback journal's time: docs/benchmarks.md). Two copies of the program wait for each
other (`busy_timeout`), and only the copy holding the data folder's lock
(scenes/shell/saves/lock.py) writes at all, as with the saves.

A file that cannot be our history (damaged, locked by another program past the timeout,
another program's database, a newer version, not a regular file) is set aside with
`safe_files.set_aside` (never deleted), `problem` says so in a player's words, and a fresh
file is started: the table never fails to start because of its history.
"""

from __future__ import annotations

import csv
import io
import json
import os
import sqlite3
import stat
import zlib
from collections.abc import Iterable
from dataclasses import asdict, dataclass, replace
from datetime import date
from pathlib import Path

from scenes.shell.history.rating import rate
from scenes.shell.history.record import HUMAN, GameRecord, SeatRecord
from scenes.shell.history.schema import ForeignFile, FutureFile, check, migrate
from scenes.shell.saves.safe_files import set_aside, write_atomic

FILE = "history.sqlite"
PENDING = "history-pending"  # finished games the file could not take when they ended
TIMEOUT = 5.0  # seconds another copy's write may hold the file
NAME_LEN = 16  # as a seat's name at setup
FORMER = "Former player"  # a deleted profile's seats: their games stay, their name goes
MESSAGES = {
    "damaged": "The history of games was damaged",
    "locked": "The history of games was locked by another program",
    "foreign": "The history file belonged to another program",
    "newer": "The history of games was written by a newer version of Conspiracy Table",
    "not-a-file": "Something that is not a file was where the history of games belongs",
}


@dataclass(frozen=True)
class Profile:
    id: int
    name: str
    colour: int = 0
    symbol: str = ""


class HistoryDB:
    """`HistoryDB(folder)`; `kiosk=True`: no profiles, no names, only today's games."""

    def __init__(self, folder: Path, *, kiosk: bool = False, timeout: float = TIMEOUT,
                 today: date | None = None) -> None:
        self.folder = Path(folder)
        self.path = self.folder / FILE
        self.kiosk = kiosk
        self.timeout = timeout
        self.problem = ""  # what was set aside, in words (the title shows it once)
        self.aside: Path | None = None
        self.conn = self._open()
        if self.conn is not None:
            self.file_pending()
        if kiosk and self.conn is not None:
            self.forget_before(today or date.today())
        elif self.conn is not None and self.conn.execute(
                "SELECT 1 FROM meta WHERE key = 'ratings_stale'").fetchone():
            self.recompute_ratings()  # an older file's games, rated once

    # ---- opening -------------------------------------------------------------------------
    def _connect(self) -> sqlite3.Connection:
        self.folder.mkdir(parents=True, exist_ok=True)
        try:
            mode = os.stat(self.path, follow_symlinks=False).st_mode
        except FileNotFoundError:
            mode = None
        if mode is not None and not stat.S_ISREG(mode):  # a pipe would hang the reader
            raise _Bad("not-a-file")
        conn = sqlite3.connect(self.path, timeout=self.timeout, isolation_level=None,
                               check_same_thread=False)
        try:
            conn.execute("PRAGMA foreign_keys = ON")
            if conn.execute("PRAGMA quick_check").fetchone()[0] != "ok":
                raise _Bad("damaged")
            check(conn)  # nothing is written to a file that is not ours
            conn.execute("PRAGMA journal_mode = WAL")
            conn.execute("PRAGMA synchronous = FULL")
            migrate(conn)
            # A write lock another program holds past the timeout is found now, not when
            # a finished game has to be filed (in WAL mode readers never wait).
            conn.execute("BEGIN IMMEDIATE")
            conn.execute("ROLLBACK")
        except BaseException:
            conn.close()
            raise
        return conn

    def _open(self) -> sqlite3.Connection | None:
        try:
            return self._connect()
        except _Bad as exc:
            reason = exc.reason
        except ForeignFile:
            reason = "foreign"
        except FutureFile:
            reason = "newer"
        except sqlite3.OperationalError as exc:
            text = str(exc).lower()
            reason = "locked" if "locked" in text or "busy" in text else "damaged"
        except (sqlite3.DatabaseError, OSError):
            reason = "damaged"
        self.aside = set_aside(self.path, reason)
        for extra in ("-journal", "-wal", "-shm"):  # its journal goes with it
            side = self.path.with_name(self.path.name + extra)
            if side.exists() and self.aside is not None:
                os.replace(side, self.aside.with_name(self.aside.name + extra))
        where = (f" It has been kept as {self.aside.name} in {self.aside.parent}."
                 if self.aside is not None else "")
        self.problem = f"{MESSAGES[reason]}; a new one has been started.{where}"
        try:
            return self._connect()
        except (sqlite3.Error, _Bad, ForeignFile, FutureFile, OSError) as exc:
            self.problem += f" The new one could not be opened either ({exc}): " \
                            "games are not remembered in this run."
            return None

    def close(self) -> None:
        if self.conn is not None:
            self.conn.close()
            self.conn = None

    def take_problem(self) -> str:
        problem, self.problem = self.problem, ""
        return problem

    # ---- writing a finished game ---------------------------------------------------------
    def write_game(self, record: GameRecord) -> int | None:
        """File `record` in ONE transaction; its row id (the existing one if this very
        game is filed already), or None if the history cannot be written now."""
        conn = self.conn
        if conn is None:
            return None
        if self.kiosk:
            record = record.anonymous()
        try:
            conn.execute("BEGIN IMMEDIATE")
            try:
                row = conn.execute("SELECT id FROM games WHERE record_key = ?",
                                   (record.key,)).fetchone()
                if row is not None:
                    conn.execute("ROLLBACK")
                    return int(row[0])
                game = conn.execute(
                    "INSERT INTO games (game_id, finished_at, options, config, seed, actions,"
                    " rounds, minutes, draw, why, record_key) VALUES (?,?,?,?,?,?,?,?,?,?,?)",
                    (record.game_id, record.when(), _json(record.options),
                     _json(record.config), record.seed, _packed(list(record.actions)),
                     record.rounds, record.minutes, int(record.draw), record.why,
                     record.key)).lastrowid
                profiles = [self._profile_id(seat.name)
                            if seat.kind == HUMAN and not self.kiosk else None
                            for seat in record.seats]
                ratings = self._rated(record, profiles)
                for p, (seat, profile) in enumerate(zip(record.seats, profiles)):
                    mu, sigma = ratings[p] or (None, None)
                    conn.execute("INSERT INTO seats (game, seat, name, kind, score, winner,"
                                 " profile, mu, sigma) VALUES (?,?,?,?,?,?,?,?,?)",
                                 (game, p, seat.name, seat.kind, seat.score,
                                  int(seat.winner), profile, mu, sigma))
                conn.execute("COMMIT")
            except BaseException:
                conn.execute("ROLLBACK")
                raise
        except sqlite3.Error as exc:
            kept = self._keep_pending(record)
            self.problem = (f"This game could not be added to the history yet ({exc}); "
                            + ("it is kept and added at the next start." if kept
                               else "it could not be kept either."))
            return None
        return int(game)

    # ---- a game that could not be filed: kept beside, filed at the next opening -------------
    @property
    def pending_folder(self) -> Path:
        return self.folder / PENDING

    def _keep_pending(self, record: GameRecord) -> bool:
        record = replace(record, finished_at=record.when())  # when it ended, not when filed
        try:
            write_atomic(self.pending_folder / f"{record.key}.json",
                         _json(asdict(record)).encode("utf-8"))
        except OSError:
            return False
        return True

    def file_pending(self) -> int:
        """File the games kept when the history could not be written (each once: its key)."""
        filed = 0
        try:
            names = sorted(p for p in self.pending_folder.iterdir() if p.suffix == ".json")
        except OSError:
            return 0
        for path in names:
            try:
                data = json.loads(path.read_text(encoding="utf-8"))
                seats = tuple(SeatRecord(**seat) for seat in data.pop("seats"))
                record = GameRecord(**{**data, "seats": seats,
                                       "actions": tuple(data["actions"])})
            except (OSError, ValueError, TypeError, KeyError):
                set_aside(path, "damaged")
                continue
            if self.write_game(record) is not None:
                path.unlink(missing_ok=True)
                filed += 1
        return filed

    def _rated(self, record: GameRecord, profiles: list[int | None]
               ) -> list[tuple[float, float] | None]:
        """Each profiled seat's rating after this game (kiosk: none)."""
        if self.kiosk or not any(p is not None for p in profiles):
            return [None] * len(profiles)
        table = []
        for seat, profile in zip(record.seats, profiles):
            mu = sigma = None
            if profile is not None:
                mu, sigma = self._last_rating(profile)
            table.append((seat.kind if profile is not None or seat.kind != HUMAN else "medium",
                          mu, sigma, seat.winner))
        new = rate(table, record.draw)
        return [r if profile is not None else None for r, profile in zip(new, profiles)]

    def _last_rating(self, profile: int) -> tuple[float | None, float | None]:
        row = self.conn.execute("SELECT mu, sigma FROM seats WHERE profile = ? AND mu IS NOT"
                                " NULL ORDER BY game DESC LIMIT 1", (profile,)).fetchone()
        return (row[0], row[1]) if row else (None, None)

    def recompute_ratings(self) -> None:
        """Every rating again from the first game (after a merge, a deletion, an upgrade
        of the file), in one transaction."""
        if self.conn is None or self.kiosk:
            return
        with _transaction(self.conn) as conn:
            conn.execute("UPDATE seats SET mu = NULL, sigma = NULL")
            current: dict[int, tuple[float, float]] = {}
            seats: list = []
            last = None
            rows = conn.execute("SELECT s.game, s.seat, s.kind, s.profile, s.winner, g.draw"
                                " FROM seats s JOIN games g ON g.id = s.game"
                                " ORDER BY s.game, s.seat").fetchall()
            for row in [*rows, None]:
                if seats and (row is None or row[0] != last):
                    self._rate_again(conn, seats, current)
                    seats = []
                if row is not None:
                    seats.append(row)
                    last = row[0]
            conn.execute("DELETE FROM meta WHERE key = 'ratings_stale'")

    @staticmethod
    def _rate_again(conn: sqlite3.Connection, seats: list,
                    current: dict[int, tuple[float, float]]) -> None:
        if not any(s[3] is not None for s in seats):
            return
        table = [(kind if profile is not None or kind != HUMAN else "medium",
                  *(current.get(profile, (None, None)) if profile is not None
                    else (None, None)), bool(winner))
                 for _, _, kind, profile, winner, _ in seats]
        new = rate(table, bool(seats[0][5]))
        for (game, seat, _, profile, _, _), r in zip(seats, new):
            if profile is not None and r is not None:
                current[profile] = r
                conn.execute("UPDATE seats SET mu = ?, sigma = ? WHERE game = ? AND seat = ?",
                             (r[0], r[1], game, seat))

    def _profile_id(self, name: str) -> int:
        """The profile a human seat's name names, made on first use (inside a transaction)."""
        row = self.conn.execute("SELECT id FROM profiles WHERE name = ?", (name,)).fetchone()
        if row is not None:
            return int(row[0])
        return int(self.conn.execute("INSERT INTO profiles (name, colour) VALUES (?, ?)",
                                     (name, self._free_colour())).lastrowid)

    def _free_colour(self) -> int:
        used = [r[0] for r in self.conn.execute("SELECT colour FROM profiles")]
        return min(range(6), key=lambda c: (used.count(c), c))

    # ---- profiles ------------------------------------------------------------------------
    def profiles(self) -> list[Profile]:
        if self.conn is None:
            return []
        return [Profile(*row) for row in self.conn.execute(
            "SELECT id, name, colour, symbol FROM profiles ORDER BY name COLLATE NOCASE")]

    def profile(self, profile_id: int) -> Profile | None:
        return next((p for p in self.profiles() if p.id == profile_id), None)

    def named(self, name: str) -> Profile | None:
        return next((p for p in self.profiles() if p.name.casefold() == name.casefold()),
                    None)

    def create_profile(self, name: str, colour: int = 0, symbol: str = "") -> Profile:
        name = _check_name(name)
        self._writable()
        try:
            with _transaction(self.conn):
                pid = self.conn.execute(
                    "INSERT INTO profiles (name, colour, symbol) VALUES (?, ?, ?)",
                    (name, int(colour), symbol[:2])).lastrowid
        except sqlite3.IntegrityError:
            raise ValueError(f"There is already a player called {name}.") from None
        return Profile(int(pid), name, int(colour), symbol[:2])

    def rename(self, profile_id: int, name: str) -> None:
        name = _check_name(name)
        self._writable()
        try:
            with _transaction(self.conn):
                self.conn.execute("UPDATE profiles SET name = ? WHERE id = ?",
                                  (name, profile_id))
        except sqlite3.IntegrityError:
            raise ValueError(f"There is already a player called {name}.") from None

    def restyle(self, profile_id: int, colour: int, symbol: str = "") -> None:
        self._writable()
        with _transaction(self.conn):
            self.conn.execute("UPDATE profiles SET colour = ?, symbol = ? WHERE id = ?",
                              (int(colour), symbol[:2], profile_id))

    def merge(self, source: int, into: int) -> None:
        """`source`'s games become `into`'s, and `source` goes (one transaction)."""
        if source == into:
            return
        self._writable()
        with _transaction(self.conn):
            # A game both sat at stays one game of `into`: the other seat keeps its name only.
            self.conn.execute("UPDATE seats SET profile = NULL WHERE profile = ? AND game IN"
                              " (SELECT game FROM seats WHERE profile = ?)", (source, into))
            self.conn.execute("UPDATE seats SET profile = ? WHERE profile = ?", (into, source))
            self.conn.execute("DELETE FROM profiles WHERE id = ?", (source,))
        self.recompute_ratings()

    def delete(self, profile_id: int) -> None:
        """The profile goes and its name with it; its games stay for the other players."""
        self._writable()
        with _transaction(self.conn):
            self.conn.execute("UPDATE seats SET profile = NULL, name = ? WHERE profile = ?",
                              (FORMER, profile_id))
            self.conn.execute("DELETE FROM profiles WHERE id = ?", (profile_id,))
        self.recompute_ratings()

    def adopt_seat_names(self, seats: Iterable[tuple[str, int]]) -> int:
        """Once per file: the settings' seat names (name, colour) become profiles, so
        nothing typed there is lost; placeholders are the caller's to leave out."""
        if self.conn is None or self.kiosk:
            return 0
        made = 0
        with _transaction(self.conn):
            if self.conn.execute("SELECT 1 FROM meta WHERE key = 'seats_adopted'").fetchone():
                return 0
            for name, colour in seats:
                try:
                    name = _check_name(name)
                except ValueError:
                    continue
                made += self.conn.execute(
                    "INSERT OR IGNORE INTO profiles (name, colour) VALUES (?, ?)",
                    (name, int(colour))).rowcount
            self.conn.execute("INSERT INTO meta (key, value) VALUES ('seats_adopted', '1')")
        return made

    def _writable(self) -> None:
        if self.conn is None:
            raise ValueError("The history cannot be written in this run.")

    # ---- the kiosk's day -------------------------------------------------------------------
    def forget_before(self, day: date) -> int:
        """Every game before `day` goes (the kiosk's board starts each day afresh)."""
        with _transaction(self.conn):
            return self.conn.execute("DELETE FROM games WHERE finished_at < ?",
                                     (day.isoformat(),)).rowcount

    # ---- reading ---------------------------------------------------------------------------
    def count(self) -> int:
        if self.conn is None:
            return 0
        return int(self.conn.execute("SELECT COUNT(*) FROM games").fetchone()[0])

    def game(self, row_id: int) -> dict | None:
        """A filed game with what its replay needs (config, seed, actions, seats)."""
        if self.conn is None:
            return None
        row = self.conn.execute(
            "SELECT id, game_id, finished_at, options, config, seed, actions, rounds,"
            " minutes, draw, why FROM games WHERE id = ?", (row_id,)).fetchone()
        if row is None:
            return None
        keys = ("id", "game_id", "finished_at", "options", "config", "seed", "actions",
                "rounds", "minutes", "draw", "why")
        out = dict(zip(keys, row))
        for key in ("options", "config", "actions"):
            value = out[key]
            out[key] = json.loads(zlib.decompress(value) if isinstance(value, bytes) else value)
        out["seats"] = [dict(zip(("name", "kind", "score", "winner", "profile"), r))
                        for r in self.conn.execute(
                            "SELECT name, kind, score, winner, profile FROM seats"
                            " WHERE game = ? ORDER BY seat", (row_id,))]
        return out

    def csv_text(self, profile_id: int | None = None) -> str:
        """One line per seat of every game (of one profile's games), for a spreadsheet."""
        out = io.StringIO()
        writer = csv.writer(out)
        writer.writerow(["game_no", "finished_at", "game", "seat", "name", "kind", "score",
                         "winner", "rounds", "minutes", "seed"])
        if self.conn is not None:
            where = ("WHERE g.id IN (SELECT game FROM seats WHERE profile = ?)"
                     if profile_id is not None else "")
            args = (profile_id,) if profile_id is not None else ()
            for row in self.conn.execute(
                    "SELECT g.id, g.finished_at, g.game_id, s.seat, s.name, s.kind, s.score,"
                    " s.winner, g.rounds, g.minutes, g.seed FROM games g JOIN seats s"
                    f" ON s.game = g.id {where} ORDER BY g.id, s.seat", args):
                writer.writerow([_cell(v) for v in row])
        return out.getvalue()

    def export_csv(self, path: Path, profile_id: int | None = None) -> Path:
        write_atomic(Path(path), self.csv_text(profile_id).encode("utf-8"))
        return Path(path)


class _Bad(Exception):
    def __init__(self, reason: str) -> None:
        super().__init__(reason)
        self.reason = reason


class _transaction:
    """BEGIN IMMEDIATE … COMMIT, or ROLLBACK on any exception."""

    def __init__(self, conn: sqlite3.Connection | None) -> None:
        if conn is None:
            raise ValueError("The history cannot be written in this run.")
        self.conn = conn

    def __enter__(self) -> sqlite3.Connection:
        self.conn.execute("BEGIN IMMEDIATE")
        return self.conn

    def __exit__(self, kind: object, *_: object) -> None:
        self.conn.execute("COMMIT" if kind is None else "ROLLBACK")


def _check_name(name: str) -> str:
    name = " ".join(str(name).split())
    if not name or len(name) > NAME_LEN or not name.isprintable():
        raise ValueError(f"A player's name is 1 to {NAME_LEN} printable characters.")
    return name


def _json(value: object) -> str:
    return json.dumps(value, sort_keys=True, separators=(",", ":"), default=str)


def _packed(actions: list[str]) -> bytes:
    """An action record as deflated JSON: a game's record is most of its row, and its
    texts repeat (a fifth of the size; a row read back may be either form)."""
    return zlib.compress(_json(actions).encode("utf-8"), 6)


def _cell(value: object) -> object:
    """A spreadsheet runs a cell starting with = + - @ as a formula: not a name's."""
    if isinstance(value, str) and value[:1] in ("=", "+", "-", "@"):
        return "'" + value
    return value
