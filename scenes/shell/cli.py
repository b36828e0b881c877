"""The command line: options, settings for this run, and the app put together.

`main.py` at the project root is only a doorway to `main()` here: Python never keeps
the compiled form of a script it is started with, but it does of an imported module,
so the start-up work lives in this module.

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
from pathlib import Path
from typing import Any, NamedTuple

SEAT_KINDS = ("human", "random", "easy", "medium", "hard")
DEFAULT_SEATS = ("human", "medium", "medium", "medium")
MIN_SIZE, MAX_SIZE = (320, 180), (7680, 4320)
# scenes.shell.saves.store.ENV_FOLDER, without importing it
SAVE_FOLDER_ENV = "CONSPIRACY_TABLE_DATA"


class GameOptions(NamedTuple):  # not a dataclass: see KeySpec in scenes/input.py
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
    from scenes.shell.settings.settings_store import MIN_SPEED, RANGES
    from scenes.ui.tween import parse_speed

    try:
        speed = parse_speed(text)
    except ValueError as exc:
        raise argparse.ArgumentTypeError(str(exc)) from None
    top = RANGES["animation_speed"][1]
    # As the settings file allows: slower than MIN_SPEED would look frozen.
    if speed != 0 and not MIN_SPEED <= speed <= top:
        raise argparse.ArgumentTypeError(
            f"speed must be 0 (instant) or from {MIN_SPEED:g} to {top:g}, not {text!r}")
    return speed


def _screenshot(text: str) -> str:
    """A PNG path that can be written: not a folder, in a folder that exists (or can be
    made) and is writable. Checked before the window opens, not after the run. A name
    the system refuses outright (too long, a NUL) is a message too, never a traceback."""
    try:
        return _writable_png(text)
    except (OSError, ValueError) as exc:
        shown = text if len(text) <= 60 else f"{text[:40]}…({len(text)} characters)"
        why = getattr(exc, "strerror", None) or str(exc)
        raise argparse.ArgumentTypeError(f"cannot write {shown!r} ({why})") from None


def _writable_png(text: str) -> str:
    if "\0" in text:  # pathlib's checks answer False for it instead of refusing it
        raise ValueError("a file name cannot hold a NUL character")
    path = Path(text).expanduser()
    if not text.strip() or path.is_dir():
        raise argparse.ArgumentTypeError(f"{text!r} is a folder; give a file name like "
                                         "shot.png")
    if path.exists() and not path.is_file():
        raise argparse.ArgumentTypeError(f"{text!r} is not a plain file")
    folder = path.parent
    while not folder.exists() and folder != folder.parent:
        folder = folder.parent  # the nearest folder that exists: the rest is made
    if not folder.is_dir() or not os.access(folder, os.W_OK | os.X_OK) or (
            path.exists() and not os.access(path, os.W_OK)):
        raise argparse.ArgumentTypeError(f"cannot write {text!r} (no permission)")
    return text


def _cache_dir() -> Path:
    import platformdirs

    return Path(platformdirs.user_cache_dir("conspiracy-table", appauthor=False))


def _load_settings() -> tuple[Any, Any]:
    """The settings store and what it loaded (never raises; problems are messages)."""
    from scenes.shell.settings.settings_store import SettingsStore

    store = SettingsStore()
    return store, store.load()


def _port(text: str) -> int:
    """A port for the phones' server: a whole number 1024..65535."""
    try:
        port = int(text)
    except ValueError:
        raise argparse.ArgumentTypeError(f"not a port: {text!r}") from None
    if not 1024 <= port <= 65535:
        raise argparse.ArgumentTypeError(f"a port is 1024..65535, not {port}")
    return port


def _overrides(args: argparse.Namespace) -> dict[str, object]:
    """Settings the command line sets for this run (flags given, never saved)."""
    out: dict[str, object] = {}
    if args.speed is not None:
        out["animation_speed"] = args.speed
    if args.fullscreen:
        out["fullscreen"] = True
    if args.colour_blind:
        out["colour_blind"] = True
    if args.mute:
        out["sound_on"] = False
    if args.phones:
        out["phones"] = True
    if args.phones_port is not None:
        out["phones_port"] = args.phones_port
    return out


def _report_settings(app: Any, loaded: Any) -> None:
    """Say once what in the settings file could not be used. The repaired settings
    are written back, so the next start is quiet (a file that was not JSON at all has
    already been set aside). Unknown keys are kept by design and not reported."""
    messages = [m for m in loaded.messages if not m.startswith("unknown setting")]
    if not messages:
        return
    from scenes.shell.screens.message import MessageScene

    shown = messages[:4] + ([f"… and {len(messages) - 4} more"] if len(messages) > 4 else [])
    app.stack.push(MessageScene("Settings reset", "Some settings could not be used: "
                                + "; ".join(shown) + "."))
    services = app.services
    if loaded.set_aside is None and services.store is not None:
        services.store.save(services.settings)


def _save_store(args: argparse.Namespace) -> Any:
    """What makes the store games are saved in after every action (scenes.shell.saves.store), or
    None for no saving. A factory: the flow calls it after the title's first frame.

    Kiosk mode saves in a folder of its own (`saves.kiosk_folder`). Saving needs the
    data folder's lock (scenes.shell.saves.lock): a second copy saves nothing; `args.busy`
    then holds the message to show."""
    capture = args.frames is not None or args.screenshot is not None
    if args.no_save or (capture and not os.environ.get(SAVE_FOLDER_ENV)):
        return None
    from scenes.shell.saves.lock import TableLock, data_folder

    folder = data_folder()
    held = [lock for lock in _LOCKS if lock.folder == folder and lock.held]
    if not held:  # (a process that runs main() again, as tests do, keeps its own lock)
        lock = TableLock(folder)
        if not lock.acquire():
            args.busy = lock.message()
            print(f"main.py: {args.busy}", file=sys.stderr)
            return None
        _LOCKS.append(lock)  # held until the process ends
    kiosk = bool(getattr(args, "kiosk", False))

    def store() -> Any:
        from scenes.shell.saves.store import SaveStore, kiosk_folder  # the engine comes with it

        # The fsync off the frame loop. At home one unfinished game per game; the
        # kiosk keeps its one slot (a visitor's game).
        return SaveStore(kiosk_folder() if kiosk else None, background=True,
                         per_game=not kiosk)

    return store


_LOCKS: list[Any] = []  # the data folder's lock, once taken (see _save_store)


def build_parser() -> argparse.ArgumentParser:
    from game.core import registry

    records = registry.games()
    p = argparse.ArgumentParser(
        prog="main.py",
        description="Conspiracy Table: conspiracy games on one screen.",
        epilog="games: " + "; ".join(f"{g.id} ({g.title}, {g.min_players}–{g.max_players} "
                                     "players)" for g in records),
    )
    p.add_argument("--game", choices=[g.id for g in records], default=None, metavar="ID",
                   help="which game: " + ", ".join(g.id for g in records) + " (default: the "
                        "one chosen last, else the first)")
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
    p.add_argument("--screenshot", type=_screenshot, default=None, metavar="PATH",
                   help="save the last frame as PNG on exit")
    p.add_argument("--speed", type=_speed, default=None, metavar="X",
                   help="animation speed factor from 0.1 to 8, or 'instant' / 0 for none "
                        "(default: the saved setting, 1 at first); this run only")
    p.add_argument("--fullscreen", action="store_true", help="start in fullscreen (F11 toggles)")
    p.add_argument("--size", type=_size, default=None, metavar="WxH",
                   help="initial window size, e.g. 1920x1080 (the picture scales)")
    p.add_argument("--colour-blind", "--color-blind", dest="colour_blind", action="store_true",
                   help="colour-blind-safe counter palette")
    p.add_argument("--mute", action="store_true", help="start with sound off")
    p.add_argument("--phones", action="store_true",
                   help="phones as private screens: each human joins by a QR code and keeps "
                        "their secrets on their phone (docs/phones.md; never in the kiosk)")
    p.add_argument("--phones-port", dest="phones_port", type=_port, default=None,
                   metavar="N", help="the port phones reach (default 8765)")
    p.add_argument("--no-save", dest="no_save", action="store_true",
                   help="neither save this run's games nor offer Resume. Runs with --frames "
                        "or --screenshot (tests, captures) never touch the user's saved game "
                        "unless $CONSPIRACY_TABLE_DATA names a save folder for them")
    p.add_argument("--software-render", action="store_true",
                   help="use SDL's software renderer (cheaper on machines without a GPU)")
    p.add_argument("--kiosk", action="store_true",
                   help="kiosk mode for a stand: fullscreen (unless --size), a demo game that "
                        "plays itself until someone presses a key or taps, idle games "
                        "handed back, only the operator's key combination quits (see "
                        "docs/kiosk.md); combines with --seed, --speed, --frames, --screenshot")
    p.add_argument("--no-kiosk", dest="no_kiosk", action="store_true",
                   help="this time without kiosk mode, even when the settings turn it on: "
                        "the operator's way to the Settings screen and its Kiosk page")
    return p


def main(argv: Sequence[str] | None = None) -> int:
    parser = build_parser()
    try:
        args = parser.parse_args(argv)
    except SystemExit as exc:  # --help, or a usage error already explained by argparse
        return int(exc.code or 0) if not isinstance(exc.code, str) else 2
    if args.kiosk and args.no_kiosk:
        print("main.py: choose --kiosk or --no-kiosk.", file=sys.stderr)
        return 2
    if args.kiosk and (args.seats or args.demo):
        print("main.py: --kiosk chooses its own games; leave out --seats and --demo.",
              file=sys.stderr)
        return 2

    os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")
    # Imported late: --help and argument errors answer without loading pygame.
    from scenes.shell.match.flow import Flow
    from scenes.shell.screens.services import Services
    from scenes.shell.window.app import App, AppConfig
    from scenes.ui.art import Art
    from scenes.ui.sound import Sound

    # The saved settings; what the command line says wins for this run and is not saved.
    settings_store, loaded = _load_settings()
    overrides = _overrides(args)
    args.speed = overrides.get("animation_speed", loaded.settings.animation_speed)
    args.fullscreen = overrides.get("fullscreen", loaded.settings.fullscreen)
    # The settings can make kiosk mode the default; an explicit game on the command line wins.
    args.kiosk = args.kiosk or (loaded.settings.kiosk.enabled
                                and not (args.seats or args.demo or args.no_kiosk))
    if args.kiosk and args.size is None:
        args.fullscreen = True  # a stand's screen belongs to the table

    direct = bool(args.demo or args.seats)
    game = _game_of(args, loaded.settings)
    if args.seats and not _seats_fit(game, args.seats):
        return 2
    options = GameOptions(seats=args.seats or DEFAULT_SEATS, demo=args.demo, seed=args.seed,
                          speed=args.speed, direct=direct)
    cache = _cache_dir()
    sound = Sound(muted=args.mute, cache_dir=cache / "sound")
    services = Services(art=Art(colour_blind=args.colour_blind, cache_dir=cache / "art"),
                        sound=sound, options=options)
    from scenes.shell.settings.preferences import apply_settings

    services.settings, services.store = loaded.settings, settings_store
    services.overrides = overrides
    apply_settings(services)
    config = AppConfig(size=args.size, fullscreen=args.fullscreen, max_frames=args.frames,
                       screenshot_path=args.screenshot, speed=args.speed,
                       software_render=args.software_render)
    app = App(config, services)
    if args.kiosk:
        from scenes.shell.kiosk.director import KioskDirector

        KioskDirector(app, loaded.settings.kiosk, seed=args.seed, speed=args.speed,
                      store=_save_store(args)).install()
        return _run(app)
    flow = Flow(app.stack, speed=args.speed, seats=args.seats, seed=args.seed,
                store=_save_store(args), game=game)
    busy = getattr(args, "busy", None)
    # The title stays at the bottom: leaving a game returns to it (and starts its music).
    app.stack.push(flow.title(music=not direct))
    if args.demo:
        flow.start_demo(args.seats, args.seed)
    elif args.seats:
        from scenes.shell.menus.setup_model import default_setup

        flow.start(default_setup(game, args.seats), args.seed)
    _report_settings(app, loaded)
    if busy:
        from scenes.shell.screens.message import MessageScene

        app.stack.push(MessageScene("Already running", busy))
    # (No fade-in over the title: its first frame is shown at once.)
    return _run(app)


def _game_of(args: argparse.Namespace, settings: Any) -> str:
    """--game, else the game chosen last (if it is still on the table), else the first."""
    from game.core import registry

    if args.game:
        return args.game
    chosen = getattr(settings, "game", "")
    return chosen if chosen in registry.ids() else registry.ids()[0]


def _seats_fit(game: str, seats: tuple[str, ...]) -> bool:
    from game.core import registry

    info = registry.get(game)
    bad = [s for s in seats if s != "human" and s not in info.bot_levels]
    if not info.min_players <= len(seats) <= info.max_players or bad:
        print(f"main.py: {info.title} takes {info.min_players} to {info.max_players} seats "
              f"of human or {', '.join(info.bot_levels)}", file=sys.stderr)
        return False
    return True


def _run(app: Any) -> int:
    try:
        code = app.run()
    except RuntimeError as exc:  # no display, typically
        print(f"main.py: {exc}", file=sys.stderr)
        return 1
    problem = getattr(app, "screenshot_error", None)
    if problem:  # the run went well; only the picture could not be written
        print(f"main.py: {problem}", file=sys.stderr)
        return code or 1
    return code

