"""Paranoid Delusions on a phone (issue 25): the seat's Plot, Reserves and Accusations, and
its choices grouped the way the table groups them (building, the Accusation builder,
giving, striking).

Built from one seat's `Observation` and legal actions only (game/core/phone.py).
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from game.core.phone import Legal, choice, item, section, step

from .actions import (
    NEW,
    RESERVE,
    Accuse,
    Draw,
    Excess,
    Finish,
    Give,
    Pass,
    Pick,
    Place,
    Reconceal,
    Shift,
    Stow,
    Strike,
)
from .catalogue import KIND, type_name
from .observation import Observation
from .state import NONE

_PHASE = {"plot": "building Plots", "paranoid": "Paranoid phase", "enemy": "Enemy phase",
          "excess": "turn end", "over": "game over"}


def _counter(obs: Observation, t: int, note: str = "") -> dict[str, str]:
    return item(type_name(t, obs.subculture), note or KIND[t])


def _where(to: int) -> str:
    return {RESERVE: "your Reserve", NEW: "a new Accusation"}.get(to, f"Accusation {to + 1}")


def _sections(obs: Observation, names: Sequence[str]) -> list[dict[str, Any]]:
    out = []
    if obs.plot:
        out.append(section("Your Plot", "counters", [
            _counter(obs, t, "exposed" if shown else "hidden")
            for t, shown in zip(obs.plot, obs.plot_exposed, strict=True)]))
    if obs.pending != NONE:
        out.append(section("Just drawn", "counters", [_counter(obs, obs.pending)]))
    out.append(section("Paranoid Reserve", "counters", [_counter(obs, t) for t in obs.paranoid]))
    for k, acc in enumerate(obs.accusations):
        out.append(section(f"Accusation {k + 1}", "counters", [_counter(obs, t) for t in acc]))
    out.append(section("Enemy Reserve", "counters", [_counter(obs, t) for t in obs.enemy]))
    if obs.must_give:
        out.append(section("Must give away", "counters",
                           [_counter(obs, t) for t in obs.must_give]))
    out.append(section("Players", "lines", [
        f"{names[p]}: sanity {v.sanity}, exposure {v.score}" for p, v in enumerate(obs.players)]))
    return out


MOVE, WHERE, WHICH = "Your move", "To where?", "Which counter?"


def _choice(obs: Observation, x: Legal, names: Sequence[str]) -> dict[str, Any]:  # noqa: PLR0911
    a = x.action

    def name(t: int) -> str:
        return type_name(t, obs.subculture)

    def who(p: int) -> str:
        return names[p] if 0 <= p < len(names) else "?"

    if isinstance(a, Pick):  # 80 kinds: the sort first, then the counter
        return choice(x, name(a.type), WHICH,
                      path=[step(f"A {KIND[a.type]}", "Build your Plot")])
    if isinstance(a, Finish):
        return choice(x, "Plot finished", "Build your Plot")
    if isinstance(a, (Draw, Pass)):
        return choice(x, "Draw from the Pool" if isinstance(a, Draw) else "Pass", MOVE)
    if isinstance(a, Stow):
        return choice(x, f"To {_where(a.to)}", "Stow the drawn counter")
    if isinstance(a, Place):  # counter -> zone
        return choice(x, f"To {_where(a.to)}", WHERE,
                      path=[step("From your Reserve", MOVE), step(name(a.type), WHICH)])
    if isinstance(a, Shift):
        return choice(x, f"To {_where(a.to)}", WHERE,
                      path=[step(f"From Accusation {a.source + 1}", MOVE),
                            step(name(a.type), WHICH)])
    if isinstance(a, Accuse):
        return choice(x, f"With Accusation {a.accusation + 1}", "Accuse with which?",
                      path=[step("Accuse", MOVE)])
    if isinstance(a, Give):
        return choice(x, name(a.type), WHICH, path=[step(f"Give to {who(a.to)}", MOVE)])
    if isinstance(a, Strike):
        return choice(x, who(a.target), "Strike whom?", path=[step("Strike", MOVE)])
    if isinstance(a, Reconceal):
        return choice(x, f"Conceal {name(a.type)}", "Reconceal")
    if isinstance(a, Excess):
        return choice(x, name(a.type), "Over the limit: to your Paranoid Reserve")
    return choice(x, x.text)  # a kind this module does not know yet still reaches the phone


def phone_view(obs: Observation, legal: Sequence[Legal], names: Sequence[str]) -> dict[str, Any]:
    me = obs.viewer if obs.viewer is not None else -1
    phase = _PHASE.get(obs.phase, obs.phase)
    status = [f"Turn {obs.turn}, {phase}" if obs.turn else phase.capitalize()]
    if obs.phase == "over":
        won = (obs.result or {}).get("winners", [])
        status.insert(0, "Game over: " + (", ".join(names[w] for w in won) or "no winner"))
    elif legal:
        status.insert(0, "Your turn")
        if obs.phase == "paranoid":
            status.append(f"Next action costs {obs.next_cost} sanity")
        elif obs.phase == "enemy" and obs.enemy_allowed:
            status.append(f"Enemy actions allowed: {obs.enemy_allowed}")
    elif obs.actor is not None and 0 <= obs.actor < len(names):
        status.insert(0, f"{names[obs.actor]} is acting")
    if 0 <= me < len(obs.players):
        status.append(f"Your sanity {obs.players[me].sanity}, exposure {obs.players[me].score}")
    return {"status": status, "sections": _sections(obs, names),
            "choices": [_choice(obs, x, names) for x in legal]}
