"""A Ninety-Nine card in flight lands at the size of the cards where it lands, and
leaves at the size it had where it lay. In the replay the bottom seat sits aside as a
small panel (the control bar covers the foot), yet a card it drew flew in at the large
size of the hand at the foot."""

from __future__ import annotations

import random
from collections.abc import Iterator
from typing import Any

import pytest

from scenes.cards import MEDIUM, CardSprite
from scenes.shell.match.session import Session
from scenes.shell.replay.replay_viewer import replay_viewer
from scenes.shell.window.app import App, AppConfig
from tests.conformance.games import new_game, random_step

DT = 1 / 60


@pytest.fixture
def moving_app() -> Iterator[App]:
    """The app at the normal animation speed: cards fly over frames, not at once."""
    application = App(AppConfig(speed=1.0))
    application.open()
    yield application
    application.close()


def _viewer(app: Any) -> Any:
    game = new_game("ninety-nine", 3, 4)
    rng = random.Random(4)
    while not game.is_over:
        player, action = random_step(game, rng)
        game.apply(action, player)
    session = Session(game, ["human", "random", "random"], 4, game_id="ninety-nine")
    viewer = replay_viewer(session, autoplay=False, speed=1.0)
    app.stack.push(viewer)
    app.stack.apply_pending()
    viewer.seek(viewer.replay.length // 3)
    return viewer


def _drawn_to_bottom(app: Any, viewer: Any, hidden: bool) -> CardSprite:
    """Steps the replay until a card the bottom seat drew is in flight to it."""
    me = viewer.bottom
    for _ in range(80):
        if hidden:
            viewer._hide()  # the bar stepped aside: the seat at the foot, as in play
        viewer.forward()
        for _frame in range(90):
            app.step([], DT)
            to = tuple(map(float, viewer.seat_card_pos(me)))
            for sprite in viewer.flyers:
                path = sprite.path
                if path is not None and sprite.card is not None and (path.x1, path.y1) == to:
                    return sprite
            if not viewer.tweens.busy:
                break
    raise AssertionError("the bottom seat drew no card in this stretch of the replay")


@pytest.mark.parametrize("hidden", [False, True], ids=["aside", "at-the-foot"])
def test_a_card_drawn_lands_at_the_size_of_the_seats_cards(moving_app: App,
                                                           hidden: bool) -> None:
    viewer = _viewer(moving_app)
    sprite = _drawn_to_bottom(moving_app, viewer, hidden)
    me = viewer.bottom
    assert viewer.aside() is not hidden
    path = sprite.path
    path.pose(sprite, path.start + path.duration * 0.999)
    assert sprite.size == viewer.fan(me).size, (sprite.size, viewer.fan(me).size)
    path.pose(sprite, path.start)
    assert sprite.size == MEDIUM, "it leaves at the stock's size"
    path.land(sprite)
    assert sprite.size == viewer.fan(me).size
