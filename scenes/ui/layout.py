"""Table layouts: Tiled maps in scenes/assets/layout turned into plain rectangles.

This is the only module that imports pytmx; the rest of the program sees
`TableLayout` and `pygame.Rect`. Maps hold no tilesets, so no image is ever loaded
(the image loader is a stub anyway, so the loader also runs without a window).
"""

from __future__ import annotations

import math
from collections.abc import Callable
from dataclasses import dataclass, fields
from functools import cache
from pathlib import Path

import pygame
import pytmx

from scenes.assets import asset

LAYOUT_DIR = asset("layout")
MIN_SEATS, MAX_SEATS = 2, 6
TABLE_ZONES = ("pool", "log", "hud", "aside")
SEAT_ZONES = ("name", "plot", "enemy", "paranoid", "accusations", "sanity")

RectTuple = tuple[int, int, int, int]


class LayoutError(ValueError):
    """A layout map is missing, malformed or lacks a required zone."""


@dataclass(frozen=True)
class SeatLayout:
    """One player's places at the table."""

    name: pygame.Rect
    plot: pygame.Rect
    enemy: pygame.Rect  # Enemy Reserve
    paranoid: pygame.Rect  # Paranoid Reserve
    accusations: pygame.Rect  # Accusations in progress
    sanity: pygame.Rect  # Sanity Index and exposure score

    def zones(self) -> dict[str, pygame.Rect]:
        return {f.name: getattr(self, f.name) for f in fields(self)}

    @property
    def bounds(self) -> pygame.Rect:
        """The smallest rectangle around all of this seat's zones (its panel)."""
        rects = list(self.zones().values())
        return rects[0].unionall(rects[1:])


@dataclass(frozen=True)
class TableLayout:
    size: tuple[int, int]
    pool: pygame.Rect
    log: pygame.Rect
    hud: pygame.Rect
    aside: pygame.Rect  # Accusations already made, laid aside face up
    seats: list[SeatLayout]
    # The map's seat 0 is the viewer's place (a larger panel): the board turns the
    # table so whoever looks sits there (map property `viewer_first`).
    viewer_first: bool = False

    def zones(self) -> dict[str, pygame.Rect]:
        """Every zone by its map name (`pool`, `seat2_plot`, …)."""
        out = {"pool": self.pool, "log": self.log, "hud": self.hud, "aside": self.aside}
        for s, seat in enumerate(self.seats):
            out.update({f"seat{s}_{k}": r for k, r in seat.zones().items()})
        return out


def layout_path(seats: int, public: bool = False) -> Path:
    """The map for `seats` players; with `public`, the map for the public view (kiosk,
    bots-only demo) where one exists: `viewer_first` maps give seat 0 a larger place that
    nobody looking would own there."""
    if not MIN_SEATS <= seats <= MAX_SEATS:
        raise LayoutError(f"no table layout for {seats} players (2 to 6)")
    shared = LAYOUT_DIR / f"table_{seats}_public.tmx"
    return shared if public and shared.exists() else LAYOUT_DIR / f"table_{seats}.tmx"


def _no_images(filename: str, colorkey: object, **kwargs: object) -> Callable[..., None]:
    # pytmx's loader protocol returns a per-tile loader; tile-free maps never call it.
    def load(rect: object = None, flags: object = None) -> None:
        return None

    return load


@cache
def _read(path: Path) -> tuple[tuple[int, int], int | None, dict[str, RectTuple], bool]:
    """Parse a map once: (pixel size, declared seat count, named rectangles, whether
    seat 0 is the viewer's place)."""
    try:
        tmx = pytmx.TiledMap(str(path), image_loader=_no_images)
    except FileNotFoundError:
        raise LayoutError(f"layout map not found: {path}") from None
    except Exception as exc:  # pytmx raises assorted errors on malformed XML
        raise LayoutError(f"cannot read layout map {path.name}: {exc}") from exc
    rects: dict[str, RectTuple] = {}
    for obj in tmx.objects:
        if obj.name:
            if obj.name in rects:
                raise LayoutError(f"{path.name}: zone {obj.name!r} is defined twice")
            rects[obj.name] = (round(obj.x), round(obj.y), round(obj.width), round(obj.height))
    size = (tmx.width * tmx.tilewidth, tmx.height * tmx.tileheight)
    declared = tmx.properties.get("seats")
    viewer_first = bool(tmx.properties.get("viewer_first", False))
    return size, int(declared) if declared is not None else None, rects, viewer_first


def load_layout(seats: int, path: Path | None = None, public: bool = False) -> TableLayout:
    """The table for `seats` players (fresh Rects each call: callers may move them)."""
    path = path if path is not None else layout_path(seats, public)
    size, declared, rects, viewer_first = _read(path)
    if declared is not None and declared != seats:
        raise LayoutError(f"{path.name} is a {declared}-player table, not {seats}")
    needed = list(TABLE_ZONES) + [f"seat{s}_{z}" for s in range(seats) for z in SEAT_ZONES]
    missing = [name for name in needed if name not in rects]
    if missing:
        raise LayoutError(f"{path.name} lacks zones: {', '.join(missing)}")

    def rect(name: str) -> pygame.Rect:
        return pygame.Rect(rects[name])

    return TableLayout(
        size=size,
        pool=rect("pool"),
        log=rect("log"),
        hud=rect("hud"),
        aside=rect("aside"),
        seats=[SeatLayout(**{z: rect(f"seat{s}_{z}") for z in SEAT_ZONES}) for s in range(seats)],
        viewer_first=viewer_first,
    )


def slots_in(rect: pygame.Rect, count: int, size: int, gap: int = 4) -> list[pygame.Rect]:
    """Places for `count` counters of `size` px inside `rect`, row by row.

    While they fit, counters sit in a grid up to `gap` apart (the gap shrinks before
    anything overlaps). When there are more, every row the rect can hold is used and
    the counters in a row overlap like a fanned hand, so all stay inside the rect. A
    rect smaller than one counter gets them stacked at its top-left."""
    if count <= 0:
        return []
    cols_fit = max(1, rect.width // size)
    rows_fit = max(1, rect.height // size)
    if count <= cols_fit * rows_fit:
        cols = cols_fit  # row-major, left-aligned: a new counter never moves the others
        rows = math.ceil(count / cols)
    else:
        rows = rows_fit
        cols = math.ceil(count / rows)
    step_x = _step(rect.width, size, cols, gap)
    step_y = _step(rect.height, size, rows, gap)
    return [
        pygame.Rect(rect.x + round(c * step_x), rect.y + round(r * step_y), size, size)
        for r, c in (divmod(i, cols) for i in range(count))
    ]


def _step(extent: int, size: int, n: int, gap: int) -> float:
    """Distance between neighbours: size + gap when room allows, less when not."""
    if n <= 1:
        return 0.0
    return max(0.0, min(size + gap, (extent - size) / (n - 1)))
