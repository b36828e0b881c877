"""A simultaneous choice with some seats on phones and one human at the TV (issue 25): the
TV human is asked at once, in parallel with the phones, not only after the phones before
them in seat order have chosen; a phone's choice made meanwhile is applied while the TV
human decides."""

from __future__ import annotations

import asyncio
import random
import threading
import time
from typing import Any

import aiohttp
import pygame

from game.core import registry
from scenes.phones.table_hook import PhoneHook
from scenes.shell.match.curtain import CurtainScene
from scenes.shell.match.flow import Flow
from scenes.shell.match.phones_screen import JoinScene
from scenes.shell.match.session import Session
from scenes.shell.menus.setup_model import Setup
from tests.scenes.scene_driver import key

from .helpers import message
from .test_table_hook import Table, _phone

DT = 0.05


def _at_a_pass(seed: int = 1) -> Session:
    """Ninety-Nine, Ann (seat 0) and Bob (seat 1) human, a bot: played on at random until
    a pass (§5.6) awaits both humans at once (the bot has passed)."""
    plugin = registry.plugin("ninety-nine")
    seats = ["human", "human", "medium"]
    config = plugin.make_config(seats, ["Ann", "Bob", "Cy"], {})
    session = Session(plugin.Game.new(config, seed), seats, seed, game_id="ninety-nine")
    rnd = random.Random(seed)
    for _ in range(2000):
        waiting = session.waiting
        if {0, 1} <= set(waiting):
            while 2 in session.waiting:
                session.bot_step()  # the bot answers at once, as at the table
            session.shown.clear()
            session.nobody_looking()
            return session
        p = waiting[0]
        legal = session.game.legal_actions(p)
        session.submit(legal[rnd.randrange(len(legal))], player=None if p == 2 else p)
    raise AssertionError("no pass awaiting both humans")


def test_the_tv_human_is_asked_while_the_phone_before_them_decides() -> None:
    session = _at_a_pass()
    assert session.waiting[0] == 0  # Ann comes first in seat order; she has a phone
    hook = PhoneHook(session, ["#ff0000", "#00ff00", "#0000ff"], port=0, host="127.0.0.1")
    hook.start()
    table = Table()
    try:
        async def ann(ws: Any) -> tuple[bool, int | None, bool, list[str]]:
            view = await message(ws, "view")
            assert view["view"]["turn"]
            run = asyncio.get_running_loop().run_in_executor
            waits = await run(None, hook.frame, table)  # Ann has not chosen yet
            asked, handover = session.to_act, session.needs_handover()
            session.confirm_handover()  # Bob passes the curtain and starts to choose
            choice = view["view"]["choices"][0]["action"]
            await ws.send_json({"type": "choose", "action": choice, "seq": view["seq"]})
            await ws.send_json({"type": "ping"})
            await message(ws, "pong")
            await run(None, hook.frame, table)  # Ann's choice lands while Bob decides
            return waits, asked, handover, list(session.game.record[-1:])

        waits, asked, handover, last = _phone(hook, 0, ann)
        assert waits is False  # the table goes on: it has Bob to ask
        assert asked == 1 and handover  # Bob, behind the curtain, at once
        assert last[0].startswith("pass 0 ")  # Ann's pass applied while Bob decides
        assert session.to_act == 1 and session.display_viewer == 1  # Bob keeps the screen
        before = len(session.game.record)
        session.submit(session.legal()[0])  # Bob passes at the TV: the pass is complete
        assert session.game.record[before].startswith("pass 1 ")
        assert not any(a.kind == "pass" for p in session.waiting
                       for a in session.game.legal_actions(p))
    finally:
        hook.stop()


def test_the_table_deals_first_with_an_awaited_seat_at_the_tv() -> None:
    session = _at_a_pass()
    session.elsewhere = frozenset({0, 1})
    assert session.to_act == 0  # everyone awaited is on a phone: seat order
    session.elsewhere = frozenset({0})
    assert session.to_act == 1  # the one at the TV first
    session.elsewhere = frozenset()
    assert session.to_act == 0  # nobody on a phone: seat order, as before


class AnnsPhone(threading.Thread):
    """Ann's phone: taps her first choice on her turn; at a pass it holds on until told."""

    def __init__(self, url: str) -> None:
        super().__init__(daemon=True)
        self.url = url
        self.pass_offered, self.release, self.stop = (threading.Event() for _ in range(3))

    def run(self) -> None:
        asyncio.run(self.main())

    async def main(self) -> None:
        async with aiohttp.ClientSession() as http:
            ws = await http.ws_connect(self.url + "ws")
            while not self.stop.is_set():
                try:
                    msg = await ws.receive(0.1)
                except TimeoutError:
                    continue
                if msg.type != aiohttp.WSMsgType.TEXT:
                    return
                data = msg.json()
                view = data.get("view")
                if data["type"] != "view" or not view["turn"] or not view["choices"]:
                    continue
                action = view["choices"][0]["action"]
                if action.startswith("pass"):
                    self.pass_offered.set()
                    while not self.release.is_set() and not self.stop.is_set():
                        await asyncio.sleep(0.02)
                await asyncio.sleep(0.26)  # a person's pace, under the rate limit
                await ws.send_json({"type": "choose", "action": action, "seq": data["seq"]})


def test_at_the_real_table_the_tv_human_passes_while_the_phone_still_decides(app: Any) -> None:
    app.stack.services.overrides.update(phones=True, phones_port=0)
    flow = Flow(app.stack, speed=0, music=False)
    app.stack.push(flow.title())
    app.step([], DT)
    board = flow.start(Setup("ninety-nine", ("human", "human", "medium"), ("Ann", "Bob", "Cy"),
                             {"rounds": 1}), 4)
    board.bot_pace = 0.0
    session, hook = board.session, board.phones
    ann = AnnsPhone(hook.server.url(0, "127.0.0.1"))
    ann.start()
    curtains: list[int] = []  # whose curtain, at the moments Ann held a pass open
    waited = 0
    try:
        for _ in range(6000):
            time.sleep(0.002)  # the phone's thread gets its turn, as between real frames
            top = app.stack.top
            press = []
            waited += 1
            if waited > 8 and (isinstance(top, JoinScene) or isinstance(top, CurtainScene)):
                if isinstance(top, CurtainScene) and ann.pass_offered.is_set():
                    curtains.append(top.seat)
                press, waited = [key(pygame.K_RETURN)], 0  # Bob passes the curtain
            elif (top is board and session.display_viewer == 1 and session.legal()
                  and not board.animating and not session.shown):
                if ann.pass_offered.is_set() and session.legal()[0].kind == "pass":
                    board.apply_action(session.legal()[0])  # Bob passes at the TV ...
                    ann.release.set()  # ... while Ann has not chosen yet
                    break
                board.apply_action(session.legal()[0])  # Bob's ordinary turns
            app.step(press, DT)
            app.stack.apply_pending()
        assert curtains and set(curtains) == {1}, "Bob was not asked while Ann decided"
        assert ann.release.is_set() and session.game.record[-1].startswith("pass 1 ")
        for _ in range(400):  # Ann's pass comes after Bob's and the game goes on
            time.sleep(0.005)
            app.step([], DT)
            app.stack.apply_pending()
            if any(a.startswith("pass 0 ") for a in session.game.record[-3:]):
                break
        assert any(a.startswith("pass 0 ") for a in session.game.record[-3:])
    finally:
        ann.stop.set()
        flow.to_title()
        app.step([], DT)
        app.stack.apply_pending()
        ann.join(5)


def test_a_phone_choice_is_applied_at_once_while_the_tv_humans_curtain_is_up(app: Any) -> None:
    """The curtain is Bob's (at the TV): Ann's pass made on her phone meanwhile is taken at
    once, not held until Bob passes the curtain (her phone then said 'no longer open' to a
    re-tap); the TV animates it once the curtain is passed."""
    app.stack.services.overrides.update(phones=True, phones_port=0)
    flow = Flow(app.stack, speed=0, music=False)
    app.stack.push(flow.title())
    app.step([], DT)
    board = flow.start(Setup("ninety-nine", ("human", "human", "medium"), ("Ann", "Bob", "Cy"),
                             {"rounds": 1}), 4)
    board.bot_pace = 0.0
    session, hook = board.session, board.phones
    ann = AnnsPhone(hook.server.url(0, "127.0.0.1"))
    ann.start()
    curtain: CurtainScene | None = None
    waited = 0
    try:
        for _ in range(6000):
            time.sleep(0.002)  # the phone's thread gets its turn, as between real frames
            top = app.stack.top
            press = []
            waited += 1
            if isinstance(top, CurtainScene) and ann.pass_offered.is_set():
                curtain = top  # Bob's curtain at a pass Ann makes on her phone: left up
                ann.release.set()
                break
            if waited > 8 and (isinstance(top, JoinScene) or isinstance(top, CurtainScene)):
                press, waited = [key(pygame.K_RETURN)], 0  # Bob passes the curtain
            elif (top is board and session.display_viewer == 1 and session.legal()
                  and not board.animating and not session.shown):
                board.apply_action(session.legal()[0])  # Bob's ordinary turns
            app.step(press, DT)
            app.stack.apply_pending()
        assert curtain is not None and curtain.seat == 1, "no curtain for Bob at a pass"
        for _ in range(400):  # nobody touches the TV: the curtain stays up
            time.sleep(0.005)
            app.step([], DT)
            app.stack.apply_pending()
            if any(a.startswith("pass 0 ") for a in session.game.record[-2:]):
                break
        assert app.stack.top is curtain  # still Bob's curtain ...
        assert session.game.record[-1].startswith("pass 0 ")  # ... and Ann's pass is in
        assert session.shown and all(s.viewer is None for s in session.shown)  # public
        for _ in range(40):  # Bob passes the curtain: the TV animates Ann's pass, then his
            app.step([key(pygame.K_RETURN)] if app.stack.top is curtain else [], DT)
            app.stack.apply_pending()
            time.sleep(0.005)
        assert app.stack.top is board and session.display_viewer == 1
        assert not session.shown and session.legal()[0].kind == "pass"
    finally:
        ann.stop.set()
        flow.to_title()
        app.step([], DT)
        app.stack.apply_pending()
        ann.join(5)
