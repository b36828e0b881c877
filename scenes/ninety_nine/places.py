"""Where the parts of the Ninety-Nine table lie on the 1280×720 picture."""

from __future__ import annotations

import pygame

from scenes.ui import theme

SAFE = pygame.Rect(theme.SAFE_AREA)  # everything that matters, clear of a TV's overscan
STATUS_H = 76
HAND_RECT = pygame.Rect(344, 498, 580, 174)  # with its glow, inside the safe area
OPTIONS_RECT = pygame.Rect(890, 430, 326, 254)
ME_RECT = pygame.Rect(66, 536, 262, 148)
SEATS_AREA = pygame.Rect(66, 80, 1150, 432)
ROW_H = 58  # a move's row, its two lines
LOG_RECT = pygame.Rect(66, 262, 316, 246)  # the last plays (play_log.py)
# A banner lies right of the log, never over its last lines (issue 22), inside the safe area
BANNER_ROOM = pygame.Rect(LOG_RECT.right + 12, 426, SAFE.right - LOG_RECT.right - 12, 72)
