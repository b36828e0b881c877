"""Soak test of the kiosk's attract loop (issue 5). Rerun:

    python benchmarks/soak.py [--hours 8] [--seed 1] [--dt 0.1] [--report-every 1]

Runs the real kiosk (`scenes.shell.kiosk.director.KioskDirector` on a real `App`) headless (SDL
dummy video and audio), demo game after demo game, until the simulated clock reaches
`--hours`. What "simulated time" means, honestly: every frame advances the kiosk's
clock by `--dt` seconds (default 0.1 s, the largest step `App.run` ever passes after a
stall), animations are instant and the bots are not paced, so a demo game takes far
fewer frames than on a real screen. The clock drives everything the kiosk times itself
(the results glimpse between demos, idle timers); the number of full demo games played
is printed, and that, with the frame count, is the measure of how much was exercised.

Prints RSS (VmRSS from /proc/self/status) at start, after the first demo game (the
baseline: fonts, art and caches are warm by then), every `--report-every` simulated
hours, and at the end; exits 1 if the RSS grew by 10 MB or more from the baseline, or
if any error was recovered (the kiosk logs each with its traceback).
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
os.environ["SDL_VIDEODRIVER"] = "dummy"
os.environ["SDL_AUDIODRIVER"] = "dummy"
os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")

GROWTH_LIMIT_MB = 10.0


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
    p.add_argument("--hours", type=float, default=8.0, help="simulated hours (default 8)")
    p.add_argument("--seed", type=int, default=1, help="seed of the demo deals (default 1)")
    p.add_argument("--dt", type=float, default=0.1, help="simulated seconds per frame")
    p.add_argument("--report-every", type=float, default=1.0, metavar="HOURS",
                   help="print RSS every this many simulated hours")
    p.add_argument("--json", action="store_true", help="end with one JSON line of figures")
    args = p.parse_args(argv)

    from scenes.shell.kiosk.director import KioskDirector
    from scenes.shell.screens.services import Services
    from scenes.shell.window.app import App, AppConfig
    from scenes.ui.sound import Sound

    start_rss = rss_mb()
    print(f"RSS at start: {start_rss:.1f} MB", flush=True)
    logs = Path(tempfile.mkdtemp(prefix="kiosk-soak-"))
    app = App(AppConfig(speed=0), Services(sound=Sound(enabled=False)))
    app.open()
    kiosk = KioskDirector(app, seed=args.seed, speed=0, log_file=logs / "kiosk.log").install()
    goal = args.hours * 3600
    next_report = args.report_every * 3600
    baseline: float | None = None
    frames = 0
    wall = time.perf_counter()
    while kiosk.clock < goal and app.running:
        app.step([], args.dt)
        frames += 1
        if baseline is None and kiosk.demos_finished >= 1:
            gc.collect()
            baseline = rss_mb()
            print(f"RSS after the first demo game (baseline): {baseline:.1f} MB "
                  f"(frame {frames})", flush=True)
        if kiosk.clock >= next_report:
            print(f"{kiosk.clock / 3600:5.2f} h simulated: RSS {rss_mb():.1f} MB, "
                  f"{kiosk.demos_finished} demo games finished, {frames} frames, "
                  f"{kiosk.recoveries} errors, wall {time.perf_counter() - wall:.0f} s",
                  flush=True)
            next_report += args.report_every * 3600
    elapsed = time.perf_counter() - wall
    gc.collect()
    end_rss = rss_mb()
    app.close()
    kiosk.close()
    base = baseline if baseline is not None else start_rss
    growth = end_rss - base
    figures = {"hours_simulated": round(kiosk.clock / 3600, 3), "dt": args.dt,
               "frames": frames, "demo_games_finished": kiosk.demos_finished,
               "demo_games_started": kiosk.demos, "errors": kiosk.recoveries,
               "rss_start_mb": round(start_rss, 1), "rss_baseline_mb": round(base, 1),
               "rss_end_mb": round(end_rss, 1), "growth_mb": round(growth, 1),
               "wall_seconds": round(elapsed, 1), "seed": args.seed}
    print(f"RSS at end: {end_rss:.1f} MB; growth from the baseline {growth:+.1f} MB "
          f"(limit {GROWTH_LIMIT_MB:g} MB)")
    print(f"{figures['hours_simulated']} h simulated at dt {args.dt} s: {frames} frames, "
          f"{kiosk.demos_finished} demo games finished ({kiosk.demos} started), "
          f"{kiosk.recoveries} errors, wall time {elapsed:.0f} s; log {logs / 'kiosk.log'}")
    if args.json:
        print(json.dumps(figures))
    ok = growth < GROWTH_LIMIT_MB and kiosk.recoveries == 0
    print("PASS" if ok else "FAIL")
    return 0 if ok else 1


if __name__ == "__main__":
    sys.exit(main())
