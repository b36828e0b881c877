"""Where things are on the Conspiracy Pontoon table (1280×720 logical screen).

The 11 × 11 Conspiracy Board sits on the right with the four seats as coloured edges
(§3: South, West, North, East; 2 players take South and North, 3 South, West, North).
The left part holds the Pontoon hands, or the conspiracy being told.
"""

from __future__ import annotations

import pygame

from game.pontoon.board import SIZE
from scenes.ui import theme

SAFE = pygame.Rect(theme.SAFE_AREA)  # everything that matters, clear of a TV's overscan
CELL = 54
EDGE = 18  # the coloured seat edges around the board
BOARD = pygame.Rect(SAFE.right - EDGE - 2 - SIZE * CELL,
                    SAFE.centery - SIZE * CELL // 2, SIZE * CELL, SIZE * CELL)
LEFT = pygame.Rect(SAFE.x, SAFE.y, BOARD.x - EDGE - 2 - 14 - SAFE.x, SAFE.height)
TOP_BAR = pygame.Rect(LEFT.x, SAFE.y, LEFT.width, 40)  # the menu button and the hand count
BUTTONS_Y = 588  # the action buttons
BUTTON_H = 54
# The coach's "? Hint" (issue 33): the action row's right end; the moves keep left of it.
HINT_BUTTON = pygame.Rect(LEFT.right - 120, BUTTONS_Y, 120, BUTTON_H)
TELL_SIZE = (84, 120)  # the conspiracy cards in the telling panel
TELL_Y = 186  # their centre line
HINT_Y = 648  # the footer line (hints, what was said)
# A teaching demo's words when an overlay hides the action row (controls.py): the board's
# two top rows, inset from its seat edges.
DEMO_WORDS_OVER_BOARD = pygame.Rect(BOARD.x + 8, BOARD.y + 8, BOARD.width - 16, 2 * CELL - 16)

SOUTH, WEST, NORTH, EAST = 0, 1, 2, 3
SIDE_NAMES = ("South", "West", "North", "East")


def tell_gap(count: int) -> int:
    """Centre to centre of the conspiracy cards in the telling panel: up to 150 px (room
    for each card's subject under it at a readable size), less when that many would not
    fit the panel."""
    if count <= 1:
        return 150
    return min(150, (LEFT.width - 8 - TELL_SIZE[0]) // (count - 1))


def side_of(seat: int, players: int) -> int:
    """The board side of a seat (§3)."""
    return (SOUTH, NORTH)[seat] if players == 2 else seat


def seat_at_side(side: int, players: int) -> int:
    """The seat sitting at a side, -1 for an empty side."""
    for p in range(players):
        if side_of(p, players) == side:
            return p
    return -1


def angle_for(seat: int, players: int) -> int:
    """Rotation (pygame degrees, counter-clockwise) of a card facing `seat`: its text
    reads upright from that side of the board."""
    return (0, -90, 180, 90)[side_of(seat, players)]


def cell_rect(cell: int) -> pygame.Rect:
    r, c = divmod(cell, SIZE)
    return pygame.Rect(BOARD.x + c * CELL, BOARD.y + r * CELL, CELL, CELL)


def cell_centre(cell: int) -> tuple[int, int]:
    return cell_rect(cell).center


def cell_at(pos: tuple[int, int]) -> int | None:
    x, y = pos
    if not BOARD.collidepoint(x, y):
        return None
    return (y - BOARD.y) // CELL * SIZE + (x - BOARD.x) // CELL


def edge_rect(side: int) -> pygame.Rect:
    """The coloured band of a side, just outside the board."""
    b = BOARD
    if side == SOUTH:
        return pygame.Rect(b.x, b.bottom + 2, b.width, EDGE)
    if side == NORTH:
        return pygame.Rect(b.x, b.y - EDGE - 2, b.width, EDGE)
    if side == WEST:
        return pygame.Rect(b.x - EDGE - 2, b.y, EDGE, b.height)
    return pygame.Rect(b.right + 2, b.y, EDGE, b.height)


def seat_rows(players: int) -> list[pygame.Rect]:
    """One row per seat in the Pontoon area, between the top bar and the buttons."""
    top, bottom = TOP_BAR.bottom + 6, BUTTONS_Y - 8
    h = (bottom - top) // players
    return [pygame.Rect(LEFT.x, top + i * h, LEFT.width, h - 6) for i in range(players)]


def deck_spot() -> tuple[int, int]:
    """Where dealt cards come from (the deck, top right of the Pontoon area)."""
    return (LEFT.right - 40, TOP_BAR.centery + 30)
