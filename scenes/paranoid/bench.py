"""Hooks for benchmarks/frame_time.py: the Paranoid Delusions board at its busiest.

`build` seats six random players mid-game at the real board (frozen: no bot moves);
`motion` sets every counter of the game flying (160) and 40 Plot counters turning over
at once, round and round; `bot_turn` gives a hard bot a position where it searches.
`still`, `moving` and `over` let the benchmark's bare loop draw the same picture the
plain way: the resting layer once, the very images the board blits for the moving
counters at their very places, then the status bar and the log.
"""

from __future__ import annotations

import heapq
import random
from typing import Any

from scenes.ui.glide import Glide, Timing, curve
from scenes.ui.tween import Task, TweenGroup

FLIPS = 40  # Plot counters turning over at once
COUNTERS = 160  # every counter of the game
FLIP_LEG = 0.35  # s per turn of a benchmark flip


def build(players: int, seed: int, *, idle: bool = False) -> tuple[Any, Any]:
    """(app, board): a game mid-play on the real BoardScene, the game frozen (no bot
    moves: only what the benchmark sets in motion runs)."""
    from game.paranoid import Game, GameConfig
    from scenes.paranoid.board import BoardScene
    from scenes.shell.match.session import Session
    from scenes.shell.window.app import App, AppConfig

    app = App(AppConfig(idle=idle))
    app.open()
    game = Game.new(GameConfig(players=players), seed)
    session = Session(game, ["random"] * players, seed)
    rnd = random.Random(seed)
    # Play on until the table is busy: many counters in reserves and Accusations.
    while not game.is_over and game.state.turn < 3:
        session.submit(rnd.choice(session.game.legal_actions()))
    session.shown.clear()
    board = BoardScene(session, speed=1.0)
    # Freeze the game (no bot moves, as while a human thinks): only the animation runs.
    board.run_bot = board._run_bot = lambda: None
    app.stack.push(board)
    app.stack.apply_pending()
    return app, board


Leg = tuple[float, str, tuple[float, float]] | None  # (seconds, easing, to); None: turn over


class Legs(Task):
    """Starts each glide's next leg (a flip's next turn) the moment its last one ends, on
    the group's clock, as a game step starts the next move: one task for them all, the
    ends kept in a heap (a few start a frame; the rest cost nothing)."""

    def __init__(self, group: TweenGroup) -> None:
        super().__init__()
        self.group = group
        self.heap: list[tuple[float, int, Timing, list[Leg], int]] = []

    def add(self, item: Timing, legs: list[Leg]) -> None:
        """`item` goes through `legs` round and round, the first starting now."""
        self._start(item, legs, 0, self.group.clock)

    def _start(self, item: Timing, legs: list[Leg], i: int, at: float) -> None:
        leg = legs[i]
        if leg is None:  # a flip turning over (`_advance` turned its side round)
            item.start, item.duration, item.curve = at, FLIP_LEG, curve("linear")
        else:
            assert isinstance(item, Glide)
            seconds, ease, (x, y) = leg
            item.x0, item.y0 = item.x1, item.y1  # from where the last leg ended
            item.x1, item.y1 = x, y
            item.start, item.duration, item.curve = at, seconds, curve(ease)
        self.group.hold_until(item.end)
        heapq.heappush(self.heap, (item.end, id(item), item, legs, i))

    def _advance(self, dt: float) -> float:
        heap, now = self.heap, self.group.clock
        while heap and heap[0][0] <= now:
            _, _, item, legs, i = heapq.heappop(heap)
            if legs[i] is None:  # the next turn goes the other way
                item.to_face_up = not item.to_face_up  # type: ignore[attr-defined]
            self._start(item, legs, (i + 1) % len(legs), item.end)
        return 0.0

    def _finish(self) -> None:
        self.heap.clear()



def motion(board: Any) -> dict[str, int]:
    """Every counter of the game in motion, and FLIPS Plot counters turning over.

    Each moves as the board moves one (`BoardScene._fly` and `_flip`): a `Flight` or a
    `Flip` timed on the board's clock and read off it when drawn; `Legs` starts the
    next leg when one ends, so the motion never stops."""
    from scenes.paranoid.board import Flight, Flip

    game = board.session.game
    clock, linear = board.tweens.clock, curve("linear")
    legs = Legs(board.tweens)
    moving = flipping = 0
    pool = board.layout.pool
    for key, placed in board.view.zones.items():
        for index, item in enumerate(placed):
            if key[0] == "plot" and flipping < FLIPS:
                # The public view shows Plots face down: flip them face up and back with
                # their real faces, as a reveal does (the board draws Flip by itself).
                flip = Flip(clock, FLIP_LEG, linear, type=game.observe(key[1]).plot[index],
                            to_face_up=item.type is None)
                board.flips[(key[1], index)] = flip
                legs.add(flip, [None])
                flipping += 1
            home = (float(item.rect.x), float(item.rect.y))
            flight = Flight(clock, 0.0, linear, *home, *home, item.type, item.rect.width)
            board.flights.append(flight)
            legs.add(flight, [(0.5, "easeInOutQuad", (float(pool.centerx), float(pool.y))),
                              (0.5, "easeInOutQuad", home)])
            moving += 1
    # The rest of the counters are in the bowl: send them flying too, so every counter
    # of the game is in motion at once.
    aside = board.layout.aside
    bowl = (float(pool.centerx), float(pool.centery))
    for k in range(COUNTERS - moving):
        flight = Flight(clock, 0.0, linear, *bowl, *bowl, None, board.view.size)
        board.flights.append(flight)
        spot = (float(aside.x + (k * 37) % max(1, aside.width - 40)),
                float(aside.y + (k * 23) % max(1, aside.height - 40)))
        legs.add(flight, [(0.6, "easeOutQuad", spot), (0.6, "easeInQuad", bowl)])
        moving += 1
    board.tweens.add(legs)
    return {"counters_in_motion": moving, "flips_in_motion": flipping}


def bot_turn(board: Any) -> tuple[Any, Any, Any]:
    """(make_bot, observation, legal): a hard bot about to search, at the start of a
    Paranoid phase (no action taken)."""
    from game.paranoid import Game, GameConfig
    from game.paranoid.bots import make_bot

    for seed in range(1, 200):
        game = Game.new(GameConfig(players=6), seed)
        rnd = random.Random(seed)
        while not game.is_over:
            state = game.state
            if state.phase == "paranoid" and state.taken == 0 and state.turn >= 2:
                bot = make_bot("hard", game.current_player, seed)
                obs, legal = game.observe(game.current_player), game.legal_actions()
                values = bot.values(obs)
                if bot._worth_search(obs, legal, values) and len(bot._macros(
                        obs, legal, values)) > 1:
                    p = game.current_player
                    return (lambda p=p, seed=seed: make_bot("hard", p, seed)), obs, legal
            game.apply(rnd.choice(game.legal_actions()))
    raise RuntimeError("no position where the hard bot searches")


def still(board: Any, surface: Any) -> None:
    """The board's picture of everything that stays still: felt, seats, counters at rest
    (its own cached layer)."""
    surface.blit(board._resting_layer(), (0, 0))


def moving(board: Any) -> list[tuple[Any, tuple[float, float]]]:
    """The turning and the flying counters now, as the board blits them: (image, place)."""
    return board._flip_blits(None) + board._flight_blits()


def over(board: Any) -> list[tuple[Any, tuple[int, int]]]:
    """What the board draws over the flying counters: the status bar and the log."""
    return [(board.__dict__["_hud_image"][1], board.layout.hud.topleft),
            (board._log_cache[1], board.log_rect().topleft)]
