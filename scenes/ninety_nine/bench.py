"""Hooks for benchmarks/frame_time.py: the Ninety-Nine table at its busiest.

`build` seats six players (a human and five bots, frozen) at the real table; `motion`
keeps a six-player pass and a full deal in flight together, over and over (the issue's
"a 6-player pass and a deal in flight"); `bot_turn` gives a hard bot a position.
`still` and `moving` let the benchmark's bare loop draw the same picture the plain way:
the table's still layer, once, and the images it blits over it now (cards in flight,
the banner) at their places.
"""

from __future__ import annotations

from typing import Any


def build(players: int, seed: int, *, idle: bool = False) -> tuple[Any, Any]:
    from game.ninety_nine import plugin
    from scenes.ninety_nine.table import NinetyNineTable
    from scenes.shell.match.session import Session
    from scenes.shell.window.app import App, AppConfig

    players = max(2, min(6, players))
    seats = ["human"] + ["medium"] * (players - 1)
    names = [f"Player {i + 1}" for i in range(players)]
    game = plugin.Game.new(plugin.make_config(seats, names, {"rounds": 3}), seed)
    app = App(AppConfig(idle=idle))
    app.open()
    session = Session(game, seats, seed)
    table = NinetyNineTable(session, speed=1.0, bot_pace=0.0)
    table.run_bot = lambda: None  # frozen, as while a human thinks
    table.human_turn = lambda: None
    app.stack.push(table)
    app.stack.apply_pending()
    return app, table


def motion(table: Any) -> dict[str, int]:
    """A pass of every seat's card and a fresh deal of three cards a seat, together."""
    from scenes.ui.tween import Call, Parallel, Repeat, Sequence

    n = len(table.session.names)
    deal = {"kind": "deal", "round": 1, "rounds": 3, "dealer": 0, "first": 1,
            "stock": 52 - 3 * n, "hand_sizes": [3] * n}
    passed = {"kind": "passed", "players": list(range(n)), "direction": 1}

    def once() -> Any:
        return Sequence(Parallel(Sequence(*table._on_passed(passed)),
                                 Sequence(*table._on_deal(deal))), Call(table.resync))

    table.tweens.add(Repeat(once))
    return {"passing": n, "dealt": 3 * n}


def still(table: Any, surface: Any) -> None:
    """The table's still picture: its kept layer (everything under the cards in flight)."""
    table.draw_still(surface)


def moving(table: Any) -> list[tuple[Any, tuple[int, int]]]:
    """What the table draws over its layer now, (image, top-left) of every blit in order
    (the cards in flight with their glow, squeezed as they turn, faded; the floating
    numbers; the banner), with the very same images."""
    return table.moving_blits()
