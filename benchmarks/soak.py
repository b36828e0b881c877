"""Soak test of the kiosk's attract loop (issues 5 and 30). Rerun:

    nice -n 10 python benchmarks/soak.py [--hours 4] [--seed 3] [--dt 0.1] \
        [--report-every 1] [--trace [--tracemalloc]] [--process]

Runs the real kiosk (`scenes.shell.kiosk.director.KioskDirector` on a real `App`) headless (SDL
dummy video and audio), demo game after demo game, until the simulated clock reaches
`--hours`. What "simulated time" means, honestly: every frame advances the kiosk's
clock by `--dt` seconds (default 0.1 s, the largest step `App.run` ever passes after a
stall), animations are instant and the bots are not paced, so a demo game takes far
fewer frames than on a real screen. The clock drives everything the kiosk times itself
(the results glimpse between demos, idle timers); the number of full demo games played
is printed, and that, with the frame count, is the measure of how much was exercised.
While a bot (or a demo caption's coach) thinks, a frame instead naps `THINK_NAP` and
advances the clock by the wall time it took, as a stand's frame loop waits for its next
frame: frames spun back to back starved the bot's thread of the GIL (0.16 s of thinking
took 3.6 s), and a Pulling Strings demo read as 160 simulated minutes of one position.

The baseline is RSS (VmRSS from /proc/self/status) after one full cycle of every
kiosk-ready game (each game's demo finished once: its art, fonts and caches are warm by
then; a baseline after the first demo alone read the other games' first pictures as a
leak), read as the next demo starts. Every reading that counts is taken at that same
moment of a demo, as one starts (the last one's pictures let go, the new one's first
made): read at any frame, RSS swung by 20 MB with what the demo on screen held then
(its peak is printed too). The verdict: from the baseline to the last demo start, RSS may
grow at most `GROWTH_PER_HOUR` MB per simulated hour (a stand runs for days), and no
error may have been recovered (the kiosk logs each with its traceback); the
least-squares slope over every demo start is printed beside it. RSS is printed at
every report with its change since the last one. `--trace` adds, at each report, what
holds the memory (benchmarks/soak_memory.py): every cache that grew or shrank, with the
MB of pixels it keeps; `--tracemalloc` also the lines whose Python allocations grew most
(slow: 5-10x). Bots think in threads of this process unless `--process`: then in the
helper process, as `App.run` has them on a stand, and RSS counts this process and its
helpers (the bots' helper and the forkserver that started it).
"""

from __future__ import annotations

import argparse
import gc
import json
import os
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))
sys.path.insert(0, str(ROOT / "benchmarks"))  # soak_memory, beside this script
os.environ["SDL_VIDEODRIVER"] = "dummy"
os.environ["SDL_AUDIODRIVER"] = "dummy"
os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")

GROWTH_PER_HOUR = 2.0  # MB of RSS per simulated hour after the first cycle of every game
PEEK_EVERY = 50  # frames between two reads of RSS for the peak
THINK_NAP = 0.004  # s a frame waits while a bot thinks (a stand's frame loop waits ~16 ms)


def _rss_of(pid: int | str) -> float:
    for line in Path(f"/proc/{pid}/status").read_text().splitlines():
        if line.startswith("VmRSS:"):
            return int(line.split()[1]) / 1024
    return 0.0


def _children(pid: int) -> list[int]:
    """This process's descendants (the bots' helper and the forkserver that made it)."""
    kids: list[int] = []
    for stat in Path("/proc").glob("[0-9]*/stat"):
        try:
            fields = stat.read_text().rsplit(")", 1)[1].split()
        except OSError:
            continue
        if int(fields[1]) == pid:
            child = int(stat.parent.name)
            kids += [child, *_children(child)]
    return kids


def read_rss(helpers: bool = False) -> float:
    """Resident set size now, in MB (Linux), with the helper processes' if `helpers`;
    falls back to this process's peak from `resource`."""
    try:
        pids = [os.getpid(), *(_children(os.getpid()) if helpers else [])]
        return sum(_rss_of(pid) for pid in pids)
    except OSError:
        pass
    import resource

    return resource.getrusage(resource.RUSAGE_SELF).ru_maxrss / 1024


def slope(points: list[tuple[float, float]]) -> float:
    """Least-squares MB per hour through (clock in s, RSS in MB) points (0 if < 2)."""
    if len(points) < 2:
        return 0.0
    n = len(points)
    mx = sum(x for x, _ in points) / n
    my = sum(y for _, y in points) / n
    var = sum((x - mx) ** 2 for x, _ in points)
    return 0.0 if var == 0 else 3600 * sum((x - mx) * (y - my) for x, y in points) / var


def main(argv: list[str] | None = None) -> int:
    p = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    p.add_argument("--hours", type=float, default=4.0, help="simulated hours (default 4)")
    p.add_argument("--seed", type=int, default=1, help="seed of the demo deals (default 1)")
    p.add_argument("--dt", type=float, default=0.1, help="simulated seconds per frame")
    p.add_argument("--report-every", type=float, default=1.0, metavar="HOURS",
                   help="print RSS every this many simulated hours")
    p.add_argument("--json", action="store_true", help="end with one JSON line of figures")
    p.add_argument("--process", action="store_true",
                   help="bots think in the helper process, as App.run has them on a stand; "
                        "RSS then counts this process and its helpers")
    p.add_argument("--trace", action="store_true",
                   help="at each report, say which caches grew and what they hold")
    p.add_argument("--tracemalloc", action="store_true",
                   help="with --trace: also diff tracemalloc snapshots (much slower)")
    args = p.parse_args(argv)

    from soak_memory import Tracer  # beside this script

    from game.core.worker import set_default_mode, thinking_workers
    from scenes.shell.kiosk.director import KioskDirector
    from scenes.shell.kiosk.quick_start import kiosk_games
    from scenes.shell.screens.services import Services
    from scenes.shell.window.app import App, AppConfig
    from scenes.ui.sound import Sound

    if args.process:
        set_default_mode("process")

    def rss_mb() -> float:
        return read_rss(args.process)

    start_rss = rss_mb()
    print(f"RSS at start: {start_rss:.1f} MB", flush=True)
    logs = Path(tempfile.mkdtemp(prefix="kiosk-soak-"))
    app = App(AppConfig(speed=0), Services(sound=Sound(enabled=False)))
    app.open()
    kiosk = KioskDirector(app, seed=args.seed, speed=0, log_file=logs / "kiosk.log").install()
    cycle = max(1, len(kiosk_games()))  # the demos take every kiosk-ready game in turn
    tracer = Tracer() if args.trace else None
    goal = args.hours * 3600
    next_report = args.report_every * 3600
    starts: list[tuple[float, float]] = []  # (clock, RSS) as the baseline's game starts again
    first_game = ""
    per_game: dict[str, list[float]] = {}  # RSS as each demo after the cycle starts, by game
    demos = kiosk.demos
    peak = 0.0  # the highest RSS read (every PEEK_EVERY frames) since the baseline
    last = 0.0
    frames = 0
    wall = time.perf_counter()
    frame_at = time.perf_counter()
    while kiosk.clock < goal and app.running:
        dt = args.dt
        if thinking_workers():
            time.sleep(THINK_NAP)
            dt = min(args.dt, time.perf_counter() - frame_at)
        frame_at = time.perf_counter()
        app.step([], dt)
        frames += 1
        if starts and frames % PEEK_EVERY == 0:
            peak = max(peak, rss_mb())
        if kiosk.demos != demos:  # a demo starts: the last one's pictures are let go
            demos = kiosk.demos
            board = kiosk.demo_board
            game = board.session.game_id if board is not None else "?"
            if kiosk.demos_finished >= cycle:
                gc.collect()
                now = rss_mb()
                per_game.setdefault(game, []).append(now)
                peak = max(peak, now)
                if not starts:
                    first_game = game
                if game != first_game:
                    continue
                starts.append((kiosk.clock, now))  # like with like: what a game holds
                if len(starts) == 1:
                    last = now
                    print(f"RSS after one cycle of all {cycle} games (baseline, as demo "
                          f"{demos}, {game}, starts): {last:.1f} MB ({kiosk.clock / 3600:.2f} h "
                          f"simulated, frame {frames})", flush=True)
                    if tracer is not None:
                        if args.tracemalloc:
                            tracer.start()
                        tracer.report()
        if kiosk.clock >= next_report:
            gc.collect()
            now = rss_mb()
            if starts:
                at_start = starts[-1][1]
                step = (f"; {at_start:.1f} MB as {first_game} last started ({at_start - last:+.1f} "
                        f"since the last report), peak so far {peak:.1f} MB")
                last = at_start
            else:
                step = ""
            print(f"{kiosk.clock / 3600:5.2f} h simulated: RSS {now:.1f} MB{step}, "
                  f"{kiosk.demos_finished} demo games finished, {frames} frames, "
                  f"{kiosk.recoveries} errors, wall {time.perf_counter() - wall:.0f} s",
                  flush=True)
            if tracer is not None and starts:
                tracer.report()
            next_report += args.report_every * 3600
    elapsed = time.perf_counter() - wall
    gc.collect()
    end_rss = rss_mb()
    app.close()
    kiosk.close()
    base_clock, base = starts[0] if starts else (0.0, start_rss)
    end_clock, end = starts[-1] if len(starts) > 1 else (kiosk.clock, end_rss)
    growth = end - base
    hours_after = (end_clock - base_clock) / 3600
    rate = growth / hours_after if starts and hours_after > 0 else float("inf")
    figures = {"hours_simulated": round(kiosk.clock / 3600, 3), "dt": args.dt,
               "frames": frames, "demo_games_finished": kiosk.demos_finished,
               "demo_games_started": kiosk.demos, "errors": kiosk.recoveries,
               "games_in_cycle": cycle, "rss_start_mb": round(start_rss, 1),
               "rss_baseline_mb": round(base, 1), "baseline_at_hours": round(base_clock / 3600, 3),
               "rss_last_demo_start_mb": round(end, 1), "last_demo_start_at_hours":
               round(end_clock / 3600, 3), "rss_end_mb": round(end_rss, 1),
               "rss_peak_mb": round(peak, 1), "slope_mb_per_hour": round(slope(starts), 2),
               "growth_mb": round(growth, 1), "growth_mb_per_hour": round(rate, 2),
               "wall_seconds": round(elapsed, 1), "seed": args.seed,
               "bots": "helper process" if args.process else "threads"}
    print(f"RSS as {first_game} last started: {end:.1f} MB; growth from the baseline "
          f"{growth:+.1f} MB over {hours_after:.2f} simulated hours = {rate:+.2f} MB per hour "
          f"(least-squares slope over its {len(starts)} starts: "
          f"{figures['slope_mb_per_hour']:+.2f} MB per hour); peak {peak:.1f} MB, "
          f"at the end {end_rss:.1f} MB")
    for game, seen in per_game.items():
        print(f"  as {game} starts: {seen[0]:.1f} MB first, {seen[-1]:.1f} MB last, "
              f"{min(seen):.1f}-{max(seen):.1f} MB over {len(seen)} demos")
    figures["per_game_first_last_mb"] = {g: [round(v[0], 1), round(v[-1], 1)]
                                         for g, v in per_game.items()}
    print(f"Verdict rule: after one cycle of every game, RSS (read as each demo starts) may "
          f"grow at most {GROWTH_PER_HOUR:g} MB per simulated hour, with no error recovered")
    print(f"{figures['hours_simulated']} h simulated at dt {args.dt} s: {frames} frames, "
          f"{kiosk.demos_finished} demo games finished ({kiosk.demos} started), "
          f"{kiosk.recoveries} errors, wall time {elapsed:.0f} s; log {logs / 'kiosk.log'}")
    if args.json:
        print(json.dumps(figures))
    ok = rate <= GROWTH_PER_HOUR and kiosk.recoveries == 0
    print("PASS" if ok else "FAIL")
    return 0 if ok else 1


if __name__ == "__main__":
    sys.exit(main())
