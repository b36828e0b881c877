"""The history file's tables, and how an older file is brought up to date.

`PRAGMA user_version` is the schema's version; `MIGRATIONS[v]` takes a file from version
`v` to `v + 1`, each in the same transaction as the version bump, so a file is always at
one whole version. `PRAGMA application_id` marks the file as ours: a SQLite file of another
program (foreign) is never written to, it is set aside.
"""

from __future__ import annotations

import sqlite3

APPLICATION_ID = 0x43544842  # "CTHB": Conspiracy Table HistoryBase

# Version 1: games and their seats (names only). Version 2: profiles (name, colour,
# symbol), each human seat tied to one, and a record key so that one finished game can
# never land twice (a crash between filing and showing the results, a second press).
# Version 3: `meta` (what was done once, such as taking the settings' seat names over)
# and each human seat's rating after its game (mu, sigma: scenes/shell/history/rating.py).
# Version 4: seats indexed by (profile, game): a profile's last rating and its games in
# order without sorting its whole history (writing a game stays fast at 10,000 games).
# Version 5: covering indexes of the games' and the seats' small columns: statistics never
# read the games' rows, whose action records fill several pages each.
MIGRATIONS: tuple[str, ...] = (
    """
    CREATE TABLE games (
        id INTEGER PRIMARY KEY,
        game_id TEXT NOT NULL,
        finished_at TEXT NOT NULL,
        options TEXT NOT NULL,
        config TEXT NOT NULL,
        seed INTEGER NOT NULL,
        actions TEXT NOT NULL,
        rounds INTEGER,
        minutes REAL,
        draw INTEGER NOT NULL DEFAULT 0,
        why TEXT NOT NULL DEFAULT ''
    );
    CREATE TABLE seats (
        game INTEGER NOT NULL REFERENCES games(id) ON DELETE CASCADE,
        seat INTEGER NOT NULL,
        name TEXT NOT NULL,
        kind TEXT NOT NULL,
        score REAL,
        winner INTEGER NOT NULL DEFAULT 0,
        PRIMARY KEY (game, seat)
    );
    CREATE INDEX games_finished ON games(finished_at);
    """,
    """
    CREATE TABLE profiles (
        id INTEGER PRIMARY KEY,
        name TEXT NOT NULL UNIQUE COLLATE NOCASE,
        colour INTEGER NOT NULL DEFAULT 0,
        symbol TEXT NOT NULL DEFAULT '',
        created_at TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%S', 'now'))
    );
    ALTER TABLE seats ADD COLUMN profile INTEGER REFERENCES profiles(id);
    ALTER TABLE games ADD COLUMN record_key TEXT;
    CREATE UNIQUE INDEX games_key ON games(record_key);
    CREATE INDEX seats_profile ON seats(profile);
    INSERT OR IGNORE INTO profiles(name) SELECT DISTINCT name FROM seats WHERE kind = 'human';
    UPDATE seats SET profile = (SELECT id FROM profiles WHERE profiles.name = seats.name)
        WHERE kind = 'human';
    """,
    """
    CREATE TABLE meta (key TEXT PRIMARY KEY, value TEXT NOT NULL);
    ALTER TABLE seats ADD COLUMN mu REAL;
    ALTER TABLE seats ADD COLUMN sigma REAL;
    INSERT INTO meta (key, value) VALUES ('ratings_stale', '1');
    """,
    """
    CREATE INDEX seats_profile_game ON seats(profile, game);
    DROP INDEX seats_profile;
    """,
    """
    CREATE INDEX games_summary ON games(id, game_id, finished_at, minutes, draw);
    CREATE INDEX seats_profile_cover ON seats(profile, game, winner, mu, sigma, seat);
    DROP INDEX seats_profile_game;
    CREATE INDEX seats_game_kind ON seats(game, kind, winner, profile);
    """,
)
VERSION = len(MIGRATIONS)


class ForeignFile(Exception):
    """A SQLite file that is not ours (another application id, or tables we did not make)."""


class FutureFile(Exception):
    """A history written by a newer version of the program: never downgraded."""


def version_of(conn: sqlite3.Connection) -> int:
    return int(conn.execute("PRAGMA user_version").fetchone()[0])


def check(conn: sqlite3.Connection) -> int:
    """The file's version, reading only; ForeignFile / FutureFile for a file this program
    must not write (not even to change its journal mode)."""
    app_id = int(conn.execute("PRAGMA application_id").fetchone()[0])
    before = version_of(conn)
    tables = {r[0] for r in conn.execute(
        "SELECT name FROM sqlite_master WHERE type = 'table'")}
    if app_id not in (0, APPLICATION_ID) or (app_id == 0 and tables):
        raise ForeignFile(f"application id {app_id:#x}, tables {sorted(tables)[:5]}")
    if before > VERSION:
        raise FutureFile(f"version {before}, this program knows up to {VERSION}")
    return before


def migrate(conn: sqlite3.Connection, target: int = VERSION) -> int:
    """Bring `conn`'s file to `target` (one transaction per step); its version before.
    Raises ForeignFile / FutureFile for a file this program must not write."""
    before = check(conn)
    for step in range(before, target):
        # executescript commits first; BEGIN IMMEDIATE ... COMMIT makes the step atomic.
        conn.executescript(f"BEGIN IMMEDIATE; {MIGRATIONS[step]}\n"
                           f"PRAGMA application_id = {APPLICATION_ID};\n"
                           f"PRAGMA user_version = {step + 1}; COMMIT;")
    return before
