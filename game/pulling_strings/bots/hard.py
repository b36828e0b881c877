"""Hard (spec §17 "hard"): medium's planner plus a search with a fixed effort.

For the best few attack plans it
- samples the hidden specials (EFFORT: 16 deals of the unseen cards over the other hands,
  from the bot's own seeded random: a fixed number, never a clock) to estimate the
  chance that the defender holds a Leaked Memo, and discounts the plan by it;
- looks one turn ahead: applies the plan's success to a copy of the board, counts a
  win if that meets a goal, and asks how much the leader's best attack against this
  bot's web gains there (its own win included), compared with now;
- answering another player's attack, looks at what its success would do: an attack that
  would win the game is fought with all the Slush the rules allow (defence, interference)
  and with a Leaked Memo if one is held;
- lies low when the searched turn is worth less than the 5 S of lying low.

The switch: `HardBot(player, seed, search=False)` (level "hard-nosearch") plays exactly
as medium, so a tournament can measure what the search is worth.
"""

from __future__ import annotations

import random
from typing import Any

from ...core.actions import Action
from ...core.effort import Effort
from ..abilities import cabal_defence_factor
from ..actions import AGAINST, AMOUNTS, Aim, Done, Interfere, Play
from ..attacks import attackers, chance, need, resolve_success
from ..cards import CONTROL, MEMO, SPECIALS
from ..goals import goals_met
from ..observation import Observation
from ..state import CABAL, State
from ..web import attach, release
from .knowledge import Plan, Planner, goal_bonus, leader
from .medium import MediumBot

EFFORT = Effort(16, "deals")  # sampled deals of the unseen specials per decision
CANDIDATES = 6  # plans searched
REPLY_WEIGHT = 0.6  # how much of the leader's extra gain against us counts
WIN_BONUS = 60.0  # an attack whose success meets a goal
LIE_LOW_VALUE = 4.0  # 5 S at the planner's 0.8 per S


class HardBot(MediumBot):
    level = "hard"

    def __init__(self, player: int, seed: int, search: bool = True) -> None:
        super().__init__(player, seed)
        self.search = search
        self._obs: Observation | None = None
        self._planned: Plan | None = None  # the plan chosen at the action step
        self._has_planned = False  # whether this bot has made a declaration's plan yet
        self._score = 0.0

    def decide(self, obs: Observation, legal: list[Action]) -> Action:
        self._obs = obs
        return super().decide(obs, legal)

    def choose_plan(self, s: State) -> Plan | None:
        """The searched plan; remembered so the aim step that follows keeps its target."""
        self._has_planned = True
        self._planned = plan = self.searched_plan(s)
        if plan is not None and self.search and not s.acted and s.actions_left >= 2:
            # lying low (+5 S) beats a turn whose best attack is worth less
            if self._score < LIE_LOW_VALUE:
                self.reason.update(rule="lie_low", score=self._score)
                self._planned = None
                return None
        return plan

    def on_aim(self, s: State, obs: Observation, legal: list[Action]) -> Action | None:
        if self.search and not self._has_planned and self._planned is None \
                and s.attack is not None:
            # Made afresh at the target step (a resumed game, a coach's hint): the plan it
            # would have kept from the declaration, made on the position before it, which
            # is this one with the attack not yet opened (declaring changes nothing else).
            before = s.clone()
            before.attack, before.phase = None, "action"
            self.choose_plan(before)
        plan = self._planned
        a = s.attack
        if self.search and plan is not None and a is not None and plan.attacker == a["attacker"]:
            aim = Aim(plan.target, plan.kind)
            if aim in legal:
                self.reason.update(rule="aim", plan=plan, planned=True)
                return aim
        return super().on_aim(s, obs, legal)

    def on_react(self, s: State, obs: Observation, legal: list[Action]) -> Action:
        a = s.attack
        memo = Play(MEMO, -1)
        if self.search and a is not None and memo in legal and self.attack_would_win(s, a):
            self.reason.update(rule="react", need=need(s, a), wins=True)
            return memo
        return super().on_react(s, obs, legal)

    def searched_plan(self, s: State) -> Plan | None:
        p = self.player
        plans = Planner(s, p).plans(attackers(s, p))
        self._score = plans[0].gain if plans else 0.0
        if not self.search or not plans:
            return plans[0] if plans and plans[0].gain > 0 else None
        memo = self.memo_odds(s)
        lead = leader(s, p)
        now = self.reply(s, lead)
        best, best_score = None, 0.0
        for plan in self.candidates(s, plans):
            odds = chance(plan.need)
            d = s.owner[plan.target]
            # a Leaked Memo stops the attack before any Slush is spent
            score = plan.gain * (1 - memo.get(d, 0.0)) if d >= 0 else plan.gain
            after = self.after_success(s, plan)
            if goals_met(after, p):
                score += odds * WIN_BONUS  # this attack would win the game
            score -= REPLY_WEIGHT * odds * max(0.0, self.reply(after, lead) - now)
            if score > best_score:
                best, best_score = plan, score
                self.reason["search"] = {"memo": memo.get(d, 0.0) if d >= 0 else 0.0,
                                         "wins": goals_met(after, p), "score": score,
                                         "odds": odds, "candidates": 0}
        if "search" in self.reason:
            self.reason["search"]["candidates"] = len(self.candidates(s, plans))
        self._score = best_score
        return best

    def candidates(self, s: State, plans: list[Plan]) -> list[Plan]:
        """The best few plans, and every control plan that could win at once."""
        p = self.player
        out = plans[:CANDIDATES]
        near = len([g for g in s.owner if g == p]) >= s.config.goal - 1
        for plan in plans[CANDIDATES:]:
            if plan.kind == CONTROL and (near or goal_bonus(s, p, plan.target) > 0):
                out.append(plan)
                if len(out) >= 2 * CANDIDATES:
                    break
        return out

    # ---- answers to another player's attack ----
    def attack_would_win(self, s: State, a: dict[str, Any]) -> bool:
        """Lookahead: would this attack's success meet a goal for its attacker?"""
        t = s.clone()
        resolve_success(t, dict(a), [])
        return bool(goals_met(t, a["player"]))

    def interference(self, s: State, a: dict[str, Any], legal: list[Action]) -> Action:
        if self.search and self.attack_would_win(s, a):
            self.reason.update(rule="interference", need=need(s, a), wins=True)
            for amt in sorted(AMOUNTS, reverse=True):
                if Interfere(AGAINST, amt) in legal and chance(need(s, a)) > 0:
                    return Interfere(AGAINST, amt)
            return Done()
        return super().interference(s, a, legal)

    def defender_pays(self, s: State, a: dict[str, Any], legal: list[Action]) -> Action:
        if self.search and chance(need(s, a)) > 0 and self.attack_would_win(s, a):
            self.reason.update(rule="defender_pays", need=need(s, a), wins=True,
                               gap=need(s, a) - 1)
            return self.pay_toward(s, need(s, a) - 1, legal, [a["target"]],
                                   {a["target"]: 2, CABAL: cabal_defence_factor(s,
                                                                                self.player)})
        return super().defender_pays(s, a, legal)

    def memo_odds(self, s: State) -> dict[int, float]:
        """P(player q holds a Leaked Memo), from EFFORT deals of the unseen specials
        (under the runaway guard of game/core/effort.py)."""
        p = self.player
        seen = list(s.hands[p]) + list(s.discard)
        unseen = [k for k, sp in enumerate(SPECIALS) for _ in range(sp.copies)]
        for c in seen:
            if c in unseen:
                unseen.remove(c)
        sizes = {q: len(s.hands[q]) for q in range(s.n) if q != p}
        if MEMO not in unseen or not any(sizes.values()):
            return {}
        rnd = random.Random(self.rng.random())
        hits = dict.fromkeys(sizes, 0)
        search = self.samples(EFFORT)
        for _ in search:
            pool = unseen[:]
            rnd.shuffle(pool)
            i = 0
            for q, k in sizes.items():
                if MEMO in pool[i:i + k]:
                    hits[q] += 1
                i += k
        done = max(1, search.done)
        return {q: h / done for q, h in hits.items()}

    def after_success(self, s: State, plan: Plan) -> State:
        t = s.clone()
        t.cash[self.player] = max(0, t.cash[self.player] - plan.slush)
        if plan.kind == CONTROL:
            if t.owner[plan.target] < 0 and plan.target in t.row:
                t.row.remove(plan.target)
            attach(t, plan.target, self.player, plan.attacker, fresh=False)
        else:
            if t.owner[plan.target] >= 0:
                release(t, plan.target)
            elif plan.target in t.row:
                t.row.remove(plan.target)
        return t

    def reply(self, s: State, lead: int) -> float:
        """The leader's best expected gain from attacking this bot's web next turn (a
        capture that would win it the game counts its win)."""
        if lead < 0:
            return 0.0
        t = s.clone()
        t.used = [False] * len(t.used)
        t.fresh = [False] * len(t.fresh)
        t.cabal_used = [False] * t.n
        plans = Planner(t, lead).plans(attackers(t, lead), victim=self.player)
        best = 0.0
        near = len([g for g in t.owner if g == lead]) >= t.config.goal - 1
        for plan in plans[:CANDIDATES]:
            gain = plan.gain
            if near and plan.kind == CONTROL:
                gain += chance(plan.need) * WIN_BONUS
            best = max(best, gain)
        return best


class HardNoSearch(HardBot):
    level = "hard-nosearch"

    def __init__(self, player: int, seed: int) -> None:
        super().__init__(player, seed, search=False)
