"""The save file's format: how a match's payload is written and read back, checked.

    Conspiracy Table saved game. …notice for whoever opens it…
    CONSPIRACY-TABLE-SAVE format=2 kind=current bytes=<n> sha256=<hex digest>
    <the payload: JSON, zlib-compressed, written as hexadecimal, 64 characters a line>

Honestly: the payload is *obscured, not encrypted* (see scenes/shell/saves/store.py). The
header's byte count and checksum tell a truncated file from a damaged or hand-edited
one; sizes, depth and every detail a screen shows are bounded before anything trusts
them. Pure logic: no pygame, no game.
"""

from __future__ import annotations

import hashlib
import json
import re
import zlib
from datetime import datetime
from pathlib import Path
from typing import Any

from scenes.shell.saves import user_files

LEGACY_GAME = "paranoid-delusions"  # format 1 files were all this game

APP = "conspiracy-table"

ENV_FOLDER = "CONSPIRACY_TABLE_DATA"

FORMAT = 2  # this file format; a larger number in a file means a newer program wrote it

# Format 2 adds which game the file holds (`game_id`, `game_version`) and its setup
# (`config`, `seed`, `actions`) beside the engine's own JSON; format 1 files are read
# as Paranoid Delusions.
MAGIC = "CONSPIRACY-TABLE-SAVE"

NOTICE = ("Conspiracy Table saved game. It is not meant to be read or edited: the game "
          "inside is compressed so that nobody glimpses hidden information by accident.")

LINE = 64  # hexadecimal characters per line: editors and diff tools stay usable

MAX_FILE = 8 << 20  # bytes of a save file; a long finished game is ~100 kB

MAX_PAYLOAD = 32 << 20  # bytes its payload may inflate to

SAVED_YEARS = (1970, 9999)  # a `saved_at` outside these years is no time this program wrote

# LoadResult.reason
OK, MISSING, FINISHED = "ok", "missing", "finished"

CORRUPT, TRUNCATED, NEWER, OLDER, ILLEGAL, UNREADABLE, ELSEWHERE = (
    "corrupt", "truncated", "newer", "older", "illegal", "unreadable", "elsewhere")

# What the player reads for each reason. A version this program does not read (NEWER,
# OLDER) is never called damage or tampering: the file is whole, only made by another
# version of the table.
MESSAGES = {
    CORRUPT: "The saved game is damaged and cannot be resumed ({detail}).",
    TRUNCATED: "The saved game is incomplete and cannot be resumed: the file was cut "
               "short ({detail}).",
    NEWER: "The saved game was made by a newer version of Conspiracy Table ({detail}). "
           "Update the game to resume it.",
    OLDER: "The saved game was made by an older version of Conspiracy Table ({detail}), "
           "so this version cannot resume it. The file is not damaged.",
    ILLEGAL: "The saved game was altered into a position the rules do not allow "
             "({detail}), so it cannot be resumed.",
    UNREADABLE: "The saved game could not be read ({detail}).",
    ELSEWHERE: "The saved game in this game's place holds another game ({detail}); "
               "resuming it here would continue that match twice, so it is not resumed.",
}

_HEX = re.compile(r"[0-9a-f]*")

def read_save(path: Path) -> bytes:
    """The bytes of a save file, read safely (`user_files.read_bytes`); raises
    FileNotFoundError, or SaveProblem for a file that is not a readable save-sized file."""
    try:
        return user_files.read_bytes(Path(path), MAX_FILE)
    except user_files.UserFileError as exc:
        reason = CORRUPT if exc.reason == user_files.TOO_BIG else UNREADABLE
        raise SaveProblem(reason, exc.detail) from None

class SaveProblem(Exception):
    """Why a file is not a loadable save: `reason` is one of the LoadResult reasons."""

    def __init__(self, reason: str, detail: str) -> None:
        super().__init__(f"{reason}: {detail}")
        self.reason = reason
        self.detail = detail

def encode(payload: dict[str, Any], kind: str = "current") -> bytes:
    """The bytes of a save file holding `payload` (see the module docstring)."""
    blob = zlib.compress(json.dumps(payload, separators=(",", ":")).encode("utf-8"), 9)
    digits = blob.hex()
    body = "\n".join(digits[i:i + LINE] for i in range(0, len(digits), LINE))
    header = (f"{MAGIC} format={FORMAT} kind={kind} bytes={len(blob)} "
              f"sha256={hashlib.sha256(blob).hexdigest()}")
    return f"{NOTICE}\n{header}\n{body}\n".encode("ascii")

def decode(data: bytes) -> dict[str, Any]:
    """The payload of a save file; raises `SaveProblem` saying what is wrong with it."""
    if not data.strip():
        raise SaveProblem(TRUNCATED, "the file is empty")
    try:
        text = data.decode("ascii")
    except UnicodeDecodeError:
        raise SaveProblem(CORRUPT, "it holds characters no save file has") from None
    lines = text.splitlines()
    at = next((i for i, line in enumerate(lines[:5]) if line.startswith(MAGIC)), None)
    if at is None:
        if f"{NOTICE}\n{MAGIC}".startswith(text.replace("\r\n", "\n")):
            raise SaveProblem(TRUNCATED, "it ends inside its header")
        raise SaveProblem(CORRUPT, "it is not a Conspiracy Table save file")
    fields = dict(part.partition("=")[::2] for part in lines[at].split()[1:])
    body_lines = lines[at + 1:]
    try:
        version = int(fields["format"])
    except (KeyError, ValueError):
        raise SaveProblem(TRUNCATED if not body_lines else CORRUPT,
                          "its header is incomplete") from None
    if version > FORMAT:
        # Checked before anything else: a newer program may lay the rest out differently.
        raise SaveProblem(NEWER, f"save format {version}; this version reads up to {FORMAT}")
    try:
        size, digest = int(fields["bytes"]), fields["sha256"]
    except (KeyError, ValueError):
        raise SaveProblem(TRUNCATED if not body_lines else CORRUPT,
                          "its header is incomplete") from None
    if version < 1:
        raise SaveProblem(CORRUPT, f"unknown save format {version}")
    digits = "".join("".join(body_lines).split())
    if not _HEX.fullmatch(digits):
        raise SaveProblem(CORRUPT, "its contents were changed by hand")
    if len(digits) // 2 < size:
        raise SaveProblem(TRUNCATED, f"{len(digits) // 2} of {size} bytes are there")
    if len(digits) != 2 * size:
        raise SaveProblem(CORRUPT, "it is longer than its header says")
    blob = bytes.fromhex(digits)
    if hashlib.sha256(blob).hexdigest() != digest:
        raise SaveProblem(CORRUPT, "its checksum does not match: damaged or edited by hand")
    try:
        payload = user_files.loads_json(user_files.inflate(blob, MAX_PAYLOAD))
    except user_files.UserFileError as exc:
        raise SaveProblem(CORRUPT, f"its contents cannot be unpacked ({exc.detail})") from None
    if not isinstance(payload, dict) or payload.get("format") != version:
        raise SaveProblem(CORRUPT, "its contents do not match its header")
    if version == 1:
        payload.setdefault("game_id", LEGACY_GAME)
    _check_details(payload)
    return payload

def _check_details(payload: dict[str, Any]) -> None:
    """The fields a save is shown by (title, finished games), as far as present: names
    are printable texts, seats texts, `saved_at` a time this program could have written.
    A checksum only proves the file is whole, not that a program wrote it sensibly."""
    names, seats = payload.get("names", []), payload.get("seats", [])
    if not (isinstance(names, list) and all(user_files.printable(n) for n in names)):
        raise SaveProblem(ILLEGAL, "the names are not printable texts")
    if not (isinstance(seats, list) and len(seats) == len(names) if "seats" in payload
            and "names" in payload else isinstance(seats, list)):
        raise SaveProblem(ILLEGAL, "the seats do not match the names")
    if not all(isinstance(x, str) and len(x) <= 40 for x in seats):
        raise SaveProblem(ILLEGAL, "the seats are not seat kinds")
    for key in ("subculture", "game_id", "app"):
        if key in payload and not (isinstance(payload[key], str) and len(payload[key]) <= 200
                                   and (payload[key] == "" or payload[key].isprintable())):
            raise SaveProblem(ILLEGAL, f"its {key} is not a printable text")
    if "game" in payload and not isinstance(payload["game"], dict):
        raise SaveProblem(ILLEGAL, "the game in it is not a game")
    if "saved_at" in payload and not _valid_time(payload["saved_at"]):
        raise SaveProblem(ILLEGAL, "the time it was saved is not a real time")

def _valid_time(value: Any) -> bool:
    """An ISO time within SAVED_YEARS that the local clock can show ("" = not known)."""
    if value == "":
        return True
    if not isinstance(value, str) or len(value) > 64:
        return False
    try:
        when = datetime.fromisoformat(value)
        local = when.astimezone()
        when.strftime("%d %b %H:%M")
    except (ValueError, OverflowError, OSError):
        return False
    return all(SAVED_YEARS[0] <= t.year <= SAVED_YEARS[1] for t in (when, local))

