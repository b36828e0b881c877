"""Phone codes on the setup screen (issue 25): with phones on, the setup screen shows one
QR code per human seat (none for a bot) and opens their server at once; a phone that
joins there keeps its seat when the table sits down (told the table's name and game, then
sent its view), a bot seat's link stops working, and leaving the setup without a game
closes the port. Without phones the setup screen is as it was."""

from __future__ import annotations

import asyncio
import socket
from typing import Any

import aiohttp
import pygame

from scenes.shell.match.flow import Flow
from scenes.shell.match.phones_screen import qr_surface
from scenes.shell.menus.setup import SetupScene
from scenes.shell.menus.setup_model import Setup

DT = 0.05
SEATS = ("human", "medium", "human")
NAMES = ("Ann", "Cy", "Bob")


def _setup_screen(app: Any, phones: bool) -> tuple[Flow, SetupScene]:
    app.stack.services.overrides.update(phones=phones, phones_port=0)
    flow = Flow(app.stack, speed=0, music=False, game="ninety-nine")
    app.stack.push(flow.title())
    app.step([], DT)
    flow.setup = Setup("ninety-nine", SEATS, NAMES, {"rounds": 1})
    flow.open_setup()
    for _ in range(4):
        app.step([], DT)
        app.stack.apply_pending()
    setup = app.stack.top
    assert isinstance(setup, SetupScene)
    return flow, setup


def _frame(app: Any) -> pygame.Surface:
    surface = pygame.Surface((1280, 720))
    app.stack.draw(surface)
    return surface


def _rect(setup: SetupScene, seat: int) -> pygame.Rect:
    form = setup.form
    return form.rects[form.fields.index(setup.seat_fields[seat])]


def _port_open(port: int) -> bool:
    with socket.socket() as probe:
        return probe.connect_ex(("127.0.0.1", port)) == 0


def test_the_setup_screen_shows_a_code_for_each_human_seat(app: Any) -> None:
    _flow, setup = _setup_screen(app, phones=True)
    codes = setup.phones
    try:
        assert codes is not None and codes.lobby.running
        frame = _frame(app)
        assert sorted(codes.placed) == [0, 2]  # the humans; Cy is a bot
        for seat, rect in codes.placed.items():
            want = qr_surface(codes.lobby.url(seat), rect.w)
            assert want.get_size() == rect.size
            shown = frame.subsurface(rect)
            assert pygame.image.tobytes(shown, "RGB") == pygame.image.tobytes(want, "RGB")
            assert rect.bottom < 620 and rect.top > _rect(setup, 2).bottom
        setup.seat_fields[1].kind.value = "human"  # Cy sits down as a human: a code too
        _frame(app)
        assert sorted(codes.placed) == [0, 1, 2]
    finally:
        codes.close()


def test_a_phone_joined_at_setup_keeps_its_seat_at_the_table(app: Any) -> None:
    flow, setup = _setup_screen(app, phones=True)
    lobby = setup.phones.lobby
    port = lobby.server.port
    ann, cy = lobby.server.url(0, "127.0.0.1"), lobby.server.url(1, "127.0.0.1")

    async def phone() -> tuple[list[dict], int]:
        async with aiohttp.ClientSession() as http:
            ws = await http.ws_connect(ann + "ws")
            got = [await ws.receive_json(timeout=5), await ws.receive_json(timeout=5)]
            flow._start_from_setup(setup.setup(), 9)  # Start game (the table's thread)
            while not any(m["type"] == "view" and m["seq"] >= 1 for m in got):
                got.append(await ws.receive_json(timeout=5))
            async with http.get(cy) as answer:  # the bot seat's link: nothing there now
                status = answer.status
            await ws.close()
            return got, status

    got, status = asyncio.run(phone())
    board = flow.board
    try:
        assert got[0]["type"] == "hello" and got[0]["game"] != "Ninety-Nine Paranoia"
        assert got[1]["type"] == "view" and "starts soon" in got[1]["view"]["status"][0]
        assert got[-1]["view"]["sections"]  # the table's view: the seat's hand and more
        hellos = [m for m in got if m["type"] == "hello"]
        assert hellos[-1]["name"] == "Ann" and hellos[-1]["game"] == "Ninety-Nine Paranoia"
        assert board.phones is not None and board.phones.server.port == port
        assert status == 403
    finally:
        if board is not None and board.phones is not None:
            board.phones.stop()
    assert not _port_open(port)


def test_leaving_the_setup_closes_the_port(app: Any) -> None:
    _flow, setup = _setup_screen(app, phones=True)
    port = setup.phones.lobby.server.port
    assert _port_open(port)
    setup.close()
    app.stack.apply_pending()
    assert not _port_open(port)


def test_without_phones_the_setup_shows_no_codes(app: Any) -> None:
    flow, setup = _setup_screen(app, phones=False)
    assert setup.phones is None and flow._phone_codes is None
    assert _rect(setup, 0).height == 56 - 6
