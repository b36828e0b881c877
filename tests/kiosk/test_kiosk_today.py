"""The kiosk's "today at the stand" (issue 34, item 5): the attract banner takes turns
between the game shown and today's lines from the kiosk's own nameless history."""

from __future__ import annotations

from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path

from history.history_cases import game

from scenes.shell.history.database import HistoryDB
from scenes.shell.kiosk.attract import NOTE_SECONDS, AttractBanner
from scenes.shell.kiosk.director import KioskDirector
from scenes.shell.saves.store import SaveStore
from scenes.shell.settings.settings_model import Kiosk
from scenes.shell.window.app import App, AppConfig


@contextmanager
def running_kiosk(tmp_path: Path, store: SaveStore) -> Iterator[tuple[App, KioskDirector]]:
    """A kiosk on `store`, installed and five frames in; closed after."""
    app = App(AppConfig(speed=0))
    app.open()
    kiosk = KioskDirector(app, Kiosk(attract_seats=["random"] * 2), seed=5, speed=0,
                          store=store, log_file=tmp_path / "logs" / "k.log", stderr=False)
    kiosk.install()
    try:
        for _ in range(5):
            app.step([], 1 / 60)
        yield app, kiosk
    finally:
        kiosk.close()
        app.close()

def test_the_banner_shows_today_at_the_stand_in_turn(tmp_path: Path) -> None:
    store = SaveStore(tmp_path / "kiosk", durable=False)
    history = HistoryDB(store.folder, kiosk=True)
    history.write_game(game(1, ("Ada",), ("hard",), game_id="pontoon", minutes=14))
    history.write_game(game(2, ("Max",), ("hard",), winner=1))
    history.close()
    with running_kiosk(tmp_path, store) as (_app, kiosk):
        banner = kiosk.banner
        assert isinstance(banner, AttractBanner)
        assert banner.notes[0].startswith("Now playing")
        assert banner.notes[1:] == ["Today at the stand: 2 games played today",
                                    "Today at the stand: Visitors vs hard bots: 1 win in 2 games",
                                    "Today at the stand: Longest game: Conspiracy Pontoon, "
                                    "14 min"]
        assert "Ada" not in " ".join(banner.notes)  # never a visitor's name
        shown = set()
        for _ in range(4):
            shown.add(banner.note)
            banner.update(NOTE_SECONDS)
        assert shown == set(banner.notes)
        assert kiosk.flow.history.profiles() == []


def test_a_visitors_game_is_filed_without_a_name_in_the_kiosks_own_file(
        tmp_path: Path) -> None:
    import random

    home = SaveStore(tmp_path, durable=False, per_game=True)
    store = SaveStore(tmp_path / "kiosk", durable=False)
    with running_kiosk(tmp_path, store) as (app, kiosk):
        kiosk.start_game(("human", "hard"), "ninety-nine")
        app.step([], 1 / 60)
        board = kiosk.flow.board
        game, rnd = board.session.game, random.Random(1)
        while not game.is_over:
            p = game.waiting_for[rnd.randrange(len(game.waiting_for))]
            legal = game.legal_actions(p)
            game.apply(legal[rnd.randrange(len(legal))], p)
        kiosk.flow._game_over(board.session)  # the table's hook
        history = kiosk.flow.history
        assert history.folder == store.folder and history.count() == 1
        [(name,)] = history.conn.execute("SELECT name FROM seats WHERE kind = 'human'")
        assert name == "Visitor" and history.profiles() == []
        assert not (home.folder / "history.sqlite").exists()  # never the home file
