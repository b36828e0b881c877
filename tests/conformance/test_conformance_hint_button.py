"""Every table's "? Hint" button (issue 33) covers nothing: at a solo human's decision
with hints on, the button lies inside the TV safe area, a click on it asks the coach,
and the pixels under it were plain before it came (the frame drawn without it, on a
plain black felt: one colour there, not a word, a panel's edge or a player's bar). At
1280×720 and at render scale 1.5 (a 1920×1080 window), at 100% and 120% text.

The shell's default corner (the safe area's bottom-right) fails this on Intrigue (the
chooser's keys line), Pulling Strings (the log's foot) and Pontoon (the player's own
board edge): each table puts the button where its layout has room.
"""

from __future__ import annotations

import time

import pygame
import pytest

from game.core import registry
from scenes.shell.match.curtain import CurtainScene
from scenes.shell.match.flow import Flow
from scenes.shell.match.table import TableScene
from scenes.shell.menus.setup_model import Setup
from scenes.shell.window.app import App
from scenes.ui import canvas, theme
from tests.felt_frames import plain_share, scaled_app  # noqa: F401 (scaled_app: a fixture)
from tests.render_scale import decide_at_once

from .games import GAME_IDS

DT = 1 / 60
DECISIONS = 3  # the human's first decisions looked at (often more than one phase)
PLAIN = 0.99  # the share of the button's pixels that must be the one colour beneath


def start(app: App, game_id: str) -> TableScene:
    info = registry.get(game_id)
    seats = ("human",) + ("medium",) * (info.min_players - 1)
    flow = Flow(app.stack, speed=0, music=False, game=game_id)
    app.stack.push(flow.title())
    app.step([], DT)
    names = tuple(f"P{i}" for i in range(len(seats)))
    board = flow.start(Setup(game_id, seats, names, {}), 5, autosave=False)
    assert isinstance(board, TableScene) and board.session.hints_on
    board.bot_pace = 0.0
    decide_at_once(board)
    return board


def play_for_the_human(board: TableScene) -> None:
    s = board.session
    p = s.to_act
    bot = registry.plugin(s.info.id).make_bot("medium", p, 3)
    board.apply_action(bot.choose(s.game.observe(p), s.game.legal_actions(p)))


def next_decision(app: App, board: TableScene, seconds: float = 60.0) -> bool:
    """Frames until the human decides at the table itself with the coach at hand; a
    decision made in a screen of its own (Paranoid's plot builder: its "? Hint" button is
    the builder's, not the table's; tests/kiosk/test_plot_builder_hint.py checks it) is
    made for them (a screen that stays: Enter)."""
    enter = pygame.event.Event(pygame.KEYDOWN, key=pygame.K_RETURN, mod=0, unicode="\r",
                               scancode=0)
    waited = 0
    end = time.monotonic() + seconds  # by the clock: a bot's worker thinks in real time
    while time.monotonic() < end:
        s = board.session
        if board.finished or s.game.is_over:
            return False
        top = app.stack.top
        if top is board and board.coach.available():
            for _ in range(20):  # past the input guard (0.25 s) of a screen just shown
                app.step([], DT)
            return True
        waited = waited + 1 if top is not board or s.human_to_act else 0
        press = isinstance(top, CurtainScene)
        if waited > 30:  # a screen of its own: its move made, or Enter to close it
            if s.human_to_act:
                if top is not board:  # (Paranoid's plot builder: closed, its move made
                    app.stack.pop(top)  # at the table, or it would stay over the game)
                    app.stack.apply_pending()
                play_for_the_human(board)
            press = True
            waited = 0
        app.step([enter] if press else [], DT)
        app.stack.apply_pending()
    s = board.session
    raise AssertionError(f"the human's decision never came: {app.stack.scenes}, to act "
                         f"{s.to_act}, human {s.human_to_act}, shown {list(s.shown)[:2]}, "
                         f"animating {board.animating}, moves {len(s.game.record)}")


def covered(board: TableScene, rect: pygame.Rect, scale: float) -> str:
    """What the frame without the button shows under `rect`: "" if one plain colour."""
    frame = canvas.Surface((1280, 720))
    shown = board.coach.button_rect
    board.coach.button_rect = lambda: None  # type: ignore[method-assign]
    try:
        board.draw(frame)
        board.draw_over(frame)
    finally:
        del board.coach.button_rect
    share, colours = plain_share(frame, rect, scale)
    assert shown() == rect
    if share >= PLAIN:
        return ""
    return f"{colours} colours, the commonest {share:.0%} of the pixels"


@pytest.mark.parametrize("game_id", GAME_IDS)
def test_the_hint_button_covers_nothing(scaled_app: tuple[App, float],  # noqa: F811
                                        game_id: str, text_size: float) -> None:
    app, scale = scaled_app
    board = start(app, game_id)
    safe = pygame.Rect(theme.SAFE_AREA)
    problems: list[str] = []
    seen = 0
    while seen < DECISIONS and next_decision(app, board):
        seen += 1
        rect = board.coach.button_rect()
        assert rect is not None
        if not safe.contains(rect):
            problems.append(f"decision {seen}: {tuple(rect)} outside the safe area")
        under = covered(board, rect, scale)
        if under:
            problems.append(f"decision {seen}: under {tuple(rect)}: {under}")
        s = board.session
        moves = len(s.game.record)
        down = pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=rect.center, button=1,
                                  touch=False)
        app.step([down], DT)
        assert board.coach.worker is not None or board.coach.scene is not None, \
            f"{game_id}: a click on the button asked nothing"
        board.coach.cancel()
        play_for_the_human(board)
        assert len(s.game.record) > moves
    assert seen, f"{game_id}: no decision of the human's"
    assert not problems, f"{game_id} at {scale}x, text {text_size:.0%}: " + "; ".join(problems)
