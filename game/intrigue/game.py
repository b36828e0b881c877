"""`Game`: the object clients hold (the `Engine` protocol of game/core/contract.py)."""

from __future__ import annotations

from ..core.actions import Action
from ..core.contract import Result
from ..core.engine import RecordedGame
from ..core.errors import IllegalAction
from ..core.events import Event
from .actions import from_text, to_text
from .observation import Observation, observe
from .options import GameConfig
from .redeal import redeal as _redeal
from .rounds import start_game
from .rules import apply_action, is_legal, legal_actions, waiting_for
from .state import BALLOT, OVER, State

SAVE_VERSION = 1


class Game(RecordedGame):
    """One game of Intrigue: state, record of actions, cached legal actions."""

    name = "intrigue"
    save_version = SAVE_VERSION
    state_type = State

    def __init__(self, state: State, seed: int, record: list[str] | None = None) -> None:
        super().__init__(state, seed, record)
        self._legal: dict[int, list[Action]] = {}
        self.opening: list[Event] = []

    @classmethod
    def new(cls, config: GameConfig | None = None, seed: int = 0) -> Game:
        game = cls(State(config or GameConfig(), seed), seed)
        start_game(game.state, game.opening)  # §4: files, chair, round 1's briefing
        return game

    @property
    def waiting_for(self) -> tuple[int, ...]:
        """One member in the recess and on the floor; every voter still to choose in a
        ballot (§5.3.3)."""
        return waiting_for(self.state)

    @property
    def current_player(self) -> int | None:
        s = self.state
        return None if s.phase in (OVER, BALLOT) else s.actor

    @property
    def is_over(self) -> bool:
        return self.state.phase == OVER

    @property
    def outcome(self) -> Result | None:
        s = self.state
        r = s.result
        if r is None:
            return None
        return Result(tuple(r["winners"]), tuple(s.true_score(p) / 2 for p in range(s.n)),
                      r["why"], bool(r["draw"]))

    def legal_actions(self, player: int | None = None) -> list[Action]:
        """Legal actions of `player` (None: the single awaited member); [] for anyone
        not awaited. Do not mutate the list."""
        if player is None:
            player = self.current_player
            if player is None:
                return []
        acts = self._legal.get(player)
        if acts is None:
            acts = self._legal[player] = legal_actions(self.state, player)
        return acts

    def apply(self, action: Action | str, player: int | None = None) -> list[Event]:
        """Apply an action (or its text) for an awaited member; IllegalAction with the
        game unchanged for anything else. Every action names its member."""
        if isinstance(action, str):
            try:
                action = from_text(action)
            except ValueError as exc:
                raise IllegalAction("§13", str(exc)) from None
        if not isinstance(action, Action) or not action.values:
            raise IllegalAction("§13", f"not an Intrigue action: {action!r}")
        s = self.state
        if s.phase == OVER:
            raise IllegalAction("§11", "the game is over")
        actor = action.values[0]
        if player is not None and player != actor:
            raise IllegalAction("§13", f"member {player} cannot act for member {actor}")
        if actor not in waiting_for(s):
            raise IllegalAction("§5", f"member {actor} is not awaited now")
        if not is_legal(s, action, actor):
            raise IllegalAction("§5", f"{_text(action)!r} is not legal now")
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
    except (ValueError, IndexError, TypeError, KeyError):
        return repr(action)
