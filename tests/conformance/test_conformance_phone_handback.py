"""The screen handed back to the room by a phone's move (issue 31, item 1, for phones):
every table with a hand-over curtain.

A human seat whose phone went away past the grace plays at the TV, behind the curtain:
the TV shows that seat's private view. When its phone comes back with a choice (the
hook drains the phones' choices before it turns the TV to the public view), the move
is applied through the phone's path, not the table's `apply_action`. If it passes the
game on (another player's turn, a simultaneous phase, the end), nobody holds the
screen any more, so every frame from the first after it must be the frame of a table
nobody had peeked at: the check of `test_the_screen_handed_back_to_the_room_...`.
"""

from __future__ import annotations

import random
from collections.abc import Sequence
from typing import Any

import pygame
import pytest

from game.core import registry
from scenes.phones.hub import Chosen
from scenes.phones.table_hook import PhoneHook
from scenes.shell.match.session import Session
from scenes.shell.screens.stack import SceneStack

from .games import new_game
from .test_conformance_public_screen import (
    _handback_counts,
    _step,
    _through_curtains,
    side_by_side,
)

PHONE_CHECKS = 4  # phone moves compared per game
COLOURS = ["#d04040", "#4060d0", "#40a040", "#d0a040", "#a040d0", "#40d0d0"]


@pytest.fixture(autouse=True)
def _display() -> None:
    pygame.display.init()
    pygame.font.init()


class FakeServer:
    """The PhoneServer as a PhoneHook uses it, in memory: the seats whose phone is
    there, the number of each seat's last view, the choices waiting to be taken."""

    def __init__(self) -> None:
        self.present: set[int] = set()
        self.seqs: dict[int, int] = {}
        self.choices: list[Chosen] = []

    def reseat(self, seats: Sequence[Any], game: str, keep: Sequence[int]) -> None: ...
    def start(self) -> None: ...
    def stop(self) -> None: ...
    def news(self) -> list[Any]:
        return []

    def publish(self, seat: int, seq: int, view: dict[str, Any]) -> None:
        self.seqs[seat] = seq

    def tell(self, seat: int, message: str, reopen: bool = False) -> None: ...
    def waits(self, changed: list[Any]) -> None: ...
    def hint(self, seat: int, seq: int, hint: dict[str, Any]) -> None: ...
    def take_acks(self) -> list[tuple[int, int]]:
        return []

    def take_hint_asks(self) -> list[tuple[int, int]]:
        return []

    def take(self) -> list[Chosen]:
        out, self.choices = self.choices, []
        return out

    def connected(self, seat: int) -> bool:
        return seat in self.present

    def held(self, seat: int, grace: float) -> bool:
        return seat in self.present


class SamePhones:
    """The reference table's phones: the same marks (who holds one), no choices."""

    def __init__(self, hook: PhoneHook) -> None:
        self.hook = hook
        self.humans = hook.humans

    def frame(self, table: Any) -> bool:
        return False

    def holds(self, seat: int | None) -> bool:
        return self.hook.holds(seat)

    def after_frame(self) -> None: ...
    def stop(self) -> None: ...


def _compare_phone_move(cls: type, table: Any, stack: SceneStack, action: Any,
                        where: str) -> int:
    """The seat at the screen moves from its phone, back this frame: every frame until
    the table is still again is compared with a table whose human left the screen
    before the move was made. The frames compared."""
    s = table.session
    hook, server = table.phones, table.phones.server
    p = s.to_act
    ref_session = Session(s.game.clone(), list(s.seats), 0)
    ref_session.log = list(s.log)
    ref_session._confirmed = p
    ref_stack = SceneStack()
    ref = cls(ref_session, speed=1.0, bot_pace=0.0)
    ref.phones = SamePhones(hook)
    ref_stack.push(ref)
    _step(ref_stack)
    while ref_stack.top is not ref:
        ref_stack.pop()
        ref_stack.apply_pending()
    table.after_frame()  # the phones' views as the frame was shown
    server.present.add(p)  # p's phone is back, with p's choice, before the next frame
    server.choices.append(Chosen(p, s.plugin.action_text(action), server.seqs[p]))
    ref_session.nobody_looking()
    ref.resync()
    ref_session.submit(action, p)
    ref.after_submit()
    def first() -> None:
        assert len(s.game.record) == len(ref_session.game.record), \
            f"{where}: the phone's choice was not taken"
        ref.hint, ref.hint_time = table.hint, table.hint_time  # "phone connected", at both

    try:
        return side_by_side(stack, table, ref_stack, ref, where, "the phone's move", first)
    finally:
        server.present.discard(p)  # gone again: the seat plays at the TV from here on


@pytest.mark.parametrize(("game_id", "players"), _handback_counts())
def test_a_move_from_the_phone_of_the_seat_at_the_screen_shows_only_the_public_view(
        game_id: str, players: int) -> None:
    cls = registry.load(registry.get(game_id).table)
    rnd = random.Random(25)
    seats = ["human"] * players
    session = Session(new_game(game_id, players, 25, seats=seats), seats, 25)
    hook = PhoneHook(session, COLOURS[:players], port=0, server=FakeServer())
    hook.start()
    stack = SceneStack()
    table = cls(session, speed=0, bot_pace=0.0)
    table.phones = hook
    stack.push(table)
    checked = frames = 0
    try:
        while checked < PHONE_CHECKS and _through_curtains(stack, table):
            legal = session.legal()
            action = legal[rnd.randrange(len(legal))]
            ahead = session.game.clone()
            ahead.apply(action, session.to_act)
            if ahead.is_over or session.to_act not in ahead.waiting_for:
                where = f"{game_id}, after {len(session.game.record)} actions"
                frames += _compare_phone_move(cls, table, stack, action, where)
                checked += 1
            else:
                table.apply_action(action)
    finally:
        table.on_exit()
    assert checked == PHONE_CHECKS and frames > checked, f"only {checked} moves compared"
