"""The match controller behind the board: curtain logic, fair undo, private log."""

from __future__ import annotations

import pytest

from game.core.errors import IllegalAction
from game.paranoid import Game, GameConfig, Place
from game.paranoid.actions import NEW, Draw, Pass
from scenes.shell.match.session import Session


def _game(n: int = 3, seed: int = 1) -> Game:
    return Game.new(GameConfig(players=n), seed)


def _play_until(session: Session, predicate, limit: int = 5000) -> None:
    for _ in range(limit):
        if predicate() or session.game.is_over:
            return
        if session.human_to_act:
            session.confirm_handover()
            legal = session.legal()
            session.submit(legal[-1] if session.game.state.phase != "plot" else legal[0])
        else:
            session.bot_step()


def test_hot_seat_needs_curtain_and_hides_after_turn() -> None:
    s = Session(_game(), ["human", "human", "random"])
    assert s.needs_handover() and s.display_viewer is None and s.legal() == []
    s.confirm_handover()
    assert s.display_viewer == 0 and s.legal()
    while s.to_act == 0:
        s.submit(s.legal()[0])  # picks, then finish
    assert s.display_viewer is None and s.needs_handover()  # next human, curtain again


def test_the_move_that_hands_the_screen_back_is_queued_as_the_room_sees_it() -> None:
    """Issue 31: its animation plays once the screen is the room's again; a move after
    which the mover keeps the screen plays in their view."""
    s = Session(_game(), ["human", "human", "random"])
    s.confirm_handover()
    while s.to_act == 0:
        kept = s.submit(s.legal()[0])
        viewer = s.display_viewer
        assert {shown.viewer for shown in kept} <= {viewer}
    assert viewer is None and kept  # the last one: shown, as the room sees it


def test_a_lone_humans_last_move_plays_in_their_view() -> None:
    s = Session(_game(), ["human", "random", "random"])
    last: list = []
    for _ in range(5000):
        if s.game.is_over:
            break
        if s.human_to_act:
            legal = s.legal()
            last = s.submit(legal[-1] if s.game.state.phase != "plot" else legal[0])
        else:
            last = s.bot_step()
    assert s.game.is_over and s.display_viewer is None
    assert last and {shown.viewer for shown in last} == {0}


def test_solo_human_needs_no_curtain() -> None:
    s = Session(_game(), ["human", "easy", "random"])
    assert not s.needs_handover() and s.display_viewer == 0


def test_log_is_public_only() -> None:
    s = Session(_game(4, 2), ["human", "human", "random", "random"])
    _play_until(s, lambda: False)
    text = "\n".join(s.log)
    assert "draws from the Pool" in text and "Enemy Reserve" in text
    game = s.game
    # No private identity of a draw or a gift ever appears in the log.
    assert all(" draws " not in line or "from the Pool" in line for line in s.log)
    assert all("slips a counter" in line for line in s.log if "slips" in line)
    assert game.is_over and "Victory" in s.log[-1]


def test_fair_undo_of_place_not_across_draw() -> None:
    s = Session(_game(2, 5), ["human", "random"])
    _play_until(s, lambda: s.game.state.phase == "paranoid" and s.to_act == 0
                and bool(s.game.state.paranoid[0] or s.game.state.pool))
    state = s.game.state
    if not state.paranoid[0]:
        s.submit(Draw())
        while s.game.state.pending != -1:
            s.submit(s.legal()[0])
    assert not s.can_undo(), "a draw is never undone"
    t = s.game.state.paranoid[0][0]
    before = s.game.state.to_json()
    s.submit(Place(t, NEW))
    assert s.can_undo()
    assert s.undo()
    assert s.game.state.to_json() == before
    assert not s.can_undo()
    s.submit(Pass())
    with pytest.raises(IllegalAction):
        s.submit(Place(999, NEW))
