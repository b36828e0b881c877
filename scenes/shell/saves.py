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

import hashlib
import json
import os
import re
import stat
from dataclasses import dataclass, field
from datetime import UTC, datetime
from pathlib import Path
from typing import Any, Protocol

from game.core import registry
from game.core.errors import CorruptState
from scenes.shell import user_files
from scenes.shell.replay import Replay
from scenes.shell.safe_files import remove_stale_temps, set_aside, write_atomic
from scenes.shell.save_format import (
    APP,
    CORRUPT,
    ENV_FOLDER,
    FINISHED,
    FORMAT,
    ILLEGAL,
    LEGACY_GAME,
    MAX_FILE,
    MISSING,
    NEWER,
    OK,
    TRUNCATED,
    UNREADABLE,
    SaveProblem,
    decode,
    encode,
    read_save,
)
from scenes.shell.session import HUMAN, Session, game_id_of

Game = Any  # any registered game's engine (game.core.contract.Engine)

__all__ = [
    "CORRUPT", "FINISHED", "FORMAT", "ILLEGAL", "MISSING", "NEWER", "OK", "TRUNCATED",
    "UNREADABLE", "FinishedGame", "LoadResult", "Replay", "SaveProblem", "SaveStore",
    "SavedMatch", "decode", "default_folder", "encode", "kiosk_folder", "read_save",
]

CURRENT = "current.save"
FINISHED_DIR = "finished"
KIOSK_DIR = "kiosk"  # kiosk mode's own save slot inside the data folder
CONFIG_TEXT = 200  # characters of any text in a game's setup (a subject, a subculture)


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


class SessionLike(Protocol):
    """What `save` reads from a match (`scenes.shell.session.Session` has it all)."""

    game: Game
    seats: list[str]
    names: list[str]


# ---------------------------------------------------------------- encoding


# ---------------------------------------------------------------- the match
@dataclass
class SavedMatch:
    """A match read back from a save; `session()` makes it playable again."""

    game: Game
    seats: list[str]
    names: list[str]
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
    _check_config_texts(game.config, data)
    n = len(game.config.names)
    seats, names = payload.get("seats"), payload.get("names")
    if not (isinstance(seats, list) and len(seats) == n
            and all(s == HUMAN or s in info.bot_levels for s in seats)):
        raise SaveProblem(ILLEGAL, "the seats are not one human or bot level per player")
    if not (isinstance(names, list) and len(names) == n
            and all(user_files.printable(x) for x in names)):
        raise SaveProblem(ILLEGAL, "the names are not one name per player")
    # (A format-1 file also holds Paranoid's "subculture": it is in the game's config.)
    log = payload.get("log", [])
    bot_seed, saved_at = payload.get("bot_seed"), payload.get("saved_at", "")
    if (not isinstance(log, list)
            or not all(isinstance(x, str) for x in log)
            or not (bot_seed is None or type(bot_seed) is int)
            or not isinstance(saved_at, str)):
        raise SaveProblem(ILLEGAL, "the match details are malformed")
    _check_record(plugin, game)
    return SavedMatch(game, list(seats), list(names), list(log), bot_seed, saved_at, game_id)


def _check_config_texts(config: Any, raw: Any) -> None:
    """The engine's own setup, checked here once for every game: its players' names are
    what every table draws (a NUL or a number crashed Paranoid's board at each Resume),
    so each must be a printable name, as the engine holds it and as the file wrote it
    (an engine that turns 7 into "7" must not hide a hand edit); any other text in the
    setup must be printable too."""
    names = getattr(config, "names", None)
    lists = [names] + [v for k, v in _items(raw) if k == "names"]
    if not all(isinstance(x, list | tuple) and x and all(user_files.printable(n) for n in x)
               for x in lists):
        raise SaveProblem(ILLEGAL, "a player's name in it is not a printable name of "
                                   f"1 to {user_files.NAME_LIMIT} characters")
    to_json = getattr(config, "to_json", None)
    texts = [v for _, v in _items(to_json() if to_json is not None else None)
             if isinstance(v, str)]
    if not all(len(t) <= CONFIG_TEXT and t.isprintable() for t in texts):
        raise SaveProblem(ILLEGAL, "a text in its game setup is not printable")


def _items(data: Any) -> list[tuple[Any, Any]]:
    """Every (key, value) in nested JSON; list members come with the key None."""
    out: list[tuple[Any, Any]] = []
    todo = [(None, data)]
    while todo:
        key, item = todo.pop()
        out.append((key, item))
        if isinstance(item, dict):
            todo.extend(item.items())
        elif isinstance(item, list):
            todo.extend((None, x) for x in item)
    return out


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
                    tuple(payload["seats"]), state.get("result"), int(state.get("turn", 0)),
                    len(payload["game"]["record"]), str(payload["game_id"])))
            except Exception:  # noqa: BLE001 - any bad record is skipped, never a crash
                continue
        return sorted(games, key=lambda g: (g.saved_at, g.path.name), reverse=True)



