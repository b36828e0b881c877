"""The waiver and heckle votes with two humans on one screen (§6.4): the countdown runs
out on the table, the other human votes at the shared screen (public, §13: no curtain),
the result is applied."""

from __future__ import annotations

import pygame

from scenes.shell.match.curtain import CurtainScene
from scenes.shell.window.app import App
from tests.pontoon_table.driver import decide, peek_then_press, ready, start
from tests.scenes.scene_driver import Driver

KEYS = {"twist": pygame.K_t, "stick": pygame.K_s, "declare": pygame.K_d}


def play(d: Driver, table, ballots: list[bool], *, slow_teller: bool,  # noqa: ANN001
         limit: int = 20000) -> list[str]:
    """Play by keys; a human teller waits for the clock when `slow_teller`; each vote
    takes the next ballot. Returns the vote results said in the log."""
    s = table.session
    for _ in range(limit):
        if s.game.is_over or not ballots:
            break
        assert not isinstance(d.top, CurtainScene), "§13: no curtain between humans"
        if ready(d, table):
            what, detail = decide(table)
            if what == "vote":
                d.press(pygame.K_y if ballots.pop(0) else pygame.K_n)
            elif what == "move":
                peek_then_press(d, table, KEYS[detail])
            elif what == "place" and slow_teller and not table.obs.waived:
                assert table.animating, "a running countdown keeps the frames coming"
                d.step()
            else:
                d.press(pygame.K_1 if what == "phrase" else pygame.K_RETURN)
            continue
        d.step()
    for _ in range(20):  # the last ballot's result is animated in the next frames
        d.step()
    return [f"{kind} {'passes' if passed else 'fails'}" for kind, passed in table.votes_seen]


def test_waiver_vote_yes_then_no(app: App) -> None:
    opts = {"telling": "spoken", "timer": 15, "waiver": True, "hand_limit": 12}
    flow, d, table = start(app, ("human", "human", "easy"), opts, seed=3)
    results = play(d, table, [True, False], slow_teller=True)
    assert results[:2] == ["waiver passes", "waiver fails"], results
    log = table.session.log
    assert any("Time is up" in line for line in log)
    assert any("conspiracy fails (time)" in line for line in log)


def test_heckle_vote(app: App) -> None:
    opts = {"telling": "spoken", "timer": 0, "heckle": True, "hand_limit": 12}
    flow, d, table = start(app, ("human", "human"), opts, seed=6)
    results = play(d, table, [True, False], slow_teller=False)
    assert results[:2] == ["heckle passes", "heckle fails"], results
    assert any("heckled" in line for line in table.session.log)
