"""`Game`: the object clients hold (the `Engine` protocol of game/core/contract.py). The
shared facade (awaited players, legal cache, `apply`'s checks and record) is
`RecordedGame`'s; this names Ninety-Nine's rules."""

from __future__ import annotations

from ..core.actions import Action
from ..core.contract import Result
from ..core.engine import RecordedGame, Rules, Sections
from .actions import Call, PassCard, from_text, to_text
from .observation import observe
from .options import GameConfig
from .redeal import redeal
from .rounds import start_game
from .rules import apply_action, legal_actions, waiting_for
from .state import OVER, PASS, State

SAVE_VERSION = 1


class Game(RecordedGame):
    """One game of Ninety-Nine Paranoia: state, record of actions, cached legal actions.
    One player in normal play; every player still to choose during a pass (§5.6)."""

    name = "ninety-nine"
    save_version = SAVE_VERSION
    state_type = State
    sections = Sections(text="§9", over="§7", seat="§5.6", awaited="§5", legal="§5.1")
    rules = Rules(waiting_for, legal_actions, apply_action, observe, redeal, from_text, to_text)

    @classmethod
    def new(cls, config: GameConfig | None = None, seed: int = 0) -> Game:
        game = cls(State(config or GameConfig(), seed), seed)
        start_game(game.state, game.opening)  # §4: first dealer, first deal
        return game

    @property
    def current_player(self) -> int | None:
        s = self.state
        return None if s.phase in (OVER, PASS) else s.actor

    @property
    def outcome(self) -> Result | None:
        r = self.state.result
        if r is None:
            return None
        return Result(tuple(r["winners"]), tuple(float(x) for x in self.state.scores),
                      r["why"], bool(r["draw"]))

    def actor_of(self, action: Action, player: int | None) -> int | None:
        """A pass choice or a call names its player (§5.6); other actions are the actor's."""
        if isinstance(action, (PassCard, Call)):
            return self.acting_for(action.player, player)
        return super().actor_of(action, player)
