"""What every engine's `Game` facade shares: its seed and record of actions, the awaited
seats, legal actions cached per seat, `apply` with its checks (awaited? legal?) and its
record, observing, cloning, re-dealing, saving to and from JSON with a version, and
replaying. Rules live in each game; this is bookkeeping.

A game's `Game` subclasses `RecordedGame`, names its `State` class (which has `phase`,
`clone`, `to_json` and `from_json`), its `save_version` and the `Sections` its refusals
cite, hands its rule functions over as `Rules` (waiting_for, legal_actions, apply,
observe, redeal, from_text, to_text), and adds `new` and `outcome`
(game/core/contract.py). It overrides a method only where its rules differ (who an
action names, a faster legality test).
"""

from __future__ import annotations

import json
from collections.abc import Callable, Sequence
from typing import Any, ClassVar, NamedTuple

from .errors import CorruptState, IllegalAction
from .events import Event


class Sections(NamedTuple):
    """The rule (spec section) each refusal of `RecordedGame.apply` names, per game."""

    text: str  # a text that is no action
    over: str  # the game has ended
    seat: str  # acting for another seat, or several seats awaited without saying who
    awaited: str  # the seat is not awaited now
    legal: str  # the action is not legal now


class Rules(NamedTuple):
    """A game's rule functions, as its `Game` hands them to the shared facade."""

    waiting_for: Callable[[Any], tuple[int, ...]]  # (state) -> awaited seats
    legal_actions: Callable[[Any, int], list[Any]]  # (state, seat)
    apply: Callable[[Any, Any, int], list[Event]]  # (state, action, seat) -> events
    observe: Callable[[Any, int | None], Any]  # (state, viewer)
    redeal: Callable[[Any, int | None, int], Any]  # (state, viewer, seed) -> state
    from_text: Callable[[str], Any]
    to_text: Callable[[Any], str]


class RecordedGame:
    """A game's facade: its state, seed and record, and the shared ways of playing it."""

    state_type: ClassVar[Any]  # the game's State class
    save_version: ClassVar[int] = 1
    over_phase: ClassVar[str] = "over"
    seat_word: ClassVar[str] = "player"  # how refusals call a seat
    sections: ClassVar[Sections]
    rules: ClassVar[Rules]

    def __init__(self, state: Any, seed: int, record: list[str] | None = None) -> None:
        self.state = state
        self.seed = seed
        self.record: list[str] = record if record is not None else []
        self._legal: dict[int, list[Any]] = {}
        self.opening: list[Event] = []  # what `new` told before the first action

    @classmethod
    def new(cls, config: Any = None, seed: int = 0) -> Any:
        raise NotImplementedError

    # ---- waiting ----
    @property
    def waiting_for(self) -> tuple[int, ...]:
        return self.rules.waiting_for(self.state)

    @property
    def current_player(self) -> int | None:
        """The single awaited seat; None when several (or none) are awaited."""
        w = self.waiting_for
        return w[0] if len(w) == 1 else None

    @property
    def is_over(self) -> bool:
        return self.state.phase == self.over_phase

    def legal_actions(self, player: int | None = None) -> list[Any]:
        """Legal actions of `player` (None: the single awaited seat); [] for anyone not
        awaited. Do not mutate the list."""
        acts = self._legal.get(player)  # listed for an awaited seat since the last apply
        if acts is not None:
            return acts
        if player is None:
            player = self.current_player
            if player is None:
                return []
        elif player not in self.waiting_for:
            return []
        acts = self._legal.get(player)
        if acts is None:
            acts = self._legal[player] = self.rules.legal_actions(self.state, player)
        return acts

    # ---- acting ----
    def apply(self, action: Any, player: int | None = None) -> list[Event]:
        """Apply an action (or its text) for an awaited seat; IllegalAction naming the rule
        and what was sent, with the game unchanged, for anything else."""
        sent = action if isinstance(action, str) else None
        action = self.parse(action)
        if self.is_over:
            raise IllegalAction(self.sections.over, "the game is over")
        try:
            actor = self.actor_of(action, player)
        except IllegalAction as exc:  # every refusal names what was sent
            raise IllegalAction(exc.rule, f"{sent or self.text_of(action)!r}: "
                                f"{exc.message}") from None
        if actor is None or actor not in self.waiting_for:
            raise IllegalAction(self.sections.awaited, f"{sent or self.text_of(action)!r}: "
                                f"{self.seat_word} {actor} is not awaited now")
        if not self.is_legal(action, actor):
            raise IllegalAction(self.sections.legal,
                                f"{sent or self.text_of(action)!r} is not legal now")
        events = self.rules.apply(self.state, action, actor)
        self._legal = {}
        self.record.append(self.rules.to_text(action))
        return events

    def parse(self, action: Any) -> Any:
        """The action a text stands for (IllegalAction naming the text if none)."""
        if not isinstance(action, str):
            return action
        try:
            return self.rules.from_text(action)
        except IllegalAction:
            raise
        except ValueError as exc:
            raise IllegalAction(self.sections.text, str(exc)) from None

    def actor_of(self, action: Any, player: int | None) -> int | None:
        """Who acts: `player` if given, else the single awaited seat. A game whose actions
        name their seat overrides this."""
        if player is not None:
            return player
        if self.current_player is None:
            raise IllegalAction(self.sections.seat,
                                f"several {self.seat_word}s are awaited: say who acts")
        return self.current_player

    def acting_for(self, named: int, player: int | None) -> int:
        """The seat an action names, refused if sent by another `player`."""
        if player is not None and player != named:
            raise IllegalAction(self.sections.seat, f"{self.seat_word} {player} cannot act "
                                f"for {self.seat_word} {named}")
        return named

    def is_legal(self, action: Any, actor: int) -> bool:
        return action in self.legal_actions(actor)

    def text_of(self, action: Any) -> str:
        """The action's text for a refusal; its repr if it has none."""
        try:
            return self.rules.to_text(action)
        except (ValueError, IndexError, TypeError, KeyError, AttributeError):
            return repr(action)

    # ---- looking ----
    def observe(self, viewer: int | None) -> Any:
        return self.rules.observe(self.state, viewer)

    def clone(self) -> Any:
        g = type(self)(self.state.clone(), self.seed, self.record[:])
        g._legal = dict(self._legal)
        return g

    def redeal(self, viewer: int | None, seed: int) -> Any:
        """A copy whose hidden information for `viewer` is re-dealt consistently."""
        return type(self)(self.rules.redeal(self.state, viewer, seed), self.seed,
                          self.record[:])

    @classmethod
    def replay(cls, config: Any, seed: int, actions: Sequence[str]) -> Any:
        """Rebuild a game from its seed and the text of its actions."""
        game = cls.new(config, seed)
        for text in actions:
            game.apply(text)
        return game

    @property
    def config(self) -> Any:
        return self.state.config

    # ---- saving ----
    def to_json(self) -> dict[str, Any]:
        return {"version": self.save_version, "seed": self.seed, "record": self.record[:],
                "state": self.state.to_json()}

    def dumps(self) -> str:
        return json.dumps(self.to_json(), separators=(",", ":"))

    @classmethod
    def from_json(cls, data: dict[str, Any]) -> Any:
        """A saved game; CorruptState for anything malformed or of another version (a
        file without a version predates versions: version 1)."""
        if not isinstance(data, dict) or not isinstance(data.get("state"), dict):
            raise CorruptState("not a saved game")
        version = data.get("version", 1)
        if version != cls.save_version:
            raise CorruptState(f"unknown save version {version!r}")
        try:
            seed, record = int(data["seed"]), [str(x) for x in data["record"]]
        except (KeyError, TypeError, ValueError) as exc:
            raise CorruptState(f"malformed saved game ({exc!r})") from exc
        return cls(cls.state_type.from_json(data["state"]), seed, record)

    @classmethod
    def loads(cls, text: str) -> Any:
        try:
            data = json.loads(text)
        except (json.JSONDecodeError, UnicodeDecodeError, TypeError) as exc:
            raise CorruptState(f"not readable as JSON ({exc})") from exc
        return cls.from_json(data)
