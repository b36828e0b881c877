"""Hard: medium's belief plus a determinized search over macro-actions.

It hoards the whole Enemy allowance while the Pool lasts (counters held are both the
ammunition of Accusations and the twins that protect the own Plot). When a Paranoid
phase can make or nearly make an Accusation, it lists macro-actions (medium's plan,
pass, hold the Accusation back, push it through now), imagines hidden worlds
consistent with its observation (`sampler.sample_world`, re-checked against the
observation), and plays each macro out in every world for two turns. In those
rollouts every player, the bot included, follows the medium policy with values
computed from *its own observation of the imagined world*: simulated rivals never act
on the sampled truth of others' hidden counters (no strategy fusion). The macro with
the best mean outcome (win credit at the end of a game, else a soft share of the
Enemy Victory standings) is followed to the end of the phase. Everything else (Plot
picks, stows, forced gives, Turn End) takes medium's cheap path.

The search is a fixed number of worlds (`SEARCH`, game/core/effort.py), so the same
observation and seed give the same choice on any machine, however busy; only the
runaway guard, far above normal decision times, may cut it short (a counted fall-back).
"""

from __future__ import annotations

import math
from dataclasses import dataclass

from ...core.actions import Action
from ...core.effort import Effort
from .. import (
    RESERVE,
    Accuse,
    Draw,
    Give,
    Observation,
    Pass,
    Reconceal,
    Stow,
    Strike,
)
from ..observation import observe
from ..rules import apply_action, legal_actions
from ..state import OVER, State
from ..victory import delusions_unexposed
from .knowledge import analyse, belief
from .medium import MEDIUM_STYLE, MediumBot
from .sampler import sample_world
from .tactics import (
    Style,
    enemy_choice,
    excess_choice,
    paranoid_choice,
    plan_accusation,
    standing,
    type_values,
)
from .view import fast_view

WORLDS = 6  # imagined worlds per searched decision (each macro is played in each)
SEARCH = Effort(WORLDS, "worlds")  # 50-210 ms a search on the project's machine
HORIZON = 2  # turns a rollout looks ahead
KEEP_DEFAULT = 0.03  # per world: another macro must beat the default by this much
SEARCH_ENEMY = False  # see _worth_search
HARD_STYLE = Style(draw_cap=1)  # hoards the whole Enemy allowance while the Pool lasts
PUSH_STYLE = Style(accuse_min=0.05, spend_per_exposure=60.0, free_cap=2)

@dataclass(frozen=True)
class Macro:
    """A plan for the rest of one phase: `act` gives the next primitive action from
    (observation, legal). Plain data, no closure: the bot keeps its plan from decision to
    decision, and travels pickled to the bots' helper process and back with it (a plan
    that could not travel made the app's hard bot fall back after every search)."""

    name: str  # default, pass, push, hold, draw, decline or strike
    values: tuple[float, ...]  # the type values the plan was made with
    style: Style = HARD_STYLE
    target: int = -1  # whom "strike" strikes

    def act(self, o: Observation, legal: list[Action]) -> Action:
        values = list(self.values)
        if self.name == "default":
            if o.phase == "enemy":
                return enemy_choice(o, legal, self.style)
            if o.phase == "excess":
                return excess_choice(o, legal, values)
            return paranoid_choice(o, legal, values, self.style)
        if self.name == "pass":
            return Stow(RESERVE) if o.pending >= 0 else Pass()
        if self.name == "push":
            return paranoid_choice(o, legal, values, PUSH_STYLE)
        if self.name == "hold":
            a = paranoid_choice(o, legal, values, self.style)
            return Pass() if isinstance(a, Accuse) else a
        if self.name == "draw":
            return Draw() if Draw() in legal else Pass()
        if self.name == "decline":
            return Give(o.must_give[0], o.viewer) if o.must_give else Pass()
        if self.name == "strike":
            return Strike(self.target)
        raise ValueError(f"no macro {self.name!r}")


def _legal_or(action: Action, legal: list[Action]) -> Action:
    if action in legal:
        return action
    return Pass() if Pass() in legal else legal[0]


class HardBot(MediumBot):
    level = "hard"
    style = HARD_STYLE

    def __init__(self, player: int, seed: int) -> None:
        super().__init__(player, seed)
        self._phase_key: tuple[int, str, int] | None = None
        self._macro: Macro | None = None
        self.searches = 0

    # ---- the decision -------------------------------------------------------------------
    def decide(self, observation: Observation, legal: list[Action]) -> Action:
        obs = observation
        if obs.phase in ("plot", "excess"):
            return super().decide(obs, legal)
        key = (obs.turn, obs.phase, obs.order_pos)
        if key != self._phase_key:
            self._phase_key, self._macro = key, None
        values = self.values(obs)
        if self._macro is None and self._worth_search(obs, legal, values):
            macros = self._macros(obs, legal, values)
            self._macro = self._search(obs, macros, values) if len(macros) > 1 else None
        if self.notes is not None:  # a coach's hint: the plan this move follows
            self.notes["macro"] = self._macro
        if self._macro is not None:
            return _legal_or(self._macro.act(obs, legal), legal)
        return self._default(values).act(obs, legal)

    def _default(self, values: list[float]) -> Macro:
        return Macro("default", tuple(values), self.style)

    # ---- when to search, and over what ------------------------------------------------
    def _worth_search(self, obs: Observation, legal: list[Action], values: list[float]) -> bool:
        if obs.taken != 0 or obs.pending >= 0 or obs.must_give:
            return False
        if any(isinstance(a, Reconceal) for a in legal):
            return False  # re-concealing is always right (its twin is laid aside)
        me = obs.viewer
        if not any(pv.sanity > 0 for j, pv in enumerate(obs.players) if j != me):
            return False  # the last sane Paranoid: the endgame is scripted
        if obs.phase == "paranoid":
            plan = plan_accusation(obs, values, self.style)
            return plan is not None and plan.value > 0.2 and len(plan.steps) <= 4
        # Whether and whom to strike plays out over many turns, beyond what a short
        # rollout sees (measured: searching it lost strength), so the Enemy searches
        # only while it leads, and keeps medium's choice unless clearly beaten.
        mine, best = standing(obs, me)
        return SEARCH_ENEMY and any(isinstance(a, Strike) for a in legal) and mine > best

    def _macros(self, obs: Observation, legal: list[Action], values: list[float]) -> list[Macro]:
        me = obs.viewer
        plan = tuple(values)
        default = self._default(values)
        if obs.phase == "paranoid":
            return [default] + [Macro(name, plan, self.style) for name in ("pass", "push",
                                                                            "hold")]
        macros = [default]
        if Draw() in legal:
            macros.append(Macro("draw", plan, self.style))
        macros.append(Macro("decline", plan, self.style))
        others_sane = [a.target for a in legal if isinstance(a, Strike) and a.target != me]
        targets = others_sane or [a.target for a in legal if isinstance(a, Strike)]
        macros.extend(Macro("strike", plan, self.style, q) for q in targets)
        return macros

    # ---- determinized search --------------------------------------------------------------
    def _search(self, obs: Observation, macros: list[Macro], values: list[float]) -> Macro:
        self.searches += 1
        k = analyse(obs)
        prob = belief(obs, k)
        totals = [0.0] * len(macros)
        done = 0
        search = self.samples(SEARCH)
        for _ in search:
            world = sample_world(obs, k, prob, self.rng)
            if world is None:
                continue
            policies = self._world_policies(world, obs.viewer, values)
            scores = []
            for macro in macros:
                if search.expired():  # a runaway: this world is left unfinished
                    break
                scores.append(self._rollout(world.clone(), obs.viewer, macro, policies))
            if len(scores) < len(macros):
                break
            for i, sc in enumerate(scores):
                totals[i] += sc
            done += 1
        if self.notes is not None:  # a coach's hint: each plan's mean win credit
            self.notes.update(macros=macros, credit=[t / done if done else 0.0
                                                     for t in totals], worlds=done)
        if done == 0:
            return macros[0]
        best = max(range(len(macros)), key=lambda i: totals[i])
        if totals[best] - totals[0] <= KEEP_DEFAULT * done:
            return macros[0]
        return macros[best]

    def _world_policies(self, world: State, me: int, my_values: list[float]) -> list[list[float]]:
        """Each player's values from its own observation of the imagined world."""
        out = []
        for p in range(world.n):
            if p == me:
                out.append(list(my_values))
                continue
            o = observe(world, p)
            kp = analyse(o)
            out.append(type_values(o, kp, belief(o, kp)))
        return out

    def _rollout(self, s: State, me: int, macro: Macro, values: list[list[float]]) -> float:
        values = [list(v) for v in values]
        start_key = (s.turn, s.phase, s.order_pos)
        end_turn = s.turn + HORIZON
        legal = legal_actions(s)
        steps = 0
        options = s.options.to_json()
        while s.phase != OVER and s.turn < end_turn and steps < 600:
            p = s.actor
            o = fast_view(s, p, options)
            if p == me and (s.turn, s.phase, s.order_pos) == start_key:
                action = macro.act(o, legal)
            else:
                # Rivals are modelled as the medium level, the bot as itself.
                style = self.style if p == me else MEDIUM_STYLE
                if o.phase == "enemy":
                    action = enemy_choice(o, legal, style)
                elif o.phase == "excess":
                    action = excess_choice(o, legal, values[p])
                else:
                    action = paranoid_choice(o, legal, values[p], style)
            action = _legal_or(action, legal)
            events, legal = apply_action(s, action)
            steps += 1
            for ev in events:
                if ev.kind == "accused":  # named types are spent for everyone
                    for t in ev.public["types"]:
                        for row in values:
                            row[t] = min(row[t], 0.0)
        return evaluate(s, me)


def evaluate(s: State, me: int, beta: float = 1.2) -> float:
    """My expected win credit: exact at the end, else a soft share of the standings of an
    Enemy Victory (the most concealed counters; a concealed Delusions wins outright)."""
    if s.phase == OVER:
        winners = s.result["winners"] if s.result else []
        return 1.0 / len(winners) if me in winners else 0.0
    strength = []
    for p in range(s.n):
        x = float(s.unexposed(p))
        if s.options.delusions and delusions_unexposed(s, p):
            x += 4.0
        strength.append(x)
    top = max(strength)
    weights = [math.exp(beta * (x - top)) for x in strength]
    return weights[me] / sum(weights)


__all__ = ["HardBot", "evaluate"]
