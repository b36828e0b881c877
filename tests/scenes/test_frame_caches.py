"""What the busy-frame work of issue 13 keeps between frames draws what drawing anew
would: TweenGroup's inline fast path moves things exactly as the tasks' own `advance`
does, and the Paranoid board's cached layer of counters at rest follows every change of
what it shows (a counter setting off, a flip starting, the focus, the choices, a snap).
"""

from __future__ import annotations

import random
from typing import Any

import pygame
import pytest

from game.paranoid import Game, GameConfig
from scenes.paranoid.board import FLIP_SECONDS, BoardScene, Flip
from scenes.paranoid.choices import Choices
from scenes.shell.match.session import Session
from scenes.ui.tween import Sequence, Tween, TweenGroup, easing


class Thing:
    def __init__(self) -> None:
        self.x, self.y, self.n = 0.0, 10.0, 0


def _run(group_driven: bool, steps: list[float]) -> tuple[list[tuple], list[str]]:
    """A mix of tweens (fast-path kind and not) driven by a group, or each by its own
    `advance`; the values after every step and the callbacks in order."""
    things = [Thing() for _ in range(4)]
    fired: list[str] = []
    tasks = [
        Tween(things[0], 0.5, ease="easeInOutQuad", x=100.0, y=-5.0),
        Tween(things[1], 0.3, ease="outBack", delay=0.2, x=7.5),
        Tween(things[2], 0.4, n=9),  # ints: the general path
        Sequence(Tween(things[3], 0.2, x=1.0), Tween(things[3], 0.2, x=3.0)),
        Tween(things[3], 0.0, y=2.0),  # takes no time
    ]
    for i, task in enumerate(tasks):
        task.on_finish(lambda i=i: fired.append(f"done {i}"))
    # A callback starting a new tween, as the benchmark's endless motion does.
    tasks[0].on_finish(lambda: group.add(Tween(things[0], 0.25, x=0.0)))
    group = TweenGroup()
    for task in tasks:
        group.add(task)
    seen = []
    for dt in steps:
        if group_driven:
            group.update(dt)
        else:
            for task in list(group.tasks):
                task.advance(dt)
            group.tasks = [t for t in group.tasks if not t.done]
        seen.append(tuple((t.x, t.y, t.n) for t in things))
    return seen, fired


def test_group_fast_path_moves_things_as_advance_does() -> None:
    rnd = random.Random(7)
    steps = [0.0, 1 / 60] + [rnd.choice([1 / 60, 1 / 30, 0.07, 0.0]) for _ in range(60)]
    fast, fast_fired = _run(True, steps)
    slow, slow_fired = _run(False, steps)
    assert fast == slow
    assert fast_fired == slow_fired
    assert fast[-1][0] == (0.0, -5.0, 0)  # the restarted tween ran to its end
    assert fast[-1][2][2] == 9 and isinstance(fast[-1][2][2], int)


def test_fast_path_lands_on_exact_end_values() -> None:
    thing = Thing()
    group = TweenGroup()
    group.add(Tween(thing, 0.1, ease="easeInOutSine", x=0.3, y=0.7))
    for _ in range(7):
        group.update(1 / 60)
    assert (thing.x, thing.y) == (0.3, 0.7)
    assert not group.busy


# -- the Paranoid board's resting layer --------------------------------------------------

@pytest.fixture()
def board(app: Any) -> BoardScene:
    game = Game.new(GameConfig(players=4), 5)
    session = Session(game, ["human", "random", "random", "random"], 5)
    rnd = random.Random(5)
    while not (game.state.turn >= 2 and game.state.phase == "paranoid"
               and game.current_player == 0):
        session.submit(rnd.choice(session.game.legal_actions()))
    session.shown.clear()
    scene = BoardScene(session, speed=1.0)
    app.stack.push(scene)
    app.stack.apply_pending()
    app.stack.update(1 / 60)
    app.stack.draw(app.screen)
    return scene


def _fresh_layer(board: BoardScene) -> pygame.Surface:
    """The layer as it would be drawn from nothing, now."""
    board.__dict__.pop("_resting", None)
    return board._resting_layer().copy()


def _same(a: pygame.Surface, b: pygame.Surface) -> bool:
    return a.get_view("2").raw == b.get_view("2").raw


@pytest.mark.parametrize("change", ["departed", "flip", "focus", "selected", "choices",
                                    "snap"])
def test_resting_layer_follows_what_it_shows(board: BoardScene, change: str) -> None:
    before = board._resting_layer().copy()
    if change == "departed":
        key = next(k for k, placed in board.view.zones.items() if placed)
        board.departed[key] = 1
    elif change == "flip":
        board.flips[(0, 1)] = Flip(board.tweens.clock - 0.1, FLIP_SECONDS, easing("linear"),
                                   type=board.session.game.observe(0).plot[1])
    elif change == "focus":
        board.focus += 1
    elif change == "selected":
        board.selected = board.choices.sources[0]
    elif change == "choices":
        board.choices = None
    else:
        board.session.submit(board.choices.immediate(board.choices.sources[0])
                             or board.session.legal()[0])
        board.resync()
    board.draw(pygame.Surface(before.get_size()))  # as a frame does (a snap redraws all)
    cached = board._resting_layer().copy()
    assert not _same(cached, before), "the change shows on the table"
    assert _same(cached, _fresh_layer(board))


def test_resting_layer_is_kept_while_nothing_changes(board: BoardScene) -> None:
    first = board._resting_layer()
    board.update(1 / 60)
    board.draw(pygame.Surface(first.get_size()))
    assert board._resting_layer() is first


def test_flash_draws_counters_over_the_veil(board: BoardScene) -> None:
    """A seat's red flash goes under its counters: the frame drawn then equals the
    board drawn counter by counter over the veil."""
    from scenes.paranoid.board_sprites import Glow

    board.flash[0] = Glow(0.8)
    out = pygame.Surface(board._static.get_size())
    board.draw(out)
    board.choices = Choices(board.session.legal())  # the same choices, a new object
    again = pygame.Surface(out.get_size())
    board.draw(again)
    assert _same(out, again)
    board.flash.clear()
    plain = pygame.Surface(out.get_size())
    board.draw(plain)
    assert not _same(out, plain)


@pytest.mark.parametrize("change", ["focus", "choices", "keyboard", "mouse_on_menu"])
def test_status_bar_follows_what_it_shows(board: BoardScene, change: str) -> None:
    size = board._static.get_size()

    def frame(fresh: bool = False) -> bytes:
        if fresh:
            board.__dict__.pop("_hud_image", None)
        out = pygame.Surface(size)
        board.draw(out)
        return out.subsurface(board.layout.hud.inflate(0, 2).clip(out.get_rect())).copy(
        ).get_view("2").raw

    board.on_menu = lambda: None  # the menu button shows (its hover too)
    board.keyboard = True
    if change == "keyboard":
        board.mouse = board.menu_rect().center
    before = frame()
    if change == "focus":
        board.focus = board.choices.sources.index(("pass",)) if ("pass",) in \
            board.choices.sources else board.focus + 1
    elif change == "choices":
        board.choices = None
    elif change == "keyboard":
        board.keyboard = False
    else:
        board.keyboard = False
        board.mouse = board.menu_rect().center
    after = frame()
    assert after != before, "the change shows in the status bar"
    assert after == frame(fresh=True)


def test_resting_layer_follows_the_colour_blind_setting(board: BoardScene) -> None:
    before = board._resting_layer().copy()
    art = board._art
    art.colour_blind = not art.colour_blind
    cached = board._resting_layer().copy()
    assert not _same(cached, before)
    assert _same(cached, _fresh_layer(board))


# -- the Paranoid board's turning counters ------------------------------------------------

def _turning(board: BoardScene, type_: int, progress: float, up: bool = True) -> Flip:
    """A Flip of Plot 0's second counter, `progress` of the way (linear) now."""
    flip = Flip(board.tweens.clock - progress, 1.0, easing("linear"), type=type_,
                to_face_up=up)
    board.flips[(0, 1)] = flip
    return flip


def _pixels(blits: list) -> list[bytes]:
    return [image.get_view("2").raw for image, _ in blits]


def test_turning_counters_follow_their_flips_and_the_counters_gone(board: BoardScene) -> None:
    plot = board.session.game.observe(0).plot
    _turning(board, plot[1], 0.8)  # face up, most of the way
    shown = board._flip_blits(None)
    assert len(shown) == 1
    other = next(t for t in range(20) if t != plot[1] and t is not None)
    _turning(board, other, 0.8)  # a new Flip in the same slot: its own face
    assert _pixels(board._flip_blits(None)) != _pixels(shown)
    _turning(board, plot[1], 0.3)  # before half way: the back, about as narrow as at 0.7
    back = board._flip_blits(None)
    _turning(board, plot[1], 0.7)
    front = board._flip_blits(None)
    assert abs(back[0][0].get_width() - front[0][0].get_width()) <= 2
    assert back[0][0].get_width() < shown[0][0].get_width()
    assert _pixels(back) != _pixels(front)
    board.departed[("plot", 0)] = len(board.view.zones[("plot", 0)]) - 1  # it flew off
    assert board._flip_blits(None) == []


def test_turning_faces_follow_the_colour_blind_setting(board: BoardScene) -> None:
    _turning(board, board.session.game.observe(0).plot[1], 0.75)
    before = _pixels(board._flip_blits(None))
    board._art.colour_blind = not board._art.colour_blind
    after = _pixels(board._flip_blits(None))
    assert after != before
    board.__dict__.pop("_drawn", None)  # drawn from nothing
    assert _pixels(board._flip_blits(None)) == after
