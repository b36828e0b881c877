"""A whole Ninety-Nine game at the real table with two humans on phones (aiohttp clients
on another thread) and a bot: the join screen closes once both phones are in, no curtain
ever shows, every human move comes from a phone, and the port closes with the table."""

from __future__ import annotations

import asyncio
import socket
import threading
import time
from typing import Any

import aiohttp

from scenes.shell.match.curtain import CurtainScene
from scenes.shell.match.flow import Flow
from scenes.shell.match.phones_screen import JoinScene, qr_surface
from scenes.shell.match.results import ResultsScene
from scenes.shell.menus.setup_model import Setup

DT = 0.05


class Phones(threading.Thread):
    """Two phones that tap the first choice whenever it is their turn (and keep what the
    table told them)."""

    def __init__(self, urls: list[str]) -> None:
        super().__init__(daemon=True)
        self.urls = urls
        self.sent = 0
        self.curtain_free = True
        self.ended: list[str] = []
        self.errors: list[str] = []

    def run(self) -> None:
        asyncio.run(self.main())

    async def main(self) -> None:
        async with aiohttp.ClientSession() as http:
            await asyncio.gather(*(self.phone(http, url) for url in self.urls))

    async def phone(self, http: aiohttp.ClientSession, url: str) -> None:
        ws = await http.ws_connect(url + "ws")
        async for msg in ws:
            data: dict[str, Any] = msg.json()
            if data["type"] == "error":
                self.errors.append(data["message"])
            if data["type"] == "closed":
                self.ended.append(url)
                return
            view = data.get("view")
            if data["type"] == "view" and view["turn"] and view["choices"]:
                await asyncio.sleep(0.26)  # a person's pace: under the rate limit
                self.sent += 1
                await ws.send_json({"type": "choose", "seq": data["seq"],
                                    "action": view["choices"][0]["action"]})


def test_two_phones_play_a_whole_game_with_no_curtain(app: Any) -> None:
    app.stack.services.overrides.update(phones=True, phones_port=0)
    flow = Flow(app.stack, speed=0, music=False)
    app.stack.push(flow.title())
    app.step([], DT)
    board = flow.start(Setup("ninety-nine", ("human", "human", "medium"), ("Ann", "Bob", "Cy"),
                             {"rounds": 1}), 9)
    board.bot_pace = 0.0
    hook = board.phones
    assert hook is not None and hook.server.running
    port = hook.server.port
    phones = Phones([hook.server.url(p, "127.0.0.1") for p in (0, 1)])
    seen_join = seen_curtain = False
    for frame in range(20000):
        time.sleep(0.002)  # the phones' thread gets its turn, as between real frames
        app.step([], DT)
        app.stack.apply_pending()
        top = app.stack.top
        seen_join |= isinstance(top, JoinScene)
        seen_curtain |= isinstance(top, CurtainScene)
        if isinstance(top, JoinScene) and not phones.is_alive() and frame > 3:
            phones.start()  # the phones scan their codes
        if isinstance(top, ResultsScene):
            break
    assert isinstance(app.stack.top, ResultsScene), "the game did not end"
    assert seen_join and not seen_curtain
    assert phones.sent > 0 and board.session.game.is_over and not phones.errors
    flow.to_title()
    app.step([], DT)
    app.stack.apply_pending()
    phones.join(5)
    assert not hook.server.running and len(phones.ended) == 2
    with socket.socket() as probe:
        assert probe.connect_ex(("127.0.0.1", port)) != 0, "the port stayed open"


def test_no_phones_without_the_setting_or_in_a_watched_game(app: Any) -> None:
    flow = Flow(app.stack, speed=0, music=False)
    app.stack.push(flow.title())
    app.step([], DT)
    setup = Setup("ninety-nine", ("human", "human", "medium"), ("A", "B", "C"), {"rounds": 1})
    assert flow.start(setup, 1).phones is None  # the setting is off by default
    app.stack.services.overrides.update(phones=True, phones_port=0)
    assert flow.start(setup, 2, autosave=False).phones is None  # a tutorial / watched game
    flow.kiosk = True
    assert flow.start(setup, 3).phones is None  # the kiosk never starts the server
    flow.kiosk = False
    demo = Setup("ninety-nine", ("medium",) * 3, ("A", "B", "C"), {"rounds": 1})
    assert flow.start(demo, 4).phones is None  # no human: no phones


def test_a_qr_code_carries_its_modules_with_a_quiet_zone() -> None:
    import segno

    image = qr_surface("http://192.168.1.2:8765/p/abc/", 200)
    code = segno.make("http://192.168.1.2:8765/p/abc/", error="m")
    rows = [list(r) for r in code.matrix_iter(scale=1, border=4)]
    cell = image.get_width() // len(rows)
    assert image.get_width() == image.get_height() == cell * len(rows) and cell >= 4
    for y in range(len(rows)):
        for x in range(len(rows)):
            dark = image.get_at((x * cell + cell // 2, y * cell + cell // 2))[0] < 128
            assert dark == bool(rows[y][x])


class _PhoneBack:
    """A phone hook whose one phone is away (reloading), then back."""

    def __init__(self) -> None:
        self.back = False

    def frame(self, table: Any) -> bool:
        return self.back  # a held seat decides on its phone: the table waits

    def holds(self, seat: int | None) -> bool:
        return self.back

    def after_frame(self) -> None:
        pass

    def behind_curtain(self, table: Any, seat: int) -> bool:
        return self.back  # asked every frame the curtain is up: True, it leaves

    def stop(self) -> None:
        pass


def test_a_curtain_put_up_while_a_phone_reloads_leaves_when_it_is_back(app: Any) -> None:
    """A phone away past the grace (a slow reload) puts its seat behind the TV's curtain; when
    it comes back the curtain goes by itself, applying nothing (it was stuck before: the
    player tapped a phone the covered table never listened to)."""
    flow = Flow(app.stack, speed=0, music=False)
    app.stack.push(flow.title())
    app.step([], DT)
    board = flow.start(Setup("ninety-nine", ("human", "human", "medium"), ("Ann", "Bob", "Cy"),
                             {"rounds": 1}), 9)
    hook = board.phones = _PhoneBack()
    for _ in range(400):
        app.step([], DT)
        app.stack.apply_pending()
        if isinstance(app.stack.top, CurtainScene):
            break
    else:
        raise AssertionError("no curtain for the seat whose phone is away")
    record = list(board.session.game.record)
    hook.back = True
    for _ in range(3):
        app.step([], DT)
        app.stack.apply_pending()
    assert app.stack.top is board
    assert board.session.game.record == record
