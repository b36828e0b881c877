"""Pulling Strings' platform adapter (`game.core.contract.Plugin`)."""

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
from .options import ASSIGNMENT, DIPLOMACY, INTERFERENCE, GameConfig, Options
from .phone import phone_view

__all__ = ["CHANCE_EVENTS", "OPTIONS", "REVEAL_EVENTS", "Game", "action_text", "config_from_json",
           "config_options", "costly", "demo_options", "describe", "fallback", "hint", "make_bot",
           "make_config", "parse_action", "phone_view", "step_problems", "undoable"]

OPTIONS: tuple[OptionSpec, ...] = (
    OptionSpec("cabals", "Cabals", "choice", "random", choices=ASSIGNMENT,
               labels=("Random", "Choose in seat order"),
               help="Which secret society each player leads: dealt at random, or picked in turn."),
    OptionSpec("goal_offset", "Groups to win", "choice", 0, choices=(-3, -2, -1, 0, 1, 2, 3),
               labels=("3 fewer", "2 fewer", "1 fewer", "As the rules say", "1 more", "2 more",
                       "3 more"),
               help="How many groups a web needs to win: the rules' number for this many "
                    "players, or a shorter or longer game."),
    OptionSpec("special_goals", "Special goals", "toggle", True,
               help="Each society also wins by its own secret obsession, not only by size."),
    OptionSpec("diplomacy", "Gifts (diplomacy)", "choice", "auto", choices=DIPLOMACY,
               labels=("With only humans", "On", "Off"),
               help="Players may give each other money and groups as gifts."),
    OptionSpec("interference", "Interference", "choice", "close", choices=INTERFERENCE,
               labels=("Always", "When close to winning", "Never"),
               help="When the other players are asked to pay for or against an attack."),
    OptionSpec("turn_limit", "Turn limit (rounds)", "choice", 0,
               choices=(0, 6, 8, 10, 12, 15, 20, 25, 30),
               labels=("Off", "6", "8", "10", "12", "15", "20", "25", "30"),
               help="After this many rounds the player closest to a goal wins."),
    OptionSpec("catch_up", "Catch-up money", "number", 2, low=0, high=5,
               help="Extra money for each seat after the first player, to make up for moving "
                    "later."),
)

# Draws and rolls show fresh chance; a Mole's take and a gifted card are told to the
# two players concerned only (docs/rules-pulling-strings.md).
CHANCE_EVENTS = frozenset({"drew", "rolled", "first_roll", "setup"})
REVEAL_EVENTS = frozenset({"mole_took"})


make_config = config_maker(OPTIONS, GameConfig, Options)
config_from_json = GameConfig.from_json


def demo_options(players: int) -> dict[str, Any]:
    """A bots-only demo (kiosk, --demo): the 10-round limit of spec §11."""
    return {"turn_limit": 10}


action_text, parse_action = to_text, from_text


def undoable(before: Game, action: Action, after: Game) -> bool:
    """Fair undo: only steps that reveal nothing and involve nobody else — choosing an
    attacker, a target or helpers, counting out a transfer, and cancelling those."""
    return action.kind in ("attack", "aim", "help", "take", "add", "cancel")


# What an overrunning bot plays: the step that commits to least (no Slush, no attack).
_QUIET = ("done", "keep roll", "end turn", "lie low", "end actions", "cancel", "go")


def fallback(legal: list[Action]) -> Action:
    """The quietest legal step (a bot that ran out of time never attacks or pays)."""
    texts = [to_text(a) for a in legal]
    for quiet in _QUIET:
        if quiet in texts:
            return legal[texts.index(quiet)]
    return legal[0]


def costly(game: Game, player: int, action: Action) -> str | None:
    """Resigning cannot be taken back (§12): the table asks first."""
    if action.kind == "resign":
        return "Resign? You leave the game for good and your groups go uncontrolled."
    return None


def step_problems(before: Game, after: Game) -> list[str]:
    return after.state.problems()
