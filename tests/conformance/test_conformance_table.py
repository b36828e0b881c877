"""Every registered game's table, held to the same bar through the real scenes, headless:
a bots-only game runs through the table to its results; random input never breaks it;
a game saved mid-way and read back after a "kill" is the same game, and resumes.

Parametrised over the registry: a registered game must have its table (`GameInfo.table`).
"""

from __future__ import annotations

import json
import random
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pygame
import pytest

from game.core import registry
from scenes.shell.match.flow import Flow
from scenes.shell.match.results import ResultsScene
from scenes.shell.match.table import TableScene
from scenes.shell.saves.store import SaveStore
from scenes.shell.window.app import App, AppConfig
from tests.frames import until
from tests.pixels import same_rgb

from .games import GAME_IDS, TABLE_COUNTS

DT = 1 / 60
FRAMES = 40_000  # a bots-only game at instant speed ends well within this


@pytest.fixture
def app() -> Iterator[App]:
    application = App(AppConfig(speed=0))
    application.open()
    yield application
    application.close()


def _run_to_results(app: App, limit: int = FRAMES) -> int:
    for frame in range(limit):
        app.step([], DT)
        if isinstance(app.stack.top, ResultsScene):
            return frame
        if any(isinstance(s, ResultsScene) for s in app.stack.scenes):
            return frame
    raise AssertionError(f"no results after {limit} frames: top is {app.stack.top!r}")


@pytest.mark.parametrize("game_id", GAME_IDS)
def test_every_registered_game_has_its_table(game_id: str) -> None:
    info = registry.get(game_id)
    assert registry.playable(info), f"{game_id}: no table module for {info.table}"
    assert issubclass(registry.load(info.table), TableScene)
    rules = registry.load(info.rules)
    assert rules and all(isinstance(h, str) and p for h, p in rules)


@pytest.mark.parametrize(("game_id", "players"), TABLE_COUNTS)
def test_a_bots_only_game_runs_through_the_table_to_its_results(app: App, game_id: str,
                                                               players: int) -> None:
    flow = Flow(app.stack, speed=0, music=False, game=game_id)
    app.stack.push(flow.title())
    board = flow.start_demo(["medium"] * players, seed=3, autosave=False, game=game_id)
    assert isinstance(board, TableScene)
    _run_to_results(app)
    assert board.session.game.is_over


KEYS = [pygame.K_LEFT, pygame.K_RIGHT, pygame.K_UP, pygame.K_DOWN, pygame.K_RETURN,
        pygame.K_SPACE, pygame.K_TAB, pygame.K_BACKSPACE, pygame.K_ESCAPE, pygame.K_u,
        pygame.K_f, pygame.K_p, pygame.K_d, pygame.K_1, pygame.K_2, pygame.K_a, pygame.K_h]


def _random_event(rnd: random.Random) -> pygame.event.Event:
    """A key, a click, a drag step or typed text, anywhere on the picture."""
    kind = rnd.random()
    pos = (rnd.randrange(1280), rnd.randrange(720))
    if kind < 0.45:
        return pygame.event.Event(pygame.KEYDOWN, key=rnd.choice(KEYS), mod=0, unicode="",
                                  scancode=0)
    if kind < 0.8:
        return pygame.event.Event(rnd.choice([pygame.MOUSEBUTTONDOWN, pygame.MOUSEBUTTONUP]),
                                  pos=pos, button=rnd.choice([1, 1, 1, 3]), touch=False)
    if kind < 0.95:
        return pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(1, 1),
                                  buttons=(rnd.random() < 0.3, 0, 0), touch=False)
    return pygame.event.Event(pygame.TEXTINPUT, text=rnd.choice("ab 1?"))


@pytest.mark.parametrize("game_id", GAME_IDS)
def test_random_input_never_breaks_the_table(app: App, game_id: str) -> None:
    """Keys, clicks, drags and text at a table where a human plays (its own overlays,
    the curtain, the pause menu and the rules included, wherever the input leads)."""
    info = registry.get(game_id)
    seats = ["human"] + ["random"] * (info.min_players - 1)
    flow = Flow(app.stack, speed=0, music=False, game=game_id)
    app.stack.push(flow.title())
    board = flow.start(_setup(game_id, seats), 5, autosave=False)
    rnd = random.Random(game_id)
    for _ in range(1500):
        app.step([_random_event(rnd)], DT)
        if board.stack is None:  # the fuzz left the table (a menu's Quit): sit again
            board = flow.start(_setup(game_id, seats), rnd.randrange(99), autosave=False)
    assert app.screen is not None


@pytest.mark.parametrize("game_id", GAME_IDS)
def test_random_input_never_breaks_the_results_or_the_tutorial(app: App,
                                                               game_id: str) -> None:
    """The game's results screen (its own, or the shell's) and its tutorial's coach."""
    flow = Flow(app.stack, speed=0, music=False, game=game_id)
    app.stack.push(flow.title())
    flow.start_demo(seed=4, autosave=False, game=game_id)
    _run_to_results(app)
    rnd = random.Random(game_id + "results")
    for _ in range(300):
        app.step([_random_event(rnd)], DT)
    flow.to_title()
    app.step([], DT)
    if registry.get(game_id).tutorial:
        assert flow.start_tutorial(game_id) is not None
        for _ in range(800):
            app.step([_random_event(rnd)], DT)
    assert app.screen is not None


def _setup(game_id: str, seats: list[str]) -> Any:
    from scenes.shell.menus.setup_model import default_setup

    return default_setup(game_id, seats)


@pytest.mark.parametrize("game_id", GAME_IDS)
def test_save_kill_resume_gives_the_same_game(app: App, game_id: str, tmp_path: Path) -> None:
    """Saved after every action; the file read back by a new store (as after a kill) holds
    exactly the game on the table, and resuming it puts that game back on a table."""
    store = SaveStore(tmp_path, durable=False)
    flow = Flow(app.stack, speed=0, music=False, store=store, game=game_id)
    app.stack.push(flow.title())
    info = registry.get(game_id)
    board = flow.start(_setup(game_id, ["random"] * info.min_players), 8)
    app.step([], DT)
    until(lambda: app.step([], DT),  # the bots think in real time
          lambda: len(board.session.game.record) >= 12 or board.session.game.is_over)
    board.save()
    if board.autosave is not None:
        board.autosave.flush()
    live = json.dumps(board.session.game.to_json(), sort_keys=True)
    after_kill = SaveStore(tmp_path, durable=False)
    result = after_kill.load()
    if board.session.game.is_over:
        assert result.reason == "finished"
        return
    assert result.ok and result.match is not None, result.message
    assert json.dumps(result.match.game.to_json(), sort_keys=True) == live
    assert result.match.game_id == game_id
    resumed = Flow(app.stack, speed=0, music=False, store=after_kill).resume()
    assert resumed is not None
    assert json.dumps(resumed.session.game.to_json(), sort_keys=True) == live



def _shows_whole_frames(app: App, frames: int, events: Any = None) -> tuple[int, int]:
    """Step `frames` frames (input from `events(i)`). The window shows what was
    presented: the whole frame, or over the last one only the areas the top scene said
    changed (Scene.draw_changes). Each frame that must be, pixel for pixel, the frame
    drawn whole. Returns (frames drawn, frames drawn by their changes)."""
    assert app.screen is not None
    shown, whole = app.screen.copy(), app.screen.copy()
    partial = drawn = 0
    for i in range(frames):
        app.step(events(i) if events is not None else [], DT)
        if not app.drew:
            continue
        drawn += 1
        areas = app.presenter.areas
        if areas is None:
            shown.blit(app.screen, (0, 0))
        else:
            partial += 1
            for area in areas:
                shown.blit(app.screen, area, area)
        if not isinstance(app.stack.top, TableScene):
            continue  # a menu or a fade over it: drawn whole (fades draw once a frame)
        # (The title under the table is not drawn: asking that every scene be a table
        # skipped every comparison.)
        app.stack.draw(whole)
        app.toast.draw(whole)
        assert same_rgb(whole, app.screen), f"frame {i}: drawn differently"
        assert same_rgb(shown, app.screen), f"frame {i}: a change not presented"
    return drawn, partial


@pytest.mark.parametrize("game_id", GAME_IDS)
def test_a_table_drawing_only_its_changes_shows_what_a_whole_frame_shows(game_id: str) -> None:
    """Bots play with animations on; a table that offers to draw its changes draws a
    good share of its frames that way (banners and the like aside), and every frame
    shown is the whole frame."""
    app = App(AppConfig(speed=1.0))
    app.open()
    try:
        info = registry.get(game_id)
        flow = Flow(app.stack, speed=1.0, music=False, game=game_id)
        app.stack.push(flow.title())
        board = flow.start_demo(["medium"] * info.max_players, seed=6, autosave=False,
                                game=game_id)
        drawn, partial = _shows_whole_frames(app, 700)
        if type(board).draw_changes is not TableScene.draw_changes:
            assert partial >= drawn // 4, (partial, drawn)
    finally:
        app.close()


@pytest.mark.parametrize("game_id", GAME_IDS)
def test_a_human_pointing_and_pressing_keys_sees_whole_frames_too(game_id: str) -> None:
    """A human at the table (hovering, choosing, opening menus and the curtain): every
    frame shown is the whole frame, however the table was drawn."""
    app = App(AppConfig(speed=1.0))
    app.open()
    try:
        info = registry.get(game_id)
        seats = ["human"] + ["medium"] * (info.min_players - 1)
        flow = Flow(app.stack, speed=1.0, music=False, game=game_id)
        app.stack.push(flow.title())
        flow.start(_setup(game_id, seats), 9, autosave=False)
        rnd = random.Random(game_id + "changes")

        def events(i: int) -> list[pygame.event.Event]:
            if not any(isinstance(scene, TableScene) for scene in app.stack.scenes):
                app.running = True  # the fuzz quit from the title: sit down again
                flow.start(_setup(game_id, seats), rnd.randrange(99), autosave=False)
            return [_random_event(rnd)] if i % 3 == 0 else []

        _shows_whole_frames(app, 600, events)
    finally:
        app.close()


@pytest.mark.parametrize("game_id", GAME_IDS)
def test_the_busy_table_of_the_benchmark_is_drawn_by_its_changes_and_right(game_id: str) -> None:
    """The benchmark's busiest moment (scenes/<game>/bench.py: every counter flying and
    turning, a deal and a pass, a line landing): drawn by its changes, frame after frame,
    and every frame shown is the whole frame."""
    import importlib

    package = registry.get(game_id).table.partition(":")[0].rpartition(".")[0]
    try:
        bench = importlib.import_module(package + ".bench")
    except ImportError:
        pytest.skip(f"{game_id} has no busy table to measure")
    app, _table = bench.build(registry.get(game_id).max_players, 3)
    try:
        bench.motion(_table)
        drawn, partial = _shows_whole_frames(app, 240)
        assert partial >= drawn - 1, (partial, drawn)  # all but the first
    finally:
        app.close()


@pytest.mark.parametrize("game_id", GAME_IDS)
def test_f1_opens_this_games_rules_over_its_table(app: App, game_id: str) -> None:
    """Every table answers F1 (a controller's Back) with its own game's rules
    (TableScene.open_rules), and the table is still there underneath."""
    from scenes.shell.match.rules import RulesScene

    flow = Flow(app.stack, speed=0, music=False, game=game_id)
    app.stack.push(flow.title())
    board = flow.start_demo(seed=3, autosave=False, game=game_id)
    for _ in range(30):
        app.step([], DT)
    app.step([pygame.event.Event(pygame.KEYDOWN, key=pygame.K_F1, mod=0, unicode="",
                                 scancode=0)], DT)
    app.step([], DT)
    assert isinstance(app.stack.top, RulesScene)
    assert app.stack.top.game == game_id
    assert board in app.stack.scenes
