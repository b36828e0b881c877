"""The board drawn by its changes (issue 13; scenes.ui.changes, shell/window/present.py).

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

from scenes.ui import canvas
from scenes.ui.changes import Blit, runs

CELL = 48  # px at least: a counter no larger than a cell reaches from its top-left cell
# into the next; at 1280x720 the table's counters are 50–72 px (issue 22), so the grid
# follows the counter size (`cell_size`).
Cells = set[tuple[int, int]]


def cell_size(counter: int) -> int:
    """The grid's cell for counters of `counter` px: as large, in steps of 8 px."""
    return max(CELL, -(-counter // 8) * 8)


def corner_cells(blits: list[Blit], cell: int = CELL) -> Cells:
    """The cell of each image's top-left corner (one set, made in one pass: two hundred
    counters a frame); each image lies in that cell and those right of and below it."""
    return {(int(x) // cell, int(y) // cell) for _, (x, y) in blits}


class BoardChanges:
    """Mixed into BoardScene, before BoardDrawing (whose frame it brings up to date)."""

    def plain_frame(self: Any) -> bool:
        """Only counters move over the resting picture, the bar and the log."""
        return not (self.flash or self.dragging is not None or self.choices or
                    self.selected is not None or self.floaters or self.banner_alpha > 0
                    or self.hint_time > 0 or self.tooltip.visible or self.zoomed
                    or self.reduced_motion)

    def flip_cells(self: Any) -> Cells:
        """The cells of the turning counters' slots (a turning face lies in its slot),
        kept with the slots (`_flip_slots`)."""
        slots = self._flip_slots() if self.flips else []
        cached = self.__dict__.get("_flip_cells_for")
        if cached is None or cached[0] is not slots:
            cell = cell_size(self.view.size)
            cells = {(item.rect.x // cell, item.rect.y // cell) for _, item in slots}
            cached = self.__dict__["_flip_cells_for"] = (slots, cells)
        return cached[1]

    def remember_frame(self: Any, layer: pygame.Surface | None, flights: list[Blit]) -> None:
        """What the whole frame just drawn holds: its resting layer (None: drawn another
        way), the bar, the log and the cells of the counters turning and flying."""
        state = self.__dict__
        state["_last_frame"] = None if layer is None or not self.plain_frame() else (
            layer, state["_hud_image"][1], self._log_cache[1],
            self.flip_cells() | corner_cells(flights, cell_size(self.view.size)),
            cell_size(self.view.size))

    def forget_other_scale(self: Any) -> None:
        """Let every kept picture go when the render scale changed (a resized window):
        one kept from the old scale has the same layout size, so would be enlarged soft
        (and smooth-scaled anew every frame) instead of drawn again at the new one."""
        now = canvas.get_scale()
        if self.__dict__.get("_drawn_at", now) != now:
            self._static = self._log_cache = None
            self._labels.clear()
            for name in ("_drawn", "_resting", "_hud_image", "_last_frame"):
                self.__dict__.pop(name, None)
            self.tooltip.forget()
        self.__dict__["_drawn_at"] = now

    def draw_changes(self: Any, surface: pygame.Surface) -> list[pygame.Rect] | None:
        """The cells where counters were or are, brought up to date (Scene.draw_changes);
        None when the frame is not a plain one, or its picture, bar or log changed."""
        self.forget_other_scale()  # a resize: the kept pictures are drawn anew, whole
        last = self.__dict__.get("_last_frame")
        if last is None or not self.plain_frame() or self._static is None \
                or self._static.get_size() != surface.get_size():
            return None
        layer, hud, log = self._resting_layer(), self.hud_picture(), self.log_picture()
        if layer is not last[0] or hud is not last[1] or log is not last[2]:
            return None
        flips, flights = self._flip_blits(surface), self._flight_blits()
        cell = cell_size(self.view.size)
        if any(max(image.get_size()) > cell for image in {image for image, _ in flights}):
            return None  # a counter larger than a cell (not at the table's sizes)
        if last[4] != cell:
            return None  # the last frame's cells were of another size
        cells = self.flip_cells() | corner_cells(flights, cell)
        areas = runs(cells | last[3], cell, surface.get_rect(), reach=1)
        for area in areas:  # the whole area again, so the log's veil is laid once
            surface.blit(layer, area, area)
        surface.fblits(flips)
        surface.fblits(flights)
        for image, at in ((hud, self.layout.hud.topleft), (log, self.log_rect().topleft)):
            place = pygame.Rect(at, image.get_size())
            for area in areas:
                part = area.clip(place)
                if part:
                    surface.blit(image, part, part.move(-at[0], -at[1]))
        self.__dict__["_last_frame"] = (layer, hud, log, cells, cell)
        return areas
