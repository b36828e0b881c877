"""Nothing lost: the match is saved after every action and resumed on the next start.

Pure logic and files: no pygame. One `SaveStore` owns a folder (platformdirs'
user data folder, or `$CONSPIRACY_TABLE_DATA`):

    current-<game id>.save   one unfinished match per game (`per_game=True`, the home
                             store): starting Pontoon never touches an unfinished
                             Ninety-Nine game; each is resumed from the title
    current.save             the one unfinished match of a store without per-game slots
                             (the kiosk's); in the home folder, the single slot of
                             versions before issue 21, moved to its game's slot when
                             first seen (`_migrate`)
    finished/<id>.save       finished games, kept with their action record for replays
    *.corrupt-<time>.save    a save that could not be loaded, set aside (never deleted)
    kiosk/                   kiosk mode's folder (`kiosk_folder`), one slot: a stand
                             never resumes a home game, nor a home start a visitor's game

`for_game(id)` is the store of one game's slot (the store itself when it has one slot):
every reading and writing method below works on `current` of the store it is called on.
A slot holds its own game: another game's file found there is set aside (`save_match.check_slot`).
Something at a slot's place that cannot be a save (a pipe, a folder, a link loop, a
file over `MAX_FILE`) is set aside when looked at, and the reason is kept in `problems`
for the title to show: Resume never just disappears.

Reading goes through `scenes.shell.saves.user_files`: a regular file of at most `MAX_FILE`
bytes, inflated to at most `MAX_PAYLOAD` bytes, JSON at most `user_files.MAX_DEPTH`
deep with no giant integer; then the payload's shown fields (names, seats, saved_at, …)
are checked by `decode` itself, so that even a caller that only describes a save (the
title) gets a SaveProblem, never an exception of another kind. The file format is in
`scenes.shell.saves.save_format`, what a payload holds and how it is checked (the engine's
`CorruptState`, its setup's texts, the record replayed to the saved position) in
`scenes.shell.saves.save_match`.

Hidden information: nothing about who was looking at the screen is saved, so a
resumed hot-seat match starts behind the hand-over curtain (`SavedMatch.session`).
"""

from __future__ import annotations

import copy
import errno
import os
import re
import stat
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from game.core import registry
from scenes.shell.replay.cursor import Replay
from scenes.shell.saves import finished, user_files
from scenes.shell.saves.finished import FinishedGame
from scenes.shell.saves.safe_files import remove_stale_temps, set_aside, write_atomic
from scenes.shell.saves.save_format import (
    APP,
    CORRUPT,
    ELSEWHERE,
    ENV_FOLDER,
    FINISHED,
    FORMAT,
    ILLEGAL,
    LEGACY_GAME,
    MAX_FILE,
    MESSAGES,
    MISSING,
    NEWER,
    OK,
    OLDER,
    TRUNCATED,
    UNREADABLE,
    SaveProblem,
    decode,
    encode,
    read_save,
)
from scenes.shell.saves.save_match import (
    SavedMatch,
    SessionLike,
    _match,
    _payload,
    check_slot,
)

__all__ = [
    "CORRUPT", "ELSEWHERE", "FINISHED", "FORMAT", "ILLEGAL", "MISSING", "NEWER", "OK",
    "OLDER", "TRUNCATED", "UNREADABLE", "FinishedGame", "LoadResult", "Replay",
    "SaveProblem", "SaveStore", "SavedMatch", "SessionLike", "decode", "default_folder",
    "encode", "kiosk_folder", "read_save",
]

CURRENT = "current.save"
SLOT = "current-{game}.save"  # a game's own slot in a store with `per_game`
FINISHED_DIR = "finished"
KIOSK_DIR = "kiosk"  # kiosk mode's own save slot inside the data folder
_GAME_ID = re.compile(r"[a-z0-9][a-z0-9_-]{0,39}")  # what may go into a slot's file name




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


# ---------------------------------------------------------------- the store
class SaveStore:
    """The save folder. Call `save(session)` after every action; see the module doc."""

    def __init__(self, folder: Path | None = None, *, durable: bool = True,
                 keep_finished: int = 200, background: bool = False,
                 per_game: bool = False) -> None:
        self.folder = Path(folder) if folder is not None else default_folder()
        # The file of this store's one slot: `current.save` (a one-slot store, or the old
        # single slot of a per-game store), `current-<id>.save` for `for_game(id)`.
        self.current = self.folder / CURRENT
        self.per_game = per_game  # one slot per game (the home store), see the module doc
        self.game_id: str | None = None  # whose slot this is (for_game), for messages
        self._slots: dict[str, SaveStore] = {}
        # Why something at a slot's place was set aside when looked at, in words for the
        # player (the title shows them: `take_problems`); shared with the slots' stores.
        self.problems: list[str] = []
        self.finished_folder = self.folder / FINISHED_DIR
        self.durable = durable  # False: skip fsync (tests; still atomic)
        # True: AutoSave writes the running match from a thread of its own (the app),
        # so the fsync never holds up a frame.
        self.background = background
        self.keep_finished = keep_finished
        self.last_error: str | None = None  # why the latest save failed, for a notice

    # ---- slots ----
    def for_game(self, game_id: str) -> SaveStore:
        """The store of `game_id`'s own slot (this store itself when it has one slot):
        the same folder and finished games, its own `current-<id>.save`."""
        if not self.per_game:
            return self
        if game_id not in self._slots:
            if not _GAME_ID.fullmatch(game_id):
                raise ValueError(f"not a game id: {game_id!r}")
            twin = copy.copy(self)
            twin.per_game, twin.game_id, twin._slots = False, game_id, {}
            twin.current = self.folder / SLOT.format(game=game_id)
            twin.last_error = None  # (`problems` stays shared: the title reads one list)
            self._slots[game_id] = twin
        return self._slots[game_id]

    def unfinished(self) -> dict[str, Path]:
        """Each game with a match to offer under "Resume", and its file (existence
        only: reading it is `load`'s job). A one-slot store names the game inside its
        file, or "" when the file cannot say (then Resume explains)."""
        if not self.per_game:
            return {self._game_inside(): self.current} if self.has_resume() else {}
        self._migrate()
        out = {}
        for game_id in registry.ids():
            slot = self.for_game(game_id)
            if slot.has_resume() and not slot._elsewhere():
                out[game_id] = slot.current
        return out

    def _elsewhere(self) -> bool:
        """This slot's file holds another game: set aside at once (reason in `problems`),
        so the title never offers it under this game's Resume. A cheap read, no replay;
        a file that cannot say is `load`'s to explain."""
        try:
            check_slot(decode(read_save(self.current)), self.game_id)
        except SaveProblem as exc:
            if exc.reason == ELSEWHERE:
                self.problems.append(_put_aside(self.current, exc)[0])
                return True
        except OSError:
            pass
        return False

    def take_problems(self) -> list[str]:
        """The reasons found since last asked (each said once)."""
        taken, self.problems[:] = list(self.problems), []
        return taken

    def _game_inside(self) -> str:
        try:
            game_id = decode(read_save(self.current)).get("game_id", LEGACY_GAME)
        except (OSError, SaveProblem):
            return ""
        return game_id if isinstance(game_id, str) and game_id in registry.ids() else ""

    def _pick(self, game_id: str | None) -> SaveStore | None:
        """The one-slot store a reading method works on: this one, the game's slot, or
        (per-game, no game named) the newest unfinished slot; None if there is none."""
        if not self.per_game:
            return self
        if game_id is not None:
            self._migrate()
            return self.for_game(game_id)
        found = self.unfinished()
        if not found:
            return None
        newest = max(found, key=lambda g: _mtime(found[g]))
        return self.for_game(newest)

    def _migrate(self) -> None:
        """The single `current.save` of a version before per-game slots goes to its
        game's slot. Never lost: a file that cannot be read is set aside with the reason
        (in `problems`), one whose game already has a newer slot is set aside as older."""
        if not os.path.lexists(self.current):
            return
        if not self._probe(self.current, None):
            return
        try:
            game_id = decode(read_save(self.current)).get("game_id", LEGACY_GAME)
        except (OSError, SaveProblem):
            game_id = None
        if not isinstance(game_id, str) or game_id not in registry.ids():
            result = self._read(self.current)  # says why, and sets it aside
            if result.message:
                self.problems.append(result.message)
            return
        slot = self.for_game(game_id)
        if os.path.lexists(slot.current):
            aside = set_aside(self.current, "older")
            if aside is not None:
                self.problems.append(
                    f"An older saved {registry.get(game_id).title} game was found beside "
                    f"the one Resume offers; it has been kept as {aside.name} in "
                    f"{aside.parent}.")
            return
        try:
            os.replace(self.current, slot.current)
        except OSError as exc:
            self.problems.append(f"The saved game could not be moved to its game's place "
                                 f"({exc.strerror or exc}); it stays as {self.current.name}.")

    def _probe(self, path: Path, title: str | None) -> bool:
        """Whether `path` holds something that may be a save (a regular file of at most
        MAX_FILE bytes). Anything else there — a pipe, a folder, a device, a link loop, a
        giant file — is set aside at once (callers that only describe a save must never
        hang or fill the memory on it) and the reason kept in `problems`."""
        try:
            info = os.stat(path)
        except FileNotFoundError:
            return False  # nothing there (a dangling link included)
        except OSError as exc:
            kind = "a link that leads back to itself" if exc.errno == errno.ELOOP else (
                exc.strerror or str(exc)).lower()
            return self._refuse(path, title, kind, UNREADABLE)
        if not stat.S_ISREG(info.st_mode):
            return self._refuse(path, title, user_files.kind(info.st_mode), UNREADABLE)
        if info.st_size > MAX_FILE:
            return self._refuse(path, title, f"a file of {info.st_size >> 20} MB (a save "
                                f"is at most {MAX_FILE >> 20} MB)", CORRUPT)
        return True

    def _refuse(self, path: Path, title: str | None, kind: str, reason: str) -> bool:
        aside = set_aside(path, reason)
        what = f"Your unfinished {title} game" if title else "Your saved game"
        self.problems.append(
            f"{what} cannot be resumed: in its place is {kind}, not a save file. "
            + (f"It has been kept as {aside.name} in {aside.parent}." if aside else
               f"It stays as {path.name} in {path.parent}; remove or rename it."))
        return False

    # ---- writing ----
    def save(self, session: SessionLike) -> Path | None:
        """Write the match atomically; a finished match goes straight to `finished/`.
        A per-game store writes it to its game's slot.

        Returns the file written, or None if the disk refused (then `last_error` says
        why, for a non-fatal notice: the game goes on and the next save tries again).
        """
        if self.per_game:
            slot = self.for_game(_game_of(session))
            saved = slot.save(session)
            self.last_error = slot.last_error
            return saved
        payload = _payload(session)
        if session.game.is_over:
            return self._file_finished(payload)
        try:
            write_atomic(self.current, encode(payload), durable=self.durable)
        except OSError as exc:
            self.last_error = f"The game could not be saved ({exc})."
            return None
        self.last_error = None
        return self.current

    def _file_finished(self, payload: dict[str, Any]) -> Path | None:
        """A match that has just ended goes to `finished/` and its slot is emptied: an
        ended game is never offered under Resume. The slot first takes the ended game
        (a crash from then on leaves a slot `load` files as FINISHED, never the older
        mid-game save); if the disk refuses (full), the slot is removed all the same
        (that needs no space) and `last_error` and `problems` (the title) say that the
        game's record is lost."""
        try:
            write_atomic(self.current, encode(payload, "finished"), durable=self.durable)
            path = self._archive(payload)
        except OSError as exc:
            why, title = exc.strerror or exc, registry.get(payload["game_id"]).title
            try:
                self.current.unlink(missing_ok=True)
                resume = "It is over, so it is not offered under Resume"
            except OSError:  # (a folder that no longer lets us remove anything)
                resume = f"Remove {self.current} by hand: it holds an earlier position"
            self.last_error = f"The game is over, but it could not be kept ({why})."
            self.problems.append(f"Your last {title} game ended, but it could not be kept "
                                 f"for replays ({why}). {resume}.")
            return None
        self.current.unlink(missing_ok=True)
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
        return finished.file(self.finished_folder, payload, keep=self.keep_finished,
                             durable=self.durable)

    # ---- reading ----
    def has_resume(self, game_id: str | None = None) -> bool:
        """Is there a match to offer under "Resume" (for `game_id`; per-game and no game
        named: for any game)? Its validity is `load`'s job; what cannot be a save file
        at all is set aside here, with the reason in `problems` (see `_probe`)."""
        if self.per_game:
            return (bool(self.unfinished()) if game_id is None
                    else self.for_game(game_id).has_resume())
        title = registry.get(self.game_id).title if self.game_id else None
        return self._probe(self.current, title)

    def load(self, game_id: str | None = None) -> LoadResult:
        """Read the match in progress (`game_id`'s; per-game and none named: the newest).
        Never raises.

        A bad file is renamed aside and reported. A match that had already ended
        (the program stopped between the last action and its filing) is filed with
        the finished games and reported as FINISHED, with the match.
        """
        if self.per_game:
            slot = self._pick(game_id)
            return slot.load() if slot is not None else LoadResult(MISSING)
        remove_stale_temps(self.folder)
        remove_stale_temps(self.finished_folder)
        if not self.has_resume():
            return LoadResult(MISSING)
        result = self._read(self.current, self.game_id)
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

    def _read(self, path: Path, slot_game: str | None = None) -> LoadResult:
        """`path`'s match, checked; a bad file set aside with the reason. `slot_game`:
        the game whose slot `path` is; a file holding another game is set aside too."""
        try:
            payload = decode(read_save(path))
            check_slot(payload, slot_game)
            match = _match(payload)
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
        message, aside = _put_aside(path, problem)
        return LoadResult(problem.reason, None, message, aside)

    # ---- ending ----
    def clear(self, game_id: str | None = None) -> Path | None:
        """No more "Resume" (for `game_id`; per-game and none named: the newest): file a
        finished match under `finished/` (returning its path) or discard an unfinished
        one (the player chose a new game instead). A damaged file is set aside, as by
        `load`."""
        if self.per_game:
            slot = self._pick(game_id)
            return slot.clear() if slot is not None else None
        if not self.has_resume():
            return None
        result = self._read(self.current, self.game_id)
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
        return finished.listing(self.finished_folder)


def _put_aside(path: Path, problem: SaveProblem) -> tuple[str, Path | None]:
    """Set a bad file aside; the player's words for it, and where it went."""
    aside = set_aside(path, problem.reason)
    message = MESSAGES[problem.reason].format(detail=problem.detail)
    if aside is not None:
        message += f" It has been kept as {aside.name} in {aside.parent}."
    return message, aside


def _game_of(session: SessionLike) -> str:
    from scenes.shell.match.session import game_id_of

    return getattr(session, "game_id", None) or game_id_of(session.game)


def _mtime(path: Path) -> float:
    try:
        return path.stat().st_mtime
    except OSError:
        return 0.0

