"""What every engine's `Game` facade shares: its seed and record of actions, saving to and
from JSON with a version, and replaying. Rules live in each game; this is bookkeeping.

A game's `Game` subclasses `RecordedGame`, names its `State` class (which has `clone`,
`to_json` and `from_json`) and its `save_version`, and adds `new`, `apply`, `observe`,
`legal_actions`, `waiting_for`, `outcome` and `redeal` (game/core/contract.py).
"""

from __future__ import annotations

import json
from collections.abc import Sequence
from typing import Any, ClassVar

from .errors import CorruptState


class RecordedGame:
    state_type: ClassVar[Any]  # the game's State class
    save_version: ClassVar[int] = 1

    def __init__(self, state: Any, seed: int, record: list[str] | None = None) -> None:
        self.state = state
        self.seed = seed
        self.record: list[str] = record if record is not None else []

    @classmethod
    def new(cls, config: Any = None, seed: int = 0) -> Any:
        raise NotImplementedError

    def apply(self, action: Any, player: int | None = None) -> list[Any]:
        raise NotImplementedError

    @classmethod
    def replay(cls, config: Any, seed: int, actions: Sequence[str]) -> Any:
        """Rebuild a game from its seed and the text of its actions."""
        game = cls.new(config, seed)
        for text in actions:
            game.apply(text)
        return game

    @property
    def config(self) -> Any:
        return self.state.config

    # ---- saving ----
    def to_json(self) -> dict[str, Any]:
        return {"version": self.save_version, "seed": self.seed, "record": self.record[:],
                "state": self.state.to_json()}

    def dumps(self) -> str:
        return json.dumps(self.to_json(), separators=(",", ":"))

    @classmethod
    def from_json(cls, data: dict[str, Any]) -> Any:
        """A saved game; CorruptState for anything malformed or of another version (a
        file without a version predates versions: version 1)."""
        if not isinstance(data, dict) or not isinstance(data.get("state"), dict):
            raise CorruptState("not a saved game")
        version = data.get("version", 1)
        if version != cls.save_version:
            raise CorruptState(f"unknown save version {version!r}")
        try:
            seed, record = int(data["seed"]), [str(x) for x in data["record"]]
        except (KeyError, TypeError, ValueError) as exc:
            raise CorruptState(f"malformed saved game ({exc!r})") from exc
        return cls(cls.state_type.from_json(data["state"]), seed, record)

    @classmethod
    def loads(cls, text: str) -> Any:
        try:
            data = json.loads(text)
        except (json.JSONDecodeError, UnicodeDecodeError, TypeError) as exc:
            raise CorruptState(f"not readable as JSON ({exc})") from exc
        return cls.from_json(data)
