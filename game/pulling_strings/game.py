"""`Game`: the object clients hold (the `Engine` protocol of game/core/contract.py)."""

from __future__ import annotations

from ..core.actions import Action
from ..core.contract import Result
from ..core.engine import RecordedGame
from ..core.errors import IllegalAction
from ..core.events import Event
from .actions import from_text, to_text
from .goals import scores
from .observation import Observation, observe
from .options import GameConfig
from .redeal import redeal as _redeal
from .rules import apply_action, legal_actions, waiting_for
from .state import State
from .turns import start_game

SAVE_VERSION = 1


class Game(RecordedGame):
    """One game of Pulling Strings: state, record of actions, cached legal actions.

    One player is awaited at a time (every answer of §9.3 comes in a fixed order), so
    a record's text needs no player."""

    name = "pulling-strings"
    save_version = SAVE_VERSION
    state_type = State

    def __init__(self, state: State, seed: int, record: list[str] | None = None) -> None:
        super().__init__(state, seed, record)
        self._legal: dict[int, list[Action]] = {}
        self.opening: list[Event] = []

    @classmethod
    def new(cls, config: GameConfig | None = None, seed: int = 0) -> Game:
        game = cls(State(config or GameConfig(), seed), seed)
        start_game(game.state, game.opening)  # §6
        return game

    @property
    def waiting_for(self) -> tuple[int, ...]:
        return waiting_for(self.state)

    @property
    def current_player(self) -> int | None:
        w = waiting_for(self.state)
        return w[0] if w else None

    @property
    def is_over(self) -> bool:
        return self.state.phase == "over"

    @property
    def outcome(self) -> Result | None:
        r = self.state.result
        if r is None:
            return None
        return Result(tuple(r["winners"]), scores(self.state), r["why"], False)

    def legal_actions(self, player: int | None = None) -> list[Action]:
        """Legal actions of `player` (None: the awaited player); [] for anyone not awaited.
        Do not mutate the list."""
        if player is None:
            player = self.current_player
            if player is None:
                return []
        acts = self._legal.get(player)
        if acts is None:
            acts = self._legal[player] = legal_actions(self.state, player)
        return acts

    def apply(self, action: Action | str, player: int | None = None) -> list[Event]:
        """Apply an action (or its text) for the awaited player; IllegalAction with the
        game unchanged for anything else."""
        if isinstance(action, str):
            try:
                action = from_text(action)
            except ValueError as exc:
                raise IllegalAction("§8", str(exc)) from None
        s = self.state
        if s.phase == "over":
            raise IllegalAction("§11", "the game is over")
        actor = self.current_player if player is None else player
        if actor is None or actor not in waiting_for(s):
            raise IllegalAction("§7", f"player {actor} is not awaited now")
        if action not in self.legal_actions(actor):
            raise IllegalAction("§8", f"{_text(action)!r} is not legal now")
        events = apply_action(s, action, actor)
        self._legal = {}
        self.record.append(to_text(action))
        return events

    def observe(self, viewer: int | None) -> Observation:
        return observe(self.state, viewer)

    def clone(self) -> Game:
        g = Game(self.state.clone(), self.seed, self.record[:])
        g._legal = dict(self._legal)
        return g

    def redeal(self, viewer: int | None, seed: int) -> Game:
        """A copy whose hidden information for `viewer` is re-dealt consistently."""
        return Game(_redeal(self.state, viewer, seed), self.seed, self.record[:])


def _text(action: Action) -> str:
    try:
        return to_text(action)
    except (ValueError, IndexError, TypeError, AttributeError):
        return repr(action)
