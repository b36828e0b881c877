"""`Game`: the object clients hold (the `Engine` protocol of game/core/contract.py)."""

from __future__ import annotations

from ..core.actions import Action
from ..core.contract import Result
from ..core.engine import RecordedGame
from ..core.errors import IllegalAction
from ..core.events import Event
from .actions import Call, PassCard, from_text, to_text
from .observation import Observation, observe
from .options import GameConfig
from .redeal import redeal as _redeal
from .rounds import start_game
from .rules import apply_action, legal_actions, waiting_for
from .state import OVER, PASS, State

SAVE_VERSION = 1


class Game(RecordedGame):
    """One game of Ninety-Nine Paranoia: state, record of actions, cached legal actions."""

    name = "ninety-nine"
    save_version = SAVE_VERSION
    state_type = State

    def __init__(self, state: State, seed: int, record: list[str] | None = None) -> None:
        super().__init__(state, seed, record)
        self._legal: dict[int, list[Action]] = {}
        self.opening: list[Event] = []

    # ---- creating ----
    @classmethod
    def new(cls, config: GameConfig | None = None, seed: int = 0) -> Game:
        game = cls(State(config or GameConfig(), seed), seed)
        start_game(game.state, game.opening)  # §4: first dealer, first deal
        return game

    # ---- playing ----
    @property
    def waiting_for(self) -> tuple[int, ...]:
        """One player in normal play; every player still to choose during a pass (§5.6)."""
        return waiting_for(self.state)

    @property
    def current_player(self) -> int | None:
        s = self.state
        return None if s.phase in (OVER, PASS) else s.actor

    @property
    def is_over(self) -> bool:
        return self.state.phase == OVER

    @property
    def outcome(self) -> Result | None:
        r = self.state.result
        if r is None:
            return None
        return Result(tuple(r["winners"]), tuple(float(x) for x in self.state.scores),
                      r["why"], bool(r["draw"]))

    def legal_actions(self, player: int | None = None) -> list[Action]:
        """Legal actions of `player` (None: the single awaited player); [] for anyone not
        awaited. Do not mutate the list."""
        if player is None:
            player = self.current_player
            if player is None:
                return []
        acts = self._legal.get(player)
        if acts is None:
            acts = self._legal[player] = legal_actions(self.state, player)
        return acts

    def apply(self, action: Action | str, player: int | None = None) -> list[Event]:
        """Apply an action (or its text) for an awaited player; IllegalAction with the game
        unchanged for anything else. A pass choice or a call names its player."""
        sent = action if isinstance(action, str) else None
        if isinstance(action, str):
            action = from_text(action)  # IllegalAction naming the text
        s = self.state
        if s.phase == OVER:
            raise IllegalAction("§7", "the game is over")
        if isinstance(action, (PassCard, Call)):
            actor = action.player
            if player is not None and player != actor:
                raise IllegalAction("§5.6", f"player {player} cannot act for player {actor}")
        elif player is not None:
            actor = player
        else:
            actor = self.current_player  # type: ignore[assignment]
            if actor is None:
                raise IllegalAction("§5.6", "several players are awaited: say who acts")
        if actor not in waiting_for(s):
            raise IllegalAction("§5", f"{sent or _text(action)!r}: player {actor} is not "
                                      "awaited now")
        if action not in self.legal_actions(actor):
            raise IllegalAction("§5.1", f"{sent or _text(action)!r} is not legal now")
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

    # ---- saving ----

def _text(action: Action) -> str:
    try:
        return to_text(action)
    except (ValueError, IndexError, TypeError):
        return repr(action)
