"""The board drawn by its changes (issue 13; scenes.ui.changes, shell/present.py).

While counters only fly and turn over the resting picture (no red veil, drag, targets,
floating words, banner, tooltip, hint or zoom), a frame differs from the last only in
the cells of a grid where a moving counter was or is. Those cells are put back from
the resting layer, the counters drawn again, and the status bar and the log drawn again
over them where they cross: the pixels of a whole frame, a fraction of the copying and
presenting. Anything else draws the whole frame (`BoardDrawing.draw`).
"""

from __future__ import annotations

from typing import Any

import pygame

from scenes.ui.changes import runs

CELL = 48  # px: a counter (44 px at most) touches only the cells of its corners
Cells = set[tuple[int, int]]


def mark(cells: Cells, x: float, y: float, w: int, h: int) -> None:
    """Note the cells a `w`×`h` image with its top-left at (x, y) lies in."""
    x0, y0 = int(x) // CELL, int(y) // CELL
    x1, y1 = (int(x) + w - 1) // CELL, (int(y) + h - 1) // CELL
    if x1 - x0 > 1 or y1 - y0 > 1:  # larger than a cell: every one it spans
        cells.update((cx, cy) for cx in range(x0, x1 + 1) for cy in range(y0, y1 + 1))
        return
    cells.add((x0, y0))
    cells.add((x1, y1))
    if x1 != x0 or y1 != y0:
        cells.add((x1, y0))
        cells.add((x0, y1))


class BoardChanges:
    """Mixed into BoardScene, after BoardDrawing (whose frame it brings up to date)."""

    def plain_frame(self: Any) -> bool:
        """Only counters move over the resting picture, the bar and the log."""
        return not (self.flash or self.dragging is not None or self.choices or
                    self.selected is not None or self.floaters or self.banner_alpha > 0
                    or self.hint_time > 0 or self.tooltip.visible or self.zoomed
                    or self.reduced_motion)

    def remember_frame(self: Any, layer: pygame.Surface | None, cells: Cells | None) -> None:
        """What the whole frame just drawn holds (None: not a plain frame)."""
        state = self.__dict__
        state["_last_frame"] = None if layer is None or cells is None else (
            layer, state["_hud_image"][1], self._log_cache[1], cells)

    def draw_changes(self: Any, surface: pygame.Surface) -> list[pygame.Rect] | None:
        from scenes.paranoid.board_draw import BoardDrawing

        last = self.__dict__.get("_last_frame")
        if last is None or not self.plain_frame() or self._static is None \
                or self._static.get_size() != surface.get_size() \
                or type(self).draw is not BoardDrawing.draw:  # a subclass draws more
            return None
        layer, hud, log = self._resting_layer(), self.hud_picture(), self.log_picture()
        if layer is not last[0] or hud is not last[1] or log is not last[2]:
            return None
        cells: Cells = set()
        moving = self._flip_blits(surface, cells) + self._flight_blits(cells)
        areas = runs(cells | last[3], CELL, surface.get_rect())
        for area in areas:  # the whole area again, so the log's veil is laid once
            surface.blit(layer, area, area)
        surface.fblits(moving)
        for image, at in ((hud, self.layout.hud.topleft), (log, self.layout.log.topleft)):
            place = pygame.Rect(at, image.get_size())
            for area in areas:
                part = area.clip(place)
                if part:
                    surface.blit(image, part, part.move(-at[0], -at[1]))
        self.__dict__["_last_frame"] = (layer, hud, log, cells)
        return areas
