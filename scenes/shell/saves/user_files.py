"""The one way the shell reads a file a user (or anything else) may have put on disk.

Settings, the kiosk's options (inside the settings), saves, finished games and replays
are all read through `read_bytes`, `inflate` and `loads_json`. Pure standard library (no
pygame). What they guarantee, whatever is on disk:

* never a hang: only regular files are read (a FIFO, a device or a folder, also behind a
  symbolic link, is refused after `fstat` on the opened descriptor; the open itself is
  non-blocking, so a FIFO with no writer cannot stop it);
* bounded memory: at most `limit` bytes are read, and a compressed payload is inflated
  to at most its own limit (`zlib.decompressobj` with `max_length`);
* bounded parsing: JSON nested deeper than `MAX_DEPTH` and integers longer than
  `MAX_INT_DIGITS` digits are refused (NaN and Infinity are left to the schema);
* one exception, `UserFileError`, with a `reason` and a `detail` in words, for every
  problem except "there is no such file" (`FileNotFoundError`, which callers treat as
  "nothing saved yet").

What a value *means* (a name, a volume, a seat) is checked by each reader's schema
(`scenes.shell.settings.settings_store`, `scenes.shell.saves.store`); a reader that gives up
renames the file aside (`scenes.shell.saves.safe_files.set_aside`), never overwrites it.
"""

from __future__ import annotations

import json
import os
import stat
import zlib
from pathlib import Path
from typing import Any

MAX_DEPTH = 64  # nesting of JSON arrays and objects; this program's files need < 20
MAX_INT_DIGITS = 40  # a bigger integer is no count, seed or setting of this program
NAME_LIMIT = 40  # printable characters in any name read from a file
CHUNK = 1 << 20  # bytes inflated at a time

# UserFileError.reason
UNREADABLE, NOT_A_FILE, TOO_BIG, CORRUPT = "unreadable", "not-a-file", "too-big", "corrupt"


class UserFileError(Exception):
    """A file that cannot be used: `reason` (one of the constants above), `detail`."""

    def __init__(self, reason: str, detail: str) -> None:
        super().__init__(f"{reason}: {detail}")
        self.reason = reason
        self.detail = detail


def read_bytes(path: Path, limit: int) -> bytes:
    """At most `limit` bytes of the regular file at `path`.

    Raises FileNotFoundError if there is nothing at `path` (a dangling link included),
    else UserFileError for anything but a readable regular file of at most `limit` bytes.
    """
    flags = os.O_RDONLY | getattr(os, "O_NONBLOCK", 0) | getattr(os, "O_NOCTTY", 0)
    flags |= getattr(os, "O_CLOEXEC", 0) | getattr(os, "O_BINARY", 0)
    try:
        fd = os.open(path, flags)
    except FileNotFoundError:
        raise
    except OSError as exc:
        raise UserFileError(UNREADABLE, exc.strerror or str(exc)) from None
    try:
        info = os.fstat(fd)
        if not stat.S_ISREG(info.st_mode):
            raise UserFileError(NOT_A_FILE, "it is not a regular file "
                                f"({kind(info.st_mode)})")
        if info.st_size > limit:
            raise UserFileError(TOO_BIG, f"{info.st_size} bytes; at most {limit} are read")
        chunks: list[bytes] = []
        size = 0
        while size <= limit:
            chunk = os.read(fd, min(1 << 20, limit + 1 - size))
            if not chunk:
                break
            chunks.append(chunk)
            size += len(chunk)
        if size > limit:  # it grew while being read
            raise UserFileError(TOO_BIG, f"more than {limit} bytes")
        return b"".join(chunks)
    except OSError as exc:  # EIO and the like, mid-read
        raise UserFileError(UNREADABLE, exc.strerror or str(exc)) from None
    finally:
        os.close(fd)


def kind(mode: int) -> str:
    """What a file of this `st_mode` is, in words ("a pipe")."""
    for test, name in ((stat.S_ISDIR, "a folder"), (stat.S_ISFIFO, "a pipe"),
                       (stat.S_ISCHR, "a device"), (stat.S_ISBLK, "a device"),
                       (stat.S_ISSOCK, "a socket")):
        if test(mode):
            return name
    return "not a plain file"


def inflate(blob: bytes, limit: int) -> bytes:
    """zlib data inflated to at most `limit` bytes; UserFileError past that or if broken."""
    inflater = zlib.decompressobj()
    out = bytearray()  # grown a chunk at a time: memory stays near `limit`, never twice it
    data = blob
    try:
        while data and not inflater.eof:
            out += inflater.decompress(data, min(CHUNK, limit + 1 - len(out)))
            if len(out) > limit:
                raise UserFileError(TOO_BIG, f"it unpacks to more than {limit} bytes")
            data = inflater.unconsumed_tail
        out += inflater.flush()
    except zlib.error as exc:
        raise UserFileError(CORRUPT, f"its contents cannot be unpacked ({exc})") from None
    if len(out) > limit:
        raise UserFileError(TOO_BIG, f"it unpacks to more than {limit} bytes")
    if not inflater.eof:
        raise UserFileError(CORRUPT, "its packed contents end early")
    return bytes(out)


def _bounded_int(text: str) -> int:
    if len(text.lstrip("-")) > MAX_INT_DIGITS:
        raise ValueError(f"an integer of {len(text)} digits")
    return int(text)


def loads_json(data: bytes | str, max_depth: int = MAX_DEPTH) -> Any:
    """Parsed JSON, or UserFileError: not UTF-8, not JSON, too deep, a giant integer.
    Strings may still hold any character: the schema checks them."""
    try:
        text = data.decode("utf-8") if isinstance(data, bytes) else data
        value = json.loads(text, parse_int=_bounded_int)
    except UnicodeDecodeError as exc:
        raise UserFileError(CORRUPT, f"it is not UTF-8 text ({exc.reason})") from None
    except RecursionError:
        raise UserFileError(CORRUPT, "it is nested too deeply") from None
    except ValueError as exc:  # json.JSONDecodeError, and the hooks above
        raise UserFileError(CORRUPT, f"it is not valid JSON ({exc})") from None
    if depth(value) > max_depth:
        raise UserFileError(CORRUPT, f"it is nested more than {max_depth} levels deep")
    return value


def depth(value: Any) -> int:
    """How deeply lists and dicts nest in `value` (no recursion: any depth is safe)."""
    deepest = 0
    todo = [(value, 1)]
    while todo:
        item, level = todo.pop()
        if isinstance(item, dict):
            children: Any = item.values()
        elif isinstance(item, list):
            children = item
        else:
            continue
        deepest = max(deepest, level)
        todo.extend((child, level + 1) for child in children
                    if isinstance(child, dict | list))
    return deepest


def read_json(path: Path, limit: int, max_depth: int = MAX_DEPTH) -> Any:
    """`read_bytes` then `loads_json`."""
    return loads_json(read_bytes(path, limit), max_depth)


def printable(value: Any, limit: int = NAME_LIMIT) -> bool:
    """A name fit for the screen: a str of 1 to `limit` printable characters (no NUL,
    no control character, no lone surrogate), not only spaces."""
    return (isinstance(value, str) and 0 < len(value) <= limit and bool(value.strip())
            and value.isprintable())


def dumps_text(data: Any, **kwargs: Any) -> bytes:
    """JSON as UTF-8 bytes, readable where it can be: a string no UTF-8 can hold (a lone
    surrogate kept from an unknown key) falls back to ASCII escapes instead of failing."""
    try:
        return json.dumps(data, ensure_ascii=False, **kwargs).encode("utf-8")
    except UnicodeEncodeError:
        return json.dumps(data, ensure_ascii=True, **kwargs).encode("ascii")
