"""Every game's results screen keeps inside a television's safe area (issue 22: nothing
important within 5% of the screen's edge, where a TV's overscan may cut it off).

The results are drawn on a black table: any lit pixel outside `theme.SAFE_AREA` is text,
a panel or a button the TV may hide. Checked with the most players a table seats (the
longest columns), the longest seat labels a game gives (bots: "(medium bot)"), and at
the text sizes a player may choose (100% and the largest, 120%).
"""

from __future__ import annotations

import pygame
import pytest

from scenes.shell.match.flow import Flow
from scenes.shell.match.results import ResultsScene
from scenes.shell.window.app import App
from tests.render_scale import decide_at_once
from tests.safe_area import lit_outside

from .games import GAMES

DT = 1 / 60
MOST = [pytest.param(g.id, g.max_players, id=f"{g.id}-{g.max_players}") for g in GAMES]


def _results(app: App, game_id: str, players: int) -> ResultsScene:
    flow = Flow(app.stack, speed=0, music=False, game=game_id)
    app.stack.push(flow.title())
    table = flow.start_demo(["medium"] * players, seed=5, autosave=False, game=game_id)
    decide_at_once(table)  # a move a frame, not a bot worker's round trip
    for _ in range(40_000):
        app.step([], DT)
        found = [s for s in app.stack.scenes if isinstance(s, ResultsScene)]
        if found:
            return found[-1]
    raise AssertionError(f"{game_id}: no results")


@pytest.mark.parametrize(("game_id", "players"), MOST)
def test_the_results_lie_inside_the_tv_safe_area(app: App, game_id: str, players: int,
                                                 text_size: float) -> None:
    results = _results(app, game_id, players)
    black = pygame.Surface((1280, 720))
    results.services.art.table = lambda size: black  # type: ignore[method-assign]
    frame = pygame.Surface((1280, 720))
    results.draw(frame)
    outside = lit_outside(frame)
    assert not outside, f"{game_id}: {len(outside)} lit pixels outside the safe area, " \
                        f"e.g. {outside[:5]}"
