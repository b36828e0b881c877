"""Phones at a table (scenes/phones/table_hook.py): the seat to act decides on its phone,
the TV shows the public view, choices go through the session, the rest plays at the TV."""

from __future__ import annotations

import asyncio
import time
from typing import Any

import aiohttp

from game.core import registry
from scenes.phones.table_hook import PhoneHook
from scenes.shell.match.session import Session

from .helpers import device, message


class Table:
    """What the hook needs of a TableScene."""

    def __init__(self) -> None:
        self.animating = False
        self.resyncs = 0
        self.submits = 0
        self.said: list[str] = []

    def say(self, message: str) -> None:
        self.said.append(message)

    def resync(self) -> None:
        self.resyncs += 1

    def after_submit(self) -> None:
        self.submits += 1


def _session(seats: list[str]) -> Session:
    plugin = registry.plugin("ninety-nine")
    config = plugin.make_config(seats, [f"P{i}" for i in range(len(seats))], {})
    return Session(plugin.Game.new(config, 5), seats, 5, game_id="ninety-nine")


def _hook(session: Session) -> PhoneHook:
    hook = PhoneHook(session, ["#ff0000", "#00ff00", "#0000ff"], port=0, host="127.0.0.1")
    hook.start()
    return hook


def _phone(hook: PhoneHook, seat: int, script: Any) -> Any:
    async def run() -> Any:
        async with aiohttp.ClientSession() as http:
            url = hook.server.url(seat, "127.0.0.1")
            ws = await http.ws_connect(url + "ws", headers=device(url))  # the same phone
            await message(ws, "hello")
            return await script(ws)

    return asyncio.run(run())


def test_a_seat_with_a_phone_decides_there_and_the_tv_shows_the_public_view() -> None:
    session = _session(["human", "medium", "medium"])
    while session.to_act != 0:
        session.bot_step()
    session.shown.clear()
    hook, table = _hook(session), Table()
    try:
        assert session.display_viewer == 0  # a lone human sees their hand on the TV
        assert hook.frame(table) is False  # no phone yet: the TV as before

        async def play(ws: Any) -> dict:
            view = await message(ws, "view")
            assert view["view"]["turn"]
            # while the phone is open, the table waits and hides the hand
            await asyncio.get_running_loop().run_in_executor(None, _waits, hook, table)
            choice = view["view"]["choices"][0]["action"]
            await ws.send_json({"type": "choose", "action": choice, "seq": view["seq"]})
            await ws.send_json({"type": "ping"})
            await message(ws, "pong")
            await asyncio.get_running_loop().run_in_executor(None, hook.frame, table)
            assert session.game.record  # applied; the views go once the frame is shown
            hook.after_frame()
            return await message(ws, "view")

        after = _phone(hook, 0, play)
        assert len(session.game.record) > 0 and session.game.record[-1].startswith("play")
        assert table.submits == 1 and session.shown  # the TV animates the phone's move
        assert not after["view"]["turn"]
        assert table.said == ["P0: phone connected"]
        hook.grace = 0.3  # how long a phone may be away (reloading) and keep its seat
        for _ in range(100):  # the phone has gone (its socket closed with the test's loop)
            hook.frame(table)
            if "gone" in table.said[-1]:
                break
            time.sleep(0.02)
        assert table.said[-1] == "P0: phone gone, play at the TV"
    finally:
        hook.stop()
    assert not hook.server.running


def test_a_reloading_phone_keeps_its_seat_for_the_grace_and_no_curtain_comes() -> None:
    """A page that reloads closes its socket for a moment: the seat to act is still on
    its phone (the TV waits, no curtain); only past the grace does it play at the TV."""
    session = _session(["human", "human", "medium"])
    while session.to_act == 2:
        session.bot_step()
    seat = session.to_act
    session.shown.clear()
    hook, table = _hook(session), Table()
    try:
        async def look(ws: Any) -> bool:
            await message(ws, "view")
            return await asyncio.get_running_loop().run_in_executor(None, hook.frame, table)

        assert _phone(hook, seat, look) is True  # on its phone: the TV waits
        for _ in range(200):  # the socket has closed (the page reloads)
            if not hook.server.connected(seat):
                break
            time.sleep(0.01)
        assert not hook.server.connected(seat)
        assert hook.frame(table) is True  # still that seat's phone: no curtain
        assert seat in session.elsewhere and hook.holds(seat)
        assert table.said[-1] == f"P{seat}: phone reconnecting…"
        assert _phone(hook, seat, look) is True  # back with the same link
        assert table.said[-1] == f"P{seat}: phone connected"
        for _ in range(200):
            if not hook.server.connected(seat):
                break
            time.sleep(0.01)
        hook.grace = 0.0  # away past the grace: the seat plays at the TV again
        assert hook.frame(table) is False and not hook.holds(seat)
        assert table.said[-1] == f"P{seat}: phone gone, play at the TV"
    finally:
        hook.stop()


def _waits(hook: PhoneHook, table: Table) -> None:
    assert hook.frame(table) is True
    assert hook.session.display_viewer is None and table.resyncs == 1


def test_an_illegal_phone_choice_is_said_on_that_phone_and_changes_nothing() -> None:
    session = _session(["human", "medium", "medium"])
    while session.to_act != 0:
        session.bot_step()
    hook, table = _hook(session), Table()
    session.shown.clear()
    try:
        before = list(session.game.record)

        async def cheat(ws: Any) -> dict:
            view = await message(ws, "view")
            hook.server.hub.offered[0] = frozenset({"play AS +11"})  # past the hub's guard
            await ws.send_json({"type": "choose", "action": "play AS +11", "seq": view["seq"]})
            await ws.send_json({"type": "ping"})
            await message(ws, "pong")
            await asyncio.get_running_loop().run_in_executor(None, hook.frame, table)
            return await message(ws, "error")

        error = _phone(hook, 0, cheat)
        assert error["message"].startswith("Not allowed")
        assert session.game.record == before and table.submits == 0
    finally:
        hook.stop()


def test_a_bot_seat_takes_no_choice_from_a_phone() -> None:
    session = _session(["human", "medium", "medium"])
    while session.to_act == 0:
        session.submit(session.legal()[0])
    bot = session.to_act
    legal = session.game.legal_actions(bot)
    try:
        session.submit(legal[0], player=bot)
    except ValueError as exc:
        assert "bot" in str(exc)
    else:
        raise AssertionError("a bot's seat took a choice from outside")


def test_a_phone_move_that_shows_nothing_keeps_the_curtain_away() -> None:
    """Building a Plot shows the TV nothing: after a phone's pick the same seat is still
    choosing on its phone, and the table must not put up a curtain for it."""
    plugin = registry.plugin("paranoid-delusions")
    seats = ["human"] * 3
    config = plugin.make_config(seats, ["A", "B", "C"], {})
    session = Session(plugin.Game.new(config, 5), seats, 5, game_id="paranoid-delusions")
    hook, table = _hook(session), Table()
    try:
        assert session.to_act == 0

        async def pick(ws: Any) -> bool:
            view = await message(ws, "view")
            choice = view["view"]["choices"][0]["action"]
            await ws.send_json({"type": "choose", "action": choice, "seq": view["seq"]})
            await ws.send_json({"type": "ping"})
            await message(ws, "pong")
            return await asyncio.get_running_loop().run_in_executor(None, hook.frame, table)

        waits = _phone(hook, 0, pick)
        assert len(session.game.record) == 1 and not session.shown
        assert session.to_act == 0 and waits is True
    finally:
        hook.stop()


def test_the_join_screen_comes_before_any_curtain() -> None:
    session = _session(["human", "human", "medium"])
    shown: list[str] = []
    hook = PhoneHook(session, ["#ff0000"] * 3, port=0, host="127.0.0.1",
                     on_first_frame=lambda: shown.append("join"))
    hook.start()
    try:
        table = Table()
        assert hook.frame(table) is True and shown == ["join"]  # the table waits a frame
        assert hook.frame(table) is False and shown == ["join"]  # then goes on (no phone)
    finally:
        hook.stop()


def test_the_views_after_a_move_are_described_once_the_frame_is_on_screen() -> None:
    """Describing every seat costs up to a millisecond: the hook does it after the frame
    is presented (TableScene.after_frame), not in the frame, unless a phone's choice
    must first be judged against the views as they are."""
    session = _session(["human", "human", "medium"])
    hook, table = _hook(session), Table()
    try:
        seqs = dict(hook.link.seqs)
        p = session.to_act
        session.submit(session.game.legal_actions(p)[0], player=p)  # a move at the TV
        session.shown.clear()
        hook.frame(table)
        assert hook.link.seqs == seqs  # nothing described in the frame
        hook.after_frame()
        assert hook.link.seqs[p] == seqs[p] + 1  # once it is on screen
    finally:
        hook.stop()
