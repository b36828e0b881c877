"""The replay viewer: a finished game again, step by step, in the public view only."""

from __future__ import annotations

import random
import sys
from collections.abc import Iterator
from pathlib import Path

import pygame
import pytest

from game.paranoid import Game, GameConfig
from game.paranoid.catalogue import TYPES, type_name
from scenes.paranoid.presets import default_config
from scenes.shell.match.flow import Flow
from scenes.shell.match.results import ResultsScene
from scenes.shell.match.session import Session
from scenes.shell.replay.replay_viewer import SLIDER, ReplayControls, replay_viewer
from scenes.shell.window.app import App, AppConfig

sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "scenes"))
from scene_driver import Driver, key  # noqa: E402
from test_board_privacy import RecordingArt, visible_to  # noqa: E402


@pytest.fixture(scope="module")
def finished() -> Session:
    """A finished solo game: the human's own secrets were on their screen during play."""
    game = Game.new(GameConfig(players=3), 21)
    session = Session(game, ["human", "random", "random"], 21)
    rng = random.Random(21)
    while not game.is_over:
        session.submit(rng.choice(game.legal_actions()))
    return session


@pytest.fixture
def app() -> Iterator[App]:
    application = App(AppConfig(speed=1.0))
    application.art = RecordingArt()
    application.services.art = application.art
    application.open()
    yield application
    application.close()


def open_viewer(app: App, session: Session, speed: float = 0.0) -> tuple[ReplayControls,
                                                                         Driver]:
    """The viewer over `session`, paused at the start; speed 0: no animations."""
    viewer = replay_viewer(session, autoplay=False, speed=speed)
    app.stack.push(viewer)
    d = Driver(app)
    d.step()
    return viewer, d


def prefix(session: Session, k: int) -> dict:
    game = session.game
    return Game.replay(game.state.config, game.seed, game.record[:k]).state.to_json()


def settle(d: Driver, viewer: ReplayControls) -> None:
    for _ in range(200):
        if not viewer.animating and not viewer.session.shown and d.top is viewer:
            return
        d.step()
    raise AssertionError("the animation never ended")


def test_keys_step_back_and_forth_and_jump(app: App, finished: Session) -> None:
    viewer, d = open_viewer(app, finished)
    n = len(finished.game.record)
    assert viewer.step == 0 and viewer.replay.length == n
    assert viewer.session.game.state.to_json() == prefix(finished, 0)
    # Issue 22: the blind Plot picks (a run of choices made in secret) are one step.
    assert viewer.stops[1] > 2 and "choices in secret" in viewer.sentence(viewer.stops[1])
    record = finished.game.record
    assert max(i for i, a in enumerate(record) if a.startswith("pick ")) < viewer.stops[1]
    for k in viewer.stops[1:31]:
        d.press(pygame.K_PERIOD)
        settle(d, viewer)
        assert viewer.step == k
        assert viewer.session.game.state.to_json() == prefix(finished, k)
        assert viewer.session.log == viewer.lines[:viewer.offsets[k]]
        assert f"action {k} of {n}" in viewer.status_line()
    d.press(pygame.K_COMMA)
    k = viewer.stops[29]
    assert viewer.step == k and viewer.session.game.state.to_json() == prefix(finished, k)
    d.press(pygame.K_PAGEDOWN)
    assert viewer.step == viewer.next_stop(k + 10)
    d.press(pygame.K_END)
    assert viewer.replay.at_end
    assert viewer.session.game.state.to_json() == finished.game.state.to_json()
    assert viewer.session.log == finished.log  # the whole public log, as played
    assert viewer.view.zones[("plot", 1)][0].type is not None  # the final reveal
    d.press(pygame.K_HOME)
    assert viewer.step == 0 and viewer.session.log == []


def test_play_runs_to_the_end_at_the_chosen_speed(app: App, finished: Session) -> None:
    viewer, d = open_viewer(app, finished)
    d.press(pygame.K_EQUALS, pygame.K_EQUALS, pygame.K_EQUALS)  # 2 -> 4 -> 8 -> 16 / s
    assert viewer.replay.speed == 16.0
    d.press(pygame.K_MINUS)
    assert viewer.replay.speed == 8.0
    d.press(pygame.K_p)
    assert viewer.replay.playing and viewer.buttons["Play"].label == "Pause"
    for _ in range(20):
        d.step()
    assert 0 < viewer.step < viewer.replay.length  # about 8 actions a second of 0.05 s frames
    d.press(pygame.K_p)
    paused_at = viewer.step
    for _ in range(10):
        d.step()
    assert viewer.step == paused_at and viewer.buttons["Play"].label == "Play"
    d.press(pygame.K_p)
    for _ in range(2000):
        if viewer.replay.at_end and not viewer.animating:
            break
        d.step()
    assert viewer.replay.at_end and not viewer.replay.playing
    assert viewer.session.game.state.to_json() == finished.game.state.to_json()


def test_slow_play_animates_each_action(app: App, finished: Session) -> None:
    viewer, d = open_viewer(app, finished, speed=1.0)
    d.press(pygame.K_p)  # 2 actions a second: slow enough to animate
    animated = 0
    goal = viewer.stops[1] + 4  # past the secret building (one step, not animated)
    for _ in range(2000):
        d.step()
        animated += viewer.animating
        if viewer.step >= goal:
            break
    assert viewer.step >= goal and animated > 0


def test_focus_navigation_with_arrows_enter_and_esc(app: App, finished: Session) -> None:
    results = ResultsScene(finished, on_replay=lambda: None)
    app.stack.push(results)
    viewer, d = open_viewer(app, finished)
    form = viewer.form
    assert form.focused is viewer.buttons["Play"]
    d.press(pygame.K_RIGHT)  # Next
    assert form.focused is viewer.buttons["Next"]
    d.press(pygame.K_RETURN, pygame.K_RETURN)
    settle(d, viewer)
    assert viewer.step == viewer.stops[2]  # the secret picks were one step
    d.press(pygame.K_LEFT, pygame.K_LEFT)  # Back
    assert form.focused is viewer.buttons["Back"]
    d.press(pygame.K_RETURN)
    assert viewer.step == viewer.stops[1]
    d.press(pygame.K_RIGHT, pygame.K_RIGHT, pygame.K_RIGHT)  # End
    d.press(pygame.K_RETURN)
    assert viewer.replay.at_end
    d.press(pygame.K_ESCAPE)
    d.step()
    assert d.top is results


def test_mouse_buttons_and_the_progress_line(app: App, finished: Session) -> None:
    viewer, d = open_viewer(app, finished)
    n = viewer.replay.length
    d.click(SLIDER.center)
    assert abs(viewer.step - n // 2) <= 1
    d.step(pygame.event.Event(pygame.MOUSEBUTTONUP, pos=SLIDER.center, button=1, touch=False))
    d.click(viewer.form.rects[viewer.form.fields.index(viewer.buttons["Start"])].center)
    assert viewer.step == 0
    d.click(viewer.form.rects[viewer.form.fields.index(viewer.buttons["Next"])].center)
    first = viewer.stops[1]  # the run of secret picks, one step
    assert viewer.step == first
    d.step(key(pygame.K_h))
    assert not viewer.controls
    d.step(key(pygame.K_SPACE))  # any key brings the bar back, and does nothing else
    assert viewer.controls and viewer.step == first


def test_the_replay_shows_only_what_the_public_saw(app: App, finished: Session) -> None:
    viewer, d = open_viewer(app, finished)
    art = app.art
    assert viewer.session.display_viewer is None
    n = viewer.replay.length
    for k in range(0, n + 1, 3):
        viewer.seek(k)
        art.faces.clear()
        d.step()
        assert art.faces <= visible_to(viewer.session.game, None), f"at action {k}"
    for k, sentence in enumerate(viewer.sentences, 1):  # secret picks never named
        action = finished.game.record[k - 1]
        if action.startswith("pick "):
            assert "secret" in sentence
    picks = {a.split()[1] for a in finished.game.record if a.startswith("pick ")}
    names = {type_name(i, finished.config.subculture) for i, t in enumerate(TYPES) if t.id in picks}
    setup = [s for s, a in zip(viewer.sentences, finished.game.record)
             if a.startswith(("pick ", "finish"))]
    assert setup and not any(name in s for s in setup for name in names)


def test_a_run_of_secret_choices_is_one_step() -> None:
    from scenes.shell.replay.replay_viewer import stops

    at, merged = stops([None, "Ann", "Bob", "Ann", None, "Cy", None])
    assert at == [0, 1, 4, 5, 6, 7]  # picks 2-4 are one step; a lone one stays
    assert merged == {4: "Ann and Bob make 3 choices in secret."}


def test_results_open_the_replay(app: App) -> None:
    flow = Flow(app.stack, speed=0, music=False)
    app.stack.push(flow.title())
    board = flow.start(default_config(("random", "random")), 5)
    d = Driver(app)
    d.run_until(lambda: isinstance(d.top, ResultsScene), lambda _: None, limit=5000)
    results = d.top
    d.press(pygame.K_RIGHT)  # New game, then Replay
    assert results.form.focused.label == "Replay"
    d.press(pygame.K_RETURN)
    viewer = d.top
    assert isinstance(viewer, ReplayControls)
    assert viewer.replay.record == tuple(board.session.game.record)
    d.press(pygame.K_END)
    assert viewer.replay.at_end
    d.press(pygame.K_ESCAPE)
    d.step()
    assert d.top is results
