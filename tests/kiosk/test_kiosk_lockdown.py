"""Issue 21, "a kiosk a visitor cannot leave": no Settings, no Quit and no window-mode
switch anywhere a visitor can reach; the operator's quit combination is never drawn;
the Settings screen (the operator's, outside kiosk mode) never drops a field it does
not show."""

from __future__ import annotations

from collections.abc import Iterator
from dataclasses import fields
from pathlib import Path

import pygame
import pytest

from scenes.shell.kiosk.director import GAME
from scenes.shell.kiosk.quick_start import QuickStartScene
from scenes.shell.match.pause import PauseScene
from scenes.shell.screens.services import Services
from scenes.shell.settings.preferences import apply_settings
from scenes.shell.settings.screen import PAGES, SAVE_DELAY, SettingsScene
from scenes.shell.settings.settings_store import Kiosk, Seat, Settings, SettingsStore
from scenes.shell.window.app import App, AppConfig
from scenes.ui import text
from scenes.ui.sound import Sound

from .kiosk_helpers import Table, click, key, make_table

DT = 0.05


def every_field_changed() -> Settings:
    """Settings with every field (the kiosk's included) away from its default, and keys
    of a newer version at both levels. A plain flag or whole number added later is
    changed here by itself (`_changed`); anything richer needs a value written here."""
    settings = Settings(
        seats=[Seat("hard", "Zoë", 5), Seat("human", "Ann", 2), Seat("easy", "Bo", 0)],
        game="ninety-nine", animation_speed=2.0, bot_pace=0.7, reduce_motion=True,
        sound_on=False, music_volume=0.2, effects_volume=0.3, fullscreen=True,
        text_scale=1.1, colour_blind=True,
        games={"pontoon": {"options": {"inquisition": True}}},
        kiosk=Kiosk(enabled=True, idle_timeout=120.0, quit_combo="ctrl+alt+k",
                    attract_seats=["hard", "hard", "hard"], idle_action="attract",
                    countdown=25.0, extra={"screensaver": {"after": 600}}),
        extra={"haptics": 3})
    for owner in (settings, settings.kiosk):
        _changed(owner)
    return settings


def _changed(owner: object) -> None:
    """Flags and whole numbers still at their default: flipped, or one more."""
    base = type(owner)()
    for f in fields(owner):  # type: ignore[arg-type]
        value = getattr(owner, f.name)
        if value != getattr(base, f.name):
            continue
        if type(value) is bool:
            setattr(owner, f.name, not value)
        elif type(value) is int:
            setattr(owner, f.name, value + 1)


def test_the_fixture_really_changes_every_field() -> None:
    """A field added later without a non-default value here fails this first."""
    changed, default = every_field_changed(), Settings()
    for owner, base in ((changed, default), (changed.kiosk, default.kiosk)):
        same = [f.name for f in fields(owner) if getattr(owner, f.name) == getattr(base, f.name)]
        assert same == [], f"{type(owner).__name__} fields left at their default: {same}"


def test_every_field_round_trips_through_the_file() -> None:
    store = SettingsStore(durable=False)
    settings = every_field_changed()
    assert store.save(settings) is None
    loaded = store.load()
    assert all(m.startswith("unknown setting") for m in loaded.messages), loaded.messages
    assert loaded.settings == settings


@pytest.fixture(autouse=True)
def _text_scale() -> Iterator[None]:
    yield
    text.set_scale(1.0)


def _app_from_disk() -> App:
    store = SettingsStore(durable=False)
    services = Services(sound=Sound(enabled=False), settings=store.load().settings,
                        store=store)
    apply_settings(services)
    app = App(AppConfig(speed=0), services)
    app.open()
    return app


@pytest.mark.parametrize("page", PAGES)
def test_a_change_on_the_settings_screen_loses_no_field_it_does_not_show(page: str) -> None:
    """Before issue 21 any change wrote the kiosk without `idle_action` and `countdown`
    (back to "bots" and 10 s) and dropped kiosk keys it did not know."""
    store = SettingsStore(durable=False)
    store.save(every_field_changed())
    app = _app_from_disk()
    try:
        scene = SettingsScene(page=PAGES.index(page), game="ninety-nine")  # rounds first
        app.stack.push(scene)
        app.step([], DT)
        scene.form.focus_on(scene.tabs)
        app.step([key(pygame.K_DOWN)], DT)  # the page's first row
        app.step([key(pygame.K_RIGHT)], DT)  # changed
        for _ in range(round(SAVE_DELAY / DT) + 2):
            app.step([], DT)
        app.step([key(pygame.K_ESCAPE)], DT)
    finally:
        app.close()
    after = SettingsStore(durable=False).load().settings
    before = every_field_changed()
    assert after != before, "the test changed something"
    differ = [f.name for f in fields(Settings) if getattr(after, f.name) != getattr(before, f.name)]
    kiosk_differ = [f.name for f in fields(Kiosk)
                    if getattr(after.kiosk, f.name) != getattr(before.kiosk, f.name)]
    # What the page's first row stores (the number of players: the seats, and the
    # chosen game's own count in its `games` entry).
    shown_first = {"Display & sound": {"sound_on"}, "Players": {"seats", "games"},
                   "Game": {"games"}, "Kiosk": {"kiosk"}}[page]
    assert differ and set(differ) <= shown_first, differ
    for game_id, entry in before.games.items():  # other games' entries untouched
        assert after.games[game_id] == entry
    if page == "Kiosk":
        assert kiosk_differ == ["enabled"]
    else:
        assert kiosk_differ == []


# -- what a visitor can reach ------------------------------------------------------------


@pytest.fixture
def table(tmp_path: Path) -> Iterator[Table]:
    yield from make_table(tmp_path, idle_action="attract")


def _solo(t: Table) -> None:
    t.step()
    t.step(key(pygame.K_SPACE))
    assert isinstance(t.top, QuickStartScene)
    t.step(key(pygame.K_RETURN))  # Solo, in the demo's game
    assert t.kiosk.mode == GAME


def test_the_pause_menu_of_a_visitors_game_has_no_settings_and_no_quit(table: Table) -> None:
    """Issue 21 as seen: --kiosk → any key → Solo → Esc → Settings (whose Kiosk tab showed
    the quit combination, and where full screen and kiosk mode could be switched off)."""
    t = table
    _solo(t)
    t.run(1.0)
    t.step(key(pygame.K_ESCAPE))
    pause = t.top
    assert isinstance(pause, PauseScene)
    labels = [item.label for item in pause.menu.items]
    assert labels == ["Resume", "Rules", "Back to the demo"]
    for _ in labels:  # every entry, pressed in turn: none leads to the settings
        t.step(key(pygame.K_DOWN))
    t.step(key(pygame.K_UP))
    t.step(key(pygame.K_RETURN))
    assert not any(isinstance(s, SettingsScene) for s in t.app.stack.scenes)
    assert t.app.running and t.kiosk.mode == "attract"


def test_the_flow_refuses_the_settings_in_kiosk_mode(table: Table) -> None:
    t = table
    t.kiosk.flow.open_settings()  # whatever hook might still lead there
    t.step()
    assert not any(isinstance(s, SettingsScene) for s in t.app.stack.scenes)


VISITOR_KEYS = (pygame.K_ESCAPE, pygame.K_RETURN, pygame.K_SPACE, pygame.K_UP, pygame.K_DOWN,
                pygame.K_LEFT, pygame.K_RIGHT, pygame.K_TAB, pygame.K_F11, pygame.K_F4,
                pygame.K_q, pygame.K_t, pygame.K_n, pygame.K_r, pygame.K_p, pygame.K_d,
                pygame.K_BACKSPACE, pygame.K_F1)
MODS = (0, 0, 0, pygame.KMOD_LALT, pygame.KMOD_LCTRL, pygame.KMOD_LSHIFT)


@pytest.mark.parametrize("seed", [1, 2, 3])
def test_no_press_of_a_visitor_reaches_settings_quit_or_the_window_mode(
        table: Table, seed: int, monkeypatch: pytest.MonkeyPatch) -> None:
    """Random keys (Alt+F4, F11, Esc, Enter…) and clicks on every screen a visitor meets:
    never the settings, never the program's end, never a switch of the window mode."""
    import random

    t = table
    switched: list[bool] = []
    monkeypatch.setattr(t.app, "toggle_fullscreen", lambda: switched.append(True) or True)
    rng = random.Random(seed)
    seen: set[str] = set()
    for _ in range(1000):
        if rng.random() < 0.75:
            event = key(rng.choice(VISITOR_KEYS), rng.choice(MODS))
            t.step(event)
        else:
            t.step(*click((rng.randrange(1280), rng.randrange(720))))
        t.step()
        seen.update(type(s).__name__ for s in t.app.stack.scenes)
        assert not any(isinstance(s, SettingsScene) for s in t.app.stack.scenes)
        assert t.app.running, "only the operator's combination ends a kiosk"
        assert not switched, "the window stays as the operator set it"
    assert {"QuickStartScene", "PauseScene"} <= seen, f"the visitor got around: {seen}"


@pytest.mark.parametrize("page", PAGES)
def test_the_quit_combination_is_drawn_on_no_page_of_the_settings(page: str) -> None:
    """The picture of every settings page is the same whatever the combination is."""
    pictures = []
    for combo in ("ctrl+shift+q", "ctrl+alt+f12"):
        SettingsStore(durable=False).save(Settings(kiosk=Kiosk(quit_combo=combo)))
        app = _app_from_disk()
        try:
            app.stack.push(SettingsScene(page=PAGES.index(page)))
            for _ in range(3):
                app.step([], DT)
            _draw(app)
            pictures.append(pygame.image.tobytes(app.screen, "RGB"))
        finally:
            app.close()
    assert pictures[0] == pictures[1]


def _draw(app: App) -> None:
    app.screen.fill((0, 0, 0))
    app.stack.draw(app.screen)


def test_the_quit_combination_is_drawn_on_no_kiosk_screen(tmp_path: Path) -> None:
    """The banner, the quick start and the pause menu of a visitor's game: the same
    pictures whatever the operator's combination (each drawn alone on black, so the
    games beneath, dealt at random, do not count)."""
    pictures: list[list[bytes]] = []
    for combo in ("ctrl+shift+q", "ctrl+alt+f12"):
        shots: list[bytes] = []
        for t in make_table(tmp_path / combo, quit_combo=combo):
            for press in (None, pygame.K_SPACE, pygame.K_RETURN, pygame.K_ESCAPE):
                if press is not None:
                    t.step(key(press))
                t.run(0.3)
                if press != pygame.K_RETURN:  # (the game itself is the game's picture)
                    t.app.screen.fill((0, 0, 0))
                    t.top.draw(t.app.screen)  # type: ignore[attr-defined]
                    shots.append(pygame.image.tobytes(t.app.screen, "RGB"))
            assert isinstance(t.top, PauseScene)
        pictures.append(shots)
    assert len(pictures[0]) == 3 and pictures[0] == pictures[1]


def test_no_kiosk_on_the_command_line_is_the_operators_way_to_the_settings(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    """With kiosk mode on in the settings every start is a kiosk; `--no-kiosk` starts
    the ordinary title (whose Settings has the Kiosk page) this time only."""
    import main
    from scenes.shell.kiosk.director import KioskDirector
    from scenes.shell.menus.title import TitleScene

    monkeypatch.setenv("CONSPIRACY_TABLE_LOGS", str(tmp_path / "logs"))
    SettingsStore(durable=False).save(Settings(kiosk=Kiosk(enabled=True)))
    kiosks: list[bool] = []
    titles: list[bool] = []
    install, run = KioskDirector.install, App.run

    def spy_install(self: KioskDirector) -> KioskDirector:
        kiosks.append(True)
        return install(self)

    def spy_run(self: App) -> int:
        code = run(self)
        titles.append(isinstance(self.stack.top, TitleScene))
        return code

    monkeypatch.setattr(KioskDirector, "install", spy_install)
    monkeypatch.setattr(App, "run", spy_run)
    assert main.main(["--frames", "2", "--size", "640x360", "--no-save"]) == 0
    assert kiosks == [True], "the settings make every start a kiosk"
    assert main.main(["--no-kiosk", "--frames", "2", "--size", "640x360", "--no-save"]) == 0
    assert kiosks == [True] and titles[-1], "--no-kiosk: the ordinary title this time"
    assert SettingsStore().load().settings.kiosk.enabled, "and the setting stays on"
    assert main.main(["--kiosk", "--no-kiosk", "--frames", "2"]) == 2
