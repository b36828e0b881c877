"""Where the parts of the Ninety-Nine table lie on the 1280×720 picture."""

from __future__ import annotations

import pygame

from scenes.ui import theme

SAFE = pygame.Rect(theme.SAFE_AREA)  # everything that matters, clear of a TV's overscan
STATUS_H = 76
HAND_RECT = pygame.Rect(344, 498, 580, 174)  # with its glow, inside the safe area
OPTIONS_RECT = pygame.Rect(890, 430, 326, 254)
# A teaching demo's words (demo_why.py): right of the hand, where a human's options go.
DEMO_WORDS = pygame.Rect(HAND_RECT.right + 6, 440, SAFE.right - HAND_RECT.right - 6,
                         SAFE.bottom - 440)
ME_RECT = pygame.Rect(66, 536, 262, 148)
# The bottom seat while a bar covers the foot (the replay's controls): right of the
# count's 33/66/99, under the top-right seat at six players, far above the bar.
ASIDE_RECT = pygame.Rect(SAFE.right - 186, 268, 186, 150)
SEATS_AREA = pygame.Rect(66, 80, 1150, 432)
ROW_H = 58  # a move's row, its two lines
LOG_RECT = pygame.Rect(66, 262, 316, 246)  # the last plays (play_log.py)
# A banner lies between the middle and the hand, inside the safe area: right of the
# stock's "Stock N" (its right edge at 120% text is x 501), under the count's 33/66/99
# (their foot at 120% is y 434), above the hand's glow; so clear of the log (issue 22).
BANNER_ROOM = pygame.Rect(512, 436, SAFE.right - 512, HAND_RECT.top - 436)
BANNER_PAD = (40, 12)  # the box round a banner's line, wide and high
