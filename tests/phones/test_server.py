"""The phone server on its own thread (issue 25): started and stopped explicitly, no port
left open, tokens random and never logged, a dead or slow phone holding up nobody."""

from __future__ import annotations

import asyncio
import logging
import math
import socket
import time

import aiohttp
import pytest

from scenes.phones import hub as hub_module
from scenes.phones.hub import SeatInfo
from scenes.phones.server import PhoneServer, PhoneServerError
from scenes.phones.tokens import ALPHABET

from .helpers import SEATS, VIEW, closed, message, path, run


def _server() -> PhoneServer:
    server = PhoneServer(SEATS, "Test game", host="127.0.0.1", port=0)
    server.start()
    return server


def _port_open(port: int) -> bool:
    with socket.socket() as probe:
        probe.settimeout(1)
        return probe.connect_ex(("127.0.0.1", port)) == 0


def _until(condition: object, timeout: float = 3.0) -> bool:
    end = time.monotonic() + timeout
    while time.monotonic() < end:
        if condition():  # type: ignore[operator]
            return True
        time.sleep(0.02)
    return False


def test_stopping_tells_every_phone_and_leaves_no_port_open() -> None:
    server = _server()
    port = server.port
    assert _port_open(port) and server.running

    async def phone() -> list[dict]:
        async with aiohttp.ClientSession() as session:
            ws = await session.ws_connect(server.url(0, "127.0.0.1") + "ws")
            await message(ws, "hello")
            server.publish(0, 1, VIEW)
            await message(ws, "view")
            await asyncio.get_running_loop().run_in_executor(None, server.stop)
            return await closed(ws)

    told = asyncio.run(phone())
    assert told and told[-1]["type"] == "closed"
    assert not server.running
    assert not _port_open(port)
    server.stop()  # twice is harmless


def test_a_taken_port_is_a_clear_error_and_nothing_is_left_running() -> None:
    first = _server()
    try:
        second = PhoneServer(SEATS, "Test game", host="127.0.0.1", port=first.port)
        with pytest.raises(PhoneServerError, match=str(first.port)):
            second.start()
        assert not second.running
    finally:
        first.stop()


def test_tokens_are_long_random_and_new_for_every_server() -> None:
    a, b = PhoneServer(SEATS, "g"), PhoneServer(SEATS, "g")
    tokens = a.hub.tokens + b.hub.tokens
    assert len(set(tokens)) == len(tokens)
    # at least 128 random bits, in letters a person reads without confusing them
    assert all(len(t) * math.log2(len(ALPHABET)) >= 128 for t in tokens)
    assert all(set(t) <= set(ALPHABET) and not set(t) & set("ilou") for t in tokens)


def test_a_token_typed_from_the_screen_is_read_forgivingly() -> None:
    hub = PhoneServer(SEATS, "g").hub
    token = hub.tokens[1]
    typed = "-".join(token[i:i + 5] for i in range(0, len(token), 5)).upper()
    assert hub.seat_for(typed) == 1
    assert hub.seat_for(token.replace("1", "l").replace("0", "O")) == 1
    assert hub.seat_for(token[:-1]) is None
    assert hub.seat_for("") is None


def test_no_token_reaches_a_log(caplog: pytest.LogCaptureFixture) -> None:
    caplog.set_level(logging.DEBUG)
    server = _server()
    try:
        async def visit() -> None:
            async with aiohttp.ClientSession() as session:
                for seat in range(len(SEATS)):
                    url = server.url(seat, "127.0.0.1")
                    assert (await session.get(url)).status == 200
                    assert (await session.get(url + "phone.js")).status == 200
                    ws = await session.ws_connect(url + "ws")
                    await message(ws, "hello")
                    await ws.send_str("not json")
                    await message(ws, "error")
                    await ws.close()
                assert (await session.get(server.url(0, "127.0.0.1") + "x")).status == 403

        asyncio.run(visit())
    finally:
        server.stop()
    logged = caplog.text + " ".join(str(r.args) for r in caplog.records)
    assert "phone server" in logged  # the log was captured
    for token in server.hub.tokens:
        assert token not in logged


def test_a_phone_that_stops_reading_is_dropped_and_holds_up_nobody(
        monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(hub_module, "SEND_TIMEOUT", 0.3)
    section = {"label": "x", "kind": "lines", "items": [{"text": "y" * 240}] * 120}
    big = dict(VIEW, sections=[section] * 16)  # ~0.5 MB: the largest view there is

    async def test(client, hub) -> None:  # type: ignore[no-untyped-def]
        # A raw socket that completes the handshake, then never reads a byte.
        host, port = client.server.host, client.server.port
        dead = socket.socket()
        dead.setsockopt(socket.SOL_SOCKET, socket.SO_RCVBUF, 4096)
        dead.connect((host, port))
        dead.sendall((f"GET {path(hub, 0, '/ws')} HTTP/1.1\r\nHost: {host}\r\n"
                      "Upgrade: websocket\r\nConnection: Upgrade\r\n"
                      "Sec-WebSocket-Key: dGhlIHNhbXBsZSBub25jZQ==\r\n"
                      "Sec-WebSocket-Version: 13\r\n\r\n").encode())
        await asyncio.sleep(0.2)
        assert hub.connected(0)
        live = await client.ws_connect(path(hub, 1, "/ws"), compress=0)
        await message(live, "hello")
        started = time.monotonic()
        for seq in range(1, 40):
            hub.publish(0, seq, dict(big, status=[f"view {seq}"]))
            hub.publish(1, seq, VIEW)
            assert (await message(live, "view"))["seq"] == seq  # never waits for seat 0
            await asyncio.sleep(0.01)
        assert time.monotonic() - started < 5
        for _ in range(100):
            if not hub.connected(0):
                break
            await asyncio.sleep(0.05)
        assert not hub.connected(0), "a phone that reads nothing is still held"
        dead.close()

    run(test)


def test_a_vanished_phone_is_noticed_and_its_seat_can_come_back() -> None:
    async def test(client, hub) -> None:  # type: ignore[no-untyped-def]
        ws = await client.ws_connect(path(hub, 0, "/ws"))
        await message(ws, "hello")
        ws._response.connection.transport.abort()  # the phone's network just went away
        for _ in range(100):
            if not hub.connected(0):
                break
            await asyncio.sleep(0.02)
        assert not hub.connected(0)
        hub.publish(0, 1, VIEW)  # publishing to nobody raises nothing
        back = await client.ws_connect(path(hub, 0, "/ws"))
        await message(back, "hello")
        assert (await message(back))["seq"] == 1

    run(test)


def test_seat_info_reaches_the_phone_as_given() -> None:
    server = PhoneServer([SeatInfo("Zoë <b>", "#00ff00")], "Game", host="127.0.0.1", port=0)
    server.start()
    try:
        async def phone() -> dict:
            async with aiohttp.ClientSession() as session:
                ws = await session.ws_connect(server.url(0, "127.0.0.1") + "ws")
                return await message(ws, "hello")

        hello = asyncio.run(phone())
        assert (hello["name"], hello["colour"], hello["game"]) == ("Zoë <b>", "#00ff00", "Game")
        assert _until(lambda: not server.connected(0))
    finally:
        server.stop()
