"""The phone mark a table draws on a seat's panel (phones as private screens, issue 25):
a small phone, bright when that seat's phone is connected, crossed out when it is not.

The image is opaque (its rounded corners are a colour key, no alpha), so blitting it
again over itself changes no pixel: a table that draws only its changes may stamp it
again on every frame without keeping what lay under it.
"""

from __future__ import annotations

from functools import cache

import pygame

from scenes.ui import canvas, pen

SIZE = 28  # px, square
_KEY = (255, 0, 255)  # the corners: never drawn
_FACE = (18, 24, 28)
_ON = (110, 220, 140)
_OFF = (150, 150, 150)
_CROSS = (220, 90, 80)


@cache
def phone_badge(connected: bool, size: int = SIZE) -> pygame.Surface:
    """The mark: `connected` a green phone on a dark tile with a green rim; otherwise a
    grey phone crossed out in red."""
    image = canvas.Surface((size, size))
    image.fill(_KEY)
    image.set_colorkey(_KEY)
    tile = image.get_rect()
    ink = _ON if connected else _OFF
    pen.rect(image, _FACE, tile, border_radius=size // 4)
    pen.rect(image, ink, tile, 2, border_radius=size // 4)
    body = pygame.Rect(0, 0, size * 7 // 16, size * 11 // 16)
    body.center = tile.center
    pen.rect(image, ink, body, 2, border_radius=3)
    screen = body.inflate(-6, -9)
    screen.top = body.top + 3
    if connected:
        pen.rect(image, ink, screen)
    dot = (body.centerx, body.bottom - 3)
    pen.circle(image, ink, dot, 1)
    if not connected:
        inset = size // 5
        pen.line(image, _CROSS, (inset, size - inset), (size - inset, inset), 3)
    return image


canvas.on_change(phone_badge.cache_clear)  # drawn at the render scale: a new scale draws anew
