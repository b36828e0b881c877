"""The engine contract every game on the table offers (docs/architecture.md).

The shell, the conformance suite, the simulator and the tournament runner use games
only through this surface, so a new game plugs in without shell code:

    game = Engine.new(config, seed)            # seeded; same seed + actions = same game
    game.waiting_for                           # players whose choice is awaited now
    game.legal_actions(p)                      # p's legal actions ([] if p is not awaited)
    events = game.apply(action_or_text, p)     # IllegalAction, game unchanged, if not legal
    game.observe(viewer)                       # what `viewer` may know (None: public)
    [e.view(viewer) for e in events]           # each event as `viewer` may see it
    game.is_over, game.outcome                 # Result(winners, scores, why)
    game.clone(), game.to_json(), Engine.from_json(data), Engine.replay(config, seed, record)
    game.redeal(viewer, seed)                  # hidden information re-dealt for `viewer`

Several players may be awaited at once (a card pass, a secret ballot): each submits
with `apply(action, player)` in any order and the outcome does not depend on the order.
`record` holds the text of every applied action in order; the text carries whatever
the engine needs to replay it (the player, for a simultaneous choice).
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any, NamedTuple, Protocol, runtime_checkable

from .actions import Action
from .events import Event

# The omniscient spectator: every hand face up. Only for a table where nobody at the
# screen plays (a bots-only kiosk demo) and only in games whose spec allows it.
EVERYONE = -1


class Result(NamedTuple):
    """How a game ended, the same for every game: who won, each seat's score, and why."""

    winners: tuple[int, ...]
    scores: tuple[float, ...]
    why: str
    draw: bool = False  # nobody won: the winners tied and the rules call it a draw


@runtime_checkable
class Engine(Protocol):
    """What the platform needs of a game. `game/paranoid/game.py::Game` is the model."""

    seed: int
    record: list[str]

    @classmethod
    def new(cls, config: Any, seed: int = 0) -> Engine: ...

    @classmethod
    def replay(cls, config: Any, seed: int, actions: Sequence[str]) -> Engine: ...

    @property
    def config(self) -> Any: ...

    @property
    def waiting_for(self) -> tuple[int, ...]: ...

    @property
    def is_over(self) -> bool: ...

    @property
    def outcome(self) -> Result | None: ...

    def legal_actions(self, player: int | None = None) -> list[Action]: ...

    def apply(self, action: Action | str, player: int | None = None) -> list[Event]: ...

    def observe(self, viewer: int | None) -> Any: ...

    def clone(self) -> Engine: ...

    def redeal(self, viewer: int | None, seed: int) -> Engine: ...

    def to_json(self) -> dict[str, Any]: ...

    @classmethod
    def from_json(cls, data: dict[str, Any]) -> Engine: ...


class Bot(Protocol):
    """A bot gets its seat's observation and legal actions, never the state."""

    player: int

    def choose(self, observation: Any, legal: list[Action]) -> Action: ...


class OptionSpec(NamedTuple):
    """One setting of a game, described so the shell can build setup and settings forms.

    kind: "toggle" (bool), "choice" (one of `choices`), "number" (int in low..high by
    step), "text" (printable text of at most `high` characters).
    """

    key: str
    label: str
    kind: str
    default: Any
    choices: tuple[Any, ...] = ()
    low: int = 0
    high: int = 0
    step: int = 1
    help: str = ""
    labels: tuple[str, ...] = ()  # how each choice reads on screen (default: str(choice))
    requires: str = ""  # another toggle that must be on for this one to matter

    def clamp(self, value: Any) -> Any:
        """`value` made valid for this option, or the default when it cannot be."""
        if self.kind == "toggle":
            return value if isinstance(value, bool) else self.default
        if self.kind == "choice":
            return value if value in self.choices else self.default
        if self.kind == "number":
            if isinstance(value, bool) or not isinstance(value, int):
                return self.default
            return max(self.low, min(self.high, value))
        if self.kind == "text":
            if not isinstance(value, str):
                return self.default
            text = "".join(ch for ch in value if ch.isprintable()).strip()[: self.high or 40]
            return text or self.default
        raise ValueError(f"unknown option kind {self.kind!r}")


def clamp_options(specs: Sequence[OptionSpec], values: Mapping[str, Any]) -> dict[str, Any]:
    """Every option of `specs`, from `values` where valid, else its default."""
    return {s.key: s.clamp(values.get(s.key, s.default)) for s in specs}


class Plugin(Protocol):
    """A game's platform adapter: the module `GameInfo.plugin` names (`game/<g>/plugin.py`).

    Everything the shell, the simulator, the tournament and the conformance suite ask
    of a game beyond the engine itself. Imported only when the game is chosen.
    """

    Game: type  # the engine class (the `Engine` protocol)
    OPTIONS: tuple[OptionSpec, ...]  # the setup / settings form, in order
    CHANCE_EVENTS: frozenset[str]  # event kinds that show a fresh chance outcome (a draw)

    def make_config(self, seats: Sequence[str], names: Sequence[str],
                    options: Mapping[str, Any]) -> Any:
        """The engine's config from the shell's setup (options as `OPTIONS` keys)."""

    def config_from_json(self, data: dict[str, Any]) -> Any: ...

    def demo_options(self, players: int) -> dict[str, Any]:
        """Options for a bots-only demo (kiosk, --demo): shorter games where the spec allows."""

    def make_bot(self, level: str, player: int, seed: int) -> Bot: ...

    def action_text(self, action: Action) -> str: ...

    def parse_action(self, text: str) -> Action: ...

    def describe(self, view: dict[str, Any], names: Sequence[str]) -> str:
        """One line of the public log for a public event view ("" for none)."""

    def undoable(self, before: Engine, action: Action, after: Engine) -> bool:
        """Fair undo: may the player who sent `action` take it back (revealed nothing)?"""
