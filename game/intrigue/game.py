"""`Game`: the object clients hold (the `Engine` protocol of game/core/contract.py). The
shared facade (awaited members, legal cache, `apply`'s checks and record) is
`RecordedGame`'s; this names Intrigue's rules."""

from __future__ import annotations

from ..core.actions import Action
from ..core.contract import Result
from ..core.engine import RecordedGame, Rules, Sections
from ..core.errors import IllegalAction
from .actions import from_text, to_text
from .observation import observe
from .options import GameConfig
from .redeal import redeal
from .rounds import start_game
from .rules import apply_action, is_legal, legal_actions, waiting_for
from .state import BALLOT, OVER, State

SAVE_VERSION = 1


class Game(RecordedGame):
    """One game of Intrigue: state, record of actions, cached legal actions. One member
    in the recess and on the floor; every voter still to choose in a ballot (§5.3.3)."""

    name = "intrigue"
    save_version = SAVE_VERSION
    state_type = State
    seat_word = "member"
    sections = Sections(text="§13", over="§11", seat="§13", awaited="§5", legal="§5")
    rules = Rules(waiting_for, legal_actions, apply_action, observe, redeal, from_text, to_text)

    @classmethod
    def new(cls, config: GameConfig | None = None, seed: int = 0) -> Game:
        game = cls(State(config or GameConfig(), seed), seed)
        start_game(game.state, game.opening)  # §4: files, chair, round 1's briefing
        return game

    @property
    def current_player(self) -> int | None:
        s = self.state
        return None if s.phase in (OVER, BALLOT) else s.actor

    @property
    def outcome(self) -> Result | None:
        s = self.state
        r = s.result
        if r is None:
            return None
        return Result(tuple(r["winners"]), tuple(s.true_score(p) / 2 for p in range(s.n)),
                      r["why"], bool(r["draw"]))

    def actor_of(self, action: Action, player: int | None) -> int:
        """Every action names its member (§13)."""
        if not isinstance(action, Action) or not action.values:
            raise IllegalAction("§13", f"not an Intrigue action: {action!r}")
        return self.acting_for(action.values[0], player)

    def is_legal(self, action: Action, actor: int) -> bool:
        return is_legal(self.state, action, actor)
