"""`Game`: the object clients hold (the `Engine` protocol of game/core/contract.py). The
shared facade (legal cache, `apply`'s checks and record) is `RecordedGame`'s; this names
Conspiracy Pontoon's rules and its fast paths."""

from __future__ import annotations

from ..core.actions import Action
from ..core.contract import Result
from ..core.engine import RecordedGame, Rules, Sections
from .actions import Vote, from_text, to_text
from .conspiracy import placement_listed
from .observation import observe
from .options import GameConfig, draw_court
from .redeal import redeal
from .rules import apply_action, legal_actions, start, waiting_for
from .state import BANK, PLAY, TELL, VOTE, State

SAVE_VERSION = 1
_ONE_ACTOR = frozenset({PLAY, BANK, TELL})  # phases awaiting one player, the actor


class Game(RecordedGame):
    """One game of Conspiracy Pontoon: state, record of actions, cached legal actions."""

    name = "pontoon"
    save_version = SAVE_VERSION
    state_type = State
    sections = Sections(text="§6", over="§8", seat="§6.4", awaited="§5", legal="§5")
    rules = Rules(waiting_for, legal_actions, apply_action, observe, redeal, from_text, to_text)

    @classmethod
    def new(cls, config: GameConfig | None = None, seed: int = 0) -> Game:
        # §4.3: seats left to choose get their court subjects now, from the seed
        game = cls(State(draw_court(config or GameConfig(), seed), seed), seed)
        game.opening = start(game.state)  # §4.4 and the first deal
        return game

    @property
    def waiting_for(self) -> tuple[int, ...]:
        s = self.state
        if s.phase in _ONE_ACTOR:  # the common case, asked several times per action
            return (s.actor,)
        return waiting_for(s)

    @property
    def current_player(self) -> int | None:
        w = self.waiting_for
        return w[0] if len(w) == 1 and self.state.phase != VOTE else None

    @property
    def outcome(self) -> Result | None:
        r = self.state.result
        if r is None:
            return None
        return Result(tuple(r["winners"]), tuple(float(x) for x in self.state.scores()),
                      r["why"], bool(r["draw"]))

    def actor_of(self, action: Action, player: int | None) -> int | None:
        """A vote names its voter (§6.4); other actions are the awaited player's."""
        if isinstance(action, Vote):
            return self.acting_for(action.voter, player)
        return super().actor_of(action, player)

    def is_legal(self, action: Action, actor: int) -> bool:
        if action.kind == "tell":  # any typed text may be told (§6.3)
            return True
        if action.kind == "place" and self.state.phase == TELL:
            return placement_listed(self.state, action)  # what the listing holds, O(1)
        return action in self.legal_actions(actor)
