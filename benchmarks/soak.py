"""Soak test of the kiosk's attract loop (issues 5 and 30). Rerun:

    nice -n 10 python benchmarks/soak.py [--hours 4] [--seed 3] [--dt 0.1] \
        [--report-every 1] [--trace [--tracemalloc]]

Runs the real kiosk (`scenes.shell.kiosk.director.KioskDirector` on a real `App`) headless (SDL
dummy video and audio), demo game after demo game, until the simulated clock reaches
`--hours`. What "simulated time" means, honestly: every frame advances the kiosk's
clock by `--dt` seconds (default 0.1 s, the largest step `App.run` ever passes after a
stall), animations are instant and the bots are not paced, so a demo game takes far
fewer frames than on a real screen. The clock drives everything the kiosk times itself
(the results glimpse between demos, idle timers); the number of full demo games played
is printed, and that, with the frame count, is the measure of how much was exercised.

The baseline is RSS (VmRSS from /proc/self/status) after one full cycle of every
kiosk-ready game (each game's demo finished once: its art, fonts and caches are warm by
then; a baseline after the first demo alone read the other games' first pictures as a
leak). The verdict: from the baseline on, RSS may grow at most `GROWTH_PER_HOUR` MB per
simulated hour (a stand runs for days), and no error may have been recovered (the kiosk
logs each with its traceback). RSS is printed at every report with its change since the
last one. `--trace` adds, at each report, what holds the memory (benchmarks/
soak_memory.py): every cache that grew or shrank, with the MB of pixels it keeps;
`--tracemalloc` also the lines whose Python allocations grew most (slow: 5-10x).
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


def rss_mb() -> float:
    """Resident set size now, in MB (Linux); falls back to the peak from `resource`."""
    try:
        for line in Path("/proc/self/status").read_text().splitlines():
            if line.startswith("VmRSS:"):
                return int(line.split()[1]) / 1024
    except OSError:
        pass
    import resource

    return resource.getrusage(resource.RUSAGE_SELF).ru_maxrss / 1024


def main(argv: list[str] | None = None) -> int:
    p = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    p.add_argument("--hours", type=float, default=4.0, help="simulated hours (default 4)")
    p.add_argument("--seed", type=int, default=1, help="seed of the demo deals (default 1)")
    p.add_argument("--dt", type=float, default=0.1, help="simulated seconds per frame")
    p.add_argument("--report-every", type=float, default=1.0, metavar="HOURS",
                   help="print RSS every this many simulated hours")
    p.add_argument("--json", action="store_true", help="end with one JSON line of figures")
    p.add_argument("--trace", action="store_true",
                   help="at each report, say which caches grew and what they hold")
    p.add_argument("--tracemalloc", action="store_true",
                   help="with --trace: also diff tracemalloc snapshots (much slower)")
    args = p.parse_args(argv)

    from soak_memory import Tracer  # beside this script

    from scenes.shell.kiosk.director import KioskDirector
    from scenes.shell.kiosk.quick_start import kiosk_games
    from scenes.shell.screens.services import Services
    from scenes.shell.window.app import App, AppConfig
    from scenes.ui.sound import Sound

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
    baseline: float | None = None
    base_clock = 0.0
    last = 0.0
    frames = 0
    wall = time.perf_counter()
    while kiosk.clock < goal and app.running:
        app.step([], args.dt)
        frames += 1
        if baseline is None and kiosk.demos_finished >= cycle:
            gc.collect()
            baseline = last = rss_mb()
            base_clock = kiosk.clock
            print(f"RSS after one cycle of all {cycle} games (baseline): {baseline:.1f} MB "
                  f"({kiosk.clock / 3600:.2f} h simulated, frame {frames})", flush=True)
            if tracer is not None:
                if args.tracemalloc:
                    tracer.start()
                tracer.report()
        if kiosk.clock >= next_report:
            gc.collect()
            now = rss_mb()
            step = f" ({now - last:+.1f} MB since the last report)" if baseline else ""
            print(f"{kiosk.clock / 3600:5.2f} h simulated: RSS {now:.1f} MB{step}, "
                  f"{kiosk.demos_finished} demo games finished, {frames} frames, "
                  f"{kiosk.recoveries} errors, wall {time.perf_counter() - wall:.0f} s",
                  flush=True)
            last = now
            if tracer is not None and baseline is not None:
                tracer.report()
            next_report += args.report_every * 3600
    elapsed = time.perf_counter() - wall
    gc.collect()
    end_rss = rss_mb()
    app.close()
    kiosk.close()
    base = baseline if baseline is not None else start_rss
    growth = end_rss - base
    hours_after = (kiosk.clock - base_clock) / 3600
    rate = growth / hours_after if baseline is not None and hours_after > 0 else float("inf")
    figures = {"hours_simulated": round(kiosk.clock / 3600, 3), "dt": args.dt,
               "frames": frames, "demo_games_finished": kiosk.demos_finished,
               "demo_games_started": kiosk.demos, "errors": kiosk.recoveries,
               "games_in_cycle": cycle, "rss_start_mb": round(start_rss, 1),
               "rss_baseline_mb": round(base, 1), "baseline_at_hours": round(base_clock / 3600, 3),
               "rss_end_mb": round(end_rss, 1), "growth_mb": round(growth, 1),
               "growth_mb_per_hour": round(rate, 2), "wall_seconds": round(elapsed, 1),
               "seed": args.seed}
    print(f"RSS at end: {end_rss:.1f} MB; growth from the baseline {growth:+.1f} MB over "
          f"{hours_after:.2f} simulated hours = {rate:+.2f} MB per hour")
    print(f"Verdict rule: after one cycle of every game, RSS may grow at most "
          f"{GROWTH_PER_HOUR:g} MB per simulated hour, with no error recovered")
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
