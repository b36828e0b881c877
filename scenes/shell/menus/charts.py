"""Charts on the table's own kit (issue 34): a line over time and shares with their
uncertainty, drawn with `scenes.ui.pen` and `scenes.ui.text` in layout coordinates, so
they come out crisp at 1080p (the render scale) and readable from a sofa (nothing under
the kit's small size)."""

from __future__ import annotations

from collections.abc import Sequence

import pygame

from scenes.ui import pen, text, theme
from scenes.ui.widgets import panel

LABEL_PX = theme.SMALL_PX
LABEL_SMALLEST_PX = 16  # a bar's label shrinks this far before it is cut
GOOD = (120, 200, 140)  # a win share's bar
GRID = (70, 70, 80)


def frame(surface: pygame.Surface, rect: pygame.Rect, title: str) -> pygame.Rect:
    """A panel with its title; the room left for the chart."""
    panel(surface, rect)
    text.blit_text(surface, title, theme.BODY_PX, theme.ACCENT, (rect.x + 14, rect.y + 8))
    return pygame.Rect(rect.x + 14, rect.y + 44, rect.width - 28, rect.height - 56)


def line_chart(surface: pygame.Surface, rect: pygame.Rect, title: str,
               values: Sequence[int], empty: str = "No rated games yet") -> None:
    """`values` over time, left to right, with the lowest, highest and last marked."""
    area = frame(surface, rect, title)
    if len(values) < 2:
        text.blit_text(surface, empty, LABEL_PX, theme.INK_DIM, area.center, anchor="center")
        return
    lo, hi = min(values), max(values)
    pad = max(10, (hi - lo) // 8)
    lo, hi = lo - pad, hi + pad
    labels = 64  # the axis' numbers, left of the plot
    plot = pygame.Rect(area.x + labels, area.y + 6, area.width - labels - 8, area.height - 12)
    for value in (lo + pad, hi - pad):
        y = _y(value, lo, hi, plot)
        pen.line(surface, GRID, (plot.x, y), (plot.right, y), 1)
        text.blit_text(surface, str(value), LABEL_PX, theme.INK_DIM, (plot.x - 8, y),
                       anchor="midright")
    n = len(values)
    points = [(plot.x + plot.width * i / (n - 1), _y(v, lo, hi, plot))
              for i, v in enumerate(values)]
    if n > plot.width:  # more games than pixels: every pixel's last value
        step = n / plot.width
        points = [points[min(n - 1, int(i * step))] for i in range(plot.width)] + [points[-1]]
    pen.lines(surface, theme.ACCENT, False, points, 3)
    last = points[-1]
    pen.circle(surface, theme.ACCENT, last, 6)
    text.blit_text(surface, str(values[-1]), theme.BODY_PX, theme.INK,
                   (int(last[0]) - 10, int(last[1]) - 8), anchor="bottomright")


def _y(value: float, lo: float, hi: float, plot: pygame.Rect) -> float:
    return plot.bottom - (value - lo) / max(1e-9, hi - lo) * plot.height


def share_bars(surface: pygame.Surface, rect: pygame.Rect, title: str,
               rows: Sequence[tuple[str, int, int, float, float]],
               empty: str = "No games against bots yet", label_w: int = 96) -> None:
    """One bar per row: (label, won, played, lo, hi): the share won as a bar, its 95%
    interval as a whisker, and 'won / played' in words (not the bar alone)."""
    area = frame(surface, rect, title)
    if not rows:
        text.blit_text(surface, empty, LABEL_PX, theme.INK_DIM, area.center, anchor="center")
        return
    count_w = 92
    bar_x = area.x + label_w
    bar_w = area.width - label_w - count_w
    h = min(40, area.height // len(rows))
    for i, (label, won, played, lo, hi) in enumerate(rows):
        cy = area.y + i * h + h // 2
        # A game's short title stays whole at larger text: smaller first, cut last.
        px = text.shrink_to_fit(label, LABEL_PX, label_w - 10, LABEL_SMALLEST_PX)
        text.blit_text(surface, text.ellipsize(label, px, label_w - 10), px,
                       theme.INK, (area.x, cy), anchor="midleft")
        track = pygame.Rect(bar_x, cy - 9, bar_w, 18)
        pen.rect(surface, GRID, track, border_radius=4)
        share = won / played if played else 0.0
        if share > 0:
            pen.rect(surface, GOOD, pygame.Rect(bar_x, cy - 9, max(4, round(bar_w * share)),
                                                18), border_radius=4)
        x0, x1 = bar_x + bar_w * lo, bar_x + bar_w * hi
        pen.line(surface, theme.INK, (x0, cy), (x1, cy), 2)
        for x in (x0, x1):
            pen.line(surface, theme.INK, (x, cy - 8), (x, cy + 8), 2)
        text.blit_text(surface, f"{won} / {played}", LABEL_PX, theme.INK,
                       (area.right, cy), anchor="midright")
