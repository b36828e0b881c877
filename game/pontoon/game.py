"""`Game`: the object clients hold (the `Engine` protocol of game/core/contract.py)."""

from __future__ import annotations

from ..core.actions import Action
from ..core.contract import Result
from ..core.engine import RecordedGame
from ..core.errors import IllegalAction
from ..core.events import Event
from .actions import Vote, from_text, to_text
from .conspiracy import placement_listed
from .observation import Observation, observe
from .options import GameConfig, draw_court
from .redeal import redeal as _redeal
from .rules import apply_action, legal_actions, start, waiting_for
from .state import BANK, OVER, PLAY, TELL, State

SAVE_VERSION = 1
_ONE_ACTOR = frozenset({PLAY, BANK, TELL})  # phases awaiting one player, the actor


class Game(RecordedGame):
    """One game of Conspiracy Pontoon: state, record of actions, cached legal actions."""

    name = "pontoon"
    save_version = SAVE_VERSION
    state_type = State

    def __init__(self, state: State, seed: int, record: list[str] | None = None) -> None:
        super().__init__(state, seed, record)
        self._legal: dict[int, list[Action]] = {}
        self.opening: list[Event] = []

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
        return w[0] if len(w) == 1 and self.state.phase != "vote" else None

    @property
    def is_over(self) -> bool:
        return self.state.phase == OVER

    @property
    def outcome(self) -> Result | None:
        r = self.state.result
        if r is None:
            return None
        return Result(tuple(r["winners"]), tuple(float(x) for x in self.state.scores()),
                      r["why"], bool(r["draw"]))

    def legal_actions(self, player: int | None = None) -> list[Action]:
        """Legal actions of `player` (None: the single awaited player); [] for anyone not
        awaited. Do not mutate the list."""
        acts = self._legal.get(player)  # listed for an awaited player since the last apply
        if acts is not None:
            return acts
        w = self.waiting_for
        if player is None:
            if len(w) != 1:
                return []
            player = w[0]
        if player not in w:
            return []
        acts = self._legal.get(player)
        if acts is None:
            acts = self._legal[player] = legal_actions(self.state, player)
        return acts

    def _is_legal(self, action: Action, player: int) -> bool:
        if action.kind == "place" and self.state.phase == TELL:
            return placement_listed(self.state, action)  # what the listing holds, O(1)
        return action in self.legal_actions(player)

    def apply(self, action: Action | str, player: int | None = None) -> list[Event]:
        """Apply an action (or its text) for an awaited player; IllegalAction, game
        unchanged, for anything else. A vote names its voter."""
        if isinstance(action, str):
            try:
                action = from_text(action)
            except ValueError as exc:
                raise IllegalAction("§6", str(exc)) from None
        if self.state.phase == OVER:
            raise IllegalAction("§8", "the game is over")
        w = self.waiting_for
        if isinstance(action, Vote):
            actor = action.voter
        elif player is not None:
            actor = player
        elif len(w) == 1:
            actor = w[0]
        else:
            raise IllegalAction("§6.4", "several players are awaited: say who acts")
        if actor not in w or (player is not None and player != actor):
            raise IllegalAction("§5", f"player {actor} is not awaited now")
        if action.kind != "tell" and not self._is_legal(action, actor):  # typed text: §6.3
            raise IllegalAction("§5", f"{to_text(action)!r} is not legal now")
        # The action is in the legal list, and every helper validates before it mutates.
        events = apply_action(self.state, action, actor)
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
        return Game(_redeal(self.state, viewer, seed), self.seed, self.record[:])
