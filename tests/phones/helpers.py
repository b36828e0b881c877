"""Shared pieces of the phone tests: a hub with two seats, the test client, reading."""

from __future__ import annotations

import asyncio
import hashlib
from collections.abc import Awaitable, Callable
from typing import Any

from aiohttp import ClientWebSocketResponse, WSMsgType
from aiohttp.test_utils import TestClient, TestServer

from scenes.phones.hub import Hub, SeatInfo
from scenes.phones.routes import make_app
from scenes.phones.tokens import new_token

SEATS = [SeatInfo("Ann", "#d04040"), SeatInfo("Bob", "#4060d0")]
VIEW = {"status": ["Your turn"], "sections": [], "choices": [
    {"action": "play QH", "label": "Q"}, {"action": "play 2C", "label": "2"}]}


def new_hub() -> Hub:
    return Hub(SEATS, [new_token() for _ in SEATS], "Test game")


def run(test: Callable[[TestClient, Hub], Awaitable[None]], hub: Hub | None = None) -> None:
    """Run `test(client, hub)` against the phone app on a fresh loop."""
    hub = hub or new_hub()

    async def main() -> None:
        async with TestClient(TestServer(make_app(hub))) as client:
            await test(client, hub)

    asyncio.run(main())


async def message(ws: ClientWebSocketResponse, kind: str | None = None,
                  timeout: float = 2.0) -> dict[str, Any]:
    """The next message (of `kind`, skipping others) the phone receives."""
    while True:
        msg = await ws.receive(timeout)
        if msg.type != WSMsgType.TEXT:
            raise AssertionError(f"socket ended: {msg.type} {msg.data} {msg.extra}")
        data = msg.json()
        if kind is None or data["type"] == kind:
            return data


async def closed(ws: ClientWebSocketResponse, timeout: float = 3.0) -> list[dict[str, Any]]:
    """Every message until the socket closes (AssertionError if it stays open)."""
    out = []
    while True:
        msg = await ws.receive(timeout)
        if msg.type in (WSMsgType.CLOSE, WSMsgType.CLOSED, WSMsgType.CLOSING):
            return out
        if msg.type == WSMsgType.TEXT:
            out.append(msg.json())


def path(hub: Hub, seat: int, rest: str = "") -> str:
    """`rest`: "/" the page, "/ws", "/phone.js" …"""
    return f"/p/{hub.tokens[seat]}{rest}"


async def settled(ws: ClientWebSocketResponse) -> None:
    """Wait until the server has handled everything this phone sent (a ping's pong)."""
    await ws.send_json({"type": "ping"})
    await message(ws, "pong")


def device(url: str) -> dict[str, str]:
    """The headers of the test phone that opens `url`: its device cookie, the same on
    every connect (a real phone's browser keeps it: routes.DEVICE), so a reconnect is the
    same phone."""
    from scenes.phones.routes import DEVICE
    from scenes.phones.tokens import ALPHABET, LENGTH

    digest = hashlib.sha256(url.encode()).digest()
    return {"Cookie": DEVICE + "=" + "".join(ALPHABET[b % len(ALPHABET)]
                                            for b in digest[:LENGTH])}
