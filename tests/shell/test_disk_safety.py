"""Issue 12: nothing on disk can crash the table or lose a player's data.

One test per reproduction of the issue (numbered as there), then the two playtest items
(SIGTERM, the kiosk's own save slot). Each failed on the code before the fix.
"""

from __future__ import annotations

import builtins
import hashlib
import io
import json
import os
import signal
import subprocess
import sys
import threading
import time
import tracemalloc
import zlib
from pathlib import Path
from typing import Any

import pytest

from game.core import registry
from scenes.shell.match.session import Session
from scenes.shell.saves import save_format
from scenes.shell.saves import store as saves_mod
from scenes.shell.saves.store import SaveProblem, SaveStore, decode, encode
from scenes.shell.settings.settings_store import Kiosk, Seat, Settings, SettingsStore

ROOT = Path(__file__).resolve().parents[2]
TIMEOUT = 5.0  # seconds any load may take here


@pytest.fixture(autouse=True)
def _private_folders(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("CONSPIRACY_TABLE_DATA", str(tmp_path / "data"))
    monkeypatch.setenv("CONSPIRACY_TABLE_CONFIG", str(tmp_path / "config"))
    monkeypatch.setenv("CONSPIRACY_TABLE_LOGS", str(tmp_path / "logs"))


def _write_settings(data: Any) -> SettingsStore:
    store = SettingsStore(durable=False)
    store.folder.mkdir(parents=True, exist_ok=True)
    store.path.write_text(data if isinstance(data, str) else json.dumps(data))
    return store


def _start_like_the_app(store: SettingsStore) -> Any:
    """What main.py does with the settings at start: load, and write back a repair."""
    loaded = store.load()
    if loaded.messages and loaded.set_aside is None:
        store.save(loaded.settings)
    return loaded


def _all_bytes(folder: Path) -> list[bytes]:
    return [p.read_bytes() for p in folder.iterdir() if p.is_file()]


def _in_time(call: Any, seconds: float = TIMEOUT) -> Any:
    """`call()` on a thread: fails (instead of hanging the suite) if it takes too long."""
    out: dict[str, Any] = {}

    def run() -> None:
        try:
            out["value"] = call()
        except BaseException as exc:  # noqa: BLE001 - re-raised below, on this thread
            out["error"] = exc

    thread = threading.Thread(target=run, daemon=True)
    thread.start()
    thread.join(seconds)
    assert not thread.is_alive(), f"still running after {seconds} s: a hang"
    if "error" in out:
        raise out["error"]
    return out["value"]


def session_of(game_id: str, seed: int = 3, names: list[str] | None = None) -> Session:
    """A fresh match of any registered game: one human, bots in the other seats."""
    info, plugin = registry.get(game_id), registry.plugin(game_id)
    n = max(info.min_players, min(3, info.max_players))
    seats = ["human"] + [info.default_bot] * (n - 1)
    names = names or [f"Player {i + 1}" for i in range(n)]
    game = plugin.Game.new(plugin.make_config(seats, names, {}), seed)
    session = Session(game, seats, seed=seed, game_id=game_id)
    session.names = list(names)
    return session


def encode_text(text: str, kind: str = "current") -> bytes:
    """A save file with a valid header and checksum around any JSON text."""
    return encode_blob(zlib.compress(text.encode("utf-8"), 9), kind)


def encode_blob(blob: bytes, kind: str = "current") -> bytes:
    """A save file with a valid header and checksum around any packed bytes."""
    digits = blob.hex()
    body = "\n".join(digits[i:i + 64] for i in range(0, len(digits), 64))
    header = (f"{save_format.MAGIC} format={saves_mod.FORMAT} kind={kind} bytes={len(blob)} "
              f"sha256={hashlib.sha256(blob).hexdigest()}")
    return f"{save_format.NOTICE}\n{header}\n{body}\n".encode("ascii")


# ---------------------------------------------------------------- 1. unreadable settings
def test_1_an_unreadable_settings_file_is_never_written_over(
        monkeypatch: pytest.MonkeyPatch) -> None:
    store = _write_settings(Settings(music_volume=0.2).to_json())
    original = store.path.read_bytes()
    target = str(store.path)

    def refuse(opener: Any) -> Any:
        def wrapped(file: Any, *args: Any, **kwargs: Any) -> Any:
            if os.fspath(file) == target and (not args or "r" in str(args[0])
                                               or isinstance(args[0], int)):
                raise PermissionError(13, "Permission denied", target)
            return opener(file, *args, **kwargs)
        return wrapped

    # As chmod 000 for a normal user, or an I/O error (the tests may run as root).
    monkeypatch.setattr(os, "open", refuse(os.open))
    monkeypatch.setattr(io, "open", refuse(io.open))
    monkeypatch.setattr(builtins, "open", refuse(builtins.open))
    loaded = _start_like_the_app(store)
    monkeypatch.undo()
    assert loaded.messages, "the player is told"
    assert original in _all_bytes(store.folder), "the user's settings were lost"


# ---------------------------------------------------------------- 2. giant integer
def test_2_a_giant_integer_is_set_aside_not_a_crash() -> None:
    store = _write_settings('{"music_volume": 1' + "0" * 4400 + "}")
    original = store.path.read_bytes()
    loaded = _start_like_the_app(store)
    assert loaded.settings == Settings() and loaded.messages
    assert loaded.set_aside is not None and loaded.set_aside.read_bytes() == original


# ---------------------------------------------------------------- 3. unknown key name
def test_3_an_unknown_quit_key_falls_back_and_the_kiosk_starts(tmp_path: Path) -> None:
    store = _write_settings({"kiosk": {"enabled": True, "quit_combo": "ctrl+alt+esc"}})
    loaded = _start_like_the_app(store)
    assert loaded.settings.kiosk.enabled
    assert loaded.settings.kiosk.quit_combo == Kiosk().quit_combo
    assert any("quit_combo" in m for m in loaded.messages)
    from scenes.shell.kiosk.director import KioskDirector
    from scenes.shell.window.app import App

    # Even a Kiosk that was not read through the settings never stops the start.
    director = KioskDirector(App(), Kiosk(enabled=True, quit_combo="ctrl+alt+esc"),
                             log_file=tmp_path / "kiosk.log", stderr=False)
    director.close()
    assert director.options.quit_combo == Kiosk().quit_combo


# ---------------------------------------------------------------- 4. NUL, lone surrogate
@pytest.mark.parametrize("bad", ["Ann\x00", "\ud800", "Bob\x1b[2J", "\u2028"])
def test_4_unprintable_names_and_options_are_not_taken(bad: str) -> None:
    store = _write_settings({"seats": [{"kind": "human", "name": bad, "colour": 0},
                                       {"kind": "easy", "name": "Eve", "colour": 1}],
                             "games": {"paranoid-delusions": {"options": {"subculture": bad}}},
                             "game": bad})
    loaded = _start_like_the_app(store)
    s = loaded.settings
    assert s.seats[0].name == "Player 1" and s.seats[1].name == "Eve"
    assert "subculture" not in s.game_options("paranoid-delusions")
    assert s.game != bad
    # Title → Play: the setup form is made from these settings and drawn.
    from scenes.shell.settings.preferences import setup_for

    setup = setup_for(s, "paranoid-delusions")
    assert all(n.isprintable() for n in setup.names)
    json.loads(store.path.read_text("utf-8"))  # and what was written back reads again


def test_4_a_lone_surrogate_kept_in_an_unknown_key_does_not_stop_saving() -> None:
    store = _write_settings('{"future\\ud800": "x\\udc00"}')
    loaded = store.load()
    assert store.save(loaded.settings) is None
    assert store.load().settings.extra == loaded.settings.extra


# ---------------------------------------------------------------- 5. bad saves
def _good_payload(store: SaveStore) -> dict[str, Any]:
    store.save(session_of("paranoid-delusions"))
    return decode(store.current.read_bytes())


@pytest.mark.parametrize("change", ["deep", "saved_at_low", "saved_at_high", "nul_name",
                                    "int_name"])
def test_5_a_checksummed_but_absurd_save_is_set_aside(change: str) -> None:
    from scenes.shell.match.flow import describe_save

    store = SaveStore(durable=False)
    payload = _good_payload(store)
    if change == "deep":
        payload["log"] = ["x"]
        text = json.dumps(payload).replace('["x"]', "[" * 100_000 + "]" * 100_000)
        data = encode_text(text)
    else:
        if change == "saved_at_low":
            payload["saved_at"] = "0001-01-01T00:00:00+14:00"
        elif change == "saved_at_high":
            payload["saved_at"] = "9999-12-31T23:59:59-12:00"
        elif change == "nul_name":
            payload["names"][0] = "Ann\x00"
        else:
            payload["names"][0] = 7
        data = encode(payload)
    store.current.write_bytes(data)
    with pytest.raises(SaveProblem):
        decode(data)
    assert describe_save(store.current) == ""  # what the title shows: no crash
    result = store.load()
    assert not result.ok and result.message
    assert result.set_aside is not None and result.set_aside.read_bytes() == data
    assert not store.current.exists()


# ---------------------------------------------------------------- 6. a human named Ada
def test_6_a_human_called_like_a_bot_keeps_the_name() -> None:
    from scenes.shell.settings.preferences import setup_for

    settings = Settings(seats=[Seat("human", "Ada", 0), Seat("medium", "Player 2", 1)])
    assert setup_for(settings, "paranoid-delusions").names[0] == "Ada"


# ---------------------------------------------------------------- 7. two copies
def test_7_a_second_copy_gets_no_save_store_and_a_message(tmp_path: Path) -> None:
    from scenes.shell import cli
    from scenes.shell.saves.lock import TableLock, data_folder

    first = TableLock(data_folder())
    assert first.acquire()
    try:
        args = cli.build_parser().parse_args([])
        assert cli._save_store(args) is None
        assert "already running" in args.busy
        again = TableLock(data_folder())
        assert not again.acquire()
    finally:
        first.release()
    assert TableLock(data_folder()).acquire()  # released: the next start saves again


def test_7_the_lock_goes_with_a_killed_process(tmp_path: Path) -> None:
    from scenes.shell.saves.lock import TableLock

    folder = tmp_path / "data"
    code = ("import sys, time; sys.path.insert(0, sys.argv[1]);"
            "from pathlib import Path; from scenes.shell.saves.lock import TableLock;"
            "assert TableLock(Path(sys.argv[2])).acquire(); print('held', flush=True);"
            "time.sleep(60)")
    proc = subprocess.Popen([sys.executable, "-c", code, str(ROOT), str(folder)],
                            stdout=subprocess.PIPE)
    try:
        assert proc.stdout is not None and proc.stdout.readline().strip() == b"held"
        assert not TableLock(folder).acquire()
    finally:
        proc.kill()
        proc.wait()
    assert TableLock(folder).acquire()


# ---------------------------------------------------------------- 8. shared folders
def test_8_other_programs_temporary_files_are_left_alone(tmp_path: Path) -> None:
    theirs = []
    for folder in (tmp_path / "config", tmp_path / "data"):
        folder.mkdir(parents=True, exist_ok=True)
        theirs += [folder / ".editor-swap.tmp", folder / ".settings.json.x1.tmp"]
    for path in theirs:
        path.write_bytes(b"not yours")
    SettingsStore().load()
    SaveStore(durable=False).load()
    assert all(p.read_bytes() == b"not yours" for p in theirs)


# ---------------------------------------------------------------- 9. --screenshot
@pytest.mark.parametrize("where", ["folder", "under a file"])
def test_9_an_unusable_screenshot_path_is_a_message(tmp_path: Path, where: str,
                                                    capsys: pytest.CaptureFixture) -> None:
    from scenes.shell import cli

    if where == "folder":
        path = tmp_path / "shots"
        path.mkdir()
    else:
        (tmp_path / "file.txt").write_text("x")
        path = tmp_path / "file.txt" / "shot.png"
    code = cli.main(["--frames", "1", "--size", "640x360", "--mute", "--screenshot",
                     str(path)])
    assert code == 2 and "screenshot" in capsys.readouterr().err
    assert not list(tmp_path.rglob("*.tmp"))


def test_9_a_screenshot_failing_at_the_end_leaves_no_temporary_file(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture) -> None:
    from scenes.shell import cli
    from scenes.shell.window.app import App

    target = tmp_path / "shot.png"

    def gone(self: App, path: Any) -> Any:  # the folder vanished during the run
        raise PermissionError(13, "Permission denied", str(path))

    monkeypatch.setattr(App, "save_screenshot", gone)
    code = cli.main(["--frames", "1", "--size", "640x360", "--mute", "--screenshot",
                     str(target)])
    assert code == 1 and "could not be written" in capsys.readouterr().err
    assert not list(tmp_path.rglob("*.tmp"))


# ---------------------------------------------------------------- 10. inflation bomb
def test_10_a_save_that_inflates_without_limit_is_refused_in_bounded_memory() -> None:
    # 4 times the limit, packed to a few hundred kilobytes (streamed: the test stays light).
    packer = zlib.compressobj(9)
    parts = [packer.compress(b'{"format": 2, "app": "conspiracy-table", "x": "')]
    chunk = b"a" * (1 << 20)
    parts += [packer.compress(chunk) for _ in range(4 * save_format.MAX_PAYLOAD >> 20)]
    parts.append(packer.compress(b'"}') + packer.flush())
    data = encode_blob(b"".join(parts))
    tracemalloc.start()
    try:
        started = time.perf_counter()
        with pytest.raises(SaveProblem):
            decode(data)
        seconds = time.perf_counter() - started
        peak = tracemalloc.get_traced_memory()[1]
    finally:
        tracemalloc.stop()
    assert peak < 2 * save_format.MAX_PAYLOAD and seconds < TIMEOUT


# ---------------------------------------------------------------- 11. FIFO, /dev/zero
@pytest.mark.skipif(not hasattr(os, "mkfifo"), reason="POSIX only")
def test_11_a_fifo_as_settings_or_save_does_not_hang() -> None:
    store = SettingsStore()
    store.folder.mkdir(parents=True)
    os.mkfifo(store.path)
    loaded = _in_time(store.load)
    assert loaded.settings == Settings() and loaded.messages
    saves = SaveStore(durable=False)
    saves.folder.mkdir(parents=True)
    os.mkfifo(saves.current)
    assert not _in_time(saves.load).ok
    assert not saves.current.exists()


@pytest.mark.skipif(not os.path.exists("/dev/zero"), reason="needs /dev/zero")
def test_11_a_link_to_dev_zero_is_refused_at_once() -> None:
    store = SettingsStore()
    store.folder.mkdir(parents=True)
    store.path.symlink_to("/dev/zero")
    loaded = _in_time(store.load)
    assert loaded.settings == Settings() and loaded.messages
    assert loaded.set_aside is not None and loaded.set_aside.is_symlink()
    saves = SaveStore(durable=False)
    saves.folder.mkdir(parents=True)
    saves.current.symlink_to("/dev/zero")
    assert not _in_time(saves.has_resume)
    assert _in_time(saves.load).reason == saves_mod.MISSING


# ---------------------------------------------------------------- 12. --speed
@pytest.mark.parametrize("speed", ["1e-300", "0.01", "9", "1e308"])
def test_12_a_speed_the_table_cannot_show_is_refused(speed: str,
                                                    capsys: pytest.CaptureFixture) -> None:
    from scenes.shell import cli

    with pytest.raises(SystemExit):
        cli.build_parser().parse_args(["--speed", speed])
    assert "speed must be" in capsys.readouterr().err


def test_12_the_settings_file_and_the_command_line_agree() -> None:
    from scenes.shell import cli

    for speed in ("0", "0.1", "1", "8", "instant"):
        cli.build_parser().parse_args(["--speed", speed])
    store = _write_settings({"animation_speed": 1e-300})
    assert store.load().settings.animation_speed == 0.1


# ---------------------------------------------------------------- playtest (a): SIGTERM
@pytest.mark.skipif(os.name != "posix", reason="POSIX signals")
def test_a_the_kiosk_quits_cleanly_on_sigterm(tmp_path: Path) -> None:
    env = dict(os.environ, SDL_VIDEODRIVER="dummy", SDL_AUDIODRIVER="dummy",
               CONSPIRACY_TABLE_STARTUP_MARK="1", PYTHONPATH=str(ROOT))
    proc = subprocess.Popen([sys.executable, "main.py", "--kiosk", "--size", "640x360",
                             "--speed", "0", "--mute", "--seed", "3"], cwd=ROOT, env=env,
                            stdout=subprocess.PIPE, stderr=subprocess.PIPE)
    try:
        assert proc.stdout is not None
        line = proc.stdout.readline()  # the first frame is on screen
        assert line.startswith(b"first-frame"), proc.stderr.read() if proc.stderr else line
        time.sleep(0.3)
        proc.send_signal(signal.SIGTERM)
        _, err = proc.communicate(timeout=30)
    finally:
        if proc.poll() is None:
            proc.kill()
            proc.wait()
    assert proc.returncode == 0, err.decode(errors="replace")[-3000:]
    log = (tmp_path / "logs" / "kiosk.log").read_text()
    assert "SIGTERM: saving and quitting" in log


def test_a_sigterm_mid_game_saves_the_visitors_game(tmp_path: Path) -> None:
    from scenes.shell.kiosk.director import GAME, KioskDirector
    from scenes.shell.window.app import App, AppConfig

    store = SaveStore(saves_mod.kiosk_folder(), durable=False)
    app = App(AppConfig(speed=0))
    app.open()
    director = KioskDirector(app, Kiosk(attract_seats=["random", "random"]), seed=4, speed=0,
                             log_file=tmp_path / "kiosk.log", stderr=False, store=store)
    try:
        director.install()
        director.start_game(("human", "random", "random"))
        app.step([], 0.1)
        assert director.mode == GAME
        director._on_signal(signal.SIGTERM, None)  # as the handler is called
        assert not app.step([], 0.1)
        assert store.has_resume() and store.load().ok
    finally:
        director.close()
        app.close()


# ---------------------------------------------------------------- playtest (b): slots
def test_b_kiosk_and_home_games_are_saved_apart(tmp_path: Path) -> None:
    from scenes.shell import cli

    home = SaveStore(durable=False)
    home.save(session_of("paranoid-delusions"))
    args = cli.build_parser().parse_args(["--kiosk"])
    factory = cli._save_store(args)
    try:
        kiosk_store = factory()
        assert kiosk_store.folder == tmp_path / "data" / "kiosk"
        assert not kiosk_store.has_resume()  # the home game is not put on the stand
        home_args = cli.build_parser().parse_args([])
        cli._LOCKS.pop().release()
        home_store = cli._save_store(home_args)()
        assert home_store.has_resume() and home_store.folder == tmp_path / "data"
    finally:
        while cli._LOCKS:
            cli._LOCKS.pop().release()


def test_the_kiosk_grabs_the_keyboard(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    from scenes.shell.kiosk.director import KioskDirector
    from scenes.shell.window.app import App, AppConfig

    monkeypatch.delenv("SDL_GRAB_KEYBOARD", raising=False)
    app = App(AppConfig(speed=0))
    director = KioskDirector(app, Kiosk(attract_seats=["random", "random"]), seed=4, speed=0,
                             log_file=tmp_path / "kiosk.log", stderr=False)
    try:
        director.install()
        assert os.environ.get("SDL_GRAB_KEYBOARD") == "1"  # before the window opens
        app.step([], 0.1)
        assert director.keyboard_grabbed  # asked of the window once it is open
    finally:
        director.close()
        app.close()
