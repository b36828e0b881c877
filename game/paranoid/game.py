"""`Game`: the object clients hold. See docs/engine.md for a walk-through."""

from __future__ import annotations

import json
from typing import Any

from ..core.actions import Action
from ..core.contract import Result
from ..core.errors import CorruptState, IllegalAction
from ..core.events import Event
from .actions import from_text, to_text
from .observation import Observation, observe
from .options import GameConfig
from .redeal import redeal
from .rules import apply_action, legal_actions
from .state import OVER, State


class Game:
    """One game of Paranoid Delusions: state, the record of actions, cached legal actions."""

    name = "paranoid-delusions"
    save_version = 1

    def __init__(self, state: State, seed: int, record: list[str] | None = None) -> None:
        self.state = state
        self.seed = seed
        self.record: list[str] = record if record is not None else []
        self._legal: list[Action] | None = None

    # ---- creating ----
    @classmethod
    def new(cls, config: GameConfig | None = None, seed: int = 0) -> Game:
        """A new game: Plots are built first, one player at a time in seat order (§3)."""
        return cls(State(config or GameConfig(), seed), seed)

    @classmethod
    def replay(cls, config: GameConfig, seed: int, actions: list[str]) -> Game:
        """Rebuild a game from its seed and the text of its actions."""
        game = cls.new(config, seed)
        for text in actions:
            game.apply(from_text(text))
        return game

    # ---- playing ----
    @property
    def current_player(self) -> int | None:
        return None if self.state.phase == OVER else self.state.actor

    @property
    def waiting_for(self) -> tuple[int, ...]:
        """One player at a time acts in this game (the platform allows several)."""
        return () if self.state.phase == OVER else (self.state.actor,)

    @property
    def config(self) -> GameConfig:
        return self.state.config

    @property
    def is_over(self) -> bool:
        return self.state.phase == OVER

    @property
    def result(self) -> dict[str, Any] | None:
        return self.state.result

    @property
    def outcome(self) -> Result | None:
        """The platform's uniform result: winners, exposure scores, why (§8)."""
        r = self.state.result
        if r is None:
            return None
        return Result(tuple(r["winners"]), tuple(float(x) for x in self.state.score),
                      r["reason"], bool(r["draw"]))

    def legal_actions(self, player: int | None = None) -> list[Action]:
        """Legal actions of `current_player` (empty once the game is over, and for any
        other `player`). Do not mutate the list."""
        if player is not None and player != self.current_player:
            return []
        if self._legal is None:
            self._legal = legal_actions(self.state)
        return self._legal

    def apply(self, action: Action | str, player: int | None = None) -> list[Event]:
        """Apply an action (or its text form) for the player to act; return the events.

        Raises `IllegalAction` naming the rule, with the game unchanged. With `player`,
        also refuses an action sent by anyone but the player to act.
        """
        if player is not None and player != self.current_player:
            raise IllegalAction("§4", f"it is not player {player}'s turn to act")
        if isinstance(action, str):
            try:
                action = from_text(action)
            except ValueError as exc:
                raise IllegalAction("§10", str(exc)) from None
        events, self._legal = apply_action(self.state, action)
        self.record.append(to_text(action))
        return events

    def observe(self, viewer: int | None) -> Observation:
        return observe(self.state, viewer)

    def redeal(self, viewer: int | None, seed: int) -> Game:
        """A copy in which every counter `viewer` cannot see is re-dealt (§2); for the
        public view (None) every counter not face up."""
        seat = -1 if viewer is None else viewer  # -1: a seat nobody holds
        return Game(redeal(self.state, seat, seed), self.seed, self.record[:])

    # ---- copying and saving ----
    def clone(self) -> Game:
        g = Game(self.state.clone(), self.seed, self.record[:])
        g._legal = self._legal
        return g

    def to_json(self) -> dict[str, Any]:
        return {"seed": self.seed, "record": self.record, "state": self.state.to_json()}

    def dumps(self) -> str:
        return json.dumps(self.to_json(), separators=(",", ":"))

    @classmethod
    def from_json(cls, data: dict[str, Any]) -> Game:
        if not isinstance(data, dict) or "state" not in data:
            raise CorruptState("not a saved game")
        try:
            seed, record = int(data["seed"]), [str(x) for x in data["record"]]
        except (KeyError, TypeError, ValueError) as exc:
            raise CorruptState(f"malformed saved game ({exc!r})") from exc
        return cls(State.from_json(data["state"]), seed, record)

    @classmethod
    def loads(cls, text: str) -> Game:
        try:
            data = json.loads(text)
        except (json.JSONDecodeError, UnicodeDecodeError) as exc:
            raise CorruptState(f"not readable as JSON ({exc})") from exc
        return cls.from_json(data)
