"""Frame-time, idle-CPU, bot-load and start-up benchmark of a game's table (issues 4, 13).

    python benchmarks/frame_time.py [--game paranoid-delusions] [--xvfb] [--frames 600]
        [--players 6] [--runs 31] [--idle 60] [--only frames,bot,idle,startup] [--json]
        [--phones N [--phone-pace S] [--phone-views S]]

Every part runs in fresh child processes, once per video driver: the SDL dummy driver,
and with `--xvfb` also a real X server (Xvfb, 1920x1080, started and stopped here).
The app picks its present path by itself, as for a player (default settings); each
result says which path it was.

1. frames: a 6-player game mid-play on the real table at 1280x720, every counter of the
   game in motion at once (160, flying to the bowl and back) and 40 Plot counters
   really flipping (a reveal: face down to face up and back, shown by the board's own
   flip drawing), versus a bare pygame-ce loop (table background + flip) in the same
   window, present path and run, and versus a bare pygame-ce loop drawing the same
   picture with none of the game's machinery: everything that stays still in one blit
   (the table's own picture of it: felt, seats, counters at rest), then the very images
   the board drew for the 40 turning and 160 flying counters, at the very places, frame
   by frame (recorded outside the timed part while the board ran), in one fblits, then
   the status bar and the log panel (the board draws them over the flying counters).
   The counters move as the board moves them (flights and flips timed on the board's
   clock), each leg starting when the last one ends (scenes/paranoid/bench.py). The
   table draws and presents its frames as the app does (`App.draw_frame`: only what
   changed when it can, shell/window/present.py); the bare loop and the replay blit their
   whole picture and flip, as a plain pygame-ce loop does. Per frame: update+draw(+
   present) CPU, and the whole frame (events, update, draw, present) as wall time and
   as process CPU time (all threads). The three loops take turns, 50 frames
   at a time, so the machine's changing speed falls on all of them alike. Every game:
   its `bench.motion`, `bench.still`, `bench.moving` and optional `bench.over`.
   With `--phones N` (issue 25) a fourth loop takes its turns: the same busy table with
   N phones on the loopback talking to it (benchmarks/frame_phones.py says how), against
   the table's own turns, in which they are connected and silent.
2. bot: the same busy table at 60 Hz while a hard bot searches without pause in the
   table's BotWorker (its helper process by default); wall time of each whole frame,
   the number over 16.7 ms, and how much of the run a search was going on
   (`--only bot_thread`: the same with the bot in a thread of the table's process).
3. idle: CPU of the real program over `--idle` seconds with nothing happening, as a
   share of one core (process CPU time of the program, all its threads): the title
   (`main.py`), and a table waiting for a human's move.
4. startup: process start to the first frame of the title screen (`main.py`), against
   a bare pygame-ce window showing its first frame, `--runs` back-to-back pairs of fresh
   processes; the ratio reported is the median of the pairs' ratios (quartiles too).
   The game's own caches (bytecode, the felt image) are warmed once first. Parts 3 (the
   title) and 4 are in benchmarks/program_start.py.

`--game ID` takes any registered game (game.core.registry); the table parts run for
games whose table has a `bench` module beside it (scenes/<game>/bench.py: how to set
it busy, and the same picture drawn the plain way), the start-up part for every game.
"""

from __future__ import annotations

import argparse
import json
import os
import statistics
import subprocess
import sys
import threading
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))
os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")

import frame_phones  # noqa: E402 - beside this script
from moved_record import MovedRecord  # noqa: E402 - beside this script
from program_start import measure_idle_title, measure_startup  # noqa: E402 - beside it

FRAME_BUDGET = 1 / 60



def percentiles(samples: list[float]) -> dict[str, float]:
    ordered = sorted(samples)

    def at(q: float) -> float:
        return ordered[min(len(ordered) - 1, int(q * len(ordered)))] * 1000

    return {"median": round(statistics.median(ordered) * 1000, 3), "p95": round(at(0.95), 3),
            "p99": round(at(0.99), 3), "max": round(ordered[-1] * 1000, 3)}


# -- the table of Paranoid Delusions, set busy ---------------------------------------------

def game_bench(game_id: str):  # noqa: ANN201 - a module or None
    """The `bench` module beside a game's table module, if it has one."""
    import importlib

    from game.core import registry

    package = registry.get(game_id).table.partition(":")[0].rpartition(".")[0]
    try:
        return importlib.import_module(package + ".bench")
    except ImportError:
        return None


def same_picture_hooks(game_id: str):  # noqa: ANN201 - (still, moving, over) or None
    """A game's `bench.still(table, surface)`, `bench.moving(table)` and optional
    `bench.over(table)`, if it has them."""
    bench = game_bench(game_id)
    if bench is None or not (hasattr(bench, "still") and hasattr(bench, "moving")):
        return None
    return bench.still, bench.moving, getattr(bench, "over", None)


def table_hooks(game_id: str):  # noqa: ANN201 - (build, motion, bot turn) or None
    """The game's own hooks: a `bench` module beside its table module
    (`build(players, seed, idle=False) -> (app, table)`, `motion(table) -> dict`,
    optional `bot_turn(table) -> (make_bot, observation, legal)`, by default the game's
    hard bot for the awaited seat)."""
    bench = game_bench(game_id)
    if bench is None:
        return None
    return bench.build, bench.motion, getattr(bench, "bot_turn", awaited_hard_bot)


def awaited_hard_bot(table):  # noqa: ANN001, ANN201 - (make_bot, observation, legal)
    """The default bot turn: the game's hard bot for the first awaited seat of the table."""
    from game.core import registry

    game = table.session.game
    p, seed = game.waiting_for[0], game.seed
    make_bot = registry.plugin(table.session.game_id).make_bot
    return (lambda: make_bot("hard", p, seed)), game.observe(p), game.legal_actions(p)


# -- the parts (each in its own child process) ---------------------------------------------

BLOCK = 50  # frames per turn: the table, the bare loop and the replay take turns


def measure_frames(game_id: str, frames: int, players: int,
                   phones: frame_phones.PhoneOptions | None = None) -> dict[str, object]:
    """The busy table, the bare loop and the bare replay of the same picture, taking
    turns BLOCK frames at a time (after 60 warm-up frames of each), so a change of the
    machine's speed during the run (another job, the host) falls on all three alike."""
    import pygame

    build, motion, _ = table_hooks(game_id)
    app, board = build(players, 3)
    report: dict[str, object] = {"present_path": app.present_path,
                                 "present_reason": app.present_reason, **motion(board)}
    screen = app.screen
    picture = same_picture_hooks(game_id)
    felt = board.services.art.table((1280, 720))
    work: list[float] = []
    times: dict[str, tuple[list[float], list[float]]] = {
        "table": ([], []), "bare": ([], []), "same": ([], []),
        "phones": ([], [])}  # (wall, cpu) per frame
    at_table = frame_phones.PhonesAtTable.open(board, phones)  # None without --phones

    moved_record = MovedRecord()
    after: dict[str, list[float]] = {"table": [], "phones": []}  # after_frame, wall

    def table_frame(record: bool, kind: str = "table") -> None:
        w0, p0, t0 = time.perf_counter(), time.process_time(), time.thread_time()
        pygame.event.pump()
        app.stack.update(1 / 60)
        app.draw_frame()  # the app's own drawing and present (only what changed)
        t1 = time.thread_time()
        w2, p2 = time.perf_counter(), time.process_time()
        app.stack.after_frame()  # once presented, as App._frame does (phones' views)
        if record:
            if kind == "table":
                work.append(t1 - t0)
            times[kind][0].append(w2 - w0)
            times[kind][1].append(p2 - p0)
            after[kind].append(time.perf_counter() - w2)
        if picture is not None and kind == "table":  # what moved: outside the timed part
            moved_record.keep(picture[1](board))

    def bare_frame(kind: str, background, moved, top, record: bool) -> None:  # noqa: ANN001
        """The bare pygame-ce loop: one blit of a still picture; for the replay, the
        images that moved at their places in one fblits and what lies over them."""
        w0, p0 = time.perf_counter(), time.process_time()
        pygame.event.pump()
        screen.blit(background, (0, 0))
        if moved:
            screen.fblits(moved)
        for image, place in top:
            screen.blit(image, place)
        pygame.display.flip()
        w2, p2 = time.perf_counter(), time.process_time()
        if record:
            times[kind][0].append(w2 - w0)
            times[kind][1].append(p2 - p0)

    done, warm = 0, True
    while done < frames:
        n = 60 if warm else min(BLOCK, frames - done)
        app.presenter.whole_next()  # the bare loops drew over the window
        moved_record.clear()
        if at_table is None:
            for _ in range(n):
                table_frame(not warm)
        else:  # the table alone and with its phones, each first every other time
            at_table.turns(n, table_frame, not warm, app.presenter.whole_next)
        for _ in range(n):
            bare_frame("bare", felt, [], [], not warm)
        if picture is not None:  # the same picture drawn the plain way
            still, _, over = picture
            background = screen.copy()
            still(board, background)
            top = over(board) if over is not None else []
            for moved in moved_record.frames():
                bare_frame("same", background, moved, top, not warm)
        done, warm = done + (0 if warm else n), False
    if at_table is not None:
        report.update(at_table.close(percentiles, times["phones"], times["table"]))
        report["phones_after_frame_wall_ms"] = percentiles(after["phones"])
    app.close()
    board_wall, bare = percentiles(times["table"][0]), percentiles(times["bare"][0])
    if times["same"][0]:
        same = percentiles(times["same"][0])
        report.update({
            "bare_same_work_frame_wall_ms": same,
            "bare_same_work_frame_cpu_ms": percentiles(times["same"][1]),
            "same_work_wall_ratio_median": round(board_wall["median"] / same["median"], 2),
            "same_work_wall_ratio_p99": round(board_wall["p99"] / same["p99"], 2)})
    report.update({
        "frames": frames, "board_update_draw_cpu_ms": percentiles(work),
        "board_frame_wall_ms": board_wall, "board_frame_cpu_ms": percentiles(times["table"][1]),
        "bare_frame_wall_ms": bare, "bare_frame_cpu_ms": percentiles(times["bare"][1]),
        "wall_ratio_median": round(board_wall["median"] / bare["median"], 2),
        "wall_ratio_p99": round(board_wall["p99"] / bare["p99"], 2)})
    return report


def measure_bot(game_id: str, frames: int, players: int,
                mode: str = "process") -> dict[str, object]:
    import pygame

    from game.core.worker import BotWorker

    build, motion, bot_turn = table_hooks(game_id)
    app, board = build(players, 3)
    motion(board)
    make, obs, legal = bot_turn(board)
    worker = BotWorker(make(), mode=mode)  # "process": as in the app's own loop (App.run)
    if mode == "process":
        from game.core.bot_process import prestart

        prestart(wait=True)
    worker.start(obs, legal)  # the helper process starts; not counted
    worker.wait()
    wall: list[float] = []
    searching = decisions = 0
    next_frame = time.perf_counter()
    for i in range(frames + 60):
        if not worker.thinking:
            worker.bot = make()  # a fresh bot: a full search every time, no plan kept
            worker.start(obs, legal)
        w0 = time.perf_counter()
        pygame.event.pump()
        if worker.poll() is not None:
            decisions += 1
        app.stack.update(FRAME_BUDGET)
        app.draw_frame()
        w1 = time.perf_counter()
        if i >= 60:
            wall.append(w1 - w0)
            searching += worker.thinking
        next_frame += FRAME_BUDGET  # paced at 60 Hz like the app
        delay = next_frame - time.perf_counter()
        if delay > 0:
            time.sleep(delay)
        else:
            next_frame = time.perf_counter()
    worker.cancel()
    app.close()
    return {"present_path": app.present_path, "worker_mode": worker.mode, "frames": frames,
            "board_frame_wall_ms": percentiles(wall),
            "frames_over_16_7_ms": sum(w > FRAME_BUDGET for w in wall),
            "share_of_frames_with_a_search": round(searching / len(wall), 3),
            "decisions": decisions}


def measure_idle_board(game_id: str, seconds: float, players: int) -> dict[str, object]:
    """The real app loop on a table waiting for input; CPU over `seconds` after 3 s."""
    import pygame

    build = table_hooks(game_id)[0]
    app, board = build(players, 3, idle=True)
    samples: dict[str, float] = {}

    def clock() -> None:
        time.sleep(3.0)
        samples["cpu0"], samples["wall0"] = time.process_time(), time.perf_counter()
        time.sleep(seconds)
        samples["cpu1"], samples["wall1"] = time.process_time(), time.perf_counter()
        pygame.event.post(pygame.event.Event(pygame.QUIT))

    threading.Thread(target=clock, daemon=True).start()
    presented0 = app.presented
    app.run()
    cpu = samples["cpu1"] - samples["cpu0"]
    wall = samples["wall1"] - samples["wall0"]
    return {"present_path": app.present_path, "seconds": round(wall, 1),
            "cpu_share_of_a_core_pct": round(100 * cpu / wall, 2),
            "frames_presented": app.presented - presented0}


# -- orchestration -------------------------------------------------------------------------

class Xvfb:
    """A private X server for the run (apt-get install xvfb)."""

    def __init__(self, size: str = "1920x1080x24") -> None:
        self.size = size
        self.proc: subprocess.Popen | None = None
        self.display = ""

    def __enter__(self) -> Xvfb:
        for n in range(90, 140):
            if not Path(f"/tmp/.X11-unix/X{n}").exists() and not Path(f"/tmp/.X{n}-lock").exists():
                break
        self.display = f":{n}"
        self.proc = subprocess.Popen(["Xvfb", self.display, "-screen", "0", self.size,
                                      "-nolisten", "tcp"], stdout=subprocess.DEVNULL,
                                     stderr=subprocess.DEVNULL)
        socket = Path(f"/tmp/.X11-unix/X{n}")
        for _ in range(100):
            if socket.exists():
                break
            time.sleep(0.05)
        else:
            raise RuntimeError("Xvfb did not start")
        return self

    def __exit__(self, *exc: object) -> None:
        if self.proc is not None:
            self.proc.terminate()
            self.proc.wait(timeout=10)


def run_child(part: str, args: argparse.Namespace, env: dict[str, str]) -> dict:
    cmd = [sys.executable, str(Path(__file__).resolve()), "--child", part, "--game", args.game,
           "--frames", str(args.frames), "--players", str(args.players), "--runs",
           str(args.runs), "--idle", str(args.idle), *frame_phones.phone_args(args)]
    out = subprocess.run(cmd, cwd=ROOT, env=env, capture_output=True, text=True,
                         timeout=args.idle + 600)
    if out.returncode != 0:
        return {"error": out.stderr.strip().splitlines()[-1] if out.stderr.strip() else
                f"exit {out.returncode}"}
    return json.loads(out.stdout.strip().splitlines()[-1])


def child(part: str, args: argparse.Namespace) -> dict:
    if part == "frames":
        return measure_frames(args.game, args.frames, args.players,
                              frame_phones.phone_options(args))
    if part == "bot":
        return measure_bot(args.game, args.frames, args.players)
    if part == "bot_thread":  # the same with the bot in a thread, for comparison
        return measure_bot(args.game, args.frames, args.players, mode="thread")
    if part == "idle_title":
        return measure_idle_title(args.idle)
    if part == "idle_table":
        return measure_idle_board(args.game, args.idle, args.players)
    if part == "startup":
        return measure_startup(args.runs)
    raise SystemExit(f"unknown part {part}")


def main() -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--game", default="paranoid-delusions")
    ap.add_argument("--frames", type=int, default=600)
    ap.add_argument("--players", type=int, default=6)
    ap.add_argument("--runs", type=int, default=31)
    ap.add_argument("--idle", type=float, default=60.0, help="seconds of each idle run")
    ap.add_argument("--xvfb", action="store_true", help="also measure under a real X server")
    ap.add_argument("--no-dummy", dest="dummy", action="store_false",
                    help="skip the dummy driver (with --xvfb: X only)")
    ap.add_argument("--only", default="frames,bot,idle,startup")
    ap.add_argument("--json", action="store_true")
    frame_phones.add_phone_options(ap)
    ap.add_argument("--child", help=argparse.SUPPRESS)
    args = ap.parse_args()
    if args.child:
        print(json.dumps(child(args.child, args)))
        return 0

    from game.core import registry

    if args.game not in registry.ids():
        ap.error(f"unknown game {args.game!r}; registered: {', '.join(registry.ids())}")
    parts: list[str] = []
    only = {p.strip() for p in args.only.split(",")}
    has_table = table_hooks(args.game) is not None
    if has_table:
        parts += [p for p in ("frames", "bot", "bot_thread") if p in only]
        if "idle" in only:
            parts += ["idle_title", "idle_table"]
    elif "idle" in only:
        parts.append("idle_title")
    if "startup" in only:
        parts.append("startup")
    drivers: list[str] = (["dummy"] if args.dummy else []) + (["x11"] if args.xvfb else [])
    report: dict[str, object] = {"game": args.game, "table_benchmarked": has_table,
                                 "load_average_at_start": [round(x, 2) for x in os.getloadavg()]}
    xvfb = Xvfb() if args.xvfb else None
    try:
        if xvfb is not None:
            xvfb.__enter__()
        for driver in drivers:
            env = {k: v for k, v in os.environ.items()
                   if k not in ("SDL_RENDER_DRIVER", "SDL_FRAMEBUFFER_ACCELERATION")}
            env["SDL_VIDEODRIVER"] = driver
            if driver == "x11":
                assert xvfb is not None
                env["DISPLAY"] = xvfb.display
            results = {}
            for part in parts:
                results[part] = run_child(part, args, env)
                if not args.json:
                    print(f"[{driver}] {part}: {json.dumps(results[part])}", flush=True)
            report[driver] = results
        report["load_average_at_end"] = [round(x, 2) for x in os.getloadavg()]
    finally:
        if xvfb is not None:
            xvfb.__exit__()
    if args.json:
        print(json.dumps(report))
    else:
        print(f"load average at start {report['load_average_at_start']}, at end "
              f"{report.get('load_average_at_end')} (2 cores: above ~1 other work competes)")
    return 0


if __name__ == "__main__":
    sys.exit(main())
