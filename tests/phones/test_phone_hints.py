"""The coach's hint on a phone (issue 33): asked by the seat's phone for the view it
shows, thought about off the frame loop, answered to that phone alone, the TV's hint."""

from __future__ import annotations

import asyncio
import time
from typing import Any

import aiohttp
import pytest

from game.core.hints import hint_seed
from game.ninety_nine import plugin
from scenes.phones.phone_hints import NOTHING, OFF, PhoneHints
from scenes.phones.protocol import AskHint, ProtocolError, parse
from scenes.phones.server import PhoneServer
from scenes.shell.match.session import Session

from .helpers import SEATS, VIEW, message


class FakeChannel:
    def __init__(self) -> None:
        self.asks: list[tuple[int, int]] = []
        self.sent: list[tuple[int, int, dict[str, Any]]] = []
        self.told: list[tuple[int, str]] = []

    def take_hint_asks(self) -> list[tuple[int, int]]:
        out, self.asks = self.asks, []
        return out

    def hint(self, seat: int, seq: int, hint: dict[str, Any]) -> None:
        self.sent.append((seat, seq, hint))

    def tell(self, seat: int, message: str, reopen: bool = False) -> None:
        self.told.append((seat, message))


def solo_session() -> Session:
    config = plugin.make_config(["human", "hard", "hard"], ["You", "Ada", "Bo"], {})
    game = plugin.Game.new(config, 21)
    session = Session(game, ["human", "hard", "hard"], 21)
    while game.waiting_for[0] != 0:  # the bots play up to the human's turn
        p = game.waiting_for[0]
        game.apply(session.bots[p].choose(game.observe(p), game.legal_actions(p)), p)
    return session


def settle(hints: PhoneHints, session: Session, seqs: dict[int, int]) -> None:
    end = time.monotonic() + 10
    hints.frame(session, seqs)
    while hints.asked and time.monotonic() < end:
        time.sleep(0.01)
        hints.frame(session, seqs)


def test_the_protocol_reads_a_hint_request() -> None:
    assert parse('{"type": "hint", "seq": 4}') == AskHint(4)
    for bad in ('{"type": "hint"}', '{"type": "hint", "seq": true}',
                '{"type": "hint", "seq": 1, "x": 2}'):
        with pytest.raises(ProtocolError):
            parse(bad)


def test_a_phone_gets_the_tvs_hint_for_the_view_it_asked_about() -> None:
    session = solo_session()
    channel = FakeChannel()
    hints = PhoneHints(channel)
    channel.asks = [(0, 3)]
    settle(hints, session, {0: 3})
    game = session.game
    expected = plugin.hint(game.observe(0), game.legal_actions(0), 0,
                           hint_seed(session.bot_seed, 0, len(game.record)))
    assert channel.sent == [(0, 3, {"action": plugin.action_text(expected.action),
                                    "why": list(expected.why)})]


def test_no_hint_for_an_old_view_a_seat_not_deciding_or_hints_off() -> None:
    session = solo_session()
    channel = FakeChannel()
    hints = PhoneHints(channel)
    channel.asks = [(0, 2)]  # the phone has view 3 now
    settle(hints, session, {0: 3})
    channel.asks = [(1, 5)]  # a bot's seat: nothing to choose for that phone
    settle(hints, session, {0: 3, 1: 5})
    assert channel.sent == [] and channel.told == [(1, NOTHING)]
    session.hints_on = False
    channel.asks = [(0, 3)]
    settle(hints, session, {0: 3})
    assert channel.sent == [] and channel.told[-1] == (0, OFF)


def test_the_answer_is_dropped_when_the_view_moved_on_meanwhile() -> None:
    session = solo_session()
    channel = FakeChannel()
    hints = PhoneHints(channel)
    hints._ask(session, {0: 3}, 0, 3)  # asked about view 3 and thinking...
    assert hints.asked
    settle(hints, session, {0: 4})  # ...when view 4 came
    assert channel.sent == [] and not hints.asked


def test_the_server_carries_the_ask_and_the_answer_to_that_phone_only() -> None:
    server = PhoneServer(SEATS, "Test game", host="127.0.0.1", port=0)
    server.start()
    try:
        async def phone() -> dict[str, Any]:
            async with aiohttp.ClientSession() as http:
                ws = await http.ws_connect(server.url(0, "127.0.0.1") + "ws")
                await message(ws, "hello")
                server.publish(0, 7, VIEW)
                await message(ws, "view")
                await ws.send_json({"type": "hint", "seq": 7})
                loop = asyncio.get_running_loop()
                for _ in range(100):
                    asks = await loop.run_in_executor(None, server.take_hint_asks)
                    if asks:
                        break
                    await asyncio.sleep(0.02)
                assert asks == [(0, 7)]
                server.hint(0, 6, {"action": "old", "why": ["stale"]})  # not its view
                server.hint(0, 7, {"action": "play 7D", "why": ["Play the 7 of Diamonds."]})
                return await message(ws, "hint")

        got = asyncio.run(phone())
        assert got["seq"] == 7 and got["hint"]["action"] == "play 7D"
    finally:
        server.stop()
