"""Where everything sits on the 1280×720 table: all of it inside a television's safe
area (issue 22: nothing that matters within 5% of the screen's edge, where overscan may
cut it off). Gaps were shrunk before anything a player reads."""

from __future__ import annotations

import pygame

from scenes.ui import theme

SAFE = pygame.Rect(theme.SAFE_AREA)
GAP = 4
TOP = pygame.Rect(SAFE.left, SAFE.top, SAFE.width, 38)  # round, whose turn, what phase
BODY_TOP = TOP.bottom + GAP
SEATS = pygame.Rect(SAFE.left, BODY_TOP, 268, SAFE.bottom - BODY_TOP)  # seats, mini-maps
CHOICES = pygame.Rect(SAFE.right - 294, BODY_TOP, 294, 368)  # the human's choices
MIDDLE_LEFT = SEATS.right + 6
MIDDLE_W = CHOICES.left - 6 - MIDDLE_LEFT
HINT = pygame.Rect(MIDDLE_LEFT, SAFE.bottom - 26, SAFE.right - MIDDLE_LEFT, 26)  # the keys
# The coach's "? Hint" (issue 33): the keys line's right end, under the log (the keys
# line is cut short before it while the coach may speak).
HINT_BUTTON = pygame.Rect(SAFE.right - 110, HINT.top - GAP + 1, 110, HINT.height + GAP - 1)
WEB_HEAD = pygame.Rect(MIDDLE_LEFT, BODY_TOP, MIDDLE_W, 62)  # whose web / the attack, odds
ROW = pygame.Rect(MIDDLE_LEFT, HINT.top - GAP - 166, MIDDLE_W, 166)  # the uncontrolled row
WEB = pygame.Rect(MIDDLE_LEFT, WEB_HEAD.bottom + 2, MIDDLE_W,
                  ROW.top - GAP - WEB_HEAD.bottom - 2)  # the focused web, large
# Everything between the web's head, the row and the choices: the large web draws only
# here (a face's money badge may reach past WEB's right edge).
WEB_AREA = pygame.Rect(WEB.left, WEB.top, CHOICES.left - WEB.left, ROW.top - WEB.top)
LOG = pygame.Rect(CHOICES.left, CHOICES.bottom + 6, CHOICES.width,
                  HINT.top - GAP - CHOICES.bottom - 6)  # what happened
# Wide enough for their labels at Text size 120%.
MENU_RECT = pygame.Rect(TOP.right - 88, TOP.top + 5, 84, 28)
PEEK_RECT = pygame.Rect(MENU_RECT.left - 156, TOP.top + 5, 150, 28)
ROW_CARD = (96, 66)
ROW_LINE = ROW_CARD[1] + 4  # two lines of small faces under the row's heading
ROW_BIG = 4  # up to this many uncontrolled groups are shown at the middle face size
ROW_BIG_STEP = 142  # between middle-sized faces (128 wide)
MINI_W = 70  # a seat's mini-map (it grows when focused: minimap.py)


def seat_panel(seat: int, n: int) -> pygame.Rect:
    h = min(136, SEATS.height // n)
    return pygame.Rect(SEATS.left, SEATS.top + seat * h, SEATS.width, h - 4)


def mini_rect(panel: pygame.Rect) -> pygame.Rect:
    return pygame.Rect(panel.right - MINI_W - 6, panel.top + 6, MINI_W, panel.height - 12)


def row_slot(index: int, big: bool = False) -> tuple[int, int]:
    if big:  # one line of middle-sized faces
        return (ROW.left + 8 + index * ROW_BIG_STEP + 64, ROW.top + 30 + 44)
    per = ROW.width // (ROW_CARD[0] + 6)
    col, line = index % per, index // per
    return (ROW.left + 6 + col * (ROW_CARD[0] + 6) + ROW_CARD[0] // 2,
            ROW.top + 30 + line * ROW_LINE + ROW_CARD[1] // 2)
