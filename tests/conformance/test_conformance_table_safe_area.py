"""Every game's table keeps inside a television's safe area (issue 22: nothing important
within 5% of the screen's edge, where a TV's overscan may cut it off).

A bots-only game is played on the table at its fewest and most players and drawn at
several moments along the way, at the text sizes a player may choose (100% and 120%).
The felt every card table lays first (`services.art.table`) is replaced by plain black,
so whatever a table draws under everything is one flat colour; outside
`theme.SAFE_AREA` the frame must be that colour and nothing else (a table with its own
plain background, like Intrigue's, shows that colour there), or a plain bar running
off the screen's edge; a word, an edge line or a panel's corner reaching into the
margin is caught (`spill`).
"""

from __future__ import annotations

import numpy as np
import pygame
import pytest

from scenes.shell.match.flow import Flow
from scenes.shell.match.table import TableScene
from scenes.shell.window.app import App
from scenes.ui import theme
from scenes.ui.art import Art

from .games import TABLE_COUNTS

DT = 1 / 60
FRAMES = 900  # frames of play, at speed 0 (every move lands at once)
EVERY = 90  # frames between two looks


def spill(frame: pygame.Surface, safe: pygame.Rect) -> tuple[int, pygame.Rect | None]:
    """How many pixels of the margin outside `safe` show detail, and the box around them.

    Each strip of the margin is read across its depth, line by line from the screen's
    edge to the safe area (the top and bottom strips column by column, the left and
    right strips row by row): a line of one colour is the background, or a plain bar
    that runs off the screen (Ninety-Nine's status bar); a line of two colours is a
    word, an edge or a panel's corner reaching into the margin."""
    rgb = pygame.surfarray.array3d(frame).astype(np.int32)  # indexed [x, y, channel]
    packed = (rgb[:, :, 0] << 16) | (rgb[:, :, 1] << 8) | rgb[:, :, 2]
    w, h = packed.shape
    odd = np.zeros(packed.shape, dtype=bool)
    # (the strip, the axis across its depth, the index of the screen's edge on it)
    for xs, ys, axis, edge in ((slice(0, w), slice(0, safe.top), 1, 0),  # top: by column
                               (slice(0, w), slice(safe.bottom, h), 1, -1),  # bottom
                               (slice(0, safe.left), slice(0, h), 0, 0),  # left: by row
                               (slice(safe.right, w), slice(0, h), 0, -1)):  # right
        strip = packed[xs, ys]
        odd[xs, ys] |= strip != np.take(strip, [edge], axis=axis)
    xs_, ys_ = np.nonzero(odd)
    if not len(xs_):
        return 0, None
    box = pygame.Rect(int(xs_.min()), int(ys_.min()), int(xs_.max() - xs_.min() + 1),
                      int(ys_.max() - ys_.min() + 1))
    return len(xs_), box


@pytest.mark.parametrize(("game_id", "players"), TABLE_COUNTS)
def test_the_table_lies_inside_the_tv_safe_area(app: App, game_id: str, players: int,
                                                text_size: float,
                                                monkeypatch: pytest.MonkeyPatch) -> None:
    plain: dict[tuple[int, int], pygame.Surface] = {}

    def black(_art: Art, size: tuple[int, int] = (1280, 720)) -> pygame.Surface:
        return plain.setdefault(size, pygame.Surface(size))

    # On the class: a game may wrap the services' art in its own (Paranoid's counters).
    monkeypatch.setattr(Art, "table", black)
    flow = Flow(app.stack, speed=0, music=False, game=game_id)
    app.stack.push(flow.title())
    board = flow.start_demo(["medium"] * players, seed=7, autosave=False, game=game_id)
    assert isinstance(board, TableScene)
    safe = pygame.Rect(theme.SAFE_AREA)
    frame = pygame.Surface((1280, 720))
    problems = []
    for step in range(FRAMES):
        if step % EVERY == 0:
            board.draw(frame)
            count, box = spill(frame, safe)
            if count:
                problems.append(f"frame {step}: {count} px in {box}")
        if board.session.game.is_over:
            break
        app.step([], DT)
    assert not problems, f"{game_id} at {players} players, text {text_size:.0%}: drawn " \
                         f"outside the safe area {tuple(safe)}: " + "; ".join(problems)
