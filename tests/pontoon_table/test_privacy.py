"""Hole cards are drawn only for their owner, only while they hold Peek (§13).

Every card face the table asks `CardArt.face` for is recorded; each must be a card the
player at the screen may see: a face-up card, a board or conspiracy card, or (only
while Peek is held, or for a lone human) that player's own face-down cards.
"""

from __future__ import annotations

import random

import pygame
import pytest

from game.core.contract import EVERYONE
from game.pontoon.game import Game
from game.pontoon.plugin import make_config
from game.pontoon.state import build_deck
from scenes.cards.art import CardArt
from scenes.pontoon.table import PontoonTable
from scenes.shell.match.curtain import CurtainScene
from scenes.shell.match.session import Session
from scenes.shell.screens.stack import SceneStack


class RecordingArt(CardArt):
    def __init__(self) -> None:
        super().__init__()
        self.faces: set = set()

    def face(self, card, size=(84, 120), accent=None, angle=0):  # noqa: ANN001, ANN201
        self.faces.add(card)
        return super().face(card, size, accent, angle)


@pytest.fixture()
def screen() -> pygame.Surface:
    pygame.display.init()
    pygame.font.init()
    return pygame.Surface((1280, 720))


def public_cards(game: Game) -> set[int]:
    obs = game.observe(None)
    out = {c for hs in obs.hands for h in hs for c in h if c >= 0}
    out |= {c for c in obs.board if c >= 0} | set(obs.to_place)
    out |= {c for c, _ in obs.placed}
    return out


def own_hidden(game: Game, p: int) -> set[int]:
    mine = {c for h in game.observe(p).hands[p] for c in h if c >= 0}
    return mine - public_cards(game)


def table_for(session: Session, art: RecordingArt) -> tuple[SceneStack, PontoonTable]:
    stack = SceneStack()
    stack.services.art.cards = art  # card_art() uses it
    table = PontoonTable(session, speed=0)
    stack.push(table)
    stack.apply_pending()
    return stack, table


def key(kind: int, k: int) -> pygame.event.Event:
    return pygame.event.Event(kind, key=k, mod=0, unicode="", scancode=0)


@pytest.mark.parametrize("seed", [1, 2, 3])
def test_peek_shows_only_the_owners_cards_while_held(screen, seed) -> None:
    cfg = make_config(["human", "human", "medium"], ["Ada", "Boris", "Cleo"], {})
    session = Session(Game.new(cfg, seed), ["human", "human", "medium"], seed)
    art = RecordingArt()
    stack, table = table_for(session, art)
    deck = build_deck(cfg)[0]
    rnd = random.Random(seed)
    checked = 0
    for _ in range(400):
        game = session.game
        if game.is_over:
            break
        for _ in range(6):
            stack.apply_pending()
            stack.update(0.016)
        if isinstance(stack.top, CurtainScene):
            art.faces.clear()
            stack.draw(screen)
            assert not art.faces, "nothing is drawn under the curtain"
            stack.top.on_confirm()
            stack.top.close()
            stack.apply_pending()
        if not session.human_to_act or session.display_viewer != session.to_act:
            if not session.human_to_act and session.to_act is not None:
                session.bot_step()
            continue
        viewer = session.display_viewer
        table.resync()
        public = {deck[c] for c in public_cards(game)}
        hidden = {deck[c] for c in own_hidden(game, viewer)}
        art.faces.clear()
        table.draw(screen)
        assert art.faces <= public, "a hole card drawn without Peek"
        table.handle_event(key(pygame.KEYDOWN, pygame.K_p))
        art.faces.clear()
        table.draw(screen)
        assert art.faces <= public | hidden, "only the viewer's own cards while peeking"
        assert hidden <= art.faces, "Peek shows the viewer's own hole cards"
        if hidden:
            checked += 1
        table.handle_event(key(pygame.KEYUP, pygame.K_p))
        art.faces.clear()
        table.draw(screen)
        assert art.faces <= public, "the cards hide again when Peek is let go"
        legal = session.legal()
        session.submit(rnd.choice([a for a in legal if a.kind != "timeout"] or legal))
    assert checked >= 3


def test_solo_human_always_sees_own_cards_kiosk_sees_all(screen) -> None:
    cfg = make_config(["human", "medium"], ["Ada", "Boris"], {})
    session = Session(Game.new(cfg, 4), ["human", "medium"], 4)
    art = RecordingArt()
    stack, table = table_for(session, art)
    deck = build_deck(cfg)[0]
    for _ in range(60):
        if session.human_to_act and session.game.state.phase == "play":
            break
        if session.human_to_act:
            session.submit(session.legal()[0])
        else:
            session.bot_step()
    table.resync()
    art.faces.clear()
    table.draw(screen)
    mine = {deck[c] for c in own_hidden(session.game, 0)}
    assert mine and mine <= art.faces
    assert art.faces <= {deck[c] for c in public_cards(session.game)} | mine

    cfg = make_config(["easy", "easy"], ["Ada", "Boris"], {})
    session = Session(Game.new(cfg, 5), ["easy", "easy"], 5)
    assert session.display_viewer == EVERYONE
    art = RecordingArt()
    stack, table = table_for(session, art)
    art.faces.clear()
    table.draw(screen)
    everything = {deck[c] for hs in session.game.observe(EVERYONE).hands for h in hs
                  for c in h}
    assert everything and everything <= art.faces
