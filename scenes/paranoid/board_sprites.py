"""The board's sprites and shared constants: counters in flight, turning, glowing, and
the numbers that float up from a seat."""

from __future__ import annotations

from dataclasses import dataclass

import pygame

from scenes.ui import text, theme
from scenes.ui.glide import Glide, Timing

FLIGHT_SECONDS = 0.42
FLIP_SECONDS = 0.34
DRAG_THRESHOLD = 6
LOG_PX = 20
ZONE_TAG_PX = 14  # the small names written in each zone's corner
UNDO = ("undo",)  # the Take back button's place among the HUD buttons
HIGHLIGHT = (250, 214, 90)
TARGET = (120, 230, 160)
# What a zone too narrow for its whole name is called (5–6 players: the names of
# neighbouring Reserves ran into each other).
SHORT_NAMES = {"Enemy Reserve": "Enemy", "Paranoid Reserve": "Paranoid"}


def zone_tag(label: str, zone: pygame.Rect) -> pygame.Surface:
    """The zone's name as written in its corner: shortened when it would not fit.
    Kept by content (text.cached): the table writes every zone's name at each snap."""
    tag = text.cached(label, ZONE_TAG_PX, theme.INK_DIM)
    if tag.get_width() > zone.width - 8 and label in SHORT_NAMES:
        tag = text.cached(SHORT_NAMES[label], ZONE_TAG_PX, theme.INK_DIM)
    return tag


@dataclass(slots=True)
class Flight(Glide):
    """A counter travelling between zones: where it is is read off the board's clock
    when it is drawn (two hundred may move at once; none is a task to advance)."""

    type: int | None = None
    size: int = 0


@dataclass(slots=True)
class Flip(Timing):
    """A Plot counter turning over (scale-x 1 -> 0, face swap, 0 -> 1), on the board's
    clock: `progress(now)`."""

    type: int = 0
    to_face_up: bool = True


@dataclass
class Glow:
    v: float = 1.0


@dataclass
class Floater:
    text: str
    x: float
    y: float
    colour: tuple[int, int, int]
    alpha: float = 1.0
