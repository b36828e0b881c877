"""The finished games: `finished/<id>.save` beside the save slots, kept with their
action record for replays (the newest `keep` of them). Pure logic and files: no pygame.

`SaveStore` files a match here when it ends (`file`) and lists them (`listing`); one
name per game (a digest of its game, seed, setup and record), so filing a game twice
keeps one record.
"""

from __future__ import annotations

import hashlib
import json
import re
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from scenes.shell.saves.safe_files import write_atomic
from scenes.shell.saves.save_format import LEGACY_GAME, decode, encode, read_save

_NAME = re.compile(r"[0-9a-f]{16}\.save")  # not a set-aside `<id>.corrupt-….save`


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


def file(folder: Path, payload: dict[str, Any], *, keep: int, durable: bool) -> Path:
    """Write an ended match's payload into `folder`; raises OSError (a full disk)."""
    game = payload["game"]
    # Same game, same name: saving a finished game twice keeps one record.
    key = json.dumps([payload.get("game_id", LEGACY_GAME), game["seed"],
                      payload.get("config") or game["state"]["config"], game["record"]],
                     sort_keys=True)
    path = folder / f"{hashlib.sha256(key.encode('utf-8')).hexdigest()[:16]}.save"
    write_atomic(path, encode(payload, "finished"), durable=durable)
    _prune(folder, keep)
    return path


def _files(folder: Path) -> list[Path]:
    if not folder.is_dir():
        return []
    return [p for p in folder.iterdir() if _NAME.fullmatch(p.name)]


def _prune(folder: Path, keep: int) -> None:
    """Keep the newest `keep` records: a kiosk runs for months."""
    try:
        files = sorted(_files(folder), key=lambda p: p.stat().st_mtime)
        for old in files[:max(0, len(files) - keep)]:
            old.unlink(missing_ok=True)
    except OSError:
        pass  # tidying up is never worth failing a save for


def listing(folder: Path) -> list[FinishedGame]:
    """Finished games, newest first. Unreadable files are skipped (not moved)."""
    games = []
    for path in _files(folder):
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
