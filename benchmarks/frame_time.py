"""Frame-time and start-up benchmark for the board (issue 4). Rerun:

    python benchmarks/frame_time.py [--frames 600] [--players 6] [--runs 31] [--json]

1. Frame time: a 6-player game mid-play on the real BoardScene at 1280x720, with every
   counter on the table in motion at once (flying to the bowl and back) and every Plot
   counter flipping, versus a bare pygame-ce loop (table background + flip) in the same
   window and run. Reports median / p95 / p99 of the update+draw CPU time and of the
   whole frame (including the present), in ms.
2. Start-up: process start to the first frame of the title screen (`main.py`), against
   a bare pygame-ce window showing its first frame, `--runs` back-to-back pairs of fresh
   processes; the ratio reported is the median of the pairs' ratios (quartiles too).
   The game's own caches (bytecode, the felt image) are warmed once first, as after a
   player's first start.

Without a screen the SDL dummy video driver is used (set SDL_VIDEODRIVER to measure
another); the numbers in docs/benchmarks.md say which.
"""

from __future__ import annotations

import argparse
import json
import os
import random
import statistics
import subprocess
import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))
os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")

BARE_WINDOW = """
import os, time, pygame
pygame.display.init()
screen = pygame.display.set_mode((1280, 720), pygame.SCALED | pygame.RESIZABLE)
screen.fill((20, 60, 40))
pygame.display.flip()
print(f"first-frame {time.time():.6f}", flush=True)
pygame.quit()
"""


def percentiles(samples: list[float]) -> dict[str, float]:
    ordered = sorted(samples)

    def at(q: float) -> float:
        return ordered[min(len(ordered) - 1, int(q * len(ordered)))] * 1000

    return {"median": round(statistics.median(ordered) * 1000, 3), "p95": round(at(0.95), 3),
            "p99": round(at(0.99), 3)}


def midgame_board(players: int, seed: int):  # noqa: ANN201 - returns (app, board)
    from game.paranoid import Game, GameConfig
    from scenes.paranoid.board import BoardScene
    from scenes.shell.app import App, AppConfig
    from scenes.shell.session import Session

    app = App(AppConfig())
    app.open()
    game = Game.new(GameConfig(players=players), seed)
    session = Session(game, ["random"] * players, seed)
    rnd = random.Random(seed)
    # Play on until the table is busy: many counters in reserves and Accusations.
    while not game.is_over and game.state.turn < 3:
        session.submit(rnd.choice(session.game.legal_actions()))
    session.shown.clear()
    board = BoardScene(session, speed=1.0)
    board._run_bot = lambda: None  # freeze the game: only the animation runs
    app.stack.push(board)
    app.stack.apply_pending()
    return app, board


def set_everything_in_motion(board) -> int:  # noqa: ANN001
    from scenes.paranoid.board import Flight, Flip
    from scenes.ui.tween import Call, Sequence, Tween

    moving = 0
    pool = board.layout.pool
    for key, placed in board.view.zones.items():
        for index, item in enumerate(placed):
            if key[0] == "plot" and item.type is not None:
                flip = Flip(item.type)
                board.flips[(key[1], index)] = flip
                board.tweens.add(_forever(lambda f=flip: Sequence(
                    Tween(f, 0.35, progress=1.0), Call(lambda: setattr(f, "progress", 0.0)))))
            flight = Flight(item.type, float(item.rect.x), float(item.rect.y), item.rect.width)
            board.flights.append(flight)
            home = (float(item.rect.x), float(item.rect.y))
            board.tweens.add(_forever(lambda f=flight, h=home: Sequence(
                Tween(f, 0.5, ease="easeInOutQuad", x=float(pool.centerx), y=float(pool.y)),
                Tween(f, 0.5, ease="easeInOutQuad", x=h[0], y=h[1]))))
            moving += 1
    # The rest of the 160 counters are in the bowl: send them flying too, so every
    # counter of the game is in motion at once.
    aside = board.layout.aside
    for k in range(160 - moving):
        flight = Flight(None, float(pool.centerx), float(pool.centery), board.view.size)
        board.flights.append(flight)
        spot = (float(aside.x + (k * 37) % max(1, aside.width - 40)),
                float(aside.y + (k * 23) % max(1, aside.height - 40)))
        board.tweens.add(_forever(lambda f=flight, d=spot: Sequence(
            Tween(f, 0.6, ease="easeOutQuad", x=d[0], y=d[1]),
            Tween(f, 0.6, ease="easeInQuad", x=float(pool.centerx), y=float(pool.centery)))))
        moving += 1
    return moving


def _forever(make):  # noqa: ANN001, ANN202 - a task that restarts itself when done
    from scenes.ui.tween import Task

    class Loop(Task):
        def __init__(self) -> None:
            super().__init__()
            self.inner = make()

        def _advance(self, dt: float) -> float:
            self.inner.advance(dt)
            if self.inner.done:
                self.inner = make()
            return 0.0

        def _finish(self) -> None:
            self.inner.finish()

    return Loop()


def measure_frames(frames: int, players: int) -> dict[str, object]:
    import pygame

    app, board = midgame_board(players, seed=3)
    moving = set_everything_in_motion(board)
    screen = app.screen
    work, whole = [], []
    for i in range(frames + 60):
        c0, w0 = time.thread_time(), time.perf_counter()
        pygame.event.pump()
        app.stack.update(1 / 60)
        app.stack.draw(screen)
        c1 = time.thread_time()
        pygame.display.flip()
        c2, w2 = time.thread_time(), time.perf_counter()
        if i >= 60:  # warm-up: caches of scaled faces and text
            work.append(c1 - c0)
            whole.append(max(c2 - c0, 0.0) or (w2 - w0))
    background = board.services.art.table((1280, 720))
    bare_work, bare_whole = [], []
    for i in range(frames + 60):
        c0 = time.thread_time()
        pygame.event.pump()
        screen.blit(background, (0, 0))
        c1 = time.thread_time()
        pygame.display.flip()
        c2 = time.thread_time()
        if i >= 60:
            bare_work.append(c1 - c0)
            bare_whole.append(c2 - c0)
    app.close()
    return {"counters_in_motion": moving, "frames": frames,
            "board_update_draw_ms": percentiles(work), "board_frame_ms": percentiles(whole),
            "bare_update_draw_ms": percentiles(bare_work), "bare_frame_ms": percentiles(bare_whole)}


def first_frame_seconds(cmd: list[str]) -> float:
    env = dict(os.environ, CONSPIRACY_TABLE_STARTUP_MARK="1")
    start = time.time()
    out = subprocess.run(cmd, cwd=ROOT, env=env, capture_output=True, text=True, timeout=120)
    for line in out.stdout.splitlines():
        if line.startswith("first-frame "):
            return float(line.split()[1]) - start
    raise RuntimeError(f"no first frame reported by {cmd}: {out.stderr[-500:]}")


def measure_startup(runs: int) -> dict[str, float]:
    game = [sys.executable, "main.py", "--frames", "1", "--mute"]
    bare = [sys.executable, "-c", BARE_WINDOW]
    # A player's Python caches bytecode; some shells (this sandbox's among them) set
    # PYTHONDONTWRITEBYTECODE, which would add the compile time to every start.
    subprocess.run([sys.executable, "-m", "compileall", "-q", "main.py", "scenes", "game"],
                   cwd=ROOT, env={k: v for k, v in os.environ.items()
                                  if k != "PYTHONDONTWRITEBYTECODE"}, check=True)
    first_frame_seconds(game)  # warm the file cache and the sound cache once
    # Interleaved, so a change in the machine's load hits both sides alike.
    game_times, bare_times = [], []
    for _ in range(runs):
        game_times.append(first_frame_seconds(game))
        bare_times.append(first_frame_seconds(bare))
    g, b = statistics.median(game_times), statistics.median(bare_times)
    # Each pair ran back to back, so its ratio cancels most of the machine's drift; the
    # median of those ratios is the figure reported (the ratio of medians is kept too).
    pairs = sorted(gt / bt for gt, bt in zip(game_times, bare_times))
    return {"title_first_frame_ms": round(g * 1000, 1), "bare_first_frame_ms": round(b * 1000, 1),
            "ratio": round(statistics.median(pairs), 2), "ratio_of_medians": round(g / b, 2),
            "ratio_quartiles": [round(statistics.quantiles(pairs, n=4)[0], 2),
                                round(statistics.quantiles(pairs, n=4)[2], 2)],
            "runs": runs}


def main() -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--frames", type=int, default=600)
    ap.add_argument("--players", type=int, default=6)
    ap.add_argument("--runs", type=int, default=31)
    ap.add_argument("--json", action="store_true")
    args = ap.parse_args()
    report = {"video_driver": os.environ["SDL_VIDEODRIVER"],
              **measure_frames(args.frames, args.players), **measure_startup(args.runs)}
    if args.json:
        print(json.dumps(report))
        return 0
    print(f"video driver: {report['video_driver']}; {report['counters_in_motion']} counters in "
          f"motion, {report['frames']} frames at 1280x720")
    for label, key in (("board update+draw", "board_update_draw_ms"),
                       ("board whole frame", "board_frame_ms"),
                       ("bare  update+draw", "bare_update_draw_ms"),
                       ("bare  whole frame", "bare_frame_ms")):
        p = report[key]
        print(f"{label}: median {p['median']:.2f} ms  p95 {p['p95']:.2f} ms  "
              f"p99 {p['p99']:.2f} ms")
    print(f"start-up to first title frame: {report['title_first_frame_ms']} ms; bare window "
          f"{report['bare_first_frame_ms']} ms; ratio {report['ratio']} (median of "
          f"{report['runs']} back-to-back pairs; quartiles {report['ratio_quartiles']}; "
          f"ratio of the medians {report['ratio_of_medians']})")
    return 0


if __name__ == "__main__":
    sys.exit(main())
