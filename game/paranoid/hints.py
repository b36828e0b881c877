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

Plots (§3.2) are built in the Plot builder, a screen of its own, one decision for the
player: the whole Plot. Its coach (scenes/paranoid/plot_coach.py) asks `plot_hint`:
ONE hard bot, made with the hint's seed, picks on and on from the seat's observation
(the draft grows by each pick; the legal Picks and Finish worked out by the engine's
own `setup.plot_actions`, from the seat's draft and, in open building, the types it saw
taken) until it finishes, exactly as that bot would build at the table. The `PlotHint`
carries the whole Plot; its words give its shape, its (-1) Methods (§5.1), the optional
rule's Group it took (§9.11-§9.13) and why size counts (§8). A single `Pick` or `Finish`
(the table's `hint`, a phone's) is the same plan's next step, in the same words' terms.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass, replace
from typing import Any

from ..core.actions import Action
from ..core.hints import MAX_WHY_CHARS, Hint
from . import actions as act  # the moves, by their names in the rules
from .bots.hard import HardBot
from .bots.tactics import NEG, plan_accusation, standing, steps_cost
from .catalogue import (
    DELUSIONS,
    GOAL_A,
    GOAL_C,
    IS_ALIEN,
    IS_CORPORATION,
    IS_GOAL,
    IS_GROUP,
    MINUS,
    type_name,
)
from .observation import Observation
from .options import Options
from .plots import MAX_GROUPS, MAX_METHODS, kind_counts
from .setup import plot_actions

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


# ---- the Plot (§3.2): the whole Plot the hard bot builds from here -------------------
@dataclass(frozen=True)
class PlotHint(Hint):
    """The coach's Plot: `action` its next step (the hard bot's move here), `plot` every
    type of the finished Plot in pick order, the picks already made first."""

    plot: tuple[int, ...] = ()


def plot_plan(observation: Observation, legal: Sequence[Action], seat: int,
              seed: int) -> list[Action]:
    """Every step (Picks, then Finish) the hard bot made with `seed` takes from here.

    One bot picks on, as it would at the table (its random source goes on from pick to
    pick), each time from the seat's observation with its draft grown by the pick, and
    from the legal moves the engine would offer then (`setup.plot_actions` of that
    draft and the types the seat may not take: none in blind building, those it saw
    taken in open building; §3.2-§3.3). Nothing but the seat's own view is read.
    """
    options = Options.from_json(observation.options)
    taken = () if options.blind else tuple(observation.seen_taken)
    bot = HardBot(seat, seed)
    obs, moves = observation, list(legal)
    steps: list[Action] = []
    while moves and len(steps) <= len(IS_GROUP):  # a Plot ends long before: no loop
        step = bot.choose(obs, moves)
        steps.append(step)
        if not isinstance(step, act.Pick):
            break
        obs = replace(obs, plot=[*obs.plot, step.type], plot_exposed=[*obs.plot_exposed, False])
        moves = plot_actions(obs.plot, options, taken)
    return steps


def _count(n: int, word: str) -> str:
    return f"{n} {word}" if n == 1 else f"{n} {word}s"


def _shape(plot: Sequence[int], numbers: list[float]) -> str:
    groups, methods, goals = kind_counts(plot)
    numbers += [len(plot), groups, methods, goals]
    return (f"{len(plot)} counters ({_count(groups, 'Group')}, {_count(methods, 'Method')}, "
            f"{_count(goals, 'Goal')})")


def _rule_group(obs: Observation, t: int, short: bool = False) -> str | None:
    """What the optional rule of Group `t` gives its Plot (§9.11-§9.13), if one does."""
    opts, name = obs.options, _name(obs, t)
    if opts.get("delusions") and t == DELUSIONS:
        return ("Delusions: an outright win if all go insane (§9.13)" if short else
                "Delusions: if every Paranoid goes insane while it hides, you win outright "
                "(§9.13).")
    if opts.get("aliens") and IS_ALIEN[t]:
        return (f"{name}: re-concealing (§9.11)" if short else
                f"{name}: while it hides, your Enemy may turn an exposed counter face "
                "down again (§9.11).")
    if opts.get("corporations") and IS_CORPORATION[t]:
        return (f"{name}: 1 more Enemy action (§9.12)" if short else
                f"{name}: your Enemy gets 1 extra action while it hides (§9.12).")
    return None


def _minus(k: int, numbers: list[float], short: bool = False) -> str:
    numbers.append(k)
    if short:
        return f"{_count(k, '(-1) Method')}: {'each ' if k > 1 else ''}1 Sanity more to name (§5.1)"
    them = "its twin costs" if k == 1 else "each twin costs"
    return f"{_count(k, '(-1) Method')}: {them} a rival 1 more Sanity to name (§5.1)."


def _plot_reason(obs: Observation, plot: Sequence[int], numbers: list[float]) -> str:
    """Why this Plot rather than another: its optional rule's Group, its (-1) Methods."""
    rule = next((t for t in plot if IS_GROUP[t] and _rule_group(obs, t)), None)
    minus = sum(1 for t in plot if MINUS[t])
    if rule is not None and minus:
        both = f"{_rule_group(obs, rule, True)}; {_minus(minus, numbers, True)}."
        if len(both) <= MAX_WHY_CHARS:
            return both
        numbers.pop()  # the (-1) Methods go unsaid: their count with them
    if rule is not None:
        return _rule_group(obs, rule) or ""
    if minus:
        return _minus(minus, numbers)
    groups, methods, _ = kind_counts(plot)
    if (groups, methods) == (MAX_GROUPS, MAX_METHODS):
        numbers += [MAX_GROUPS, MAX_METHODS]
        return (f"{MAX_GROUPS} Groups and {MAX_METHODS} Methods are the most a Plot holds (§3.2): "
                "every one is one more to keep hidden.")
    return f"{len(plot)} counters are as many as the picks so far let this Plot hold."


def _marks(obs: Observation, plot: Sequence[int], goal: int) -> str | None:
    """The mark a Goal carries for the Plot's Alien or Corporation Group (§9.11, §9.12)."""
    opts = obs.options
    need = [(mark, group, rule) for option, mark, group, rule, is_kind, ok in (
        ("aliens", "A", "Alien", "§9.11", IS_ALIEN, GOAL_A),
        ("corporations", "C", "Corporate", "§9.12", IS_CORPORATION, GOAL_C))
        if opts.get(option) and any(is_kind[t] for t in plot) and ok[goal]]
    if not need:
        return None
    marks, groups, rules = (" and ".join(x) for x in zip(*need))
    return (f"{_name(obs, goal)} is marked {marks}, as your {groups} Group"
            f"{'s need' if len(need) > 1 else ' needs'} ({rules.replace(' and ', ', ')}).")


def _pick_words(obs: Observation, plan: Sequence[Action], numbers: list[float]) -> list[str]:
    """A step of the Plot in the plan's terms: which pick of what Plot, and why this one."""
    plot = [*obs.plot, *(a.type for a in plan if isinstance(a, act.Pick))]
    step = plan[0]
    if not isinstance(step, act.Pick):
        return [f"Finish at {_shape(plot, numbers)}: as big as this Plot can be.",
                _plot_reason(obs, plot, numbers)]
    t, i = step.type, len(obs.plot) + 1
    kind = "a Group" if IS_GROUP[t] else "the Goal" if IS_GOAL[t] else "a Method"
    numbers.append(i)
    first = f"Take {_name(obs, t)} as {kind}: pick {i} of {_shape(plot, numbers)}."
    why = _rule_group(obs, t) if IS_GROUP[t] else _marks(obs, plot, t) if IS_GOAL[t] \
        else "A (-1) Method: a rival who names its twin pays 1 more Sanity (§5.1)." \
        if MINUS[t] else None
    if why is None:
        left = len(plot) - i
        numbers.append(left)
        why = (f"{_count(left, 'pick')} to go after it" if left else "Then finish") + \
            ": the most counters still hidden win an Enemy Victory (§8)."
    return [first, why]


def plot_hint(observation: Observation, legal: Sequence[Action], seat: int,
              seed: int) -> Hint:
    """The coach's whole Plot for `seat` (§3.2), as the hard bot with `seed` builds it
    from this position: a `PlotHint` whose action is its next step. Outside the Plot
    phase, the ordinary hint."""
    if observation.phase != "plot":
        return hint(observation, legal, seat, seed)
    plan = plot_plan(observation, legal, seat, seed)
    plot = tuple([*observation.plot, *(a.type for a in plan if isinstance(a, act.Pick))])
    numbers: list[float] = []
    why = (f"Build {_shape(plot, numbers)}: the most still hidden wins an Enemy Victory (§8).",
           _plot_reason(observation, plot, numbers))
    why = tuple(_fit(w) for w in why)
    return PlotHint(plan[0], why, quoted(numbers, why), plot)


def _words(obs: Observation, action: Action, notes: dict[str, Any], hard: HardBot,
           numbers: list[float]) -> list[str]:
    me = obs.viewer if obs.viewer is not None else 0
    pv = obs.players[me]
    values = notes.get("values")
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
    numbers: list[float] = []
    if observation.phase == "plot":  # the plan's next step, in the whole Plot's terms
        plan = plot_plan(observation, legal, seat, seed)
        why = tuple(_fit(w) for w in _pick_words(observation, plan, numbers))
        return Hint(plan[0], why, quoted(numbers, why))
    bot = HardBot(seat, seed)
    bot.notes = {}
    action = bot.choose(observation, list(legal))
    notes = bot.notes
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
