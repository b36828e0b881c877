"""Every game's results screen keeps inside a television's safe area (issue 22: nothing
important within 5% of the screen's edge, where a TV's overscan may cut it off).

The results are drawn on a black table: any lit pixel outside `theme.SAFE_AREA` is text,
a panel or a button the TV may hide. Checked with the most players a table seats (the
longest columns), the longest seat labels a game gives (bots: "(medium bot)"), and at
the text sizes a player may choose (100% and the largest, 120%).
"""

from __future__ import annotations

from collections.abc import Iterator

import pygame
import pytest

from scenes.shell.app import App, AppConfig
from scenes.shell.flow import Flow
from scenes.shell.results import ResultsScene
from scenes.ui import text, theme

from .games import GAMES

DT = 1 / 60
MOST = [pytest.param(g.id, g.max_players, id=f"{g.id}-{g.max_players}") for g in GAMES]


@pytest.fixture
def app() -> Iterator[App]:
    application = App(AppConfig(speed=0))
    application.open()
    yield application
    application.close()


def _results(app: App, game_id: str, players: int) -> ResultsScene:
    flow = Flow(app.stack, speed=0, music=False, game=game_id)
    app.stack.push(flow.title())
    flow.start_demo(["medium"] * players, seed=5, autosave=False, game=game_id)
    for _ in range(40_000):
        app.step([], DT)
        found = [s for s in app.stack.scenes if isinstance(s, ResultsScene)]
        if found:
            return found[-1]
    raise AssertionError(f"{game_id}: no results")


def lit_outside(surface: pygame.Surface, safe: pygame.Rect) -> list[tuple[int, int]]:
    """Pixels that are not black outside `safe` (a sample every 2 px is plenty)."""
    w, h = surface.get_size()
    return [(x, y) for y in range(0, h, 2) for x in range(0, w, 2)
            if not safe.collidepoint(x, y) and surface.get_at((x, y))[:3] != (0, 0, 0)]


@pytest.fixture(params=[1.0, 1.2], ids=["text100", "text120"])
def text_size(request: pytest.FixtureRequest) -> Iterator[float]:
    before = text.get_scale()
    text.set_scale(request.param)
    yield request.param
    text.set_scale(before)


@pytest.mark.parametrize(("game_id", "players"), MOST)
def test_the_results_lie_inside_the_tv_safe_area(app: App, game_id: str, players: int,
                                                 text_size: float) -> None:
    results = _results(app, game_id, players)
    black = pygame.Surface((1280, 720))
    results.services.art.table = lambda size: black  # type: ignore[method-assign]
    frame = pygame.Surface((1280, 720))
    results.draw(frame)
    outside = lit_outside(frame, pygame.Rect(theme.SAFE_AREA))
    assert not outside, f"{game_id}: {len(outside)} lit pixels outside the safe area, " \
                        f"e.g. {outside[:5]}"
