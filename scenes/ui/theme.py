"""Colours and text sizes shared by the menu scenes (sizes in px at 1280×720)."""

from __future__ import annotations

Colour = tuple[int, int, int]

# Sized for reading from a sofa: body text never below 22 px at 720p.
TITLE_PX = 72
HEADING_PX = 40
MENU_PX = 34
BODY_PX = 24
SMALL_PX = 22
# A television's safe area (issue 22): 5% of each edge may be lost to overscan, so
# nothing that matters is drawn outside (x, y, width, height at 1280x720).
SAFE_AREA = (64, 36, 1152, 648)
STATUS_SEP = " · "  # between the pieces of a status line (the board's, the replay's)

INK: Colour = (236, 230, 214)  # warm off-white text on dark backgrounds
INK_DIM: Colour = (150, 146, 136)  # disabled entries; still above 4.5:1 on PANEL
INK_DARK: Colour = (26, 22, 30)
ACCENT: Colour = (232, 186, 74)  # brass: focus, headings
DANGER: Colour = (226, 92, 72)
PANEL: Colour = (24, 26, 34)
PANEL_EDGE: Colour = (92, 84, 64)
FOCUS_FILL: Colour = (70, 58, 30)
SHADE_ALPHA = 170  # how much an overlay darkens the scene beneath
