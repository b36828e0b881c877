"""Results, settings and the flow between screens (pause, quit to title, demo, main)."""

from __future__ import annotations

import random
from pathlib import Path

import pygame
import pytest
from scene_driver import Driver

import main
from game.paranoid import Game, GameConfig
from game.paranoid.plugin import DEMO_TURN_LIMIT
from scenes.paranoid.board import BoardScene
from scenes.paranoid.plot_builder import PlotBuilderScene
from scenes.paranoid.presets import default_config
from scenes.paranoid.results import COLUMNS, winners_line
from scenes.paranoid.results import ParanoidResultsScene as ResultsScene
from scenes.shell.match.flow import Flow
from scenes.shell.match.pause import PauseScene
from scenes.shell.match.results import TABLE
from scenes.shell.match.session import Session
from scenes.shell.menus.setup_model import demo_setup
from scenes.shell.menus.title import TitleScene
from scenes.shell.settings.screen import SettingsScene
from scenes.shell.window.app import App


def finished_session(seed: int = 2) -> Session:
    game = Game.new(GameConfig(players=3), seed)
    session = Session(game, ["random"] * 3, seed)
    rnd = random.Random(seed)
    while not game.is_over:
        session.submit(rnd.choice(game.legal_actions()))
    return session


def test_winners_are_spelled_out() -> None:
    names = ["Ann", "Bob", "Cy"]
    assert winners_line(names, {"winners": [1]}) == "Winner: Bob"
    assert winners_line(names, {"winners": [0, 2], "shared": True}) == "Shared win: Ann and Cy"
    assert winners_line(names, {"winners": [0, 1, 2], "draw": True}) == \
        "Draw between Ann, Bob and Cy"


def test_results_reveal_every_plot_and_run_their_buttons(app: App) -> None:
    session = finished_session()
    calls: list[str] = []
    results = ResultsScene(session, on_new_game=lambda: calls.append("new"),
                           on_title=lambda: calls.append("title"))
    app.stack.push(results)
    d = Driver(app)
    d.step()
    result = session.game.state.result
    assert results.headline().startswith(("Enemy Victory", "Paranoid Victory",
                                          "Delusions Victory"))
    assert results.reason().lower() == result["reason"].lower() + "."
    rows = results.counter_rects()
    assert [[t for t, _, _ in row] for row in rows] == session.game.state.plots
    exposed = [[e for _, e, _ in row] for row in rows]
    assert exposed == session.game.state.exposed
    d.press(pygame.K_RETURN)  # New game has the focus
    d.press(pygame.K_RIGHT, pygame.K_RETURN)  # See the table: the board shows through
    assert results.peeking and not results.opaque
    d.press(pygame.K_SPACE)  # any key: back to the results
    assert not results.peeking and results.opaque
    d.press(pygame.K_t)
    assert calls == ["new", "title"]


def test_pause_and_quit_to_title(app: App) -> None:
    flow = Flow(app.stack, speed=0, music=False)
    app.stack.push(flow.title())
    board = flow.start(default_config(("human", "random")), 3)
    d = Driver(app)
    for _ in range(5):
        d.step()
    assert isinstance(d.top, PlotBuilderScene)  # the human builds first
    d.press(pygame.K_ESCAPE)  # the builder's Esc opens the menu
    assert isinstance(d.top, PauseScene)
    d.press(pygame.K_DOWN, pygame.K_DOWN, pygame.K_DOWN, pygame.K_RETURN)  # Quit to title
    d.step()
    assert isinstance(d.top, TitleScene) and len(app.stack) == 1
    assert board.stack is None


def test_demo_is_all_bots_in_the_public_view(app: App) -> None:
    flow = Flow(app.stack, speed=0, music=False)
    app.stack.push(flow.title())
    board = flow.start_demo(seed=4)
    d = Driver(app)
    for _ in range(30):
        d.step()
    s = board.session
    assert s.humans == [] and s.display_viewer is None
    assert s.game.state.config.options.turn_limit == DEMO_TURN_LIMIT
    assert len(s.game.record) > 0, "the bots play by themselves"
    assert demo_setup("paranoid-delusions", ("human", "hard")).seats == ("medium", "hard")


def test_settings_change_sound_palette_and_speed(app: App) -> None:
    speeds: list[float] = []
    settings = SettingsScene(speed=1.0, on_speed=speeds.append)
    app.stack.push(settings)
    d = Driver(app)
    d.step()
    sound, art = app.services.sound, app.services.art
    d.press(pygame.K_RETURN)  # Sound: off
    assert sound.muted
    d.press(pygame.K_DOWN, pygame.K_DOWN, pygame.K_DOWN, pygame.K_RIGHT)  # colour-blind on
    assert art.colour_blind
    d.press(pygame.K_DOWN, pygame.K_RIGHT)  # Normal -> Fast
    assert speeds == [2.0] and app.stack.speed == 2.0
    d.press(pygame.K_ESCAPE)
    assert len(app.stack) == 0
    art.colour_blind = False


@pytest.mark.parametrize("argv, seats", [
    (["--seats", "human,random,easy"], ("human", "random", "easy")),
    (["--demo", "--seats", "human,hard"], ("medium", "hard")),
])
def test_main_starts_the_game_directly(argv: list[str], seats: tuple[str, ...],
                                       tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    seen: dict[str, object] = {}
    original = App.run

    def spy(self: App) -> int:
        code = original(self)
        seen["scenes"] = [type(s).__name__ for s in self.stack.scenes]
        boards = [s for s in self.stack.scenes if isinstance(s, BoardScene)]
        seen["seats"] = tuple(boards[0].session.seats) if boards else None
        return code

    monkeypatch.setattr(App, "run", spy)
    shot = tmp_path / "direct.png"
    assert main.main([*argv, "--seed", "5", "--speed", "0", "--frames", "4", "--mute",
                      "--screenshot", str(shot)]) == 0
    assert shot.exists()
    assert seen["seats"] == seats
    assert seen["scenes"][0] == "TitleScene"  # leaving the game returns to the title


def test_title_settings_and_play_open_their_screens(app: App) -> None:
    flow = Flow(app.stack, speed=1.0, music=False)
    app.stack.push(flow.title())
    d = Driver(app)
    d.step()
    d.press(pygame.K_DOWN, pygame.K_DOWN, pygame.K_DOWN, pygame.K_RETURN)  # past Tutorial, Rules
    assert isinstance(d.top, SettingsScene)
    d.press(pygame.K_ESCAPE, pygame.K_UP, pygame.K_UP, pygame.K_UP, pygame.K_RETURN)
    assert type(d.top).__name__ == "SetupScene"


def test_the_revealed_plots_are_readable_from_a_sofa() -> None:
    """Issue 22: the results' counters were 50 px whatever the room; at 3 players there
    is room for more. Every Plot's seven stay inside the Plot column, none overlapping."""
    pygame.font.init()
    scene = ResultsScene(finished_session())
    rows = scene.counter_rects()
    assert scene.counter >= 56
    for row in rows:
        rects = [rect for _, _, rect in row]
        assert all(a.right <= b.x for a, b in zip(rects, rects[1:]))
        assert rects[-1].right <= TABLE.x + COLUMNS[2][1]  # the Hidden column
