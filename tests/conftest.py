"""Shared test set-up: SDL runs headless, and the project root is importable."""

import os
import sys
import tempfile
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")
# main.main() reads the saved settings: never the developer's own (tests/kiosk narrows
# this further to each test's tmp_path).
os.environ.setdefault("CONSPIRACY_TABLE_CONFIG", tempfile.mkdtemp(prefix="ct-config-"))

# Plain `pytest` (without `pip install -e .`) does not put the project root on the path.
ROOT = Path(__file__).resolve().parent.parent
if str(ROOT) not in sys.path:
    sys.path.insert(0, str(ROOT))


@pytest.fixture
def app() -> Iterator[Any]:
    """The app, window open (headless), instant animations; closed after the test."""
    from scenes.shell.window.app import (  # here, not above: the engine tests need no pygame
        App,
        AppConfig,
    )

    application = App(AppConfig(speed=0))
    application.open()
    yield application
    application.close()


@pytest.fixture(params=[1.0, 1.2], ids=["text100", "text120"])
def text_size(request: pytest.FixtureRequest) -> Iterator[float]:
    """The interface text scale a player may choose: 100% and the largest, 120%."""
    from scenes.ui import text

    before = text.get_scale()
    text.set_scale(request.param)
    yield request.param
    text.set_scale(before)


@pytest.fixture
def render_scales(monkeypatch: pytest.MonkeyPatch) -> Iterator[None]:
    """Render-scale tests (tests/render_scale.py): the felt, a bitmap the shell's art
    makes, is plain black drawn at each scale, so every picture left is the table's own;
    the scale is 1 again afterwards."""
    from scenes.ui import canvas, text
    from scenes.ui.art import Art

    felts: dict[tuple[tuple[int, int], float], Any] = {}

    def black(_art: Art, size: tuple[int, int] = (1280, 720)) -> Any:
        key = (tuple(size), canvas.get_scale())
        if key not in felts:
            felts[key] = canvas.Surface(size)
        return felts[key]

    monkeypatch.setattr(Art, "table", black)
    yield
    canvas.set_scale(1.0)
    text.clear_cache()
