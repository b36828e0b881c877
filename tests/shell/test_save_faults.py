"""Issue 31, item 13 (b–d): a save in another game's slot, a game that ends on a full
disk, and a save of another version, each refused in words that say what happened.

The disk-full case is simulated as tests/shell/test_disk_safety.py simulates faults:
the store's own writer raises the OSError the system gives (ENOSPC)."""

from __future__ import annotations

import errno
import shutil
from pathlib import Path
from typing import Any

import pytest

from game.core import registry
from scenes.shell.match.flow import Flow
from scenes.shell.match.session import Session
from scenes.shell.menus.setup_model import default_setup
from scenes.shell.menus.title import RESUME, TitleScene
from scenes.shell.saves import finished
from scenes.shell.saves import store as store_module
from scenes.shell.saves.autosave import AutoSave
from scenes.shell.saves.store import (
    ELSEWHERE,
    FINISHED,
    MISSING,
    NEWER,
    OK,
    OLDER,
    SaveStore,
    decode,
    encode,
)
from scenes.shell.screens.message import MessageScene
from scenes.shell.window.app import App, AppConfig
from tests.titles import checked_title

GAMES = registry.ids()


@pytest.fixture(autouse=True)
def _private_folders(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("CONSPIRACY_TABLE_DATA", str(tmp_path / "data"))
    monkeypatch.setenv("CONSPIRACY_TABLE_CONFIG", str(tmp_path / "config"))


@pytest.fixture
def home(tmp_path: Path) -> SaveStore:
    return SaveStore(tmp_path / "data", durable=False, per_game=True)  # as main.py's


def _session(game_id: str, seed: int = 3) -> Session:
    """A bots-only match of `game_id` (random bots: quick), not yet begun."""
    info = registry.get(game_id)
    setup = default_setup(game_id, ["random"] * info.min_players)
    game = registry.plugin(game_id).Game.new(setup.config(), seed)
    return Session(game, list(setup.seats), seed, game_id=game_id)


def _play(session: Session, actions: int) -> None:
    for _ in range(actions):
        if session.game.is_over:
            return
        session.bot_step()


def _before_the_end(game_id: str) -> tuple[Session, int]:
    """A match one action before its end, and how many actions that took."""
    whole = _session(game_id)
    while not whole.game.is_over:
        whole.bot_step()
    last = len(whole.game.record)
    session = _session(game_id)
    _play(session, last - 1)
    assert not session.game.is_over
    return session, last


def _disk_full(monkeypatch: pytest.MonkeyPatch, *, slot_too: bool = True) -> None:
    """Writing fails as on a full disk: the finished-games folder (and the slot)."""
    def refuse(path: Path, data: bytes, *, durable: bool = True) -> None:
        raise OSError(errno.ENOSPC, "No space left on device", str(path))

    monkeypatch.setattr(finished, "write_atomic", refuse)
    if slot_too:
        monkeypatch.setattr(store_module, "write_atomic", refuse)


# ---------------------------------------------------------------- (b) another game's slot
@pytest.mark.parametrize("inside, slot", [("pontoon", "ninety-nine"),
                                          ("paranoid-delusions", "intrigue")])
def test_a_save_in_another_games_slot_is_set_aside_not_resumed_twice(
        home: SaveStore, inside: str, slot: str) -> None:
    session = _session(inside)
    _play(session, 6)
    own = home.save(session)
    assert own == home.for_game(inside).current
    copy = home.for_game(slot).current
    shutil.copy(own, copy)  # a player's file manager, a restored backup

    result = home.load(slot)
    assert result.reason == ELSEWHERE and result.match is None
    title, where = registry.get(inside).title, registry.get(slot).title
    assert f"a {title} game in {where}'s place" in result.message
    assert "not resumed" in result.message and "damaged" not in result.message
    assert result.set_aside is not None and result.set_aside.name in result.message
    assert result.set_aside.read_bytes() == own.read_bytes()  # kept, not deleted
    assert not copy.exists() and slot not in home.unfinished()
    again = home.load(inside)  # the match itself stays where it belongs, once
    assert again.ok and again.match is not None
    assert again.match.game.record == session.game.record


def test_the_title_never_offers_a_misplaced_save_under_the_slots_game(
        home: SaveStore) -> None:
    session = _session("pontoon")
    _play(session, 4)
    shutil.copy(home.save(session), home.for_game("ninety-nine").current)
    assert set(home.unfinished()) == {"pontoon"}  # what the title lists, before any Resume
    [problem] = home.take_problems()
    assert "a Conspiracy Pontoon game in Ninety-Nine Paranoia's place" in problem
    assert not home.for_game("ninety-nine").current.exists()
    assert "current-ninety-nine.elsewhere-" in problem


def test_the_title_says_why_a_misplaced_save_is_not_resumed(home: SaveStore) -> None:
    session = _session("pontoon")
    _play(session, 4)
    shutil.copy(home.save(session), home.for_game("ninety-nine").current)
    app = App(AppConfig(speed=0))
    app.open()
    try:
        flow = Flow(app.stack, speed=0, music=False, store=home, game="ninety-nine")
        app.stack.push(flow.title())
        assert flow.resume("ninety-nine") is None
        app.stack.apply_pending()
        top = app.stack.top
        assert isinstance(top, MessageScene) and "Pontoon game" in top.message
        assert set(flow.unfinished()) == {"pontoon"}
    finally:
        app.close()


# ---------------------------------------------------------------- (c) full disk at the end
@pytest.mark.parametrize("game_id, slot_too", [("ninety-nine", True), ("pontoon", True),
                                              ("ninety-nine", False)],
                         ids=["ninety-nine", "pontoon", "only-the-archive-fails"])
def test_a_game_that_ends_on_a_full_disk_is_not_offered_to_resume(
        home: SaveStore, game_id: str, slot_too: bool,
        monkeypatch: pytest.MonkeyPatch) -> None:
    session, _ = _before_the_end(game_id)
    slot = home.for_game(game_id)
    autosave = AutoSave(home, session)
    autosave.tick()
    assert slot.current.exists() and game_id in home.unfinished()

    _disk_full(monkeypatch, slot_too=slot_too)
    session.bot_step()  # the last action: the game is over
    assert session.game.is_over
    autosave.tick()
    assert not slot.current.exists(), "the older mid-game save would be resumable"
    assert home.unfinished() == {} and home.load(game_id).reason == MISSING
    notice = autosave.notice or ""
    assert "game is over" in notice and "No space left" in notice, notice
    [problem] = home.take_problems()  # what the title shows when it comes back
    assert registry.get(game_id).title in problem and "not offered under Resume" in problem


def test_the_title_shows_the_full_disk_and_offers_no_resume(
        home: SaveStore, monkeypatch: pytest.MonkeyPatch) -> None:
    session, _ = _before_the_end("ninety-nine")
    home.save(session)
    _disk_full(monkeypatch)
    session.bot_step()
    home.save(session)
    with checked_title(home) as (app, _flow, title):
        assert isinstance(app.stack.top, TitleScene)
        assert RESUME not in [item.label for item in title.main.items]
        assert "could not be kept" in title.save_problem


def test_a_crash_while_filing_an_ended_game_never_resumes_an_earlier_position(
        home: SaveStore, monkeypatch: pytest.MonkeyPatch) -> None:
    """Killed after the slot took the ended game, before the archive: the next start
    files it as finished (its replay kept), never offers the position before the end."""
    session, last = _before_the_end("pontoon")
    home.save(session)
    session.bot_step()

    class Killed(BaseException):
        pass

    def die(self: SaveStore, payload: dict[str, Any]) -> Path:
        raise Killed

    monkeypatch.setattr(SaveStore, "_archive", die)
    with pytest.raises(Killed):
        home.save(session)
    monkeypatch.undo()
    again = SaveStore(home.folder, durable=False, per_game=True)  # the next start
    result = again.load("pontoon")
    assert result.reason == FINISHED and result.match is not None
    assert len(result.match.game.record) == last and result.match.game.is_over
    assert again.unfinished() == {} and len(again.finished_games()) == 1


# ---------------------------------------------------------------- (d) another version
def _versioned(data: bytes, version: int) -> bytes:
    """The file as another version of the table would write it: the payload's game
    version and the engine's own version (and a state's, where it has one)."""
    payload = decode(data)
    payload["game_version"] = version
    payload["game"]["version"] = version
    if "version" in payload["game"]["state"]:
        payload["game"]["state"]["version"] = version
    return encode(payload)


@pytest.mark.parametrize("game_id", GAMES)
@pytest.mark.parametrize("step, reason, words", [(-1, OLDER, "older version"),
                                                 (+1, NEWER, "newer version")],
                         ids=["older", "newer"])
def test_a_save_of_another_version_is_not_called_damaged_or_altered(
        home: SaveStore, game_id: str, step: int, reason: str, words: str) -> None:
    session = _session(game_id)
    _play(session, 5)
    path = home.save(session)
    assert path is not None
    version = registry.get(game_id).save_version + step
    path.write_bytes(_versioned(path.read_bytes(), version))
    result = home.load(game_id)
    assert result.reason == reason, result.message
    assert words in result.message and f"save version {version}" in result.message
    assert "altered" not in result.message and "damaged (" not in result.message
    assert result.set_aside is not None and result.set_aside.exists()


def test_a_save_of_this_version_still_loads(home: SaveStore) -> None:
    session = _session("intrigue")
    _play(session, 5)
    path = home.save(session)
    assert path is not None
    path.write_bytes(_versioned(path.read_bytes(), registry.get("intrigue").save_version))
    assert home.load("intrigue").reason == OK

