"""Card faces at every size (scenes/pulling_strings/faces.py): what a face says fits on
it without one text standing over another."""

from __future__ import annotations

import pygame
import pytest

from game.pulling_strings.cards import CABALS, GROUPS
from scenes.pulling_strings import faces
from scenes.ui import text, theme


@pytest.fixture(autouse=True)
def _fonts() -> None:
    pygame.font.init()


@pytest.mark.parametrize("size", range(len(faces.SIZES)))
def test_a_cabals_name_stands_above_its_numbers_at_every_size(size: int) -> None:
    """The smallest face (a wide web's Cabal) had two lines of name over its numbers."""
    w, h, _, num_px = faces.SIZES[size]
    for c, cab in enumerate(CABALS):
        lines = faces.cabal_name_lines(c, size)
        assert 1 <= len(lines) <= 2
        bottom = 4 + sum(text.cached(line, px, theme.ACCENT).get_height() - 2
                         for line, px in lines)
        nums = text.cached(f"{cab.power}/{cab.transfer}  +{cab.income}", num_px, theme.INK)
        assert bottom <= h - 5 - nums.get_height(), (cab.name, lines)
        for line, px in lines:
            assert text.font(px).size(line)[0] <= w - 12, (cab.name, line)


@pytest.mark.parametrize("size", range(len(faces.SIZES)))
def test_a_groups_name_stays_inside_its_face_at_every_size(size: int) -> None:
    """A word longer than the face's line ("Pharmaceuticals", "Save-the-Snails") ran
    over the card's edge: it is set smaller, then cut."""
    w, _, name_px, _ = faces.SIZES[size]
    for card in GROUPS:
        lines = faces._name_lines(card.name, name_px, w - 12)
        assert 1 <= len(lines) <= 2
        for line, px in lines:
            assert text.font(px).size(line)[0] <= w - 12, (card.name, line)
