"""Statistics of one profile: pure functions over the history's tables (read only).

Every function takes the database connection and a profile id; none writes. The rating
line reads the ratings stored with each game (rating.py), so a long history opens fast.
"""

from __future__ import annotations

import math
import sqlite3
from dataclasses import dataclass

from scenes.shell.history.rating import START, points

LEVELS = ("random", "easy", "medium", "hard")


@dataclass(frozen=True)
class Share:
    """Won `won` of `played`, with its 95% Wilson interval (lo, hi) as fractions."""

    won: int
    played: int
    lo: float
    hi: float

    @property
    def share(self) -> float:
        return self.won / self.played if self.played else 0.0


def wilson(won: int, played: int, z: float = 1.96) -> tuple[float, float]:
    """The Wilson score interval of a share: honest with few games (never below 0 or
    above 1, wide when little is known)."""
    if played <= 0:
        return 0.0, 1.0
    p = won / played
    denom = 1 + z * z / played
    centre = (p + z * z / (2 * played)) / denom
    half = z * math.sqrt(p * (1 - p) / played + z * z / (4 * played * played)) / denom
    return max(0.0, centre - half), min(1.0, centre + half)


def share(won: int, played: int) -> Share:
    return Share(won, played, *wilson(won, played))


def per_game(conn: sqlite3.Connection, profile: int) -> dict[str, Share]:
    """Games played and won of each game, most played first."""
    rows = conn.execute(
        "SELECT g.game_id, COUNT(*), SUM(s.winner) FROM seats s"
        " JOIN games g INDEXED BY games_summary ON g.id = s.game"
        " WHERE s.profile = ? GROUP BY g.game_id ORDER BY COUNT(*) DESC, g.game_id",
        (profile,))
    return {gid: share(int(won or 0), int(n)) for gid, n, won in rows}


def versus_bots(conn: sqlite3.Connection, profile: int) -> dict[str, Share]:
    """Of the games with a bot of each level at the table, how many this profile won."""
    rows = conn.execute(
        "SELECT b.kind, COUNT(DISTINCT s.game), COUNT(DISTINCT CASE WHEN s.winner THEN"
        " s.game END) FROM seats s JOIN seats b ON b.game = s.game AND b.kind != 'human'"
        " WHERE s.profile = ? GROUP BY b.kind", (profile,))
    found = {kind: share(int(won), int(n)) for kind, n, won in rows}
    return {k: found[k] for k in sorted(found, key=lambda k: (
        LEVELS.index(k) if k in LEVELS else len(LEVELS), k))}


def rating_line(conn: sqlite3.Connection, profile: int) -> list[tuple[str, int]]:
    """(finished_at, rating points) after each rated game, oldest first; the start first."""
    rows = conn.execute(
        "SELECT g.finished_at, s.mu FROM seats s"
        " JOIN games g INDEXED BY games_summary ON g.id = s.game"
        " WHERE s.profile = ? AND s.mu IS NOT NULL ORDER BY s.game", (profile,)).fetchall()
    if not rows:
        return []
    return [(rows[0][0], points(START[0]))] + [(when, points(mu)) for when, mu in rows]


def rating(conn: sqlite3.Connection, profile: int) -> int:
    line = rating_line(conn, profile)
    return line[-1][1] if line else points(START[0])


def results(conn: sqlite3.Connection, profile: int) -> list[bool]:
    """Won or not, each game in order."""
    return [bool(w) for (w,) in conn.execute(
        "SELECT winner FROM seats WHERE profile = ? ORDER BY game", (profile,))]


def streaks(conn: sqlite3.Connection, profile: int) -> tuple[int, int]:
    """(the win streak now, the longest ever)."""
    best = run = 0
    for won in results(conn, profile):
        run = run + 1 if won else 0
        best = max(best, run)
    return run, best


def favourite(conn: sqlite3.Connection, profile: int) -> str | None:
    """The game played most (ties: the one played last)."""
    row = conn.execute(
        "SELECT g.game_id FROM seats s JOIN games g INDEXED BY games_summary"
        " ON g.id = s.game WHERE s.profile = ?"
        " GROUP BY g.game_id ORDER BY COUNT(*) DESC, MAX(g.id) DESC LIMIT 1",
        (profile,)).fetchone()
    return row[0] if row else None


@dataclass(frozen=True)
class Rivalry:
    other: int
    name: str
    together: int  # games both played
    won: int  # of those, games this profile won
    lost: int  # games the other won


def head_to_head(conn: sqlite3.Connection, profile: int) -> list[Rivalry]:
    """Each other profile met at the table, most met first."""
    rows = conn.execute(
        "SELECT o.profile, p.name, COUNT(*), SUM(s.winner), SUM(o.winner) FROM seats s"
        " JOIN seats o ON o.game = s.game AND o.profile IS NOT NULL AND o.profile != ?"
        " JOIN profiles p ON p.id = o.profile WHERE s.profile = ?"
        " GROUP BY o.profile ORDER BY COUNT(*) DESC, p.name", (profile, profile))
    return [Rivalry(int(o), name, int(n), int(w or 0), int(lost or 0))
            for o, name, n, w, lost in rows]


@dataclass(frozen=True)
class PastGame:
    row: int
    game_id: str
    finished_at: str
    won: bool
    minutes: float | None
    # Who else sat there, for a row to say as its room allows (scenes/shell/menus/game_row.py).
    people: tuple[str, ...] = ()  # the other humans' names
    bots: int = 0


def games(conn: sqlite3.Connection, profile: int, limit: int = 50,
          offset: int = 0) -> list[PastGame]:
    """This profile's games, newest first."""
    rows = conn.execute(
        "SELECT g.id, g.game_id, g.finished_at, s.winner, g.minutes,"
        " (SELECT GROUP_CONCAT(name, char(31)) FROM seats h WHERE h.game = g.id AND"
        "  h.kind = 'human' AND h.seat != s.seat), (SELECT COUNT(*) FROM seats b WHERE"
        "  b.game = g.id AND b.kind != 'human') FROM seats s"
        " JOIN games g INDEXED BY games_summary ON g.id = s.game"
        " WHERE s.profile = ? ORDER BY s.game DESC LIMIT ? OFFSET ?", (profile, limit, offset))
    out = []
    for row, gid, when, won, minutes, joined, bots in rows:
        # (Joined on the unit separator: a name is printable, so it never holds one.)
        people = tuple(joined.split("\x1f")) if joined else ()
        out.append(PastGame(int(row), gid, when, bool(won), minutes, people, int(bots)))
    return out


def played(conn: sqlite3.Connection, profile: int) -> int:
    return int(conn.execute("SELECT COUNT(*) FROM seats WHERE profile = ?",
                            (profile,)).fetchone()[0])


@dataclass(frozen=True)
class Card:
    """Everything the Players screen shows of one profile, read in one go."""

    profile: int
    played: int
    won: int
    rating: int
    rating_line: list[int]
    streak: tuple[int, int]
    favourite: str | None
    per_game: dict[str, Share]
    versus_bots: dict[str, Share]
    rivals: list[Rivalry]
    latest: list[PastGame]


def card(conn: sqlite3.Connection, profile: int, latest: int = 5,
         offset: int = 0) -> Card:
    games_of = per_game(conn, profile)
    line = [p for _, p in rating_line(conn, profile)]
    return Card(profile, sum(s.played for s in games_of.values()),
                sum(s.won for s in games_of.values()),
                line[-1] if line else points(START[0]), line, streaks(conn, profile),
                favourite(conn, profile), games_of, versus_bots(conn, profile),
                head_to_head(conn, profile), games(conn, profile, latest, offset))
