"""§13 hot seat, issue 21 item 4: the move bar tells the room nothing about hole cards.

Without Peek the bar offers every move some hand could make here, alike; Peek dims the
moves this hand does not allow (focus unchanged); a move pressed before the player has
looked gets the same answer whatever the hand; after a look a legal move is made, and one
the hand does not allow is refused without a reason unless the player peeks.
(The whole-screen check for every curtainless table: tests/conformance/
test_conformance_public_screen.py.)
"""

from __future__ import annotations

from typing import Any

import pygame
import pytest

from game.pontoon.game import Game
from game.pontoon.hand import best_total
from game.pontoon.plugin import make_config
from scenes.pontoon.public_moves import LOOK_FIRST, NOT_OPEN, WHY_NOT, possible_moves
from scenes.pontoon.table import PontoonTable
from scenes.shell.match.session import Session
from scenes.shell.screens.stack import SceneStack

SEATS = ["human", "human"]


@pytest.fixture(autouse=True)
def _display() -> None:
    pygame.display.init()
    pygame.font.init()


def key(k: int, kind: int = pygame.KEYDOWN) -> pygame.event.Event:
    return pygame.event.Event(kind, key=k, mod=0, unicode="", scancode=0)


def total(game: Game) -> int:
    s = game.state
    return best_total(s.hand_ranks(s.actor, s.cur[s.actor]))


def positions() -> tuple[Game, Game]:
    """A punter's first decision where the hand may stick, and a re-deal where it may not."""
    for seed in range(1, 80):
        game = Game.new(make_config(SEATS, ["Ada", "Boris"], {}), seed)
        if game.state.phase != "play" or total(game) < 15 or total(game) == 21:
            continue
        for k in range(80):
            other = game.redeal(None, k)
            if total(other) < 15:
                return game, other
    raise AssertionError("no such position")


def table_on(game: Game) -> tuple[SceneStack, PontoonTable]:
    session = Session(game, SEATS, 1)
    stack = SceneStack()
    table = PontoonTable(session, speed=0)
    stack.push(table)
    for _ in range(3):
        stack.apply_pending()
        stack.update(0.016)
    assert table.my_turn() and table.own_secrets()
    return stack, table


def bar(table: PontoonTable) -> list[tuple[Any, ...]]:
    return [(b.id, b.enabled, b.primary, b.dim) for b in table.bar.buttons] + \
        [table.bar.focused_id()]


def test_the_bar_without_peek_is_the_same_for_either_hand() -> None:
    sticks, cannot = positions()
    _, a = table_on(sticks)
    _, b = table_on(cannot)
    assert [x.id for x in a.bar.buttons] == ["declare", "split", "twist", "stick", "peek"]
    assert bar(a) == bar(b)
    assert not any(x.dim for x in a.bar.buttons)


def test_peek_dims_what_the_hand_does_not_allow_and_keeps_the_focus() -> None:
    _, cannot = positions()
    _, table = table_on(cannot)
    table.keyboard = True
    table.handle_event(key(pygame.K_RIGHT))
    focus = table.bar.focused_id()
    table.handle_event(key(pygame.K_p))
    assert table.peeking
    dim = {x.id for x in table.bar.buttons if x.dim}
    assert "stick" in dim and "twist" not in dim
    assert table.bar.focused_id() == focus
    table.handle_event(key(pygame.K_p, pygame.KEYUP))
    assert not any(x.dim for x in table.bar.buttons) and table.bar.focused_id() == focus


def test_a_move_before_a_look_gets_the_same_answer_whatever_the_hand() -> None:
    answers = []
    for game in positions():
        _, table = table_on(game)
        table.handle_event(key(pygame.K_s))
        answers.append((table.hint, len(table.session.game.record), bar(table)))
    assert answers[0] == answers[1]
    assert answers[0][0] == LOOK_FIRST and answers[0][1] == 0


def test_after_a_look_a_legal_move_is_made() -> None:
    sticks, _ = positions()
    _, table = table_on(sticks)
    table.handle_event(key(pygame.K_p))
    table.handle_event(key(pygame.K_p, pygame.KEYUP))
    assert table.looked() and not table.peeking
    table.handle_event(key(pygame.K_s))
    assert table.session.game.record == ["stick"]


def test_after_a_look_a_move_the_hand_does_not_allow_is_refused_with_no_reason() -> None:
    _, cannot = positions()
    _, table = table_on(cannot)
    table.handle_event(key(pygame.K_p))
    table.handle_event(key(pygame.K_s))  # while peeking: the reason, for the peeker
    assert table.hint == WHY_NOT["stick"]
    table.handle_event(key(pygame.K_p, pygame.KEYUP))
    table.handle_event(key(pygame.K_s))
    assert table.hint == NOT_OPEN and not table.session.game.record


def test_a_reason_said_under_peek_leaves_with_the_cards() -> None:
    _, cannot = positions()
    frames = []
    for press in (False, True):
        _, table = table_on(cannot)
        table.handle_event(key(pygame.K_p))
        if press:
            table.handle_event(key(pygame.K_s))
            assert table.hint == WHY_NOT["stick"]
        table.handle_event(key(pygame.K_p, pygame.KEYUP))
        surface = pygame.Surface((1280, 720))
        table.draw(surface)
        frames.append(pygame.image.tobytes(surface, "RGB"))
    assert frames[0] == frames[1], "the refusal's reason still shows after Peek"


@pytest.mark.parametrize("confirm", [pygame.K_RETURN, pygame.K_SPACE])
def test_peek_held_on_the_button_by_enter_ends_when_it_is_let_go(confirm: int) -> None:
    _, cannot = positions()
    _, table = table_on(cannot)
    table.bar.focus = [b.id for b in table.bar.buttons].index("peek")
    table.handle_event(key(confirm))
    assert table.peeking
    table.handle_event(key(confirm, pygame.KEYUP))
    assert not table.peeking, "the cards stayed face up after the key was let go"


def test_possible_moves_judge_from_the_public_view_only() -> None:
    sticks, _ = positions()
    public = sticks.observe(None)
    p = sticks.state.actor
    assert possible_moves(public, p, {"twist"}) == {"declare", "split", "twist", "stick"}
    # a split pair of twos, each hand with one face-down card: 13 at most, no stick
    split = public.__class__(**{**public.__dict__,
                                "hands": tuple(((5, -1), (6, -1)) if q == p else h
                                               for q, h in enumerate(public.hands)),
                                "split": tuple(q == p for q in range(public.players)),
                                "ranks": tuple(2 if c in (5, 6) else r
                                               for c, r in enumerate(public.ranks)),
                                "current_hand": tuple(0 for _ in public.current_hand)})
    assert possible_moves(split, p, {"twist"}) == {"twist"}
