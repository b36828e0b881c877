"""`Game`: the object clients hold (the `Engine` protocol of game/core/contract.py). The
shared facade (awaited player, legal cache, `apply`'s checks and record) is
`RecordedGame`'s; this names Pulling Strings' rules."""

from __future__ import annotations

from ..core.contract import Result
from ..core.engine import RecordedGame, Rules, Sections
from .actions import from_text, to_text
from .goals import scores
from .observation import observe
from .options import GameConfig
from .redeal import redeal
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
    sections = Sections(text="§8", over="§11", seat="§7", awaited="§7", legal="§8")
    rules = Rules(waiting_for, legal_actions, apply_action, observe, redeal, from_text, to_text)

    @classmethod
    def new(cls, config: GameConfig | None = None, seed: int = 0) -> Game:
        game = cls(State(config or GameConfig(), seed), seed)
        start_game(game.state, game.opening)  # §6
        return game

    @property
    def outcome(self) -> Result | None:
        r = self.state.result
        if r is None:
            return None
        return Result(tuple(r["winners"]), scores(self.state), r["why"], False)
