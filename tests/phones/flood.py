"""A hostile LAN on the loopback (issue 32): a phone server in a child process with few
file descriptors (RLIMIT_NOFILE), a flood of half-sent requests against it, and a new
phone joining while the flood lasts. Used by tests/phones/test_flood.py (short, with
asserts) and benchmarks/phones_flood.py (the figures in docs/benchmarks.md).

Everything targets 127.0.0.1 only; the flood comes from other loopback addresses
(127.0.0.2…) so the door's per-address limit is met as a real flood from a few machines
would meet it. Every loop is bounded in time and stops by itself.

    python -m tests.phones.flood <nofile> <seconds>    the child: prints its port and
                                                        seat 0's link, reads commands
"""

from __future__ import annotations

import asyncio
import json
import os
import selectors
import socket
import subprocess
import sys
import threading
import time
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parents[2]
HALF = b"GET /p/0000000000000000000000000/ HTTP/1.1\r\nHost: 127.0.0.1\r\nX-Slow: "


def child(nofile: int, seconds: float) -> None:
    """The server's process: few descriptors, a table-like loop asking for the join link
    every frame (as the join screen does), and commands on stdin: `hog` takes every
    descriptor left (EMFILE for everyone), `free` gives them back, `quit`."""
    import resource

    resource.setrlimit(resource.RLIMIT_NOFILE, (nofile, resource.getrlimit(
        resource.RLIMIT_NOFILE)[1]))
    from scenes.phones.hub import SeatInfo
    from scenes.phones.server import PhoneServer

    server = PhoneServer([SeatInfo("Ann", "#d04040")], "Flood", host="127.0.0.1", port=0)
    server.start()
    assert server.door is not None
    print(json.dumps({"port": server.port, "url": server.url(0, "127.0.0.1"),
                      "total": server.door.limits.total,
                      "per_address": server.door.limits.per_address}), flush=True)
    hog: list[Any] = []
    commands: list[str] = []
    threading.Thread(target=lambda: commands.extend(iter(sys.stdin.readline, "")),
                     daemon=True).start()
    end = time.monotonic() + seconds
    while time.monotonic() < end:
        server.url(0)  # lan_address() every frame: must survive EMFILE
        while commands:
            command = commands.pop(0).strip()
            if command == "hog":
                try:
                    while True:
                        hog.append(open(os.devnull, "rb"))  # noqa: SIM115
                except OSError:
                    pass
                print(json.dumps({"hogged": len(hog)}), flush=True)
            elif command == "free":
                for f in hog:
                    f.close()
                hog.clear()
                print(json.dumps({"freed": True}), flush=True)
            elif command == "count":
                print(json.dumps({"open": len(server.door.open)}), flush=True)
            elif command == "quit":
                end = 0.0
        time.sleep(1 / 60)
    print(json.dumps({"alive": True, "turned_away": server.door.turned_away}), flush=True)
    server.stop()


@dataclass
class Child:
    process: subprocess.Popen[str]
    info: dict[str, Any]

    def say(self, command: str) -> dict[str, Any]:
        assert self.process.stdin is not None and self.process.stdout is not None
        self.process.stdin.write(command + "\n")
        self.process.stdin.flush()
        return json.loads(self.process.stdout.readline())

    def finish(self) -> tuple[dict[str, Any], str]:
        """Quit; (its last word, its stderr)."""
        out, err = self.process.communicate("quit\n", timeout=30)
        lines = [line for line in out.splitlines() if line.strip()]
        return (json.loads(lines[-1]) if lines else {}), err


def start_child(nofile: int, seconds: float) -> Child:
    process = subprocess.Popen([sys.executable, "-m", "tests.phones.flood", str(nofile),
                                str(seconds)], cwd=ROOT, stdin=subprocess.PIPE,
                               stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True,
                               env={**os.environ, "PYTHONUNBUFFERED": "1"})
    assert process.stdout is not None
    return Child(process, json.loads(process.stdout.readline()))


@dataclass
class Flood:
    """Half-sent requests from `sources`, each reopened when the server drops it, for as
    long as it runs: what the server kept, and how long it kept each."""

    port: int
    count: int
    sources: list[str]
    reconnect: bool = True  # the attacker opens a new one for each one dropped
    opened: int = 0
    dropped: list[float] = field(default_factory=list)  # seconds each was kept
    held_max: int = 0
    selector: selectors.DefaultSelector = field(default_factory=selectors.DefaultSelector)

    def _open(self, k: int) -> None:
        sock = socket.socket(socket.AF_INET, socket.SOCK_STREAM)
        sock.setblocking(False)
        sock.bind((self.sources[k % len(self.sources)], 0))
        sock.connect_ex(("127.0.0.1", self.port))
        self.selector.register(sock, selectors.EVENT_WRITE, [k, time.monotonic(), False])
        self.opened += 1

    def run(self, seconds: float) -> None:
        for k in range(self.count):
            self._open(k)
        end = time.monotonic() + seconds
        while time.monotonic() < end and self.selector.get_map():
            for key, _ in self.selector.select(0.05):
                sock: socket.socket = key.fileobj  # type: ignore[assignment]
                k, since, sent = key.data
                if not sent:  # connected: half a request, and then nothing
                    try:
                        sock.send(HALF)
                    except OSError:
                        self._gone(sock, since, k)
                        continue
                    self.selector.modify(sock, selectors.EVENT_READ, [k, time.monotonic(), True])
                    continue
                try:
                    data = sock.recv(4096)
                except OSError:
                    data = b""
                if not data:
                    self._gone(sock, since, k)
            self.held_max = max(self.held_max, self.held())
        for key in list(self.selector.get_map().values()):
            self.selector.unregister(key.fileobj)
            key.fileobj.close()  # type: ignore[union-attr]

    def held(self) -> int:
        """Connections the server holds open now (their half request sent, not dropped)."""
        return sum(1 for key in self.selector.get_map().values() if key.data[2])

    def _gone(self, sock: socket.socket, since: float, k: int) -> None:
        self.dropped.append(time.monotonic() - since)
        self.selector.unregister(sock)
        sock.close()
        if self.reconnect:
            self._open(k)  # the attacker comes back at once


async def join(url: str) -> float:
    """A new phone: its page, then its socket's hello; the seconds it took."""
    import aiohttp

    from .helpers import device

    start = time.monotonic()
    timeout = aiohttp.ClientTimeout(total=20)
    async with aiohttp.ClientSession(timeout=timeout) as http:
        async with http.get(url) as page:
            assert page.status == 200
        ws = await http.ws_connect(url + "ws", headers=device(url))
        hello = await ws.receive_json(timeout=20)
        assert hello["type"] == "hello"
        await ws.close()
    return time.monotonic() - start


def join_during(flood: Flood, url: str, after: float, seconds: float) -> dict[str, Any]:
    """Run `flood` for `seconds`; `after` seconds in, a new phone joins (its time)."""
    result: dict[str, Any] = {}

    def phone() -> None:
        time.sleep(after)
        try:
            result["join"] = asyncio.run(join(url))
        except Exception as exc:  # noqa: BLE001 - reported to the caller
            result["error"] = repr(exc)

    thread = threading.Thread(target=phone, daemon=True)
    thread.start()
    flood.run(seconds)
    thread.join(25)
    return result


if __name__ == "__main__":
    child(int(sys.argv[1]), float(sys.argv[2]))
