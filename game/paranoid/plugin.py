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
           "demo_options", "fallback", "make_bot", "make_config", "narrator", "parse_action",
           "phone_view", "step_problems", "undoable"]

DEMO_TURN_LIMIT = 40  # the spec lets demo presets shorten the safety net (§8)

OPTIONS: tuple[OptionSpec, ...] = (
    OptionSpec("subculture", "Your subculture", "text", DEFAULT_SUBCULTURE, high=22,
               help="The 12th Society is yours: name it (§1). It shows on its counter."),
    OptionSpec("plot_building", "Plot building", "choice", BLIND, choices=PLOT_BUILDING,
               labels=("Blind", "Open"),
               help="§3.3: blind — everyone builds from all 80 types and clashes are settled "
                    "afterwards, in private; open — one at a time, taken types shown."),
    OptionSpec("aliens", "Aliens", "toggle", False,
               help="§9.11: Alien Plots need a Goal marked A; their Enemy may turn an "
                    "exposed counter face down again."),
    OptionSpec("corporations", "Corporations", "toggle", False,
               help="§9.12: Corporate Plots need a Goal marked C; their Enemy gets one "
                    "extra action."),
    OptionSpec("delusions", "Delusions", "toggle", False,
               help="§9.13: Delusions stands alone in its Plot; it wins if every Paranoid "
                    "goes insane while it stays hidden."),
    OptionSpec("trade", "Duplicate trade", "toggle", False,
               help="§9.2: Plot types take both copies; the second copies are traded face "
                    "down into other Enemy Reserves."),
    OptionSpec("fewer", "Fewer counters", "choice", 0, choices=tuple(range(FEWER_MAX + 1)),
               labels=("none",) + tuple(f"{n} set{'s' * (n > 1)} of 7"
                                        for n in range(1, FEWER_MAX + 1)),
               help="§9.2: remove sets of 7 counters at random after the Plots are built "
                    "(a shorter game)."),
    OptionSpec("sanity", "Starting Sanity", "number", 35, low=SANITY_RANGE[0],
               high=SANITY_RANGE[1],
               help="§9.2: 35 is standard; lower is a shorter, sharper game. "
                    "Page Up / Down: by 10."),
    OptionSpec("turn_limit", "Turn limit", "number", DEFAULT_TURN_LIMIT, low=5, high=200,
               step=5, help=f"§8: the game ends as an Enemy Victory after this many turns "
                            f"({DEFAULT_TURN_LIMIT} is a safety net)."),
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
