"""Nothing lost: the match is saved after every action and resumed on the next start.

Pure logic and files: no pygame. One `SaveStore` owns a folder (platformdirs'
user data folder, or `$CONSPIRACY_TABLE_DATA`):

    current.save          the match in progress, replaced atomically after every action
    finished/<id>.save    finished games, kept with their action record for replays
    *.corrupt-<time>.save a save that could not be loaded, set aside (never deleted)
    kiosk/                the same again for kiosk mode (`kiosk_folder`): a stand never
                          resumes a home game, nor a home start a visitor's game

Reading goes through `scenes.shell.user_files`: a regular file of at most `MAX_FILE`
bytes, inflated to at most `MAX_PAYLOAD` bytes, JSON at most `user_files.MAX_DEPTH`
deep with no giant integer; then the payload's shown fields (names, seats, saved_at, …)
are checked by `decode` itself, so that even a caller that only describes a save (the
title) gets a SaveProblem, never an exception of another kind.

File format (version 1)::

    Conspiracy Table saved game. …notice for whoever opens it…
    CONSPIRACY-TABLE-SAVE format=1 kind=current bytes=<n> sha256=<hex digest>
    <the payload: JSON, zlib-compressed, written as hexadecimal, 64 characters a line>

Honestly: the payload is *obscured, not encrypted*. Compression plus hexadecimal only
keeps hidden counters (and everything else) out of sight of someone who opens the
file in a text editor in the middle of a game: no counter name, player name or number
of the game can be read there. Anyone who decodes it on purpose can read it all; a
table game between friends needs no more. Hexadecimal (not base64) is used because its
alphabet 0-9a-f cannot spell any counter's name by chance.

The header's byte count and checksum tell a truncated file from a damaged or
hand-edited one; a re-encoded hand edit is caught by the engine (`CorruptState`) or
by replaying the saved actions, which must give exactly the saved position.

Hidden information: nothing about who was looking at the screen is saved, so a
resumed hot-seat match starts behind the hand-over curtain (`SavedMatch.session`).
"""

from __future__ import annotations

import atexit
import hashlib
import json
import os
import re
import stat
import threading
import zlib
from dataclasses import dataclass, field
from datetime import UTC, datetime
from pathlib import Path
from typing import Any, Protocol

from game.core import registry
from game.core.errors import CorruptState
from scenes.shell import user_files
from scenes.shell.replay import Replay
from scenes.shell.safe_files import remove_stale_temps, set_aside, write_atomic
from scenes.shell.session import HUMAN, Session, game_id_of

Game = Any  # any registered game's engine (game.core.contract.Engine)
LEGACY_GAME = "paranoid-delusions"  # format 1 files were all this game

__all__ = [
    "AutoSave", "CORRUPT", "FINISHED", "FORMAT", "ILLEGAL", "MISSING", "NEWER", "OK", "TRUNCATED",
    "UNREADABLE", "FinishedGame", "LoadResult", "Replay", "SaveProblem", "SaveStore",
    "SavedMatch", "decode", "default_folder", "encode", "kiosk_folder", "read_save",
]

APP = "conspiracy-table"
ENV_FOLDER = "CONSPIRACY_TABLE_DATA"
FORMAT = 2  # this file format; a larger number in a file means a newer program wrote it
# Format 2 adds which game the file holds (`game_id`, `game_version`) and its setup
# (`config`, `seed`, `actions`) beside the engine's own JSON; format 1 files are read
# as Paranoid Delusions.
MAGIC = "CONSPIRACY-TABLE-SAVE"
NOTICE = ("Conspiracy Table saved game. It is not meant to be read or edited: the game "
          "inside is compressed so that nobody glimpses hidden information by accident.")
CURRENT = "current.save"
FINISHED_DIR = "finished"
LINE = 64  # hexadecimal characters per line: editors and diff tools stay usable
KIOSK_DIR = "kiosk"  # kiosk mode's own save slot inside the data folder
MAX_FILE = 8 << 20  # bytes of a save file; a long finished game is ~100 kB
MAX_PAYLOAD = 32 << 20  # bytes its payload may inflate to
SAVED_YEARS = (1970, 9999)  # a `saved_at` outside these years is no time this program wrote

# LoadResult.reason
OK, MISSING, FINISHED = "ok", "missing", "finished"
CORRUPT, TRUNCATED, NEWER, ILLEGAL, UNREADABLE = (
    "corrupt", "truncated", "newer", "illegal", "unreadable")

_MESSAGES = {
    CORRUPT: "The saved game is damaged and cannot be resumed ({detail}).",
    TRUNCATED: "The saved game is incomplete and cannot be resumed: the file was cut "
               "short ({detail}).",
    NEWER: "The saved game was made by a newer version of Conspiracy Table ({detail}). "
           "Update the game to resume it.",
    ILLEGAL: "The saved game was altered into a position the rules do not allow "
             "({detail}), so it cannot be resumed.",
    UNREADABLE: "The saved game could not be read ({detail}).",
}
_HEX = re.compile(r"[0-9a-f]*")
_FINISHED_NAME = re.compile(r"[0-9a-f]{16}\.save")  # not a set-aside `<id>.corrupt-….save`


def default_folder() -> Path:
    """`$CONSPIRACY_TABLE_DATA` if set (tests, kiosks), else the user data folder."""
    override = os.environ.get(ENV_FOLDER)
    if override:
        return Path(override)
    import platformdirs  # only here: tests and kiosks never need it

    return Path(platformdirs.user_data_dir(APP, appauthor=False))


def kiosk_folder(base: Path | None = None) -> Path:
    """Kiosk mode's save slot: its own folder, so home and stand games never mix."""
    return (Path(base) if base is not None else default_folder()) / KIOSK_DIR


def read_save(path: Path) -> bytes:
    """The bytes of a save file, read safely (`user_files.read_bytes`); raises
    FileNotFoundError, or SaveProblem for a file that is not a readable save-sized file."""
    try:
        return user_files.read_bytes(Path(path), MAX_FILE)
    except user_files.UserFileError as exc:
        reason = CORRUPT if exc.reason == user_files.TOO_BIG else UNREADABLE
        raise SaveProblem(reason, exc.detail) from None


class SessionLike(Protocol):
    """What `save` reads from a match (`scenes.shell.session.Session` has it all)."""

    game: Game
    seats: list[str]
    names: list[str]
    subculture: str


# ---------------------------------------------------------------- encoding
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


# ---------------------------------------------------------------- the match
@dataclass
class SavedMatch:
    """A match read back from a save; `session()` makes it playable again."""

    game: Game
    seats: list[str]
    names: list[str]
    subculture: str
    log: list[str] = field(default_factory=list)
    bot_seed: int | None = None
    saved_at: str = ""
    game_id: str = LEGACY_GAME

    def session(self, bot_factory: Any = None) -> Session:
        """A fresh Session for this match.

        The hand-over state is deliberately not restored: with two or more humans the
        resumed screen shows the curtain before anyone's counters. Bots are rebuilt
        from their seats: what they know comes from their observation, and a plan
        they were half-way through is simply made again.
        """
        seed = self.game.seed if self.bot_seed is None else self.bot_seed
        session = Session(self.game, self.seats, seed=seed, bot_factory=bot_factory,
                          game_id=self.game_id)
        session.names = list(self.names)
        session.log = list(self.log)
        return session

    def replay(self) -> Replay:
        return Replay.of(self.game)


def _payload(session: SessionLike) -> dict[str, Any]:
    """What a save holds. `session` is a live Session or a SavedMatch being re-filed."""
    if isinstance(session, SavedMatch):
        seed: Any = session.bot_seed
    else:  # Session does not keep its bot seed (yet): the game's seed is used then
        seed = getattr(session, "seed", None)
    game = session.game
    game_id = getattr(session, "game_id", None) or game_id_of(game)
    return {
        "format": FORMAT,
        "app": APP,
        "game_id": game_id,
        "game_version": registry.get(game_id).save_version,
        "saved_at": datetime.now(UTC).isoformat(timespec="seconds"),
        "config": game.config.to_json(),
        "seed": game.seed,
        "actions": list(game.record),
        "seats": list(session.seats),
        "names": list(session.names),
        "subculture": session.subculture,
        "log": list(getattr(session, "log", [])),
        "bot_seed": seed if isinstance(seed, int) else None,
        "game": game.to_json(),
    }


def _match(payload: dict[str, Any]) -> SavedMatch:
    """Check a decoded payload against the rules; raises SaveProblem."""
    if payload.get("app") != APP:
        raise SaveProblem(CORRUPT, "it was not written by Conspiracy Table")
    game_id = payload.get("game_id", LEGACY_GAME)
    if not isinstance(game_id, str) or game_id not in registry.ids():
        raise SaveProblem(NEWER, f"it holds a game this version does not have ({game_id!r})")
    info = registry.get(game_id)
    version = payload.get("game_version", 1)
    data = payload.get("game")
    state = data.get("state") if isinstance(data, dict) else None
    state_version = state.get("version") if isinstance(state, dict) else None
    for v in (version, state_version):
        if isinstance(v, int) and v > info.save_version:
            raise SaveProblem(NEWER, f"{info.title} save version {v}; this version reads "
                                     f"up to {info.save_version}")
    plugin = registry.plugin(game_id)
    try:
        game = plugin.Game.from_json(data)
    except CorruptState as exc:
        raise SaveProblem(ILLEGAL, str(exc)) from None
    n = len(game.config.names)
    seats, names = payload.get("seats"), payload.get("names")
    if not (isinstance(seats, list) and len(seats) == n
            and all(s == HUMAN or s in info.bot_levels for s in seats)):
        raise SaveProblem(ILLEGAL, "the seats are not one human or bot level per player")
    if not (isinstance(names, list) and len(names) == n
            and all(user_files.printable(x) for x in names)):
        raise SaveProblem(ILLEGAL, "the names are not one name per player")
    subculture, log = payload.get("subculture"), payload.get("log", [])
    bot_seed, saved_at = payload.get("bot_seed"), payload.get("saved_at", "")
    if (not isinstance(subculture, str) or not isinstance(log, list)
            or not all(isinstance(x, str) for x in log)
            or not (bot_seed is None or type(bot_seed) is int)
            or not isinstance(saved_at, str)):
        raise SaveProblem(ILLEGAL, "the match details are malformed")
    _check_record(plugin, game)
    return SavedMatch(game, list(seats), list(names), subculture, list(log), bot_seed,
                      saved_at, game_id)


def _check_record(plugin: Any, game: Game) -> None:
    """The saved position must be exactly where its own actions lead.

    Catches a hand edit that the engine's checks accept (say, two counters swapped
    between a Plot and the Pool) and guarantees replays show the game that was played.
    """
    try:
        replayed = plugin.Game.replay(game.config, game.seed, game.record)
    except ValueError as exc:  # IllegalAction, or an action text that does not parse
        raise SaveProblem(ILLEGAL, f"its recorded actions are not legal: {exc}") from None
    if replayed.to_json() != game.to_json():
        raise SaveProblem(ILLEGAL, "the position does not follow from its recorded actions")


# ---------------------------------------------------------------- results
@dataclass(frozen=True)
class LoadResult:
    """What `load` found. `ok`: `match` can be resumed. Otherwise `message` says why
    not, in words for the player (empty when there is simply no save), and
    `set_aside` is where a bad file was moved."""

    reason: str
    match: SavedMatch | None = None
    message: str = ""
    set_aside: Path | None = None

    @property
    def ok(self) -> bool:
        return self.reason == OK


@dataclass(frozen=True)
class FinishedGame:
    """One line of the finished-games list (read without replaying: cheap)."""

    path: Path
    saved_at: str
    names: tuple[str, ...]
    seats: tuple[str, ...]
    subculture: str
    result: dict[str, Any] | None
    turns: int
    actions: int
    game_id: str = LEGACY_GAME


# ---------------------------------------------------------------- the store
class SaveStore:
    """The save folder. Call `save(session)` after every action; see the module doc."""

    def __init__(self, folder: Path | None = None, *, durable: bool = True,
                 keep_finished: int = 200, background: bool = False) -> None:
        self.folder = Path(folder) if folder is not None else default_folder()
        self.current = self.folder / CURRENT
        self.finished_folder = self.folder / FINISHED_DIR
        self.durable = durable  # False: skip fsync (tests; still atomic)
        # True: AutoSave writes the running match from a thread of its own (the app),
        # so the fsync never holds up a frame.
        self.background = background
        self.keep_finished = keep_finished
        self.last_error: str | None = None  # why the latest save failed, for a notice

    # ---- writing ----
    def save(self, session: SessionLike) -> Path | None:
        """Write the match atomically; a finished match goes straight to `finished/`.

        Returns the file written, or None if the disk refused (then `last_error` says
        why, for a non-fatal notice: the game goes on and the next save tries again).
        """
        try:
            payload = _payload(session)
            if session.game.is_over:
                path = self._archive(payload)
                self.current.unlink(missing_ok=True)
            else:
                path = self.current
                write_atomic(path, encode(payload), durable=self.durable)
        except OSError as exc:
            self.last_error = f"The game could not be saved ({exc})."
            return None
        self.last_error = None
        return path

    def current_bytes(self, session: SessionLike) -> bytes:
        """The running match as `write_current` takes it (what `save` would write)."""
        return encode(_payload(session))

    def write_current(self, data: bytes) -> bool:
        """Write bytes from `current_bytes` as the running match; False (and
        `last_error`) if the disk refused."""
        try:
            write_atomic(self.current, data, durable=self.durable)
        except OSError as exc:
            self.last_error = f"The game could not be saved ({exc})."
            return False
        self.last_error = None
        return True

    def _archive(self, payload: dict[str, Any]) -> Path:
        game = payload["game"]
        # Same game, same name: saving a finished game twice keeps one record.
        key = json.dumps([payload.get("game_id", LEGACY_GAME), game["seed"],
                          payload.get("config") or game["state"]["config"], game["record"]],
                         sort_keys=True)
        name = hashlib.sha256(key.encode("utf-8")).hexdigest()[:16]
        path = self.finished_folder / f"{name}.save"
        write_atomic(path, encode(payload, "finished"), durable=self.durable)
        self._prune()
        return path

    def _finished_files(self) -> list[Path]:
        if not self.finished_folder.is_dir():
            return []
        return [p for p in self.finished_folder.iterdir() if _FINISHED_NAME.fullmatch(p.name)]

    def _prune(self) -> None:
        """Keep the newest `keep_finished` records: a kiosk runs for months."""
        try:
            files = sorted(self._finished_files(), key=lambda p: p.stat().st_mtime)
            for old in files[:max(0, len(files) - self.keep_finished)]:
                old.unlink(missing_ok=True)
        except OSError:
            pass  # tidying up is never worth failing a save for

    # ---- reading ----
    def has_resume(self) -> bool:
        """Is there a match to offer under "Resume"? (Its validity is `load`'s job.)

        Something at the save's place that is no regular file of a save's size (a
        pipe, a link to a device, a giant file) is set aside here, at once: callers
        that only describe a save must never hang or fill the memory on it."""
        try:
            info = os.stat(self.current)
        except OSError:
            return False
        if stat.S_ISREG(info.st_mode) and info.st_size <= MAX_FILE:
            return True
        aside = set_aside(self.current, UNREADABLE if not stat.S_ISREG(info.st_mode)
                          else CORRUPT)
        self.last_error = ("The saved game is not a file this program can read"
                           + (f"; it has been kept as {aside.name}." if aside else "."))
        return False

    def load(self) -> LoadResult:
        """Read the match in progress. Never raises.

        A bad file is renamed aside and reported. A match that had already ended
        (the program stopped between the last action and its filing) is filed with
        the finished games and reported as FINISHED, with the match.
        """
        remove_stale_temps(self.folder)
        remove_stale_temps(self.finished_folder)
        if not self.has_resume():
            return LoadResult(MISSING)
        result = self._read(self.current)
        if result.reason == OK and result.match is not None and result.match.game.is_over:
            try:
                self._archive(_payload(result.match))
                self.current.unlink(missing_ok=True)
            except OSError:
                pass
            return LoadResult(FINISHED, result.match,
                              "Your last game had already ended; it is with the finished games.")
        return result

    def load_finished(self, path: Path) -> LoadResult:
        """Read a finished game (for `SavedMatch.replay()`); a bad one is set aside."""
        return self._read(Path(path))

    def _read(self, path: Path) -> LoadResult:
        try:
            data = read_save(path)
            match = _match(decode(data))
        except FileNotFoundError:
            return LoadResult(MISSING)
        except OSError as exc:
            problem = SaveProblem(UNREADABLE, exc.strerror or str(exc))
        except SaveProblem as exc:
            problem = exc
        except Exception as exc:  # a save file must never crash the game
            problem = SaveProblem(CORRUPT, f"unexpected content: {exc!r}")
        else:
            return LoadResult(OK, match)
        aside = set_aside(path, problem.reason)
        message = _MESSAGES[problem.reason].format(detail=problem.detail)
        if aside is not None:
            message += f" It has been kept as {aside.name} in {aside.parent}."
        return LoadResult(problem.reason, None, message, aside)

    # ---- ending ----
    def clear(self) -> Path | None:
        """No more "Resume": file a finished match under `finished/` (returning its
        path) or discard an unfinished one (the player chose a new game instead).
        A damaged file is set aside, as by `load`."""
        if not self.has_resume():
            return None
        result = self._read(self.current)
        if result.reason != OK or result.match is None:
            return None
        try:
            path = (self._archive(_payload(result.match))
                    if result.match.game.is_over else None)
            self.current.unlink(missing_ok=True)
        except OSError as exc:
            self.last_error = f"The saved game could not be cleared ({exc})."
            return None
        return path

    def finished_games(self) -> list[FinishedGame]:
        """Finished games, newest first. Unreadable files are skipped (not moved)."""
        games = []
        for path in self._finished_files():
            try:
                payload = decode(read_save(path))
                state = payload["game"]["state"]
                games.append(FinishedGame(
                    path, str(payload.get("saved_at", "")), tuple(payload["names"]),
                    tuple(payload["seats"]), str(payload.get("subculture", "")),
                    state.get("result"), int(state.get("turn", 0)),
                    len(payload["game"]["record"]), str(payload["game_id"])))
            except Exception:  # noqa: BLE001 - any bad record is skipped, never a crash
                continue
        return sorted(games, key=lambda g: (g.saved_at, g.path.name), reverse=True)


class AutoSave:
    """Saves a match whenever its game changed since the last save: call `tick()` once
    a frame (and after anything that may change the game), and `close()` when the
    match leaves the table.

    One call site instead of one per `submit` (board, plot builder, bot worker) and
    `undo`: a change is a different record or a different Game object (undo swaps in a
    snapshot). Comparing the record costs microseconds; a save happens only on change.
    With `store.background` the bytes are made here and written by `_Writer`.
    """

    def __init__(self, store: SaveStore, session: SessionLike) -> None:
        self.store = store
        self.session = session
        self._game: Game | None = None
        self._record: list[str] = []
        self.notice: str | None = None  # set once when saving starts failing: show it
        self._writer = _Writer(store) if store.background else None

    def tick(self) -> bool:
        """Save if needed; True if a save was attempted (or handed to the writer)."""
        self._collect()
        game = self.session.game
        if game is self._game and game.record == self._record:
            return False
        self._game, self._record = game, list(game.record)
        if self._writer is not None and not game.is_over:
            self._writer.put(self.store.current_bytes(self.session))
            return True
        if self._writer is not None:
            # The last running-match write must land before the archive removes it.
            self._writer.flush()
        failed_before = self.store.last_error is not None
        if self.store.save(self.session) is None and not failed_before:
            self.notice = self.store.last_error
        return True

    def flush(self) -> None:
        """Wait until what was handed to the writer is on disk."""
        if self._writer is not None:
            self._writer.flush()
        self._collect()

    def close(self) -> None:
        """The match leaves the table: finish writing and let the writer go."""
        if self._writer is not None:
            self._writer.close()
            self._collect()
            self._writer = None

    def _collect(self) -> None:
        """A failure on the writer's thread becomes a notice here, on the main one."""
        if self._writer is not None and self._writer.failed and self.notice is None:
            self.notice, self._writer.failed = self._writer.failed, None


class _Writer:
    """Writes the latest running-match save on a thread of its own: the fsync that lets
    a save survive a power cut takes ~16 ms on this project's test machine, a whole
    frame, after every action. Only the newest bytes matter, so a write still waiting
    is replaced, never queued behind."""

    def __init__(self, store: SaveStore) -> None:
        self.store = store
        self.failed: str | None = None  # the first failure since the last notice
        self._was_ok = True
        self._cond = threading.Condition()
        self._pending: bytes | None = None
        self._busy = False
        self._closing = False
        self._thread = threading.Thread(target=self._run, name="autosave", daemon=True)
        self._thread.start()
        atexit.register(self.close)  # a normal exit never drops the last action

    def put(self, data: bytes) -> None:
        with self._cond:
            self._pending = data
            self._cond.notify_all()

    def flush(self, timeout: float = 10.0) -> None:
        with self._cond:
            self._cond.wait_for(lambda: self._pending is None and not self._busy, timeout)

    def close(self) -> None:
        self.flush()
        with self._cond:
            self._closing = True
            self._cond.notify_all()
        atexit.unregister(self.close)

    def _run(self) -> None:
        while True:
            with self._cond:
                self._cond.wait_for(lambda: self._pending is not None or self._closing)
                if self._pending is None:
                    return  # closing, and nothing left to write
                data, self._pending = self._pending, None
                self._busy = True
            ok = self.store.write_current(data)
            with self._cond:
                self._busy = False
                if not ok and self._was_ok:  # said when saving starts failing, not after
                    self.failed = self.store.last_error  # every action while it fails
                self._was_ok = ok
                self._cond.notify_all()
