"""What the safe-area tests share: the television's safe area and the pixels of a frame
outside it that are not the plain background (sampled every 2 px: plenty for text,
edges and corners)."""

from __future__ import annotations

import numpy as np
import pygame

from scenes.ui import theme

SAFE = pygame.Rect(theme.SAFE_AREA)


def lit_outside(frame: pygame.Surface,
                background: tuple[int, int, int] = (0, 0, 0)) -> list[tuple[int, int]]:
    """Pixels outside `SAFE` that differ from `background` (in row order, as (x, y))."""
    w, h = frame.get_size()
    rgb = pygame.surfarray.pixels3d(frame) if frame.get_bytesize() in (3, 4) \
        else pygame.surfarray.array3d(frame)  # (x, y, channel)
    lit = (rgb[::2, ::2] != np.array(background, dtype=rgb.dtype)).any(axis=2)
    del rgb  # (a pixels view locks the surface while it lives)
    xs, ys = np.meshgrid(np.arange(0, w, 2), np.arange(0, h, 2), indexing="ij")
    inside = (xs >= SAFE.left) & (xs < SAFE.right) & (ys >= SAFE.top) & (ys < SAFE.bottom)
    found = np.argwhere(lit & ~inside)  # (x index, y index) pairs
    return sorted(((int(x) * 2, int(y) * 2) for x, y in found), key=lambda p: (p[1], p[0]))
