"""Six members with long names (16 letters, the setup's limit) at the Text size setting's
100% and 120%: each member card and the public desk's gallery of scores draw every name
whole, inside its panel, at 14 px or more (at 120% the cards showed "Bartholom…", and the
gallery's lines ran past the desk, where the region's clip cut them). Only a name that
cannot fit even at 14 px ends in "…"."""

from __future__ import annotations

import pygame
import pytest

from game.intrigue import plugin
from scenes.intrigue import places as pl
from scenes.intrigue.table import IntrigueTable
from scenes.shell.match.session import Session
from scenes.shell.window.app import App
from scenes.ui import text

NAMES = ["Bartholomew Wolf", "Magdalena Strand", "Anastasia Petrov",
         "Maximilian Groot", "Christopher Hale", "Wilhelmina Stark"]
WIDEST = "WWWWWWWWWWWWWWWW"  # no real name: it may end in "…", never run out
Drawn = list[tuple[str, int, pygame.Rect]]


def table_of(names: list[str]) -> IntrigueTable:
    seats = ["medium"] * len(names)
    game = plugin.Game.new(plugin.make_config(seats, names, {}), 3)
    game.state.public[0] = 25  # 12½: the widest score
    return IntrigueTable(Session(game, seats, 3, game_id="intrigue"), speed=0)


def drawn_by(table: IntrigueTable, draw: object, monkeypatch: pytest.MonkeyPatch) -> Drawn:
    """Every line `draw(surface)` writes: its words, size and rectangle."""
    out: Drawn = []
    real = text.blit_text

    def spy(surface: pygame.Surface, words: str, px: int, colour: tuple[int, int, int],
            pos: tuple[int, int], *, anchor: str = "topleft") -> pygame.Rect:
        rect = real(surface, words, px, colour, pos, anchor=anchor)
        out.append((words, px, rect))
        return rect

    monkeypatch.setattr(text, "blit_text", spy)
    try:
        draw(pygame.Surface((1280, 720)))  # type: ignore[operator]
    finally:
        monkeypatch.setattr(text, "blit_text", real)
    return out


def shown(name: str, lines: Drawn, prefix: bool = False) -> tuple[str, int, pygame.Rect]:
    """The line showing `name` (whole, or cut short with "…")."""
    for words, px, rect in lines:
        head = words.split(": ")[0] if prefix else words
        if head == name or (head.endswith("…") and name.startswith(head[:-1])):
            return head, px, rect
    raise AssertionError(f"{name!r} is not drawn: {[w for w, _, _ in lines]}")


@pytest.mark.parametrize("scale", [1.0, 1.2])
@pytest.mark.parametrize("names", [NAMES, [WIDEST] + NAMES[1:]], ids=["real", "widest"])
def test_six_long_names_are_whole_in_their_panels(app: App, scale: float, names: list[str],
                                                  monkeypatch: pytest.MonkeyPatch) -> None:
    text.set_scale(scale)
    table = table_of(names)
    monkeypatch.setattr(table, "_draw_file", lambda surface, p: None)  # the chips' numbers
    gallery = drawn_by(table, table._draw_desk, monkeypatch)
    for p, name in enumerate(names):
        card = pl.member_rect(p, len(names))
        places = (("card", card, drawn_by(table, lambda s, p=p: table._draw_member(s, p),
                                          monkeypatch), False),
                  ("desk", pl.DESK, gallery, True))
        for where, panel, lines, prefix in places:
            words, px, rect = shown(name, lines, prefix)
            assert name == WIDEST or words == name, \
                f"{name!r} is cut to {words!r} on the {where} at {scale}"
            assert round(px * text.get_scale()) >= 14, f"{name!r} at {px} px on the {where}"
            assert panel.contains(rect), \
                f"{words!r} at {tuple(rect)} leaves the {where} {tuple(panel)} at {scale}"
