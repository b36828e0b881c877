"""The kiosk operator's side of the machine: the key combination that ends a kiosk
(setting `quit_combo`) and the rotating log file (a table running for weeks must not fill
the disk). Kept apart from `scenes.shell.kiosk.director`, which directs what visitors see."""

from __future__ import annotations

import logging
import logging.handlers
import os
import sys
import warnings
from collections.abc import Iterable
from pathlib import Path

import pygame

from scenes.shell.settings.settings_store import APP

LOG_ENV = "CONSPIRACY_TABLE_LOGS"
LOG_FILE = "kiosk.log"
LOG_BYTES, LOG_BACKUPS = 1_000_000, 3  # rotated: weeks of running stay small
MOD_FLAGS = {"ctrl": pygame.KMOD_CTRL, "shift": pygame.KMOD_SHIFT, "alt": pygame.KMOD_ALT,
             "meta": pygame.KMOD_META | pygame.KMOD_GUI}


def parse_combo(combo: str) -> tuple[int, int]:
    """'ctrl+shift+q' -> (modifier mask, key code). Raises ValueError if unreadable."""
    *mods, name = [part.strip() for part in combo.strip().lower().split("+")]
    if not mods or any(m not in MOD_FLAGS for m in mods):
        raise ValueError(f"{combo!r}: write modifiers then a key, like 'ctrl+shift+q'")
    mask = 0
    for m in mods:
        mask |= MOD_FLAGS[m]
    with warnings.catch_warnings():
        warnings.simplefilter("ignore")  # key names are fixed: no need for pygame.init()
        key = pygame.key.key_code(name)
    return mask, key


def combo_pressed(event: pygame.event.Event, combo: tuple[int, int]) -> bool:
    if event.type != pygame.KEYDOWN:
        return False
    mask, key = combo
    mod = getattr(event, "mod", 0)
    # Each named modifier must be held (either side); pygame's flags group both sides.
    wanted = [flag for flag in MOD_FLAGS.values() if mask & flag]
    return event.key == key and all(mod & flag for flag in wanted)


def log_path() -> Path:
    """`$CONSPIRACY_TABLE_LOGS/kiosk.log`, else the user log folder's."""
    override = os.environ.get(LOG_ENV)
    if override:
        return Path(override) / LOG_FILE
    import platformdirs

    return Path(platformdirs.user_log_dir(APP, appauthor=False)) / LOG_FILE


def open_log(target: Path, stderr: bool,
             loggers: Iterable[logging.Logger]) -> list[logging.Handler]:
    """Send `loggers` to `target` (rotating) and, if asked, to stderr; returns the handlers."""
    handlers: list[logging.Handler] = []
    fmt = logging.Formatter("%(asctime)s %(levelname)s %(name)s: %(message)s")
    try:
        target.parent.mkdir(parents=True, exist_ok=True)
        handlers.append(logging.handlers.RotatingFileHandler(
            target, maxBytes=LOG_BYTES, backupCount=LOG_BACKUPS, encoding="utf-8"))
    except OSError as exc:  # a read-only home still gets the stderr copy
        print(f"kiosk: cannot write the log {target}: {exc}", file=sys.stderr)
    if stderr:
        handlers.append(logging.StreamHandler(sys.stderr))
    for logger in loggers:
        logger.setLevel(logging.INFO)
        for handler in handlers:
            handler.setFormatter(fmt)
            logger.addHandler(handler)
    return handlers
