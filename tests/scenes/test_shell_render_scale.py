"""The shared kit at render scale 1.5 (issue 22: a 1920×1080 window, scenes/ui/canvas.py):
the felt, the pictures the kit keeps, the phones' codes, drawn with the window's pixels
and made anew when the scale changes (after a resize they were the 720p ones enlarged).
"""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path

import numpy as np
import pygame
import pytest

from scenes.shell.match.phones_screen import qr_surface
from scenes.ui import art as art_module
from scenes.ui import canvas, pen, text, widgets
from scenes.ui.art import KEY, Art, colour_keyed
from scenes.ui.phone_badge import phone_badge


@pytest.fixture
def scales() -> Iterator[None]:
    pygame.display.init()
    pygame.font.init()
    yield
    canvas.set_scale(1.0)
    text.clear_cache()


def _pixels(surface: pygame.Surface) -> np.ndarray:
    return pygame.surfarray.array3d(canvas.plain(surface)).astype(int)


def _grain(surface: pygame.Surface) -> float:
    """How much neighbouring window pixels differ in the felt's middle (the vignette is
    nearly flat there): the grain's fineness."""
    green = _pixels(surface)[..., 1]
    w, h = green.shape
    middle = green[w // 2 - 120:w // 2 + 120, h // 2 - 120:h // 2 + 120]
    return float(np.abs(np.diff(middle, axis=0)).mean())


def test_the_felts_grain_is_a_window_pixel_fine_at_1_5(scales: None) -> None:
    """Measured: 4.9 at 1.0 and at 1.5; 2.1 when the 720p grain was enlarged (smeared)."""
    at_1 = _grain(Art().table())
    canvas.set_scale(1.5)
    felt = Art().table()
    assert pygame.Surface.get_size(felt) == (1920, 1080)
    assert _grain(felt) > 0.9 * at_1


def test_art_pictures_are_made_anew_at_a_new_scale(scales: None) -> None:
    """The felt and whatever a subclass keeps in the shared cache (Paranoid's counters,
    whose keys name no scale) are dropped when the scale changes."""
    art = Art()
    art.table()
    art._cache[("counter", 3, 48, "face", 1.0)] = canvas.Surface((48, 48))
    canvas.set_scale(1.5)
    assert ("counter", 3, 48, "face", 1.0) not in art._cache
    felt = art.table()
    assert isinstance(felt, canvas.ScaledSurface) and felt.SCALE == 1.5


def test_the_felt_kept_on_disk_is_one_file_a_scale(scales: None, tmp_path: Path) -> None:
    """A window that goes from 1280×720 to 1920×1080 and back finds each felt on disk
    (one file named for 1280×720 was overwritten at each scale, then refused)."""
    pygame.display.set_mode((1280, 720))
    Art(cache_dir=tmp_path).table()
    canvas.set_scale(1.5)
    big = Art(cache_dir=tmp_path).table()
    again = Art(cache_dir=tmp_path)._load_table((1280, 720))
    assert again is not None and np.array_equal(_pixels(again), _pixels(big))
    canvas.set_scale(1.0)
    assert Art(cache_dir=tmp_path)._load_table((1280, 720)) is not None
    assert len(list(tmp_path.glob("table-*.raw"))) == 2


def test_a_panel_is_colour_keyed_at_1_5(scales: None) -> None:
    """The fast colour-keyed copy counts the picture's own pixels (it counted layout
    pixels against window pixels, so never keyed anything at 1.5)."""
    canvas.set_scale(1.5)
    image = canvas.Surface((120, 60), pygame.SRCALPHA)
    pen.rect(image, (30, 30, 40), image.get_rect(), border_radius=10)
    keyed = colour_keyed(image)
    assert keyed.get_colorkey()[:3] == KEY
    assert np.array_equal(_pixels(keyed), _pixels(image))


def test_kept_kit_pictures_are_made_anew_at_a_new_scale(scales: None) -> None:
    """The phone mark, the shade's veil and a turning card's narrowed copies were kept
    from the first scale and enlarged (soft) after a resize."""
    phone_badge(True)
    frame = canvas.Surface((1280, 720))
    widgets.shade(frame)
    card = canvas.Surface((84, 120))
    art_module.narrowed(card, 40)
    canvas.set_scale(1.5)
    badge = phone_badge(True)
    assert isinstance(badge, canvas.ScaledSurface) and badge.SCALE == 1.5
    assert not art_module._NARROWED
    widgets.shade(canvas.Surface((1280, 720)))
    assert canvas.enlarged() == []


@pytest.mark.parametrize("size", [96, 130, 150, 260])
def test_phone_codes_have_even_modules_at_1_5(scales: None, size: int) -> None:
    """Every module of a QR code is the same whole number of window pixels (modules of
    whole layout pixels were 4 and 5 pixels by turns: harder for a phone to read), the
    picture is a whole number of layout pixels (its frame fits it) and fits in `size`."""
    canvas.set_scale(1.5)
    code = qr_surface("http://192.168.1.20:8765/p/seat1-abcdefghijkl", size)
    assert max(code.get_size()) <= size
    assert pygame.Surface.get_size(code) == canvas.physical(code.get_size())
    dark = _pixels(code)[..., 0] < 128
    first = int(np.argmax(dark.any(axis=1)))  # the top-left finder's corner
    assert dark[first, first] and not dark[first - 1, first]
    cell = int(np.argmin(dark[first:, first]))  // 7  # its dark edge: 7 modules
    modules = (dark.shape[0] - 2 * first) // cell + 8  # the code and its quiet zone
    assert cell >= 1 and modules * cell <= dark.shape[0]
    grid = dark[first:first + (modules - 8) * cell, first:first + (modules - 8) * cell]
    blocks = grid.reshape(modules - 8, cell, modules - 8, cell)
    assert (blocks.all(axis=(1, 3)) == blocks.any(axis=(1, 3))).all()  # each one colour
