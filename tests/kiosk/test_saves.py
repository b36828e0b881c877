"""Nothing lost: a save after every action, hidden counters out of sight, bad files aside."""

from __future__ import annotations

import json
import os
import random
from collections.abc import Callable
from pathlib import Path
from typing import Any

import pytest

from game.paranoid import Options
from game.paranoid.catalogue import TYPES
from game.paranoid.state import SAVE_VERSION
from scenes.shell.match.session import Session
from scenes.shell.saves.autosave import AutoSave
from scenes.shell.saves.store import (
    CORRUPT,
    FINISHED,
    FORMAT,
    ILLEGAL,
    MISSING,
    NEWER,
    OK,
    TRUNCATED,
    SavedMatch,
    SaveStore,
    decode,
    encode,
)

from .matches import hot_seat, play, random_step

# Every way a counter could be written in plain text: id, id with spaces, display name.
COUNTER_WORDS = sorted({w.lower() for t in TYPES for w in (t.id, t.id.replace("_", " "),
                                                             t.name)})


def _same(match: SavedMatch, session: Session) -> None:
    assert match.game.state.to_json() == session.game.state.to_json()
    assert match.game.record == session.game.record
    assert match.game.seed == session.game.seed
    assert match.seats == session.seats and match.names == session.names
    assert match.game.config.subculture == session.config.subculture and match.log == session.log


def _assert_nothing_readable(data: bytes, extra: tuple[str, ...] = ()) -> None:
    text = data.decode("ascii").lower()
    for word in (*COUNTER_WORDS, *extra):
        assert word.lower() not in text, f"{word!r} readable in the save"


# ---------------------------------------------------------------- saving and loading
def test_save_after_every_action_loads_the_identical_match(tmp_path: Path) -> None:
    store = SaveStore()  # durable, exactly as the game uses it
    assert store.folder == tmp_path / "data"
    session = hot_seat(4, seed=11)
    rng = random.Random(11)
    checked: list[int] = []

    def after(k: int) -> None:
        assert store.save(session) is not None, store.last_error
        if k % 25 == 0 and not session.game.is_over:
            assert store.has_resume()
            result = store.load()
            assert result.ok and result.reason == OK and result.message == ""
            _same(result.match, session)
            # The resumed game goes on exactly as the original would.
            resumed, original = result.match.game.clone(), session.game.clone()
            action = original.legal_actions()[0]
            resumed.apply(action)
            original.apply(action)
            assert resumed.state.to_json() == original.state.to_json()
            checked.append(k)

    play(session, rng, after)
    assert len(checked) >= 4
    assert session.game.is_over and not store.has_resume()
    assert store.load().reason == MISSING


def test_session_fields_and_log_round_trip(store: SaveStore) -> None:
    session = hot_seat(5, seed=3, options=Options.parse("all,sanity:20"), subculture="Furries")
    play(session, random.Random(3), limit=60)
    session.names = ["Ann", "Bob", "Cy", "Di", "Ed"]
    store.save(session)
    match = store.load().match
    assert match is not None
    _same(match, session)
    assert match.log and match.saved_at
    assert match.session().names == session.names


def test_encode_decode_round_trip() -> None:
    payload = {"format": FORMAT, "app": "conspiracy-table", "x": [1, 2.5, "é", None]}
    assert decode(encode(payload)) == payload


def test_a_save_survives_an_editor_changing_line_endings(store: SaveStore) -> None:
    session = hot_seat(3, seed=2)
    play(session, random.Random(2), limit=30)
    store.save(session)
    store.current.write_bytes(store.current.read_bytes().replace(b"\n", b"\r\n"))
    result = store.load()
    assert result.ok
    _same(result.match, session)


# ---------------------------------------------------------------- hidden information
@pytest.mark.parametrize("options", ["", "all,fewer:2"])
def test_no_counter_is_readable_in_a_save(store: SaveStore, options: str) -> None:
    session = hot_seat(4, seed=8, options=Options.parse(options), subculture="Furries")

    def after(k: int) -> None:
        path = store.save(session)
        if k % 10 == 0 or session.game.is_over:
            assert path is not None
            _assert_nothing_readable(path.read_bytes(), ("Furries",))

    play(session, random.Random(8), after)
    assert session.game.is_over  # the finished record was checked too


def test_the_counter_words_could_be_seen_if_written_plainly() -> None:
    # The check above is meaningful: plain JSON of a game does contain them.
    session = hot_seat(3, seed=1)
    play(session, random.Random(1), limit=40)
    with pytest.raises(AssertionError):
        _assert_nothing_readable(session.game.dumps().encode("ascii"))


def test_resumed_hot_seat_starts_behind_the_curtain(store: SaveStore) -> None:
    session = hot_seat(3, seed=4)
    play(session, random.Random(4), limit=40)
    session.confirm_handover()  # someone was looking at their counters when it was saved
    assert session.display_viewer is not None and session.legal()
    store.save(session)
    resumed = store.load().match.session()
    assert resumed.display_viewer is None and resumed.needs_handover()
    assert resumed.legal() == []
    resumed.confirm_handover()
    assert resumed.display_viewer == session.to_act and resumed.legal() == session.legal()


def test_resumed_solo_game_needs_no_curtain(store: SaveStore) -> None:
    def quiet_bot(level: str, player: int, seed: int) -> object:
        return object()  # never asked to choose here

    game = hot_seat(3, seed=6).game
    session = Session(game, ["human", "easy", "hard"], bot_factory=quiet_bot)
    store.save(session)
    resumed = store.load().match.session(bot_factory=quiet_bot)
    assert resumed.display_viewer == 0 and resumed.seats == ["human", "easy", "hard"]


# ---------------------------------------------------------------- bad files
def _body_start(data: bytes) -> int:
    return data.index(b"\n", data.index(b"CONSPIRACY-TABLE-SAVE")) + 1


def _flip_digit(data: bytes) -> bytes:
    at = _body_start(data) + 10
    return data[:at] + (b"0" if data[at:at + 1] != b"0" else b"1") + data[at + 1:]


def _edit(change: Callable[[dict[str, Any]], None]) -> Callable[[bytes], bytes]:
    """A skilled hand edit: decode, change, re-encode with a correct checksum."""
    def edit(data: bytes) -> bytes:
        payload = decode(data)
        change(payload)
        return encode(payload)
    return edit


def _state(payload: dict[str, Any]) -> dict[str, Any]:
    return payload["game"]["state"]


def _duplicate_counter(p: dict[str, Any]) -> None:
    _state(p)["pool"].append(_state(p)["plots"][0][0])  # a third copy of a Plot counter


def _lower_sanity(p: dict[str, Any]) -> None:
    _state(p)["sanity"][0] -= 1  # a legal-looking position no recorded action leads to


def _replace_action(p: dict[str, Any]) -> None:
    p["game"]["record"][5] = "fly away"


def _wizard_seat(p: dict[str, Any]) -> None:
    p["seats"][0] = "wizard"


def _newer_engine(p: dict[str, Any]) -> None:
    _state(p)["version"] = SAVE_VERSION + 1


BAD_FILES: dict[str, tuple[Callable[[bytes], bytes], str, str]] = {
    # name: (how the good file is spoiled, expected reason, words of the message)
    "digit changed": (_flip_digit, CORRUPT, "damaged"),
    "not a save": (lambda d: b"shopping list: milk, eggs\n", CORRUPT, "not a Conspiracy"),
    "binary junk": (lambda d: bytes(range(256)) * 4, CORRUPT, "damaged"),
    "half a file": (lambda d: d[:len(d) // 2], TRUNCATED, "cut short"),
    "cut in the header": (lambda d: d[:_body_start(d) - 20], TRUNCATED, "cut short"),
    "cut in the notice": (lambda d: d[:30], TRUNCATED, "cut short"),
    "empty": (lambda d: b"", TRUNCATED, "cut short"),
    "newer format": (lambda d: d.replace(b"format=%d" % FORMAT, b"format=%d" % (FORMAT + 1), 1),
                     NEWER,
                     "newer version"),
    "newer engine": (_edit(_newer_engine), NEWER, "newer version"),
    "counter duplicated": (_edit(_duplicate_counter), ILLEGAL, "not a legal position"),
    "position edited": (_edit(_lower_sanity), ILLEGAL, "does not follow"),
    "action edited": (_edit(_replace_action), ILLEGAL, "not legal"),
    "unknown seat": (_edit(_wizard_seat), ILLEGAL, "seats"),
}


@pytest.fixture
def good_save(store: SaveStore) -> bytes:
    session = hot_seat(4, seed=5)
    play(session, random.Random(5), limit=50)
    assert store.save(session) == store.current
    return store.current.read_bytes()


@pytest.mark.parametrize("case", list(BAD_FILES))
def test_a_bad_save_is_reported_and_set_aside(store: SaveStore, good_save: bytes,
                                              case: str) -> None:
    spoil, reason, words = BAD_FILES[case]
    bad = spoil(good_save)
    store.current.write_bytes(bad)
    assert store.has_resume()
    result = store.load()  # never raises
    assert not result.ok and result.match is None
    assert result.reason == reason
    assert words in result.message
    assert ("Update the game" if reason == NEWER else "cannot be resumed") in result.message
    # Set aside, not deleted: the original name is free, the bytes are kept.
    assert not store.current.exists() and not store.has_resume()
    aside = result.set_aside
    assert aside is not None and aside.parent == store.folder
    assert aside.name.startswith(f"current.{reason}-") and aside.suffix == ".save"
    assert aside.read_bytes() == bad
    assert aside.name in result.message
    assert store.load().reason == MISSING


def test_two_bad_saves_in_one_second_are_both_kept(store: SaveStore) -> None:
    names = set()
    for _ in range(2):
        store.current.parent.mkdir(parents=True, exist_ok=True)
        store.current.write_bytes(b"junk")
        names.add(store.load().set_aside)
    assert len(names) == 2 and all(p is not None and p.exists() for p in names)


def test_a_temporary_file_left_by_a_kill_is_cleaned_up(store: SaveStore,
                                                       good_save: bytes) -> None:
    # Named as write_atomic names them, by a process that no longer exists.
    stray = store.folder / ".conspiracy-table-current.save.999999999.1.tmp"
    stray.write_bytes(good_save[:100])
    theirs = store.folder / ".other-program.k1ll3d.tmp"  # a shared folder: not ours
    theirs.write_bytes(b"someone else's")
    assert store.load().ok
    assert not stray.exists()
    assert theirs.read_bytes() == b"someone else's"


# ---------------------------------------------------------------- finished games
def test_a_finished_game_is_filed_with_its_record(store: SaveStore) -> None:
    session = hot_seat(3, seed=9)
    play(session, random.Random(9), lambda k: store.save(session))
    assert not store.has_resume()
    [entry] = store.finished_games()
    game = session.game
    assert entry.actions == len(game.record) and entry.result == game.result
    assert entry.names == tuple(session.names) and entry.turns == game.state.turn
    result = store.load_finished(entry.path)
    assert result.ok
    _same(result.match, session)
    assert result.match.replay().to_end().state.to_json() == game.state.to_json()
    store.save(session)  # saving the same finished game again keeps one record
    assert len(store.finished_games()) == 1


def test_a_bad_finished_record_is_set_aside_and_no_longer_listed(store: SaveStore) -> None:
    session = hot_seat(2, seed=14)
    play(session, random.Random(14))
    path = store.save(session)
    assert path is not None
    path.write_bytes(_edit(_lower_sanity)(path.read_bytes()))
    assert len(store.finished_games()) == 1  # listing is cheap: it does not replay
    result = store.load_finished(path)
    assert result.reason == ILLEGAL and result.set_aside is not None
    assert result.set_aside.parent == store.finished_folder and not path.exists()
    assert store.finished_games() == []


def test_killed_before_the_finished_game_was_filed(store: SaveStore) -> None:
    session = hot_seat(3, seed=10)
    play(session, random.Random(10))
    path = store.save(session)
    assert path is not None and path.parent == store.finished_folder
    os.replace(path, store.current)  # as if killed between writing and filing
    result = store.load()
    assert result.reason == FINISHED and result.match is not None and result.message
    assert not store.has_resume() and len(store.finished_games()) == 1


def test_clear_discards_an_unfinished_game_and_files_a_finished_one(
        store: SaveStore) -> None:
    session = hot_seat(3, seed=12)
    play(session, random.Random(12), limit=20)
    store.save(session)
    assert store.clear() is None and not store.has_resume()
    assert store.finished_games() == []
    play(session, random.Random(12))
    finished = store.save(session)
    assert finished is not None
    os.replace(finished, store.current)
    filed = store.clear()
    assert filed is not None and filed.exists() and not store.has_resume()
    assert store.clear() is None  # nothing left: a no-op


def test_only_the_latest_finished_games_are_kept(tmp_path: Path) -> None:
    store = SaveStore(tmp_path / "kiosk", durable=False, keep_finished=2)
    for seed in range(3):
        session = hot_seat(2, seed=seed)
        play(session, random.Random(seed))
        path = store.save(session)
        assert path is not None
        os.utime(path, (seed * 1000.0 + 1e9, seed * 1000.0 + 1e9))  # distinct ages
    assert len(list(store.finished_folder.glob("*.save"))) == 2


def test_a_disk_that_refuses_is_reported_not_raised(tmp_path: Path) -> None:
    blocker = tmp_path / "not-a-folder"
    blocker.write_text("a file where the save folder should be")
    store = SaveStore(blocker, durable=False)
    session = hot_seat(2, seed=1)
    assert store.save(session) is None
    assert store.last_error and "could not be saved" in store.last_error


def test_payload_is_plain_json_inside() -> None:
    # The payload is JSON (not pickle): loading a save never runs code.
    session = hot_seat(2, seed=1)
    data = encode({"format": FORMAT, "game": session.game.to_json()})
    assert json.loads(json.dumps(decode(data)))["game"]["seed"] == 1


# ---------------------------------------------------------------- autosave
def test_autosave_saves_once_per_change(store: SaveStore) -> None:
    session = hot_seat(3, seed=13)
    auto = AutoSave(store, session)
    assert auto.tick() and store.has_resume()  # the new match is saved at once
    assert not auto.tick()  # nothing changed: no write
    rng = random.Random(13)
    earlier = None
    for k in range(30):
        random_step(session, rng)
        if k == 10:
            earlier = session.game.clone()
        assert auto.tick() and not auto.tick()
        _same(store.load().match, session)
    session.game = earlier  # what undo does: an earlier Game object comes back
    assert auto.tick()
    _same(store.load().match, session)
    assert auto.notice is None


def test_autosave_tells_once_when_saving_fails(tmp_path: Path) -> None:
    blocker = tmp_path / "blocker"
    blocker.write_text("not a folder")
    session = hot_seat(2, seed=1)
    auto = AutoSave(SaveStore(blocker, durable=False), session)
    assert auto.tick() and auto.notice and "could not be saved" in auto.notice
    auto.notice = None  # the board showed it
    random_step(session, random.Random(1))
    assert auto.tick() and auto.notice is None  # still failing: not repeated


# ---- the background writer (what the app uses: the fsync off the frame loop) ----
def _timeless(data: bytes) -> dict[str, Any]:
    """A save's payload without its time (a second may pass between writing and reading)."""
    payload = decode(data)
    payload.pop("saved_at", None)
    return payload


def test_background_autosave_writes_what_a_direct_save_would(tmp_path: Path) -> None:
    store = SaveStore(background=True)
    session = hot_seat(3, seed=5)
    rng = random.Random(5)
    auto = AutoSave(store, session)
    seen = 0

    def after(k: int) -> None:
        nonlocal seen
        auto.tick()
        if k % 20 == 0 and not session.game.is_over:
            auto.flush()
            assert _timeless(store.current.read_bytes()) == _timeless(store.current_bytes(session))
            seen += 1

    play(session, rng, after)
    auto.tick()  # the finished game: the last running save lands first, then is filed
    auto.close()
    assert seen >= 3
    assert session.game.is_over and not store.current.exists()
    (filed,) = store.finished_games()
    assert filed.actions == len(session.game.record)


def test_background_autosave_reports_a_refusing_disk_once(tmp_path: Path) -> None:
    blocked = tmp_path / "not-a-folder"
    blocked.write_text("a file where the save folder should be")
    store = SaveStore(blocked / "saves", background=True)
    session = hot_seat(3, seed=6)
    auto = AutoSave(store, session)
    random_step(session, random.Random(6))
    auto.tick()
    auto.flush()
    assert auto.notice and "could not be saved" in auto.notice
    auto.notice = None
    random_step(session, random.Random(7))
    auto.tick()
    auto.flush()
    assert auto.notice is None  # said once, not after every action
    auto.close()


def test_closing_the_background_writer_ends_its_thread() -> None:
    store = SaveStore(background=True)
    auto = AutoSave(store, hot_seat(2, seed=8))
    thread = auto._writer._thread
    auto.tick()
    auto.close()
    thread.join(timeout=5)
    assert not thread.is_alive() and store.current.exists()
