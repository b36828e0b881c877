"""Hooks for benchmarks/frame_time.py: the Pulling Strings table at its busiest.

`build` seats six players (a human and five bots, frozen) at the real table some rounds
into a game; `motion` keeps a capture sliding into a web while the dice tumble and a
banner is up, over and over (the issue's "a capture sliding in with a branch while dice
roll"). `still` and `moving` let the benchmark's bare loop draw the same picture the
plain way: the kept picture once, and the effects' images at their places now.
"""

from __future__ import annotations

import random
from typing import Any


def build(players: int, seed: int, *, idle: bool = False) -> tuple[Any, Any]:
    from game.pulling_strings import plugin
    from scenes.pulling_strings.table import PullingStringsTable
    from scenes.shell.match.session import Session
    from scenes.shell.window.app import App, AppConfig

    players = max(2, min(6, players))
    seats = ["human"] + ["random"] * (players - 1)
    names = [f"Player {i + 1}" for i in range(players)]
    app = App(AppConfig(idle=idle))
    app.open()
    game = plugin.Game.new(plugin.make_config(seats, names, {}), seed)
    rnd = random.Random(seed)
    # Random play until the webs have grown (a few rounds), stopping at the human's turn.
    while not game.is_over and not (game.state.round >= 4 and game.waiting_for == (0,)
                                    and game.state.phase == "action"):
        p = game.waiting_for[0]
        legal = [a for a in game.legal_actions(p) if a.kind != "resign"]
        game.apply(rnd.choice(legal), p)
    session = Session(game, seats, seed)
    table = PullingStringsTable(session, speed=1.0, bot_pace=0.0)
    table.run_bot = lambda: None  # frozen, as while a human thinks
    app.stack.push(table)
    app.stack.apply_pending()
    return app, table


def motion(table: Any) -> dict[str, int]:
    """A row group captured into the active web while two dice roll, again and again."""
    from scenes.ui.tween import Call, Parallel, Repeat, Sequence

    obs = table.obs
    group = obs.row[0] if obs.row else 0
    roll = {"kind": "rolled", "player": obs.active, "dice": [3, 4], "need": 9,
            "success": True}
    capture = {"kind": "captured", "player": obs.active, "group": group, "from": -1,
               "under": -1}

    def once() -> Any:
        return Sequence(Parallel(Sequence(*table._roll(roll)),
                                 Sequence(*table._capture(capture))), Call(table.resync))

    table.tweens.add(Repeat(once))
    return {"dice": 2, "flying": 1}


def still(table: Any, surface: Any) -> None:
    """The kept picture (everything under the effects)."""
    picture, _ = table.picture(surface)
    surface.blit(picture, (0, 0))


def moving(table: Any) -> list[tuple[Any, tuple[int, int]]]:
    """The effects drawn over the picture now, with the very same images."""
    return table.effect_blits()
