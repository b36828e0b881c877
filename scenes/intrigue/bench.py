"""Hooks for benchmarks/frame_time.py: the Intrigue table at its busiest.

`build` seats six members (a human and five bots, frozen) at the real table; `motion`
keeps a ballot reveal going over and over (every voter's hand raised together, the file
opened and its stamp falling, points flying to every member) with notes passing between
members at the same time (the issue's busy frame: "a ballot reveal with points flying").
`still` and `moving` let the benchmark's bare loop draw the same picture the plain way.
"""

from __future__ import annotations

from typing import Any


def build(players: int, seed: int, *, idle: bool = False) -> tuple[Any, Any]:
    from game.intrigue import plugin
    from scenes.intrigue.table import IntrigueTable
    from scenes.shell.match.session import Session
    from scenes.shell.window.app import App, AppConfig

    players = max(4, min(6, players))
    seats = ["human"] + ["medium"] * (players - 1)
    names = [f"Member {i + 1}" for i in range(players)]
    game = plugin.Game.new(plugin.make_config(seats, names, {}), seed)
    app = App(AppConfig(idle=idle))
    app.open()
    session = Session(game, seats, seed, game_id="intrigue")
    table = IntrigueTable(session, speed=1.0, bot_pace=0.0)
    table.run_bot = lambda: None  # frozen, as while a human thinks
    table.human_turn = lambda: None
    app.stack.push(table)
    app.stack.apply_pending()
    return app, table


def motion(table: Any) -> dict[str, int]:
    """A reveal (hands, stamp, points to everyone) and notes between every pair in turn."""
    from scenes.shell.match.session import Shown
    from scenes.ui.tween import Parallel, Repeat, Sequence

    n = table.obs.players
    votes = ["believe", "abstain", "disbelieve"]
    views = [{"kind": "ballots_revealed", "votes": [votes[p % 3] for p in range(n)],
              "outcome": 1},
             {"kind": "revealed", "subject": 1, "slot": 2, "truth": 1, "heading": 0,
              "outcome": 1, "player": 0}]

    def once() -> Any:
        reveal = [t for v in views for t in table.steps_for(Shown(v, None))]
        flying = [t for p in range(n) for t in table.steps_for(Shown(
            {"kind": "points", "player": p, "points": 1.5, "why": "voter", "score": 2}, None))]
        notes = [t for p in range(n) for t in table.steps_for(Shown(
            {"kind": "mingled", "player": p, "move": "whisper", "from": p,
             "to": (p + 1) % n}, p))]
        # No resync: the still picture stays as it is, as while a reveal plays.
        return Parallel(Sequence(*reveal), Parallel(*flying), Parallel(*notes))

    table.tweens.add(Repeat(once))
    return {"hands": n, "points": n, "notes": n}


def still(table: Any, surface: Any) -> None:
    """The table's still picture: its kept picture (everything under what moves)."""
    table.draw_still(surface)


def moving(table: Any) -> list[tuple[Any, tuple[int, int]]]:
    """What the table draws over its picture now, (image, top-left) of every blit."""
    return table.moving_blits()
