"""Conspiracy Pontoon's platform adapter (`game.core.contract.Plugin`)."""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any

from game.core.actions import Action
from game.core.contract import OptionSpec, clamp_options

from .actions import Link, Place, from_text, to_text
from .bots import make_bot
from .game import Game
from .hints import hint
from .narration import describe as _describe
from .options import HAND_LIMITS, TIMERS, GameConfig, Options, default_court, default_telling
from .phone import phone_view
from .state import TELL, check_invariants
from .subjects import SUBJECT_MAX, suggestions

__all__ = ["CHANCE_EVENTS", "OPTIONS", "Game", "action_text", "config_from_json",
           "demo_options", "describe", "hint", "make_bot", "make_config", "parse_action",
           "phone_view", "step_problems", "undoable"]

_SUIT = ("Hearts", "Clubs", "Diamonds", "Spades")  # seat p's suit (subjects.SEAT_SUITS)
# Court subjects (§4.3): typed, or (choices) one of the §2.3 suggestions, for a form that
# offers them as picks to a controller or a finger.
_COURT_OPTIONS = tuple(
    OptionSpec(f"court{p}{r}", f"{{player{p + 1}}}: {name}", "text",
               default_court(p)[k], high=SUBJECT_MAX,
               choices=tuple(subject for subject, _ in suggestions()),
               help=f"What {{player{p + 1}}}'s {name} of {_SUIT[p]} stands for: type your "
                    "own or keep this one (a bot picks its own).")
    for p in range(4) for k, (r, name) in enumerate((("J", "Jack"), ("Q", "Queen"),
                                                      ("K", "King"))))

OPTIONS: tuple[OptionSpec, ...] = (
    OptionSpec("subjects", "Subjects", "choice", "classic", choices=("classic", "kiosk"),
               labels=("Classic", "Kiosk-safe"),
               help="The subjects on Ace to 10: Classic, or Kiosk-safe for a public stand."),
    OptionSpec("telling", "Telling", "choice", "auto",
               choices=("auto", "spoken", "phrases", "typed"),
               labels=("Auto", "Spoken", "Phrase builder", "Typed"),
               help="How a winner tells the theory: Auto picks phrases when you play "
                    "alone and says it aloud with friends."),
    OptionSpec("timer", "Timer", "choice", 30, choices=TIMERS,
               labels=("Off", "15 s", "30 s", "45 s", "60 s"),
               help="Seconds a winner has to lay the cards of their theory."),
    OptionSpec("waiver", "Waiver vote", "toggle", True,
               help="When the clock runs out, the others vote to let the teller finish."),
    OptionSpec("heckle", "Heckle vote", "toggle", False, requires="",
               help="Spoken theories: the others may vote one down that missed a card."),
    OptionSpec("banking", "Bank passing", "choice", "rotate", choices=("rotate", "standard"),
               labels=("Rotate", "Standard"),
               help="Rotate: the bank moves on every hand. Standard: only to a Pontoon."),
    OptionSpec("inquisition", "Inquisition", "choice", 0, choices=(0, 1, 2),
               labels=("Off", "1 joker", "2 jokers"),
               help="Jokers in the deck: when one is dealt, everyone lays their cards."),
    OptionSpec("inquisition_failure", "Inquisition failure", "choice", "everyone",
               choices=("everyone", "mild"), labels=("Everyone loses", "Mild"),
               help="Too slow in the Inquisition: everyone loses, or just your cards."),
    OptionSpec("hand_limit", "Hand limit", "choice", 0, choices=HAND_LIMITS,
               labels=("None",) + tuple(str(x) for x in HAND_LIMITS[1:]),
               help="The game ends after this many hands."),
) + _COURT_OPTIONS
_RULE_KEYS = ("subjects", "telling", "timer", "waiver", "heckle", "banking", "inquisition",
              "inquisition_failure", "hand_limit")

CHANCE_EVENTS = frozenset({"dealt", "twisted", "inquisition"})


def make_config(seats: Sequence[str], names: Sequence[str],
                options: Mapping[str, Any]) -> GameConfig:
    values = clamp_options(OPTIONS, options)
    n = len(seats)
    if values["telling"] == "auto":  # §14: phrases solo (and kiosk), spoken with friends
        values["telling"] = default_telling(sum(1 for kind in seats if kind == "human"))
    # §4.3: a human's court is what they typed or kept; a bot's is drawn at the start
    court = tuple(tuple(values[f"court{p}{r}"] for r in "JQK") if seats[p] == "human"
                  else () for p in range(n))
    return GameConfig(players=n, names=tuple(names), seats=tuple(seats),
                      options=Options(**{k: values[k] for k in _RULE_KEYS}),
                      court=court)  # type: ignore[arg-type]


def config_from_json(data: dict[str, Any]) -> GameConfig:
    return GameConfig.from_json(data)


def demo_options(players: int) -> dict[str, Any]:
    """§14 kiosk preset: kiosk-safe subjects, hand limit 8, phrase builder, no timer."""
    return {"subjects": "kiosk", "hand_limit": 8, "telling": "phrases", "timer": 0}


def action_text(action: Action) -> str:
    return to_text(action)


def parse_action(text: str) -> Action:
    return from_text(text)


def describe(view: dict[str, Any], names: Sequence[str]) -> str:
    return _describe(view, names)


def step_problems(before: Game, after: Game) -> list[str]:
    """Checks the arena runs after every random action: the invariants of state.py, and
    every board card stays on the board (cards never come back, §1)."""
    problems = check_invariants(after.state)
    b, a = before.state.board, after.state.board
    if any(x >= 0 and y != x for x, y in zip(b, a, strict=True)):
        problems.append("a board card moved or left the board")
    return problems


def undoable(before: Game, action: Action, after: Game) -> bool:
    """Fair undo: a card of the current line or a link phrase, while the line is not
    complete (no card has been revealed and nothing has turned); never a Pontoon move."""
    if not isinstance(action, (Place, Link)):
        return False
    b, a = before.state, after.state
    return (a.phase == TELL and not a.inq and a.teller == b.teller
            and a.hands_done == b.hands_done and len(a.placed) >= len(b.placed))
