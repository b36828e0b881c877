"""The phone server: aiohttp on its own thread and event loop, so the table's frames never
wait for a phone. Started and stopped explicitly (stop leaves no port open).

The table talks to it only through thread-safe calls: `publish` a seat's description,
`tell` a seat an error, `take` the choices phones made since the last frame, ask whether
a seat is `connected`. Tokens (one per seat, new for every server, `tokens.new_token`) are
in the join links only: nothing here logs them (the access log is off).
"""

from __future__ import annotations

import asyncio
import logging
import socket
import threading
import time
from collections.abc import Sequence
from typing import Any

from aiohttp import web

from .door import ACCEPT_BATCH, BACKLOG, Door, DoorHandler, Limits, loop_errors, wire_log
from .hub import Chosen, Hub, News, SeatInfo
from .protocol import encode
from .routes import make_app
from .tokens import new_token

log = logging.getLogger(__name__)
DEFAULT_PORT = 8765
START_TIMEOUT = 10.0
STOP_TIMEOUT = 5.0


class PhoneServerError(RuntimeError):
    """The server could not start (the port is taken, no network): said on screen."""


PROBE_EVERY = 5.0  # seconds a found address is kept (the join screen asks every frame)
_probed: tuple[float, str] | None = None  # (when, what) of the last probe


def _probe() -> str:
    """Connecting a UDP socket sends nothing; it only picks the outgoing interface. Any
    failure (no network, no descriptor left: EMFILE) is loopback, never an error."""
    try:
        with socket.socket(socket.AF_INET, socket.SOCK_DGRAM) as probe:
            probe.connect(("10.254.254.254", 1))
            return str(probe.getsockname()[0])
    except OSError:
        return "127.0.0.1"


def lan_address() -> str:
    """This machine's address on the home network (what a phone types), else loopback.
    Probed at most every PROBE_EVERY seconds (a Wi-Fi that changes is seen soon)."""
    global _probed
    now = time.monotonic()
    if _probed is None or now - _probed[0] >= PROBE_EVERY:
        _probed = (now, _probe())
    return _probed[1]


class PhoneServer:
    """One table's phones: `start()`, then `url(seat)` for each join link, `stop()`."""

    def __init__(self, seats: Sequence[SeatInfo], game: str, *, host: str = "0.0.0.0",
                 port: int = DEFAULT_PORT) -> None:
        self.hub = Hub(seats, [new_token() for _ in seats], game)
        self.host, self.port = host, port
        self._loop: asyncio.AbstractEventLoop | None = None
        self._runner: web.AppRunner | None = None
        self._listener: asyncio.base_events.Server | None = None
        self.door: Door | None = None
        self._thread: threading.Thread | None = None
        self._ready = threading.Event()
        self._failure: BaseException | None = None

    # -- life --------------------------------------------------------------------------
    def start(self) -> None:
        """Open the port (PhoneServerError if it cannot); returns once phones may join."""
        if self._thread is not None:
            return
        self._thread = threading.Thread(target=self._run, name="phone-server", daemon=True)
        self._thread.start()
        if not self._ready.wait(START_TIMEOUT) or self._failure is not None:
            self._thread.join(STOP_TIMEOUT)
            self._thread = None
            raise PhoneServerError(f"phones: cannot listen on port {self.port}:"
                                   f" {self._failure or 'timed out'}")

    def _run(self) -> None:
        loop = self._loop = asyncio.new_event_loop()
        try:
            loop.run_until_complete(self._open())
        except BaseException as exc:  # noqa: BLE001 - reported to start() on the table's thread
            self._failure = exc
            self._ready.set()
            loop.close()
            return
        self._ready.set()
        try:
            loop.run_forever()
        finally:
            loop.run_until_complete(self._close())
            loop.close()

    async def _open(self) -> None:
        loop = asyncio.get_running_loop()
        loop.set_exception_handler(loop_errors)  # EMFILE in accept(): said, not raised
        self._runner = web.AppRunner(make_app(self.hub), handle_signals=False,
                                     shutdown_timeout=1.0)
        await self._runner.setup()
        manager = self._runner.server
        assert manager is not None
        door = self.door = Door(Limits.for_this_process())
        # Our own listener in place of web.TCPSite: every connection meets the door
        # (door.py) before aiohttp's handler reads it. access_log=None: the log would
        # hold every join link's token; aiohttp's complaints go to the quiet wire log.
        options = {"loop": loop, "access_log": None, "logger": wire_log,
                   "keepalive_timeout": door.limits.head_timeout}

        def connection() -> DoorHandler:
            return DoorHandler(manager, door, **options)

        listening = socket.create_server((self.host, self.port), backlog=BACKLOG)
        try:
            self._listener = await loop.create_server(connection, sock=listening,
                                                      backlog=ACCEPT_BATCH)
        except BaseException:
            listening.close()
            raise
        listening.listen(BACKLOG)  # asyncio listened with its batch size: queue more
        if self.port == 0:  # an ephemeral port (tests): read back which
            self.port = int(listening.getsockname()[1])
        log.info("phone server listening on port %d (at most %d connections)", self.port,
                 door.limits.total)

    async def _close(self) -> None:
        if self._listener is not None:
            self._listener.close()  # the port first: no new phone while the rest close
            self._listener = None
        if self._runner is not None:
            await self._runner.cleanup()  # on_shutdown tells every phone, then closes
            self._runner = None

    def stop(self) -> None:
        """Tell every phone the table closed, close every socket and the port."""
        loop, thread = self._loop, self._thread
        if loop is None or thread is None:
            return
        if loop.is_running():
            loop.call_soon_threadsafe(loop.stop)
        thread.join(STOP_TIMEOUT + 2)
        self._thread = self._loop = None
        log.info("phone server stopped")

    @property
    def running(self) -> bool:
        return self._thread is not None and self._thread.is_alive()

    # -- the table's side (any thread) ---------------------------------------------------
    def url(self, seat: int, address: str | None = None) -> str:
        """Seat `seat`'s join link (its secret: show it as a QR code, never log it)."""
        return f"http://{address or lan_address()}:{self.port}/p/{self.hub.tokens[seat]}/"

    def publish(self, seat: int, seq: int, view: dict[str, Any]) -> None:
        # Encoded here, on the table's thread after its frame (PhoneHook.after_frame),
        # rather than on the server's while the next frame is drawn.
        self._call(self.hub.publish, seat, seq, view, encode("view", seq=seq, view=view))

    def tell(self, seat: int, message: str, reopen: bool = False) -> None:
        self._call(self.hub.tell, seat, message, reopen)

    def wait(self, seat: int, wait: dict[str, Any] | None, refusal: str = "") -> None:
        """What the table waits for, for this seat (waits.py); `refusal`: why a choice is
        not taken meanwhile ("" when one is)."""
        self.waits([(seat, wait, refusal)])

    def waits(self, changed: list[tuple[int, dict[str, Any] | None, str]]) -> None:
        """`wait` for several seats in one call to the server's loop (one wake-up)."""
        self._call(self.hub.waits_all, changed)

    def take_acks(self) -> list[tuple[int, int]]:
        """The phones' "Go on"s since the last call: (seat, wait id), oldest first."""
        out = []
        while not self.hub.acks.empty():
            out.append(self.hub.acks.get_nowait())
        return out

    def take_hint_asks(self) -> list[tuple[int, int]]:
        """The hints phones asked for since the last call: (seat, view number)."""
        out = []
        while not self.hub.hint_asks.empty():
            out.append(self.hub.hint_asks.get_nowait())
        return out

    def hint(self, seat: int, seq: int, hint: dict[str, Any]) -> None:
        """The coach's hint to that seat's phone alone (phone_hints.py)."""
        self._call(self.hub.hint, seat, seq, hint)

    def take(self) -> list[Chosen]:
        """The choices phones made since the last call, oldest first (never waits)."""
        out = []
        while not self.hub.inbox.empty():
            out.append(self.hub.inbox.get_nowait())
        return out

    def connected(self, seat: int) -> bool:
        return self.hub.connected(seat)

    def held(self, seat: int, grace: float) -> bool:
        """Connected, or its phone went less than `grace` seconds ago (hub.Hub.held)."""
        return self.hub.held(seat, grace)

    def claimed(self, seat: int) -> bool:
        """A phone joined the seat with its current link (the TV shows it no more)."""
        return self.hub.claimed(seat)

    def reissue(self, seat: int) -> None:
        """The TV lets the seat join again: a fresh link now (`url`), the old one dead and
        its phone told (hub.Hub.reissue)."""
        token = new_token()
        self.hub.tokens[seat] = token  # url() shows the new link from this frame on,
        self.hub.devices[seat] = None  # and claimed() says so (the loop does the rest)
        if self._loop is None:
            self.hub.reissue(seat, token)
        else:
            self._call(self.hub.reissue, seat, token)

    def news(self) -> list[News]:
        """What happened to the seats' phones since the last call (for the TV to say)."""
        out = []
        while not self.hub.news.empty():
            out.append(self.hub.news.get_nowait())
        return out

    def reseat(self, seats: Sequence[SeatInfo], game: str, keep: Sequence[int]) -> None:
        """A server opened for the setup screen becomes the table's: the seats in `keep`
        keep their links (phones already in stay), every other seat's link stops
        working (hub.Hub.reseat)."""
        hub = self.hub
        infos = list(seats) + hub.info[len(seats):]
        tokens = [t if i in keep else new_token() for i, t in enumerate(hub.tokens)]
        if self._loop is None:
            hub.reseat(infos, tokens, game, keep)  # not started: no phone to tell
        else:
            self._call(hub.reseat, infos, tokens, game, list(keep))

    def _call(self, fn: Any, *args: Any) -> None:
        loop = self._loop
        if loop is not None and loop.is_running():
            loop.call_soon_threadsafe(fn, *args)
