"""Issue 22: a banner over the Ninety-Nine table ("Pass! Everyone gives one card
anticlockwise") covered the last lines of the play log. Every banner now lies clear of
the log and inside the TV-safe area, at any text size."""

from __future__ import annotations

import pygame
import pytest

from scenes.ninety_nine.places import LOG_RECT, SAFE
from scenes.ui import text
from tests.ninety_nine_table.helpers import seated_table

BANNERS = ("Pass! Everyone gives one card anticlockwise",
           "Everyone passes a random card",
           "The stock ran out: the pile is shuffled",
           "Alexandrina reverses: play goes anticlockwise",
           "Round 3 · Alexandrina deals", "Round 2 is over at 99", "Game over")


@pytest.mark.parametrize("scale", [1.0, 1.2])
def test_every_banner_lies_clear_of_the_log(scale: float) -> None:
    _, table = seated_table(["human", "easy", "easy", "easy"], 3)
    before = text.get_scale()
    text.set_scale(scale)
    try:
        for message in BANNERS:
            table.banner(message, 1.0)
            image, at = table.banner_blit()
            box = pygame.Rect(at, image.get_size())
            assert not box.colliderect(LOG_RECT), (message, box)
            assert SAFE.contains(box), (message, box)
    finally:
        text.set_scale(before)
