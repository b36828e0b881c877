"""A whisper, a pact's secret or an answer to one's offer that reached a member while
they were not looking is a notice on their own desk (issue 31, item 5), never on the
public view nor another member's; it goes once read (the page opened, or a move made
with it on screen)."""

from __future__ import annotations

from typing import Any

import pygame

from game.intrigue import plugin
from scenes.intrigue import places as pl
from scenes.intrigue.table import IntrigueTable
from scenes.shell.match.session import Session
from scenes.shell.window.app import App

NAMES = ["Ada", "Bo", "Cy", "Di"]


def _table(app: App, seats: list[str], seed: int = 4) -> IntrigueTable:
    game = plugin.Game.new(plugin.make_config(seats, NAMES, {}), seed)
    table = IntrigueTable(Session(game, seats, seed, game_id="intrigue"), speed=0)
    app.stack.push(table)
    app.stack.apply_pending()
    return table


def _move(table: IntrigueTable, text: str) -> None:
    """`text` applied for whoever it names, the table caught up (as after the batch)."""
    s = table.session
    p = int(text.split()[1])
    assert p in s.waiting, (text, s.waiting)
    s.game.apply(text, p)
    table.resync()


def _to(table: IntrigueTable, member: int) -> None:
    """Everyone before `member` keeps quiet this mingling turn."""
    while table.session.game.state.actor != member:
        _move(table, f"quiet {table.session.game.state.actor}")


def _desk_words(table: IntrigueTable, monkeypatch: Any) -> list[str]:
    from scenes.intrigue import desk

    said: list[str] = []
    real = desk.text.blit_text
    monkeypatch.setattr(desk.text, "blit_text",
                        lambda s, words, *a, **k: said.append(words) or real(s, words, *a, **k))
    table._draw_desk(pygame.Surface((1280, 720)))
    monkeypatch.setattr(desk.text, "blit_text", real)
    return said


def test_a_whisper_received_is_a_notice_until_the_notebook_is_opened(
        app: App, monkeypatch: Any) -> None:
    table = _table(app, ["human", "random", "random", "random"])
    assert table.news() == []
    whisperer = 1
    _to(table, whisperer)
    _move(table, f"whisper {whisperer} to 0 that 2.11")
    news = table.news()
    assert len(news) == 1 and news[0][1] == "Notebook"
    assert news[0][0] == f"{NAMES[whisperer]} whispered to you"
    drawn = " ".join(_desk_words(table, monkeypatch))
    assert f"{NAMES[whisperer]} whispered to you" in drawn
    table.show_page(pl.DESK_PAGES.index("Notebook"))
    assert table.news() == []
    assert "whispered to you" not in " ".join(_desk_words(table, monkeypatch))


def test_a_declined_offer_is_told_to_its_offerer_and_read_by_a_move(app: App) -> None:
    table = _table(app, ["human", "random", "random", "random"])
    s = table.session
    _to(table, 0)
    receiver = s.game.state.order()[-1]  # moves after 0: answers in this turn
    _move(table, f"offer 0 to {receiver} with 0.0")
    while s.game.state.actor != receiver:
        _move(table, f"quiet {s.game.state.actor}")
    _move(table, f"decline {receiver} from 0")
    assert table.news() == [(f"{NAMES[receiver]} declined your offer", "Inbox")]
    _move(table, f"quiet {receiver}")
    _to(table, 0)
    table.read_legal()
    table.apply_action(next(a for a in s.legal() if a.kind == "quiet"))
    table.resync()
    assert table.news() == []  # moved with it on screen: read


def test_news_show_only_to_their_member_at_the_screen(app: App, monkeypatch: Any) -> None:
    table = _table(app, ["human", "human", "random", "random"])
    s = table.session
    whisperer = 2 if s.game.state.order().index(2) < s.game.state.order().index(3) else 3
    _to(table, whisperer)
    _move(table, f"whisper {whisperer} to 1 that 0.3")
    assert s.display_viewer is None and table.news() == []  # the public view
    assert "whispered to you" not in " ".join(_desk_words(table, monkeypatch))
    s._confirmed = 0  # member 0 at the screen: not their news
    table.resync()
    assert table.news() == []
    s._confirmed = 1
    table.resync()
    assert [page for _w, page in table.news()] == ["Notebook"]
    assert "whispered to you" in " ".join(_desk_words(table, monkeypatch))
