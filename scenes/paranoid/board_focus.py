"""The board's keyboard and controller focus, drawn so nobody can miss it from a sofa
(issue 22): a thick white ring between dark edges, breathing in and out, unlike every
thin green (targets) or gold (movable) outline on the table."""

from __future__ import annotations

import math
from typing import Any

import pygame

from scenes.ui import pen

FOCUS_RING = (255, 255, 255)
FOCUS_EDGE = (10, 12, 16)
FOCUS_WIDTH = 5


def focus_rects(board: Any) -> list[pygame.Rect]:
    """What the keyboard or controller focus is on now: the target being chosen, or the
    source's counters or button (empty when the mouse is in use, and while the up-close
    view is open: its page has no board focus, and the ring showed dimly beside it)."""
    if not board.keyboard or not board.choices or board.zoomed:
        return []
    if board.selected is not None:
        cycle = board._cycle()
        target = cycle[board.focus % len(cycle)] if cycle else None
        rect = board.target_rect(target) if target is not None else None
        return [rect] if rect is not None else []
    source = board._focused_source()
    if source is None:
        return []
    if source[0] == "accuse":
        row = board.view.acc_rows.get(board.session.display_viewer, {}).get(source[1])
        return [board._accuse_button(row)] if row else []
    return [r for r in board._rects_for_source(source, board.session.display_viewer) if r]


def draw_focus_ring(board: Any, surface: pygame.Surface, rects: list[pygame.Rect]) -> None:
    """The ring around each focused rect, its size pulsing on the board's clock."""
    if not rects:
        return
    pulse = 0.5 + 0.5 * math.sin(board.tweens.clock * 5.0)
    grow = 6 + round(4 * pulse)
    for rect in rects:
        ring = rect.inflate(2 * grow, 2 * grow)
        pen.rect(surface, FOCUS_EDGE, ring.inflate(4, 4), 2, border_radius=12)
        pen.rect(surface, FOCUS_RING, ring, FOCUS_WIDTH, border_radius=10)
        pen.rect(surface, FOCUS_EDGE, ring.inflate(-2 * FOCUS_WIDTH, -2 * FOCUS_WIDTH),
                         2, border_radius=8)
