"""A saved match: what a save file holds (`_payload`) and how it is checked on the way
back (`_match`): the game's own JSON, its setup's texts, its seats and names, and its
record replayed to the very position saved. Pure logic: no pygame.

Used by `scenes.shell.saves.store.SaveStore`; a payload that fails a check raises
`SaveProblem` with the reason and words for the player.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from datetime import UTC, datetime
from typing import Any, Protocol

from game.core import registry
from game.core.errors import CorruptState
from scenes.shell.match.session import HUMAN, Session, game_id_of
from scenes.shell.replay.cursor import Replay
from scenes.shell.saves import user_files
from scenes.shell.saves.save_format import (
    APP,
    CORRUPT,
    ELSEWHERE,
    FORMAT,
    ILLEGAL,
    LEGACY_GAME,
    NEWER,
    OLDER,
    SaveProblem,
)

Game = Any  # any registered game's engine (game.core.contract.Engine)

CONFIG_TEXT = 200  # characters of any text in a game's setup (a subject, a subculture)
MINUTES_LIMIT = 60 * 24 * 366  # a year at the table: more is a hand edit


class SessionLike(Protocol):
    """What `save` reads from a match (`scenes.shell.match.session.Session` has it all)."""

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
    hints_taken: dict[int, int] = field(default_factory=dict)  # the coach's, per human seat
    hints_on: bool | None = None  # whether the coach gave hints (None: an older save)
    minutes: float = 0.0  # played before the save (an older save: 0, not counted)

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
        session.hints_taken = dict(self.hints_taken)
        if self.hints_on is not None:  # the setup's choice, kept (else: on for one human)
            session.hints_on = self.hints_on
        session.minutes_before = self.minutes  # the clock goes on from there
        return session

    def minutes_played(self) -> float:
        """As a live Session's (a match re-filed keeps its minutes)."""
        return self.minutes

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
        # How many of the coach's hints each human took (issue 33: the results say so).
        "hints_taken": {str(p): n for p, n in getattr(session, "hints_taken", {}).items()},
        "hints_on": getattr(session, "hints_on", None),
        # Minutes played so far: a resumed game's history counts them too.
        "minutes": round(_minutes_of(session), 3),
        "game": game.to_json(),
    }


def _minutes_of(session: SessionLike) -> float:
    played = getattr(session, "minutes_played", None)
    return float(played()) if callable(played) else 0.0


def _match(payload: dict[str, Any]) -> SavedMatch:
    """Check a decoded payload against the rules; raises SaveProblem."""
    if payload.get("app") != APP:
        raise SaveProblem(CORRUPT, "it was not written by Conspiracy Table")
    game_id = payload.get("game_id", LEGACY_GAME)
    if not isinstance(game_id, str) or game_id not in registry.ids():
        raise SaveProblem(NEWER, f"it holds a game this version does not have ({game_id!r})")
    info = registry.get(game_id)
    data = payload.get("game")
    _check_versions(info, payload, data)
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
    hints_on = payload.get("hints_on")
    if hints_on is not None and not isinstance(hints_on, bool):
        raise SaveProblem(ILLEGAL, "the match details are malformed")
    return SavedMatch(game, list(seats), list(names), list(log), bot_seed, saved_at, game_id,
                      _hints_taken(payload.get("hints_taken", {}), n), hints_on,
                      _minutes(payload.get("minutes", 0)))


def _minutes(raw: Any) -> float:
    """The minutes played before the save (none said: 0); SaveProblem when malformed."""
    if type(raw) not in (int, float) or not 0 <= raw < MINUTES_LIMIT:  # (NaN fails too)
        raise SaveProblem(ILLEGAL, "the match details are malformed")
    return float(raw)


def _hints_taken(raw: Any, players: int) -> dict[int, int]:
    """The hints each seat took, as saved: {"0": 3}; SaveProblem when malformed."""
    if not isinstance(raw, dict):
        raise SaveProblem(ILLEGAL, "the match details are malformed")
    out: dict[int, int] = {}
    for key, value in raw.items():
        if not (isinstance(key, str) and key.isdigit() and int(key) < players
                and type(value) is int and 0 <= value < 1 << 31):
            raise SaveProblem(ILLEGAL, "the match details are malformed")
        out[int(key)] = value
    return out


def check_slot(payload: dict[str, Any], slot_game: str | None) -> None:
    """A game's slot holds that game: a file copied or moved into another game's slot
    would be resumed as its own game there and then saved to its own slot, one match
    continued twice (issue 31). (An unknown game is `_match`'s to explain.)"""
    inside = payload.get("game_id", LEGACY_GAME)
    if slot_game is None or inside == slot_game or inside not in registry.ids():
        return
    raise SaveProblem(ELSEWHERE, f"a {registry.get(inside).title} game in "
                                 f"{registry.get(slot_game).title}'s place")


def _check_versions(info: Any, payload: dict[str, Any], data: Any) -> None:
    """Every version the file states (the payload's `game_version`, the engine's own
    `version`, a state's `version`) against the one this program's engine reads: another
    version is said as such (OLDER / NEWER), before the engine would call the file
    malformed. A file without a version predates versions: version 1 (as the engines
    read it)."""
    state = data.get("state") if isinstance(data, dict) else None
    found = [payload.get("game_version", 1), data.get("version", 1) if isinstance(
        data, dict) else None, state.get("version") if isinstance(state, dict) else None]
    for v in found:
        if type(v) is not int or v == info.save_version:
            continue  # (a version that is no number is the engine's to refuse)
        reason = NEWER if v > info.save_version else OLDER
        reads = "up to " if reason == NEWER else ""
        raise SaveProblem(reason, f"{info.title} save version {v}; this version reads "
                                  f"{reads}{info.save_version}")


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
