"""The kiosk's own settings (idle action, countdown) and Session.hand_to_bot."""

from __future__ import annotations

import json

import pytest

from game.paranoid import Game, GameConfig
from scenes.shell.match.session import Session
from scenes.shell.settings.settings_store import Kiosk, Settings, SettingsStore


def test_new_kiosk_fields_round_trip() -> None:
    store = SettingsStore()
    settings = Settings(kiosk=Kiosk(True, 120.0, "ctrl+alt+k", ["hard"] * 3,
                                    idle_action="attract", countdown=15.0))
    assert store.save(settings) is None
    loaded = store.load()
    assert loaded.messages == [] and loaded.settings == settings
    assert Settings().kiosk.idle_action == "bots" and Settings().kiosk.countdown == 10.0


def test_new_kiosk_fields_are_read_tolerantly() -> None:
    store = SettingsStore()
    store.folder.mkdir(parents=True, exist_ok=True)
    store.path.write_text(json.dumps({"kiosk": {"idle_action": "sleep", "countdown": 500,
                                                "idle_timeout": 30}}), encoding="utf-8")
    loaded = store.load()
    kiosk = loaded.settings.kiosk
    assert kiosk.idle_action == "bots" and kiosk.countdown == 60.0 and kiosk.idle_timeout == 30
    text = "\n".join(loaded.messages)
    assert "kiosk idle_action" in text and "kiosk countdown" in text
    store.path.write_text(json.dumps({"kiosk": {"countdown": "soon", "idle_action": ["x"]}}),
                          encoding="utf-8")
    assert store.load().settings.kiosk == Kiosk()


def test_hand_to_bot_turns_a_human_seat_into_a_bot() -> None:
    game = Game.new(GameConfig(players=3), 4)
    session = Session(game, ["human", "human", "easy"], 4)
    session.confirm_handover()
    assert session.display_viewer == 0
    session.hand_to_bot(0, "medium")
    assert session.seats == ["medium", "human", "easy"] and session.humans == [1]
    assert session.display_viewer is None, "the screen forgets the seat that left"
    assert not session.human_to_act and session.legal() == []
    assert session.bot_to_act() is session.bots[0]
    before = len(game.record)
    session.bot_step()  # the new bot plays the seat
    assert len(session.game.record) == before + 1
    with pytest.raises(ValueError):
        session.hand_to_bot(2, "medium")  # already a bot
    with pytest.raises(ValueError):
        session.hand_to_bot(1, "wizard")
