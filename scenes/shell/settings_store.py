"""Settings that outlive the program: a `Settings` dataclass kept as JSON. No pygame.

The file lives in platformdirs' user config folder (or `$CONSPIRACY_TABLE_CONFIG`) as
`settings.json`. Reading is forgiving, because people edit this file by hand: a
missing file gives the defaults; a value of the wrong type or out of range falls back
(or is clamped) field by field with a message (and the file as it was is kept beside
the repaired one, `settings.repaired-<time>.json`); unknown keys are kept as they are
and written back (a newer version's settings survive a run of an older one).

The file is read through `scenes.shell.user_files` (a regular file of at most
`MAX_BYTES`, JSON at most `user_files.MAX_DEPTH` deep, no giant integer): a file that
cannot be read or is not such JSON is renamed aside (`settings.<reason>-<time>.json`)
and the defaults are used. If even the rename fails, the store turns read-only for
this run (`SettingsStore.read_only`): the user's file is never written over. Writing
is atomic.
"""

from __future__ import annotations

import math
import os
import time
from dataclasses import asdict, dataclass, field, fields, replace
from pathlib import Path
from typing import Any, NamedTuple

from scenes.shell import user_files
from scenes.shell.safe_files import remove_stale_temps, set_aside, write_atomic

# As scenes.shell.session spells them; not imported from there, because that module loads the
# whole engine and this one is read before the title's first frame.
HUMAN = "human"
BOT_LEVELS = ("random", "easy", "medium", "hard")
MIN_PLAYERS, MAX_PLAYERS = 2, 6  # seats at the table (a game may take fewer)
MAX_SEATS_KEPT = 12  # a game's remembered player count (setup_for fits it to the game)
DEFAULT_GAME = "paranoid-delusions"
OPTION_TEXT_LEN = 40  # a game's text option (a subculture's name, a court subject)
# Settings from before there were several games kept Paranoid Delusions' rules at the
# top level; they are read into its entry of `games`.
LEGACY_OPTIONS_GAME = "paranoid-delusions"

APP = "conspiracy-table"
ENV_FOLDER = "CONSPIRACY_TABLE_CONFIG"
FILE = "settings.json"
FORMAT = 1
MAX_BYTES = 1 << 20  # a settings file is a few kilobytes; a bigger one is not ours
MIN_SPEED = 0.1  # slower than this the table looks frozen; 0 stays "instant"
NAME_LEN = 16  # as the setup form allows
SUBCULTURE_LEN = 22
COLOURS = 6  # player colours on the board (scenes.ui.art.PLAYER_COLOURS)
MODIFIERS = ("ctrl", "shift", "alt", "meta")
IDLE_ACTIONS = ("bots", "attract")  # kiosk: what the idle countdown leads to

# Numbers: (low, high). Out of range is clamped; the wrong type falls back.
RANGES: dict[str, tuple[float, float]] = {
    "animation_speed": (0.0, 8.0),  # 0 = instant (scenes.ui.tween.parse_speed)
    "bot_pace": (0.0, 5.0),  # seconds a bot is shown thinking at least
    "music_volume": (0.0, 1.0),
    "effects_volume": (0.0, 1.0),
    "text_scale": (0.75, 2.0),
    "idle_timeout": (10.0, 3600.0),  # kiosk: seconds without input before attract mode
    "countdown": (3.0, 60.0),  # kiosk: the "Still playing?" countdown, seconds
}
# Whole numbers: (low, high), clamped the same way.
WHOLE_RANGES: dict[str, tuple[int, int]] = {
    "phones_port": (1024, 65535),  # phones as private screens (docs/phones.md)
}


@dataclass
class Seat:
    """One seat of the next game: human or a bot level, a name, a colour index."""

    kind: str = HUMAN
    name: str = "Player 1"
    colour: int = 0


def default_seats() -> list[Seat]:
    return [Seat(HUMAN if i == 0 else "medium", f"Player {i + 1}", i) for i in range(4)]


@dataclass
class Kiosk:
    """Options for an unattended table (fairs, cafés)."""

    enabled: bool = False
    idle_timeout: float = 90.0
    quit_combo: str = "ctrl+shift+q"  # the only way out when enabled
    attract_seats: list[str] = field(default_factory=lambda: ["medium"] * 4)  # demo game
    # What an idle game becomes after the countdown: "bots" take the idle seats over
    # (the game goes on as a demo), "attract" ends it for a fresh demo.
    idle_action: str = "bots"
    countdown: float = 10.0
    extra: dict[str, Any] = field(default_factory=dict)  # unknown keys, kept verbatim

    def to_json(self) -> dict[str, Any]:
        data = dict(self.extra)
        data.update({f.name: getattr(self, f.name) for f in fields(self) if f.name != "extra"})
        data["attract_seats"] = list(self.attract_seats)
        return data


@dataclass
class Settings:
    seats: list[Seat] = field(default_factory=default_seats)
    game: str = DEFAULT_GAME  # the game chosen last on the title
    animation_speed: float = 1.0
    bot_pace: float = 0.35
    reduce_motion: bool = False
    sound_on: bool = True
    music_volume: float = 0.5
    effects_volume: float = 0.8
    fullscreen: bool = False
    text_scale: float = 1.0
    colour_blind: bool = False
    # Phones as private screens (docs/phones.md): off by default; the port phones reach.
    phones: bool = False
    phones_port: int = 8765
    # Each game's options for its next setup, by game id: {"options": {key: value}}. Raw
    # here (the game's engine is not loaded to read settings); each value is checked
    # against the game's option list when a setup is made from it.
    games: dict[str, dict[str, Any]] = field(default_factory=dict)
    kiosk: Kiosk = field(default_factory=Kiosk)
    extra: dict[str, Any] = field(default_factory=dict)  # unknown keys, kept verbatim

    def game_options(self, game_id: str) -> dict[str, Any]:
        """The options last used for `game_id` (unchecked: see `games`)."""
        return dict(self.games.get(game_id, {}).get("options", {}))

    def set_game_options(self, game_id: str, options: dict[str, Any]) -> None:
        self.games.setdefault(game_id, {})["options"] = dict(options)

    def game_players(self, game_id: str) -> int | None:
        """How many sat down at `game_id` last (None: not known; the seats say then).
        Kept per game so that a game for fewer players never cuts the shared seats."""
        players = self.games.get(game_id, {}).get("players")
        return players if type(players) is int else None

    def set_game_players(self, game_id: str, players: int) -> None:
        self.games.setdefault(game_id, {})["players"] = int(players)

    def to_json(self) -> dict[str, Any]:
        data: dict[str, Any] = dict(self.extra)
        data.update({f.name: getattr(self, f.name) for f in fields(self)
                     if f.name not in ("extra", "seats", "games", "kiosk")})
        data["seats"] = [asdict(s) for s in self.seats]
        data["games"] = {k: {"options": dict(v.get("options", {})),
                             **({"players": v["players"]} if "players" in v else {})}
                         for k, v in self.games.items()}
        data["kiosk"] = self.kiosk.to_json()
        data["format"] = FORMAT
        return data

    @classmethod
    def from_json(cls, data: Any) -> tuple[Settings, list[str]]:
        """Settings from parsed JSON, and a message for every value not taken as is."""
        return _Reader().settings(data)


# ---------------------------------------------------------------- tolerant reading
class _Reader:
    """Reads field by field, collecting a message for each fallback."""

    def __init__(self) -> None:
        self.messages: list[str] = []

    def note(self, where: str, problem: str, default: Any) -> None:
        self.messages.append(f"{where}: {problem}; using {default!r}")

    def settings(self, data: Any) -> tuple[Settings, list[str]]:
        base = Settings()
        if not isinstance(data, dict):
            self.messages.append("the settings are not a JSON object; using the defaults")
            return base, self.messages
        known = {f.name for f in fields(Settings)} - {"extra"} | {"format"} | _LEGACY
        out = Settings(extra={k: v for k, v in data.items() if k not in known})
        for key in out.extra:
            self.messages.append(f"unknown setting {key!r} kept as it is")
        for f in fields(Settings):
            if f.name in ("extra", "seats", "games", "kiosk") or f.name not in data:
                continue
            setattr(out, f.name, self.value(f.name, data[f.name], getattr(base, f.name)))
        if "seats" in data:
            out.seats = self.seats(data["seats"])
        if "games" in data:
            out.games = self.games(data["games"])
        legacy = {}
        if "options" in data:
            legacy.update(self.options(data["options"], "options"))
        if "subculture" in data:
            legacy.update(self.options({"subculture": data["subculture"]}, "subculture"))
        if legacy:  # a file from before there were several games
            merged = {**legacy, **out.game_options(LEGACY_OPTIONS_GAME)}
            out.set_game_options(LEGACY_OPTIONS_GAME, merged)
        if "kiosk" in data:
            out.kiosk = self.kiosk(data["kiosk"])
        return out, self.messages

    def value(self, name: str, raw: Any, default: Any, where: str = "") -> Any:
        """A plain field: the default's type decides what is acceptable."""
        where = where or name
        if isinstance(default, bool):
            if type(raw) is bool:
                return raw
            self.note(where, f"expected true or false, not {_show(raw)}", default)
        elif isinstance(default, int):  # after bool: a bool is an int too
            if type(raw) is int:
                lo, hi = WHOLE_RANGES[name]
                if not lo <= raw <= hi:
                    clamped = min(hi, max(lo, raw))
                    self.messages.append(f"{where}: {raw!r} is outside {lo}..{hi}; "
                                         f"using {clamped!r}")
                    return clamped
                return raw
            self.note(where, f"expected a whole number, not {_show(raw)}", default)
        elif isinstance(default, float):
            if type(raw) in (int, float) and _finite(raw):
                lo, hi = RANGES[name]
                if name == "animation_speed" and 0 < raw < MIN_SPEED:
                    lo = MIN_SPEED
                if not lo <= raw <= hi:
                    clamped = float(min(hi, max(lo, raw)))
                    self.messages.append(f"{where}: {raw!r} is outside {lo:g}..{hi:g}; "
                                         f"using {clamped!r}")
                    return clamped
                return float(raw)
            self.note(where, f"expected a number, not {_show(raw)}", default)
        elif isinstance(default, str):
            limit = NAME_LEN if name == "name" else SUBCULTURE_LEN
            if isinstance(raw, str) and user_files.printable(raw.strip(), limit):
                return raw.strip()
            self.note(where, f"expected a text of 1 to {limit} printable characters, "
                      f"not {_show(raw)}", default)
        return default

    def seats(self, raw: Any) -> list[Seat]:
        if not (isinstance(raw, list) and MIN_PLAYERS <= len(raw) <= MAX_PLAYERS):
            self.messages.append(f"seats: expected a list of {MIN_PLAYERS} to {MAX_PLAYERS} "
                                 "seats; using the default seats")
            return default_seats()
        seats = []
        for i, item in enumerate(raw):
            default = Seat(HUMAN if i == 0 else "medium", f"Player {i + 1}", i)
            where = f"seat {i + 1}"
            if not isinstance(item, dict):
                self.note(where, f"expected an object, not {item!r}", default)
                seats.append(default)
                continue
            kind = item.get("kind", default.kind)
            if kind != HUMAN and kind not in BOT_LEVELS:
                self.note(f"{where} kind", f"{kind!r} is not human or a bot level",
                          default.kind)
                kind = default.kind
            name = self.value("name", item.get("name", default.name), default.name,
                              f"{where} name")
            colour = item.get("colour", default.colour)
            if type(colour) is not int or not 0 <= colour < COLOURS:
                self.note(f"{where} colour", f"expected 0 to {COLOURS - 1}, not {colour!r}",
                          default.colour)
                colour = default.colour
            seats.append(Seat(kind, name, colour))
        return self.distinct_colours(seats)

    def distinct_colours(self, seats: list[Seat]) -> list[Seat]:
        """Two seats of one colour could not be told apart: the later one changes."""
        used: set[int] = set()
        out = []
        for i, seat in enumerate(seats):
            if seat.colour in used:
                free = min(set(range(COLOURS)) - used)
                self.messages.append(f"seat {i + 1} colour: {seat.colour} is taken by "
                                     f"another seat; using {free}")
                seat = replace(seat, colour=free)
            used.add(seat.colour)
            out.append(seat)
        return out

    def games(self, raw: Any) -> dict[str, dict[str, Any]]:
        if not isinstance(raw, dict):
            self.note("games", f"expected an object, not {raw!r}", "no saved game options")
            return {}
        out: dict[str, dict[str, Any]] = {}
        for game_id, entry in raw.items():
            where = f"games {game_id!r}"
            if not (isinstance(game_id, str) and 0 < len(game_id) <= 40
                    and game_id.replace("-", "").replace("_", "").isalnum()):
                self.messages.append(f"{where}: not a game id; left out")
                continue
            if not isinstance(entry, dict):
                self.note(where, f"expected an object, not {entry!r}", "its defaults")
                continue
            out[game_id] = {"options": self.options(entry.get("options", {}),
                                                    f"{where} options")}
            players = entry.get("players")
            if type(players) is int and MIN_PLAYERS <= players <= MAX_SEATS_KEPT:
                out[game_id]["players"] = players
            elif "players" in entry:
                self.note(f"{where} players", f"not a number of players: {players!r}",
                          "the seats' count")
        return out

    def options(self, raw: Any, where: str) -> dict[str, Any]:
        """A game's options as plain values: names to booleans, bounded whole numbers or
        short printable texts. Which keys and ranges the game takes is checked when a
        setup is made from them (the game's own option list)."""
        if not isinstance(raw, dict):
            self.note(where, f"expected an object, not {raw!r}", "the defaults")
            return {}
        out: dict[str, Any] = {}
        for key, value in raw.items():
            if not (isinstance(key, str) and key.isidentifier() and len(key) <= 40):
                self.messages.append(f"{where}: {key!r} is not an option name; left out")
            elif type(value) is bool or (type(value) is int and abs(value) <= 10**6):
                out[key] = value
            elif (isinstance(value, str) and len(value) <= OPTION_TEXT_LEN
                    and all(ch.isprintable() for ch in value)):
                out[key] = value
            else:
                self.messages.append(f"{where} {key}: {value!r} is not a usable value; "
                                     "left out")
        return out

    def kiosk(self, raw: Any) -> Kiosk:
        base = Kiosk()
        if not isinstance(raw, dict):
            self.note("kiosk", f"expected an object, not {raw!r}", "the defaults")
            return base
        # A newer version's kiosk keys survive a run of this one (and any screen that
        # changes the fields it shows: those use dataclasses.replace on the rest).
        known = {f.name for f in fields(Kiosk)} - {"extra"}
        out = Kiosk(extra={k: v for k, v in raw.items() if k not in known})
        for key in out.extra:
            self.messages.append(f"unknown setting 'kiosk.{key}' kept as it is")
        if "enabled" in raw:
            out.enabled = self.value("enabled", raw["enabled"], base.enabled, "kiosk enabled")
        if "idle_timeout" in raw:
            out.idle_timeout = self.value("idle_timeout", raw["idle_timeout"],
                                          base.idle_timeout, "kiosk idle_timeout")
        if "quit_combo" in raw:
            combo = raw["quit_combo"]
            if isinstance(combo, str) and valid_combo(combo):
                out.quit_combo = combo.strip().lower()
            else:
                self.note("kiosk quit_combo", f"{_show(combo)} is not modifiers and a key "
                          "name like 'ctrl+shift+q'", base.quit_combo)
        if "attract_seats" in raw:
            seats = raw["attract_seats"]
            if (isinstance(seats, list) and MIN_PLAYERS <= len(seats) <= MAX_PLAYERS
                    and all(s in BOT_LEVELS for s in seats)):
                out.attract_seats = list(seats)
            else:
                self.note("kiosk attract_seats", f"expected {MIN_PLAYERS} to {MAX_PLAYERS} "
                          f"bot levels ({', '.join(BOT_LEVELS)}), not {seats!r}",
                          base.attract_seats)
        if "idle_action" in raw:
            action = raw["idle_action"]
            if action in IDLE_ACTIONS:
                out.idle_action = action
            else:
                self.note("kiosk idle_action", f"expected one of {', '.join(IDLE_ACTIONS)}, "
                          f"not {action!r}", base.idle_action)
        if "countdown" in raw:
            out.countdown = self.value("countdown", raw["countdown"], base.countdown,
                                       "kiosk countdown")
        return out


_LEGACY = {"options", "subculture"}  # read into `games`, never written again


def valid_combo(combo: str) -> bool:
    """'ctrl+shift+q': modifiers, then one key name pygame knows; at least one modifier."""
    if not (isinstance(combo, str) and user_files.printable(combo.strip(), 60)):
        return False
    parts = [p.strip() for p in combo.strip().lower().split("+")]
    *mods, key = parts
    return (bool(mods) and all(m in MODIFIERS for m in mods) and len(set(mods)) == len(mods)
            and bool(key) and key not in MODIFIERS and known_key(key))


def known_key(name: str) -> bool:
    """Whether pygame has a key of this name ("q", "escape", "f12"; not "esc")."""
    import warnings

    import pygame  # only when a combination is read: the rest of this module needs none

    try:
        with warnings.catch_warnings():
            warnings.simplefilter("ignore")  # "pygame.init() has not been called": not needed
            pygame.key.key_code(name)
    except (ValueError, pygame.error):
        return False
    return True


def _finite(x: int | float) -> bool:
    try:
        return math.isfinite(x)
    except OverflowError:  # an int too big for a float (the parser bounds them anyway)
        return False


def _show(raw: Any, limit: int = 40) -> str:
    """A value for a message, cut short: a file may hold a megabyte in one string."""
    text = repr(raw)
    return text if len(text) <= limit else text[:limit] + "…"


def clamp_speed(speed: float) -> float:
    """An animation speed the table can show: 0 (instant), else MIN_SPEED to the top of
    RANGES["animation_speed"]. The settings file and the command line both use it."""
    lo, hi = RANGES["animation_speed"]
    if not _finite(speed) or speed <= lo:
        return lo if _finite(speed) or speed < 0 else hi
    return float(min(hi, max(MIN_SPEED, speed)))


# ---------------------------------------------------------------- the store
class SettingsLoad(NamedTuple):  # not a dataclass: see KeySpec in scenes/input.py
    """What `load` found: the settings to use, what was not taken as is, and where a
    file that was not JSON was moved."""

    settings: Settings
    messages: list[str]
    set_aside: Path | None = None
    kept: Path | None = None  # the file as it was, beside the repaired one


def default_folder() -> Path:
    """`$CONSPIRACY_TABLE_CONFIG` if set (tests, kiosks), else the user config folder."""
    override = os.environ.get(ENV_FOLDER)
    if override:
        return Path(override)
    import platformdirs

    return Path(platformdirs.user_config_dir(APP, appauthor=False))


class SettingsStore:
    def __init__(self, folder: Path | None = None, *, durable: bool = True) -> None:
        self.folder = Path(folder) if folder is not None else default_folder()
        self.path = self.folder / FILE
        self.durable = durable
        # True when the user's file could be neither used nor moved aside: this run
        # must not write over it.
        self.read_only = False

    def load(self) -> SettingsLoad:
        """The saved settings, or the defaults. Never raises, never hangs, never writes
        over the user's file (see the module notes)."""
        remove_stale_temps(self.folder)
        try:
            raw = user_files.read_bytes(self.path, MAX_BYTES)
            data = user_files.loads_json(raw)
        except FileNotFoundError:
            return SettingsLoad(Settings(), [])
        except user_files.UserFileError as exc:
            return self._give_up(exc)
        settings, messages = Settings.from_json(data)
        kept = None
        if any(not m.startswith("unknown setting") for m in messages):
            kept = self._keep_copy(raw)
        return SettingsLoad(settings, messages, None, kept)

    def _give_up(self, problem: user_files.UserFileError) -> SettingsLoad:
        """An unusable file goes aside; if it cannot, nothing is written this run."""
        what = {user_files.UNREADABLE: "could not be read",
                user_files.NOT_A_FILE: "is not a file",
                user_files.TOO_BIG: "is too big",
                user_files.CORRUPT: "is not valid JSON"}.get(problem.reason, "is not usable")
        aside = set_aside(self.path, problem.reason)
        if aside is not None:
            return SettingsLoad(Settings(), [
                f"the settings file {what} ({problem.detail}); it was kept as "
                f"{aside.name}; using the defaults"], aside)
        self.read_only = True
        return SettingsLoad(Settings(), [
            f"the settings file {what} ({problem.detail}) and could not be moved aside; "
            "using the defaults without saving them, so the file stays as it is"],
            self.path)

    def _keep_copy(self, raw: bytes) -> Path | None:
        """The file as it was, beside the one about to be repaired (nothing is lost)."""
        stamp = time.strftime("%Y%m%d-%H%M%S")
        for n in range(1, 1000):
            extra = "" if n == 1 else f"-{n}"
            target = self.path.with_name(
                f"{self.path.stem}.repaired-{stamp}{extra}{self.path.suffix}")
            if not target.exists():
                break
        try:
            write_atomic(target, raw, durable=self.durable)
        except OSError:
            self.read_only = True  # no copy: then no repair written over the original
            return None
        return target

    def save(self, settings: Settings) -> str | None:
        """Write atomically; returns None, or a message if the disk refused (or the
        store is read-only, see `load`)."""
        if self.read_only:
            return ("The settings are not saved this time: the settings file could not be "
                    "read or set aside, and it is left as it is.")
        try:
            data = user_files.dumps_text(settings.to_json(), indent=2) + b"\n"
            write_atomic(self.path, data, durable=self.durable)
        except (OSError, ValueError, TypeError) as exc:
            return f"The settings could not be saved ({exc})."
        return None
