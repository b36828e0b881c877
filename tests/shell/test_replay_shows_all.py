"""Issue 22 (every game): the replay of a finished game shows every hand where the game's
spec lets an audience see them (the same rule as a bots-only demo), and plays to its end."""

from __future__ import annotations

import random

import pygame
import pytest

from game.core import registry
from game.core.contract import EVERYONE
from scenes.shell.match.session import Session
from scenes.shell.replay.replay_viewer import replay_viewer
from tests.conformance.games import GAME_IDS, new_game, random_step


@pytest.mark.parametrize("game_id", GAME_IDS)
def test_the_replay_shows_what_an_audience_may_see(game_id: str) -> None:
    pygame.display.init()
    pygame.font.init()
    info = registry.get(game_id)
    game = new_game(game_id, info.min_players, 5)
    rng = random.Random(5)
    while not game.is_over:
        player, action = random_step(game, rng)
        game.apply(action, player)
    session = Session(game, ["random"] * info.min_players, 5, game_id=game_id)
    viewer = replay_viewer(session, autoplay=False, speed=0.0)
    expected = EVERYONE if info.demo_view == "everyone" else None
    assert viewer.session.display_viewer == expected
    viewer.seek(viewer.replay.length)
    assert viewer.replay.game.to_json() == game.to_json()
    assert all(shown.viewer == expected for shown in viewer.session.shown)


def test_the_replay_controls_stay_inside_a_tvs_overscan() -> None:
    """Issue 22: nothing important within 5% of the screen's edge (1280×720: 64 × 36 px)."""
    pygame.display.init()
    pygame.font.init()
    info = registry.games()[0]
    game = new_game(info.id, info.min_players, 3)
    session = Session(game, ["random"] * info.min_players, 3, game_id=info.id)
    viewer = replay_viewer(session, autoplay=False, speed=0.0)
    safe = pygame.Rect(64, 36, 1280 - 128, 720 - 72)
    from scenes.shell.replay.replay_viewer import BAR
    for rect in [BAR, viewer.speed_rect, *viewer.form.rects]:
        assert safe.contains(rect), rect
