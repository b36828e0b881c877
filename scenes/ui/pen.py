"""pygame.draw at the render scale: shapes given in layout coordinates, drawn with the
pixels of the surface they land on (see `scenes.ui.canvas`). On a plain surface these
are pygame.draw's own functions; the rectangles they return are in layout units."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

import pygame

from scenes.ui.canvas import ScaledSurface, to_layout, to_pixels

Point = Sequence[float]


def _width(width: int, s: float) -> int:
    """A line width at scale `s`: never thinner than a pixel, 0 (filled) stays filled."""
    return 0 if width <= 0 else max(1, round(width * s))


def _radius(radius: int, s: float) -> int:
    return radius if radius <= 0 else max(1, round(radius * s))


def _points(points: Sequence[Point], s: float) -> list[tuple[float, float]]:
    return [(p[0] * s, p[1] * s) for p in points]


def rect(surface: pygame.Surface, color: Any, rect: Any, width: int = 0,
         border_radius: int = 0, border_top_left_radius: int = -1,
         border_top_right_radius: int = -1, border_bottom_left_radius: int = -1,
         border_bottom_right_radius: int = -1) -> pygame.Rect:
    corners = (border_top_left_radius, border_top_right_radius,
               border_bottom_left_radius, border_bottom_right_radius)
    if not isinstance(surface, ScaledSurface):
        return pygame.draw.rect(surface, color, rect, width, border_radius, *corners)
    s = surface.SCALE
    got = pygame.draw.rect(surface, color, to_pixels(rect, s), _width(width, s),
                           _radius(border_radius, s), *(_radius(c, s) for c in corners))
    return to_layout(got, s)


def line(surface: pygame.Surface, color: Any, start_pos: Point, end_pos: Point,
         width: int = 1) -> pygame.Rect:
    if not isinstance(surface, ScaledSurface):
        return pygame.draw.line(surface, color, start_pos, end_pos, width)
    s = surface.SCALE
    a, b = _points((start_pos, end_pos), s)
    return to_layout(pygame.draw.line(surface, color, a, b, _width(width, s)), s)


def lines(surface: pygame.Surface, color: Any, closed: bool, points: Sequence[Point],
          width: int = 1) -> pygame.Rect:
    if not isinstance(surface, ScaledSurface):
        return pygame.draw.lines(surface, color, closed, points, width)
    s = surface.SCALE
    return to_layout(pygame.draw.lines(surface, color, closed, _points(points, s),
                                       _width(width, s)), s)


def aaline(surface: pygame.Surface, color: Any, start_pos: Point, end_pos: Point) -> pygame.Rect:
    if not isinstance(surface, ScaledSurface):
        return pygame.draw.aaline(surface, color, start_pos, end_pos)
    s = surface.SCALE
    a, b = _points((start_pos, end_pos), s)
    return to_layout(pygame.draw.aaline(surface, color, a, b), s)


def polygon(surface: pygame.Surface, color: Any, points: Sequence[Point],
            width: int = 0) -> pygame.Rect:
    if not isinstance(surface, ScaledSurface):
        return pygame.draw.polygon(surface, color, points, width)
    s = surface.SCALE
    return to_layout(pygame.draw.polygon(surface, color, _points(points, s),
                                         _width(width, s)), s)


def circle(surface: pygame.Surface, color: Any, center: Point, radius: float,
           width: int = 0, **quadrants: bool) -> pygame.Rect:
    if not isinstance(surface, ScaledSurface):
        return pygame.draw.circle(surface, color, center, radius, width, **quadrants)
    s = surface.SCALE
    got = pygame.draw.circle(surface, color, (center[0] * s, center[1] * s), radius * s,
                             _width(width, s), **quadrants)
    return to_layout(got, s)


def ellipse(surface: pygame.Surface, color: Any, rect: Any, width: int = 0) -> pygame.Rect:
    if not isinstance(surface, ScaledSurface):
        return pygame.draw.ellipse(surface, color, rect, width)
    s = surface.SCALE
    return to_layout(pygame.draw.ellipse(surface, color, to_pixels(rect, s),
                                         _width(width, s)), s)


def arc(surface: pygame.Surface, color: Any, rect: Any, start_angle: float,
        stop_angle: float, width: int = 1) -> pygame.Rect:
    if not isinstance(surface, ScaledSurface):
        return pygame.draw.arc(surface, color, rect, start_angle, stop_angle, width)
    s = surface.SCALE
    return to_layout(pygame.draw.arc(surface, color, to_pixels(rect, s), start_angle,
                                     stop_angle, _width(width, s)), s)
