"""Phones at the busy table of frame_time.py (`--phones N`, issue 25): the table's own
`PhoneHook` in its frame, its server on its thread, and N phones on the loopback.

The phones are aiohttp WebSocket clients in a process of their own (phones are other
devices: they must not share the table's interpreter; the client is benchmarks/phones.py's
way of joining). In the phones' turns each phone sends a message every `--phone-pace S`
seconds (default 0.26: a person's tapping pace, kept up by all of them at once; under the
server's rate limit; the server parses, checks and answers each; 0: silent, connected
only) and, with `--phone-views S`, every S seconds every phone's view is described afresh
and sent (`PhoneHook.frame` in the timed frame does it, as in the frame after a move: the
move's own cost is in neither loop). In the table's turns they are connected and silent.
Every view is described once the frame is presented (`after_frame`, as the app's loop
does it: outside the timed frame, its cost reported apart). With `--phone-paced` the two
loops run at 60 Hz, each frame followed by the rest of its 1/60 s asleep as in the app's
loop (the server's thread then sends while the table sleeps, as in the program);
without it they run back to back, so the server's sends fall in the next frames.
The game stays frozen as the benchmark wants it, so no choice is ever applied: what is
measured is what phones cost a frame, beside the same table without them.
"""

from __future__ import annotations

import argparse
import asyncio
import multiprocessing
import sys
import time
from collections.abc import Callable
from pathlib import Path
from typing import Any, NamedTuple

Times = tuple[list[float], list[float]]  # (wall, cpu) seconds per frame

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

PACE = 0.26  # seconds between two messages of one phone: a person's tapping pace
FPS = 60  # the benchmark's frames per second of the table's clock (1/60 s a frame)
COLOURS = ["#d05050", "#5070d0", "#50a050", "#d0a040", "#a050c0", "#40b0b0"]


class PhoneOptions(NamedTuple):
    count: int  # phones on the loopback
    views: float = 0.0  # seconds between two fresh views to every phone (0: none)
    pace: float = PACE  # seconds between two messages of one phone (0: silent)
    paced: bool = False  # both loops at 60 Hz, sleeping out each frame as App.run does


def add_phone_options(ap: argparse.ArgumentParser) -> None:
    ap.add_argument("--phones", type=int, default=0, metavar="N",
                    help="frames: also the table with N phones on the loopback (issue 25)")
    ap.add_argument("--phone-pace", dest="phone_pace", type=float, default=PACE,
                    metavar="S", help="with --phones: each phone sends a message every S "
                                      "seconds (0: silent)")
    ap.add_argument("--phone-views", dest="phone_views", type=float, default=0.0,
                    metavar="S", help="with --phones: a fresh view to every phone every S "
                                      "seconds, as after a move (0: none)")
    ap.add_argument("--phone-paced", dest="phone_paced", action="store_true",
                    help="with --phones: the table's frames with and without phones at "
                         "60 Hz, each sleeping out its 1/60 s as the app's loop does")


def phone_options(args: argparse.Namespace) -> PhoneOptions | None:
    return PhoneOptions(args.phones, args.phone_views, args.phone_pace, args.phone_paced) \
        if args.phones else None


def phone_args(args: argparse.Namespace) -> list[str]:
    """The phone options again, for a child process."""
    return ["--phones", str(args.phones), "--phone-pace", str(args.phone_pace),
            "--phone-views", str(args.phone_views)] + (["--phone-paced"] if args.phone_paced
                                                       else [])


class PhonesAtTable:
    """`open()`, then `turns(...)` for each turn of the table's two loops; `close()`."""

    def __init__(self, board: Any, options: PhoneOptions) -> None:
        from scenes.phones.link import PhoneLink
        from scenes.phones.table_hook import PhoneHook

        s = board.session
        self.board, self.count = board, min(options.count, len(s.names))
        self.options = options
        self.hook = PhoneHook(s, (COLOURS * 2)[:len(s.names)], port=0, host="127.0.0.1")
        # The benchmark's seats are bots (a frozen game): the phones stand for humans on
        # the first seats, described and sent to as the table's humans would be.
        self.hook.humans = list(range(self.count))
        self.hook.link = PhoneLink(self.hook.server, s.plugin, s.names, self.hook.humans)
        ctx = multiprocessing.get_context("spawn")
        self.connected, self.talking, self.done = ctx.Event(), ctx.Event(), ctx.Event()
        self.ctx, self.process = ctx, None
        self.frames = self.turn = 0
        self.every = round(options.views * FPS)  # frames between two fresh views (0: none)

    @classmethod
    def open(cls, board: Any, options: PhoneOptions | None) -> PhonesAtTable | None:
        """The phones of `board`, started; None for no phones."""
        if options is None or options.count <= 0:
            return None
        at_table = cls(board, options)
        at_table.start()
        return at_table

    def start(self) -> None:
        self.hook.start()  # the port is known from here on
        self.process = self.ctx.Process(target=_phones_main, daemon=True, args=(
            [self.hook.server.url(p, "127.0.0.1") for p in self.hook.humans], self.connected,
            self.talking, self.done, self.options.pace))
        self.process.start()
        if not self.connected.wait(30):
            raise RuntimeError("the phones did not connect")
        for _ in range(200):  # every socket attached on the server's side
            if all(self.hook.server.connected(p) for p in self.hook.humans):
                break
            time.sleep(0.02)
        # Known already, so the TV says nothing (a hint would change the picture).
        self.hook._connected = frozenset(self.hook.humans)

    def turns(self, frames: int, frame: Callable[[bool, str], None], record: bool,
              whole: Callable[[], None]) -> None:
        """`frames` frames of the table alone and `frames` with its phones, each loop
        first every other time (what runs first after the bare loops pays for their
        traces: a whole frame, cold caches) and each starting with a whole frame."""
        self.turn += 1
        for phones in ((False, True) if self.turn % 2 else (True, False)):
            whole()
            self.active(phones)
            tick = time.perf_counter()
            for _ in range(frames):
                if phones:
                    self.before_frame()
                frame(record, "phones" if phones else "table")
                if self.options.paced:  # the rest of the 1/60 s asleep, as App.run does:
                    tick += 1 / FPS  # the server's thread sends then, as in the program
                    time.sleep(max(0.0, tick - time.perf_counter()))
        self.active(False)

    def active(self, on: bool) -> None:
        """The table with its phones (the hook in its frame, the phones talking), or the
        same table without (hook detached, phones silent)."""
        self.board.phones = self.hook if on else None
        (self.talking.set if on else self.talking.clear)()

    def before_frame(self) -> None:
        """Outside the timed part: once every `every` frames the next frame's hook
        describes and sends every phone's view afresh, as after a move."""
        self.frames += 1
        if self.every and self.frames % self.every == 0:
            self.hook._seen = (-1, -1)
            self.hook.link.views.clear()

    def close(self, percentiles: Callable[[list[float]], dict[str, float]],
              phones: Times, table: Times) -> dict[str, object]:
        """Stop the phones and the server; the figures of the frames with phones beside
        the table's own."""
        self.done.set()
        self.board.phones = None
        self.hook.stop()
        self.process.join(10)
        if self.process is not None and self.process.is_alive():
            self.process.terminate()
        wall, alone = percentiles(phones[0]), percentiles(table[0])
        return {"phones": self.count, "phone_pace_s": self.options.pace,
                "paced_60hz": self.options.paced,
                "phone_views_every_s": self.options.views,
                "views_sent_each": self.hook.link.seqs.get(0, 0),
                "phones_frame_wall_ms": wall, "phones_frame_cpu_ms": percentiles(phones[1]),
                "phones_to_table_wall_ratio_median": round(wall["median"] / alone["median"], 3),
                "phones_to_table_wall_ratio_p99": round(wall["p99"] / alone["p99"], 3)}


def _phones_main(urls: list[str], connected: Any, talking: Any, done: Any,
                 pace: float) -> None:
    import aiohttp

    ready = [0]

    async def phone(http: aiohttp.ClientSession, url: str) -> None:
        async with http.ws_connect(url + "ws") as ws:
            ready[0] += 1
            if ready[0] == len(urls):
                connected.set()

            async def read() -> None:
                async for _ in ws:
                    pass  # views, pongs: read as a phone reads them

            reader = asyncio.get_running_loop().create_task(read())
            while not done.is_set():
                if talking.is_set() and pace > 0:
                    await ws.send_json({"type": "ping"})
                await asyncio.sleep(pace or PACE)
            reader.cancel()

    async def main() -> None:
        async with aiohttp.ClientSession() as http:
            await asyncio.gather(*(phone(http, u) for u in urls))

    asyncio.run(main())
