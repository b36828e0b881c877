"""`Game`: the object clients hold. See docs/engine.md for a walk-through. The shared
facade (legal cache, observing, cloning, re-dealing, saving) is `RecordedGame`'s; this
names Paranoid Delusions' rules, in which one player at a time acts."""

from __future__ import annotations

from typing import Any

from ..core.actions import Action
from ..core.contract import Result
from ..core.engine import RecordedGame, Rules, Sections
from ..core.errors import IllegalAction
from ..core.events import Event
from .actions import from_text, to_text
from .observation import observe
from .options import GameConfig
from .redeal import redeal
from .rules import apply_action, legal_actions
from .state import OVER, State


def _awaited(s: State) -> tuple[int, ...]:
    """One player at a time acts in this game (the platform allows several)."""
    return () if s.phase == OVER else (s.actor,)


def _legal_of(s: State, player: int) -> list[Action]:
    return legal_actions(s)  # only the player to act is asked (RecordedGame.legal_actions)


def _redeal_for(s: State, viewer: int | None, seed: int) -> State:
    """Every counter `viewer` cannot see is re-dealt (§2); for the public view (None)
    every counter not face up."""
    return redeal(s, -1 if viewer is None else viewer, seed)  # -1: a seat nobody holds


class Game(RecordedGame):
    """One game of Paranoid Delusions: state, the record of actions, cached legal actions."""

    name = "paranoid-delusions"
    save_version = 1
    state_type = State
    sections = Sections(text="§10", over="§8", seat="§4", awaited="§4", legal="§10")
    # `apply` is Paranoid's own below (its apply_action also lists the next legal actions)
    rules = Rules(_awaited, _legal_of, apply_action, observe, _redeal_for, from_text, to_text)

    @classmethod
    def new(cls, config: GameConfig | None = None, seed: int = 0) -> Game:
        """A new game: Plots are built first, one player at a time in seat order (§3)."""
        return cls(State(config or GameConfig(), seed), seed)

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

    def apply(self, action: Action | str, player: int | None = None) -> list[Event]:
        """Apply an action (or its text form) for the player to act; return the events.

        Raises `IllegalAction` naming the rule, with the game unchanged. With `player`,
        also refuses an action sent by anyone but the player to act. The rules check
        the action as they apply it and list the next player's legal actions.
        """
        if player is not None and player != self.current_player:
            shown = action if isinstance(action, str) else self.text_of(action)
            raise IllegalAction("§4", f"{shown!r}: it is not player {player}'s turn to act")
        action = self.parse(action)
        events, legal = apply_action(self.state, action)
        self._legal = {self.state.actor: legal}
        self.record.append(to_text(action))
        return events
