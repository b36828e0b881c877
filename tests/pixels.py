"""Pixel-for-pixel comparison of two pictures, cheaply (issue 30: the suite's time).

`pygame.image.tobytes(surface, "RGB")` converts every pixel (about 4 ms for a 1280×720
frame); comparing the surfaces' own pixel memory through a view costs a tenth of that.
Equal memory means equal colours, so only frames whose memory differs (the padding byte
of a 32-bit pixel may) are compared again the slow way, by their RGB.
"""

from __future__ import annotations

import numpy as np
import pygame


def _memory(surface: pygame.Surface) -> np.ndarray | None:
    """The surface's pixels as a 2-D array over its own memory (None if it has none
    that a view can show: a surface whose pitch is not a whole number of pixels)."""
    try:
        return np.asarray(surface.get_view("2"))
    except (ValueError, pygame.error):
        return None


def same_rgb(a: pygame.Surface, b: pygame.Surface) -> bool:
    """Whether `a` and `b` show the same colour at every pixel (alpha aside)."""
    if a.get_size() != b.get_size():
        return False
    if a.get_bitsize() == b.get_bitsize() and a.get_masks()[:3] == b.get_masks()[:3]:
        x, y = _memory(a), _memory(b)
        same = x is not None and y is not None and np.array_equal(x, y)
        del x, y  # (a view locks its surface while it lives)
        if same:
            return True
    return pygame.image.tobytes(a, "RGB") == pygame.image.tobytes(b, "RGB")
