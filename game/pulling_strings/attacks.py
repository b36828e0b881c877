"""Attacks (spec §9.1, §9.2, §9.4–§9.6): who may attack what, the totals, the results.

The money protocol between declaration and roll is `money.py`.
"""

from __future__ import annotations

from typing import Any

from ..core.events import Event
from .abilities import attack_bonus, defence_bonus, immune, power, transfer
from .cards import CONTROL, DESTROY, GROUPS, N_GROUPS, NEUTRALIZE, alignment_modifier
from .state import CABAL, State
from .web import attach, depth, free_arrows, orphan, release

POSITION_BONUS = {1: 10, 2: 5, 3: 2}  # §9.2, by the target's depth
NEUTRALIZE_BONUS = 6  # §9.1
ALIGNMENT_STEP = 4
SMEAR_BONUS = 5  # §16.3 Smear Campaign
ALWAYS_FAILS = 11  # §9.2: 11 and 12 always fail


def may_take_part(s: State, p: int, node: int) -> bool:
    """§9.1: once per turn as attacker or helper, and not in the turn the group joined."""
    if node == CABAL:
        return not s.cabal_used[p]
    return (s.owner[node] == p and not s.used[node] and not s.fresh[node]
            and depth(s, node) > 0)


def attackers(s: State, p: int) -> list[int]:
    """Nodes that may attack now: the Cabal and groups with P > 0 (§9.1)."""
    out = [CABAL] if not s.cabal_used[p] else []
    owner, used, fresh = s.owner, s.used, s.fresh
    for g in range(N_GROUPS):
        if owner[g] == p and not used[g] and not fresh[g] and GROUPS[g].power > 0:
            out.append(g)
    return [a for a in out if a == CABAL or depth(s, a) > 0]


def targets(s: State, p: int, attacker: int) -> list[tuple[int, int]]:
    """(target, kind) pairs the attacker may declare (§9.1, §13)."""
    can_control = free_arrows(s, p, attacker) > 0
    out = []
    for g in s.row:
        if can_control:
            out.append((g, CONTROL))
        if not immune(g, DESTROY):
            out.append((g, DESTROY))
    owner = s.owner
    for g in range(N_GROUPS):
        o = owner[g]
        if o >= 0 and o != p:
            if can_control:
                out.append((g, CONTROL))
            if not immune(g, NEUTRALIZE):
                out.append((g, NEUTRALIZE))
            if not immune(g, DESTROY):
                out.append((g, DESTROY))
    return out


def helpers(s: State, p: int, a: dict[str, Any]) -> list[int]:
    """Nodes that may still lend their transferable power to the declared attack."""
    out = []
    if a["attacker"] != CABAL and CABAL not in a["helpers"] and may_take_part(s, p, CABAL):
        out.append(CABAL)
    owner = s.owner
    for g in range(N_GROUPS):
        if (owner[g] == p and g != a["attacker"] and g not in a["helpers"]
                and GROUPS[g].transfer > 0 and may_take_part(s, p, g)):
            out.append(g)
    return out


def attack_total(s: State, a: dict[str, Any]) -> int:
    """§9.2: P + helpers' X + alignments + fixed bonus + abilities and perks + Smear +
    Slush spent + interference for."""
    p, att, tgt, kind = a["player"], a["attacker"], a["target"], a["kind"]
    total = power(s, p, att) + sum(transfer(s, p, h) for h in a["helpers"])
    if att != CABAL:  # Cabals have no alignments (§15 decision 19)
        shared, opposed = alignment_modifier(GROUPS[att].mask, GROUPS[tgt].mask)
        sign = -1 if kind == DESTROY else 1
        total += sign * ALIGNMENT_STEP * (shared - opposed)
    if kind == NEUTRALIZE:
        total += NEUTRALIZE_BONUS
    mine = [g for g in range(N_GROUPS) if s.owner[g] == p]
    total += attack_bonus(s, p, att, tgt, kind, mine)
    if a["smear"]:
        total += SMEAR_BONUS
    return total + a["paid_a"] + a["inter_for"]


def position_bonus(s: State, g: int) -> int:
    return POSITION_BONUS.get(depth(s, g), 0) if s.owner[g] >= 0 else 0


def defence_total(s: State, a: dict[str, Any]) -> int:
    """§9.2: R (P against destroy) + position bonus + own ability + defender's Slush (with
    its multipliers, counted as paid) + interference against."""
    tgt, kind = a["target"], a["kind"]
    base = GROUPS[tgt].power if kind == DESTROY else GROUPS[tgt].resistance
    return (base + position_bonus(s, tgt) + defence_bonus(tgt, kind) + a["paid_d"]
            + a["inter_against"])


def need(s: State, a: dict[str, Any]) -> int:
    return attack_total(s, a) - defence_total(s, a)


def succeeds(roll: int, need_: int) -> bool:
    """§9.2: the roll is at most the need and 11–12 always fail."""
    return roll <= need_ and roll < ALWAYS_FAILS


def chance(need_: int) -> float:
    """P(2d6 roll succeeds) for a need (the odds the table shows)."""
    return sum(6 - abs(7 - r) for r in range(2, min(need_, 10) + 1)) / 36


def new_attack(p: int, attacker: int) -> dict[str, Any]:
    return {"player": p, "attacker": attacker, "target": -1, "kind": -1, "helpers": [],
            "smear": False, "sure": False, "defender": -1, "paid_a": 0, "paid_d": 0,
            "inter_for": 0, "inter_against": 0, "steps": [], "interferers": [], "side": 0,
            "roll": []}


def resolve_success(s: State, a: dict[str, Any], ev: list[Event]) -> None:
    """§9.4–§9.6: the effect of a successful attack of each kind."""
    p, tgt, kind = a["player"], a["target"], a["kind"]
    owner = s.owner[tgt]
    s.taken = True
    if kind == CONTROL:
        if owner < 0:
            s.row.remove(tgt)
        attach(s, tgt, p, a["attacker"], fresh=True)
        ev.append(Event("captured", {"player": p, "group": tgt, "from": owner,
                                     "under": a["attacker"]}))
        return
    orphans = release(s, tgt) if owner >= 0 else []
    if owner < 0:
        s.row.remove(tgt)
    if kind == NEUTRALIZE:
        s.row.append(tgt)
        ev.append(Event("neutralized", {"player": p, "group": tgt, "from": owner}))
    else:
        s.destroyed.append(tgt)
        s.destroyed_by[p] += 1
        ev.append(Event("destroyed", {"player": p, "group": tgt, "from": owner}))
    if orphans:
        orphan(s, owner, orphans)
