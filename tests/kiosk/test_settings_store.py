"""Settings: defaults, exact round trip, and forgiveness for hand-edited files."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from scenes.shell.settings.settings_store import Kiosk, Seat, Settings, SettingsStore, valid_combo


def _write(store: SettingsStore, data: object) -> None:
    store.folder.mkdir(parents=True, exist_ok=True)
    store.path.write_text(json.dumps(data), encoding="utf-8")


def test_defaults() -> None:
    s = Settings()
    assert [(x.kind, x.name, x.colour) for x in s.seats] == [
        ("human", "Player 1", 0), ("medium", "Player 2", 1), ("medium", "Player 3", 2),
        ("medium", "Player 4", 3)]
    assert s.game == "paranoid-delusions" and s.games == {}
    assert (s.animation_speed, s.bot_pace, s.music_volume, s.effects_volume,
            s.text_scale) == (1.0, 0.35, 0.5, 0.8, 1.0)
    assert not (s.reduce_motion or s.fullscreen or s.colour_blind)
    assert s.game_options("paranoid-delusions") == {}
    assert s.kiosk == Kiosk(False, 90.0, "ctrl+shift+q", ["medium"] * 4)


def test_missing_file_gives_defaults(tmp_path: Path) -> None:
    store = SettingsStore()
    assert store.folder == tmp_path / "config"
    loaded = store.load()
    assert loaded.settings == Settings() and loaded.messages == [] and loaded.set_aside is None


def _custom() -> Settings:
    return Settings(
        seats=[Seat("hard", "Zoë", 5), Seat("human", "Ann", 2), Seat("random", "R2", 0)],
        game="pontoon", animation_speed=0.0, bot_pace=1.25, reduce_motion=True,
        sound_on=False, music_volume=0.1, effects_volume=1.0, fullscreen=True,
        text_scale=1.5, colour_blind=True,
        games={"paranoid-delusions": {"options": {
            "subculture": "Furries", "aliens": True, "corporations": True, "delusions": True,
            "fewer": 2, "sanity": 20, "trade": True, "turn_limit": 60}},
               "ninety-nine": {"options": {"rounds": 5}}},
        kiosk=Kiosk(True, 45.5, "ctrl+alt+x", ["hard", "easy"]))


@pytest.mark.parametrize("settings", [Settings(), _custom()], ids=["defaults", "custom"])
def test_round_trip_is_exact(settings: Settings) -> None:
    store = SettingsStore()
    assert store.save(settings) is None
    loaded = store.load()
    assert loaded.messages == []
    assert loaded.settings == settings
    first = store.path.read_bytes()
    store.save(loaded.settings)
    assert store.path.read_bytes() == first  # saving what was loaded changes nothing
    assert not list(store.folder.glob(".*.tmp"))


def test_unknown_keys_are_kept_and_written_back() -> None:
    store = SettingsStore()
    data = Settings().to_json() | {"haptics": {"strength": 3}, "format": 7}
    _write(store, data)
    loaded = store.load()
    assert loaded.settings.extra == {"haptics": {"strength": 3}}
    assert any("haptics" in m for m in loaded.messages)
    store.save(loaded.settings)
    assert json.loads(store.path.read_text())["haptics"] == {"strength": 3}


def test_wrong_types_fall_back_field_by_field() -> None:
    store = SettingsStore()
    _write(store, {
        "music_volume": "loud", "fullscreen": "yes", "reduce_motion": 1,
        "text_scale": None, "subculture": "", "effects_volume": 0.25, "colour_blind": True,
        "options": {"aliens": "on", "sanity": 200, "fewer": 1, "trade": True, "x": [1]},
        "kiosk": {"idle_timeout": "soon", "quit_combo": "q", "attract_seats": ["human"],
                  "enabled": True},
    })
    loaded = store.load()
    s = loaded.settings
    assert s.music_volume == 0.5 and s.fullscreen is False and s.reduce_motion is False
    assert s.text_scale == 1.0
    assert s.effects_volume == 0.25 and s.colour_blind is True  # the good ones are kept
    # A file from before several games: its rules become Paranoid Delusions' options,
    # plain values kept (the game's own list checks them at setup), others left out.
    assert s.game_options("paranoid-delusions") == {
        "aliens": "on", "sanity": 200, "fewer": 1, "trade": True, "subculture": ""}
    assert s.kiosk == Kiosk(enabled=True)
    text = "\n".join(loaded.messages)
    for name in ("music_volume", "fullscreen", "reduce_motion", "text_scale", "options x",
                 "kiosk idle_timeout", "kiosk quit_combo", "kiosk attract_seats"):
        assert name in text, name
    assert len(loaded.messages) == 8


def test_out_of_range_numbers_are_clamped() -> None:
    store = SettingsStore()
    _write(store, {"music_volume": 3, "bot_pace": -1, "animation_speed": 99.0,
                   "text_scale": float("nan")})
    loaded = store.load()
    s = loaded.settings
    assert (s.music_volume, s.bot_pace, s.animation_speed, s.text_scale) == (
        1.0, 0.0, 8.0, 1.0)
    assert len(loaded.messages) == 4


def test_seats_are_checked_one_by_one() -> None:
    store = SettingsStore()
    _write(store, {"seats": [{"kind": "wizard", "name": "Ann", "colour": 1},
                             {"kind": "easy", "name": "x" * 40, "colour": 9},
                             "Bob"]})
    s = store.load().settings
    # Seat 2's bad colour falls back to 1, taken by seat 1: it gets the first free one.
    assert [(x.kind, x.name, x.colour) for x in s.seats] == [
        ("human", "Ann", 1), ("easy", "Player 2", 0), ("medium", "Player 3", 2)]
    _write(store, {"seats": [{"kind": "human"}]})  # one seat is not a game
    loaded = store.load()
    assert loaded.settings.seats == Settings().seats and loaded.messages


@pytest.mark.parametrize("content", [b"{not json", b"\xff\xfe\x00", b'{"seats": [', b""])
def test_a_corrupt_file_is_set_aside(content: bytes) -> None:
    store = SettingsStore()
    store.folder.mkdir(parents=True)
    store.path.write_bytes(content)
    loaded = store.load()
    assert loaded.settings == Settings()
    assert loaded.set_aside is not None and loaded.set_aside.read_bytes() == content
    assert loaded.set_aside.name.startswith("settings.corrupt-")
    assert not store.path.exists() and "not valid JSON" in loaded.messages[0]


@pytest.mark.parametrize("data", [[1, 2], "settings", 3, None])
def test_json_that_is_not_an_object_gives_defaults(data: object) -> None:
    store = SettingsStore()
    _write(store, data)
    loaded = store.load()
    assert loaded.settings == Settings() and loaded.messages


def test_a_disk_that_refuses_is_reported(tmp_path: Path) -> None:
    blocker = tmp_path / "blocker"
    blocker.write_text("a file where the folder should be")
    assert "could not be saved" in (SettingsStore(blocker).save(Settings()) or "")


@pytest.mark.parametrize("combo,ok", [("ctrl+shift+q", True), ("alt+f4", True),
                                      ("q", False), ("ctrl+ctrl+q", False),
                                      ("ctrl+shift", False), ("ctrl+", False)])
def test_quit_combo_shapes(combo: str, ok: bool) -> None:
    assert valid_combo(combo) is ok
