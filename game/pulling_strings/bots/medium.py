"""Medium ("normal", spec §17) and easy: attack choice by expected gain with helpers and
Slush planned for need 6, 8 or 10; defence; interference and leader bashing; specials;
housekeeping and orphan placement. Easy ignores the defender's answer and goal bonuses,
takes one of its six best options, pays only in A1, never spends on defence beyond the
target's own treasury, never interferes, never plays a Leaked Memo and does no
housekeeping.

Stateless: every step recomputes its plan from the observation, so the several steps
of one attack (attacker, target, helpers, money) follow the same plan.
"""

from __future__ import annotations

from typing import Any

from ...core.actions import Action
from ...core.bots import SeededBot
from ..abilities import cabal_defence_factor
from ..actions import (
    AGAINST,
    AMOUNTS,
    FOR,
    Add,
    Aim,
    Attack,
    CallOff,
    Done,
    EndActions,
    EndTurn,
    Go,
    Help,
    Interfere,
    LieLow,
    Pay,
    Pick,
    Place,
    Play,
    Reroll,
    Send,
    Take,
)
from ..attacks import attackers, chance, need
from ..cards import (
    AUDIT,
    DEFECTOR,
    GROUPS,
    MEMO,
    MOLE,
    N_GROUPS,
    SECOND_WIND,
    SMEAR,
    SURE,
    WINDFALL,
)
from ..goals import close_to_winning
from ..observation import Observation
from ..state import CABAL, State
from ..web import depth
from .knowledge import Plan, Planner, board, branch_size, group_value, shallowest

DEFEND_ABOVE = 0.15  # §17: defend when the attack's chance exceeds this
DEFEND_TO = 3
INTERFERE_SHARE = 1 / 3
KEEP_ON_PUPPET = 2
WINDFALL_AT = 12
EASY_CHOICES = 6  # easy takes one of its best few options
MOLE_ORDER = (MEMO, SURE, DEFECTOR, SMEAR, SECOND_WIND, WINDFALL, AUDIT, MOLE)


class MediumBot(SeededBot):
    level = "medium"
    easy = False

    def choose(self, observation: Any, legal: list[Action]) -> Action:
        # the numbers this decision weighed, for a coach's hint (game/pulling_strings/hints.py)
        self.reason: dict[str, Any] = {"rule": "only"}
        return super().choose(observation, legal)

    def decide(self, obs: Observation, legal: list[Action]) -> Action:
        self.reason = {"rule": obs.phase}
        s = board(obs)
        handler = getattr(self, f"on_{obs.phase}", None)
        choice = handler(s, obs, legal) if handler else None
        return choice if choice is not None else self.safe_default(legal)

    def safe_default(self, legal: list[Action]) -> Action:
        for kind in ("done", "end_turn", "end_actions", "cancel", "go"):
            for a in legal:
                if a.kind == kind:
                    return a
        return legal[0]

    # ---- the action step ----
    def planner(self, s: State) -> Planner:
        return Planner(s, self.player, self.easy)

    def best_plan(self, s: State, only: list[int] | None = None) -> Plan | None:
        p = self.player
        plans = self.planner(s).plans(only if only is not None else attackers(s, p))
        return plans[0] if plans and plans[0].gain > 0 else None

    def on_action(self, s: State, obs: Observation, legal: list[Action]) -> Action | None:
        free = self.free_special(s, legal)
        if free is not None:
            return free
        if s.actions_left > 0:
            plan = self.choose_plan(s)
            if plan is not None:
                self.reason.update(rule="attack", plan=plan)
                return Attack(plan.attacker)
        elif SECOND_WIND in s.hands[self.player]:
            plan = self.best_plan(s)
            self.reason.update(rule="second_wind", plan=plan)
            if plan is not None and plan.gain > 8:
                return Play(SECOND_WIND, -1)
        if not s.acted and LieLow() in legal:
            return LieLow()
        return EndActions()

    def choose_plan(self, s: State) -> Plan | None:
        return self.best_plan(s)

    def free_special(self, s: State, legal: list[Action]) -> Action | None:
        p = self.player
        hand = s.hands[p]
        if not hand:
            return None
        mine = sum(1 for g in range(N_GROUPS) if s.owner[g] == p)
        self.reason.update(rule="special", groups=mine)
        if WINDFALL in hand and min(20, 2 * mine) >= WINDFALL_AT:
            return Play(WINDFALL, -1)
        if DEFECTOR in hand:
            options = [a for a in legal if a.kind == "play" and a.card == DEFECTOR]
            if options:
                return max(options, key=lambda a: (group_value(s, p, a.arg)
                                                   * branch_size(s, a.arg), -a.arg))
        if AUDIT in hand:
            options = [a for a in legal if a.kind == "play" and a.card == AUDIT]
            if options:
                best = max(options, key=lambda a: (s.treasury[a.arg], -a.arg))
                if s.treasury[best.arg] >= 4:
                    return best
        if MOLE in hand:
            options = [a for a in legal if a.kind == "play" and a.card == MOLE]
            if options:
                return max(options, key=lambda a: (len(s.hands[a.arg]), -a.arg))
        return None

    def on_aim(self, s: State, obs: Observation, legal: list[Action]) -> Action | None:
        a = s.attack
        assert a is not None
        plan = self.best_plan(s, [a["attacker"]])
        self.reason.update(rule="aim", plan=plan)
        if plan is None:
            return None  # cancel
        return Aim(plan.target, plan.kind)

    def plan_for_declared(self, s: State) -> Plan | None:
        a = s.attack
        assert a is not None
        pl = self.planner(s)
        v = pl.value(a["target"], a["kind"])
        base = pl.base_need(a["attacker"], a["target"], a["kind"])
        return pl.best_for(a["attacker"], a["target"], a["kind"], v, base,
                           pl.helper_pool(a["attacker"]), pl.budget(a["attacker"]))

    def on_helpers(self, s: State, obs: Observation, legal: list[Action]) -> Action | None:
        a = s.attack
        assert a is not None
        p = self.player
        hand = s.hands[p]
        self.reason["need"] = need(s, a)
        if Play(SURE, -1) in legal:
            return Play(SURE, -1)
        plan = self.plan_for_declared(s)
        self.reason.update(plan=plan, need=need(s, a))
        if plan is not None:
            for h in plan.helpers:
                if h not in a["helpers"] and Help(h) in legal:
                    return Help(h)
        if SMEAR in hand and Play(SMEAR, -1) in legal:
            now = need(s, a)
            if now < 8 <= now + 5:
                return Play(SMEAR, -1)
        return Go()

    # ---- money (§9.3) ----
    def on_money(self, s: State, obs: Observation, legal: list[Action]) -> Action | None:
        a = s.attack
        assert a is not None
        step = a["steps"][0]
        if step[0] == "A":
            return self.attacker_pays(s, a, legal)
        if step[0] == "D":
            return self.defender_pays(s, a, legal)
        return self.interference(s, a, legal)

    def attacker_pays(self, s: State, a: dict[str, Any], legal: list[Action]) -> Action:
        pl = self.planner(s)
        now = need(s, a)
        left = {"A1": 1.0, "A2": 0.6, "A3": 0.3}[a["steps"][0]]
        response = pl.defence(a["target"]) * left
        v = pl.value(a["target"], a["kind"])
        budget = sum(s.cash[self.player] if n == CABAL else s.treasury[n]
                     for n in {x.source for x in legal if x.kind == "pay"})
        best_goal, best_gain = now, chance(now) * v
        for goal in (6, 8, 10):
            slush = max(0, int(goal + response - now + 0.999))
            if slush <= budget:
                gain = chance(goal) * v - 0.8 * slush
                if gain > best_gain:
                    best_goal, best_gain = goal, gain
        gap = int(best_goal + response - now + 0.999)
        self.reason.update(rule="attacker_pays", need=now, goal=best_goal, response=response,
                           gap=gap)
        if chance(now) == 0 and best_goal == now and CallOff() in legal:
            return Done()
        return self.pay_toward(s, gap, legal, prefer=[a["attacker"]])

    def pay_toward(self, s: State, gap: int, legal: list[Action],
                   prefer: list[int], factor: dict[int, int] | None = None) -> Action:
        if gap <= 0:
            return Done()
        pays = [x for x in legal if x.kind == "pay"]
        order = [n for n in prefer if n != CABAL] + [CABAL]
        order += [x.source for x in pays if x.source not in order]
        for src in order:
            f = (factor or {}).get(src, 1)
            amounts = sorted((x.amount for x in pays if x.source == src), reverse=True)
            for amt in amounts:
                if amt * f <= gap or amt == min(amounts):
                    return Pay(src, amt)
        return Done()

    def defender_pays(self, s: State, a: dict[str, Any], legal: list[Action]) -> Action:
        now = need(s, a)
        self.reason.update(rule="defender_pays", need=now)
        if chance(now) <= DEFEND_ABOVE:
            return Done()
        p, t = self.player, a["target"]
        worth = group_value(s, p, t, not self.easy) + 6 * (branch_size(s, t) - 1)
        self.reason.update(worth=worth, paid=a["paid_d"], gap=now - DEFEND_TO)
        if a["paid_d"] > worth:
            return Done()
        gap = now - DEFEND_TO
        if s.treasury[t] > 0:
            return self.pay_toward(s, gap, [x for x in legal if x.kind != "pay"
                                            or x.source == t], [t], {t: 2})
        if self.easy:
            return Done()
        f = cabal_defence_factor(s, p)
        cabal = [x for x in legal if x.kind != "pay" or (x.source == CABAL
                                                         and x.amount <= 0.6 * s.cash[p])]
        return self.pay_toward(s, gap, cabal, [CABAL], {CABAL: f})

    def interference(self, s: State, a: dict[str, Any], legal: list[Action]) -> Action:
        """§17 leader bashing: against a close-to-winning attacker, for an attack on a
        close-to-winning defender; up to a third of the Cabal treasury."""
        p = self.player
        attacker, defender = a["player"], a["defender"]
        side = 0
        self.reason.update(rule="interference", need=need(s, a))
        if close_to_winning(s, attacker):
            side = AGAINST
        elif defender >= 0 and close_to_winning(s, defender):
            side = FOR
        self.reason["side"] = side
        if not side or (a["side"] and a["side"] != side):
            return Done()
        now = need(s, a)
        if side == AGAINST and chance(now) == 0:
            return Done()
        spent = a["inter_against" if side == AGAINST else "inter_for"]
        cap = INTERFERE_SHARE * s.cash[p]
        if spent >= cap or (side == FOR and now >= 10):
            return Done()
        for amt in sorted(AMOUNTS, reverse=True):
            if amt <= cap - 0 and Interfere(side, amt) in legal:
                return Interfere(side, amt)
        return Done()

    def on_react(self, s: State, obs: Observation, legal: list[Action]) -> Action:
        a = s.attack
        assert a is not None
        self.reason.update(rule="react", need=need(s, a))
        if Play(MEMO, -1) in legal:
            t = a["target"]
            valuable = depth(s, t) <= 2 or group_value(s, self.player, t) > 20
            self.reason.update(depth=depth(s, t), value=group_value(s, self.player, t))
            if valuable and chance(need(s, a)) > 0.3:
                return Play(MEMO, -1)
        return Done()

    def on_reroll(self, s: State, obs: Observation, legal: list[Action]) -> Action:
        return Reroll(1)

    # ---- housekeeping ----
    def on_end(self, s: State, obs: Observation, legal: list[Action]) -> Action:
        """§17: pull money from depth-1 puppets into the Cabal, keeping 2 S on each."""
        p = self.player
        for g in range(N_GROUPS):
            if (s.owner[g] == p and s.master[g] == CABAL
                    and s.treasury[g] > KEEP_ON_PUPPET + 2 and Take(g) in legal):
                return Take(g)
        return EndTurn()

    def on_purse(self, s: State, obs: Observation, legal: list[Action]) -> Action | None:
        purse = s.purse
        assert purse is not None
        src = purse["source"]
        want = (s.treasury[src] if src != CABAL else 0) - KEEP_ON_PUPPET - purse["amount"]
        self.reason.update(rule="purse", source=src, want=want)
        for amt in sorted(AMOUNTS, reverse=True):
            if amt <= want and Add(amt) in legal:
                return Add(amt)
        if Send(CABAL) in legal:
            return Send(CABAL)
        return None

    def on_place(self, s: State, obs: Observation, legal: list[Action]) -> Action | None:
        """§9.7: the largest branch first, to the shallowest free arrow."""
        p = self.player
        mine = [e[1] for e in s.place if e[0] == p and e[2] != 1]
        for g in sorted(mine, key=lambda g: (-branch_size(s, g), g)):
            spot = shallowest(s, p, g)
            if Place(g, spot) in legal:
                return Place(g, spot)
        return None

    def on_mole(self, s: State, obs: Observation, legal: list[Action]) -> Action:
        for card in MOLE_ORDER:
            if Pick(card) in legal:
                return Pick(card)
        return legal[0]

    def on_choose(self, s: State, obs: Observation, legal: list[Action]) -> Action:
        return legal[self.rng.randrange(len(legal))]


class EasyBot(MediumBot):
    level = "easy"
    easy = True

    def choose_plan(self, s: State) -> Plan | None:
        """Easy takes a good option, not always the best one."""
        plans = [x for x in self.planner(s).plans(attackers(s, self.player)) if x.gain > 0]
        if not plans:
            return None
        return plans[min(len(plans) - 1, self.rng.randrange(EASY_CHOICES))]

    def interference(self, s: State, a: dict[str, Any], legal: list[Action]) -> Action:
        return Done()  # easy never bashes the leader

    def on_end(self, s: State, obs: Observation, legal: list[Action]) -> Action:
        return EndTurn()  # and leaves its Slush where it lies

    def on_react(self, s: State, obs: Observation, legal: list[Action]) -> Action:
        return Done()  # nor keeps a Leaked Memo for the right moment: it forgets it

    def attacker_pays(self, s: State, a: dict[str, Any], legal: list[Action]) -> Action:
        """Easy plans its Slush once, in A1, and never tops up after the defence."""
        if a["steps"][0] != "A1":
            return Done()
        return super().attacker_pays(s, a, legal)


__all__ = ["EasyBot", "MediumBot", "GROUPS"]
