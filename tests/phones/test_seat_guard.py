"""Nobody on the network can steal a seat (issue 32, item 3): a seat's link opened on a
second device while its phone holds it is refused (and the TV told; tries are limited);
the TV letting a seat join again kills the old link and tells the old phone; a socket
opened by another site's page (a foreign Origin) is refused; no version in `Server`;
the LAN address is probed safely and seldom."""

from __future__ import annotations

import asyncio
import errno
import socket
from typing import Any

import aiohttp
import pytest

from scenes.phones import server as server_module
from scenes.phones.hub import MOVED, REFUSED, TRIES_BURST
from scenes.phones.server import PhoneServer

from .helpers import SEATS, VIEW, device, message


def _server() -> PhoneServer:
    server = PhoneServer(SEATS, "Test game", host="127.0.0.1", port=0)
    server.start()
    server.publish(0, 1, VIEW)
    return server


def _run(server: PhoneServer, script: Any) -> Any:
    try:
        return asyncio.run(script())
    finally:
        server.stop()


def _other(url: str) -> dict[str, str]:
    return device(url + "#another phone")


def test_a_second_device_with_a_held_seats_link_is_refused_and_the_tv_told() -> None:
    server = _server()
    url = server.url(0, "127.0.0.1")

    async def script() -> None:
        async with aiohttp.ClientSession() as http:
            ann = await http.ws_connect(url + "ws", headers=device(url))
            await message(ann, "view")
            thief = await http.ws_connect(url + "ws", headers=_other(url))
            said = await message(thief, "closed")
            assert "another phone" in said["message"] and "join again" in said["message"]
            assert (await thief.receive(2)).data == REFUSED
            assert server.connected(0)  # Ann keeps her seat, told nothing
            await ann.send_json({"type": "ping"})
            assert (await message(ann))["type"] == "pong"
            news = server.news()
            assert [(n.seat, n.kind) for n in news] == [(0, "joined"), (0, "refused")]
            # Tries are limited: past the burst, the same 403 as a wrong link.
            statuses = []
            for _ in range(TRIES_BURST + 2):
                try:
                    ws = await http.ws_connect(url + "ws", headers=_other(url))
                    await ws.receive(2)
                    statuses.append(101)
                except aiohttp.WSServerHandshakeError as exc:
                    statuses.append(exc.status)
            assert statuses.count(403) >= 2 and statuses[0] == 101
            assert server.news() == []  # the TV was told once, not once per try
            # The same phone (its cookie) reloading gets its seat back at once.
            again = await http.ws_connect(url + "ws", headers=device(url))
            assert (await message(again, "view"))["seq"] == 1

    _run(server, script)


def test_letting_a_seat_join_again_kills_its_old_link_and_tells_its_phone() -> None:
    server = _server()
    old = server.url(0, "127.0.0.1")

    async def script() -> None:
        async with aiohttp.ClientSession() as http:
            ann = await http.ws_connect(old + "ws", headers=device(old))
            await message(ann, "view")
            assert server.claimed(0)
            server.news()
            server.reissue(0)
            new = server.url(0, "127.0.0.1")
            assert new != old and not server.claimed(0)
            said = await message(ann, "closed")
            assert "moved to another phone" in said["message"]
            assert (await ann.receive(2)).data == MOVED
            with pytest.raises(aiohttp.WSServerHandshakeError) as refused:
                await http.ws_connect(old + "ws", headers=device(old))
            assert refused.value.status == 403  # the old link is dead, even for its phone
            async with http.get(old) as page:
                assert page.status == 403
            phone = await http.ws_connect(new + "ws", headers=_other(new))
            assert (await message(phone, "view"))["seq"] == 1
            assert [(n.seat, n.kind) for n in server.news()] == [(0, "joined")]

    _run(server, script)


def test_a_socket_from_another_sites_page_is_refused() -> None:
    server = _server()
    url = server.url(0, "127.0.0.1")
    host = url.split("/")[2]

    async def script() -> None:
        async with aiohttp.ClientSession() as http:
            for origin in ("http://evil.example", f"https://{host}", "null",
                           f"http://{host}.evil.example"):
                with pytest.raises(aiohttp.WSServerHandshakeError) as refused:
                    await http.ws_connect(url + "ws", origin=origin, headers=device(url))
                assert refused.value.status == 403
            assert not server.claimed(0)  # a refused socket binds nothing
            ws = await http.ws_connect(url + "ws", origin=f"http://{host}",
                                       headers=device(url))
            assert (await message(ws, "view"))["seq"] == 1

    _run(server, script)


def _raw(port: int, request: bytes) -> bytes:
    with socket.create_connection(("127.0.0.1", port), timeout=5) as sock:
        sock.sendall(request)
        out = b""
        while b"\r\n\r\n" not in out:
            chunk = sock.recv(4096)
            if not chunk:
                break
            out += chunk
    return out


def test_no_answer_names_the_server_software_or_its_version() -> None:
    server = _server()
    url = server.url(0, "127.0.0.1")

    async def script() -> list[str]:
        seen = []
        async with aiohttp.ClientSession() as http:
            for path in (url, url + "phone.js", url + "nothing", "http://" + url.split("/")[2]
                         + "/"):
                async with http.get(path) as answer:
                    seen.append(answer.headers.get("Server", ""))
            ws = await http.ws_connect(url + "ws", headers=device(url))
            seen.append(ws._response.headers.get("Server", ""))
            await ws.close()
        return seen

    seen = asyncio.run(script())
    try:
        head = _raw(server.port, b"NOT A REQUEST\r\n\r\n").decode("latin-1")  # a 400
    finally:
        server.stop()
    assert head.startswith("HTTP/1.") and " 400 " in head.split("\r\n")[0]
    seen.append(next(line for line in head.split("\r\n") if line.lower().startswith("server:")))
    for value in seen:
        assert value and "aiohttp" not in value.lower() and "python" not in value.lower()
        assert not any(ch.isdigit() for ch in value), value


def test_the_lan_address_is_probed_seldom_and_never_fails(
        monkeypatch: pytest.MonkeyPatch) -> None:
    probes = []

    def no_descriptor(*args: Any, **kwargs: Any) -> socket.socket:
        probes.append(args)
        raise OSError(errno.EMFILE, "Too many open files")

    clock = [1000.0]
    monkeypatch.setattr(server_module, "_probed", None)
    monkeypatch.setattr(server_module.time, "monotonic", lambda: clock[0])
    monkeypatch.setattr(server_module.socket, "socket", no_descriptor)
    assert server_module.lan_address() == "127.0.0.1"  # EMFILE: loopback, no error
    for _ in range(600):  # ten seconds of frames asking for every seat's link
        server_module.lan_address()
        clock[0] += server_module.PROBE_EVERY / 300
    assert len(probes) == 2  # at first, then once PROBE_EVERY seconds later (in < 10 s)
