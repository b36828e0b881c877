"""The Pulling Strings table (issue 24): the attack dialog's odds, hold-to-peek for the
specials, a human's game by keyboard alone and by mouse alone, and a bots' game to the end."""

from __future__ import annotations

import random

import pygame
import pytest

from game.pulling_strings import odds
from game.pulling_strings.cards import SPECIAL_CODE
from game.pulling_strings.game import Game
from game.pulling_strings.plugin import make_config
from scenes.pulling_strings.table import PullingStringsTable
from scenes.shell.match.session import Session
from scenes.shell.screens.stack import SceneStack
from tests.frames import until
from tests.pulling_strings.board import gid, put, row, table

DT = 1 / 60


@pytest.fixture(autouse=True)
def _display() -> None:
    pygame.display.init()
    pygame.font.init()


def _seat(game: Game, seats: list[str]) -> tuple[SceneStack, PullingStringsTable]:
    session = Session(game, seats, 1, game_id="pulling-strings")
    stack = SceneStack()
    t = PullingStringsTable(session, speed=0, bot_pace=0)
    stack.push(t)
    stack.apply_pending()
    return stack, t


def _key(t: PullingStringsTable, key: int, up: bool = False) -> None:
    t.handle_event(pygame.event.Event(pygame.KEYUP if up else pygame.KEYDOWN, key=key, mod=0,
                                      unicode="", scancode=0))


def test_odds_follow_the_need_of_two_dice() -> None:
    assert odds.odds_of_need(2).percent == 3  # 1 in 36
    assert odds.odds_of_need(7).percent == 58  # 21 in 36
    assert odds.odds_of_need(12).percent == 92  # 11 and 12 always fail: 33 in 36
    assert odds.odds_of_need(1).percent == 0


def test_the_target_list_shows_the_need_and_odds_and_helpers_change_them() -> None:
    g = table(2)
    put(g, "G01", 0)  # 6/4, Est Tra Cro
    put(g, "G12", 0)  # lends 3
    row(g, "G22")  # R5, Est: need 6 + 4 - 5 = 5 with the Cabal attacking? (G01 attacks)
    stack, t = _seat(g, ["human", "medium"])
    g.apply("attack with G01", 0)
    t.after_submit()
    want = odds.preview(g.state, 0, gid("G01"), gid("G22"), 0)
    assert want.need == 5
    entries = [e for _, items in t.menu_tabs for e in items]
    assert any(e.odds == want and e.label.startswith("Control") for e in entries), entries
    g.apply("at G22 control", 0)
    t.after_submit()
    helped = odds.preview(g.state, 0, gid("G01"), gid("G22"), 0, (gid("G12"),))
    assert helped.need == 5 + 3
    entries = [e for _, items in t.menu_tabs for e in items]
    assert any(e.label.startswith("Help with") and e.odds == helped for e in entries)
    # The launch line carries the odds with no helper yet; a payment raises them.
    assert any(e.label == "Launch the attack" and e.odds == want for e in entries)


def test_a_special_is_offered_only_while_its_owner_holds_peek() -> None:
    g = table(2)
    put(g, "G01", 0)
    row(g, "G22")
    g.state.hands = [[SPECIAL_CODE["windfall"]], []]
    g._legal = {}
    session_seats = ["human", "human"]
    stack, t = _seat(g, session_seats)
    t.session.confirm_handover()
    t.resync()
    before = t.choices_for_test()
    assert not any("Windfall" in lb for lb in before)
    assert any("Hold P" in lb for lb in before)
    _key(t, pygame.K_p)
    assert any("Windfall" in lb for lb in t.choices_for_test())
    _key(t, pygame.K_p, up=True)
    assert t.choices_for_test() == before


def _run(stack: SceneStack, t: PullingStringsTable, rnd: random.Random, frames: int) -> int:
    """Frames to the game's end, the human choosing by keys; how many choices. The bot
    thinks in a worker thread: fails only after a minute and at least `frames` frames."""
    keys = 0

    def frame() -> None:
        nonlocal keys
        stack.apply_pending()
        stack.update(DT)
        if t.session.game.is_over:
            return
        if t.my_turn() and not t.tweens.busy and t.menu_tabs:
            for _ in range(rnd.randrange(3)):
                _key(t, rnd.choice([pygame.K_DOWN, pygame.K_RIGHT]))
            if t.entries()[t.index].label == "Resign":
                _key(t, pygame.K_DOWN)  # resigning is asked first (its own test)
            _key(t, pygame.K_RETURN)
            keys += 1

    until(frame, lambda: t.session.game.is_over, frames=frames)
    return keys


def test_a_human_plays_a_whole_game_by_keyboard_alone() -> None:
    seats = ["human", "easy"]
    game = Game.new(make_config(seats, ["Ann", "Bot"], {"turn_limit": 6}), 11)
    stack, t = _seat(game, seats)
    keys = _run(stack, t, random.Random(3), 40_000)
    assert t.session.game.is_over, f"after {keys} choices the game goes on"
    assert keys > 20
    assert "resign" not in " ".join(t.session.game.record)


def test_resigning_is_asked_first() -> None:
    from scenes.shell.screens.message import MessageScene

    seats = ["human", "easy"]
    game = Game.new(make_config(seats, ["Ann", "Bot"], {}), 11)
    stack, t = _seat(game, seats)

    def frame() -> None:
        stack.apply_pending()
        stack.update(DT)

    frame()
    until(frame,  # the bot thinks in a worker thread: wait for it in real time
          lambda: t.my_turn() and game.state.phase == "action" and not t.tweens.busy)
    t.tab = t.tab_titles().index("Turn")
    t.index = [e.label for e in t.entries()].index("Resign")
    _key(t, pygame.K_RETURN)
    stack.apply_pending()
    assert isinstance(stack.top, MessageScene)
    assert "resign" not in game.record


def test_bots_play_a_whole_game_through_the_table() -> None:
    seats = ["medium"] * 4
    game = Game.new(make_config(seats, list("ABCD"), {"turn_limit": 6}), 4)
    stack, t = _seat(game, seats)
    surface = pygame.Surface((1280, 720))
    frames = 0

    def frame() -> None:
        nonlocal frames
        stack.apply_pending()
        stack.update(DT)
        if frames % 50 == 0:
            t.draw(surface)
        frames += 1

    frame()
    until(frame, lambda: t.finished, seconds=300, frames=60_000)  # the bots think in real time
    assert game.is_over and t.finished
    t.draw(surface)


def _click(t: PullingStringsTable, pos: tuple[int, int]) -> None:
    for kind in (pygame.MOUSEMOTION, pygame.MOUSEBUTTONDOWN, pygame.MOUSEBUTTONUP):
        extra = {"rel": (0, 0), "buttons": (0, 0, 0)} if kind == pygame.MOUSEMOTION else \
            {"button": 1}
        t.handle_event(pygame.event.Event(kind, pos=pos, **extra))


def test_a_human_plays_a_whole_game_by_mouse_alone() -> None:
    """Every human choice by a click: a tab now and then, then a row in sight (never
    Resign, which asks first: its own test)."""
    from scenes.pulling_strings.draw import ROW_H
    from scenes.pulling_strings.geometry import CHOICES

    seats = ["human", "easy"]
    game = Game.new(make_config(seats, ["Ann", "Bot"], {"turn_limit": 6}), 11)
    stack, t = _seat(game, seats)
    rnd, clicks = random.Random(4), 0

    def frame() -> None:
        nonlocal clicks
        stack.apply_pending()
        stack.update(DT)
        if game.is_over:
            return
        if not (t.my_turn() and not t.tweens.busy and t.menu_tabs):
            return
        if rnd.random() < 0.3:
            _click(t, t.tab_rects()[rnd.randrange(len(t.tab_rects()))].center)
        first, shown = t.first_row(), t.visible_rows()
        rows = [i for i in range(first, min(first + shown, len(t.entries())))
                if t.entries()[i].label != "Resign"]
        if not rows:
            return
        i = rnd.choice(rows)
        _click(t, (CHOICES.centerx, t.list_top() + (i - first) * ROW_H + ROW_H // 2))
        clicks += 1

    until(frame, lambda: game.is_over, frames=40_000)  # the bot thinks in real time
    assert game.is_over, f"after {clicks} clicks the game goes on"
    assert clicks > 20, game.record[:6]
    assert "resign" not in " ".join(game.record)
