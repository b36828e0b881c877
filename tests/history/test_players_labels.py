"""The Players screen's words about past games: each game by its registry's short title
("Pulling Strings", never "Pulling"), and a latest game's row saying when and with whom,
all of them or how many, never a name cut off, at 100% and 120% text."""

from __future__ import annotations

import re
from pathlib import Path
from typing import Any

import pygame
import pytest

from game.core import registry
from scenes.shell.history.database import HistoryDB
from scenes.shell.menus import players
from scenes.shell.menus.players import PlayersScene
from scenes.shell.window.app import App
from scenes.ui import text

from .history_cases import game

SHORT = {"paranoid-delusions": "Paranoid", "ninety-nine": "Ninety-Nine",
         "pontoon": "Pontoon", "intrigue": "Intrigue", "pulling-strings": "Pulling Strings"}
LONG = ("Maximilian", "Bartholomew", "Alexandrina", "Christopher", "Evangeline")


def test_every_game_has_a_short_title_of_whole_words_of_its_title() -> None:
    shorts = {info.id: info.short_title for info in registry.games()}
    for gid, short in SHORT.items():
        assert shorts[gid] == short
    for info in registry.games():
        words, title = info.short_title.split(), info.title.split()
        assert words and any(title[i:i + len(words)] == words for i in range(len(title))), \
            f"{info.id}: {info.short_title!r} is not whole words of {info.title!r}"
    names = list(shorts.values())
    assert len(set(names)) == len(names)
    assert not [(a, b) for a in names for b in names if a != b and b.startswith(a)]


def _drawn(app: App, scene: PlayersScene, monkeypatch: pytest.MonkeyPatch
           ) -> list[tuple[str, int, pygame.Rect]]:
    """Every line the screen draws in one frame: (words, size, where)."""
    lines: list[tuple[str, int, pygame.Rect]] = []
    blit = text.blit_text

    def record(surface: pygame.Surface, words: str, px: int, *args: Any, **kw: Any
               ) -> pygame.Rect:
        rect = blit(surface, words, px, *args, **kw)
        lines.append((words, px, rect))
        return rect

    monkeypatch.setattr(text, "blit_text", record)
    app.stack.draw(pygame.Surface((1280, 720)))
    monkeypatch.setattr(text, "blit_text", blit)
    return lines


def _screen(app: App, tmp_path: Path) -> PlayersScene:
    db = HistoryDB(tmp_path)
    db.write_game(game(1, ("Ada", "Bob"), ("hard",), game_id="pontoon",
                       when="2026-01-02T10:00:00"))
    db.write_game(game(2, ("Ada",) + LONG[:3], ("easy", "hard"), game_id="intrigue",
                       when="2026-01-03T10:00:00"))
    db.write_game(game(3, ("Ada",) + LONG[:4], ("hard",), game_id="paranoid-delusions",
                       when="2026-01-04T10:00:00"))
    db.write_game(game(4, ("Ada",) + LONG, (), game_id="pulling-strings",
                       when="2026-01-05T10:00:00"))
    scene = PlayersScene(db, export_folder=tmp_path)
    app.stack.push(scene)
    app.step([], 1 / 60)
    assert scene.selected.name == "Ada" and len(scene.card.latest) == 4
    return scene


def test_the_players_screen_names_each_game_by_its_short_title(
        app: App, tmp_path: Path, monkeypatch: pytest.MonkeyPatch, text_size: float) -> None:
    scene = _screen(app, tmp_path)
    words = [w for w, _, _ in _drawn(app, scene, monkeypatch)]
    assert "Pulling Strings" in words  # its bar in "Wins per game", whole
    assert any(w.startswith("Pulling Strings · ") for w in words)  # its latest game


def test_a_six_seat_game_row_says_when_and_with_whom(
        app: App, tmp_path: Path, monkeypatch: pytest.MonkeyPatch, text_size: float) -> None:
    """Each row: the game, its date, then every other seat's name, or the first names
    and how many others (bots counted), or only how many; nothing cut, all inside."""
    scene = _screen(app, tmp_path)
    lines = _drawn(app, scene, monkeypatch)
    rows = dict(scene.game_rects)
    for i, past in enumerate(scene.card.latest):
        head = f"{SHORT[past.game_id]} · {players._when(past.finished_at)}"
        [(words, px, rect)] = [(w, p, r) for w, p, r in lines if w.startswith(head)]
        assert rect.right <= rows[i].right and rect.left > rows[i].left
        assert text.font(px).size(words)[0] <= rows[i].width
        assert "…" not in words, words
        tail = words[len(head):].removeprefix(" · ")
        others = [*past.people, *(["bot"] * past.bots)]
        bots = f"{past.bots} bot{'s' * (past.bots != 1)}"
        if tail == "with " + ", ".join([*past.people] + ([bots] if past.bots else [])):
            continue  # every name
        said = re.fullmatch(r"(?:with )?(.*?) ?\+?(\d+) others?", tail)
        assert said, words
        shown = [name for name in said.group(1).split(", ") if name]
        assert shown == list(past.people[:len(shown)]), words  # whole names, in order
        assert len(shown) + int(said.group(2)) == len(others), words
    six = next(p for p in scene.card.latest if p.game_id == "pulling-strings")
    assert six.people == LONG  # five others, all human: the screen had to say them
