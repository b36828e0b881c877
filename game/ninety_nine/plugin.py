"""Ninety-Nine Paranoia's platform adapter (`game.core.contract.Plugin`)."""

from __future__ import annotations

from typing import Any

from game.core.actions import Action
from game.core.config import config_maker, config_options
from game.core.contract import OptionSpec

from .actions import from_text, to_text
from .bots import make_bot
from .game import Game
from .hints import hint
from .narration import describe
from .options import ROUNDS, SCORING, GameConfig, Options
from .phone import phone_view

__all__ = ["CHANCE_EVENTS", "OPTIONS", "REVEAL_EVENTS", "Game", "action_text", "config_from_json",
           "config_options", "demo_options", "describe", "hint", "make_bot", "make_config",
           "parse_action", "phone_view", "step_problems", "undoable"]

OPTIONS: tuple[OptionSpec, ...] = (
    OptionSpec("rounds", "Rounds", "choice", 3, choices=ROUNDS,
               labels=("1 (quick)", "3", "5", "7", "10"),
               help="How many rounds you play; the lowest total at the end wins"),
    OptionSpec("scoring", "Scoring", "choice", "cumulative", choices=SCORING,
               labels=("Cumulative", "Rounds won"),
               help=("Cumulative: the lowest total wins. Rounds won: whoever wins the most rounds "
                     "wins (a tie goes to the lowest total)")),
    OptionSpec("call_count", "Call the count", "toggle", False,
               help=("After each play you pick the new count from four numbers within 10 seconds; "
                     "wrong or late costs you 1 point")),
    OptionSpec("blind_count", "Blind count", "toggle", False, requires="call_count",
               help="The count is not shown: you keep it in your head; only calling it shows it"),
    OptionSpec("quick_pass", "Quick pass", "toggle", False,
               help=("When a Two or a King makes everyone pass a card, each gives a random card "
                     "instead of choosing (quicker with many players)")),
)

CHANCE_EVENTS = frozenset({"drew", "dealt"})
# The round-end summary turns every hand over (docs/rules-ninety-nine.md): the round is
# dead, the next is dealt in the same apply, so the observation does not keep them.
REVEAL_EVENTS = frozenset({"round_over"})


make_config = config_maker(OPTIONS, GameConfig, Options)
config_from_json = GameConfig.from_json


def demo_options(players: int) -> dict[str, Any]:
    """A bots-only demo (kiosk attract loop, --demo): three rounds, so a passer-by sees
    the count climb, a pass and a round end before the stand moves to the next game.
    (The spec's "1 (quick)" is offered to visitors in setup.)"""
    return {"rounds": 3}


action_text, parse_action = to_text, from_text


def undoable(before: Game, action: Action, after: Game) -> bool:
    """Fair undo: never. Every play moves the count, scores or draws a card (revealing
    the stock), a pass choice is locked by the rules (§5.6.2), and a call reveals the
    right total (§10.1). See docs/rules-ninety-nine.md."""
    return False


def step_problems(before: Game, after: Game) -> list[str]:
    """Invariant checks after a step (the simulator's `check`)."""
    return after.state.problems()
