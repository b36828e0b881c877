"""Drawing only what changed: a kept still picture with things moving over it (issue 13).

A card table's frame is its kept picture (one screen-sized blit) and the pieces moving
over it. When the screen still holds the table's last frame, only three kinds of area
can differ: where the picture itself changed, where the moving pieces were, and where
they are now. `Changes` puts the picture back in the first two (the screen is then the
picture everywhere), draws the moving pieces again, and says which areas to present;
the app presents just those (`pygame.display.update`). The pixels are the ones a whole
frame gives; the picture should have odd rows (`art.odd_rows`) for its small copies.
"""

from __future__ import annotations

import pygame

from scenes.ui import canvas

Blit = tuple[pygame.Surface, tuple[float, float]]  # (image, top-left), as `fblits` takes them

MERGE_SLACK = 1.3  # two overlapping areas become one if their union is at most this much bigger


def merged(rects: list[pygame.Rect], bounds: pygame.Rect) -> list[pygame.Rect]:
    """`rects` clipped to `bounds`, overlapping ones joined where their union wastes
    little (fewer, larger copies and presents: each costs a call). Each rectangle is
    tried against every one it overlaps, so one lying on another is never kept twice;
    those not joined stay apart (a little overlap drawn twice is harmless)."""
    out: list[pygame.Rect] = []
    for rect in rects:
        r = rect.clip(bounds)
        if not r:
            continue
        joined = True
        while joined:
            joined = False
            for i in r.collidelistall(out):
                other = out[i]
                union = r.union(other)
                if union.w * union.h <= MERGE_SLACK * (r.w * r.h + other.w * other.h):
                    r, joined = union, True
                    out.pop(i)
                    break
        out.append(r)
    return out


class Changes:
    """What a scene drawn as `picture` + moving `blits` changed since its last frame."""

    def __init__(self) -> None:
        self.moved: list[pygame.Rect] | None = None  # where the moving pieces were drawn

    def forget(self) -> None:
        """Something else was drawn over the frame: the next one is drawn whole."""
        self.moved = None

    def whole(self, surface: pygame.Surface, picture: pygame.Surface, blits: list[Blit]) -> None:
        """The whole frame: the picture, the moving pieces over it."""
        surface.blit(picture, (0, 0))
        surface.fblits(blits)
        self.moved = [canvas.covered(image, at) for image, at in blits]

    def update(self, surface: pygame.Surface, picture: pygame.Surface,
               changed: list[pygame.Rect] | None, blits: list[Blit]) -> list[pygame.Rect]:
        """Bring `surface`, which holds the last frame, up to date; the areas that may
        differ. `changed`: the areas of `picture` changed since then (None: all of it)."""
        if changed is None or self.moved is None:
            self.whole(surface, picture, blits)
            return [surface.get_rect()]
        bounds = surface.get_rect()
        stale = merged(changed + self.moved, bounds)
        for area in stale:  # now the screen is the picture everywhere
            surface.blit(picture, area, area)
        surface.fblits(blits)
        now = [canvas.covered(image, at) for image, at in blits]
        self.moved = now
        return merged(stale + now, bounds)



def runs(cells: set[tuple[int, int]], cell: int, bounds: pygame.Rect,
         reach: int = 0) -> list[pygame.Rect]:
    """The cells (column, row) of a `cell`-px grid over `bounds`, each with the `reach`
    cells right of and below it, as few rectangles: runs along each row, joined down the
    rows where they match. For hundreds of small areas (a board's flying counters, each
    noting the cell of its top-left corner): a few dozen copies and presents instead of
    one each, with a little more area. (Each row is a bit mask of its columns.)"""
    cols, rows_n = -(-bounds.w // cell), -(-bounds.h // cell)
    o = reach  # cells up to `reach` left of or above the grid reach into it
    rows = [0] * (rows_n + o)
    for x, y in cells:
        if -o <= y < rows_n and -o <= x < cols:
            rows[y + o] |= 1 << (x + o)
    for _ in range(reach):  # a cell reaches one further right, then one further down
        rows = [m | (m << 1) for m in rows]
        rows = [m | (rows[y - 1] if y else 0) for y, m in enumerate(rows)]
    full = (1 << cols) - 1
    out: list[pygame.Rect] = []
    above: dict[tuple[int, int], pygame.Rect] = {}  # (first column, end) -> run above
    for y in range(rows_n):
        m = (rows[y + o] >> o) & full
        here: dict[tuple[int, int], pygame.Rect] = {}
        while m:
            start = (m & -m).bit_length() - 1
            shifted = m >> start
            end = start + ((shifted ^ (shifted + 1)) >> 1).bit_length()  # its ones
            m &= ~(((1 << (end - start)) - 1) << start)
            rect = above.get((start, end))
            if rect is not None:
                rect.h += cell  # the same run as in the row above: one taller rectangle
            else:
                rect = pygame.Rect(bounds.x + start * cell, bounds.y + y * cell,
                                   (end - start) * cell, cell)
                out.append(rect)
            here[(start, end)] = rect
        above = here
    return [clipped for rect in out if (clipped := rect.clip(bounds))]
