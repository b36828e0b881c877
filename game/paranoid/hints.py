"""Paranoid Delusions' coach (issue 33, game/core/hints.py): the hard bot's move and why.

A fresh hard bot, made with the hint's seed for the seat, chooses with its notebook open
(`SeededBot.notes`): it writes down the belief it acted on (P(type t concealed in rival
j's Plot), the value of naming each type) and, where it searched, each plan's mean win
credit over its imagined worlds. The words quote those numbers.

What differs from a hard bot that played the whole match: the hard bot searches once at
the start of a Paranoid phase and follows the plan it found (push, hold back, pass) to
the phase's end, a plan kept in the bot, not in the observation. A hint is made fresh
for each position, so after the phase's first action it gives the hard bot's default
plan (the one the search starts from and keeps unless clearly beaten). The first hint
of a phase is exactly the hard bot's; benchmarks/hints.py measures the whole effect on
a seat that always takes the hint (docs/benchmarks.md).
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from ..core.actions import Action
from ..core.hints import MAX_WHY_CHARS, Hint
from . import actions as act  # the moves, by their names in the rules
from .bots.hard import HardBot
from .bots.tactics import NEG, plan_accusation, standing, steps_cost
from .catalogue import IS_GOAL, IS_GROUP, type_name
from .observation import Observation
from .plots import kind_counts

# How a searched plan reads (hard.Macro names).
PLANS = {"default": "your plan", "pass": "passing now", "push": "pushing an Accusation through",
         "hold": "holding the Accusation back", "draw": "drawing", "decline": "declining",
         "strike": "striking"}


def _fit(line: str) -> str:
    return line if len(line) <= MAX_WHY_CHARS else line[:MAX_WHY_CHARS - 1] + "…"


def _pct(p: float) -> str:
    return f"{round(100 * p)}%"


def _name(obs: Observation, t: int) -> str:
    return type_name(t, obs.subculture)


def _likely(obs: Observation, prob: list[list[float]], t: int) -> float:
    """The chance the bot gave `t` of standing concealed in some rival's Plot."""
    return min(1.0, sum(row[t] for j, row in enumerate(prob) if j != obs.viewer))


def _accusation_words(obs: Observation, notes: dict[str, Any], hard: HardBot,
                      numbers: list[float]) -> list[str]:
    """What the plan behind a building step or an Accusation expects, in the bot's numbers."""
    values, prob = notes["values"], notes["prob"]
    plan = plan_accusation(obs, values, hard.style)
    if plan is None:
        return []
    best = max(plan.target, key=lambda t: _likely(obs, prob, t))
    likely = _likely(obs, prob, best)
    lines = [f"{len(plan.target)} types, about {plan.value:.1f} rival counters exposed."]
    numbers += [len(plan.target), round(plan.value, 1)]
    if likely > 0:
        unseen = sum(1 for j, pv in enumerate(obs.players) if j != obs.viewer and pv.concealed)
        lines.append(f"{_name(obs, best)}: {_pct(likely)} likely in one of the {unseen} "
                     "Plots still hiding counters.")
        numbers += [round(100 * likely), unseen]
    return lines


def _search_words(notes: dict[str, Any], chosen: Any, numbers: list[float]) -> str | None:
    """How the chosen plan compared with the others over the imagined worlds."""
    macros, credit, worlds = notes.get("macros"), notes.get("credit"), notes.get("worlds", 0)
    if not macros or not worlds or chosen is None:
        return None
    i = next((k for k, m in enumerate(macros) if m == chosen), 0)
    others = [k for k in range(len(macros)) if k != i]
    if not others:
        return None
    j = max(others, key=lambda k: credit[k])
    numbers += [round(100 * credit[i]), round(100 * credit[j]), worlds]
    return (f"Over {worlds} imagined games {PLANS[macros[i].name]} wins {_pct(credit[i])} "
            f"of the time; {PLANS[macros[j].name]} {_pct(credit[j])}.")


def _words(obs: Observation, action: Action, notes: dict[str, Any], hard: HardBot,
           numbers: list[float]) -> list[str]:
    me = obs.viewer if obs.viewer is not None else 0
    pv = obs.players[me]
    values = notes.get("values")
    if isinstance(action, act.Pick | act.Finish):
        groups, methods, goals = kind_counts(obs.plot)
        size = len(obs.plot)
        numbers.append(size)
        if isinstance(action, act.Finish):
            return [f"Finish your Plot at {size} counters: it is as big as it can usefully be."]
        kind = "Group" if IS_GROUP[action.type] else "Goal" if IS_GOAL[action.type] else "Method"
        numbers += [groups, methods, goals]
        return [f"Take {_name(obs, action.type)} as a {kind}: your Plot has {size} counters so "
                f"far ({groups} G, {methods} M, {goals} Goal).",
                "A bigger Plot wins an Enemy Victory; aim for 2 Groups, 4 Methods, 1 Goal."]
    if isinstance(action, act.Give):
        numbers.append(pv.enemy_count)
        return [f"Give the duplicate {_name(obs, action.type)} to your own Reserve: the rules "
                "make your Enemy hand it on.", f"Your Enemy holds {pv.enemy_count} counters."]
    if isinstance(action, act.Reconceal):
        return [f"Turn {_name(obs, action.type)} face down again: its twin is laid aside, so "
                "nobody can name it now."]
    if isinstance(action, act.Strike):
        target = obs.players[action.target]
        numbers += [target.sanity, target.concealed]
        mine, _ = standing(obs, me)
        numbers.append(mine)
        return [f"Strike {target.name}: {target.sanity} Sanity left, {target.concealed} "
                "counters still concealed.",
                f"You lead with {mine} concealed: every Strike brings the end nearer."]
    if isinstance(action, act.Excess) and values is not None:
        v = values[action.type]
        numbers.append(round(v, 2))
        return [f"Keep {_name(obs, action.type)}: worth {v:.2f} exposures in an Accusation, "
                "the most of these counters."]
    if obs.phase == "enemy":
        mine, best = standing(obs, me)
        numbers += [obs.pool_count, mine, best]
        if isinstance(action, act.Draw):
            return [f"Draw with your Enemy: {obs.pool_count} counters left in the Pool; each "
                    "is ammunition and a guard.",
                    f"You have {mine} concealed, the best rival {best}: "
                    + ("no Strike while behind." if mine < best else
                       "no Strike while level." if mine == best else
                       "you struck already or drawing is worth more.")]
        return [f"Pass: {mine} concealed against the best rival's {best}; nothing to gain now."]
    if isinstance(action, act.Accuse | act.Place | act.Shift) or (
            isinstance(action, act.Stow) and action.to not in (act.RESERVE, act.NEW)):
        lines = _accusation_words(obs, notes, hard, numbers)
        verb = "Accuse now" if isinstance(action, act.Accuse) else "Build your Accusation"
        if values is not None and not isinstance(action, act.Accuse):
            plan = plan_accusation(obs, values, hard.style)
            if plan is not None:
                cost = steps_cost(obs, plan.steps)
                numbers.append(cost)
                verb += f", {cost} Sanity to go"
        return [f"{verb}: " + (lines[0] if lines else "it is the plan.")] + lines[1:]
    if isinstance(action, act.Draw):
        numbers += [obs.next_cost, pv.sanity]
        return [f"Draw from the Pool: it costs {obs.next_cost} Sanity of your {pv.sanity}, "
                "and builds your hand."]
    if isinstance(action, act.Stow):
        if values is not None and obs.pending >= 0 and values[obs.pending] > NEG / 2:
            v = values[obs.pending]
            numbers.append(round(v, 2))
            return [f"Keep {_name(obs, obs.pending)} in your Reserve: worth {v:.2f} exposures, "
                    "not yet a place in an Accusation."]
        return ["Keep the counter in your Reserve: it stands in your own Plot, never name it."]
    if isinstance(action, act.Pass):
        numbers += [obs.next_cost, pv.sanity]
        return [f"Pass: your next action would cost {obs.next_cost} Sanity of your {pv.sanity}; "
                "no Accusation is worth it yet."]
    return ["The hard bot's move here."]


def hint(observation: Observation, legal: Sequence[Action], seat: int, seed: int) -> Hint:
    """The hard bot's move for `seat` with `seed`, and why, in its own numbers."""
    bot = HardBot(seat, seed)
    bot.notes = {}
    action = bot.choose(observation, list(legal))
    notes = bot.notes
    numbers: list[float] = []
    words = _words(observation, action, notes, bot, numbers)
    searched = _search_words(notes, notes.get("macro"), numbers)
    if searched is not None:
        words = [words[0], searched]
    why = tuple(_fit(w) for w in words if w)[:2]
    return Hint(action, why, quoted(numbers, why))


def quoted(numbers: list[float], why: Sequence[str]) -> tuple[float, ...]:
    """The numbers the words say (a line left out takes its numbers with it)."""
    said = " ".join(why)
    return tuple(n for n in numbers if f"{n:g}" in said)
