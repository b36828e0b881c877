"""Issue 22 walk-through: at Text size 120% the link phrase "has been hiding" ran into
its key number "4". Every phrase, and every move's label, stays clear of the key letter
in its button's corner at 100% and 120%."""

from __future__ import annotations

import pygame
import pytest

from game.pontoon.subjects import phrases
from scenes.pontoon.buttons import KEY_PX, ButtonBar
from scenes.pontoon.controls import PHRASES_AREA
from scenes.ui import text


@pytest.mark.parametrize("scale", [1.0, 1.2])
def test_no_phrase_reaches_its_key_number(scale: float) -> None:
    pygame.font.init()
    before = text.get_scale()
    text.set_scale(scale)
    try:
        bar = ButtonBar(22)  # as the table's phrase bar
        every = [p.text for p in phrases()]
        for start in range(0, len(every), 4):
            group = every[start:start + 4]
            bar.set([(str(i), label, True, False, str(i + 1)) for i, label in enumerate(group)],
                    PHRASES_AREA, cols=2)
            for b in bar.buttons:
                px, lines = bar.label_fit(b)
                key_left = b.rect.right - 8 - text.font(KEY_PX).size(b.key)[0]
                for line in lines:
                    right = bar.label_area(b).centerx + text.font(px).size(line)[0] / 2
                    assert right < key_left - 4, (scale, b.label, right, key_left)
    finally:
        text.set_scale(before)
