"""The history file (issue 34): one transaction per finished game, filed once, profiles,
CSV, the kiosk's nameless day, and an older file brought up to date."""

from __future__ import annotations

import csv
import io
import sqlite3
from datetime import date
from pathlib import Path

import pytest

from scenes.shell.history import schema
from scenes.shell.history.database import FILE, FORMER, HistoryDB
from scenes.shell.history.record import VISITOR
from scenes.shell.history.today import today

from .history_cases import game


def test_a_game_is_filed_once_with_all_it_needs_to_replay(tmp_path: Path) -> None:
    db = HistoryDB(tmp_path)
    record = game(7, ("Ada", "Bob"), ("hard",), winner=1)
    row = db.write_game(record)
    assert db.write_game(record) == row and db.count() == 1  # the same game: once
    filed = db.game(row)
    assert filed["seed"] == 7 and filed["actions"] == list(record.actions)
    stored = db.conn.execute("SELECT actions FROM games").fetchone()[0]
    assert isinstance(stored, bytes)  # deflated: the record is most of a row
    assert filed["config"] == record.config and filed["options"] == {"rounds": 3}
    assert [s["name"] for s in filed["seats"]] == ["Ada", "Bob", "Bot0"]
    assert [s["winner"] for s in filed["seats"]] == [0, 1, 0]
    assert {p.name for p in db.profiles()} == {"Ada", "Bob"}  # bots are no profiles
    assert filed["seats"][2]["profile"] is None and filed["rounds"] == 4


def test_the_file_is_versioned_and_ours(tmp_path: Path) -> None:
    HistoryDB(tmp_path).close()
    conn = sqlite3.connect(tmp_path / FILE)
    assert schema.version_of(conn) == schema.VERSION
    assert conn.execute("PRAGMA application_id").fetchone()[0] == schema.APPLICATION_ID


def test_a_version_1_file_is_migrated_nothing_lost(tmp_path: Path) -> None:
    conn = sqlite3.connect(tmp_path / FILE, isolation_level=None)
    schema.migrate(conn, target=1)
    conn.execute("INSERT INTO games (game_id, finished_at, options, config, seed, actions)"
                 " VALUES ('pontoon', '2025-05-01T20:00:00', '{}', '{}', 3, '[\"x\"]')")
    conn.executemany("INSERT INTO seats VALUES (1, ?, ?, ?, ?, ?)",
                     [(0, "Ada", "human", 2.0, 1), (1, "Boris", "easy", 0.0, 0)])
    conn.close()
    db = HistoryDB(tmp_path)
    assert db.problem == "" and db.count() == 1
    [ada] = db.profiles()
    assert ada.name == "Ada"
    seats = db.game(1)["seats"]
    assert seats[0]["profile"] == ada.id and seats[1]["profile"] is None
    assert db.game(1)["actions"] == ["x"]  # a record kept as text reads as a deflated one
    # the old game is rated once, after the upgrade, and the next one goes on from there
    mu = db.conn.execute("SELECT mu FROM seats WHERE game = 1 AND seat = 0").fetchone()[0]
    assert mu is not None and mu > 25
    db.write_game(game(2))
    assert db.game(2)["seats"][0]["profile"] == ada.id


def test_merge_keeps_every_game_and_rates_again(tmp_path: Path) -> None:
    db = HistoryDB(tmp_path)
    for n in range(3):
        db.write_game(game(n, ("Ada",)))
    for n in range(3, 5):
        db.write_game(game(n, ("ada2",)))
    ada, ada2 = db.named("Ada"), db.named("ada2")
    db.merge(ada2.id, ada.id)
    assert [p.name for p in db.profiles()] == ["Ada"]
    rows = db.conn.execute("SELECT profile, mu FROM seats WHERE kind = 'human'"
                           " ORDER BY game").fetchall()
    assert len(rows) == 5 and {r[0] for r in rows} == {ada.id}
    mus = [r[1] for r in rows]
    assert mus == sorted(mus)  # five wins in a row: one rising line, not two


def test_rename_delete_and_names_refused(tmp_path: Path) -> None:
    db = HistoryDB(tmp_path)
    db.write_game(game(1, ("Ada", "Bob")))
    ada, bob = db.named("Ada"), db.named("Bob")
    with pytest.raises(ValueError):
        db.rename(bob.id, "ADA")  # names are one player whatever their case
    with pytest.raises(ValueError):
        db.create_profile("x" * 40)
    db.rename(ada.id, "Ada L.")
    assert db.profile(ada.id).name == "Ada L."
    db.delete(bob.id)
    assert db.count() == 1 and db.named("Bob") is None
    assert db.game(1)["seats"][1]["name"] == FORMER  # the game stays, the name goes


def test_seat_names_are_adopted_once(tmp_path: Path) -> None:
    db = HistoryDB(tmp_path)
    assert db.adopt_seat_names([("Ada", 2), ("Bob", 3), ("", 1)]) == 2
    db.delete(db.named("Bob").id)
    assert db.adopt_seat_names([("Bob", 3)]) == 0  # a deleted profile does not come back
    assert db.named("Ada").colour == 2


def test_csv_export_is_one_line_per_seat_and_no_formula(tmp_path: Path) -> None:
    db = HistoryDB(tmp_path)
    db.write_game(game(1, ("=HYPERLINK(1)",)))
    db.write_game(game(2, ("Ada",), ("easy", "hard"), winner=2))
    path = db.export_csv(tmp_path / "out.csv", db.named("Ada").id)
    rows = list(csv.DictReader(io.StringIO(path.read_text())))
    assert [r["name"] for r in rows] == ["Ada", "Bot0", "Bot1"]
    assert [r["winner"] for r in rows] == ["0", "0", "1"]
    everything = list(csv.DictReader(io.StringIO(db.csv_text())))
    assert everything[0]["name"] == "'=HYPERLINK(1)" and len(everything) == 5


def test_the_kiosk_keeps_no_names_and_only_today(tmp_path: Path) -> None:
    day = date(2026, 3, 4)
    db = HistoryDB(tmp_path, kiosk=True, today=day)
    db.write_game(game(1, ("Ada",), ("hard",), when="2026-03-03T18:00:00"))
    db.write_game(game(2, ("Zoe",), ("hard", "easy"), when="2026-03-04T10:00:00",
                       minutes=22))
    db.write_game(game(3, ("Max",), ("hard",), winner=1, when="2026-03-04T11:00:00"))
    assert db.profiles() == []
    names = {r[0] for r in db.conn.execute("SELECT name FROM seats WHERE kind = 'human'")}
    assert names == {VISITOR}
    config_names = {n for (c,) in db.conn.execute("SELECT config FROM games")
                    for n in __import__("json").loads(c)["names"][:1]}
    assert config_names == {VISITOR}
    board = today(db, day)
    assert board.games == 2 and board.beaten == {"easy": (1, 1), "hard": (1, 2)}
    assert board.longest_minutes == 22
    db.close()
    next_day = HistoryDB(tmp_path, kiosk=True, today=date(2026, 3, 5))
    assert next_day.count() == 0 and today(next_day, date(2026, 3, 5)).lines() == [
        "No games yet today: be the first!"]


def test_the_settings_seat_names_become_profiles_on_first_start(tmp_path: Path) -> None:
    from scenes.shell.history.hooks import open_history
    from scenes.shell.settings.settings_model import Seat

    seats = [Seat("human", "Ada", 3), Seat("human", "Player 2", 1), Seat("medium", "Boris", 2),
             Seat("medium", "Zed", 4), Seat("human", "Mo", 0), Seat("easy", "Player 6", 5)]

    class Services:
        def setting(self, key: str) -> object:
            return seats if key == "seats" else None

    db = open_history(tmp_path, Services())
    # a bot seat's usual name (Boris) and "Player N" are placeholders; Zed was typed
    assert [(p.name, p.colour) for p in db.profiles()] == [("Ada", 3), ("Mo", 0), ("Zed", 4)]
    db.close()
    seats.append(Seat("human", "Newcomer", 1))
    again = open_history(tmp_path, Services())
    assert len(again.profiles()) == 3  # once per file: a deleted one never comes back
    kiosk = open_history(tmp_path / "kiosk", Services(), kiosk=True)
    assert kiosk.profiles() == []
