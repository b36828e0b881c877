"""Issue 21, item 7: file faults, each a clear message with nothing lost.

(The config-name check for every game is in tests/conformance/test_conformance_names.py,
the finished-game redeal in tests/conformance/test_conformance_redeal.py.)
"""

from __future__ import annotations

from pathlib import Path

import pytest


@pytest.fixture(autouse=True)
def _private_folders(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("CONSPIRACY_TABLE_DATA", str(tmp_path / "data"))
    monkeypatch.setenv("CONSPIRACY_TABLE_CONFIG", str(tmp_path / "config"))


@pytest.mark.parametrize("name", ["a" * 5000 + ".png", "shot\0.png",
                                  "x" * 300 + "/shot.png"],
                         ids=["5000-characters", "nul", "long-folder"])
def test_a_screenshot_name_the_system_refuses_is_a_message(
        tmp_path: Path, name: str, capsys: pytest.CaptureFixture,
        monkeypatch: pytest.MonkeyPatch) -> None:
    from scenes.shell import cli

    monkeypatch.chdir(tmp_path)
    code = cli.main(["--frames", "1", "--size", "640x360", "--mute", "--screenshot", name])
    err = capsys.readouterr().err
    assert code == 2 and "screenshot" in err and "cannot write" in err
    assert "Traceback" not in err and len(err) < 2000


# ---------------------------------------------------------------- a save that is no file
def _no_save(kind: str, path: Path) -> None:
    import os

    path.parent.mkdir(parents=True, exist_ok=True)
    if kind == "pipe":
        os.mkfifo(path)
    elif kind == "folder":
        path.mkdir()
    elif kind == "giant":
        with open(path, "wb") as f:
            f.truncate(9 << 20)
    else:  # a link loop
        path.symlink_to(path.name)


NO_SAVES = ["pipe", "folder", "giant", "link-loop"]


@pytest.mark.skipif(not hasattr(__import__("os"), "mkfifo"), reason="POSIX only")
@pytest.mark.parametrize("kind", NO_SAVES)
@pytest.mark.parametrize("per_game", [True, False], ids=["home", "one-slot"])
def test_a_save_that_is_no_file_is_explained_on_the_title(kind: str, per_game: bool,
                                                          tmp_path: Path) -> None:
    from scenes.shell.menus.title import RESUME
    from scenes.shell.saves.store import SaveStore
    from tests.titles import checked_title

    store = SaveStore(tmp_path / "data", durable=False, per_game=per_game)
    slot = store.for_game("ninety-nine")
    _no_save(kind, slot.current)
    with checked_title(store) as (_app, _flow, title):
        assert RESUME not in [item.label for item in title.main.items]
        problem = title.save_problem
        assert "cannot be resumed" in problem, problem
        [kept] = [p for p in slot.current.parent.iterdir()
                  if p.name.startswith(slot.current.stem + ".")]
        assert kept.name in problem and not slot.current.exists()  # kept, not deleted
        assert __import__("os").path.lexists(kept)


# ---------------------------------------------------------------- the six shared names
def test_playing_pontoon_keeps_all_six_names(tmp_path: Path) -> None:
    from scenes.shell.menus.setup_model import Setup
    from scenes.shell.settings.preferences import remember_setup, settings_of, setup_for
    from scenes.shell.window.app import App, AppConfig

    app = App(AppConfig(speed=0))
    services = app.services
    six = ("Ann", "Bob", "Cy", "Di", "Ed", "Flo")
    remember_setup(services, Setup("paranoid-delusions", ("human",) * 6, six, {}))
    remember_setup(services, Setup("pontoon", ("human",) * 4,
                                   ("Ann", "Bob", "Cy", "Dot"), {}))
    settings = settings_of(services)
    assert [s.name for s in settings.seats] == ["Ann", "Bob", "Cy", "Dot", "Ed", "Flo"]
    assert setup_for(settings, "paranoid-delusions").names == (
        "Ann", "Bob", "Cy", "Dot", "Ed", "Flo")
    assert setup_for(settings, "pontoon").players == 4
    remember_setup(services, Setup("pontoon", ("human",) * 3, ("Ann", "Bob", "Cy"), {}))
    assert setup_for(settings, "pontoon").players == 3  # each game its own count
    assert setup_for(settings, "paranoid-delusions").players == 6
    from scenes.shell.settings.settings_store import read_settings

    again, messages = read_settings(settings.to_json())  # kept in the file too
    assert not messages and setup_for(again, "pontoon").players == 3
    assert len(again.seats) == 6


# ---------------------------------------------------------------- the history (issue 34)
@pytest.mark.parametrize("fault", ["damaged", "foreign", "folder"])
def test_a_bad_history_is_explained_on_the_title_and_the_table_starts(
        fault: str, tmp_path: Path) -> None:
    import sqlite3

    from scenes.shell.history.database import FILE
    from scenes.shell.saves.store import SaveStore
    from tests.titles import checked_title

    store = SaveStore(tmp_path / "data", durable=False, per_game=True)
    path = store.folder / FILE
    path.parent.mkdir(parents=True, exist_ok=True)
    if fault == "damaged":
        path.write_bytes(b"SQLite format 3\0" + b"\x07" * 5000)
    elif fault == "folder":
        path.mkdir()
    else:
        conn = sqlite3.connect(path)
        conn.execute("CREATE TABLE notes (text TEXT)")
        conn.commit()
        conn.close()
    with checked_title(store) as (_app, flow, title):
        problem = title.save_problem
        assert "history of games" in problem or "history file" in problem, problem
        [kept] = [p for p in path.parent.iterdir() if p.name.startswith("history.")
                  and not p.name.startswith(FILE)]  # (the fresh file's -wal, -shm)
        assert kept.name in problem
        assert flow.history.count() == 0 and flow.history.conn is not None  # a fresh one
