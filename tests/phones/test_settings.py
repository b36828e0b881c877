"""The phones settings (docs/phones.md): off by default, a port read whole and in range."""

from __future__ import annotations

from scenes.shell.settings.settings_store import Settings, read_settings


def test_phones_are_off_by_default_on_port_8765() -> None:
    settings = Settings()
    assert settings.phones is False and settings.phones_port == 8765
    again, messages = read_settings(settings.to_json())
    assert (again.phones, again.phones_port, messages) == (False, 8765, [])


def test_a_saved_port_is_kept_and_a_bad_one_falls_back_with_a_message() -> None:
    kept, messages = read_settings({"phones": True, "phones_port": 9001})
    assert (kept.phones, kept.phones_port, messages) == (True, 9001, [])
    low, messages = read_settings({"phones_port": 80})
    assert low.phones_port == 1024 and "outside" in messages[0]
    for raw in (8765.5, "8765", True, None):
        bad, messages = read_settings({"phones_port": raw, "phones": "yes"})
        assert (bad.phones_port, bad.phones) == (8765, False) and len(messages) == 2


def test_the_settings_screen_shows_and_keeps_the_phones_toggle(app) -> None:  # noqa: ANN001
    from scenes.shell.settings.screen import SettingsScene

    scene = SettingsScene(page=0)
    app.stack.push(scene)
    app.step([], 0.05)
    assert scene.phones in scene.display_rows and scene.phones.value is False
    scene.phones.value = True
    assert scene.values()["phones"] is True
