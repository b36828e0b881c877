"""Settings that outlive the program: a `Settings` dataclass kept as JSON. No pygame.

The file lives in platformdirs' user config folder (or `$CONSPIRACY_TABLE_CONFIG`) as
`settings.json`. Reading is forgiving, because people edit this file by hand: a
missing file gives the defaults; a value of the wrong type or out of range falls back
(or is clamped) field by field with a message (and the file as it was is kept beside
the repaired one, `settings.repaired-<time>.json`); unknown keys are kept as they are
and written back (a newer version's settings survive a run of an older one).

The file is read through `scenes.shell.saves.user_files` (a regular file of at most
`MAX_BYTES`, JSON at most `user_files.MAX_DEPTH` deep, no giant integer): a file that
cannot be read or is not such JSON is renamed aside (`settings.<reason>-<time>.json`)
and the defaults are used. If even the rename fails, the store turns read-only for
this run (`SettingsStore.read_only`): the user's file is never written over. Writing
is atomic.
"""

from __future__ import annotations

import os
import time
from pathlib import Path
from typing import NamedTuple

from scenes.shell.saves import user_files
from scenes.shell.saves.safe_files import remove_stale_temps, set_aside, write_atomic
from scenes.shell.settings.settings_model import (
    APP,
    BOT_LEVELS,
    COLOURS,
    ENV_FOLDER,
    FILE,
    HUMAN,
    IDLE_ACTIONS,
    MAX_BYTES,
    MAX_PLAYERS,
    MIN_PLAYERS,
    MIN_SPEED,
    NAME_LEN,
    RANGES,
    Kiosk,
    Seat,
    Settings,
)
from scenes.shell.settings.settings_read import read_settings, valid_combo

# The settings' names as the rest of the program imports them: from the store.
__all__ = ["APP", "BOT_LEVELS", "COLOURS", "HUMAN", "IDLE_ACTIONS", "MAX_BYTES", "MAX_PLAYERS",
           "MIN_PLAYERS", "MIN_SPEED", "NAME_LEN", "RANGES", "Kiosk", "Seat", "Settings",
           "SettingsLoad", "SettingsStore", "default_folder", "read_settings", "valid_combo"]

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
        # Kiosk mode: whoever is at the controls is a stand's visitor (`keep_nothing`).
        self.visitors = False

    def keep_nothing(self) -> None:
        """Kiosk mode: from now on `save` writes nothing. What a visitor does (the mute
        key, a game's setup) lasts this run at most; the settings stay the operator's."""
        self.visitors = True

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
        settings, messages = read_settings(data)
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
        store is read-only, see `load`). In kiosk mode (`keep_nothing`): nothing, and
        nothing is written."""
        if self.visitors:
            return None
        if self.read_only:
            return ("The settings are not saved this time: the settings file could not be "
                    "read or set aside, and it is left as it is.")
        try:
            data = user_files.dumps_text(settings.to_json(), indent=2) + b"\n"
            write_atomic(self.path, data, durable=self.durable)
        except (OSError, ValueError, TypeError) as exc:
            return f"The settings could not be saved ({exc})."
        return None
