"""What the tests of the coach's places share (issue 33: the "? Hint" button, a teaching
demo's words): an app on plain black felt at a render scale, and whether the frame drawn
without a control is plain under it (one colour: no word, card or panel edge there)."""

from __future__ import annotations

from collections.abc import Iterator

import numpy as np
import pygame
import pytest

from scenes.shell.window.app import App, AppConfig
from scenes.ui import canvas
from scenes.ui.art import Art


def black_felt_app(scale: float, monkeypatch: pytest.MonkeyPatch) -> Iterator[App]:
    """An open app at render `scale` whose tables lay plain black felt (a fixture's
    body: `yield from`)."""
    plain: dict[tuple[int, int], pygame.Surface] = {}

    def black(_art: Art, size: tuple[int, int] = (1280, 720)) -> pygame.Surface:
        return plain.setdefault(size, canvas.Surface(size))

    # On the class: a game may wrap the services' art in its own (Paranoid's counters).
    monkeypatch.setattr(Art, "table", black)
    canvas.set_scale(scale)
    app = App(AppConfig(speed=0))
    app.open()
    try:
        yield app
    finally:
        app.close()
        canvas.set_scale(1.0)


@pytest.fixture(params=[1.0, 1.5], ids=["720p", "1080p"])
def scaled_app(request: pytest.FixtureRequest,
               monkeypatch: pytest.MonkeyPatch) -> Iterator[tuple[App, float]]:
    """(app, render scale) on black felt, at 1280×720 and at 1.5 (a 1920×1080 window);
    a test module imports it to use it."""
    for app in black_felt_app(request.param, monkeypatch):
        yield app, request.param


def plain_share(frame: pygame.Surface, rect: pygame.Rect, scale: float,
                edge: int = 2) -> tuple[float, int]:
    """The share of `rect`'s pixels (inside its `edge`: a neighbour's line touching a
    control's own border hides nothing) that are its commonest colour, and how many
    colours there are."""
    pixels = pygame.surfarray.array3d(canvas.plain(frame)).astype(np.int32)
    inner = rect.inflate(-edge, -edge)
    box = [round(v * scale) for v in (inner.left, inner.right, inner.top, inner.bottom)]
    under = pixels[box[0]:box[1], box[2]:box[3]].reshape(-1, 3)
    colours, counts = np.unique(under, axis=0, return_counts=True)
    return counts.max() / counts.sum(), len(colours)
