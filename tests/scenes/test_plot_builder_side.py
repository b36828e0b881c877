"""The Plot builder's side panel and info line at both text sizes: with all three
optional rules on, the rule notes end above the Random/Clear buttons (at 120% they ran
under them), and the info line under the grid lies inside the safe area (it began 8 px
left of it)."""

from __future__ import annotations

from typing import Any

import pygame

from game.paranoid import Options
from scenes.paranoid.plot_builder import PlotBuilderScene
from scenes.ui import text, theme
from tests.safe_area import SAFE
from tests.scenes.test_plot_builder import open_builder, second_builder

ALL_RULES = Options(aliens=True, corporations=True, delusions=True)
NOTES = ("Optional rules:", "Alien group: a Goal marked A",
         "Corporate group: a Goal marked C", "Delusions stands alone")


class Spy(pygame.Surface):
    """A frame that remembers where each picture of a known line of text was blitted."""

    def __init__(self, lines: dict[int, str]) -> None:
        super().__init__((1280, 720))
        self.lines = lines
        self.drawn: list[tuple[str, pygame.Rect]] = []

    def blit(self, source: pygame.Surface, dest: Any, *args: Any, **kw: Any) -> pygame.Rect:
        rect = super().blit(source, dest, *args, **kw)
        line = self.lines.get(id(source))
        if line is not None:
            self.drawn.append((line, rect))
        return rect


def notes_drawn(builder: PlotBuilderScene, monkeypatch: Any) -> list[tuple[str, pygame.Rect]]:
    """Each line of the rule notes as drawn (text.cached makes every line's picture)."""
    lines: dict[int, str] = {}
    real = text.cached

    def cached(line: str, px: int, colour: tuple[int, int, int]) -> pygame.Surface:
        image = real(line, px, colour)
        if colour == theme.ACCENT and any(line in note for note in NOTES):
            lines[id(image)] = line
        return image

    monkeypatch.setattr(text, "cached", cached)
    frame = Spy(lines)
    builder.draw(frame)
    return frame.drawn


def test_the_rule_notes_end_above_the_buttons(text_size: float, monkeypatch: Any) -> None:
    builder, _ = open_builder(second_builder(ALL_RULES))
    drawn = notes_drawn(builder, monkeypatch)
    words = " ".join(line for line, _ in drawn)
    for note in NOTES[1:]:  # every note is there, whole
        assert note in words, (text_size, words)
    buttons = list(builder.buttons.values())
    for line, rect in drawn:
        assert rect.collidelist(buttons) == -1, (text_size, line, rect)
        assert rect.height >= 17, "still readable"


def test_the_info_line_lies_inside_the_safe_area(text_size: float) -> None:
    """What the info line draws (a message) is all inside the safe area."""
    builder, _ = open_builder(second_builder(ALL_RULES))
    builder.focus = None  # type: ignore[assignment]  (nothing named: no line at all)
    plain = pygame.Surface((1280, 720))
    builder.draw(plain)
    builder.message, builder.message_time = "Nor-dics: A Plot holds at most two Groups.", 3.0
    shown = pygame.Surface((1280, 720))
    builder.draw(shown)
    changed = [(x, y) for x in range(0, 1280, 2) for y in range(560, 720, 2)
               if shown.get_at((x, y)) != plain.get_at((x, y))]
    assert changed, "the message is drawn"
    outside = [p for p in changed if not SAFE.collidepoint(p)]
    assert not outside, (text_size, outside[:5])
