"""The settings scene end to end: keys in, file out, and a fresh start that obeys it.

Every change here goes through injected pygame events and `App.step`; what is checked
is the file on disk (reloaded through the store) and what a new app does with it.
"""

from __future__ import annotations

import json
from collections.abc import Iterator
from pathlib import Path

import pygame
import pytest

import main
from scenes.paranoid.board import BoardScene
from scenes.shell.match.flow import Flow
from scenes.shell.menus.setup import SetupScene
from scenes.shell.menus.title import TitleScene
from scenes.shell.screens.message import MessageScene
from scenes.shell.screens.services import Services
from scenes.shell.settings.preferences import apply_settings
from scenes.shell.settings.screen import SAVE_DELAY, TABS, SettingsScene
from scenes.shell.settings.settings_store import Settings, SettingsStore
from scenes.shell.window.app import App, AppConfig
from scenes.ui import text
from scenes.ui.sound import Sound

DT = 0.05


def key(k: int, mod: int = 0) -> pygame.event.Event:
    return pygame.event.Event(pygame.KEYDOWN, key=k, mod=mod, unicode="", scancode=0)


def typed(s: str) -> pygame.event.Event:
    return pygame.event.Event(pygame.TEXTINPUT, text=s)


def services_from_disk() -> Services:
    """What main.py builds: the saved settings in a silent sound service."""
    store = SettingsStore(durable=False)
    loaded = store.load()
    services = Services(sound=Sound(enabled=False), settings=loaded.settings, store=store)
    apply_settings(services)
    return services


@pytest.fixture(autouse=True)
def _text_scale() -> Iterator[None]:
    yield
    text.set_scale(1.0)  # a module-wide setting: leave it as found


@pytest.fixture
def app() -> Iterator[App]:
    application = App(AppConfig(speed=0), services_from_disk())
    application.open()
    yield application
    application.close()


def press(app: App, *events: pygame.event.Event) -> None:
    for event in events:
        app.step([event], DT)


def keys(app: App, *ks: int) -> None:
    press(app, *(key(k) for k in ks))


def settings_file() -> Path:
    return SettingsStore().path


def test_every_page_round_trips_through_the_file_and_a_fresh_app(app: App) -> None:
    K = pygame
    app.stack.push(SettingsScene())
    app.step([], DT)
    # Display & sound (focus starts on Sound).
    keys(app, K.K_RETURN)  # sound off
    keys(app, K.K_DOWN, K.K_LEFT, K.K_LEFT, K.K_LEFT)  # effects 80 -> 50 %
    keys(app, K.K_DOWN, K.K_RIGHT)  # music 50 -> 60 %
    keys(app, K.K_DOWN, K.K_RIGHT)  # colour-blind on
    keys(app, K.K_DOWN, K.K_RIGHT)  # animation Normal -> Fast
    keys(app, K.K_DOWN, K.K_RIGHT)  # bot pace 0.35 -> 0.7 s
    keys(app, K.K_DOWN, K.K_RIGHT)  # reduce motion on
    keys(app, K.K_DOWN, K.K_RIGHT)  # text 100 -> 110 %
    services = app.services
    assert services.sound.muted and services.sound.effects_volume == pytest.approx(0.5)
    assert services.art.colour_blind and app.stack.speed == 2.0
    assert text.get_scale() == pytest.approx(1.1)  # applied at once
    # Players: 3 seats; seat 1 named Ann in blue (seat 2 takes red); seat 2 a hard bot.
    keys(app, *[K.K_UP] * 8, K.K_RIGHT)  # tabs -> Players
    keys(app, K.K_DOWN, K.K_LEFT)  # 4 -> 3 players
    press(app, key(K.K_DOWN), typed("Ann"), key(K.K_RETURN))
    keys(app, K.K_DOWN, K.K_RIGHT)  # seat 1: Red -> Blue
    keys(app, K.K_DOWN, K.K_RIGHT)  # seat 2: medium -> hard
    assert services.art.seat_colours[:3] == (1, 0, 2)
    # Game: the subculture's name, Aliens, starting Sanity.
    keys(app, *[K.K_UP] * 4, K.K_RIGHT)  # tabs -> Game
    press(app, key(K.K_DOWN), typed("Cat Owners"), key(K.K_RETURN))
    keys(app, K.K_DOWN, K.K_DOWN, K.K_RIGHT)  # (past Plot building) Aliens on
    keys(app, *[K.K_DOWN] * 5, K.K_LEFT)  # Starting Sanity 35 -> 34
    # Kiosk: idle timeout 90 -> 120 s.
    keys(app, *[K.K_UP] * 8, K.K_RIGHT, K.K_DOWN, K.K_DOWN, K.K_RIGHT)
    keys(app, K.K_ESCAPE)
    app.step([], DT)
    assert not any(isinstance(s, SettingsScene) for s in app.stack.scenes)

    loaded = SettingsStore().load()
    assert loaded.messages == []
    s = loaded.settings
    assert (s.sound_on, s.effects_volume, s.music_volume) == (False, 0.5, 0.6)
    assert (s.colour_blind, s.animation_speed, s.bot_pace, s.reduce_motion, s.text_scale) == (
        True, 2.0, 0.7, True, 1.1)
    assert [(x.kind, x.name, x.colour) for x in s.seats] == [
        ("human", "Ann", 1), ("hard", "Player 2", 0), ("medium", "Player 3", 2)]
    o = s.game_options("paranoid-delusions")
    assert o["subculture"] == "Cat Owners" and o["aliens"] and o["sanity"] == 34
    assert s.kiosk.idle_timeout == 120.0 and not s.fullscreen

    # A fresh app made from the file: the setup form, the board, sound and palette obey.
    text.set_scale(1.0)
    fresh = App(AppConfig(speed=0), services_from_disk())
    fresh.open()
    try:
        flow = Flow(fresh.stack, speed=fresh.services.setting("animation_speed"), music=False)
        fresh.stack.push(flow.title())
        flow.open_setup()
        fresh.step([], DT)
        setup = fresh.stack.top
        assert isinstance(setup, SetupScene)
        config = setup.config()
        assert config.names == ("Ann", "Boris", "Cleo")  # untouched names follow the kind
        assert config.seats == ("human", "hard", "medium")
        assert config.subculture == "Cat Owners"
        assert config.options.aliens and config.options.sanity == 34
        board = flow.start(config, 3)
        fresh.step([], DT)
        assert isinstance(board, BoardScene)
        assert board.speed == 2.0 and board.bot_pace == 0.7 and board.reduced_motion
        sv = fresh.services
        assert sv.sound.muted and sv.sound.effects_volume == 0.5 and sv.sound.music_volume == 0.6
        assert sv.art.colour_blind and sv.art.seat_colours[:3] == (1, 0, 2)
        assert text.get_scale() == pytest.approx(1.1)
    finally:
        fresh.close()


def test_a_change_is_saved_soon_without_leaving_the_scene(app: App) -> None:
    app.stack.push(SettingsScene())
    app.step([], DT)
    keys(app, pygame.K_DOWN, pygame.K_LEFT)  # effects 80 -> 70 %
    assert not settings_file().exists()  # not on every key: shortly after the last one
    for _ in range(round(SAVE_DELAY / DT) + 2):
        app.step([], DT)
    assert SettingsStore().load().settings.effects_volume == 0.7  # a kill now loses nothing


def test_colours_stay_unique_when_a_seat_takes_anothers(app: App) -> None:
    app.stack.push(SettingsScene(page=1))
    app.step([], DT)
    keys(app, pygame.K_DOWN, pygame.K_DOWN, pygame.K_DOWN)  # players, seat 1, its colour
    for _ in range(7):
        keys(app, pygame.K_RIGHT)
        colours = app.services.art.seat_colours
        assert sorted(colours) == list(range(6))


def test_a_file_that_is_not_json_gives_one_message_and_the_defaults(
        monkeypatch: pytest.MonkeyPatch) -> None:
    path = settings_file()
    path.parent.mkdir(parents=True)
    path.write_text("{not json", encoding="utf-8")
    seen = run_main(monkeypatch, [])
    assert seen["messages"] == 1
    assert not path.exists() and list(path.parent.glob("settings*corrupt*"))
    assert run_main(monkeypatch, [])["messages"] == 0  # once, not at every start


def test_a_bad_value_is_reported_once_and_the_file_repaired(
        monkeypatch: pytest.MonkeyPatch) -> None:
    path = settings_file()
    path.parent.mkdir(parents=True)
    path.write_text(json.dumps({"effects_volume": "loud", "music_volume": 0.3}), "utf-8")
    assert run_main(monkeypatch, [])["messages"] == 1
    assert json.loads(path.read_text("utf-8"))["effects_volume"] == 0.8
    assert json.loads(path.read_text("utf-8"))["music_volume"] == 0.3
    assert run_main(monkeypatch, [])["messages"] == 0


def test_flags_win_for_the_run_and_are_never_saved(monkeypatch: pytest.MonkeyPatch) -> None:
    store = SettingsStore()
    store.save(Settings(animation_speed=2.0, sound_on=True, colour_blind=False, bot_pace=0.7))
    before = store.path.read_bytes()
    seen = run_main(monkeypatch, ["--seats", "human,medium", "--seed", "4", "--speed", "0",
                                  "--mute", "--colour-blind"])
    assert seen["muted"] and seen["colour_blind"]
    assert seen["board"] == (0.0, 0.7)  # speed from the flag, bot pace from the file
    assert store.path.read_bytes() == before
    seen = run_main(monkeypatch, ["--seats", "human,medium", "--seed", "4"])
    assert not seen["muted"] and not seen["colour_blind"] and seen["board"] == (2.0, 0.7)


def test_changing_another_setting_keeps_a_flag_out_of_the_file() -> None:
    services = services_from_disk()
    services.overrides = {"sound_on": False}
    apply_settings(services)
    app = App(AppConfig(speed=0), services)
    app.open()
    try:
        app.stack.push(SettingsScene())
        app.step([], DT)
        assert app.stack.top.sound.value is False  # the flag's value is what is shown
        keys(app, pygame.K_DOWN, pygame.K_LEFT, pygame.K_ESCAPE)  # effects 80 -> 70 %
        app.step([], DT)
    finally:
        app.close()
    saved = SettingsStore().load().settings
    assert saved.effects_volume == 0.7 and saved.sound_on is True


def test_the_mute_key_toggles_and_persists_but_not_while_typing(app: App) -> None:
    app.stack.push(TitleScene(music=False))
    app.step([], DT)
    keys(app, pygame.K_m)
    assert app.services.sound.muted and app.toast.left > 0 and "off" in app.toast.message
    assert SettingsStore().load().settings.sound_on is False
    keys(app, pygame.K_m)
    assert not app.services.sound.muted
    assert SettingsStore().load().settings.sound_on is True
    # On the setup form a focused name takes the letter as text instead.
    setup = SetupScene(lambda config, seed: None)
    app.stack.push(setup)
    app.step([], DT)
    setup.form.focus_on(setup.seat_fields[0])
    press(app, key(pygame.K_m), typed("m"))
    assert not app.services.sound.muted
    assert setup.seat_fields[0].text == "m"


def test_the_settings_scene_follows_the_mute_key(app: App) -> None:
    scene = SettingsScene()
    app.stack.push(scene)
    app.step([], DT)
    keys(app, pygame.K_DOWN, pygame.K_m)  # focus off the (non-text) rows: M still mutes
    assert app.services.sound.muted and scene.sound.value is False


def run_main(monkeypatch: pytest.MonkeyPatch, argv: list[str]) -> dict[str, object]:
    """Run main.py for a few frames and report what the started app looked like."""
    seen: dict[str, object] = {}
    original = App.run

    def spy(self: App) -> int:
        code = original(self)
        scenes = self.stack.scenes
        seen["messages"] = sum(isinstance(s, MessageScene) for s in scenes)
        boards = [s for s in scenes if isinstance(s, BoardScene)]
        seen["board"] = (boards[0].speed, boards[0].bot_pace) if boards else None
        seen["muted"] = self.services.sound.muted
        seen["colour_blind"] = self.services.art.colour_blind
        return code

    monkeypatch.setattr(App, "run", spy)
    assert main.main([*argv, "--frames", "2"]) == 0
    monkeypatch.setattr(App, "run", original)
    return seen


def test_the_mouse_turns_pages_and_changes_values(app: App) -> None:
    scene = SettingsScene()
    app.stack.push(scene)
    app.step([], DT)
    players_tab = (TABS.x + TABS.width * 3 // 8, TABS.centery)  # the second of four tabs
    press(app, click(players_tab))
    assert scene.page == 1 and scene.players in scene.form.fields
    row = scene.form.rects[scene.form.fields.index(scene.players)]
    value = scene.players.value_rect(row)
    press(app, click((value.right - 10, value.centery)))  # the ▶ arrow
    assert scene.players.value == 5
    assert scene.seat_fields[4] in scene.form.fields  # a fifth seat row to fill in


def click(pos: tuple[int, int]) -> pygame.event.Event:
    return pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=pos, button=1, touch=False)


def test_browsing_every_page_changes_nothing_even_between_the_offered_steps() -> None:
    """Values a hand-edited file holds between the rows' steps survive a visit."""
    from game.paranoid import Options
    from scenes.shell.settings.settings_store import Kiosk, Seat

    odd = Settings(effects_volume=0.75, bot_pace=0.5, text_scale=1.05, animation_speed=1.5,
                   seats=[Seat("easy", "Zed", 4), Seat("human", "Player 2", 2)],
                   games={"paranoid-delusions": {"options": {
                       **Options(aliens=True, sanity=20, turn_limit=37).to_json(),
                       "subculture": "Knitters"}}},
                   kiosk=Kiosk(idle_timeout=45.0, attract_seats=["easy", "hard", "hard"]))
    store = SettingsStore(durable=False)
    store.save(odd)
    before = store.path.read_bytes()
    services = services_from_disk()
    app = App(AppConfig(speed=0), services)
    app.open()
    try:
        scene = SettingsScene()
        app.stack.push(scene)
        app.step([], DT)
        for _ in range(len(scene.tabs.tab_rects(TABS))):
            keys(app, pygame.K_UP, pygame.K_UP)  # to the tabs (via Back), whatever the page
            scene.form.focus_on(scene.tabs)
            keys(app, pygame.K_RIGHT, *[pygame.K_DOWN] * 9)
        keys(app, pygame.K_ESCAPE)
        app.step([], DT)
    finally:
        app.close()
    assert store.path.read_bytes() == before
