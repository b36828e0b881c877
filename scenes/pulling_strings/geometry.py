"""Where everything sits on the 1280×720 table."""

from __future__ import annotations

import pygame

TOP = pygame.Rect(0, 0, 1280, 40)  # the status bar: round, whose turn, what phase
SEATS = pygame.Rect(0, 40, 300, 680)  # the seat panels with their mini-maps
WEB = pygame.Rect(304, 112, 652, 392)  # the focused web, large
WEB_HEAD = pygame.Rect(304, 44, 652, 66)  # whose web / the attack and its odds
ROW = pygame.Rect(304, 528, 652, 156)  # the uncontrolled row
CHOICES = pygame.Rect(964, 44, 312, 400)  # the human's choices
# Everything between the web's head, the row and the choices: the large web draws only
# here (a face's money badge may reach past WEB's right edge).
WEB_AREA = pygame.Rect(WEB.left, WEB.top, CHOICES.left - WEB.left, ROW.top - WEB.top)
LOG = pygame.Rect(964, 452, 312, 232)  # what happened
HINT = pygame.Rect(304, 688, 972, 30)  # the footer: controls / a said message
MENU_RECT = pygame.Rect(1196, 6, 78, 28)
PEEK_RECT = pygame.Rect(1066, 6, 124, 28)
ROW_CARD = (96, 66)
ROW_BIG = 4  # up to this many uncontrolled groups are shown at the middle face size


def seat_panel(seat: int, n: int) -> pygame.Rect:
    h = min(136, SEATS.height // n)
    return pygame.Rect(SEATS.left + 4, SEATS.top + 4 + seat * h, SEATS.width - 8, h - 6)


def mini_rect(panel: pygame.Rect) -> pygame.Rect:
    return pygame.Rect(panel.right - 96, panel.top + 6, 90, panel.height - 12)


def row_slot(index: int, big: bool = False) -> tuple[int, int]:
    if big:  # one line of middle-sized faces
        return (ROW.left + 8 + index * 160 + 64, ROW.top + 30 + 44)
    per = ROW.width // (ROW_CARD[0] + 6)
    col, line = index % per, index // per
    return (ROW.left + 6 + col * (ROW_CARD[0] + 6) + ROW_CARD[0] // 2,
            ROW.top + 28 + line * (ROW_CARD[1] + 6) + ROW_CARD[1] // 2)
