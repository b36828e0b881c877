"""A finished game as the history keeps it: plain data, built from a session.

Only a FINISHED game becomes a record (a mid-game record would hold secrets: the seed
and the actions let anyone replay the hidden cards). Kiosk records keep no names.
"""

from __future__ import annotations

import hashlib
import json
from dataclasses import dataclass, field
from datetime import datetime
from typing import Any

HUMAN = "human"
VISITOR = "Visitor"  # every human seat's name in the kiosk's history: no personal data
ROUND_KEYS = ("round", "rounds", "hand_no", "turn")  # a game's own count of rounds, if any


@dataclass(frozen=True)
class SeatRecord:
    name: str
    kind: str  # "human" or a bot level
    score: float | None
    winner: bool
    profile: int | None = None  # filled in by the database for a human seat


@dataclass(frozen=True)
class GameRecord:
    game_id: str
    seats: tuple[SeatRecord, ...]
    seed: int
    actions: tuple[str, ...]
    config: dict[str, Any]
    options: dict[str, Any] = field(default_factory=dict)
    rounds: int | None = None
    minutes: float | None = None
    draw: bool = False
    why: str = ""
    finished_at: str = ""  # local ISO time; now when empty

    @property
    def key(self) -> str:
        """The same game (game, seed, config, actions) has the same key: filed once."""
        text = json.dumps([self.game_id, self.seed, self.config, list(self.actions)],
                          sort_keys=True, default=str)
        return hashlib.sha256(text.encode()).hexdigest()

    def when(self) -> str:
        return self.finished_at or datetime.now().isoformat(timespec="seconds")

    def anonymous(self) -> GameRecord:
        """The kiosk's copy: every human a Visitor."""
        seats = tuple(SeatRecord(VISITOR if s.kind == HUMAN else s.name, s.kind, s.score,
                                 s.winner) for s in self.seats)
        names = [s.name for s in seats]
        config = dict(self.config)
        if "names" in config:  # the replay's names too
            config["names"] = names
        return GameRecord(self.game_id, seats, self.seed, self.actions, config, self.options,
                          self.rounds, self.minutes, self.draw, self.why, self.finished_at)


def record_of(session: Any, *, options: dict[str, Any] | None = None,
              minutes: float | None = None) -> GameRecord | None:
    """The record of `session`'s game, or None when it has not ended."""
    game = session.game
    outcome = getattr(game, "outcome", None)
    if not game.is_over or outcome is None:
        return None
    winners = set(outcome.winners)
    scores = list(outcome.scores or ())
    seats = tuple(SeatRecord(str(name), str(kind),
                             float(scores[p]) if p < len(scores) else None, p in winners)
                  for p, (name, kind) in enumerate(zip(session.names, session.seats)))
    config = game.config.to_json()
    return GameRecord(session.game_id, seats, int(game.seed), tuple(game.record),
                      json.loads(json.dumps(config, default=str)), dict(options or {}),
                      rounds_of(game), minutes, bool(outcome.draw), str(outcome.why or ""))


def rounds_of(game: Any) -> int | None:
    """The game's own count of rounds (its state's `round` or `turn`), if it keeps one."""
    try:
        state = game.to_json().get("state")
    except Exception:  # noqa: BLE001 - a count of rounds is a nicety
        return None
    if not isinstance(state, dict):
        return None
    for key in ROUND_KEYS:
        value = state.get(key)
        if isinstance(value, int) and not isinstance(value, bool):
            return value
    return None
