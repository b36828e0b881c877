"""What the bots work out from an observation (spec §17): a board to compute on, the
value of a group to each player, and the attack planner (helpers and Slush for the
target odds need 6, 8 and 10, with the defender's likely answer).

Everything here reads only the observation: `board(obs)` rebuilds the public position
(other players' specials are unknown and left as -1).
"""

from __future__ import annotations

from typing import Any, NamedTuple

from ..abilities import cabal_defence_factor, pays_for_web
from ..attacks import NEUTRALIZE_BONUS, POSITION_BONUS, SMEAR_BONUS, chance
from ..cards import (
    BIT,
    CABALS,
    CONTROL,
    DESTROY,
    GROUPS,
    KINDS,
    N_GROUPS,
    NEUTRALIZE,
    alignment_modifier,
)
from ..goals import close_to_winning, progress, special_progress
from ..observation import Observation
from ..options import BASIC_GOAL, GameConfig, Options
from ..state import CABAL, State
from ..web import anchors, arrows, branch, depth, free_arrows

TARGET_NEEDS = (6, 8, 10)  # §17
DEFENDER_CABAL_SHARE = 0.6
DEFENCE_CAP = 24
SLUSH_COST = 0.8
HELPER_COST = 3.0
LEADER_BASH = 30.0
ALIGNMENT_STEP_VALUE = 1.5  # per goal group already held
WEATHER_DESTROY, WEATHER_STEP = 13.0, 1.0  # value of a destroy toward the destroy goal


def board(obs: Observation) -> State:
    """The public position as a State (unknown hands hold -1 per card)."""
    n = obs.players
    options = Options(special_goals=obs.special_goals, goal_offset=obs.goal - BASIC_GOAL[n],
                      turn_limit=obs.turn_limit, interference=obs.interference)
    s = State(GameConfig(players=n, seats=obs.seats, options=options), 0)
    s.cabal, s.cash = list(obs.cabals), list(obs.cash)
    s.owner, s.master, s.treasury = list(obs.owner), list(obs.master), list(obs.treasury)
    s.row, s.destroyed, s.discard = list(obs.row), list(obs.destroyed), list(obs.discard)
    s.destroyed_by, s.used = list(obs.destroyed_by), list(obs.used)
    s.cabal_used, s.fresh, s.resigned = list(obs.cabal_used), list(obs.fresh), list(obs.resigned)
    me = obs.viewer if obs.viewer is not None and 0 <= obs.viewer < n else -1
    s.hands = [list(obs.hand) if p == me else [-1] * obs.hand_sizes[p] for p in range(n)]
    s.phase, s.active, s.first, s.round = obs.phase, obs.active, obs.first, obs.round
    s.actions_left, s.acted, s.transfers_left = obs.actions_left, obs.acted, obs.transfers_left
    s.rerolled, s.mole, s.quiet_rounds = obs.rerolled, obs.mole, obs.quiet_rounds
    s.place = [list(e) for e in obs.place]
    s.attack = {k: (list(v) if isinstance(v, tuple) else v) for k, v in obs.attack} or None
    s.purse = dict(obs.purse) or None
    return s


def goal_bonus(s: State, p: int, g: int) -> float:
    """§17: what a group adds to p's Cabal's special goal."""
    if not s.config.options.special_goals:
        return 0.0
    goal = CABALS[s.cabal[p]].goal
    kind, card = goal["kind"], GROUPS[g]
    if kind == "alignment_groups":
        bit = BIT[goal["alignment"]]
        if not card.mask & bit:
            return 0.0
        have = sum(1 for h in range(N_GROUPS) if s.owner[h] == p and GROUPS[h].mask & bit)
        base = 6.0 if goal["alignment"] == "Fri" else 7.0  # §17's figures
        return base + ALIGNMENT_STEP_VALUE * have  # nearer the goal, worth more
    if kind == "alignments_shown":
        have = 0
        for h in range(N_GROUPS):
            if s.owner[h] == p:
                have |= GROUPS[h].mask
        return 3.0 * bin(card.mask & ~have).count("1")
    if kind == "power_sum":
        return 2.0 * card.power
    if kind == "slush":
        return 1.5 * card.income
    return 0.0


def group_value(s: State, p: int, g: int, goals: bool = True) -> float:
    """§17: 10 + 1.5 × income + 2 × arrows (+ goal bonus)."""
    card = GROUPS[g]
    v = 10.0 + 1.5 * card.income + 2.0 * card.arrows
    return v + goal_bonus(s, p, g) if goals else v


class Plan(NamedTuple):
    gain: float
    attacker: int
    target: int
    kind: int
    helpers: tuple[int, ...]
    slush: int
    need: int  # the need aimed at


class Planner:
    """Attack options of player p on board s (§17 attack choice)."""

    def __init__(self, s: State, p: int, easy: bool = False) -> None:
        self.s, self.p, self.easy = s, p, easy
        self.mine = [g for g in range(N_GROUPS) if s.owner[g] == p]
        perk = CABALS[s.cabal[p]].perk
        self.any: list[list[tuple[int, int]]] = [[], [], []]
        hooks = [perk] + [GROUPS[g].ability for g in self.mine]
        for h in hooks:
            if h.get("hook") == "any_attempt_bonus":
                bit = BIT[h["alignment"]] if "alignment" in h else 0
                self.any[KINDS.index(h["kind"])].append((bit, h["bonus"]))
        self.close = {q: close_to_winning(s, q) for q in range(s.n) if q != p}
        self.laundry = sum(s.treasury[g] for g in self.mine if pays_for_web(g))

    def bonus(self, attacker: int, target: int, kind: int) -> int:
        tmask = GROUPS[target].mask
        b = sum(x for bit, x in self.any[kind] if not bit or tmask & bit)
        if attacker != CABAL:
            h = GROUPS[attacker].ability
            if (h.get("hook") == "own_attack_bonus" and h["kind"] == KINDS[kind]
                    and tmask & BIT[h["alignment"]]):
                b += h["bonus"]
        return b

    def base_need(self, attacker: int, target: int, kind: int) -> int:
        s, p = self.s, self.p
        card = GROUPS[target]
        att = (CABALS[s.cabal[p]].power if attacker == CABAL else GROUPS[attacker].power)
        if attacker != CABAL:
            sh, op = alignment_modifier(GROUPS[attacker].mask, card.mask)
            att += 4 * (op - sh) if kind == DESTROY else 4 * (sh - op)
        if kind == NEUTRALIZE:
            att += NEUTRALIZE_BONUS
        att += self.bonus(attacker, target, kind)
        dfn = card.power if kind == DESTROY else card.resistance
        if s.owner[target] >= 0:
            dfn += POSITION_BONUS.get(depth(s, target), 0)
        h = card.ability
        if h.get("hook") == "own_defence_bonus" and h["kind"] == KINDS[kind]:
            dfn += h["bonus"]
        return att - dfn

    def defence(self, target: int) -> float:
        """The defender's likely answer (§17): 2 × target treasury + 60% of its Cabal's."""
        s = self.s
        d = s.owner[target]
        if d < 0 or self.easy:
            return 0.0
        cab = DEFENDER_CABAL_SHARE * s.cash[d] * cabal_defence_factor(s, d)
        return min(DEFENCE_CAP, 2 * s.treasury[target] + cab)

    def value(self, target: int, kind: int) -> float:
        s, p = self.s, self.p
        owner = s.owner[target]
        size = len(branch(s, target)) if owner >= 0 else 1
        if kind == CONTROL:
            v = group_value(s, p, target, not self.easy)
            if owner >= 0:
                v += 10 + 6 * (size - 1)
            return v
        weather = (kind == DESTROY and CABALS[s.cabal[p]].goal["kind"] == "destroyed"
                   and s.config.options.special_goals and not self.easy)
        # each destroy brings the destroy goal nearer: worth more the closer it is
        toward = WEATHER_DESTROY + WEATHER_STEP * s.destroyed_by[p] if weather else 0.0
        if owner < 0:  # destroying an uncontrolled group
            return toward or 0.5
        v = 0.6 * group_value(s, owner, target, False) + 4 * (size - 1) + toward
        if self.close.get(owner):
            v += LEADER_BASH
        return v

    def helper_pool(self, attacker: int) -> list[tuple[int, int, bool]]:
        """(node, X, active) of the free helpers: passive first, then active by X."""
        s, p = self.s, self.p
        out = []
        if attacker != CABAL and not s.cabal_used[p]:
            out.append((CABAL, CABALS[s.cabal[p]].transfer, True))
        for g in self.mine:
            card = GROUPS[g]
            if g == attacker or card.transfer <= 0 or s.used[g] or s.fresh[g]:
                continue
            if depth(s, g) == 0:
                continue
            active = card.power > 0 and free_arrows(s, p, g) > 0
            out.append((g, card.transfer, active))
        out.sort(key=lambda h: (h[2], -h[1]))
        return out

    def budget(self, attacker: int) -> int:
        s = self.s
        if attacker == CABAL:
            return s.cash[self.p] + self.laundry
        own = s.treasury[attacker]
        return s.cash[self.p] + own + self.laundry - (own if pays_for_web(attacker) else 0)

    def plans(self, attackers: list[int], smear: bool = False,
              victim: int | None = None) -> list[Plan]:
        """Every (attacker, target, kind) at its best need, best first; `victim`: only
        targets that player controls."""
        from ..attacks import targets

        s, p = self.s, self.p
        out = []
        for a in attackers:
            pool = self.helper_pool(a)
            budget = self.budget(a)
            for t, kind in targets(s, p, a):
                if victim is not None and s.owner[t] != victim:
                    continue
                v = self.value(t, kind)
                if v <= 1:
                    continue
                base = self.base_need(a, t, kind) + (SMEAR_BONUS if smear else 0)
                best = self.best_for(a, t, kind, v, base, pool, budget)
                if best is not None:
                    out.append(best)
        out.sort(key=lambda x: -x.gain)
        return out

    def best_for(self, a: int, t: int, kind: int, v: float, base: int,
                 pool: list[tuple[int, int, bool]], budget: int) -> Plan | None:
        response = self.defence(t)
        best = None
        for goal in TARGET_NEEDS:
            total, used, cost = base, [], 0.0
            gap = goal + response - total
            for node, x, active in pool:
                if gap <= 0:
                    break
                if not active or x * SLUSH_COST > HELPER_COST or gap > budget:
                    used.append(node)
                    total += x
                    gap -= x
                    cost += HELPER_COST if active else 0.0
            slush = max(0, int(gap + 0.999))
            if slush > budget:
                continue
            gain = chance(goal) * v - SLUSH_COST * slush - cost
            if best is None or gain > best.gain:
                best = Plan(gain, a, t, kind, tuple(used), slush, goal)
        return best


def leader(s: State, p: int) -> int:
    """The opponent with the most progress (§17 leader bashing)."""
    others = [q for q in range(s.n) if q != p and not s.resigned[q]]
    return max(others, key=lambda q: (progress(s, q), q)) if others else -1


def shallowest(s: State, p: int, g: int) -> int:
    """The free arrow nearest the Cabal for an orphan (§9.7 bots)."""
    spots = anchors(s, p, g)
    return min(spots, key=lambda n: (0 if n == CABAL else depth(s, n), n)) if spots else -2


def branch_size(s: State, g: int) -> int:
    return len(branch(s, g))


def special_fraction(s: State, p: int) -> float:
    value, target = special_progress(s, p)
    return value / target


def attack_info(obs: Observation) -> dict[str, Any]:
    return dict(obs.attack)


__all__ = ["Plan", "Planner", "arrows", "attack_info", "board", "branch_size", "group_value",
           "leader", "shallowest", "special_fraction"]
