"""§13 hot seat: two humans share the screen with no hand-over curtain between their turns
(or their votes), and each one's hole cards stay face down unless they hold Peek."""

from __future__ import annotations

import random

import pygame
import pytest

from game.pontoon.game import Game
from game.pontoon.plugin import make_config
from game.pontoon.state import build_deck
from scenes.shell.match.curtain import CurtainScene
from scenes.shell.match.session import Session
from scenes.shell.match.table import TableScene
from tests.pontoon_table.test_privacy import RecordingArt, key, own_hidden, public_cards, table_for

SEATS = ["human", "human"]


@pytest.fixture()
def screen() -> pygame.Surface:
    pygame.display.init()
    pygame.font.init()
    return pygame.Surface((1280, 720))


@pytest.mark.parametrize(("seed", "options"), [
    (1, {}),
    (2, {"telling": "spoken", "heckle": True, "timer": 0}),  # heckle votes after theories
])
def test_two_humans_pass_turns_without_a_curtain(screen, seed, options) -> None:
    cfg = make_config(SEATS, ["Ada", "Boris"], options)
    session = Session(Game.new(cfg, seed), SEATS, seed)
    art = RecordingArt()
    stack, table = table_for(session, art)
    deck = build_deck(cfg)[0]
    rnd = random.Random(seed)
    seen: set[int] = set()  # humans who had the screen for a decision
    handovers = votes = peeks = 0
    last = None
    for _ in range(300):
        if session.game.is_over:
            break
        for _ in range(4):
            stack.apply_pending()
            stack.update(0.016)
            assert not isinstance(stack.top, CurtainScene), "§13: no hand-over curtain"
        assert session.human_to_act
        p = session.to_act
        assert session.display_viewer == p, "the screen passed to the human to act"
        seen.add(p)
        handovers += last is not None and last != p
        last = p
        votes += session.game.state.phase == "vote"
        table.resync()
        public = {deck[c] for c in public_cards(session.game)}
        hidden = {deck[c] for c in own_hidden(session.game, p)}
        art.faces.clear()
        stack.draw(screen)
        assert art.faces <= public, "a hole card shows without Peek"
        table.handle_event(key(pygame.KEYDOWN, pygame.K_p))
        art.faces.clear()
        stack.draw(screen)
        assert art.faces <= public | hidden, "Peek shows only the peeker's own cards"
        peeks += bool(hidden) and hidden <= art.faces
        table.handle_event(key(pygame.KEYUP, pygame.K_p))
        art.faces.clear()
        stack.draw(screen)
        assert art.faces <= public, "the cards hide again when Peek is let go"
        legal = session.legal()
        assert legal, "the human at the screen can act at once"
        table.act(rnd.choice([a for a in legal if a.kind not in ("timeout", "night")]
                             or legal))
    assert seen == {0, 1} and handovers >= 10 and peeks >= 3
    if options.get("heckle"):
        assert votes >= 1, "a heckle vote was cast at the shared screen"


def test_the_other_tables_keep_the_curtain() -> None:
    """The hook defaults to the curtain; only Pontoon's table (§13) turns it off."""
    from scenes.ninety_nine.table import NinetyNineTable
    from scenes.paranoid.board import BoardScene
    from scenes.pontoon.table import PontoonTable

    assert TableScene.handover_curtain
    assert NinetyNineTable.handover_curtain and BoardScene.handover_curtain
    assert not PontoonTable.handover_curtain


@pytest.mark.parametrize(("seats", "curtain"), [
    (["human", "human"], False),  # Peek guards the hole cards: play on at once
    (["human", "medium"], True),  # a lone human sees their cards: the resumer must confirm
])
def test_a_resumed_match_passes_the_screen_like_a_turn(screen, seats, curtain) -> None:
    cfg = make_config(seats, ["Ada", "Boris"], {})
    session = Session(Game.new(cfg, 3), seats, 3)
    session.nobody_looking()  # what the flow does to a resumed match
    art = RecordingArt()
    stack, table = table_for(session, art)
    for _ in range(40):
        if isinstance(stack.top, CurtainScene) or session.human_to_act:
            break
        session.bot_step()
        stack.update(0.016)
        stack.apply_pending()
    stack.update(0.016)
    stack.apply_pending()
    assert isinstance(stack.top, CurtainScene) == curtain
    public = {build_deck(cfg)[0][c] for c in public_cards(session.game)}
    art.faces.clear()
    stack.draw(screen)
    assert art.faces <= public, "nothing private shows to whoever resumed"
