"""Members' portraits, drawn from the seat number alone (no image files): a face, hair,
a hat or none, glasses or none, a moustache or none, over the seat's colour. Each seat
gets a different mix; the table adds the seat's token (colour and symbol)."""

from __future__ import annotations

from functools import cache

import pygame

from scenes.ui import canvas, pen

SKIN = ((236, 200, 170), (208, 160, 120), (170, 118, 84), (120, 84, 60), (224, 182, 150),
        (190, 140, 100), (150, 104, 74), (244, 212, 186))
HAIR = ((40, 30, 24), (120, 70, 30), (200, 170, 90), (150, 150, 150), (80, 40, 20),
        (30, 30, 40), (180, 90, 40), (220, 220, 210))
HATS = ("none", "fedora", "ushanka", "none", "beret", "none", "cap", "fedora")


@cache
def portrait(seat: int, size: int, rgb: tuple[int, int, int]) -> pygame.Surface:
    """One member's portrait, `size` pixels square, kept."""
    s = canvas.Surface((size, size), pygame.SRCALPHA)
    c = size // 2
    pen.circle(s, rgb, (c, c), c)
    pen.circle(s, (20, 18, 24), (c, c), c, 3)
    skin = SKIN[(seat * 3) % len(SKIN)]
    hair = HAIR[(seat * 5 + 1) % len(HAIR)]
    u = size / 64
    # shoulders in a dark suit, a red party pin
    pen.ellipse(s, (44, 44, 56), (int(12 * u), int(46 * u), int(40 * u), int(30 * u)))
    pen.circle(s, (200, 40, 40), (int(40 * u), int(54 * u)), max(2, int(2 * u)))
    # the head; a longer or rounder face by seat
    tall = 24 + (seat % 3) * 2
    head = pygame.Rect(0, 0, int(22 * u), int(tall * u))
    head.center = (c, int(30 * u))
    if seat % 2 == 0:  # hair behind the head
        pen.ellipse(s, hair, head.inflate(int(6 * u), int(4 * u)).move(0, -int(2 * u)))
    pen.ellipse(s, skin, head)
    # eyes, glasses for some
    ey = head.y + int(head.h * 0.45)
    for dx in (-5, 5):
        pen.circle(s, (20, 20, 20), (c + int(dx * u), ey), max(1, int(1.4 * u)))
        if seat % 3 == 1:
            pen.circle(s, (20, 20, 20), (c + int(dx * u), ey), max(3, int(3.6 * u)), 1)
    # a moustache or a smile
    my = head.y + int(head.h * 0.72)
    if seat % 4 in (0, 3):
        pen.rect(s, hair, (c - int(5 * u), my - int(1 * u), int(10 * u), int(3 * u)))
    else:
        pen.arc(s, (110, 40, 40), (c - int(4 * u), my - int(3 * u), int(8 * u),
                                           int(5 * u)), 3.5, 5.9, max(1, int(u)))
    _hat(s, HATS[seat % len(HATS)], head, hair, u)
    return s


canvas.on_change(portrait.cache_clear)  # drawn at the render scale: a new scale draws anew


def _hat(s: pygame.Surface, hat: str, head: pygame.Rect, hair: tuple[int, int, int],
         u: float) -> None:
    top = head.y
    if hat == "fedora":
        pen.rect(s, (50, 40, 36), (head.x - int(5 * u), top + int(2 * u),
                                           head.w + int(10 * u), int(3 * u)))
        pen.rect(s, (60, 48, 42), (head.x + int(2 * u), top - int(6 * u),
                                           head.w - int(4 * u), int(9 * u)))
    elif hat == "ushanka":
        pen.rect(s, (120, 100, 80), (head.x - int(3 * u), top - int(5 * u),
                                             head.w + int(6 * u), int(10 * u)),
                         border_radius=int(3 * u))
        for x in (head.x - int(4 * u), head.right):
            pen.rect(s, (120, 100, 80), (x, top + int(4 * u), int(4 * u), int(10 * u)))
    elif hat == "beret":
        pen.ellipse(s, (150, 30, 50), (head.x - int(3 * u), top - int(4 * u),
                                               head.w + int(4 * u), int(9 * u)))
    elif hat == "cap":
        pen.rect(s, (60, 80, 60), (head.x, top - int(3 * u), head.w, int(7 * u)))
        pen.rect(s, (40, 60, 40), (head.x - int(4 * u), top + int(3 * u),
                                           int(12 * u), int(2 * u)))
    else:  # bare-headed: the hair shows on top
        pen.ellipse(s, hair, (head.x, top - int(2 * u), head.w, int(9 * u)))
