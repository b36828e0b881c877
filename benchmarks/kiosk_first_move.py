"""How soon a kiosk demo shows its first move (issue 21). Rerun:

    python benchmarks/kiosk_first_move.py [--demos 3] [--seed 1]

Runs the real kiosk (`KioskDirector` on a real `App`, SDL dummy video and audio) at
the speed a stand runs it: animation speed 1, the saved bot pace (0.35 s), four medium
bots, frames paced at 60 fps by the wall clock as `App.run` does (dt = the real time
since the last frame, at most 0.1 s). For each kiosk game in turn, `--demos` demos are
started the way the attract loop starts them (`KioskDirector.to_attract`: a new game
from its first position, its table, the banner), and the script counts, from that
call, the frames and the wall-clock seconds until the first move is visible: the
game's record holds an action and the table is animating an event. The time of the
start call itself (building the game and its table, on the frame loop) is printed too.

Before issue 21 a demo's first 8 simulated seconds were fast-forwarded under a
"Shuffling up a game…" shade (every frame finishing all animations, bots unpaced): a
card game's whole demo, 45–55 s of a Paranoid demo on a 2-core machine.
"""

from __future__ import annotations

import argparse
import os
import statistics
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))
os.environ["SDL_VIDEODRIVER"] = "dummy"
os.environ["SDL_AUDIODRIVER"] = "dummy"
os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")

FPS = 60
MAX_DT = 0.1
LIMIT_FRAMES = 60 * FPS  # a minute without a move is a failure


def first_move(app: object, kiosk: object) -> tuple[str, float, int, float]:
    """Start one demo; (game id, start call seconds, frames, seconds) to its first move."""
    import pygame

    clock = pygame.time.Clock()
    t0 = time.perf_counter()
    kiosk.to_attract()  # type: ignore[attr-defined]
    started = time.perf_counter() - t0
    board = kiosk.flow.board  # type: ignore[attr-defined]
    clock.tick()
    frames = 0
    while frames < LIMIT_FRAMES:
        dt = min(clock.tick(FPS) / 1000.0, MAX_DT)
        app.step(pygame.event.get(), dt)  # type: ignore[attr-defined]
        app.stack.apply_pending()  # type: ignore[attr-defined]
        frames += 1
        if board.session.game.record and board.animating:
            break
    return board.session.game_id, started, frames, time.perf_counter() - t0


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--demos", type=int, default=3, help="demos per game")
    parser.add_argument("--seed", type=int, default=1)
    args = parser.parse_args(argv)

    folder = Path(tempfile.mkdtemp(prefix="kiosk-first-move-"))
    os.environ["CONSPIRACY_TABLE_CONFIG"] = str(folder / "config")
    os.environ["CONSPIRACY_TABLE_DATA"] = str(folder / "data")
    from scenes.shell.kiosk.director import KioskDirector
    from scenes.shell.kiosk.quick_start import kiosk_games
    from scenes.shell.settings.settings_store import Kiosk
    from scenes.shell.window.app import App, AppConfig

    app = App(AppConfig(speed=1.0))
    app.open()
    kiosk = KioskDirector(app, Kiosk(), seed=args.seed, speed=1.0,
                          log_file=folder / "kiosk.log", stderr=False)
    kiosk.install()
    games = [g.id for g in kiosk_games()]
    results: dict[str, list[tuple[float, int, float]]] = {g: [] for g in games}
    try:
        kiosk.demos = 0  # the attract loop's turn order starts again at the first game
        for _ in range(args.demos * len(games)):
            game, started, frames, seconds = first_move(app, kiosk)
            results[game].append((started, frames, seconds))
    finally:
        kiosk.close()
        app.close()
    print(f"{'game':20} {'demos':>5} {'start call ms':>14} {'frames (median, max)':>21} "
          f"{'seconds (median, max)':>22}")
    worst = 0
    for game, rows in results.items():
        starts = [r[0] * 1000 for r in rows]
        frames = [r[1] for r in rows]
        seconds = [r[2] for r in rows]
        worst = max(worst, max(frames))
        print(f"{game:20} {len(rows):>5} {statistics.median(starts):>14.0f} "
              f"{statistics.median(frames):>10.0f}, {max(frames):>8} "
              f"{statistics.median(seconds):>11.2f}, {max(seconds):>8.2f}")
    return 1 if worst >= LIMIT_FRAMES else 0


if __name__ == "__main__":
    raise SystemExit(main())
