"""A public screen that keeps secrets (issue 21, item 4), for every table without a
hand-over curtain (`TableScene.handover_curtain = False`).

Such a table passes the screen from human to human with nobody hiding it, so whatever it
draws while nobody holds a peek is seen by the whole room. Nothing drawn then may depend
on a hidden card: not the cards, and not which moves are offered, how they look
(enabled, greyed, focused, hovered), the hints or any total. The check: during random
games of humans only, at many moments where a human is to act and nobody peeks, the
frame is pixel-identical after the engine's `redeal(None, seed)` (everything the public
cannot see dealt again), the table resynced to the re-dealt game and drawn again.
"""

from __future__ import annotations

import random
from typing import Any

import pygame
import pytest

from game.core import registry
from scenes.shell.match.session import Session
from scenes.shell.screens.stack import SceneStack

from .games import GAMES, new_game

SIZE = (1280, 720)
DT = 1 / 60
CHECKS = 60  # comparisons per case: REDEALS at each human decision of random play
REDEALS = 3  # re-deals compared at each decision
MATCHES = 20  # games at most, to reach CHECKS
# A game whose secrets are rare early on (Pulling Strings' specials) compares on past
# CHECKS until a quarter of the comparisons had hidden cards to re-deal, up to this many.
MAX_CHECKS = 6 * CHECKS
KEYS = (pygame.K_RIGHT, pygame.K_TAB, pygame.K_LEFT)  # focus walks, which submit nothing


def _curtainless() -> list[Any]:
    out = []
    for info in GAMES:
        if registry.playable(info) and not registry.load(info.table).handover_curtain:
            for n in sorted({max(2, info.min_players), info.max_players}):
                out.append(pytest.param(info.id, n, id=f"{info.id}-{n}"))
    return out


CURTAINLESS = _curtainless()


@pytest.fixture(autouse=True)
def _display() -> None:
    pygame.display.init()
    pygame.font.init()


def _settle(stack: SceneStack, table: Any, limit: int = 400) -> bool:
    """Run the table until a human is to act at a still screen; False: the game ended."""
    s = table.session
    for _ in range(limit):
        stack.apply_pending()
        stack.update(DT)
        if s.game.is_over:
            return False
        if (stack.top is table and s.human_to_act and s.display_viewer == s.to_act
                and not s.shown and not table.tweens.busy and table.waiting_overlay is None):
            return True
    raise AssertionError("the table never came to rest at a human's decision")


def _pixels(surface: pygame.Surface) -> bytes:
    return pygame.image.tobytes(surface, "RGB")


def _resynced_frame(table: Any, game: Any) -> bytes:
    """The long-lived table snapped to `game` and drawn whole."""
    table.session.game = game
    table.resync()
    table.human_turn()
    surface = pygame.Surface(SIZE)
    table.draw(surface)
    return _pixels(surface)


def _fresh_frame(cls: type, session: Session, game: Any, events: list[Any]) -> bytes:
    """A new table on `game` after the same pointing and focus keys."""
    session.game = game
    stack = SceneStack()
    table = cls(session, speed=0)
    stack.push(table)
    for _ in range(3):
        stack.apply_pending()
        stack.update(DT)
    for event in events:
        table.handle_event(event)
    surface = pygame.Surface(SIZE)
    table.draw(surface)
    return _pixels(surface)


def _input(rnd: random.Random) -> list[Any]:
    pos = (rnd.randrange(SIZE[0]), rnd.randrange(SIZE[1]))
    events = [pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(0, 0), buttons=(0, 0, 0))]
    for _ in range(rnd.randrange(3)):
        events.append(pygame.event.Event(pygame.KEYDOWN, key=rnd.choice(KEYS), mod=0,
                                         unicode="", scancode=0))
    return events


@pytest.mark.parametrize(("game_id", "players"), CURTAINLESS)
@pytest.mark.parametrize("seed", [1, 2])
def test_nothing_drawn_without_a_peek_depends_on_a_hidden_card(game_id: str, players: int,
                                                                seed: int) -> None:
    cls = registry.load(registry.get(game_id).table)
    rnd = random.Random(seed)
    checks = hidden_differs = 0
    def enough() -> bool:
        return checks >= MAX_CHECKS or (checks >= CHECKS and hidden_differs >= CHECKS // 4)

    for game_no in range(MATCHES):  # random play may end a game early: play another
        if enough():
            break
        seats = ["human"] * players
        session = Session(new_game(game_id, players, seed * 100 + game_no, seats=seats),
                          seats, seed)
        stack = SceneStack()
        table = cls(session, speed=0)
        stack.push(table)
        while not enough() and _settle(stack, table):
            real = session.game
            viewer = session.display_viewer
            want = _resynced_frame(table, real)
            events = _input(rnd)
            want_fresh = _fresh_frame(cls, session, real, events)
            for k in range(REDEALS):
                other = real.redeal(None, rnd.randrange(1 << 30))
                hidden_differs += other.observe(viewer) != real.observe(viewer)
                where = f"{game_id} game {seed * 100 + game_no}, after {len(real.record)}" \
                        f" actions, re-deal {k}"
                assert _resynced_frame(table, other) == want, \
                    f"{where}: the frame with nobody peeking shows a hidden card's trace"
                assert _fresh_frame(cls, session, other, events) == want_fresh, \
                    f"{where}: after pointing and focus keys, the frame shows a hidden card"
                checks += 1
            session.game = real
            table.resync()
            legal = session.legal()
            table.apply_action(legal[rnd.randrange(len(legal))])
    assert checks >= CHECKS, f"only {checks} moments compared"
    assert hidden_differs >= CHECKS // 4, "the re-deals hardly changed the hidden cards"


# ---- the screen handed back to the room (issue 31, item 1) ----
# Every table, curtain or not: after a human's private decision that passes the game on
# (another player's turn, the ballots' reveal, the end), nobody holds the screen any
# more, so every frame from then on (the animation of that decision, the still table
# after it, the last banner) must be the frame of a table nobody had peeked at.
HANDBACK_CHECKS = 8  # decisions compared per game (the game's last one always too)
FRAME_EVERY = 3  # frames compared: one in three while the decision's animation plays


# Tables that leave a human's private view on screen after the decision passed on
# (found by this check; theirs to fix, reported with issue 31): strict, so the mark
# goes once the table is fixed.
HANDBACK_KNOWN: dict[str, str] = {}


def _handback_counts() -> list[Any]:
    """Every table with a hand-over curtain: when no curtain is up, the room looks.
    (A table without one keeps secrets on the shared screen by itself: the check
    above.)"""
    out = []
    for info in GAMES:
        if registry.playable(info) and registry.load(info.table).handover_curtain:
            n = min(info.max_players, max(3, info.min_players))
            known = HANDBACK_KNOWN.get(info.id)
            marks = [pytest.mark.xfail(reason=known, strict=True)] if known else []
            out.append(pytest.param(info.id, n, id=f"{info.id}-{n}", marks=marks))
    return out


def _step(stack: SceneStack) -> None:
    stack.apply_pending()
    stack.update(DT)
    stack.apply_pending()


def _through_curtains(stack: SceneStack, table: Any, limit: int = 4000) -> bool:
    """Run the table (every curtain passed at once, every animation instant) until a
    human is to act at the screen; False: the game ended."""
    s = table.session
    for _ in range(limit):
        top = stack.top
        if top is not table and top is not None and hasattr(top, "on_confirm"):
            top.close()  # the next human says only they are looking
            top.on_confirm()
        _step(stack)
        if s.game.is_over and not table.animating and not s.shown:
            return False
        if (s.human_to_act and s.display_viewer == s.to_act and not s.shown
                and not table.animating and s.legal()):
            while stack.top is not table:  # the decision's own panel (Paranoid's plot
                stack.pop()  # builder) closes as the action is made at the table
                stack.apply_pending()
            return True
    raise AssertionError("the table never came to rest at a human's decision")


def _frame(stack: SceneStack) -> bytes:
    surface = pygame.Surface(SIZE)
    stack.draw(surface)
    return _pixels(surface)


def _compare_handback(cls: type, table: Any, stack: SceneStack, action: Any,
                      where: str) -> int:
    """Apply the human's `action` at the table; if the screen goes back to the room,
    compare every frame (until the table is still again) with those of a table on the
    same game whose human left the screen just before acting: the same table, seen from
    the same seat, that holds nothing private. The frames compared; 0 if the human
    kept the screen."""
    s = table.session
    p = s.to_act
    ref_session = Session(s.game.clone(), list(s.seats), 0)
    ref_session.log = list(s.log)
    ref_session._confirmed = p  # the same human at the screen, as at the real table
    table.apply_action(action)
    if s.display_viewer is not None:
        return 0  # the same human still decides: their screen, behind the curtain
    ref_stack = SceneStack()
    ref = cls(ref_session, speed=1.0, bot_pace=0.0)
    ref_stack.push(ref)
    _step(ref_stack)  # the human's turn at the screen, as at the real table
    while ref_stack.top is not ref:
        ref_stack.pop()
        ref_stack.apply_pending()
    ref_session.nobody_looking()  # ... who leaves before acting: the room sees it all
    ref.resync()
    ref_session.submit(action, p)  # what apply_action does, for that human's seat
    ref.after_submit()
    return side_by_side(stack, table, ref_stack, ref, where, "the decision")


def side_by_side(stack: SceneStack, table: Any, ref_stack: SceneStack, ref: Any, where: str,
                 what: str, first: Any = None) -> int:
    """Play a move's animation at `table` and at `ref` (the same move made with nobody at
    the screen) frame by frame, comparing the frames (one in FRAME_EVERY, every held one
    and the last) until both are still; how many were compared. `first()` runs after
    the first frame, before the frames are compared."""
    s = table.session
    table.tweens.speed = ref.tweens.speed = 1.0  # the decision's animation, as played
    # ... on the same clock: a flight's pose is a difference of clock times, whose last
    # bit (and a pixel's rounding) depends on how far the clock has run.
    ref.tweens.clock = ref.tweens.until = table.tweens.clock
    compared = frame = 0
    try:
        while True:
            _step(stack)
            _step(ref_stack)
            if frame == 0 and first is not None:
                first()
            still = not table.animating and not s.shown
            held = table.awaiting  # what a person must go on from (a round's summary)
            if still or held is not None or frame % FRAME_EVERY == 0:
                assert _frame(stack) == _frame(ref_stack), (
                    f"{where}: frame {frame} after {what} shows what the room "
                    f"may not see")
                compared += 1
            if held is not None:  # read: someone goes on, at both tables at once
                assert ref.awaiting is not None, f"{where}: frame {frame}: only one holds"
                held.on_skip()
                ref.awaiting.on_skip()
            frame += 1
            if still:
                return compared
            assert frame < 3000, f"{where}: the animation never ended"
    finally:
        table.tweens.speed = 0.0
        ref.on_exit()


@pytest.mark.parametrize(("game_id", "players"), _handback_counts())
def test_the_screen_handed_back_to_the_room_shows_only_the_public_view(
        game_id: str, players: int) -> None:
    cls = registry.load(registry.get(game_id).table)
    rnd = random.Random(31)
    seats = ["human"] * players  # every decision a human's: the last one too
    session = Session(new_game(game_id, players, 31, seats=seats), seats, 31)
    stack = SceneStack()
    table = cls(session, speed=0, bot_pace=0.0)
    stack.push(table)
    checked = frames = 0
    last_checked = False
    while _through_curtains(stack, table):
        legal = session.legal()
        action = legal[rnd.randrange(len(legal))]
        ahead = session.game.clone()
        ahead.apply(action, session.to_act)
        last = ahead.is_over
        if last or (checked < HANDBACK_CHECKS and rnd.random() < 0.2):
            where = f"{game_id}, after {len(session.game.record)} actions"
            seen = _compare_handback(cls, table, stack, action, where)
            checked += seen > 0
            frames += seen
            last_checked = last_checked or (last and seen > 0)
        else:
            table.apply_action(action)
    assert checked >= 2 and frames > checked, f"only {checked} decisions compared"
    assert last_checked, "the game's last decision (the winner's banner) was not compared"
