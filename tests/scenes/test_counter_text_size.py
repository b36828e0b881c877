"""The Text size setting reaches the counters' names (issue 22: at 120% they stayed
as small as before), as far as they fit on the counter."""

from __future__ import annotations

import pygame

from scenes.paranoid.counter_art import CounterArt
from scenes.ui import text


def ink_rows(image: pygame.Surface) -> int:
    """How many rows of the counter's lower part hold dark name ink."""
    w, h = image.get_size()
    rows = 0
    for y in range(int(h * 0.33), int(h * 0.95)):
        if any(sum(image.get_at((x, y))[:3]) < 150 for x in range(w // 4, 3 * w // 4)):
            rows += 1
    return rows


def test_text_size_makes_counter_names_larger() -> None:
    pygame.init()
    art = CounterArt()
    short = next(i for i in range(80) if len(art.display_name(i)) <= 5)  # room to grow
    before = text.get_scale()
    try:
        text.set_scale(1.0)
        normal = art.counter(short, 50)
        text.set_scale(1.2)
        larger = art.counter(short, 50)
    finally:
        text.set_scale(before)
    assert larger is not normal
    assert ink_rows(larger) > ink_rows(normal)
