"""The Pontoon table composes the felt and the board's grid once (issue 13); the frame
drawn must equal the felt with the grid blitted over it, as before."""

from __future__ import annotations

import pygame

from scenes.pontoon import bench
from scenes.pontoon.draw_hands import panel as _panel


def test_felt_and_grid_composed_as_blitted() -> None:
    app, table = bench.build(4, 3)
    try:
        size = (1280, 720)
        base = table._felt_and_grid(size)
        want = table.services.art.table(size).copy()
        want.blit(table.bart.grid(table.session.names, table.n), table.bart.grid_origin())
        assert pygame.image.tobytes(base, "RGBX") == pygame.image.tobytes(want, "RGBX")
        assert table._felt_and_grid(size) is base  # kept, not composed every frame
        # its rows are not 16-byte aligned (a parent one pixel wider): see scenes.ui.art.odd_rows
        assert base.get_parent() is not None and base.get_pitch() % 16
    finally:
        app.close()


def test_panel_shade_reused_and_drawn_the_same() -> None:
    pygame.display.init()
    rect = pygame.Rect(10, 10, 120, 60)
    first, second = pygame.Surface((200, 100)), pygame.Surface((200, 100))
    for surface in (first, second):
        surface.fill((20, 60, 40))
        _panel(surface, rect)
    assert first.get_view("2").raw == second.get_view("2").raw
    reference = pygame.Surface((200, 100))
    reference.fill((20, 60, 40))
    shade = pygame.Surface(rect.size, pygame.SRCALPHA)
    pygame.draw.rect(shade, (16, 20, 26, 200), shade.get_rect(), border_radius=12)
    reference.blit(shade, rect)
    pygame.draw.rect(reference, (0, 0, 0), rect, 2, border_radius=12)
    edge = pygame.Surface((200, 100))
    edge.fill((20, 60, 40))
    _panel(edge, rect, (0, 0, 0))
    assert edge.get_view("2").raw == reference.get_view("2").raw
