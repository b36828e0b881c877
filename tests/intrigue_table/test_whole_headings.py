"""File headings are read whole from a sofa at 1280×720 (issue 31, item 12): on the desk
(every page), in the chooser's rows, on the floor's tabled list and in a chip's tip,
none is cut with "…", at 4 to 6 members and at text size 100% and 120%; the desk's
words are 20 px."""

from __future__ import annotations

import random
from typing import Any

import pygame
import pytest

from game.intrigue import plugin
from game.intrigue.content import pools
from scenes.intrigue import desk
from scenes.intrigue import places as pl
from scenes.intrigue.table import IntrigueTable
from scenes.shell.match.session import Session
from scenes.shell.window.app import App
from scenes.ui import text

NAMES = ["Boris Kalinov", "Cleo Marchetti", "Dana Petrova", "Emil Horvath", "Fedor Lukin",
         "Greta Vogel"]


def _table(app: App, n: int, seed: int) -> IntrigueTable:
    """Member 0 (human) at the screen, on their recess move, after some random play
    (whispers heard, rumours tabled)."""
    seats = ["human"] + ["random"] * (n - 1)
    game = plugin.Game.new(plugin.make_config(seats, NAMES[:n], {}), seed)
    rnd = random.Random(seed)
    while not (game.state.phase == "recess" and game.state.round >= 3
               and 0 in game.waiting_for and not game.state.inbox(0)):
        p = rnd.choice(game.waiting_for)
        acts = game.legal_actions(p)
        game.apply(acts[rnd.randrange(len(acts))], p)
    table = IntrigueTable(Session(game, seats, seed, game_id="intrigue"), speed=0)
    app.stack.push(table)
    app.stack.apply_pending()
    table.read_legal()
    return table


def _cuts(monkeypatch: Any) -> list[str]:
    """Every heading the drawing cuts with "…" (recorded as it happens)."""
    cut: list[str] = []
    heads = [h[:14] for h in pools().texts]
    real = text.ellipsize

    def ellipsize(words: str, px: int, width: int) -> str:
        out = real(words, px, width)
        if out != words and any(h in words for h in heads):
            cut.append(words)
        return out

    monkeypatch.setattr(text, "ellipsize", ellipsize)
    return cut


@pytest.mark.parametrize("n", [4, 5, 6])
def test_no_file_heading_is_cut(app: App, text_size: float, n: int, monkeypatch: Any) -> None:
    table = _table(app, n, 30 + n)
    cut = _cuts(monkeypatch)
    surface = pygame.Surface((1280, 720))
    o = table.obs
    assert o.tabled or o.tellings, "the position has claims to show"
    for page in range(len(pl.DESK_PAGES)):
        table.show_page(page)
        for scroll in range(0, len(table.desk_lines()), 3):
            table.scroll = scroll
            table._draw_desk(surface)
    table._draw_floor(surface)
    for p in range(n):
        for k in range(12):
            table.hover_chip = (p, k)
            table._draw_tip(surface)
    table.hover_chip = None
    # The chooser at every level that lists headings: whisper to someone about anyone.
    rows = table.chooser_rows()
    whisper = next(i for i, r in enumerate(rows) if r.actions[0].kind == "whisper")
    for subject in range(n):
        table.path = [whisper, 0, subject]
        for focus in range(len(table.chooser_rows())):
            table.focus = focus
            table._draw_chooser(surface)
    assert not cut, f"cut: {cut[:3]}"


def test_the_desk_reads_large_and_wraps_what_is_long(app: App, monkeypatch: Any) -> None:
    assert desk.DESK_PX >= 20
    table = _table(app, 6, 8)
    said: list[str] = []
    real = text.blit_text
    monkeypatch.setattr(text, "blit_text",
                        lambda s, words, *a, **k: said.append(words) or real(s, words, *a, **k))
    table.show_page(pl.DESK_PAGES.index("File"))
    table._draw_desk(pygame.Surface((1280, 720)))
    own = [pools().texts[h] for h in table.obs.files[0]]
    # The first headings of the file show, each whole over its lines.
    joined = " ".join(said)
    assert own[0] in joined and own[1] in joined
    assert any(w.startswith("More below") for w in said)
