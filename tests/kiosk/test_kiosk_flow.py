"""Kiosk mode end to end, through App.step with a fake clock: attract → any key →
quick start → game → idle → countdown → attract (or the bots take over)."""

from __future__ import annotations

import random
from collections.abc import Iterator
from pathlib import Path

import pygame
import pytest

from game.core import registry
from game.paranoid import Game, GameConfig
from scenes.paranoid.board import BoardScene
from scenes.paranoid.plot_builder import PlotBuilderScene
from scenes.shell.kiosk.attract import AttractBanner, CountdownScene
from scenes.shell.kiosk.director import ATTRACT, GAME, QUICK, RESULTS_GLIMPSE
from scenes.shell.kiosk.quick_start import QuickStartScene, couch, solo
from scenes.shell.match.results import ResultsScene
from scenes.shell.match.session import Session
from tests.frames import until

from .kiosk_helpers import DT, Table, click, key, make_table, scene_driver


@pytest.fixture
def table(tmp_path: Path) -> Iterator[Table]:
    yield from make_table(tmp_path, idle_action="attract")


@pytest.fixture
def bots_table(tmp_path: Path) -> Iterator[Table]:
    yield from make_table(tmp_path, idle_action="bots")


def demo_board(t: Table) -> BoardScene:
    board = t.kiosk.flow.board
    assert board is not None
    return board


def start_solo(t: Table) -> BoardScene:
    t.step()
    t.step(key(pygame.K_a))
    assert isinstance(t.top, QuickStartScene)
    t.step(key(pygame.K_RETURN))  # "Solo vs 3 bots" has the focus
    assert t.kiosk.mode == GAME
    board = demo_board(t)
    assert tuple(board.session.seats) == solo(registry.get(board.session.game_id))
    return board


def test_attract_any_key_quick_start_game_idle_countdown_attract(table: Table) -> None:
    t = table
    t.run(3.0)
    assert t.kiosk.mode == ATTRACT and isinstance(t.top, AttractBanner)
    demo = demo_board(t)
    assert demo.session.humans == [] and demo.session.display_viewer is None
    assert len(demo.session.game.record) > 0, "the demo plays by itself under the banner"
    assert t.app.services.sound._loop_wanted, "the attract loop asks for its music"

    t.step(key(pygame.K_x))  # any key
    assert t.kiosk.mode == QUICK and isinstance(t.top, QuickStartScene)
    assert demo.stack is None, "the demo left the table"

    board = start_solo(t)
    assert board is not demo and board.session.humans == [0]
    # Nobody touches anything: the countdown comes only after the timeout ...
    waited = 0.0
    while not isinstance(t.top, CountdownScene):
        t.step(dt=0.5)
        waited += 0.5
        assert waited < 120, "the countdown never came"
    assert waited >= t.kiosk.options.idle_timeout
    countdown = t.top
    assert countdown.message() == "Back to the demo in 5…"
    t.run(2.0, dt=0.5)
    assert countdown.message() == "Back to the demo in 3…"
    assert t.kiosk.mode == GAME
    # ... and at zero the table goes back to a fresh demo.
    t.run(3.5, dt=0.5)
    assert t.kiosk.mode == ATTRACT and isinstance(t.top, AttractBanner)
    assert board.stack is None
    fresh = demo_board(t)
    assert fresh is not board and fresh.session.humans == []


def test_any_input_cancels_the_countdown_and_is_not_a_move(table: Table) -> None:
    t = table
    board = start_solo(t)
    t.until(lambda: isinstance(t.top, CountdownScene), dt=0.5)
    under = t.app.stack.below(t.top)
    record = len(board.session.game.record)
    t.step(key(pygame.K_RETURN))  # would pick a counter, were it not the countdown's
    assert not isinstance(t.top, CountdownScene) and t.top is under
    assert len(board.session.game.record) == record
    assert t.kiosk.mode == GAME and t.kiosk.idle < 1.0
    t.run(15.0, dt=0.5)  # the idle clock restarted from zero: no countdown yet
    assert not isinstance(t.top, CountdownScene)


def test_a_tap_on_the_banner_opens_the_quick_start_and_a_tap_starts(table: Table) -> None:
    t = table
    t.step()
    t.step(pygame.event.Event(pygame.FINGERDOWN, x=0.5, y=0.5, dx=0, dy=0, finger_id=0,
                              touch_id=0, pressure=1.0), *click((640, 360)))
    quick = t.top
    assert isinstance(quick, QuickStartScene)
    labels = [item.label for item in quick.menu.items]
    assert labels[0] == "Solo vs 3 bots" and "Couch: 3 players" in labels
    t.step(*click(quick.menu.rects[labels.index("Couch: 3 players")].center))
    assert t.kiosk.mode == GAME
    assert tuple(demo_board(t).session.seats) == couch(3)


def test_the_quick_start_goes_back_to_the_demo_by_itself(table: Table) -> None:
    t = table
    t.step()
    t.step(key(pygame.K_SPACE))
    assert isinstance(t.top, QuickStartScene)
    t.until(lambda: isinstance(t.top, CountdownScene), dt=0.5)
    t.run(6.0, dt=0.5)
    assert t.kiosk.mode == ATTRACT and isinstance(t.top, AttractBanner)
    t.step(key(pygame.K_SPACE))
    demo = demo_board(t)
    assert t.kiosk.mode == QUICK
    t.step(key(pygame.K_ESCAPE))  # Esc on the quick start: the demo again
    assert t.kiosk.mode == ATTRACT and isinstance(t.top, AttractBanner)
    assert demo_board(t) is not demo


def test_demo_results_show_briefly_then_a_new_demo_with_another_seed(table: Table) -> None:
    t = table
    first = demo_board(t)
    t.step()
    seed = t.kiosk.flow.seed
    t.until(lambda: any(isinstance(s, ResultsScene) for s in t.app.stack.scenes))
    t.step()  # the banner is put back on top before the next frame's input
    assert isinstance(t.top, AttractBanner), "the banner stays over the results"
    t.run(RESULTS_GLIMPSE - 1.0)
    assert any(isinstance(s, ResultsScene) for s in t.app.stack.scenes)
    t.run(1.5)
    second = demo_board(t)
    assert second is not first and first.stack is None
    assert t.kiosk.flow.seed != seed and t.kiosk.demos_finished == 1
    assert isinstance(t.top, AttractBanner)


def test_idle_does_not_count_while_only_bots_act(bots_table: Table) -> None:
    t = bots_table
    board = start_solo(t)
    session = board.session
    driver = scene_driver.Driver(t.app)
    bot_frames = human_frames = 0

    def frame() -> None:
        nonlocal bot_frames, human_frames
        if isinstance(t.top, PlotBuilderScene):
            t.run(0.3)  # a person reads the new screen before pressing (input guard)
            scene_driver.keyboard_builder(driver, t.top)  # the human hides a Plot by keys
            t.kiosk.idle = 0.0
            return
        before = t.kiosk.idle
        bots_acting = t.top is board and not session.human_to_act
        t.step(dt=DT)
        if bots_acting and t.top is board:
            bot_frames += 1
            assert t.kiosk.idle == before, "a bot turn is not the human being away"
        elif session.human_to_act:
            human_frames += 1

    until(frame, lambda: human_frames > 5)  # the bots think in real time meanwhile
    assert bot_frames > 3, "the bots had turns of their own"
    assert t.kiosk.idle > 0, "waiting for the human counts again"


def private_items(board: BoardScene, seat: int) -> list[object]:
    """What the board shows of `seat`'s own face-down counters (its owner's eye only)."""
    return [item for key_, placed in board.view.zones.items() if key_[1] == seat
            for item in placed if item.concealed_own]


def test_idle_seats_go_to_bots_and_their_counters_are_never_drawn(bots_table: Table) -> None:
    t = bots_table
    board = start_solo(t)
    session = board.session
    driver = scene_driver.Driver(t.app)
    # The human hides a Plot (by keys), then walks away when next asked to act.
    t.until(lambda: isinstance(t.top, PlotBuilderScene))
    t.run(0.3)  # a person reads the new screen before pressing (input guard)
    scene_driver.keyboard_builder(driver, t.top)
    t.until(lambda: scene_driver.board_ready(board))
    assert session.display_viewer == 0 and private_items(board, 0), \
        "before: the human's own Plot shows to them (so the check below can see it)"
    viewers: list[int | None] = []
    original = board._view

    def spy() -> object:
        viewers.append(session.display_viewer)
        return original()

    board._view = spy  # type: ignore[method-assign]
    t.until(lambda: isinstance(t.top, CountdownScene), dt=0.5)
    assert t.top.message() == "The bots take over in 5…"
    record = len(session.game.record)
    t.run(5.5, dt=0.5)
    assert session.seats[0] == "medium" and session.humans == []
    assert t.kiosk.mode == ATTRACT and isinstance(t.top, AttractBanner)
    assert demo_board(t) is board, "the same game goes on"
    viewers.clear()
    frames = 0

    def frame() -> None:
        nonlocal frames
        t.step()
        frames += 1
        assert session.display_viewer is None
        assert not private_items(board, 0), "the former human's counters stay hidden"

    # 300 frames (or to the game's end), and on until the bots (thinking in real time)
    # have played the seat on.
    until(frame, lambda: session.game.is_over
          or (frames >= 300 and len(session.game.record) > record))
    assert len(session.game.record) > record, "the bots play the abandoned seat on"
    assert viewers and set(viewers) == {None}, "the board only ever drew the public view"


def finished_session(seed: int = 3) -> Session:
    game = Game.new(GameConfig(players=2), seed)
    session = Session(game, ["human", "human"], seed)
    rng = random.Random(seed)
    while not game.is_over:
        session.submit(rng.choice(game.legal_actions()))
    return session


@pytest.mark.parametrize("leave", ["idle", "title button"])
def test_results_of_a_real_game_go_back_to_attract(leave: str, bots_table: Table) -> None:
    t = bots_table
    board = start_solo(t)
    assert board.on_game_over is not None
    board.on_game_over(finished_session())  # the board's own hook, as at a game's end
    t.step()
    results = t.top
    assert isinstance(results, ResultsScene) and t.kiosk.mode == GAME
    if leave == "title button":
        t.step(key(pygame.K_t))
    else:
        t.until(lambda: isinstance(t.top, CountdownScene), dt=0.5)
        assert t.top.message() == "Back to the demo in 5…", "no bots take over a finished game"
        t.run(5.5, dt=0.5)
    assert t.kiosk.mode == ATTRACT and isinstance(t.top, AttractBanner)
    assert results.stack is None and board.stack is None


def test_a_visitors_game_is_saved_and_comes_back_after_a_restart(tmp_path: Path) -> None:
    """Kill the stand mid-game and start it again: the game is back (behind the
    curtain); left alone, the countdown returns to the demo and forgets it."""
    from scenes.shell.kiosk.director import KioskDirector
    from scenes.shell.saves.store import SaveStore
    from scenes.shell.settings.settings_store import Kiosk
    from scenes.shell.window.app import App, AppConfig

    options = Kiosk(attract_seats=["random", "random"], idle_timeout=20.0, countdown=5.0,
                    idle_action="attract")

    def stand() -> Table:
        app = App(AppConfig(speed=0))
        app.open()
        kiosk = KioskDirector(app, options, seed=5, speed=0, stderr=False,
                              log_file=tmp_path / "kiosk.log", store=SaveStore(durable=False))
        return Table(app, kiosk.install())

    first = stand()
    board = start_solo(first)
    first.until(lambda: isinstance(first.top, PlotBuilderScene))
    builder = first.top
    scene_driver.walk_builder(builder, lambda move: first.step(
        key(scene_driver.BUILDER_KEYS[move])))
    first.until(lambda: len(board.session.game.record) >= 10)
    record = list(board.session.game.record)
    assert SaveStore().has_resume()
    first.kiosk.close()  # no goodbye: the process is simply gone (the app is not closed)

    again = stand()
    assert again.kiosk.mode == GAME
    resumed = again.kiosk.flow.board
    assert resumed is not None and resumed.session.humans == [0]
    assert resumed.session.game.record[:len(record)] == record
    assert resumed.session.display_viewer is None, "nobody's counters before the curtain"
    again.until(lambda: again.kiosk.mode == ATTRACT, limit=2000, dt=0.5)
    assert not SaveStore().has_resume(), "an abandoned game is not offered again"
    again.kiosk.close()
    again.app.close()
