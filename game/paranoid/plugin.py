"""Paranoid Delusions' platform adapter (`game.core.contract.Plugin`).

What the shell, simulator, tournament and conformance suite ask of this game beyond
the engine: its options as a form, configs from a setup, bots, action text, the public
log line of an event, and the fair-undo rule (§ own Place/Shift within a Paranoid phase).
"""

from __future__ import annotations

from collections.abc import Callable, Mapping, Sequence
from typing import Any

from game.core.actions import Action
from game.core.contract import OptionSpec, clamp_options

from .actions import Pass, Place, Shift, from_text, to_text
from .bots import make_bot
from .catalogue import DEFAULT_SUBCULTURE
from .costly import costly
from .game import Game
from .hints import hint
from .narration import describe as _describe
from .options import (
    BLIND,
    DEFAULT_TURN_LIMIT,
    FEWER_MAX,
    PLOT_BUILDING,
    SANITY_RANGE,
    GameConfig,
    Options,
)
from .phone import phone_view
from .state import PARANOID

__all__ = ["CHANCE_EVENTS", "OPTIONS", "Game", "action_text", "config_from_json", "costly",
           "hint",
           "demo_options", "fallback", "make_bot", "make_config", "narrator", "parse_action",
           "phone_view", "step_problems", "undoable"]

DEMO_TURN_LIMIT = 40  # the spec lets demo presets shorten the safety net (§8)

OPTIONS: tuple[OptionSpec, ...] = (
    OptionSpec("subculture", "Your subculture", "text", DEFAULT_SUBCULTURE, high=22,
               help="One of the 12 Societies is your own group: name it, and that name is "
                    "written on its counter."),
    OptionSpec("plot_building", "Plot building", "choice", BLIND, choices=PLOT_BUILDING,
               labels=("Blind", "Open"),
               help="Blind: everyone builds a secret Plot at the same time from all 80 types; a "
                    "type two players both picked is replaced, told only to them. Open: "
                    "one player after another, seeing which types are already taken."),
    OptionSpec("aliens", "Aliens", "toggle", False,
               help="A Plot with an Alien Group needs a Goal marked A, and its player's Enemy may "
                    "turn an exposed counter face down again."),
    OptionSpec("corporations", "Corporations", "toggle", False,
               help="A Plot with a Corporation needs a Goal marked C, and its player's Enemy gets "
                    "one extra action each phase while it stays hidden."),
    OptionSpec("delusions", "Delusions", "toggle", False,
               help="Whoever puts Delusions in their Plot must make it their only Group; they win "
                    "if every player goes insane while it stays hidden."),
    OptionSpec("trade", "Duplicate trade", "toggle", False,
               help="Each type you put in your Plot takes both its copies; you pass the second "
                    "copies face down into other players' Enemy Reserves."),
    OptionSpec("fewer", "Fewer counters", "choice", 0, choices=tuple(range(FEWER_MAX + 1)),
               labels=("None",) + tuple(f"{n} set{'s' * (n > 1)} of 7"
                                        for n in range(1, FEWER_MAX + 1)),
               help="After the Plots are built, sets of 7 counters leave the game at random: "
                    "fewer to draw, a shorter game."),
    OptionSpec("sanity", "Starting Sanity", "number", 35, low=SANITY_RANGE[0],
               high=SANITY_RANGE[1],
               help="Every player starts with this much Sanity. 35 is standard; lower is a "
                    "shorter, sharper game. "
                    "Page Up / Down: by 10."),
    OptionSpec("turn_limit", "Turn limit", "number", DEFAULT_TURN_LIMIT, low=5, high=200,
               step=5, help=f"After this many turns the game ends and the Enemies win "
                            f"({DEFAULT_TURN_LIMIT} is only a safety net)."),
)
_RULE_KEYS = tuple(s.key for s in OPTIONS if s.key != "subculture")

# Every event that shows a counter fresh from the Pool to its drawer.
CHANCE_EVENTS = frozenset({"drawn", "removed"})


def make_config(seats: Sequence[str], names: Sequence[str],
                options: Mapping[str, Any]) -> GameConfig:
    values = clamp_options(OPTIONS, options)
    return GameConfig(players=len(seats), names=tuple(names), seats=tuple(seats),
                      options=Options(**{k: values[k] for k in _RULE_KEYS}),
                      subculture=values["subculture"])


def config_options(config: GameConfig) -> dict[str, Any]:
    """The setup form's values of a config (the inverse of `make_config`)."""
    return {**config.options.to_json(), "subculture": config.subculture}


def config_from_json(data: dict[str, Any]) -> GameConfig:
    return GameConfig.from_json(data)


def demo_options(players: int) -> dict[str, Any]:
    return {"turn_limit": DEMO_TURN_LIMIT}


def action_text(action: Action) -> str:
    return to_text(action)


def parse_action(text: str) -> Action:
    return from_text(text)


def narrator(config: GameConfig) -> Callable[[dict[str, Any], Sequence[str]], str]:
    """The public log's line for an event view; counter names need the subculture."""

    def describe(view: dict[str, Any], names: Sequence[str]) -> str:
        if view.get("kind") == "drawn" and view.get("setup"):
            return ""  # setup fills every Enemy Reserve: one line says it (setup_done)
        return _describe(view, list(names), config.subculture) or ""

    return describe


def undoable(before: Game, action: Action, after: Game) -> bool:
    """Fair undo (docs/rules.md): a Place or Shift within the same Paranoid phase of the
    same player; never a draw, which reveals a counter."""
    if not isinstance(action, (Place, Shift)):
        return False
    b, a = before.state, after.state
    return a.phase == PARANOID and (b.actor, b.turn, b.phase) == (a.actor, a.turn, a.phase)


def fallback(legal: list[Action]) -> Action:
    """What a bot that overran its time plays: Pass where it may."""
    return Pass() if Pass() in legal else legal[0]


def step_problems(before: Game, after: Game) -> list[str]:
    """Invariant checks between two consecutive positions (the simulator's `check`)."""
    from .invariants import step_problems as problems

    return problems(before.state, after.state)
