"""Where the flow meets the history: opening it beside the saves (the settings' seat names
taken over once), and filing a finished game with what its results may say of it."""

from __future__ import annotations

import re
from pathlib import Path
from typing import Any

from game.core import registry
from scenes.shell.history import stats
from scenes.shell.history.database import HistoryDB
from scenes.shell.history.rating import points
from scenes.shell.history.record import HUMAN, record_of

_PLACEHOLDER = re.compile(r"Player \d+")


def open_history(folder: Path, services: Any = None, *, kiosk: bool = False) -> HistoryDB:
    """The history in `folder`; at home the settings' six seat names become profiles the
    first time (nothing typed there is lost; "Player 2" and a bot seat's usual name are
    placeholders, not people)."""
    db = HistoryDB(folder, kiosk=kiosk)
    if not kiosk and services is not None:
        try:
            from scenes.shell.menus.setup_model import BOT_NAMES

            seats = services.setting("seats") or []
            names = [(s.name, s.colour) for s in seats
                     if not _PLACEHOLDER.fullmatch(s.name)
                     and not (s.kind != HUMAN and s.name in BOT_NAMES)]
            db.adopt_seat_names(names)
        except Exception:  # noqa: BLE001 - the profiles can be made at setup instead
            pass
    return db


def remember(db: HistoryDB, session: Any, options: dict[str, Any],
             minutes: float | None) -> dict[int, str]:
    """File `session`'s finished game once; each human seat's words of the history."""
    record = record_of(session, options=options, minutes=minutes)
    if record is None:
        return {}
    row = db.write_game(record)
    if row is None or db.kiosk or db.conn is None:
        return {}
    try:
        return notes(db, row)
    except Exception:  # noqa: BLE001 - the results never fail for their extra words
        return {}


def notes(db: HistoryDB, row: int) -> dict[int, str]:
    """"3rd win at Intrigue · first win against hard · rating 1034 (+34)" per human seat."""
    conn = db.conn
    game = db.game(row)
    if conn is None or game is None:
        return {}
    title = registry.get(game["game_id"]).title if game["game_id"] in registry.ids() \
        else game["game_id"]
    bots = [s["kind"] for s in game["seats"] if s["kind"] != HUMAN]
    out: dict[int, str] = {}
    for p, seat in enumerate(game["seats"]):
        profile = seat["profile"]
        if profile is None:
            continue
        words = []
        if seat["winner"]:
            wins = conn.execute(
                "SELECT COUNT(*) FROM seats s JOIN games g INDEXED BY games_summary"
                " ON g.id = s.game WHERE"
                " s.profile = ? AND s.winner AND g.game_id = ? AND g.id <= ?",
                (profile, game["game_id"], row)).fetchone()[0]
            words.append(f"{ordinal(wins)} win at {title}")
            top = max(bots, key=lambda k: stats.LEVELS.index(k) if k in stats.LEVELS else -1,
                      default=None)
            if top is not None and _first_win_against(conn, profile, top, row):
                words.append(f"first win against {top}")
        before = conn.execute("SELECT mu FROM seats WHERE profile = ? AND game < ? AND mu IS"
                              " NOT NULL ORDER BY game DESC LIMIT 1",
                              (profile, row)).fetchone()
        if seat.get("profile") is not None:
            after = conn.execute("SELECT mu FROM seats WHERE game = ? AND seat = ?",
                                 (row, p)).fetchone()
            if after and after[0] is not None:
                old = points(before[0]) if before else points(25.0)
                new = points(after[0])
                words.append(f"rating {new} ({new - old:+d})")
        out[p] = " · ".join(words)
    return out


def _first_win_against(conn: Any, profile: int, level: str, row: int) -> bool:
    earlier = conn.execute(
        "SELECT COUNT(*) FROM seats s JOIN seats b ON b.game = s.game AND b.kind = ?"
        " WHERE s.profile = ? AND s.winner AND s.game < ?", (level, profile, row)).fetchone()
    return earlier[0] == 0


def ordinal(n: int) -> str:
    suffix = "th" if 10 <= n % 100 <= 20 else {1: "st", 2: "nd", 3: "rd"}.get(n % 10, "th")
    return f"{n}{suffix}"


class FiledMatch:
    """A filed game as the replay viewer takes it (game, seats, names, game_id)."""

    def __init__(self, game_id: str, game: Any, seats: list[str], names: list[str]) -> None:
        self.game_id, self.game, self.seats, self.names = game_id, game, seats, names


def filed_match(db: HistoryDB, row: int) -> FiledMatch | None:
    """Game `row` replayed from its seed and actions (None: unknown game or a record this
    version's engine refuses)."""
    filed = db.game(row)
    if filed is None or filed["game_id"] not in registry.ids():
        return None
    try:
        plugin = registry.plugin(filed["game_id"])
        config = plugin.config_from_json(filed["config"])
        game = plugin.Game.replay(config, int(filed["seed"]), filed["actions"])
    except Exception:  # noqa: BLE001 - an old record the engine no longer accepts
        return None
    seats = [s["kind"] for s in filed["seats"]]
    return FiledMatch(filed["game_id"], game, seats, list(game.config.names))
