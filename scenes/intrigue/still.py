"""Intrigue's kept still picture, redrawn by regions (issue 13's design, issue 23's frames).

The picture is a few regions drawn in a fixed order — the top bar, each member's card
(its pacts' knots on it), the floor, the log, the desk, the chooser, and two
overlays (the heading under the pointer, a said hint). Each region has a key: what it
shows. When something on the table changes, only the regions whose key changed are
drawn again: their areas (where they were and where they are) are cleared and every
region lying there is drawn again in order, clipped — the same pixels as drawing the
whole picture, at the cost of a card or a panel. A stamp falling on a file redraws one
card, a line of the log the log, a vote the top bar and the chooser.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

import pygame

from scenes.ui.changes import merged

Region = tuple[str, pygame.Rect, Any, Callable[[pygame.Surface], None]]
SCREEN = pygame.Rect(0, 0, 1280, 720)
HINT = pygame.Rect(240, 634, 800, 44)  # a said hint, over the table's foot (TV-safe)


class RegionPicture:
    """Mixed into IntrigueView: `regions()` lists (name, rect, key, draw) in draw order."""

    _region_keys: dict[str, tuple[pygame.Rect, Any]]

    def regions(self) -> list[Region]:
        raise NotImplementedError

    def redraw_regions(self, surface: pygame.Surface, background: tuple[int, int, int],
                       whole: bool) -> list[pygame.Rect] | None:
        """Bring the kept picture up to date; the areas redrawn (None: all of it)."""
        regions = self.regions()
        keys = {name: (rect, key) for name, rect, key, _draw in regions}
        old = getattr(self, "_region_keys", None)
        self._region_keys = keys
        if whole or old is None or old.keys() != keys.keys():
            surface.fill(background)
            for _name, _rect, _key, draw in regions:
                draw(surface)
            return None
        dirty = []
        for name, (rect, key) in keys.items():
            was_rect, was_key = old[name]
            if key != was_key or rect != was_rect:
                dirty.extend(r for r in (was_rect, rect) if r)
        areas = merged(dirty, SCREEN)
        for area in areas:
            surface.set_clip(area)
            surface.fill(background, area)
            for _name, rect, _key, draw in regions:
                if rect and rect.colliderect(area):
                    draw(surface)
            surface.set_clip(None)
        return areas

