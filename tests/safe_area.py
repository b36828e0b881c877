"""What the safe-area tests share: the television's safe area and the pixels of a frame
outside it that are not the plain background (sampled every 2 px: plenty for text,
edges and corners)."""

from __future__ import annotations

import pygame

from scenes.ui import theme

SAFE = pygame.Rect(theme.SAFE_AREA)


def lit_outside(frame: pygame.Surface,
                background: tuple[int, int, int] = (0, 0, 0)) -> list[tuple[int, int]]:
    """Pixels outside `SAFE` that differ from `background`."""
    w, h = frame.get_size()
    return [(x, y) for y in range(0, h, 2) for x in range(0, w, 2)
            if not SAFE.collidepoint(x, y) and frame.get_at((x, y))[:3] != background]
