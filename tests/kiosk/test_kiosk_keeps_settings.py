"""A kiosk visitor never changes a stored setting (issue 31, item 13a).

Conformance-style: at a stand with the operator's settings file, a visitor presses the
mute key, opens the quick start, sits at every kiosk-ready game and presses, clicks and
taps at random (seeded), walks away; the settings file is then byte for byte the
operator's (never rewritten), nothing else appears in the settings folder, and the
settings the running program holds are the operator's too. The mute key silences the
stand until the next demo (docs/kiosk.md, "Sound"), and cannot unmute a silent stand.
"""

from __future__ import annotations

import json
import random
from collections.abc import Iterator
from pathlib import Path

import pygame
import pytest

from game.core import registry
from scenes.shell.kiosk.director import ATTRACT, GAME, KioskDirector
from scenes.shell.kiosk.quick_start import QuickStartScene, kiosk_games, solo
from scenes.shell.menus.setup_model import default_setup
from scenes.shell.screens.message import MessageScene
from scenes.shell.screens.services import Services
from scenes.shell.settings.preferences import (
    apply_settings,
    remember_setup,
    save_settings,
    toggle_mute,
)
from scenes.shell.settings.settings_store import Kiosk, Settings, SettingsStore, read_settings
from scenes.shell.window.app import App, AppConfig
from scenes.ui.sound import Sound

from .kiosk_helpers import QUICK_DEMO, Table, key
from .test_input_fuzz import random_event

FUZZ_FRAMES = 60  # frames of random visitor input at each game


def _stand(tmp_path: Path, sound_on: bool = True) -> tuple[Table, SettingsStore, bytes]:
    """An app as main.py builds it for `--kiosk`: the operator's settings, loaded from
    their file, with the store beside them."""
    store = SettingsStore(tmp_path / "config", durable=False)
    operator = Settings(sound_on=sound_on, effects_volume=0.6,
                        kiosk=Kiosk(True, 20.0, attract_seats=QUICK_DEMO, countdown=5.0))
    assert store.save(operator) is None
    original = store.path.read_bytes()
    loaded = store.load()
    assert loaded.messages == []
    services = Services(sound=Sound(enabled=False), settings=loaded.settings, store=store)
    apply_settings(services)
    app = App(AppConfig(speed=0), services)
    app.open()
    kiosk = KioskDirector(app, loaded.settings.kiosk, seed=5, speed=0,
                          log_file=tmp_path / "logs" / "kiosk.log", stderr=False).install()
    return Table(app, kiosk), store, original


@pytest.fixture
def stand(tmp_path: Path) -> Iterator[tuple[Table, SettingsStore, bytes]]:
    table, store, original = _stand(tmp_path)
    try:
        yield table, store, original
    finally:
        table.kiosk.close()
        table.app.close()


def _unchanged(table: Table, store: SettingsStore, original: bytes) -> None:
    assert store.path.read_bytes() == original, "a visitor changed the stored settings"
    assert [p.name for p in store.folder.iterdir()] == [store.path.name]
    kept, _ = read_settings(json.loads(original))
    assert table.app.services.settings.to_json() == kept.to_json()  # in memory too


def test_a_visitor_changes_no_stored_setting(
        stand: tuple[Table, SettingsStore, bytes]) -> None:
    t, store, original = stand
    sound = t.app.services.sound
    t.run(1.0)
    assert t.kiosk.mode == ATTRACT and not sound.muted
    t.step(key(pygame.K_m))  # at the demo
    _unchanged(t, store, original)
    assert sound.muted and "until the next demo" in t.app.toast.message
    rng = random.Random(31)
    for info in kiosk_games():
        t.kiosk.to_attract()
        assert not sound.muted, "the operator's sound is back with the next demo"
        t.step(key(pygame.K_a))
        assert isinstance(t.top, QuickStartScene)
        t.kiosk.start_game(solo(registry.get(info.id)), info.id)  # as its button does
        assert t.kiosk.mode == GAME
        t.step(key(pygame.K_m))
        assert sound.muted
        for _ in range(FUZZ_FRAMES):
            events = [random_event(rng) for _ in range(rng.randrange(4))]
            events += [key(pygame.K_m)] * (rng.random() < 0.2)
            t.step(*[e for e in events if e.type != pygame.VIDEORESIZE], settle=False)
        _unchanged(t, store, original)
    t.run(t.kiosk.options.idle_timeout + t.kiosk.options.countdown + 10.0)  # walks away
    _unchanged(t, store, original)


def test_no_route_writes_the_settings_at_a_stand(
        stand: tuple[Table, SettingsStore, bytes]) -> None:
    """Whatever a later change routes a visitor's choice through (the app's own mute,
    a setup remembered), the stand's settings store writes nothing."""
    t, store, original = stand
    services = t.app.services
    toggle_mute(services)
    remember_setup(services, default_setup("pontoon", ("human", "human")))
    assert save_settings(services) is None
    assert store.path.read_bytes() == original
    assert [p.name for p in store.folder.iterdir()] == [store.path.name]


def test_the_mute_key_cannot_unmute_a_stand_the_operator_silenced(tmp_path: Path) -> None:
    t, store, original = _stand(tmp_path, sound_on=False)
    try:
        sound = t.app.services.sound
        t.run(0.5)
        assert sound.muted
        t.step(key(pygame.K_m))
        assert sound.muted and "off at this table" in t.app.toast.message
        t.kiosk.to_attract()
        assert sound.muted
        _unchanged(t, store, original)
    finally:
        t.kiosk.close()
        t.app.close()


def test_the_operators_own_run_still_keeps_the_mute_key(tmp_path: Path) -> None:
    """At home (no kiosk) M is kept, as before: only a stand forgets it."""
    store = SettingsStore(tmp_path / "config", durable=False)
    services = Services(sound=Sound(enabled=False), settings=Settings(), store=store)
    app = App(AppConfig(speed=0), services)
    app.open()
    app.stack.push(MessageScene("Home", "not a stand"))
    try:
        app.step([], 0.1)
        app.step([key(pygame.K_m)], 0.1)
        assert store.load().settings.sound_on is False
    finally:
        app.close()
