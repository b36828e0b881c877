"""The phone always knows what the table waits for (issue 32, item 2): Ninety-Nine's round
end at the real table shows its summary until someone goes on; the phone is told so and
offered "Go on", which moves the TV on as Enter there would; a choice sent meanwhile is
refused with the reason and stays on the phone."""

from __future__ import annotations

import asyncio
import threading
import time
from typing import Any

import aiohttp

from scenes.phones.table_hook import PhoneHook
from scenes.phones.waits import ANIMATING, GO_ON
from scenes.shell.match.flow import Flow
from scenes.shell.match.phones_screen import JoinScene
from scenes.shell.match.session import Session
from scenes.shell.menus.setup_model import Setup

from .helpers import device, message

DT = 0.05


class Phone(threading.Thread):
    """One phone that plays its first choice on its turn, until the table waits for a
    "Go on": then it tries a choice once (refused, it must be) and taps Go on."""

    def __init__(self, url: str) -> None:
        super().__init__(daemon=True)
        self.url = url
        self.waits: list[dict | None] = []
        self.errors: list[str] = []
        self.went_on = threading.Event()
        self.stop = threading.Event()

    def run(self) -> None:
        asyncio.run(self.main())

    async def main(self) -> None:
        async with aiohttp.ClientSession() as http:
            ws = await http.ws_connect(self.url + "ws", headers=device(self.url))
            view: dict[str, Any] | None = None
            tried = False
            played = -1
            while not self.stop.is_set():
                try:
                    data = await message(ws, timeout=0.1)
                except TimeoutError:
                    continue
                if data["type"] == "error":
                    self.errors.append(data["message"])
                    continue
                if data["type"] not in ("view", "wait"):
                    continue
                view = data if data["type"] == "view" else view
                wait = data["wait"]
                self.waits.append(wait)
                if wait and wait.get("ack"):
                    if not tried and view is not None and view["view"]["choices"]:
                        tried = True  # the phone already shows the next decision
                        await ws.send_json({"type": "choose", "seq": view["seq"],
                                            "action": view["view"]["choices"][0]["action"]})
                        refused = await message(ws, "error")
                        self.errors += [refused["message"], "refused"]
                    await asyncio.sleep(0.3)  # a person reads the phone
                    await ws.send_json({"type": "go_on", "wait": wait["id"]})
                    self.went_on.set()
                elif (not (wait and wait["holds"]) and view is not None
                      and view["view"]["turn"] and view["view"]["choices"]
                      and view["seq"] != played):
                    played = view["seq"]  # once per view
                    await asyncio.sleep(0.05)
                    await ws.send_json({"type": "choose", "seq": view["seq"],
                                        "action": view["view"]["choices"][0]["action"]})


def test_the_round_end_waits_on_the_phone_and_its_go_on_moves_the_tv_on(app: Any) -> None:
    app.stack.services.overrides.update(phones=True, phones_port=0)
    app.stack.speed = 4.0  # animations run (at instant speed nothing waits for anyone)
    flow = Flow(app.stack, speed=4.0, music=False)
    app.stack.push(flow.title())
    app.step([], DT)
    board = flow.start(Setup("ninety-nine", ("human", "medium", "medium"), ("Ann", "Bob", "Cy"),
                             {"rounds": 2}), 9)
    board.bot_pace = 0.0
    hook = board.phones
    assert hook is not None
    phone = Phone(hook.server.url(0, "127.0.0.1"))
    summary_seen = moved_on = False
    try:
        for _ in range(30000):
            time.sleep(0.002)
            app.step([], DT)  # no key is ever pressed at the TV
            top = app.stack.top
            if isinstance(top, JoinScene) and not phone.is_alive():
                phone.start()
            if board.summary is not None:
                summary_seen = True
                assert board.awaiting is not None
            elif summary_seen:
                moved_on = True
                break
        assert summary_seen, "round 1 never ended"
        assert moved_on, "the phone's Go on did not move the TV on"
    finally:
        phone.stop.set()
        phone.join(5)
    ack = [w for w in phone.waits if w and w.get("ack")]
    assert ack and ack[0]["text"] == "The TV shows the end of round 1"
    assert ack[0]["ack"] == GO_ON and ack[0]["holds"] is True
    assert phone.went_on.is_set() and board.awaiting is None
    assert "refused" in phone.errors  # a choice sent while the summary held was answered
    assert any(e.startswith("Not yet: The TV shows the end of round 1") for e in phone.errors)
    assert not any("is sent" in e for e in phone.errors)  # never "sent" for nothing


class Awaiting:
    def __init__(self, number: int) -> None:
        self.what, self.number, self.by = "the end of round 3", number, None


class Table:
    """What the hook asks of a TableScene; `acknowledge` records what a press would do."""

    def __init__(self) -> None:
        self.animating = False
        self.awaiting: Awaiting | None = None
        self.acks: list[tuple[int, int]] = []
        self.said: list[str] = []

    def acknowledge(self, number: int, seat: int) -> str:
        self.acks.append((number, seat))
        self.awaiting = None
        return ""

    def say(self, message: str) -> None:
        self.said.append(message)

    def resync(self) -> None: ...

    def after_submit(self) -> None: ...


def test_a_choice_the_table_cannot_take_now_is_answered_with_why_and_kept() -> None:
    from game.core import registry

    plugin = registry.plugin("ninety-nine")
    config = plugin.make_config(["human"] * 3, ["Ann", "Bob", "Cy"], {})
    session = Session(plugin.Game.new(config, 5), ["human"] * 3, 5, game_id="ninety-nine")
    hook = PhoneHook(session, ["#ff0000", "#00ff00", "#0000ff"], port=0, host="127.0.0.1")
    hook.on_first_frame = None
    hook.start()
    table = Table()
    seat = session.waiting[0]
    url = hook.server.url(seat, "127.0.0.1")
    def frame() -> None:  # as the app runs a table's frame, then its after_frame
        hook.frame(table)
        hook.after_frame()

    step = lambda: asyncio.get_running_loop().run_in_executor(None, frame)  # noqa: E731

    async def phone() -> None:
        async with aiohttp.ClientSession() as http:
            ws = await http.ws_connect(url + "ws", headers=device(url))
            view = await message(ws, "view")
            assert view["wait"] is None  # the table takes this seat's choice now
            table.animating = True
            await step()
            got = await message(ws, "wait")
            assert got["wait"] == {"text": ANIMATING, "ack": None, "holds": False}
            table.animating, table.awaiting = False, Awaiting(7)
            await step()
            got = await message(ws, "wait")
            assert got["wait"] == {"text": "The TV shows the end of round 3", "ack": GO_ON,
                                   "holds": True, "id": 7}
            action = view["view"]["choices"][0]["action"]
            for _ in range(2):  # refused twice: the choice stays open on the phone
                await ws.send_json({"type": "choose", "seq": view["seq"], "action": action})
                error = await message(ws, "error")
                assert error["message"] == ("Not yet: The TV shows the end of round 3. Your "
                                            "choice is kept: tap Go on first.")
            await step()
            assert not session.game.record  # nothing reached the game
            await ws.send_json({"type": "go_on", "wait": 6})  # an older wait: not this one
            assert "moved on" in (await message(ws, "error"))["message"]
            await ws.send_json({"type": "go_on", "wait": 7})
            await ws.send_json({"type": "go_on", "wait": 7})  # a doubled tap sends one
            await ws.send_json({"type": "ping"})
            await message(ws, "pong")
            await step()
            assert table.acks == [(7, seat)]
            assert (await message(ws, "wait"))["wait"] is None  # the table takes it again
            await ws.send_json({"type": "choose", "seq": view["seq"], "action": action})
            await ws.send_json({"type": "ping"})
            await message(ws, "pong")
            await step()
            assert session.game.record  # the same choice, now taken

    try:
        asyncio.run(phone())
    finally:
        hook.stop()
