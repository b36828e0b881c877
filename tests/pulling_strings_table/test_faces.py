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


def _ink(words: str, px: int, at: tuple[int, int]) -> pygame.Rect:
    """Where the letters of `words` drawn at `at` actually lie."""
    return text.cached(words, px, theme.INK).get_bounding_rect().move(at)


@pytest.mark.parametrize("size", range(len(faces.SIZES)))
def test_a_cabals_name_stands_whole_above_its_numbers_at_every_size(size: int) -> None:
    """The smallest face (a wide web's Cabal) had two lines of name over its numbers."""
    w, h, _, num_px = faces.SIZES[size]
    for c, cab in enumerate(CABALS):
        lines = faces.cabal_name_lines(c, size)
        assert " ".join(line for line, _ in lines) == cab.name.removeprefix("The ")
        nums = text.cached(f"{cab.power}/{cab.transfer}  +{cab.income}", num_px, theme.INK)
        top = faces.cabal_numbers_foot(size) - nums.get_height() + nums.get_bounding_rect().top
        y = faces.name_top(size)
        for line, px in lines:
            ink = _ink(line, px, (0, y))
            assert ink.bottom <= top and ink.width <= w - 10, (cab.name, line)
            y += faces.line_step(px)


@pytest.mark.parametrize("size", range(len(faces.SIZES)))
def test_a_groups_name_is_whole_and_nothing_on_its_face_overlaps(size: int) -> None:
    """Issue 31: "The Evergreen…", "Loan Sharks of…" were cut and "The Rusty Saints MC"
    stood over its alignment chips. Every group's name is whole at every face size, and
    the letters of the name, the chips and the numbers lie apart, inside the frame."""
    w, h, _, _ = faces.SIZES[size]
    inside = pygame.Rect(3, 3, w - 6, h - 6)
    for card in GROUPS:
        parts = faces.group_parts(GROUPS.index(card), size)
        name = [p for p in parts[2:] if p.chip is None]  # after the two numbers' parts
        assert " ".join(p.words for p in name) == card.name, (size, card.name, parts)
        boxes = [p.rect if p.chip is not None else _ink(p.words, p.px, p.rect.topleft)
                 for p in parts]
        for i, box in enumerate(boxes):
            assert inside.contains(box), (card.name, parts[i])
            for j in range(i + 1, len(boxes)):  # a name's own lines sit close: apart
                if not (parts[i] in name and parts[j] in name):
                    assert not box.colliderect(boxes[j]), (card.name, size, parts[i],
                                                           parts[j])
