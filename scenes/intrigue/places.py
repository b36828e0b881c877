"""Where things are on Intrigue's 1280×720 table (one layout shared by drawing, hit
testing and the animations)."""

from __future__ import annotations

import pygame

TOP = pygame.Rect(0, 0, 1280, 40)  # round, phase, whose move; the menu button
CHAMBER = pygame.Rect(6, 44, 834, 430)  # the members
FLOOR = pygame.Rect(6, 480, 410, 234)  # the rumour on the floor, the tabled board
LOG = pygame.Rect(422, 480, 418, 234)  # the narration
DESK = pygame.Rect(846, 44, 428, 370)  # the private desk (or the public gallery)
CHOOSER = pygame.Rect(846, 420, 428, 294)  # the human's moves
MENU = pygame.Rect(1180, 4, 96, 32)
ROW_H = 26  # a chooser row
DESK_PAGES = ("File", "Notebook", "Told", "Inbox")


def member_rect(p: int, n: int) -> pygame.Rect:
    """Member `p`'s card in the chamber: two rows of two or three."""
    cols = 2 if n <= 4 else 3 if n <= 6 else 4
    rows = (n + cols - 1) // cols
    w = (CHAMBER.w - 8 * (cols - 1)) // cols
    h = (CHAMBER.h - 8 * (rows - 1)) // rows
    r, c = divmod(p, cols)
    return pygame.Rect(CHAMBER.x + c * (w + 8), CHAMBER.y + r * (h + 8), w, h)


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


def chooser_row(i: int) -> pygame.Rect:
    return pygame.Rect(CHOOSER.x + 6, CHOOSER.y + 54 + i * ROW_H, CHOOSER.w - 12, ROW_H - 2)


CHOOSER_ROWS = (CHOOSER.h - 54 - 30) // ROW_H  # rows that fit under the chooser's title
