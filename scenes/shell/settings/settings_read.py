"""Reading settings forgivingly, field by field (people edit the file by hand): a value
of the wrong type or out of range falls back (or is clamped) with a message; unknown
keys are kept. `read_settings` is the entry point."""

from __future__ import annotations

import math
from dataclasses import fields, replace
from typing import Any

from scenes.shell.saves import user_files
from scenes.shell.settings.settings_model import (
    BOT_LEVELS,
    COLOURS,
    HUMAN,
    IDLE_ACTIONS,
    LEGACY_OPTIONS_GAME,
    MAX_PLAYERS,
    MAX_SEATS_KEPT,
    MIN_PLAYERS,
    MIN_SPEED,
    MODIFIERS,
    NAME_LEN,
    OPTION_TEXT_LEN,
    RANGES,
    SUBCULTURE_LEN,
    WHOLE_RANGES,
    Kiosk,
    Seat,
    Settings,
    default_seats,
)


def read_settings(data: Any) -> tuple[Settings, list[str]]:
    """Settings from parsed JSON, and a message for every value not taken as is."""
    return _Reader().settings(data)


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
