"""Where things are on Intrigue's 1280×720 table (one layout shared by drawing, hit
testing and the animations)."""

from __future__ import annotations

import pygame

from scenes.ui import theme

# Everything inside a television's safe area (issue 22: 5% of each edge may be lost to
# overscan); the gaps are narrow so the text keeps its size.
SAFE = pygame.Rect(theme.SAFE_AREA)
GAP = 6
SIDE_W = 388  # the desk and the chooser, on the right
TOP = pygame.Rect(SAFE.x, SAFE.y, SAFE.w, 36)  # round, phase, whose move; the menu button
CHAMBER = pygame.Rect(SAFE.x, TOP.bottom + 4, SAFE.w - SIDE_W - GAP, 378)  # the members
_LOW = pygame.Rect(SAFE.x, CHAMBER.bottom + GAP, CHAMBER.w, SAFE.bottom - CHAMBER.bottom - GAP)
FLOOR = pygame.Rect(_LOW.x, _LOW.y, (_LOW.w - GAP) // 2 - 4, _LOW.h)  # rumour, tabled board
LOG = pygame.Rect(FLOOR.right + GAP, _LOW.y, _LOW.right - FLOOR.right - GAP, _LOW.h)  # narration
DESK = pygame.Rect(CHAMBER.right + GAP, CHAMBER.y, SIDE_W, 336)  # private desk or gallery
CHOOSER = pygame.Rect(DESK.x, DESK.bottom + GAP, SIDE_W, SAFE.bottom - DESK.bottom - GAP)  # moves
MENU = pygame.Rect(TOP.right - 92, TOP.y + 3, 88, TOP.h - 6)
# The coach's "? Hint" button (issue 33): beside Menu; the phase line ends before it.
HINT_BUTTON = pygame.Rect(MENU.x - 112, MENU.y, 104, MENU.h)
ROW_H = 26  # a chooser row
DESK_PAGES = ("File", "Notebook", "Told", "Inbox")


def member_rect(p: int, n: int) -> pygame.Rect:
    """Member `p`'s card in the chamber: two rows of two or three."""
    cols = 2 if n <= 4 else 3 if n <= 6 else 4
    rows = (n + cols - 1) // cols
    w = (CHAMBER.w - GAP * (cols - 1)) // cols
    h = (CHAMBER.h - GAP * (rows - 1)) // rows
    r, c = divmod(p, cols)
    return pygame.Rect(CHAMBER.x + c * (w + GAP), CHAMBER.y + r * (h + GAP), w, h)


def portrait_centre(p: int, n: int) -> tuple[int, int]:
    r = member_rect(p, n)
    return (r.x + 50, r.y + 56)


def chip_rect(p: int, k: int, n: int) -> pygame.Rect:
    """Heading `k` of member `p`'s file: two rows of six chips under the portrait."""
    r = member_rect(p, n)
    area = pygame.Rect(r.x + 8, r.y + 106, r.w - 16, r.bottom - r.y - 112)
    w = (area.w - 4 * 5) // 6
    h = max(20, min(44, (area.h - 4) // 2))
    row, col = divmod(k, 6)
    return pygame.Rect(area.x + col * (w + 4), area.y + row * (h + 4), w, h)


HAND = (56, 64)  # a raised hand's disc (effect_art.hand)


def hand_rect(p: int, n: int, avoid: pygame.Rect | None = None) -> pygame.Rect:
    """Where member `p`'s raised hand rests: over the right end of the file, clear of the
    portrait, the name and the score (the ballot's outcome must not hide the standings);
    over its left end when the right one would hide `avoid` (the heading voted on)."""
    r = member_rect(p, n)
    hand = pygame.Rect((0, 0), HAND)
    hand.centery = r.y + 106 + (r.h - 112) // 2  # the middle of the file's two rows
    hand.right = r.right - 8
    if avoid is not None and hand.colliderect(avoid):
        hand.left = r.x + 8
    return hand


KNOT = 20  # a pact's knot on a member's card: the partner's token in a gold ring


def knot_rect(p: int, n: int, i: int, step: int = KNOT + 2) -> pygame.Rect:
    """Member `p`'s `i`-th pact knot, `step` apart: in the row under the status, where
    the words ("chair", "has voted") follow them."""
    r = member_rect(p, n)
    return pygame.Rect(r.x + 100 + i * step, r.y + 69, KNOT, KNOT)


def chip_at(pos: tuple[int, int], n: int) -> tuple[int, int] | None:
    for p in range(n):
        if member_rect(p, n).collidepoint(pos):
            for k in range(12):
                if chip_rect(p, k, n).collidepoint(pos):
                    return (p, k)
    return None


def desk_tab(i: int) -> pygame.Rect:
    w = DESK.w // len(DESK_PAGES)
    return pygame.Rect(DESK.x + i * w, DESK.y, w - 4, 30)


TALL_ROW_H = 44  # a chooser row of two lines (a long file heading, whole)


def chooser_row(i: int, tall: bool = False) -> pygame.Rect:
    h = TALL_ROW_H if tall else ROW_H
    return pygame.Rect(CHOOSER.x + 6, CHOOSER.y + 54 + i * h, CHOOSER.w - 12, h - 2)


def chooser_rows_fit(tall: bool = False) -> int:
    """Rows that fit under the chooser's title, above its key line."""
    return (CHOOSER.h - 54 - 30) // (TALL_ROW_H if tall else ROW_H)


CHOOSER_ROWS = chooser_rows_fit()
