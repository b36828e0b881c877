"""The Ninety-Nine table keeps each seat's panel (frame, name, score, marks, fanned
cards) between frames (issue 13): what it draws must be what drawing anew would, after
any change of what a panel shows."""

from __future__ import annotations

from typing import Any

import pygame
import pytest

from scenes.ninety_nine.layer import Layer
from scenes.ui.art import KEY, colour_keyed


@pytest.fixture()
def table(busy: Any) -> Any:
    return busy


def _frame(table: Any, fresh: bool = False) -> bytes:
    if fresh:
        table.__dict__.pop("_seat_frames", None)
        table._layer = Layer()  # the kept picture too
    surface = pygame.Surface((1280, 720))
    table.draw(surface)
    return surface.get_view("2").raw


def _change(table: Any, what: str) -> None:
    others = table.seat_order()
    if what == "score":
        table.scores[others[0]] += 3
    elif what == "actor":
        table.actor = others[1]
    elif what == "dealer":
        table.dealer = next(p for p in others if p != table.dealer)
    elif what == "hand":
        table.hands[others[0]] = table.hands[others[0]][:-1]
    elif what == "flip":
        p = others[0]
        table.flip_in = {(p, cid) for cid in table.hands[p]}
        table.flip_t = 0.3
    elif what == "round_points":
        table.round_points[table.bottom] += 2  # counted as the points events land


@pytest.mark.parametrize("what", ["score", "actor", "dealer", "hand", "flip",
                                  "round_points"])
def test_seat_panels_follow_what_they_show(table: Any, what: str) -> None:
    before = _frame(table)
    _change(table, what)
    after = _frame(table)
    assert after != before, "the change shows"
    assert after == _frame(table, fresh=True)


def test_keyed_panel_blits_the_same_pixels() -> None:
    panel = pygame.Surface((60, 40), pygame.SRCALPHA)
    pygame.draw.rect(panel, (30, 40, 44), panel.get_rect(), border_radius=12)
    pygame.draw.circle(panel, (250, 214, 90), (30, 20), 8)
    keyed = colour_keyed(panel)
    assert not keyed.get_flags() & pygame.SRCALPHA
    assert keyed.get_colorkey() is not None
    shown = []
    for image in (panel, keyed):
        out = pygame.Surface((80, 60))
        out.fill((20, 90, 50))
        out.blit(image, (10, 10))
        shown.append(out.get_view("2").raw)
    assert shown[0] == shown[1]


def test_keyed_panel_kept_with_alpha_when_the_key_colour_is_in_it() -> None:
    panel = pygame.Surface((20, 20), pygame.SRCALPHA)
    panel.fill((*KEY, 255))
    assert colour_keyed(panel) is panel
