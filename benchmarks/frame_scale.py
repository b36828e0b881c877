"""What drawing at the window's size costs (issue 22: crisp text at 1080p).

    python benchmarks/frame_scale.py [--games all] [--frames 600] [--players 4] [--json]

For each game with a table benchmark (scenes/<game>/bench.py), its busy table (the same
motion as benchmarks/frame_time.py's frames part) is drawn and presented the app's way
(`App.draw_frame`) in a window of 1280×720 (render scale 1: the picture is the window),
of 1920×1080 (render scale 1.5: every layout pixel drawn as 1.5 window pixels, see
scenes/ui/canvas.py) and of 1920×1080 drawn at 720p and scaled by SDL (as before issue
22; CONSPIRACY_TABLE_RENDER_SCALE=1), each in a fresh child process on a private X server (Xvfb
1920×1080). Per frame: wall time of update + draw + present, and CPU time of the
process. A bare pygame-ce loop (one whole-window blit and flip) at the same size says
what the window alone costs.
"""

from __future__ import annotations

import argparse
import json
import os
import statistics
import subprocess
import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))
sys.path.insert(0, str(ROOT / "benchmarks"))

# (window, render scale forced to 1: the picture drawn at 720p and scaled by SDL, as before)
SIZES = (((1280, 720), False), ((1920, 1080), True), ((1920, 1080), False))


def _quantile(values: list[float], q: float) -> float:
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, int(q * len(ordered)))]


def measure(game_id: str, size: tuple[int, int], frames: int, players: int) -> dict:
    """One child: the busy table in a window of `size`."""
    import pygame
    from frame_time import table_hooks

    from scenes.shell.window.app import App

    opened = App.open

    def open_at_size(self: App) -> pygame.Surface:
        self.config = self.config._replace(size=size)  # a NamedTuple
        return opened(self)

    App.open = open_at_size  # type: ignore[method-assign]  # the games' bench builds
    build, motion, _ = table_hooks(game_id)
    app, board = build(players, 3)
    motion(board)
    wall: list[float] = []
    cpu: list[float] = []
    for n in range(frames + 60):
        w0, c0 = time.perf_counter(), time.process_time()
        pygame.event.pump()
        app.stack.update(1 / 60)
        app.draw_frame()
        if n >= 60:  # warmed up: caches made, pictures kept
            wall.append(time.perf_counter() - w0)
            cpu.append(time.process_time() - c0)
    bare: list[float] = []
    window = pygame.display.get_surface()
    picture = window.copy()
    for _ in range(frames):
        w0 = time.perf_counter()
        pygame.event.pump()
        window.blit(picture, (0, 0))
        pygame.display.flip()
        bare.append(time.perf_counter() - w0)
    ms = 1000.0
    return {"window": f"{size[0]}x{size[1]}", "render_scale": app.render_scale,
            "present_path": app.present_path,
            "wall_p50_ms": round(statistics.median(wall) * ms, 2),
            "wall_p99_ms": round(_quantile(wall, 0.99) * ms, 2),
            "cpu_mean_ms": round(statistics.fmean(cpu) * ms, 2),
            "bare_p50_ms": round(statistics.median(bare) * ms, 2)}


def main() -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--games", default="all")
    ap.add_argument("--frames", type=int, default=600)
    ap.add_argument("--players", type=int, default=4)
    ap.add_argument("--json", action="store_true")
    ap.add_argument("--child", nargs=3, help=argparse.SUPPRESS)  # game width height
    args = ap.parse_args()
    if args.child:
        game_id, w, h = args.child
        print(json.dumps(measure(game_id, (int(w), int(h)), args.frames, args.players)))
        return 0
    from frame_time import Xvfb, game_bench

    from game.core import registry
    from scenes.shell.window.window_modes import RENDER_SCALE_ENV

    games = registry.ids() if args.games == "all" else args.games.split(",")
    games = [g for g in games if game_bench(g) is not None]
    results = []
    with Xvfb() as xvfb:
        env = {**os.environ, "DISPLAY": xvfb.display, "SDL_AUDIODRIVER": "dummy"}
        env["SDL_VIDEODRIVER"] = "x11"  # frame_time, imported by the child, defaults to dummy
        for game_id in games:
            for (w, h), at_720p in SIZES:
                cmd = [sys.executable, __file__, "--child", game_id, str(w), str(h),
                       "--frames", str(args.frames), "--players", str(args.players)]
                run_env = {**env, RENDER_SCALE_ENV: "1"} if at_720p else env
                out = subprocess.run(cmd, cwd=ROOT, env=run_env, capture_output=True,
                                     text=True, timeout=600)
                line = out.stdout.strip().splitlines()[-1] if out.stdout.strip() else ""
                got = json.loads(line) if out.returncode == 0 and line else \
                    {"error": (out.stderr.strip().splitlines() or ["?"])[-1]}
                results.append({"game": game_id, **got})
                if not args.json:
                    print(game_id, got, flush=True)
    load = os.getloadavg()[0]
    if args.json:
        print(json.dumps({"load_average_1min": round(load, 2), "results": results}))
    else:
        print(f"load average (1 min) at the end: {load:.2f}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
