"""The seats of the phone server, on its event loop: who is connected, what each was last
sent, and the guards on what phones send (size, shape, rate, staleness).

Everything here runs on the server's own loop thread; the table reaches it only through
`PhoneServer` (calls scheduled thread-safely, choices through a thread-safe queue).
"""

from __future__ import annotations

import asyncio
import contextlib
import hmac
import json
import queue
import time
from collections import deque
from collections.abc import Sequence
from typing import Any, NamedTuple

from aiohttp import web

from .protocol import AskHint, Choose, GoOn, Ping, ProtocolError, encode, parse
from .tokens import as_typed

SEND_TIMEOUT = 5.0  # seconds a phone may take to accept one message before it is dropped
OUTBOX = 16  # messages waiting for one phone; older ones give way (a view replaces a view)
BURST, RATE = 8, 4.0  # a phone may send BURST messages at once, then RATE a second
FLOOD_CLOSE = 64  # refused-for-rate messages in a row before the socket is closed
TAKEN_OVER = 4000  # close codes the page understands
MOVED = 4001  # the TV let the seat join again: this link is dead, do not reconnect
REFUSED = 4003  # the seat is held by another phone: do not reconnect
FLOODED = 4008
# A seat's link opened on another device: refused, said on the TV at most this often, and
# past TRIES_BURST tries at once (then one per TRIES_EVERY seconds) refused at the door.
TRIES_BURST, TRIES_EVERY = 3, 10.0
TOLD_EVERY = 30.0
HELD_ELSEWHERE = ("This seat is on another phone. To move it to this one, ask at the TV:"
                  " Pause, Phones, then “Let {name} join again”.")
SENT = "Your choice is sent: the table takes it in a moment."


class SeatInfo(NamedTuple):
    """What a phone is told about its seat (public at the table)."""

    name: str
    colour: str  # "#rrggbb"


class News(NamedTuple):
    """Something about a seat's phone the TV must say (PhoneHook.announce):
    "joined" (a phone took the seat: its first, or a new one after the TV let it join
    again) or "refused" (another device tried the seat's link)."""

    seat: int
    kind: str


class Chosen(NamedTuple):
    """A phone's choice on its way to the table."""

    seat: int
    action: str
    seq: int


class Bucket:
    """A token bucket: BURST messages at once, refilled at RATE a second."""

    def __init__(self, burst: int = BURST, rate: float = RATE) -> None:
        self.burst, self.rate = burst, rate
        self.tokens = float(burst)
        self.at = time.monotonic()

    def allow(self) -> bool:
        now = time.monotonic()
        self.tokens = min(self.burst, self.tokens + (now - self.at) * self.rate)
        self.at = now
        if self.tokens >= 1:
            self.tokens -= 1
            return True
        return False


class Connection:
    """One phone's socket and its outbox, written by its own task so a slow or dead phone
    holds up nobody: a send that takes longer than SEND_TIMEOUT closes it."""

    def __init__(self, ws: web.WebSocketResponse, seat: int) -> None:
        self.ws, self.seat = ws, seat
        self.outbox: deque[tuple[str, str]] = deque()
        self.wake = asyncio.Event()
        self.bucket = Bucket()
        self.refused = 0
        self.close_code: int | None = None
        self.writer = asyncio.get_running_loop().create_task(self._write())

    def send(self, kind: str, text: str) -> None:
        if self.close_code is not None:
            return
        if kind == "view":  # only the newest view matters
            self.outbox = deque(m for m in self.outbox if m[0] != "view")
        if len(self.outbox) >= OUTBOX:
            self.outbox.popleft()
        self.outbox.append((kind, text))
        self.wake.set()

    def close(self, code: int, kind: str = "", text: str = "") -> None:
        """Say `text` (if any) and close: after what is queued, within SEND_TIMEOUT."""
        if self.close_code is None:
            if text:
                self.send(kind, text)
            self.close_code = code
            self.wake.set()

    async def _write(self) -> None:
        try:
            while True:
                await self.wake.wait()
                self.wake.clear()
                while self.outbox:
                    _kind, text = self.outbox.popleft()
                    await asyncio.wait_for(self.ws.send_str(text), SEND_TIMEOUT)
                if self.close_code is not None:
                    await asyncio.wait_for(self.ws.close(code=self.close_code), SEND_TIMEOUT)
                    return
        except (TimeoutError, ConnectionError, RuntimeError):
            # A phone that stopped reading: drop it (its page reconnects when it wakes).
            self.close_code = self.close_code or 1011
            with contextlib.suppress(Exception):
                await asyncio.wait_for(self.ws.close(code=1011), 0.5)


class Hub:
    """Every seat's token, newest view and current phone."""

    def __init__(self, seats: Sequence[SeatInfo], tokens: Sequence[str], game: str) -> None:
        self.info = list(seats)
        self.tokens = list(tokens)
        self.game = game
        self.views: list[str | None] = [None] * len(seats)
        self.seqs: list[int] = [-1] * len(seats)
        self.choices: list[frozenset[str]] = [frozenset()] * len(seats)  # of the newest view
        self.offered: list[frozenset[str]] = [frozenset()] * len(seats)  # still open
        # Choices that take typed text: action -> most characters after it (of the view).
        self.typed: list[dict[str, int]] = [{} for _ in seats]
        # A choice on its way to the table (until the seat's next view or a refusal): a
        # re-tap meanwhile is told so, not that the choice is gone.
        self.sent: list[bool] = [False] * len(seats)
        self.conns: list[Connection | None] = [None] * len(seats)
        # When each seat's phone went (time.monotonic), None while it has one or never had:
        # a page that reloads is away for a moment and still that seat's phone (lost_for).
        self.lost_at: list[float | None] = [None] * len(seats)
        self.inbox: queue.SimpleQueue[Chosen] = queue.SimpleQueue()
        # The coach's hints phones asked for: (seat, view number), for the table.
        self.hint_asks: queue.SimpleQueue[tuple[int, int]] = queue.SimpleQueue()
        # What the table waits for, per seat (waits.Wait.message, or None), whether it
        # holds choices back (then refused with `refusals`), and the "Go on"s phones sent.
        self.waits: list[dict[str, Any] | None] = [None] * len(seats)
        self.refusals: list[str] = [""] * len(seats)
        self.acks: queue.SimpleQueue[tuple[int, int]] = queue.SimpleQueue()
        self.acked: list[int] = [0] * len(seats)  # a doubled "Go on" sends one
        # The device (a random cookie the page got with it) each seat's link is bound to
        # once a phone joined with it: another device is refused, never a silent takeover.
        self.devices: list[str | None] = [None] * len(seats)
        self.tries = [Bucket(TRIES_BURST, 1 / TRIES_EVERY) for _ in seats]
        self.told_at: list[float] = [-1e9] * len(seats)
        self.news: queue.SimpleQueue[News] = queue.SimpleQueue()  # for the TV
        self.closing = False

    def seat_for(self, token: str) -> int | None:
        """The seat whose token this is (compared in constant time), or None. A token
        typed from the screen is read forgivingly (`tokens.as_typed`)."""
        found = None
        typed = as_typed(token).encode("utf-8", "replace")
        for seat, mine in enumerate(self.tokens):
            if hmac.compare_digest(typed, as_typed(mine).encode()):
                found = seat
        return found

    def connected(self, seat: int) -> bool:
        conn = self.conns[seat]
        return conn is not None and conn.close_code is None

    def held(self, seat: int, grace: float) -> bool:
        """Connected, or its phone went less than `grace` seconds ago (a page reloading,
        a phone waking comes back with the same link). Read from the table's thread: the
        socket first, then when it went (attach and detach write them the other way
        round), so a phone coming or going is never seen as no phone at all."""
        if self.conns[seat] is not None:
            return True  # connected, or closing this moment
        lost = self.lost_at[seat]
        return lost is not None and time.monotonic() - lost < grace

    def claimed(self, seat: int) -> bool:
        """Whether a phone joined this seat with its current link (read by the TV: the
        link is no longer shown once it has)."""
        return self.devices[seat] is not None

    def may_try(self, seat: int) -> bool:
        """Whether another attempt at this seat is looked at (tries past the rate are
        refused at the door, with the same 403 as a wrong link)."""
        return self.tries[seat].allow()

    def admit(self, seat: int, device: str) -> bool:
        """Whether a phone with `device` may open this seat's socket: the seat's first
        phone binds it; the same device again (a reload, a phone waking) resumes; any
        other is refused (the TV is told, at most once in TOLD_EVERY seconds)."""
        bound = self.devices[seat]
        if bound is None:
            self.devices[seat] = device
            self.news.put(News(seat, "joined"))
            return True
        if hmac.compare_digest(bound.encode(), device.encode()):
            return True
        now = time.monotonic()
        if now - self.told_at[seat] >= TOLD_EVERY:
            self.told_at[seat] = now
            self.news.put(News(seat, "refused"))
        return False

    def refusal(self, seat: int) -> str:
        return HELD_ELSEWHERE.format(name=self.info[seat].name)

    # -- from the table (scheduled on the loop) -----------------------------------------
    def reissue(self, seat: int, token: str) -> None:
        """The TV lets the seat join again: a fresh link (`token`), bound to no device;
        the old link stops working and its phone is told so."""
        self.tokens[seat] = token
        self.devices[seat] = None
        self.lost_at[seat] = None
        self.tries[seat] = Bucket(TRIES_BURST, 1 / TRIES_EVERY)
        conn, self.conns[seat] = self.conns[seat], None
        if conn is not None:
            conn.close(MOVED, "closed", encode(
                "closed", message="This seat was moved to another phone at the TV."))

    def publish(self, seat: int, seq: int, view: dict[str, Any],
                text: str | None = None) -> None:
        """The seat's newest view (`text`: the message already encoded by the caller)."""
        self.seqs[seat] = seq
        self.sent[seat] = False
        self.choices[seat] = frozenset(c["action"] for c in view.get("choices", ()))
        self.offered[seat] = self.choices[seat]
        self.typed[seat] = {c["action"]: c["typed"]["max"] for c in view.get("choices", ())
                            if "typed" in c}
        self.views[seat] = text or encode("view", seq=seq, view=view)
        conn = self.conns[seat]
        if conn is not None:
            conn.send("view", self._view(seat))

    def _view(self, seat: int) -> str:
        """The seat's view message with what the table waits for now (its `wait`)."""
        text = self.views[seat] or ""
        return text[:-1] + ',"wait":' + json.dumps(self.waits[seat], ensure_ascii=False) + "}"

    def waits_all(self, changed: Sequence[tuple[int, dict[str, Any] | None, str]]) -> None:
        for seat, wait, refusal in changed:
            self.wait(seat, wait, refusal)

    def wait(self, seat: int, wait: dict[str, Any] | None, refusal: str = "") -> None:
        """What the table waits for now, for this seat (`refusal`: why a choice is not
        taken meanwhile; "" when one is)."""
        self.waits[seat], self.refusals[seat] = wait, refusal
        conn = self.conns[seat]
        if conn is not None:
            conn.send("wait", encode("wait", wait=wait))

    def tell(self, seat: int, message: str, reopen: bool = False) -> None:
        """An error for the seat's phone; `reopen`: its refused choice may be made again."""
        if reopen:
            self.offered[seat] = self.choices[seat]
            self.sent[seat] = False
            self.acked[seat] = 0  # a "Go on" refused may be tapped again
        conn = self.conns[seat]
        if conn is not None:
            conn.send("error", encode("error", message=message))

    # -- from the sockets ---------------------------------------------------------------
    def attach(self, seat: int, ws: web.WebSocketResponse) -> Connection:
        """A phone opened this seat's socket: it takes the seat over from any other."""
        old = self.conns[seat]
        if old is not None:
            old.close(TAKEN_OVER, "taken_over", encode(
                "taken_over", message="This seat was opened on another device."))
        conn = self.conns[seat] = Connection(ws, seat)
        self.lost_at[seat] = None
        self.offered[seat] = self.choices[seat]  # a reloaded page may choose again
        self.sent[seat] = False  # (a second copy of a choice on its way: the table's stale)
        info = self.info[seat]
        conn.send("hello", encode("hello", seat=seat, name=info.name, colour=info.colour,
                                  game=self.game))
        if self.views[seat] is not None:
            conn.send("view", self._view(seat))  # a phone that reloads resumes here
        return conn

    def detach(self, conn: Connection) -> None:
        if self.conns[conn.seat] is conn:
            self.lost_at[conn.seat] = time.monotonic()  # before the socket: see held
            self.conns[conn.seat] = None
        conn.close_code = conn.close_code or 1000
        conn.wake.set()

    def receive(self, conn: Connection, text: str) -> None:
        """One message from a phone: checked, then queued for the table or answered."""
        if self.conns[conn.seat] is not conn:
            return  # a socket taken over says nothing more
        if not conn.bucket.allow():
            conn.refused += 1
            if conn.refused == 1:
                self._error(conn, "Too many messages: slow down.")
            if conn.refused >= FLOOD_CLOSE:
                conn.close(FLOODED)
            return
        conn.refused = 0
        try:
            message = parse(text)
        except ProtocolError as exc:
            self._error(conn, f"Bad message: {exc}.")
            return
        if isinstance(message, Ping):
            conn.send("pong", encode("pong"))
        elif isinstance(message, Choose):
            self._choose(conn, message)
        elif isinstance(message, AskHint):
            self.hint_asks.put((conn.seat, message.seq))  # the table checks it
        elif isinstance(message, GoOn):
            self._go_on(conn, message)

    def _go_on(self, conn: Connection, message: GoOn) -> None:
        """A "Go on" for the wait the phone was shown, on its way to the table (which
        checks it again: PhoneHook.frame); a doubled tap sends one."""
        wait = self.waits[conn.seat]
        if wait is None or not wait.get("ack") or wait.get("id") != message.wait:
            self._error(conn, "The TV has moved on already.")
            return
        if self.acked[conn.seat] != message.wait:
            self.acked[conn.seat] = message.wait
            self.acks.put((conn.seat, message.wait))

    def hint(self, seat: int, seq: int, hint: dict[str, Any]) -> None:
        """The coach's hint for the seat's phone, if it still shows the view asked about."""
        conn = self.conns[seat]
        if conn is not None and self.seqs[seat] == seq:
            conn.send("hint", encode("hint", seq=seq, hint=hint))

    def _choose(self, conn: Connection, message: Choose) -> None:
        seat = conn.seat
        if self.refusals[seat] and message.seq == self.seqs[seat]:
            self._error(conn, self.refusals[seat])  # nothing takes it now: say why
            return
        if message.seq == self.seqs[seat] and self.sent[seat]:
            self._error(conn, SENT)  # the table has not taken it yet (a scene over it)
            return
        if message.seq != self.seqs[seat] or not self._open(seat, message.action):
            self._error(conn, "That choice is no longer open: the table moved on.")
            return
        self.offered[seat] = frozenset()  # one choice per view: a double tap sends one
        self.sent[seat] = True
        self.inbox.put(Chosen(seat, message.action, message.seq))

    def _open(self, seat: int, action: str) -> bool:
        """Whether `action` is an open choice, or an open typed choice's action followed by
        a space and 1..max characters of text (the game checks the text itself); a typed
        choice is never sent bare."""
        if action in self.offered[seat] and action not in self.typed[seat]:
            return True
        for base, most in self.typed[seat].items():
            text = action[len(base) + 1:]
            if (base in self.offered[seat] and action.startswith(base + " ")
                    and len(text) <= most and text.strip()):
                return True
        return False

    def _error(self, conn: Connection, message: str) -> None:
        conn.send("error", encode("error", message=message))

    def reseat(self, seats: Sequence[SeatInfo], tokens: Sequence[str], game: str,
               keep: Sequence[int]) -> None:
        """The setup screen's seats become a table's (scenes/phones/lobby.py): names,
        colours and game as the table has them, each phone in a `keep` seat told again;
        any other seat gets the new token it is handed (shown to nobody) and loses its
        phone."""
        self.info, self.tokens, self.game = list(seats), list(tokens), game
        for seat, conn in enumerate(self.conns):
            if seat not in keep:
                self.lost_at[seat] = None
                self.devices[seat] = None
            if conn is None:
                continue
            if seat in keep:
                info = self.info[seat]
                conn.send("hello", encode("hello", seat=seat, name=info.name,
                                          colour=info.colour, game=game))
            else:
                self.conns[seat] = None  # no longer this seat's phone, not even for a while
                conn.close(1001, "closed", encode(
                    "closed", message="This seat is not played on a phone in this game."))

    def close_all(self, message: str) -> None:
        self.closing = True
        for conn in self.conns:
            if conn is not None:
                conn.close(1001, "closed", encode("closed", message=message))
