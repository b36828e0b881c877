"""Seeded fuzz of everything the table reads from disk (issue 12): the settings, the kiosk
options in them, and the save of every registered game. Whatever the file holds, reading
it never raises, never hangs, never writes over it, and only schema-valid values come out.

A small run here (hypothesis, derandomized); the big one (>= 10,000 files per kind) is
benchmarks/disk_fuzz.py, its figures in docs/benchmarks.md.
"""

from __future__ import annotations

import json
import random
import tempfile
from pathlib import Path

import disk_cases
import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from game.core import registry

FUZZ = settings(max_examples=30, deadline=None, derandomize=True, database=None,
                suppress_health_check=[HealthCheck.too_slow])


def _settings(raw: bytes) -> None:
    with tempfile.TemporaryDirectory(prefix="ct-fuzz-") as folder:
        disk_cases.check_settings(Path(folder) / "f", raw)


def _save(raw: bytes) -> None:
    with tempfile.TemporaryDirectory(prefix="ct-fuzz-") as folder:
        disk_cases.check_save(Path(folder) / "f", raw)


@FUZZ
@given(seed=st.integers(0, 2**32 - 1))
def test_any_settings_file(seed: int) -> None:
    _settings(disk_cases.settings_case(random.Random(seed)))


@FUZZ
@given(seed=st.integers(0, 2**32 - 1))
def test_any_kiosk_options(seed: int) -> None:
    _settings(disk_cases.kiosk_case(random.Random(seed)))


_JSON = st.recursive(
    st.none() | st.booleans() | st.integers() | st.floats() | st.text(max_size=30),
    lambda inner: st.lists(inner, max_size=5) | st.dictionaries(st.text(max_size=12), inner,
                                                                  max_size=5),
    max_leaves=30)
_KEYS = st.sampled_from(["seats", "game", "games", "kiosk", "music_volume", "animation_speed",
                         "text_scale", "fullscreen", "options", "subculture", "format"])


@FUZZ
@given(data=st.dictionaries(_KEYS, _JSON, max_size=6))
def test_any_json_under_the_settings_keys(data: dict) -> None:
    text = json.dumps(data).encode("utf-8", "surrogatepass")
    _settings(text)


@FUZZ
@given(kiosk=st.dictionaries(st.sampled_from(["enabled", "idle_timeout", "quit_combo",
                                              "attract_seats", "idle_action", "countdown"]),
                             _JSON | st.text(max_size=20), max_size=6))
def test_any_json_in_the_kiosk_options(kiosk: dict) -> None:
    text = json.dumps({"kiosk": kiosk}).encode("utf-8", "surrogatepass")
    _settings(text)


@pytest.mark.parametrize("game_id", registry.ids())
def test_any_save_of_every_game(game_id: str) -> None:
    @FUZZ
    @given(seed=st.integers(0, 2**32 - 1))
    def one(seed: int) -> None:
        _save(disk_cases.save_case(random.Random(seed), game_id))

    one()
