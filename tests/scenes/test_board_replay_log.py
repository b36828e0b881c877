"""The replay of a finished Paranoid game: while the replay's control bar shows, the
board's log ends above it, so its newest line stays readable (the bar covered the log's
bottom lines at 3 and 5 players, whose maps put the log at the table's bottom)."""

from __future__ import annotations

import random
from typing import Any

import pytest

from game.paranoid import Game, GameConfig
from scenes.shell.match.session import Session
from scenes.shell.replay.replay_viewer import BAR, replay_viewer
from scenes.ui import canvas


def _viewer(players: int) -> Any:
    game = Game.new(GameConfig(players=players), 21)
    session = Session(game, ["human"] + ["random"] * (players - 1), 21)
    rng = random.Random(21)
    while not game.is_over:
        session.submit(rng.choice(game.legal_actions()))
    viewer = replay_viewer(session, autoplay=False, speed=0.0)
    viewer.seek(viewer.replay.length)
    return viewer


@pytest.mark.parametrize("players", [3, 4, 5, 6])
def test_the_bar_never_covers_the_log(app: Any, players: int) -> None:
    viewer = _viewer(players)
    app.stack.push(viewer)
    for help_shows in (True, False):  # the key list shows above the bar for a while
        viewer.help_time = 1.0 if help_shows else 0.0
        assert viewer.controls
        bar = viewer.bar_rect()
        assert bar is not None and bar.contains(BAR)
        log = viewer.log_rect()
        assert not log.colliderect(bar), (players, help_shows, log, bar)
        assert log.height >= 2 * 21  # two lines of the log at least
        viewer.draw(canvas.Surface((1280, 720)))
        assert viewer.log_picture().get_size() == log.size  # drawn where it was laid out


def test_the_log_takes_its_whole_place_when_the_bar_steps_aside(app: Any) -> None:
    viewer = _viewer(3)
    app.stack.push(viewer)
    full = viewer.layout.log
    assert viewer.log_rect().bottom < full.bottom  # the bar shows: the log ends above it
    viewer._hide()  # H, or stepping aside while the replay plays
    assert viewer.bar_rect() is None
    assert viewer.log_rect() == full
