"""The replay of a Ninety-Nine game at 1280×720 (issue 31, item 12): the control bar (and
the key list above it while that shows) covered the bottom seat's hand and panel. While
the bar shows, that seat sits aside as a panel like the others, clear of the bar, the
other seats, the log and the count; when the bar steps aside it is back at the foot."""

from __future__ import annotations

import random
from typing import Any

import pygame
import pytest

from scenes.ninety_nine.centre import COUNT
from scenes.ninety_nine.places import HAND_RECT, LOG_RECT, ME_RECT
from scenes.shell.match.session import Session
from scenes.shell.replay.replay_viewer import replay_viewer
from scenes.ui import canvas
from tests.conformance.games import new_game, random_step


def _viewer(players: int) -> Any:
    game = new_game("ninety-nine", players, 4)
    rng = random.Random(4)
    while not game.is_over:
        player, action = random_step(game, rng)
        game.apply(action, player)
    session = Session(game, ["human"] + ["random"] * (players - 1), 4,
                      game_id="ninety-nine")
    viewer = replay_viewer(session, autoplay=False, speed=0.0)
    viewer.seek(viewer.replay.length // 3)
    return viewer


def _cards(viewer: Any, p: int) -> list[pygame.Rect]:
    fan = viewer.fan(p)
    out = []
    for x, y in fan.centres():
        r = pygame.Rect(0, 0, *fan.size)
        r.center = (round(x), round(y))
        out.append(r)
    return out


@pytest.mark.parametrize("players", [2, 3, 4, 5, 6])
def test_the_bar_never_covers_the_bottom_seat(app: Any, players: int) -> None:
    viewer = _viewer(players)
    app.stack.push(viewer)
    me = viewer.bottom
    assert viewer.hands[me], "the bottom seat holds cards at this step"
    for help_shows in (True, False):  # the key list shows above the bar for a while
        viewer.help_time = 1.0 if help_shows else 0.0
        bar = viewer.bar_rect()
        assert bar is not None
        panel = viewer.seat_rect(me)
        assert not panel.colliderect(bar), (players, help_shows, panel, bar)
        for card in _cards(viewer, me):
            assert not card.colliderect(bar) and panel.contains(card), (card, panel)
        for p in viewer.seat_order():
            assert not panel.colliderect(viewer.seat_rect(p)), (players, p)
        assert not panel.colliderect(LOG_RECT)
        assert panel.left > COUNT[0] + 100  # right of the count's 33/66/99
        viewer.draw(canvas.Surface((1280, 720)))
    viewer._hide()  # H, or stepping aside while the replay plays: back at the foot
    assert viewer.bar_rect() is None
    assert viewer.seat_rect(me) == ME_RECT
    assert all(HAND_RECT.colliderect(card) for card in _cards(viewer, me))
    viewer.draw(canvas.Surface((1280, 720)))
