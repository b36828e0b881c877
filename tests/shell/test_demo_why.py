"""Demos that teach (issue 33): in a bots-only demo with every hand face up, each seat
plays the coach's move and its line of why is shown; never in a public demo."""

from __future__ import annotations

import time
from typing import Any

import pygame

from game.core.hints import hint_seed
from game.ninety_nine import plugin
from scenes.shell.match.flow import Flow
from tests.ninety_nine_table.helpers import DT


def demo(app: Any, game: str, seed: int) -> Any:
    """A bots-only demo of `game` from the title: its table."""
    flow = Flow(app.stack, speed=0, music=False)
    app.stack.push(flow.title())
    app.step([], DT)
    board = flow.start_demo(seed=seed, autosave=False, game=game)
    app.stack.apply_pending()
    return board


def test_a_face_up_demo_plays_the_coachs_moves_and_says_why(app: Any) -> None:
    board = demo(app, "ninety-nine", 12)
    assert board.teacher.teaching()
    s = board.session
    captions = set()
    end = time.monotonic() + 60  # each move is thought in real time, in the worker
    while time.monotonic() < end:
        app.step([], DT)
        app.stack.apply_pending()
        if board.teacher.caption:
            captions.add(board.teacher.caption)
        if len(s.game.record) >= 12:
            break
    replay = plugin.Game.new(s.game.config, s.game.seed)
    checked = 0
    for i, text in enumerate(s.game.record[:12]):
        seat = replay.waiting_for[0]
        legal = replay.legal_actions(seat)
        if len(legal) > 1 and not text.startswith("pass"):
            h = plugin.hint(replay.observe(seat), legal, seat, hint_seed(s.bot_seed, seat, i))
            assert plugin.action_text(h.action) == text
            checked += 1
        replay.apply(text, seat if text.startswith("pass") else None)
    assert checked >= 3
    assert len(captions) >= 3
    assert all(c.split(": ", 1)[0] in s.names for c in captions)
    surface = pygame.Surface((1280, 720))
    board.teacher.caption = "Ada: Play the 7 of Diamonds: the count goes to 54"
    assert board.teacher.stale()
    assert board.draw_over(surface) == board.teacher.rect()
    assert not board.teacher.stale()


def test_a_public_demo_says_nothing_of_what_its_seats_hold(app: Any) -> None:
    board = demo(app, "paranoid-delusions", 3)
    assert not board.teacher.teaching()
    for _ in range(30):
        app.step([], DT)
    assert board.teacher.caption == ""


def test_the_words_lie_above_the_kiosks_banner(app: Any) -> None:
    from scenes.shell.kiosk.attract import BANNER_RECT, AttractBanner

    board = demo(app, "ninety-nine", 12)
    alone = board.teacher.rect()
    app.stack.push(AttractBanner(lambda: None, "Ninety-Nine"))
    app.stack.apply_pending()
    over = board.teacher.rect()
    assert not alone.colliderect(BANNER_RECT) or over.bottom <= BANNER_RECT.top
    assert over.bottom <= BANNER_RECT.top


def test_intrigues_directors_cut_keeps_the_members_minds(app: Any) -> None:
    board = demo(app, "intrigue", 3)
    assert board.session.display_viewer == -1  # every hand, yet the cut shows less (§16)
    assert not board.teacher.teaching()
