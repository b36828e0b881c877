"""What the board draws never includes a counter the person at the screen may not see.

Counter faces are recorded as the board asks the art for them; every face drawn must be
visible to the current viewer (§2). Behind the curtain, no face is drawn at all.
"""

from __future__ import annotations

import random

import pygame
import pytest

from game.paranoid import Game, GameConfig
from scenes.paranoid.board import BoardScene
from scenes.paranoid.counter_art import CounterArt as Art
from scenes.shell.match.curtain import CurtainScene
from scenes.shell.match.session import Session
from scenes.shell.screens.stack import SceneStack


class RecordingArt(Art):
    def __init__(self) -> None:
        super().__init__()
        self.faces: set[int] = set()

    def counter(self, type_index: int, size: int = 48, variant: str = "face"):
        if variant not in ("back", "selected_back"):
            self.faces.add(type_index)
        return super().counter(type_index, size, variant)


def visible_to(game: Game, viewer: int | None) -> set[int]:
    obs = game.observe(viewer)
    seen = {t for p in obs.players for t in p.exposed_types}
    seen |= {t for made in obs.laid_aside for t in made["types"]}
    seen |= set(obs.plot) | set(obs.enemy) | set(obs.paranoid)
    seen |= {t for acc in obs.accusations for t in acc}
    if obs.pending != -1:
        seen.add(obs.pending)
    if obs.all_plots:
        seen |= {t for plot in obs.all_plots for t in plot}
    for zones in obs.all_zones or []:  # the game is over: every counter is public
        seen |= set(zones["enemy"]) | set(zones["paranoid"])
        seen |= {t for acc in zones["accusations"] for t in acc}
    return seen


def advance(session: Session, rnd: random.Random, steps: int) -> None:
    for _ in range(steps):
        if session.game.is_over:
            return
        if session.human_to_act:
            session.confirm_handover()
            session.submit(rnd.choice(session.legal()))
        else:
            session.bot_step()


@pytest.fixture()
def screen() -> pygame.Surface:
    pygame.display.init()
    pygame.font.init()
    return pygame.Surface((1280, 720))


@pytest.mark.parametrize("steps", [40, 90, 160])
def test_curtain_hides_everything_and_viewer_sees_only_their_own(screen, steps) -> None:
    rnd = random.Random(steps)
    game = Game.new(GameConfig(players=3), steps)
    session = Session(game, ["human", "human", "random"], steps)
    advance(session, rnd, steps)
    # Run until a hand-over is due between the two humans.
    for _ in range(400):
        if session.needs_handover() or session.game.is_over:
            break
        advance(session, rnd, 1)
    if session.game.is_over:
        pytest.skip("the game ended before a hand-over")
    art = RecordingArt()
    stack = SceneStack()
    stack.services.art = art
    board = BoardScene(session, speed=0)
    stack.push(board)
    for _ in range(10):  # let the queued animations drain (speed 0: at once)
        stack.apply_pending()
        stack.update(0.016)
    stack.apply_pending()
    assert isinstance(stack.top, CurtainScene)
    art.faces.clear()
    stack.draw(screen)
    assert art.faces == set(), "nothing is drawn under the opaque curtain"
    # Drawn for the wrong viewer (nobody confirmed): only public faces.
    board.resync()
    board.draw(screen)
    assert art.faces <= visible_to(session.game, None)
    # After the hand-over: the new player's own counters, and nothing of anyone else's.
    stack.top.on_confirm()
    art.faces.clear()
    board.draw(screen)
    viewer = session.display_viewer
    assert viewer is not None
    assert art.faces <= visible_to(session.game, viewer)
    own = set(session.game.observe(viewer).plot)
    assert own <= art.faces, "the player at the screen sees their own Plot"


def test_demo_view_draws_only_public_faces(screen) -> None:
    game = Game.new(GameConfig(players=4), 9)
    session = Session(game, ["random"] * 4, 9)
    rnd = random.Random(9)
    art = RecordingArt()
    stack = SceneStack()
    stack.services.art = art
    board = BoardScene(session, speed=0)
    stack.push(board)
    stack.apply_pending()
    while not session.game.is_over:
        advance(session, rnd, 7)
        board.resync()
        art.faces.clear()
        board.draw(screen)
        assert art.faces <= visible_to(session.game, None)
