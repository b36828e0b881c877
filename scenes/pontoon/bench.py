"""Hooks for benchmarks/frame_time.py: the Pontoon table set busy the hard way.

`build` puts a 4-player game mid-play (a well-filled board, a conspiracy being told) on
the real table with its bots frozen; `motion` lands a 5-card line card by card, over and
over, while every board card next to it swings round to the teller and back; `bot_turn`
gives a hard bot a position to think about. `still` and `moving` let the benchmark's bare
loop draw the same picture the plain way: the table without the moving cards, once, and
the moving cards' images and places now.
"""

from __future__ import annotations

import random
from typing import Any


def build(players: int, seed: int, *, idle: bool = False) -> tuple[Any, Any]:
    from game.pontoon.game import Game
    from game.pontoon.plugin import make_config
    from scenes.pontoon.table import PontoonTable
    from scenes.shell.match.session import Session
    from scenes.shell.window.app import App, AppConfig

    players = max(2, min(4, players))
    app = App(AppConfig(idle=idle))
    app.open()
    names = ["Ada", "Boris", "Cleo", "Dmitri"][:players]
    seats = ["medium"] * players
    for s in range(seed, seed + 200):
        game = Game.new(make_config(seats, names, {"telling": "phrases", "timer": 0}), s)
        session = Session(game, seats, s)
        rnd = random.Random(s)
        while not game.is_over and not (game.state.phase == "tell"
                                        and game.state.hands_done >= 6):
            session.submit(rnd.choice(game.legal_actions()))
        if not game.is_over:
            break
    session.shown.clear()
    table = PontoonTable(session, speed=1.0)
    table.run_bot = lambda: None  # frozen, as while a human thinks
    app.stack.push(table)
    app.stack.apply_pending()
    return app, table


def motion(table: Any) -> dict[str, int]:
    """A 5-card line flies in from the telling panel, card by card, and lands; every
    board card next to it swings round to the teller; then all of it again."""
    from game.pontoon import board as bd
    from scenes.pontoon import geometry as geo
    from scenes.pontoon.pieces import Tile
    from scenes.ui.tween import Call, Parallel, Repeat, Sequence, Tween, Wait

    obs = table.obs
    lines = bd.legal_lines(obs.board, obs.axis, 5)
    _, cells = max(lines, key=lambda ln: len(bd.adjacent_cards(list(ln[1]), obs.board)))
    free = [c for c in range(len(obs.subjects)) if c not in set(obs.board)][:5]
    near = bd.adjacent_cards(list(cells), obs.board)
    teller = 0
    goal = float(table.seat_angle(teller))

    def once() -> Any:
        tiles = []
        for i, (cid, cell) in enumerate(zip(free, cells, strict=False)):
            x, y = table.tell_slot(i, 5)
            tiles.append((Tile(cid, teller, 0.0, x, y, landed=False), cell))

        def reset() -> None:
            for cell in cells:
                table.tiles.pop(cell, None)
            for tile, cell in tiles:
                table.tiles[cell] = tile

        flights = []
        for k, (tile, cell) in enumerate(tiles):
            tx, ty = geo.cell_centre(cell)
            flights.append(Sequence(Wait(0.12 * k), Tween(tile, 0.42, ease="outCubic",
                                                          x=float(tx), y=float(ty),
                                                          angle=goal)))
        swings = []
        for k, cell in enumerate(near):
            tile = table.tiles[cell]
            start = tile.angle
            swings.append(Sequence(Wait(0.3 + 0.06 * k),
                                   Tween(tile, 0.5, ease="outBack", angle=start + 180.0),
                                   Tween(tile, 0.5, ease="outBack", angle=start)))
        return Sequence(Call(reset), Parallel(*flights, *swings))

    table.tweens.add(Repeat(once))
    table.bench_moving = [*cells, *near]  # the cells whose cards move (`moving`)
    return {"line": len(cells), "neighbours_turning": len(near)}


def still(table: Any, surface: Any) -> None:
    """The table's picture without the moving cards."""
    tiles = dict(table.tiles)
    for cell in table.bench_moving:
        table.tiles.pop(cell, None)  # (with the line gone, no card is framed either)
    try:
        table.paint(surface)  # in order, directly (not the table's own still layer)
    finally:
        table.tiles.clear()
        table.tiles.update(tiles)


def moving(table: Any) -> list[tuple[Any, tuple[int, int]]]:
    """What the table draws over its still picture now, as (image, top-left), in the
    table's order: each moving card, the frame round it if it will swing round to the
    teller, and the board cards drawn after it that its turning corners reach under
    (blitted again over themselves: opaque, the same pixels)."""
    from scenes.pontoon.board_art import outline, warn_place
    from scenes.pontoon.frame import _with_later_neighbours

    cells = tuple(table.tiles)
    drawn = _with_later_neighbours(cells, [c for c in cells if c in set(table.bench_moving)])
    warn = table.warn_cells()
    edge = table.bart.owner_rgb(table.obs.teller)
    out = []
    for cell in cells:
        if cell not in drawn:
            continue
        tile = table.tiles[cell]
        image = table.bart.tile(tile.card, tile.owner, tile.angle)
        out.append((image, image.get_rect(center=(round(tile.x), round(tile.y))).topleft))
        if cell in warn:
            out.append((outline(edge), warn_place(cell)))
    return out
