"""Nothing lost, through the real scenes: saved after every action, resumed from the title.

Every game here runs in the App with a `Flow` owning a `SaveStore` in tmp_path (see
conftest); input arrives as pygame events, as from a person at the table.
"""

from __future__ import annotations

import random
import sys
from pathlib import Path

import pygame
import pytest

from game.paranoid import Game, GameConfig, Options
from scenes.paranoid.board import BoardScene
from scenes.paranoid.presets import default_config
from scenes.shell.match.curtain import CurtainScene
from scenes.shell.match.flow import Flow, describe_save
from scenes.shell.match.results import ResultsScene
from scenes.shell.match.session import Session
from scenes.shell.menus.title import RESUME, RESUME_CHECK_FRAMES, TitleScene
from scenes.shell.saves.store import ENV_FOLDER, SaveStore, decode, encode
from scenes.shell.screens.message import MessageScene
from scenes.shell.window.app import App, AppConfig

sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "scenes"))
from scene_driver import Driver, keyboard_player  # noqa: E402
from test_board_privacy import RecordingArt, visible_to  # noqa: E402

from .matches import hot_seat, play  # noqa: E402


def product(app: App, store: SaveStore | None) -> tuple[Flow, Driver]:
    """The app as main.py assembles it, saving into `store`."""
    flow = Flow(app.stack, speed=0, music=False, store=store)
    app.stack.push(flow.title())
    driver = Driver(app)
    for _ in range(RESUME_CHECK_FRAMES):  # "Resume" is looked at after the first frame
        driver.step()
    return flow, driver


def menu_labels(title: TitleScene) -> list[str]:
    return [item.label for item in title.main.items]


def saved_state(store: SaveStore, full: bool = True) -> tuple[dict, list[str]]:
    """The saved game's state and record: through `load` (which also replays the record
    to check it), or, `full=False`, the same file read without that check."""
    if full:
        result = store.load()
        assert result.ok, result.message
        game = result.match.game
    else:
        game = Game.from_json(decode(store.current.read_bytes())["game"])
    return game.state.to_json(), game.record


# ---------------------------------------------------------------- saving every action
def test_a_game_played_through_the_scenes_is_saved_after_every_action(
        app: App, store: SaveStore) -> None:
    flow, d = product(app, store)
    assert menu_labels(d.top)[0] != RESUME  # nothing saved yet
    flow.start(default_config(("human", "random", "random"), Options(sanity=20)), 5)
    d.step()
    board = flow.board
    assert board is not None and board.autosave is not None
    compared, undone = 0, False
    seen: tuple[int, int] = (-1, -1)

    def act(driver: Driver) -> None:
        nonlocal undone
        keyboard_player(driver)
        s = board.session
        last = s.game.record[-1] if s.game.record else ""
        # Once, take a Place back: an undo is saved too (no undone move comes back).
        if not undone and last.startswith("place") and s.can_undo():
            before = len(s.game.record)
            driver.press(pygame.K_u)
            assert len(s.game.record) == before - 1
            undone = True

    def check() -> bool:
        nonlocal compared, seen
        game = board.session.game
        if (id(game), len(game.record)) != seen and not game.is_over:
            seen = (id(game), len(game.record))
            full = compared % 20 == 0  # the replaying check now and then: it is O(actions)
            assert saved_state(store, full) == (game.state.to_json(), game.record)
            compared += 1
        return isinstance(d.top, ResultsScene)

    d.run_until(check, act)
    assert undone, "the game had a Place to take back"
    assert compared > 100, compared  # every action (bot moves included) was checked
    # The end: no Resume, the finished game filed with its whole record.
    game = board.session.game
    assert game.is_over and not store.has_resume()
    [finished] = store.finished_games()
    assert finished.actions == len(game.record)
    assert store.load_finished(finished.path).match.game.state.to_json() == \
        game.state.to_json()
    d.press(pygame.K_t)
    d.step()
    assert isinstance(d.top, TitleScene) and RESUME not in menu_labels(d.top)


def test_leaving_mid_game_keeps_the_save_and_the_title_offers_resume(
        app: App, store: SaveStore) -> None:
    flow, d = product(app, store)
    flow.start(default_config(("random", "random", "random")), 8)
    for _ in range(40):
        d.step()
    record = list(flow.board.session.game.record)
    assert record
    flow.to_title()
    d.step()
    d.step()
    d.step()
    title = d.top
    assert isinstance(title, TitleScene)
    assert menu_labels(title)[0] == RESUME and title.main.focus == 0
    # Read after the title's first frame.
    assert title.resume_note.startswith("Paranoid Delusions · 3 bots · ")
    assert saved_state(store)[1] == record


def test_a_watched_game_never_replaces_a_saved_one(app: App, store: SaveStore) -> None:
    session = hot_seat(3, seed=2)
    play(session, random.Random(2), limit=30)
    store.save(session)
    before = store.current.read_bytes()
    flow, d = product(app, store)
    board = flow.start_demo(seed=3, autosave=False)
    for _ in range(30):
        d.step()
    assert board.session.game.record and board.autosave is None
    assert store.current.read_bytes() == before
    board.session.game = board.session.game.clone()  # as an undo would: still not saved
    d.step()
    assert store.current.read_bytes() == before


def test_a_failing_disk_is_said_once_and_the_game_goes_on(app: App, tmp_path: Path) -> None:
    blocker = tmp_path / "not-a-folder"
    blocker.write_text("a file where the save folder should be")
    flow, d = product(app, SaveStore(blocker, durable=False))
    board = flow.start(default_config(("random", "random")), 4)
    d.step()
    assert "could not be saved" in board.hint and board.hint_time > 0
    board.hint, board.hint_time = "", 0.0
    for _ in range(40):
        d.step()
    assert board.session.game.record, "the game went on"
    assert board.hint == ""  # still failing: not said again


# ---------------------------------------------------------------- resuming
def test_resume_rebuilds_the_identical_match_behind_the_curtain(store: SaveStore) -> None:
    session = Session(Game.new(GameConfig(players=3), 6), ["human", "human", "random"], 6)
    rng = random.Random(6)
    while session.game.state.turn < 2 or not session.human_to_act:
        session.confirm_handover()  # as the players did, each at their turn
        legal = session.game.legal_actions()
        session.submit(legal[rng.randrange(len(legal))])
    session.confirm_handover()  # someone was looking at their counters when it was saved
    store.save(session)

    art = RecordingArt()
    app = App(AppConfig(speed=0))
    app.services.art = art
    app.open()
    try:
        flow, d = product(app, store)
        assert menu_labels(d.top)[0] == RESUME
        d.press(pygame.K_RETURN)  # Resume has the focus
        board = flow.board
        assert isinstance(board, BoardScene)
        assert board.session.game.state.to_json() == session.game.state.to_json()
        assert board.session.game.record == session.game.record
        assert board.session.names == session.names and board.session.log == session.log
        public = visible_to(board.session.game, None)
        for _ in range(10):  # until the curtain: only public faces, ever
            if isinstance(d.top, CurtainScene):
                break
            art.faces.clear()
            d.step()
            assert art.faces <= public, "a hidden counter was drawn before the curtain"
        curtain = d.top
        assert isinstance(curtain, CurtainScene) and board.session.display_viewer is None
        player = board.session.to_act
        assert curtain.name == session.names[player]
        art.faces.clear()
        d.step()
        assert art.faces == set()  # the curtain is opaque
        d.step(), d.step(), d.step(), d.step(), d.step()
        d.press(pygame.K_RETURN)  # only they are looking now
        art.faces.clear()
        d.step()
        assert board.session.display_viewer == player
        own = set(board.session.game.observe(player).plot)
        assert own <= art.faces <= visible_to(board.session.game, player)
    finally:
        app.close()


def test_a_resumed_solo_game_also_starts_behind_the_curtain(app: App,
                                                            store: SaveStore) -> None:
    session = Session(Game.new(GameConfig(players=3), 9), ["human", "random", "random"], 9)
    rng = random.Random(9)
    while session.game.state.turn < 1 or not session.human_to_act:
        session.submit(rng.choice(session.game.legal_actions()))
    assert session.display_viewer == 0  # a lone human sees their counters at once...
    store.save(session)
    flow, d = product(app, store)
    d.press(pygame.K_RETURN)
    d.step()
    assert isinstance(d.top, CurtainScene)  # ...but not whoever opens the game next
    assert flow.board.session.display_viewer is None
    for _ in range(6):
        d.step()
    d.press(pygame.K_RETURN)
    assert flow.board.session.display_viewer == 0
    d.run_until(lambda: len(flow.board.session.game.record) > len(session.game.record),
                keyboard_player, limit=400)
    assert saved_state(store)[1] == flow.board.session.game.record  # saved again


def test_resume_note_says_who_which_turn_and_when(store: SaveStore) -> None:
    session = hot_seat(3, seed=3)
    session.names = ["Ann", "Bob", "Cy"]
    play(session, random.Random(3), limit=60)
    store.save(session)
    note = describe_save(store.current)
    turn = session.game.state.turn
    assert note.startswith(f"Paranoid Delusions · Ann, Bob, Cy · turn {turn} · today ") \
        or turn == 0
    assert describe_save(store.folder / "missing.save") == ""


# ---------------------------------------------------------------- bad saves
def _truncate(data: bytes) -> bytes:
    return data[:len(data) * 2 // 3]


def _corrupt(data: bytes) -> bytes:
    at = len(data) - 20
    return data[:at] + (b"0" if data[at:at + 1] != b"0" else b"1") + data[at + 1:]


def _newer(data: bytes) -> bytes:
    return data.replace(b"format=2", b"format=9", 1)


def _illegal(data: bytes) -> bytes:
    payload = decode(data)
    payload["game"]["state"]["sanity"][0] -= 3  # re-encoded with a valid checksum
    return encode(payload)


@pytest.mark.parametrize("spoil, reason, words", [
    (_corrupt, "corrupt", "damaged"),
    (_truncate, "truncated", "cut short"),
    (_newer, "newer", "newer version"),
    (_illegal, "illegal", "rules do not allow"),
])
def test_a_bad_save_is_explained_and_set_aside_from_the_title(
        app: App, store: SaveStore, spoil, reason: str, words: str) -> None:
    session = hot_seat(3, seed=4)
    play(session, random.Random(4), limit=50)
    store.save(session)
    store.current.write_bytes(spoil(store.current.read_bytes()))
    flow, d = product(app, store)
    title = d.top
    assert menu_labels(title)[0] == RESUME  # cheap: existence only, nothing read
    d.press(pygame.K_RETURN)
    message = d.top
    assert isinstance(message, MessageScene) and message.error
    assert words in message.message
    assert flow.board is None
    [aside] = list(store.folder.glob(f"current.{reason}-*.save"))
    assert aside.name in message.message and not store.current.exists()
    d.press(pygame.K_RETURN)  # OK
    for _ in range(5):
        d.step()  # the app keeps running
    assert app.running and d.top is title and RESUME not in menu_labels(title)
    assert title.main.items[title.main.focus].label == "Play"


def test_no_store_no_resume(app: App) -> None:
    flow, d = product(app, None)
    board = flow.start(default_config(("random", "random")), 2)
    for _ in range(10):
        d.step()
    assert board.autosave is None and RESUME not in menu_labels(flow._title)


# ---------------------------------------------------------------- main.py
def test_main_saves_where_it_is_told_and_captures_never_touch_a_real_save(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    import main

    parse = main.build_parser().parse_args
    folder = tmp_path / "data"  # $CONSPIRACY_TABLE_DATA, set by conftest
    assert main.SAVE_FOLDER_ENV == ENV_FOLDER
    assert main._save_store(parse([]))().folder == folder
    assert main._save_store(parse(["--no-save"])) is None
    assert main._save_store(parse(["--frames", "3"]))().folder == folder  # asked for: ok
    monkeypatch.delenv("CONSPIRACY_TABLE_DATA")
    assert main._save_store(parse(["--frames", "3"])) is None  # the user's own: never
    assert main._save_store(parse(["--screenshot", str(tmp_path / "s.png")])) is None
    assert main._save_store(parse([])) is not None  # a normal run saves


def test_main_demo_saves_as_it_plays(tmp_path: Path) -> None:
    import main

    assert main.main(["--demo", "--seed", "4", "--speed", "0", "--frames", "40",
                      "--mute"]) == 0
    store = SaveStore(per_game=True)  # as main.py keeps them: one slot per game
    assert store.folder == tmp_path / "data"
    assert list(store.unfinished()) == ["paranoid-delusions"]
    result = store.load("paranoid-delusions")
    assert result.ok and result.match.game.record and result.match.seats == ["medium"] * 4


def test_a_save_of_a_game_that_had_ended_is_filed_and_can_be_replayed(
        app: App, store: SaveStore) -> None:
    import os

    from scenes.shell.replay.replay_viewer import ReplayControls

    session = hot_seat(2, seed=7)
    play(session, random.Random(7))
    finished = store.save(session)
    os.replace(finished, store.current)  # as if killed between the last save and filing
    flow, d = product(app, store)
    title = d.top
    d.press(pygame.K_RETURN)  # Resume
    message = d.top
    assert isinstance(message, MessageScene) and not message.error
    assert "already ended" in message.message and flow.board is None
    assert not store.has_resume() and len(store.finished_games()) == 1
    d.press(pygame.K_RETURN)  # Replay it
    viewer = d.top
    assert isinstance(viewer, ReplayControls)
    assert viewer.replay.record == tuple(session.game.record)
    d.press(pygame.K_ESCAPE)
    for _ in range(RESUME_CHECK_FRAMES + 1):
        d.step()
    assert d.top is title and RESUME not in menu_labels(title)
