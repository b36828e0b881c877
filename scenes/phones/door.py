"""The phone server's door: who may hold a connection open, and for how long (issue 32).

Anyone on the network can open connections and send nothing, or half a request. Each
holds a file descriptor; a thousand of them once took the whole program down (EMFILE).
So every connection is counted at the door, before aiohttp sees a byte of it:

- at most `limits.total` open in all and `limits.per_address` from one address. Past
  either, the oldest *idle* connection in the way (no request being served: a half-sent
  head, a keep-alive left open) is dropped to make room, so a flood keeps itself busy and
  a new phone still gets in; when none is idle the newcomer is dropped instead;
- a connection must finish its request's head within `HEAD_TIMEOUT` seconds (and, once
  served, send the next one within that time: aiohttp's keep-alive timeout), or it is
  dropped;
- the limits leave room in the process's descriptor budget (RLIMIT_NOFILE) for the table:
  saves, sounds and fonts must still open while a flood lasts.

`DoorHandler` is aiohttp's own `RequestHandler` with the door in front, built by the
server's protocol factory (`server.PhoneServer._open`). What goes wrong on the wire is
logged once a minute per kind (`Quiet`), never once per connection.
"""

from __future__ import annotations

import asyncio
import logging
import os
import time
from collections import Counter, OrderedDict
from dataclasses import dataclass
from typing import Any

from aiohttp.web_protocol import RequestHandler

log = logging.getLogger(__name__)
HEAD_TIMEOUT = 4.0  # seconds to send a request's head (a phone on a LAN needs < 0.1)
MOST_TOTAL, MOST_PER_ADDRESS = 64, 12  # a phone's browser opens ~6 and a socket
# Connections the system may queue before we accept them (a flood's reconnections wait
# there; a phone's must still find room), and how many the loop accepts at a time (each
# holds a descriptor until the next turn of the loop, even one dropped at once: a large
# batch would run out of them, and asyncio then stops accepting for a second).
BACKLOG, ACCEPT_BATCH = 1024, 16
SERVER_NAME = "phones"  # the Server header: no product, no version
QUIET_SECONDS = 60.0


class Quiet(logging.Filter):
    """Lets each kind of message through once per `seconds` (a flood logs one line,
    with how many were held back since)."""

    def __init__(self, seconds: float = QUIET_SECONDS) -> None:
        super().__init__()
        self.seconds = seconds
        self.last: dict[str, float] = {}
        self.held: dict[str, int] = {}

    def filter(self, record: logging.LogRecord) -> bool:
        kind = str(record.msg)[:80]
        now = time.monotonic()
        if now - self.last.get(kind, -1e9) < self.seconds:
            self.held[kind] = self.held.get(kind, 0) + 1
            return False
        self.last[kind] = now
        held = self.held.pop(kind, 0)
        if held:
            record.msg = f"{record.msg} (and {held} more like it)"
        record.exc_info = None  # one line: a traceback per dropped connection is noise
        record.exc_text = None
        return True


# aiohttp's own server logger goes through this one: quiet, under our name.
wire_log = logging.getLogger("scenes.phones.wire")
wire_log.addFilter(Quiet())


def loop_errors(loop: asyncio.AbstractEventLoop, context: dict[str, Any]) -> None:
    """The server loop's exception handler: asyncio reports an `accept()` out of
    descriptors (EMFILE) here, and backs off by itself; we say it once a minute."""
    exc = context.get("exception")
    wire_log.warning("%s%s", context.get("message", "network error"),
                     f": {exc!r}" if exc is not None else "")


def descriptor_room() -> int | None:
    """How many more descriptors this process may open (None: not known here)."""
    try:
        import resource
    except ImportError:  # Windows: no RLIMIT_NOFILE to run into
        return None
    soft, _hard = resource.getrlimit(resource.RLIMIT_NOFILE)
    if soft == resource.RLIM_INFINITY:
        return None
    try:
        used = len(os.listdir("/proc/self/fd"))
    except OSError:
        used = 64  # no /proc: a guess on the safe side
    return max(0, soft - used)


@dataclass(frozen=True)
class Limits:
    total: int = MOST_TOTAL
    per_address: int = MOST_PER_ADDRESS
    head_timeout: float = HEAD_TIMEOUT

    @classmethod
    def for_this_process(cls) -> Limits:
        """At most half the descriptors left to the process (the table keeps the rest,
        and an accept batch its own), never under 8 (a table's phones)."""
        room = descriptor_room()
        total = (MOST_TOTAL if room is None
                 else max(8, min(MOST_TOTAL, (room - ACCEPT_BATCH) // 2)))
        return cls(total=total, per_address=min(MOST_PER_ADDRESS, total))


class Door:
    """The open connections, oldest first, and who each is from."""

    def __init__(self, limits: Limits) -> None:
        self.limits = limits
        self.open: OrderedDict[DoorHandler, str] = OrderedDict()
        self.turned_away = 0  # connections dropped at the door or for a late head

    def count(self, address: str) -> int:
        return sum(1 for a in self.open.values() if a == address)

    def admit(self, handler: DoorHandler, address: str) -> bool:
        """Room for `handler` from `address` (an idle one dropped for it if need be)."""
        if self.count(address) >= self.limits.per_address and not self._drop_idle(address):
            return False
        if len(self.open) >= self.limits.total and not self._drop_idle(None):
            return False
        self.open[handler] = address
        return True

    def _drop_idle(self, address: str | None) -> bool:
        """Drop the oldest idle connection from `address` (None: from the address that
        holds the most, so a flood from a few machines makes room from its own and a
        phone with one connection is the last to go)."""
        if address is None:
            counts = Counter(a for h, a in self.open.items() if not h.busy)
            if not counts:
                return False
            address = counts.most_common(1)[0][0]
        for handler, where in self.open.items():
            if where == address and not handler.busy:
                self.forget(handler)
                self.turned_away += 1
                handler.drop()
                return True
        return False

    def forget(self, handler: DoorHandler) -> None:
        self.open.pop(handler, None)


class DoorHandler(RequestHandler):
    """aiohttp's request handler, admitted by the door first and dropped when its head
    is late. `busy`: a request is being served (set by routes' middleware), which the
    door never drops (a phone's socket is one long request)."""

    def __init__(self, manager: Any, door: Door, **kwargs: Any) -> None:
        super().__init__(manager, **kwargs)
        self.door = door
        self.busy = False
        self.served = False  # a request's head came: the head timer has done its job
        self.admitted = False
        self._late: asyncio.TimerHandle | None = None

    def connection_made(self, transport: asyncio.BaseTransport) -> None:
        peer = transport.get_extra_info("peername")
        address = str(peer[0]) if isinstance(peer, tuple) and peer else "?"
        if not self.door.admit(self, address):
            self.door.turned_away += 1
            transport.abort()  # the descriptor is freed now, not after a goodbye
            return
        self.admitted = True
        super().connection_made(transport)
        self._late = asyncio.get_running_loop().call_later(
            self.door.limits.head_timeout, self._head_late)

    def _head_late(self) -> None:
        if not self.served:
            self.door.turned_away += 1
            self.drop()

    def began(self) -> None:
        """A request's head came and is being served (routes' middleware)."""
        self.busy = self.served = True

    def ended(self) -> None:
        self.busy = False

    def drop(self) -> None:
        self.door.forget(self)
        transport = self.transport
        if transport is not None:
            transport.abort()

    def connection_lost(self, exc: BaseException | None) -> None:
        if not self.admitted:
            return  # aiohttp never knew of it
        if self._late is not None:
            self._late.cancel()
        self.door.forget(self)
        super().connection_lost(exc)

    def handle_error(self, request: Any, status: int = 500, exc: BaseException | None = None,
                     message: str | None = None) -> Any:
        """aiohttp's answer to a malformed request, without its version in `Server`."""
        response = super().handle_error(request, status, exc, message)
        response.headers["Server"] = SERVER_NAME
        return response
