"""Issue 22, every game: at Text size 120 % no label spills out of its button (the link
phrases in their two columns, the moves, the votes)."""

from __future__ import annotations

from collections.abc import Iterator

import pygame
import pytest

from game.pontoon.subjects import phrases
from scenes.pontoon import geometry as geo
from scenes.pontoon.buttons import ButtonBar
from scenes.pontoon.controls import PHRASES_AREA, VOTE_AREA
from scenes.ui import text

BACK = (255, 0, 255)


@pytest.fixture(autouse=True)
def _big_text() -> Iterator[None]:
    pygame.display.init()
    pygame.font.init()
    before = text.get_scale()
    text.set_scale(1.2)
    text.clear_cache()
    yield
    text.set_scale(before)
    text.clear_cache()


def spills(bar: ButtonBar) -> list[tuple[int, int]]:
    surface = pygame.Surface((1280, 720))
    surface.fill(BACK)
    bar.draw(surface)
    out = []
    for x in range(0, 1280, 2):
        for y in range(0, 720, 2):
            if surface.get_at((x, y))[:3] != BACK and \
                    not any(b.rect.collidepoint(x, y) for b in bar.buttons):
                out.append((x, y))
    return out


def test_link_phrases_stay_in_their_buttons() -> None:
    texts = [t for p in phrases() for t in (p.text, p.plural) if t]
    for k in range(0, len(texts), 4):
        bar = ButtonBar(22)
        bar.set([(str(i), t, True, False, str(i + 1)) for i, t in enumerate(texts[k:k + 4])],
                PHRASES_AREA, cols=2)
        assert not spills(bar), texts[k:k + 4]


def test_moves_and_votes_stay_in_their_buttons() -> None:
    bar = ButtonBar()
    bar.set([("declare", "Pontoon!", True, False, "D"), ("split", "Split", True, False, "L"),
             ("twist", "Twist", True, True, "T"), ("stick", "Stick", True, False, "S"),
             ("peek", "Hold to Peek", True, False, "P")],
            pygame.Rect(geo.LEFT.x, geo.BUTTONS_Y, geo.LEFT.width, geo.BUTTON_H))
    assert not spills(bar)
    bar.set([("yes", "Yes: let them finish", True, True, "Y"),
             ("no", "No: too slow!", True, False, "N")], VOTE_AREA)
    assert not spills(bar)
