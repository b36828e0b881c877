"""Phones as private screens (issue 25): latency, the table's cost, the server idle.

    python benchmarks/phones.py [--game ninety-nine] [--choices 300] [--idle 20] [--json]

A table loop at 60 Hz (the shell's PhoneHook, driven as TableScene.update drives it, with
no drawing) and six phones on the loopback (aiohttp WebSocket clients in a process of
their own, each tapping its first choice when it is its turn, at most one tap in 0.26 s):

1. latency: from a phone sending its choice to the moment every phone whose view changed
   has its new view (the table applies the choice at its next frame), p50 / p95 / max;
2. table cost: the time of `PhoneHook.frame` in the table's frame, in frames where
   nothing came (p50 / p99) and in frames that applied a phone's choice (p50 / p99),
   against a 16.7 ms frame; and of `PhoneHook.after_frame` after a frame that applied one
   (every seat described and published, once the frame is presented);
3. idle: CPU of the server's thread with six phones connected and nothing happening, as
   a share of one core, over `--idle` seconds (Linux: /proc/self/task/<tid>/stat).
"""

from __future__ import annotations

import argparse
import asyncio
import json
import multiprocessing
import os
import sys
import time
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

import aiohttp  # noqa: E402

from game.core import registry  # noqa: E402
from scenes.phones.table_hook import PhoneHook  # noqa: E402
from scenes.shell.match.session import Session  # noqa: E402

FRAME = 1 / 60
PACE = 0.26
PLAYERS = 6


class Table:
    """What PhoneHook asks of a TableScene; nothing animates (shown views are dropped)."""

    animating = False

    def resync(self) -> None: ...

    def after_submit(self) -> None: ...

    def say(self, message: str) -> None: ...


class Phones:
    """Six phones in a process of their own (phones are other devices: they must not share
    the table's interpreter). `sent[i]`: when the i-th choice left; `got[i]`: when each
    phone then received its next view (perf_counter is the same clock in every process)."""

    def __init__(self, urls: list[str]) -> None:
        ctx = multiprocessing.get_context("spawn")
        self.connected, self.done, self.quiet = ctx.Event(), ctx.Event(), ctx.Event()
        self.results: Any = ctx.Queue()
        self.sent: list[float] = []
        self.got: list[dict[int, float]] = []
        self.process = ctx.Process(target=_phones_main, daemon=True,
                                   args=(urls, self.connected, self.done, self.quiet,
                                         self.results))

    def start(self) -> None:
        self.process.start()

    def collect(self) -> None:
        """Stop tapping and read back the times so far."""
        self.done.set()
        self.sent, got = self.results.get(timeout=30)
        self.got = [{int(k): v for k, v in g.items()} for g in got]

    def stop(self) -> None:
        self.process.join(10)
        if self.process.is_alive():
            self.process.terminate()


def _phones_main(urls: list[str], connected: Any, done: Any, quiet: Any, results: Any) -> None:
    sent: list[float] = []
    got: list[dict[int, float]] = []
    ready = [0]

    async def phone(http: aiohttp.ClientSession, k: int, url: str) -> None:
        ws = await http.ws_connect(url + "ws")
        last = 0.0
        ready[0] += 1
        if ready[0] == len(urls):
            connected.set()
        async for msg in ws:
            now = time.perf_counter()
            data = msg.json()
            if data["type"] == "closed":
                return
            if data["type"] != "view":
                continue
            if got and k not in got[-1]:
                got[-1][k] = now
            view = data["view"]
            if view["turn"] and view["choices"] and not done.is_set() and not quiet.is_set():
                # A person's pace (and the server's rate limit): 0.26 s between two taps.
                await asyncio.sleep(max(0.0, last + PACE - time.perf_counter()))
                last = time.perf_counter()
                sent.append(last)
                got.append({})
                await ws.send_json({"type": "choose", "seq": data["seq"],
                                    "action": view["choices"][0]["action"]})

    async def report() -> None:
        while not done.is_set():
            await asyncio.sleep(0.05)
        await asyncio.sleep(0.3)  # the last views arrive
        results.put((sent, got))

    async def main() -> None:
        async with aiohttp.ClientSession() as http:
            await asyncio.gather(report(), *(phone(http, k, u) for k, u in enumerate(urls)))

    asyncio.run(main())


def _pct(values: list[float], q: float) -> float:
    values = sorted(values)
    return values[min(len(values) - 1, int(q * len(values)))] if values else float("nan")


def _thread_cpu(native_id: int) -> float:
    fields = Path(f"/proc/self/task/{native_id}/stat").read_text().rsplit(")", 1)[1].split()
    return (int(fields[11]) + int(fields[12])) / os.sysconf("SC_CLK_TCK")


def _game(game_id: str, seed: int) -> tuple[Session, PhoneHook, Phones]:
    plugin = registry.plugin(game_id)
    players = min(PLAYERS, registry.get(game_id).max_players)
    seats = ["human"] * players
    config = plugin.make_config(seats, [f"P{i + 1}" for i in range(players)],
                                plugin.demo_options(players))
    session = Session(plugin.Game.new(config, seed), seats, seed, game_id=game_id)
    hook = PhoneHook(session, ["#d05050"] * players, port=0, host="127.0.0.1")
    hook.start()
    phones = Phones([hook.server.url(p, "127.0.0.1") for p in range(players)])
    phones.start()
    phones.connected.wait(10)
    return session, hook, phones


def run(game_id: str, choices: int, idle: float) -> dict[str, Any]:
    table = Table()
    latency: list[float] = []
    quiet_frames: list[float] = []
    busy_frames: list[float] = []
    after_frames: list[float] = []  # after_frame once a choice was applied
    seed = 7
    while True:  # whole games, one after another, until enough choices were timed
        session, hook, phones = _game(game_id, seed)
        tick = time.perf_counter()
        taps = 0  # choices this game (the phones count them: the table counts moves)
        while len(latency) + taps < choices and not session.game.is_over:
            before = len(session.game.record)
            start = time.perf_counter()
            hook.frame(table)
            took = time.perf_counter() - start
            start = time.perf_counter()
            hook.after_frame()  # once the frame is presented (App._frame): the views
            after = time.perf_counter() - start
            moved = len(session.game.record) != before
            taps += moved
            (busy_frames if moved else quiet_frames).append(took)
            if moved:
                after_frames.append(after)
            session.shown.clear()  # nothing animates here
            tick += FRAME
            time.sleep(max(0.0, tick - time.perf_counter()))
        phones.collect()
        latency += [max(got.values()) - sent for sent, got in zip(phones.sent, phones.got)
                    if got]
        if len(latency) >= choices:
            break
        hook.stop()
        phones.stop()
        seed += 1
    # idle: six phones connected, nothing happening
    server_thread = hook.server._thread
    assert server_thread is not None and server_thread.native_id is not None
    cpu0, wall0 = _thread_cpu(server_thread.native_id), time.perf_counter()
    time.sleep(idle)
    idle_share = (_thread_cpu(server_thread.native_id) - cpu0) / (time.perf_counter() - wall0)
    hook.stop()
    phones.stop()
    ms = 1000.0
    return {
        "game": game_id, "phones": len(session.humans), "choices": len(latency), "games": seed - 6,
        "latency_ms": {"p50": _pct(latency, 0.5) * ms, "p95": _pct(latency, 0.95) * ms,
                       "max": max(latency) * ms if latency else float("nan")},
        "hook_quiet_frame_ms": {"p50": _pct(quiet_frames, 0.5) * ms,
                                "p99": _pct(quiet_frames, 0.99) * ms,
                                "frames": len(quiet_frames)},
        "hook_applying_frame_ms": {"p50": _pct(busy_frames, 0.5) * ms,
                                   "p99": _pct(busy_frames, 0.99) * ms,
                                   "frames": len(busy_frames)},
        "hook_after_applying_frame_ms": {"p50": _pct(after_frames, 0.5) * ms,
                                         "p99": _pct(after_frames, 0.99) * ms},
        "server_idle_share_of_a_core": idle_share, "idle_seconds": idle,
    }


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--game", default="ninety-nine")
    ap.add_argument("--choices", type=int, default=300)
    ap.add_argument("--idle", type=float, default=20.0)
    ap.add_argument("--json", action="store_true")
    args = ap.parse_args()
    result = run(args.game, args.choices, args.idle)
    if args.json:
        print(json.dumps(result, indent=2))
        return
    lat, quiet, busy = (result["latency_ms"], result["hook_quiet_frame_ms"],
                        result["hook_applying_frame_ms"])
    print(f"{result['game']}, {result['phones']} phones on the loopback, "
          f"{result['choices']} choices in {result['games']} games")
    print(f"choice -> every phone updated: p50 {lat['p50']:.1f} ms, p95 {lat['p95']:.1f} ms, "
          f"max {lat['max']:.1f} ms")
    print(f"PhoneHook.frame, nothing came: p50 {quiet['p50']:.3f} ms, p99 {quiet['p99']:.3f} ms"
          f" ({quiet['frames']} frames)")
    print(f"PhoneHook.frame, applying a choice: p50 {busy['p50']:.2f} ms, "
          f"p99 {busy['p99']:.2f} ms ({busy['frames']} frames)")
    after = result["hook_after_applying_frame_ms"]
    print(f"PhoneHook.after_frame after it (every seat described, sent): p50 "
          f"{after['p50']:.2f} ms, p99 {after['p99']:.2f} ms")
    print(f"server idle, {result['phones']} phones connected: "
          f"{100 * result['server_idle_share_of_a_core']:.2f} %"
          f" of a core over {result['idle_seconds']:g} s")


if __name__ == "__main__":
    main()
