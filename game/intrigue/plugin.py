"""Intrigue's platform adapter (`game.core.contract.Plugin`)."""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any

from game.core.actions import Action
from game.core.config import config_maker, config_options
from game.core.contract import OptionSpec

from .actions import from_text, to_text
from .bots import make_bot
from .bots.quietest import fallback
from .game import Game
from .hints import hint
from .narration import describe
from .options import (
    CLASSIC_TARGET,
    PERSONALITIES,
    TARGET_HIGH,
    TARGET_LOW,
    GameConfig,
    Options,
    default_target,
)
from .phone import phone_view

__all__ = ["CHANCE_EVENTS", "OPTIONS", "Game", "action_text", "config_from_json", "config_options",
           "demo_options", "describe", "fallback", "hint", "make_bot", "make_config",
           "parse_action", "phone_view", "step_problems", "undoable"]

# §17: every target from 10 to 30, and 0 for §11's default by member count.
TARGETS = (0, *range(TARGET_LOW, TARGET_HIGH + 1))
_TARGET_LABELS = (f"By members ({default_target(4)} / {default_target(6)})",
                  *(f"{t} (Classic)" if t == CLASSIC_TARGET else str(t) for t in TARGETS[1:]))

OPTIONS: tuple[OptionSpec, ...] = (
    OptionSpec("target", "Target score", "choice", 0, choices=TARGETS, labels=_TARGET_LABELS,
               help="The first member whose true score reaches this becomes President."),
    OptionSpec("round_limit", "Round limit", "number", 15, low=5, high=30,
               help="If nobody has become President by the end of this round, the highest true "
                    "score wins."),
    OptionSpec("mingling_turns", "Mingling turns", "number", 3, low=2, high=4,
               help="How many moves each member makes in each recess: whispers, rumours and pact "
                    "offers."),
    OptionSpec("floor_turns", "Floor turns", "number", 1, low=1, high=2,
               help="How many rumours each member may bring to the floor in each session."),
    OptionSpec("reports", "Informant reports", "number", 1, low=0, high=2,
               help="How many true facts about other members each member's informant reports "
                    "each round."),
    OptionSpec("quick_ballot", "Quick ballot", "toggle", False,
               help="Several people at one screen vote at once, each on their own three keys, "
                    "without passing the screen."),
    OptionSpec("personality", "Bot personality", "choice", "mixed", choices=PERSONALITIES,
               labels=("Mixed", "Loyal", "Cunning", "Paranoid", "Gambler"),
               help="How the bots lie, trust and vote: a mix, or all of one character."),
)

# Informant reports are fresh draws of the engine's random source (§5.1).
CHANCE_EVENTS = frozenset({"report"})


_make_config = config_maker(OPTIONS, GameConfig, Options)


def make_config(seats: Sequence[str], names: Sequence[str],
                options: Mapping[str, Any]) -> GameConfig:
    """The setup's values as a config. A whole-number target outside §17's 10–30 is
    brought to the nearest end of the range (5 plays to 10, 40 to 30), never to another
    value; 0 keeps §11's default by member count."""
    values = dict(options)
    target = values.get("target")
    if isinstance(target, int) and not isinstance(target, bool) and target != 0:
        values["target"] = max(TARGET_LOW, min(TARGET_HIGH, target))
    return _make_config(seats, names, values)
config_from_json = GameConfig.from_json


def demo_options(players: int) -> dict[str, Any]:
    """A bots-only demo: the default target for the member count, ten rounds at most."""
    return {"round_limit": 10}


action_text, parse_action = to_text, from_text


def undoable(before: Game, action: Action, after: Game) -> bool:
    """Fair undo: never. A whisper or offer reaches another member at once, a floor
    action is public, and a ballot is locked (§5.3.3); see docs/rules-intrigue.md."""
    return False


def step_problems(before: Game, after: Game) -> list[str]:
    """Invariant checks after a step (the simulator's `check`)."""
    return after.state.problems()
