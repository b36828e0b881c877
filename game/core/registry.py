"""The registry of games on the table: one cheap record per game, engines loaded late.

Each game package `game/<g>/` holds an `info.py` that calls `register(GameInfo(...))`.
`games()` finds them by listing the `game` package, so adding a game touches neither
this module nor the shell. Only the records are imported at start-up; a game's engine,
bots and table are imported by `load(...)` when the game is chosen.
"""

from __future__ import annotations

import pkgutil
from importlib import import_module
from typing import Any, NamedTuple


class GameInfo(NamedTuple):  # a NamedTuple, not a dataclass: built before the first frame
    """Everything the shell needs to list, set up and open a game, without importing it.

    The dotted paths are `module:attribute` strings resolved by `load`:
    `plugin` the game's platform adapter (engine class, options, bots; see
    docs/architecture.md), `table` the function that opens its table scene, `rules` its
    rules text for the rules viewer, `tutorial` its guided first game (or "").
    """

    id: str
    title: str
    blurb: str
    min_players: int
    max_players: int  # at the table; the engine may allow more
    engine_max_players: int
    bot_levels: tuple[str, ...]
    save_version: int
    kiosk_ready: bool
    plugin: str
    table: str
    rules: str
    tutorial: str = ""
    default_bot: str = "medium"
    demo_view: str = "public"  # "public" or "everyone": what a bots-only demo shows
    # A bots-only demo seen as "everyone" shows each move's why (issue 33: the coach's
    # words, scenes/shell/match/demo_why.py); False where that view still shows less
    # than every hand (Intrigue's director's cut: the public table and the spreaders).
    demo_explains: bool = True
    order: int = 50  # place in the title's list
    # The title where a label has little room (the Players screen's charts and rows):
    # whole words a player knows the game by, never a lone word of a longer name that
    # says little on its own ("Pulling"). Empty: the whole title (see `register`).
    short_title: str = ""


_GAMES: dict[str, GameInfo] = {}
_DRAFTS: dict[str, GameInfo] = {}  # engines still without a table: not on the title
_discovered = False


class DuplicateGame(ValueError):
    """Two games registered under one id."""


def register(info: GameInfo) -> GameInfo:
    """Add a game. Registering the same id twice is refused (even with the same record,
    so a module imported under two names shows up at once)."""
    if info.id in _GAMES:
        raise DuplicateGame(f"a game with id {info.id!r} is registered already")
    if not 1 <= info.min_players <= info.max_players <= info.engine_max_players:
        raise ValueError(f"{info.id}: player range {info.min_players}..{info.max_players}"
                         f" (engine {info.engine_max_players}) is not ordered")
    if info.demo_view not in ("public", "everyone"):
        raise ValueError(f"{info.id}: demo_view is 'public' or 'everyone'")
    info = _with_short_title(info)
    _GAMES[info.id] = info
    return info


def _with_short_title(info: GameInfo) -> GameInfo:
    """The record with its short title filled in (the title itself when none is given),
    so every reader can use `short_title` as it is."""
    return info if info.short_title else info._replace(short_title=info.title)


def register_draft(info: GameInfo) -> GameInfo:
    """Add an engine whose table is not built yet (`game/<g>/draft.py`). `get`, `plugin`,
    the simulator, the tournament and the engine half of the conformance suite reach it;
    the title, the kiosk and `games()` do not. Moving the call to `info.py` as `register`
    puts the game on the table (and brings in the table half of the suite)."""
    if info.id in _GAMES or info.id in _DRAFTS:
        raise DuplicateGame(f"a game with id {info.id!r} is registered already")
    info = _with_short_title(info)
    _DRAFTS[info.id] = info
    return info


def _discover() -> None:
    global _discovered
    if _discovered:
        return
    _discovered = True
    import game

    for module in sorted(pkgutil.iter_modules(game.__path__), key=lambda m: m.name):
        if module.ispkg and module.name != "core":
            for record in ("info", "draft"):
                try:
                    import_module(f"game.{module.name}.{record}")
                except ModuleNotFoundError as exc:
                    if exc.name != f"game.{module.name}.{record}":
                        raise


def games() -> list[GameInfo]:
    """Every registered game, in the title's order."""
    _discover()
    return sorted(_GAMES.values(), key=lambda g: (g.order, g.title))


def drafts() -> list[GameInfo]:
    """Engines registered without a table (`register_draft`), by id."""
    _discover()
    return sorted(_DRAFTS.values(), key=lambda g: g.id)


def ids() -> list[str]:
    return [g.id for g in games()]


def get(game_id: str) -> GameInfo:
    """The record of `game_id`; KeyError names the registered ids."""
    _discover()
    try:
        return _GAMES[game_id] if game_id in _GAMES else _DRAFTS[game_id]
    except KeyError:
        raise KeyError(f"no game {game_id!r}: registered are {', '.join(ids())}") from None


def playable(info: GameInfo) -> bool:
    """Whether the game's table is installed (a game may register its engine before its
    table exists; the title then lists it as coming soon). Imports nothing."""
    from importlib.util import find_spec

    module = info.table.partition(":")[0]
    try:
        return find_spec(module) is not None
    except (ImportError, ValueError):
        return False


def load(path: str) -> Any:
    """Resolve a `module:attribute` path of a record (imports the module)."""
    module, _, attribute = path.partition(":")
    value: Any = import_module(module)
    for part in filter(None, attribute.split(".")):
        value = getattr(value, part)
    return value


def plugin(game_id: str) -> Any:
    """The platform adapter of a game (imports its engine)."""
    return load(get(game_id).plugin)
