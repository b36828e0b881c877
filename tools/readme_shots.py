"""Take the README's screenshots from the real scenes, headless.

    python tools/readme_shots.py [--out docs/screenshots]

Each picture is a frame of the real app driven the way a player would see it: the
title after its counters have turned, a human's view of a board mid-game, an
Accusation caught while the Plot counters flip, the results, and the colour-blind
palette. Seeds are fixed, so the pictures only change when the game's look does.
"""

from __future__ import annotations

import argparse
import os
import random
import sys
import tempfile
from collections.abc import Callable
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))
os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")
# Never touch the user's own save or settings while capturing.
_PRIVATE = tempfile.mkdtemp(prefix="readme-shots-")
os.environ["CONSPIRACY_TABLE_DATA"] = str(Path(_PRIVATE) / "data")
os.environ["CONSPIRACY_TABLE_CONFIG"] = str(Path(_PRIVATE) / "config")

from game.paranoid import Game, GameConfig  # noqa: E402
from game.paranoid.actions import Accuse  # noqa: E402
from scenes.paranoid.board import BoardScene  # noqa: E402
from scenes.shell.match.flow import Flow  # noqa: E402
from scenes.shell.match.results import ResultsScene  # noqa: E402
from scenes.shell.match.session import Session  # noqa: E402
from scenes.shell.window.app import App, AppConfig  # noqa: E402

FRAME = 1 / 60
MAX_FRAMES = 60 * 60 * 20  # a demo game at normal speed ends well within 20 minutes


def _app(speed: float = 1.0) -> App:
    app = App(AppConfig(speed=speed))
    app.open()
    return app


def _run_until(app: App, done: Callable[[], bool], limit: int = MAX_FRAMES) -> None:
    for _ in range(limit):
        if done():
            return
        app.step([], FRAME)
    raise RuntimeError("the moment to capture never came")


def title(out: Path) -> None:
    app = _app()
    flow = Flow(app.stack, music=False)
    app.stack.push(flow.title(music=False))
    for _ in range(150):  # the sample Accusation has turned over by now
        app.step([], FRAME)
    app.save_screenshot(out / "title.png")
    app.close()


def _human_view(app: App, players: int, seed: int) -> BoardScene:
    """Seat 0 is a human at its Paranoid phase with Accusations on the table."""
    for s in range(seed, seed + 400):
        game = Game.new(GameConfig(players=players), s)
        session = Session(game, ["human"] + ["medium"] * (players - 1), s)
        rnd = random.Random(s)
        while not game.is_over:
            legal = game.legal_actions()
            if (game.current_player == 0 and game.state.turn >= 3
                    and any(isinstance(a, Accuse) for a in legal)
                    and len(game.observe(0).accusations) >= 2):
                session.shown.clear()
                board = BoardScene(session, speed=1.0)
                app.stack.push(board)
                for _ in range(30):
                    app.step([], FRAME)
                return board
            session.submit(rnd.choice(legal))
    raise RuntimeError("no position worth showing")


def board(out: Path, colour_blind: bool = False) -> None:
    app = _app()
    app.services.art.colour_blind = colour_blind
    _human_view(app, 4, 3)
    app.save_screenshot(out / ("colour_blind.png" if colour_blind else "board.png"))
    app.close()


def accusation(out: Path) -> None:
    """A demo game watched until Plot counters are half-way through turning over."""
    app = _app()
    flow = Flow(app.stack, music=False)
    app.stack.push(flow.title(music=False))
    flow.start_demo(seed=11)
    app.step([], FRAME)
    # At least one counter already face up and the next one half-way over.
    _run_until(app, lambda: flow.board is not None and len(flow.board.flips) >= 2 and any(
        0.35 < f.progress < 0.65 for f in flow.board.flips.values()))
    app.save_screenshot(out / "accusation.png")
    app.close()


def results(out: Path) -> None:
    app = _app(speed=0)
    flow = Flow(app.stack, music=False, speed=0)
    app.stack.push(flow.title(music=False))
    flow.start_demo(seed=5)
    _run_until(app, lambda: isinstance(app.stack.top, ResultsScene))
    for _ in range(120):  # let the reveal settle
        app.step([], FRAME)
    app.save_screenshot(out / "results.png")
    app.close()


def main() -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--out", type=Path, default=ROOT / "docs" / "screenshots")
    args = ap.parse_args()
    args.out.mkdir(parents=True, exist_ok=True)
    for shot in (title, board, accusation, results):
        shot(args.out)
        print(f"{shot.__name__}: done", flush=True)
    board(args.out, colour_blind=True)
    print("colour_blind: done")
    return 0


if __name__ == "__main__":
    sys.exit(main())
