"""A tutorial card's footer ("Press Enter to go on · Esc ends the tutorial") stays inside
the card, however narrow a game makes its card (issue 22: Ninety-Nine's 440 px card
about the last plays had it running out on both sides), at Text size 100% and 120%."""

from __future__ import annotations

from types import SimpleNamespace

import pygame
import pytest

from scenes.shell.match.coach import CardCoach
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


def stand_in_table() -> SimpleNamespace:
    """What a step coach may ask of its table when made: its game's record, its gate, and
    (Pulling Strings') to list the choices again and what they are."""
    return SimpleNamespace(session=SimpleNamespace(game=SimpleNamespace(record=[])),
                           gate=None, refresh_choices=lambda: None, menu_tabs=())


def step_coaches() -> list[type]:
    from game.core import registry
    from scenes.shell.match.coach import StepCoach

    found = []
    for info in registry.games():
        if info.tutorial:
            coach = registry.load(info.tutorial).coach
            if isinstance(coach, type) and issubclass(coach, StepCoach):
                found.append(coach)
    return found


@pytest.mark.parametrize("scale", [1.0, 1.2])
def test_every_step_cards_words_stay_inside_it(scale: float) -> None:
    """Issue 22 walk-through: at Text size 120% Pontoon's last tutorial card ran its
    words over its foot line ("Press Enter: next · X: end tutorial") and out of the card."""
    pygame.font.init()
    before = text.get_scale()
    text.set_scale(scale)
    try:
        coaches = step_coaches()
        assert coaches  # Pontoon's at least
        table = stand_in_table()
        for cls in coaches:
            coach = cls(table)
            for i, step in enumerate(coach.steps):
                coach.index = i  # (a coach may lay a step's card elsewhere)
                box = coach.text_box()
                px = coach.text_px(step)
                lines = text.wrapped(step.text, px, box.width)
                height = len(lines) * (text.font(px).get_linesize() + 2) - 2
                assert height <= box.height, (cls.__module__, step.text[:30], px)
    finally:
        text.set_scale(before)


@pytest.mark.parametrize("scale", [1.0, 1.2])
def test_the_note_between_cards_lies_inside_the_tv_safe_area(scale: float) -> None:
    """The small "Tutorial · X: end" note shown between cards sat at the screen's very
    corner (1270, 4), where a television's overscan may cut it off."""
    from scenes.ui import theme

    pygame.font.init()
    before = text.get_scale()
    text.set_scale(scale)
    try:
        table = stand_in_table()
        safe = pygame.Rect(theme.SAFE_AREA)
        for cls in step_coaches():
            note = cls(table).quiet_rect()
            assert safe.contains(note), (cls.__module__, note)
    finally:
        text.set_scale(before)
