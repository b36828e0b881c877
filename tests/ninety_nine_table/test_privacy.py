"""Couch privacy: the table never draws a face the person at the screen may not know,
draws nothing at all behind the curtain, and a pass between two humans is collected one
human at a time. Real animations (speed 1), so faces drawn mid-flight are checked too."""

from __future__ import annotations

import random

import pygame
import pytest

from game.ninety_nine import plugin
from game.ninety_nine.actions import PassCard
from scenes.ninety_nine.table import NinetyNineTable
from scenes.shell.match.curtain import CurtainScene
from scenes.shell.match.session import Session
from scenes.shell.screens.stack import SceneStack
from tests.frames import until
from tests.ninety_nine_table.helpers import RecordingArt, key


@pytest.fixture()
def screen() -> pygame.Surface:
    pygame.display.init()
    pygame.font.init()
    return pygame.Surface((1280, 720))


def _known(state, p: int) -> set[int]:
    """What seat p may know now: this round's played cards, its hand, its passes."""
    seen = {c for h in state.history for c in (h[1], h[2]) if c >= 0}
    seen |= set(state.pile) | set(state.hands[p])
    seen |= {c for _q, c, _k in state.gave[p]} | {c for _q, c, _k in state.got[p]}
    return seen


@pytest.mark.parametrize("seed", [3, 8])
def test_no_other_hand_is_ever_drawn(screen, seed) -> None:
    rnd = random.Random(seed)
    seats = ["human", "medium", "human", "easy"]
    game = plugin.Game.new(plugin.make_config(seats, ["A", "B", "C", "D"], {"rounds": 1}),
                           seed)
    session = Session(game, seats, seed)
    stack = SceneStack()
    art = RecordingArt()
    stack.services.art.cards = art
    table = NinetyNineTable(session, speed=1.0, bot_pace=0.0)
    stack.push(table)
    stack.apply_pending()
    drawn_behind_curtain = 0
    real_draw = table.draw

    def counted(surface):
        nonlocal drawn_behind_curtain
        if any(isinstance(s, CurtainScene) for s in stack.scenes):
            drawn_behind_curtain += 1
        real_draw(surface)

    table.draw = counted
    owner = None
    known: dict[int, set[int]] = {0: set(), 2: set()}
    last_round = game.state.round
    previous: set[int] = set()
    pass_turns: list[int] = []
    frames = 0

    def frame() -> None:
        nonlocal owner, last_round, previous, frames
        n, frames = frames, frames + 1
        state = session.game.state
        if state.round != last_round or session.game.is_over:  # a reveal: hands public
            previous = set(range(104))  # end-of-round hands are public
            last_round = state.round
        if not table.tweens.busy and not session.shown:
            previous = set()
        events = []
        top = stack.top
        if isinstance(top, CurtainScene) and top.t > 0.3:
            events.append(key(pygame.K_RETURN))
        elif top is table and table.summary is not None and not table.summary_ack:
            events.append(key(pygame.K_RETURN))
        elif top is table and table.my_turn():
            if table.phase() == "pass":
                pass_turns.append(session.to_act)
            events += [key(pygame.K_RIGHT)] * rnd.randrange(3) + [key(pygame.K_RETURN)]
        for e in events:
            stack.handle_event(e)
        stack.apply_pending()
        stack.update(0.05)
        stack.apply_pending()
        v = session.display_viewer
        if v is not None and v >= 0:
            owner = v
        art.faces.clear()
        stack.draw(screen)
        if owner is not None:
            known[owner] |= _known(session.game.state, owner)
            leak = art.faces - known[owner] - previous
            assert not leak, f"frame {n}: drew {sorted(leak)} for seat {owner}"
        else:
            st = session.game.state
            public = {c for h in st.history for c in (h[1], h[2]) if c >= 0} | set(st.pile)
            assert not art.faces - previous - public

    until(frame, lambda: session.game.is_over and not table.tweens.busy,
          seconds=300)  # the bots think in real time
    assert session.game.is_over
    assert drawn_behind_curtain == 0
    passes = [a for a in game.record if a.startswith("pass")]
    if passes:  # both humans chose, each behind their own curtain
        assert {0, 2} <= set(pass_turns)


def test_pass_with_two_humans_marks_the_received_card_new(screen) -> None:
    seats = ["human", "human"]
    for seed in range(40):
        game = plugin.Game.new(plugin.make_config(seats, ["A", "B"], {"rounds": 1}), seed)
        session = Session(game, seats, seed)
        # Play until a pass is pending, through the session (the table is tested above).
        rnd = random.Random(seed)
        for _ in range(200):
            if game.is_over or game.state.phase == "pass":
                break
            session.confirm_handover()
            session.submit(rnd.choice(session.legal()))
        if game.state.phase == "pass":
            break
    else:
        pytest.skip("no pass came up")
    stack = SceneStack()
    table = NinetyNineTable(session, speed=0, bot_pace=0.0)
    stack.push(table)
    stack.apply_pending()
    chosen = {}
    for _ in range(200):
        if game.state.phase != "pass":
            break
        top = stack.top
        if isinstance(top, CurtainScene):
            top.t = 1.0
            stack.handle_event(key(pygame.K_RETURN))
        elif table.my_turn():
            p = session.to_act
            assert session.display_viewer == p  # only the chooser's hand is shown
            assert [i for i, h in enumerate(table.hands) if h and h[0] >= 0] == [p]
            chosen[p] = table.my_hand()[table.focus]
            stack.handle_event(key(pygame.K_RETURN))
        stack.apply_pending()
        stack.update(0.05)
        stack.apply_pending()
        stack.draw(screen)
    assert set(chosen) == {0, 1}
    assert any(isinstance(a, PassCard) or a.startswith("pass") for a in game.record)
    # The receiver's next private view marks the received card "new".
    for _ in range(50):
        if table.my_turn():
            break
        top = stack.top
        if isinstance(top, CurtainScene):
            top.t = 1.0
            stack.handle_event(key(pygame.K_RETURN))
        stack.apply_pending()
        stack.update(0.05)
        stack.apply_pending()
    p = session.to_act
    got = chosen[1 - p]
    assert got in table.my_hand() and got in table.new_marks
