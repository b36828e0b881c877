"""Fuzz: tens of thousands of random input events (keys, text, mouse, fingers,
controller buttons, sticks and hot-plugs, window resizes) sent through `App.step` to
every scene, seeded. Nothing may raise, and the app must still draw afterwards.

When a scene class is added to scenes/, `test_every_scene_class_is_fuzzed` fails until
it has a scenario here.
"""

from __future__ import annotations

import importlib
import inspect
import os
import pkgutil
import random
import zlib
from collections.abc import Callable
from pathlib import Path

import pygame
import pytest

import scenes
from game.paranoid import Game, Options
from scenes.paranoid.board import BoardScene
from scenes.paranoid.plot_builder import PlotBuilderScene
from scenes.paranoid.presets import default_config, paranoid_setup
from scenes.paranoid.reveal import AccusationRevealScene
from scenes.shell.history.hooks import open_history
from scenes.shell.kiosk.attract import AttractBanner, CountdownScene, TroubleScene
from scenes.shell.kiosk.quick_start import QuickStartScene
from scenes.shell.match.curtain import CurtainScene
from scenes.shell.match.flow import Flow
from scenes.shell.match.hints import HintScene
from scenes.shell.match.phones_screen import JoinScene
from scenes.shell.match.rules import RulesScene
from scenes.shell.match.session import Session
from scenes.shell.menus.players import NameScene, PlayersScene
from scenes.shell.screens.message import MessageScene
from scenes.shell.screens.scene import Scene
from scenes.shell.window.app import App
from tests.scenes.scene_driver import board_ready

AWAY_FRAMES = 1  # frames the fuzz may wander off its scene before it is put back
EVENTS_PER_SCENE = 1120  # x the scenarios below: over 20,000 events in all
MAX_PER_FRAME = 40  # bursts, as a fast device and a slow frame give; fewer draws
DT = 0.05
SHORT = Options(sanity=20, turn_limit=20)

KEYS = [pygame.K_UP, pygame.K_DOWN, pygame.K_LEFT, pygame.K_RIGHT, pygame.K_TAB,
        pygame.K_RETURN, pygame.K_KP_ENTER, pygame.K_SPACE, pygame.K_ESCAPE,
        pygame.K_BACKSPACE, pygame.K_DELETE, pygame.K_HOME, pygame.K_END, pygame.K_PAGEUP,
        pygame.K_PAGEDOWN, pygame.K_F1, pygame.K_F11, pygame.K_PERIOD, pygame.K_LSHIFT,
        pygame.K_0, pygame.K_1, pygame.K_9, *range(pygame.K_a, pygame.K_z + 1)]
MODS = [0, 0, 0, pygame.KMOD_LSHIFT, pygame.KMOD_LCTRL, pygame.KMOD_LALT]
TEXTS = ["a", "Z", "7", " ", "é", "ß", "名", "🙂", "12345", "\t", ""]
SIZES = [(0, 0), (1, 1), (320, 180), (1280, 720), (1920, 1200), (7680, 4320), (1, 4000),
         (5000, 1), (-5, 10)]


def random_event(rng: random.Random) -> pygame.event.Event:
    pick = rng.random()
    pos = (rng.randint(-60, 1340), rng.randint(-60, 780))
    E = pygame.event.Event
    if pick < 0.22:
        k = rng.choice(KEYS)
        kind = pygame.KEYDOWN if rng.random() < 0.75 else pygame.KEYUP
        name = pygame.key.name(k)
        return E(kind, key=k, mod=rng.choice(MODS), unicode=name if len(name) == 1 else "",
                 scancode=rng.randint(0, 120), window=None)
    if pick < 0.27:
        return E(pygame.TEXTINPUT, text=rng.choice(TEXTS), window=None)
    if pick < 0.45:
        touch = rng.random() < 0.2  # SDL's mouse copy of a touch
        kind = rng.choice([pygame.MOUSEMOTION, pygame.MOUSEBUTTONDOWN, pygame.MOUSEBUTTONUP])
        if kind == pygame.MOUSEMOTION:
            return E(kind, pos=pos, rel=(rng.randint(-40, 40), rng.randint(-40, 40)),
                     buttons=(rng.randint(0, 1), 0, rng.randint(0, 1)), touch=touch,
                     window=None)
        return E(kind, pos=pos, button=rng.choice([1, 1, 1, 2, 3, 4, 5]), touch=touch,
                 window=None)
    if pick < 0.49:
        return E(pygame.MOUSEWHEEL, x=0, y=rng.randint(-3, 3), flipped=False,
                 precise_x=0.0, precise_y=0.0, touch=rng.random() < 0.2, which=0,
                 window=None)
    if pick < 0.62:
        kind = rng.choice([pygame.FINGERDOWN, pygame.FINGERMOTION, pygame.FINGERUP])
        return E(kind, touch_id=1, finger_id=rng.randint(0, 2),
                 x=rng.uniform(-0.1, 1.1), y=rng.uniform(-0.1, 1.1),
                 dx=rng.uniform(-0.1, 0.1), dy=rng.uniform(-0.1, 0.1), pressure=1.0,
                 window=None)
    if pick < 0.82:
        kind = rng.choice([pygame.CONTROLLERBUTTONDOWN, pygame.CONTROLLERBUTTONDOWN,
                           pygame.CONTROLLERBUTTONUP])
        return E(kind, instance_id=rng.randint(0, 2), button=rng.randint(-1, 22))
    if pick < 0.93:
        return E(pygame.CONTROLLERAXISMOTION, instance_id=rng.randint(0, 2),
                 axis=rng.randint(-1, 7), value=rng.randint(-32768, 32767))
    if pick < 0.96:
        if rng.random() < 0.5:
            return E(pygame.CONTROLLERDEVICEADDED, device_index=rng.randint(-1, 4))
        return E(pygame.CONTROLLERDEVICEREMOVED, instance_id=rng.randint(-1, 4))
    if pick < 0.965:
        return E(rng.choice([pygame.WINDOWFOCUSLOST, pygame.WINDOWFOCUSGAINED]), window=None)
    w, h = rng.choice(SIZES)
    if rng.random() < 0.5:
        return E(pygame.VIDEORESIZE, size=(w, h), w=w, h=h)
    return E(pygame.WINDOWRESIZED, x=w, y=h, window=None)


# -- getting each scene on top -----------------------------------------------------------------

def _until(app: App, done: Callable[[], bool], act: Callable[[], None] | None = None,
           limit: int = 3000) -> None:
    for _ in range(limit):
        app.stack.apply_pending()
        if done():
            return
        if act is not None:
            act()
        app.step([], DT)
    raise AssertionError(f"scenario never reached its scene; top is {app.stack.top}")


def _top_is(app: App, kind: type) -> Callable[[], bool]:
    return lambda: isinstance(app.stack.top, kind)


def _game(app: App, flow: Flow, seats: tuple[str, ...]) -> BoardScene:
    return flow.start(default_config(seats, SHORT), 5)


def _human_turn(app: App, flow: Flow) -> None:
    board = _game(app, flow, ("human", "random", "random"))
    _until(app, lambda: board_ready(board), lambda: _build_if_asked(app))


def _build_if_asked(app: App) -> None:
    if isinstance(app.stack.top, PlotBuilderScene):  # R: a random legal Plot, D: done
        for k in (pygame.K_r, pygame.K_d):
            app.step([pygame.event.Event(pygame.KEYDOWN, key=k, mod=0, unicode="",
                                         scancode=0)], DT)


def _finished(app: App, flow: Flow) -> Session:
    config = default_config(("human", "random", "random"), SHORT)
    game = Game.new(config, 3)
    rng = random.Random(3)
    while not game.is_over:
        game.apply(rng.choice(game.legal_actions()))
    flow.setup = paranoid_setup(("human", "random", "random"), SHORT)  # "New game" repeats it
    flow.seed = 3
    return Session(game, list(config.seats), 3)


def o_setup(app: App, flow: Flow) -> None:
    flow.open_setup()


def o_settings(app: App, flow: Flow) -> None:
    flow.open_settings()


def o_rules(app: App, flow: Flow) -> None:
    app.stack.push(RulesScene())


def o_message(app: App, flow: Flow) -> None:
    app.stack.push(MessageScene("Fuzz", "A message with two buttons.", error=True,
                                buttons=[("OK", None), ("Rules", lambda: None)]))


def b_plot_builder(app: App, flow: Flow) -> None:
    _game(app, flow, ("human", "random", "random"))
    _until(app, _top_is(app, PlotBuilderScene))


def b_board_bots(app: App, flow: Flow) -> None:
    flow.start_demo(seed=9)
    _until(app, _top_is(app, BoardScene))


def b_curtain(app: App, flow: Flow) -> None:
    _game(app, flow, ("human", "human", "random"))
    _until(app, _top_is(app, CurtainScene))


def o_reveal(app: App, flow: Flow) -> None:
    app.stack.push(AccusationRevealScene("Ada", 0, [0, 30, 60], "Us", speed=1.0))


def o_pause(app: App, flow: Flow) -> None:
    flow._menu()  # the board's Esc, without spending a random event on it


def o_results(app: App, flow: Flow) -> None:
    flow._game_over(_finished(app, flow))  # the board's own hook at the end of a game


def o_replay(app: App, flow: Flow) -> None:
    flow.open_replay(_finished(app, flow))


def b_tutorial(app: App, flow: Flow) -> None:
    flow.start_tutorial()


def o_quick_start(app: App, flow: Flow) -> None:
    app.stack.push(QuickStartScene(on_start=lambda seats, game: _game(app, flow, seats),
                                   on_back=flow.to_title))


def o_attract(app: App, flow: Flow) -> None:
    app.stack.push(AttractBanner(on_press=flow.to_title))


def o_countdown(app: App, flow: Flow) -> None:
    app.stack.push(CountdownScene(4.0, outcome="Back to the title", on_cancel=lambda: None,
                                  on_expire=flow.to_title))


def o_trouble(app: App, flow: Flow) -> None:
    app.stack.push(TroubleScene())


def b_phones(app: App, flow: Flow) -> None:
    """Two humans with phones on (docs/phones.md): the table opens its join screen; it is
    closed here so the opener can put it back whenever the fuzz closes it."""
    app.stack.services.overrides.update(phones=True, phones_port=0)
    _game(app, flow, ("human", "human", "random"))
    _until(app, _top_is(app, JoinScene))
    app.stack.pop(app.stack.top)
    app.stack.apply_pending()


def o_phones_join(app: App, flow: Flow) -> None:
    assert flow.board is not None and flow.board.phones is not None
    app.stack.push(JoinScene(flow.board.phones))


def o_players(app: App, flow: Flow) -> None:
    """The Players screen over the title, on a history in the test's data folder (the
    fuzz's flow saves nothing, so it has no history of its own to open)."""
    history = open_history(Path(os.environ["CONSPIRACY_TABLE_DATA"]), app.stack.services)
    if not history.profiles():
        history.create_profile("Ada")
    app.stack.push(PlayersScene(history))


def o_player_name(app: App, flow: Flow) -> None:
    o_players(app, flow)
    app.stack.push(NameScene("New player", "Ada", lambda _name: ""))


def o_hint(app: App, flow: Flow) -> None:
    """The coach's hint over the human's turn (hints on, as in a solo game)."""
    board = flow.board
    assert board is not None
    board.session.hints_on = True
    _until(app, lambda: board.coach.available())
    board.coach.ask()
    _until(app, _top_is(app, HintScene))


Step = Callable[[App, Flow], None] | None
# name -> (what lies beneath, what opens the scene over it). When the fuzz closes an
# overlay, only the opener runs again; the table beneath is kept (cheaper, and the
# game under a pause goes on being played by the fuzz).
SCENARIOS: dict[str, tuple[Step, Step]] = {
    "title": (None, None), "setup": (None, o_setup), "settings": (None, o_settings),
    "rules": (None, o_rules), "message": (None, o_message),
    "plot_builder": (b_plot_builder, None), "board_human": (_human_turn, None),
    "board_bots": (b_board_bots, None), "curtain": (b_curtain, None),
    "reveal": (b_board_bots, o_reveal), "pause": (_human_turn, o_pause),
    "results": (None, o_results), "replay": (None, o_replay), "tutorial": (b_tutorial, None),
    "quick_start": (None, o_quick_start), "attract": (b_board_bots, o_attract),
    "countdown": (b_board_bots, o_countdown), "trouble": (None, o_trouble),
    "phones_join": (b_phones, o_phones_join), "players": (None, o_players),
    "player_name": (None, o_player_name), "hint": (_human_turn, o_hint),
}
# The scene class each scenario puts on top (checked, so a scenario cannot drift).
STARTS = {"title": "TitleScene", "setup": "SetupScene", "settings": "SettingsScene",
          "rules": "RulesScene", "message": "MessageScene", "plot_builder": "PlotBuilderScene",
          "board_human": "BoardScene", "board_bots": "BoardScene", "curtain": "CurtainScene",
          "reveal": "AccusationRevealScene", "pause": "PauseScene",
          "results": "ParanoidResultsScene",
          "replay": "ReplayBoardScene", "tutorial": "CoachScene",
          "quick_start": "QuickStartScene", "attract": "AttractBanner",
          "countdown": "CountdownScene", "trouble": "TroubleScene",
          "phones_join": "JoinScene", "players": "PlayersScene", "player_name": "NameScene",
          "hint": "HintScene"}
TRANSIENT = {"Fade"}  # a fade between scenes: it takes no input and leaves by itself
# Bases that are never on the stack themselves: each game's table, results or coach subclass them.
BASES = {"TableScene", "ResultsScene", "StepCoach", "CardCoach"}


class Scenario:
    """Puts the named scene on top, and back on top after the fuzz has left it."""

    def __init__(self, app: App, name: str) -> None:
        self.app = app
        self.name = name
        self.restarts = 0
        self.target = self.restart()

    def _no_fades(self) -> None:
        stack = self.app.stack
        _until(self.app, lambda: not any(type(s).__name__ in TRANSIENT for s in stack.scenes))

    def restart(self) -> Scene:
        """From nothing: a title, then the scenario."""
        app = self.app
        app.router.release_all()  # a stick the fuzz left pushed would keep steering
        app.stack.clear()
        app.stack.apply_pending()
        self.flow = Flow(app.stack, speed=0, music=False)
        app.stack.push(self.flow.title())
        app.running = True
        app.step([], DT)
        base, opener = SCENARIOS[self.name]
        if base is not None:
            base(app, self.flow)
            self._no_fades()
        self.under = app.stack.top
        if opener is not None:
            opener(app, self.flow)
            self._no_fades()
        top = app.stack.top
        assert top is not None and type(top).__name__ == STARTS[self.name]
        return top

    def back(self) -> None:
        """The fuzz wandered off: close what it opened, reopen the scene if it is gone."""
        app = self.app
        if back_to(app, self.target):
            return
        opener = SCENARIOS[self.name][1]
        if opener is not None and back_to(app, self.under):
            opener(app, self.flow)
            app.stack.apply_pending()
            if type(app.stack.top).__name__ == STARTS[self.name]:
                self.target = app.stack.top
                return
        self.restarts += 1
        self.target = self.restart()


def back_to(app: App, scene: Scene | None) -> bool:
    """Close whatever the fuzz opened over `scene`; False when `scene` itself is gone."""
    scenes_now = app.stack.scenes
    if scene is None or scene not in scenes_now:
        return False
    for above in reversed(scenes_now[scenes_now.index(scene) + 1:]):
        app.stack.pop(above)
    app.stack.apply_pending()
    return True


@pytest.mark.parametrize("name", list(SCENARIOS))
def test_random_input_never_breaks_a_scene(app: App, name: str) -> None:
    """The scene gets most of the events: when the fuzz leaves it (Esc, a button), it
    may wander a frame (fuzzing what it opened), then is put back."""
    rng = random.Random(zlib.crc32(name.encode()))
    scenario = Scenario(app, name)
    sent = on_target = away = 0
    while sent < EVENTS_PER_SCENE:
        batch = [random_event(rng) for _ in range(rng.randint(1, MAX_PER_FRAME))]
        sent += len(batch)
        if app.stack.top is scenario.target:
            on_target += len(batch)
        running = app.step(batch, DT)
        app.stack.apply_pending()
        if not running or len(app.stack) == 0:  # the fuzz chose Quit
            scenario.restarts += 1
            scenario.target = scenario.restart()
            continue
        away = away + 1 if app.stack.top is not scenario.target else 0
        if away > AWAY_FRAMES:
            away = 0
            scenario.back()
    frames = app.frames
    assert app.step([], DT) and app.frames == frames + 1, "the app still draws"
    assert app.screen is not None and app.screen.get_size() == (1280, 720)
    assert on_target >= EVENTS_PER_SCENE * 2 // 5, f"{name} itself saw only {on_target} events"


def test_the_fuzz_sends_tens_of_thousands_of_events() -> None:
    assert EVENTS_PER_SCENE * len(SCENARIOS) >= 20_000


def test_every_scene_class_is_fuzzed() -> None:
    found: set[str] = set()
    from game.core import registry

    # The other games' tables, results and coaches are fuzzed by tests/conformance, for
    # every registered game alike; this file covers the shell and Paranoid Delusions.
    elsewhere = tuple(g.table.partition(":")[0].rpartition(".")[0] + "."
                      for g in registry.games() if g.id != "paranoid-delusions")
    for module in pkgutil.walk_packages(scenes.__path__, "scenes."):
        if module.ispkg or module.name.startswith(elsewhere):
            continue
        loaded = importlib.import_module(module.name)
        for _, cls in inspect.getmembers(loaded, inspect.isclass):
            if issubclass(cls, Scene) and cls is not Scene and cls.__module__ == loaded.__name__:
                found.add(cls.__name__)
    missing = found - set(STARTS.values()) - TRANSIENT - BASES
    assert len(found) > 10, "the scene classes were not found"
    assert not missing, f"scenes without a fuzz scenario: {sorted(missing)}"

