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
CHECKS = 90  # comparisons per case: REDEALS at each human decision of random play
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
