"""Statistics over a seeded synthetic history (issue 34, item 3), each checked against a
count made the plain way from the same records."""

from __future__ import annotations

from pathlib import Path

import pytest

from scenes.shell.history import stats
from scenes.shell.history.database import HistoryDB
from scenes.shell.history.hooks import notes, ordinal
from scenes.shell.history.rating import BOT_MU, rate

from .history_cases import game, synthetic


@pytest.fixture
def filled(tmp_path: Path) -> tuple[HistoryDB, list]:
    db = HistoryDB(tmp_path)
    records = synthetic(34, 300)
    for record in records:
        db.write_game(record)
    return db, records


def _mine(records: list, name: str) -> list[tuple]:
    return [(r, next(s for s in r.seats if s.name == name)) for r in records
            if any(s.name == name for s in r.seats)]


def test_played_and_won_per_game_and_favourite(filled: tuple) -> None:
    db, records = filled
    ada = db.named("Ada").id
    mine = _mine(records, "Ada")
    by_game = stats.per_game(db.conn, ada)
    for gid, got in by_game.items():
        games = [(r, s) for r, s in mine if r.game_id == gid]
        assert (got.played, got.won) == (len(games), sum(s.winner for _, s in games))
    assert sum(s.played for s in by_game.values()) == len(mine) == stats.played(db.conn, ada)
    assert stats.favourite(db.conn, ada) == next(iter(by_game))


def test_versus_bots_with_a_wilson_interval(filled: tuple) -> None:
    db, records = filled
    ada = db.named("Ada").id
    got = stats.versus_bots(db.conn, ada)
    assert list(got) == ["random", "easy", "medium", "hard"]
    for level, share in got.items():
        games = [(r, s) for r, s in _mine(records, "Ada") if any(x.kind == level
                                                                   for x in r.seats)]
        assert (share.won, share.played) == (sum(s.winner for _, s in games), len(games))
        assert share.lo <= share.share <= share.hi and share.hi - share.lo < 0.5


def test_wilson_is_honest_with_few_games() -> None:
    assert stats.wilson(0, 0) == (0.0, 1.0)
    lo, hi = stats.wilson(1, 1)
    assert lo < 0.25 and hi == 1.0  # one win says little
    lo, hi = stats.wilson(50, 100)
    assert 0.40 < lo < 0.41 and 0.59 < hi < 0.60


def test_streaks_rating_line_and_head_to_head(filled: tuple) -> None:
    db, records = filled
    ada, bob = db.named("Ada").id, db.named("Bob").id
    won = [s.winner for _, s in _mine(records, "Ada")]
    best = run = 0
    for w in won:
        run = run + 1 if w else 0
        best = max(best, run)
    assert stats.streaks(db.conn, ada) == (run, best)
    line = stats.rating_line(db.conn, ada)
    assert len(line) == len(won) + 1 and line[0][1] == 1000
    assert stats.rating(db.conn, ada) == line[-1][1]
    [vs_bob] = [r for r in stats.head_to_head(db.conn, ada) if r.other == bob]
    together = [r for r in records if {"Ada", "Bob"} <= {s.name for s in r.seats}]
    assert vs_bob.together == len(together)
    assert vs_bob.won == sum(next(s for s in r.seats if s.name == "Ada").winner
                             for r in together)


def test_the_rating_rewards_a_win_against_hard_more() -> None:
    hard = rate([("human", None, None, True), ("hard", None, None, False)])[0]
    easy = rate([("human", None, None, True), ("easy", None, None, False)])[0]
    assert hard[0] > easy[0] > 25
    assert BOT_MU["hard"] > BOT_MU["easy"]


def test_results_words(tmp_path: Path) -> None:
    db = HistoryDB(tmp_path)
    db.write_game(game(1, ("Ada",), ("easy",), winner=0))
    row = db.write_game(game(2, ("Ada",), ("hard", "easy"), winner=0))
    words = notes(db, row)[0]
    assert words.startswith("2nd win at Intrigue · first win against hard · rating ")
    row = db.write_game(game(3, ("Ada",), ("hard",), winner=0))
    assert "first win" not in notes(db, row)[0] and "3rd win" in notes(db, row)[0]
    row = db.write_game(game(4, ("Ada",), ("hard",), winner=1))
    assert "win" not in notes(db, row)[0] and "(-" in notes(db, row)[0]
    assert [ordinal(n) for n in (1, 2, 3, 4, 11, 12, 13, 21, 22, 101, 111)] == [
        "1st", "2nd", "3rd", "4th", "11th", "12th", "13th", "21st", "22nd", "101st", "111th"]
