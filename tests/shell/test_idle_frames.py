"""Idle frames: with no input and nothing animating the app stops drawing, and wakes
on input, on an animation, and on `invalidate()`. Draw calls are counted; no timing."""

from __future__ import annotations

import pygame
import pytest

from scenes.shell.screens.scene import Scene
from scenes.shell.window.app import App, AppConfig
from scenes.ui.tween import Tween

DT = 1 / 60


class Counter(Scene):
    def __init__(self) -> None:
        super().__init__()
        self.draws = 0
        self.x = 0.0

    def handle_event(self, event: pygame.event.Event) -> bool:
        return True

    def draw(self, surface: pygame.Surface) -> None:
        self.draws += 1
        surface.fill((int(self.x) % 255, 40, 40))


@pytest.fixture
def app():  # noqa: ANN201 - a generator fixture
    application = App(AppConfig(idle=True))
    application.idle_refresh = 0  # no safety-net redraws: only real changes draw
    application.busy_checks = []  # a bot another test left thinking must not count
    yield application
    application.close()


def frames(app: App, n: int, events: list | None = None) -> None:
    for i in range(n):
        app.step(events if (events and i == 0) else [], DT)


def settle(app: App, scene: Counter) -> int:
    """Run until idle; the draw count then."""
    frames(app, round(app.idle_after / DT) + 5)
    assert app.idle
    return scene.draws


def test_an_idle_scene_stops_drawing(app: App) -> None:
    scene = Counter()
    app.stack.push(scene)
    drawn = settle(app, scene)
    frames(app, 300)  # five seconds of nothing
    assert scene.draws == drawn
    assert app.frames > app.presented  # the loop went on; nothing was presented


def test_input_wakes_it_within_one_frame(app: App) -> None:
    scene = Counter()
    app.stack.push(scene)
    drawn = settle(app, scene)
    key = pygame.event.Event(pygame.KEYDOWN, key=pygame.K_a, mod=0, unicode="a")
    app.step([key], DT)
    assert scene.draws == drawn + 1 and not app.idle  # the very frame of the input


def test_an_animation_wakes_it_and_its_last_frame_is_drawn(app: App) -> None:
    scene = Counter()
    app.stack.push(scene)
    drawn = settle(app, scene)
    scene.tweens.add(Tween(scene, 0.5, x=100.0))  # started by the scene's own logic
    assert scene.animating and app.stack.animating
    app.step([], DT)
    assert scene.draws == drawn + 1
    steps = 1
    while scene.animating:  # about 30 frames: every one is drawn, the last one too
        app.step([], DT)
        steps += 1
    assert scene.x == 100.0 and 30 <= steps <= 32
    assert scene.draws == drawn + steps
    drawn = settle(app, scene)  # and it goes idle again
    frames(app, 120)
    assert scene.draws == drawn


def test_invalidate_draws_one_frame(app: App) -> None:
    scene = Counter()
    app.stack.push(scene)
    drawn = settle(app, scene)
    scene.invalidate()
    frames(app, 60)
    assert scene.draws == drawn + 1


def test_a_scene_request_wakes_it(app: App) -> None:
    scene = Counter()
    app.stack.push(scene)
    settle(app, scene)
    other = Counter()
    app.stack.push(other)
    app.step([], DT)
    assert other.draws == 1


def test_the_low_rate_refresh_while_idle(app: App) -> None:
    app.idle_refresh = 0.5
    scene = Counter()
    app.stack.push(scene)
    drawn = settle(app, scene)
    frames(app, 120)  # two seconds: about four refreshes, never sixty a second
    assert 3 <= scene.draws - drawn <= 5


def test_a_thinking_bot_keeps_frames_going(app: App) -> None:
    from game.core.worker import BotWorker, thinking_workers
    from game.paranoid import Game, GameConfig
    from game.paranoid.bots import make_bot

    scene = Counter()
    app.stack.push(scene)
    drawn = settle(app, scene)
    app.busy_checks = [lambda: thinking_workers() > 0]
    game = Game.new(GameConfig(players=2), 1)
    worker = BotWorker(make_bot("random", 0, 1), mode="thread", min_pace=30.0, cap=60.0)
    worker.start(game.observe(0), game.legal_actions())
    try:
        frames(app, 60)
        assert scene.draws == drawn + 60
    finally:
        worker.cancel()


def test_without_idle_every_step_draws() -> None:
    app = App(AppConfig())  # step() driven by tests: the old behaviour
    try:
        scene = Counter()
        app.stack.push(scene)
        frames(app, 120)
        assert scene.draws == 120
    finally:
        app.close()


def test_run_sleeps_when_idle_and_max_frames_runs_never_do() -> None:
    assert App(AppConfig())._idle_allowed()
    assert not App(AppConfig(max_frames=3))._idle_allowed()
    assert App(AppConfig(max_frames=3, idle=True))._idle_allowed()


def test_the_present_path_is_chosen_and_can_be_forced(monkeypatch) -> None:  # noqa: ANN001
    app = App(AppConfig())
    try:
        app.open()
        assert app.present_path == "window"  # 1:1: no scaling at all
        assert not app.scaled
    finally:
        app.close()
    monkeypatch.setenv("CONSPIRACY_TABLE_RENDER", "software")
    app = App(AppConfig())
    try:
        app.open()
        assert app.present_path == "software"
    finally:
        app.close()
    monkeypatch.delenv("CONSPIRACY_TABLE_RENDER")
    app = App(AppConfig(software_render=True))
    try:
        app.open()
        assert app.present_path == "software"
    finally:
        app.close()


def test_the_idle_sleep_returns_input_at_once_and_nothing_at_its_timeout(app: App) -> None:
    """`wait_events`: input already waiting comes back at once, with what follows it;
    with none it returns empty, only once the timeout is up (counted in looks, not time)."""
    from scenes.shell.window import idle

    app.open()
    pygame.event.clear()
    for key in (pygame.K_a, pygame.K_b):
        pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=key, mod=0, unicode="",
                                             scancode=0))
    got = idle.wait_events(5.0)  # would sleep 5 s if the keys went unseen
    assert [e.key for e in got if e.type == pygame.KEYDOWN] == [pygame.K_a, pygame.K_b]
    looks = []
    real_get = pygame.event.get
    try:
        pygame.event.get = lambda *a, **k: looks.append(1) or real_get(*a, **k)
        assert idle.wait_events(3 * idle.WAKE) == []
    finally:
        pygame.event.get = real_get
    assert 2 <= len(looks) <= 5  # it looked for input about once a frame, then gave up
