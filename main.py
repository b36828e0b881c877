"""Paranoid Delusions on a digital table: command-line entry point.

    python main.py                         # title screen
    python main.py --seats human,hard,medium --seed 7    # straight to that game
    python main.py --demo --speed 2        # bots only, public view
    SDL_VIDEODRIVER=dummy python main.py --frames 30 --screenshot /tmp/t.png
"""

from __future__ import annotations

import argparse
import os
import re
import sys
from collections.abc import Sequence
from dataclasses import dataclass
from pathlib import Path

SEAT_KINDS = ("human", "random", "easy", "medium", "hard")
DEFAULT_SEATS = ("human", "medium", "medium", "medium")
MIN_SIZE, MAX_SIZE = (320, 180), (7680, 4320)


@dataclass
class GameOptions:
    """What the command line asked of the game; kept for the board and setup scenes."""

    seats: tuple[str, ...] = DEFAULT_SEATS
    direct: bool = False  # --seats or --demo: skip the title and setup
    demo: bool = False
    seed: int | None = None
    speed: float = 1.0  # animation speed; 0 = instant


def _seats(text: str) -> tuple[str, ...]:
    seats = tuple(s.strip().lower() for s in text.split(",") if s.strip())
    bad = [s for s in seats if s not in SEAT_KINDS]
    if bad:
        raise argparse.ArgumentTypeError(
            f"unknown seat kind {', '.join(map(repr, bad))}; use {', '.join(SEAT_KINDS)}")
    if not 2 <= len(seats) <= 6:
        raise argparse.ArgumentTypeError(f"a game has 2 to 6 seats, not {len(seats)}")
    return seats


def _size(text: str) -> tuple[int, int]:
    match = re.fullmatch(r"\s*(\d+)\s*[xX×]\s*(\d+)\s*", text)
    if not match:
        raise argparse.ArgumentTypeError(f"{text!r} is not a size; write it like 1600x900")
    w, h = int(match[1]), int(match[2])
    if not (MIN_SIZE[0] <= w <= MAX_SIZE[0] and MIN_SIZE[1] <= h <= MAX_SIZE[1]):
        raise argparse.ArgumentTypeError(
            f"{w}x{h} is out of range; from {MIN_SIZE[0]}x{MIN_SIZE[1]} "
            f"to {MAX_SIZE[0]}x{MAX_SIZE[1]}")
    return w, h


def _positive(text: str) -> int:
    try:
        value = int(text)
    except ValueError:
        raise argparse.ArgumentTypeError(f"{text!r} is not a whole number") from None
    if value < 1:
        raise argparse.ArgumentTypeError("must be at least 1")
    return value


def _speed(text: str) -> float:
    from scenes.tween import parse_speed

    try:
        return parse_speed(text)
    except ValueError as exc:
        raise argparse.ArgumentTypeError(str(exc)) from None


def _cache_dir() -> Path:
    import platformdirs

    return Path(platformdirs.user_cache_dir("conspiracy-table", appauthor=False))


def build_parser() -> argparse.ArgumentParser:
    p = argparse.ArgumentParser(
        prog="main.py",
        description="Paranoid Delusions (Brian R. Train, 2006) on a digital table.",
    )
    p.add_argument("--seats", type=_seats, default=None, metavar="LIST",
                   help="skip setup and start this game: a comma list of 2 to 6 seats, "
                        f"each one of {', '.join(SEAT_KINDS)} (e.g. {','.join(DEFAULT_SEATS)})")
    p.add_argument("--demo", action="store_true",
                   help="bots only, in the public view: 4 medium bots, or the --seats given "
                        "with humans replaced by medium bots")
    p.add_argument("--seed", type=int, default=None, metavar="N",
                   help="random seed: the same seed and moves give the same game")
    p.add_argument("--frames", type=_positive, default=None, metavar="N",
                   help="quit cleanly after N frames (for tests and captures)")
    p.add_argument("--screenshot", default=None, metavar="PATH",
                   help="save the last frame as PNG on exit")
    p.add_argument("--speed", type=_speed, default=1.0, metavar="X",
                   help="animation speed factor, or 'instant' / 0 for none (default 1)")
    p.add_argument("--fullscreen", action="store_true", help="start in fullscreen (F11 toggles)")
    p.add_argument("--size", type=_size, default=None, metavar="WxH",
                   help="initial window size, e.g. 1920x1080 (the picture scales)")
    p.add_argument("--colour-blind", "--color-blind", dest="colour_blind", action="store_true",
                   help="colour-blind-safe counter palette")
    p.add_argument("--mute", action="store_true", help="start with sound off")
    p.add_argument("--software-render", action="store_true",
                   help="use SDL's software renderer (cheaper on machines without a GPU)")
    p.add_argument("--kiosk", action="store_true", help="kiosk mode (reserved, not yet available)")
    return p


def main(argv: Sequence[str] | None = None) -> int:
    parser = build_parser()
    try:
        args = parser.parse_args(argv)
    except SystemExit as exc:  # --help, or a usage error already explained by argparse
        return int(exc.code or 0) if not isinstance(exc.code, str) else 2
    if args.kiosk:
        print("main.py: --kiosk is not available yet.", file=sys.stderr)
        return 2

    os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")
    # Imported late: --help and argument errors answer without loading pygame.
    from scenes.app import App, AppConfig
    from scenes.art import Art
    from scenes.flow import Flow
    from scenes.services import Services
    from scenes.sound import Sound

    direct = bool(args.demo or args.seats)
    options = GameOptions(seats=args.seats or DEFAULT_SEATS, demo=args.demo, seed=args.seed,
                          speed=args.speed, direct=direct)
    sound = Sound(muted=args.mute, cache_dir=_cache_dir() / "sound")
    services = Services(art=Art(colour_blind=args.colour_blind), sound=sound, options=options)
    config = AppConfig(size=args.size, fullscreen=args.fullscreen, max_frames=args.frames,
                       screenshot_path=args.screenshot, speed=args.speed,
                       software_render=args.software_render)
    app = App(config, services)
    flow = Flow(app.stack, speed=args.speed, seats=args.seats, seed=args.seed)
    # The title stays at the bottom: leaving a game returns to it (and starts its music).
    app.stack.push(flow.title(music=not direct))
    if args.demo:
        flow.start_demo(args.seats, args.seed)
    elif args.seats:
        from scenes.setup import default_config

        flow.start(default_config(args.seats), args.seed)
    # (No fade-in over the title: its first frame is shown at once.)
    try:
        return app.run()
    except RuntimeError as exc:  # no display, typically
        print(f"main.py: {exc}", file=sys.stderr)
        return 1


if __name__ == "__main__":
    sys.exit(main())
