"""Intrigue's table inside a television's safe area (issue 22) keeps its words whole:
the narrower member cards of six members keep a name, title, notes and score apart and
inside the card, and the director's card keeps its verdict on the card, at the Text
size setting's 100% and 120%. (That nothing is drawn outside the safe area is
tests/conformance/test_conformance_table_safe_area.py.)"""

from __future__ import annotations

import pygame
import pytest

from game.intrigue import plugin
from scenes.intrigue import effect_art
from scenes.intrigue import places as pl
from scenes.intrigue.table import IntrigueTable
from scenes.shell.match.session import Session
from scenes.shell.window.app import App
from scenes.ui import prompts, text

NAMES = ["Player 1", "Player 2", "Player 3", "Player 4", "Player 5", "Player 6"]


@pytest.mark.parametrize("scale", [1.0, 1.2])
def test_six_member_cards_keep_names_whole_and_words_apart(app: App, scale: float,
                                                           monkeypatch: pytest.MonkeyPatch
                                                           ) -> None:
    text.set_scale(scale)
    seats = ["medium"] * 6
    game = plugin.Game.new(plugin.make_config(seats, NAMES, {}), 3)
    game.state.public[0] = 25  # 12½: the widest score
    session = Session(game, seats, 3, game_id="intrigue")
    table = IntrigueTable(session, speed=0)
    drawn: list[tuple[str, pygame.Rect]] = []
    real = text.blit_text

    def spy(surface: pygame.Surface, words: str, px: int, colour: tuple[int, int, int],
            pos: tuple[int, int], *, anchor: str = "topleft") -> pygame.Rect:
        rect = real(surface, words, px, colour, pos, anchor=anchor)
        drawn.append((words, rect))
        return rect

    monkeypatch.setattr(text, "blit_text", spy)
    monkeypatch.setattr(table, "_draw_file", lambda surface, p: None)  # the chips' numbers
    table._draw_member(pygame.Surface((1280, 720)), 0)
    card = pl.member_rect(0, 6)
    words = [w for w, _ in drawn]
    assert "Player 1" in words, f"the name is cut at {scale}: {words}"
    for i, (w, rect) in enumerate(drawn):
        assert card.contains(rect), f"{w!r} leaves the card at {scale}"
        for w2, rect2 in drawn[i + 1:]:
            assert not rect.colliderect(rect2), f"{w!r} runs into {w2!r} at {scale}"


@pytest.mark.parametrize("scale", [1.0, 1.2])
def test_the_directors_card_keeps_its_verdict_on_the_card(app: App, scale: float,
                                                          monkeypatch: pytest.MonkeyPatch
                                                          ) -> None:
    text.set_scale(scale)
    lines = ("“Player 5 paid for the orphanage roof from their own salary”",
             "It was TRUE.",
             "Player 3 spread it: told Player 6 first, in a pact's secret, in round 10.")
    ends: list[int] = []
    real = text.blit_wrapped

    def spy(surface: pygame.Surface, words: str, px: int, colour: tuple[int, int, int],
            rect: pygame.Rect, **kw: object) -> int:
        used = real(surface, words, px, colour, rect, **kw)  # type: ignore[arg-type]
        ends.append(rect.y + used - 4)  # the last line's foot (no gap after it)
        return used

    monkeypatch.setattr(text, "blit_wrapped", spy)
    effect_art._card(lines, pl.CHOOSER.size)
    assert len(ends) == 3
    assert ends[-1] <= pl.CHOOSER.h - 6, f"the verdict runs off the card at {scale}"


@pytest.mark.parametrize("scale", [1.0, 1.2])
def test_the_choosers_key_line_stays_in_its_panel(app: App, scale: float,
                                                  monkeypatch: pytest.MonkeyPatch) -> None:
    text.set_scale(scale)
    seats = ["human"] + ["medium"] * 5
    game = plugin.Game.new(plugin.make_config(seats, NAMES, {}), 3)
    session = Session(game, seats, 3, game_id="intrigue")
    table = IntrigueTable(session, speed=0)
    monkeypatch.setattr(table, "chooser_active", lambda: True)
    drawn: list[pygame.Rect] = []
    real = prompts.blit

    def spy(surface: pygame.Surface, line: str, px: int, colour: tuple[int, int, int],
            pos: tuple[int, int], *, anchor: str = "topleft") -> pygame.Rect:
        rect = real(surface, line, px, colour, pos, anchor=anchor)
        drawn.append(rect)
        return rect

    monkeypatch.setattr(prompts, "blit", spy)
    table._draw_chooser(pygame.Surface((1280, 720)))
    assert drawn, "no key line"
    assert pl.CHOOSER.inflate(-8, -8).contains(drawn[-1]), \
        f"the key line {drawn[-1]} leaves the chooser {pl.CHOOSER} at {scale}"
