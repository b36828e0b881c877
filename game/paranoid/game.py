"""`Game`: the object clients hold. See docs/engine.md for a walk-through."""

from __future__ import annotations

from typing import Any

from ..core.actions import Action
from ..core.contract import Result
from ..core.engine import RecordedGame
from ..core.errors import IllegalAction
from ..core.events import Event
from .actions import from_text, to_text
from .observation import Observation, observe
from .options import GameConfig
from .redeal import redeal
from .rules import apply_action, legal_actions
from .state import OVER, State


class Game(RecordedGame):
    """One game of Paranoid Delusions: state, the record of actions, cached legal actions."""

    name = "paranoid-delusions"
    save_version = 1

    state_type = State

    def __init__(self, state: State, seed: int, record: list[str] | None = None) -> None:
        super().__init__(state, seed, record)
        self._legal: list[Action] | None = None

    # ---- creating ----
    @classmethod
    def new(cls, config: GameConfig | None = None, seed: int = 0) -> Game:
        """A new game: Plots are built first, one player at a time in seat order (§3)."""
        return cls(State(config or GameConfig(), seed), seed)

    # ---- playing ----
    @property
    def current_player(self) -> int | None:
        return None if self.state.phase == OVER else self.state.actor

    @property
    def waiting_for(self) -> tuple[int, ...]:
        """One player at a time acts in this game (the platform allows several)."""
        return () if self.state.phase == OVER else (self.state.actor,)

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

