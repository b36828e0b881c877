"""Sound: synthesis is sane, and playback is a silent no-op when audio fails."""

from __future__ import annotations

import time
from pathlib import Path

import pygame
import pytest

from scenes.ui import sound as snd
from scenes.ui.sound import EFFECTS, LOOP, Sound, synthesise, to_pcm


@pytest.mark.parametrize("name", EFFECTS)
def test_effects_are_short_and_bounded(name: str) -> None:
    wave = synthesise(name, 8000)
    assert 0 < len(wave) <= 8000 * 1.5
    assert max(abs(s) for s in wave) > 0.01
    pcm = to_pcm(wave, channels=2)
    assert len(pcm) == len(wave) * 2 * 2  # 16-bit, stereo


def test_calm_loop_joins_without_a_click() -> None:
    wave = synthesise(LOOP, 4000)
    assert len(wave) == 8 * 4000
    biggest_step = max(abs(b - a) for a, b in zip(wave, wave[1:]))
    assert abs(wave[0] - wave[-1]) <= biggest_step  # the end flows into the start


def test_unknown_names_raise() -> None:
    with pytest.raises(ValueError):
        synthesise("kazoo")
    with pytest.raises(ValueError):
        Sound(enabled=False).play("kazoo")


@pytest.mark.parametrize("pretend_audible", [False, True])
def test_playing_under_the_dummy_driver_never_raises(pretend_audible: bool,
                                                     monkeypatch: pytest.MonkeyPatch) -> None:
    if pretend_audible:
        monkeypatch.setattr(snd, "SILENT_DRIVERS", set())
    s = Sound()
    try:
        for name in EFFECTS:
            s.play(name)
        s.start_loop()
        s.music_volume = 0.3
        s.toggle_mute()
        s.play("click")
        s.stop_loop()
    finally:
        s.close()


def test_a_failing_mixer_makes_everything_silent(monkeypatch: pytest.MonkeyPatch) -> None:
    def broken(*args: object, **kwargs: object) -> None:
        raise pygame.error("no audio device")

    monkeypatch.setattr(snd.pygame.mixer, "get_init", lambda: None)
    monkeypatch.setattr(snd.pygame.mixer, "init", broken)
    s = Sound()
    assert s.available is False
    s.play("victory")
    s.preload()
    s.start_loop()
    assert not s.loop_playing
    s.stop_loop()
    s.close()


def test_disabled_sound_never_opens_the_mixer(monkeypatch: pytest.MonkeyPatch) -> None:
    calls: list[int] = []
    monkeypatch.setattr(snd.pygame.mixer, "init", lambda *a, **k: calls.append(1))
    s = Sound(enabled=False)
    s.play("draw")
    s.start_loop()
    assert calls == [] and s.available is False


def test_volumes_clamp_and_mute_toggles() -> None:
    s = Sound(enabled=False, effects_volume=3.0, music_volume=-1.0)
    assert (s.effects_volume, s.music_volume) == (1.0, 0.0)
    s.effects_volume = 0.25
    assert s.effects_volume == 0.25
    assert s.toggle_mute() is True and s.muted
    assert s.toggle_mute() is False


@pytest.fixture
def audible(monkeypatch: pytest.MonkeyPatch) -> None:
    """Pretend SDL's dummy driver is a real device, to exercise actual playback."""
    monkeypatch.setattr(snd, "SILENT_DRIVERS", set())


def test_nothing_reopens_the_mixer_after_close() -> None:
    """A deferred job due after close must not open the audio device again: doing so
    while pygame quits deadlocked SDL."""
    s = Sound()
    s.preload(background=True, delay=0.0)
    s.start_loop(delay=0.0)
    s.close()
    s.pump()
    assert s.available is False and not s._workers


def test_the_dummy_driver_counts_as_silent() -> None:
    s = Sound()
    try:
        assert s.available is False
    finally:
        s.close()


def test_loop_starts_in_the_background_when_audio_works(audible: None) -> None:
    s = Sound()
    try:
        if not s.available:
            pytest.skip("no audio device at all here")
        s.start_loop()
        deadline = time.monotonic() + 5
        while not s.loop_playing and time.monotonic() < deadline:
            s.pump()  # the app calls this every frame
            time.sleep(0.02)
        assert s.loop_playing
        s.stop_loop()
        assert not s.loop_playing
    finally:
        s.close()


def test_pcm_is_cached_on_disk(audible: None, tmp_path: Path,
                               monkeypatch: pytest.MonkeyPatch) -> None:
    first = Sound(cache_dir=tmp_path)
    try:
        if not first.available:
            pytest.skip("no audio device at all here")
        first.preload(("click", "error"))
        first.play("click")
    finally:
        first.close()
    files = sorted(p.name for p in tmp_path.iterdir())
    assert len(files) == 2 and all(f.endswith(".pcm") for f in files)

    def no_synthesis(name: str, rate: int = 0) -> list[float]:
        raise AssertionError("should have been read from the cache")

    monkeypatch.setattr(snd, "synthesise", no_synthesis)
    second = Sound(cache_dir=tmp_path)
    try:
        second.play("click")
        second.play("error")
    finally:
        second.close()


def test_background_preload_survives_close(audible: None) -> None:
    s = Sound()
    s.preload(background=True, delay=0.01)
    s.close()  # the worker notices and stops; nothing raises
    time.sleep(0.05)
