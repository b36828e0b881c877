"""A game's minutes go on counting over a save and a resume: played 20 minutes, saved,
resumed and played 5 more, the history files 25 (not the 5 since the resume). A save
written before saves held the minutes reads as 0 played and still resumes."""

from __future__ import annotations

import random
import shutil
from pathlib import Path
from typing import Any

import pytest

from scenes.shell.match import flow as flow_module
from scenes.shell.match.flow import Flow
from scenes.shell.match.results import ResultsScene
from scenes.shell.menus.setup_model import default_setup
from scenes.shell.saves.save_format import decode, encode
from scenes.shell.saves.store import SaveStore
from scenes.shell.window.app import App

GAME = "ninety-nine"
DT = 1 / 60
OLD = Path(__file__).with_name("data") / "format1_paranoid.save"


class Clock:
    """time.monotonic() as the test sets it: minutes pass when it says so."""

    def __init__(self) -> None:
        self.now = 5000.0

    def __call__(self) -> float:
        return self.now

    def wait(self, minutes: float) -> None:
        self.now += minutes * 60


def _play(game: Any, rnd: random.Random, actions: int | None = None) -> None:
    """Every seat at random: `actions` of them, or to the end."""
    done = 0
    while not game.is_over and (actions is None or done < actions):
        p = game.waiting_for[rnd.randrange(len(game.waiting_for))]
        legal = game.legal_actions(p)
        game.apply(legal[rnd.randrange(len(legal))], p)
        done += 1


def _store(tmp_path: Path) -> SaveStore:
    return SaveStore(tmp_path / "data", durable=False, per_game=True)


def test_a_resumed_game_files_the_minutes_before_and_after_its_save(
        app: App, tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    clock = Clock()
    monkeypatch.setattr(flow_module.time, "monotonic", clock)
    first = Flow(app.stack, speed=0, music=False, game=GAME, store=_store(tmp_path))
    app.stack.push(first.title())
    setup = default_setup(GAME, ["human", "random"])._replace(names=("Ada", "Bot 1"))
    board = first.start(setup, 11)
    rnd = random.Random(3)
    clock.wait(20)
    _play(board.session.game, rnd, 4)  # the last moves come 20 minutes in
    app.step([], DT)  # the table notices them: saved
    board.autosave.flush()
    assert not board.session.game.is_over

    # The program is closed and opened again an hour later: the clock is another one.
    clock.wait(60)
    again = Flow(app.stack, speed=0, music=False, game=GAME, store=_store(tmp_path))
    resumed = again.resume(GAME)
    assert resumed is not None
    assert resumed.session.minutes_before == pytest.approx(20)
    clock.wait(5)
    _play(resumed.session.game, rnd)
    for _ in range(600):
        app.step([], DT)
        if any(isinstance(s, ResultsScene) for s in app.stack.scenes):
            break
    history = again.history
    assert history.count() == 1
    [(minutes,)] = history.conn.execute("SELECT minutes FROM games").fetchall()
    assert minutes == pytest.approx(25)


def test_a_save_without_minutes_reads_as_none_played(
        app: App, tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    folder = tmp_path / "old"
    folder.mkdir()
    shutil.copy(OLD, folder / "current.save")  # format 1: long before minutes were kept
    old = SaveStore(folder, durable=False).load()
    assert old.ok and old.match is not None and old.match.minutes == 0
    assert old.match.session().minutes_played() == 0

    clock = Clock()
    monkeypatch.setattr(flow_module.time, "monotonic", clock)
    flow = Flow(app.stack, speed=0, music=False, game=GAME, store=_store(tmp_path))
    app.stack.push(flow.title())
    board = flow.start(default_setup(GAME, ["human", "random"]), 5)
    clock.wait(7)
    _play(board.session.game, random.Random(1), 3)
    app.step([], DT)
    board.autosave.flush()
    board.autosave.close()
    path = board.autosave.store.current  # the game's own slot
    payload = decode(path.read_bytes())
    assert payload["minutes"] == pytest.approx(7)
    del payload["minutes"]  # as this version's saves were before they kept it
    path.write_bytes(encode(payload))
    loaded = _store(tmp_path).load(GAME)
    assert loaded.ok and loaded.match is not None and loaded.match.minutes == 0
    payload["minutes"] = "seven"  # a hand edit is refused like any malformed detail
    path.write_bytes(encode(payload))
    assert not _store(tmp_path).load(GAME).ok
