"""A tutorial card's footer ("Press Enter to go on · Esc ends the tutorial") stays inside
the card, however narrow a game makes its card (issue 22: Ninety-Nine's 440 px card
about the last plays had it running out on both sides), at Text size 100% and 120%."""

from __future__ import annotations

from types import SimpleNamespace

import pygame
import pytest

from scenes.shell.coach import CardCoach
from scenes.ui import text

OUTSIDE = (255, 0, 255)


class NarrowCoach(CardCoach):
    area = pygame.Rect(776, 84, 440, 600)

    def due(self) -> str | None:
        return "only"


@pytest.mark.parametrize("scale", [1.0, 1.2])
def test_the_footer_stays_inside_a_narrow_card(scale: float) -> None:
    pygame.font.init()
    before = text.get_scale()
    text.set_scale(scale)
    try:
        coach = NarrowCoach(SimpleNamespace(gate=None), {"only": ("A card", ["A few words."])})
        coach.card = "only"
        surface = pygame.Surface((1280, 720))
        surface.fill(OUTSIDE)
        coach.draw(surface)
        box = coach.card_rect()
        band = pygame.Rect(0, box.bottom - 40, 1280, 40)  # the footer's row
        for x in (*range(band.x, box.x), *range(box.right, band.right)):
            for y in range(band.y, band.bottom):
                assert surface.get_at((x, y))[:3] == OUTSIDE, (x, y)
    finally:
        text.set_scale(before)
