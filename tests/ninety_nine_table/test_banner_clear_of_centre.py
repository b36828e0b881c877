"""A banner over the Ninety-Nine table ("Pass! Everyone gives one card anticlockwise")
covered the "Stock N" label under the draw pile at 1280x720 and 1920x1080. Every banner
now lies clear of the stock and its label, the running count (the word, the number, its
bar and marks) and the human's hand, at 3 to 6 players and 100% and 120% text. The
stock's and the count's places are measured from what the table draws there."""

from __future__ import annotations

import pygame
import pytest

from scenes.ninety_nine.places import HAND_RECT, LOG_RECT, SAFE
from scenes.ui import canvas
from tests.ninety_nine_table.helpers import seated_table

BANNERS = ("Pass! Everyone gives one card anticlockwise",
           "Pass! Everyone gives one card clockwise",
           "Everyone passes a random card",
           "The stock ran out: the pile is shuffled",
           "Alexandrina reverses: play goes anticlockwise",
           "Alexandrina sends Bartholomew next",
           "Round 3 · Alexandrina deals", "Round 2 is over at 99", "Game over",
           "Right!", "Wrong: it is 57")


@pytest.mark.parametrize("players", [3, 4, 5, 6])
def test_every_banner_lies_clear_of_the_stock_the_count_and_the_hand(
        players: int, text_size: float) -> None:
    _, table = seated_table(["human"] + ["easy"] * (players - 1), 3)
    table.draw(canvas.Surface((1280, 720)))  # the table's card art is made as it draws
    stock = table.stock_ops().bounds.union(table.stock_label_ops().bounds)
    count = table.count_ops().bounds
    for message in BANNERS:
        table.banner(message, 1.0)
        image, at = table.banner_blit()
        box = pygame.Rect(at, image.get_size())
        assert not box.colliderect(stock), (message, box, "stock", stock)
        assert not box.colliderect(count), (message, box, "count", count)
        assert not box.colliderect(HAND_RECT), (message, box, "hand", HAND_RECT)
        assert not box.colliderect(LOG_RECT), (message, box, "log", LOG_RECT)
        assert SAFE.contains(box), (message, box)
