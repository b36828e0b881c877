"""Reactions, money rounds, interference and calling off (spec §9.3), then the roll.

Steps after declaration, in order: the target owner's reaction (Leaked Memo), A1 D1 A2
D2, interference by every other player in seat order from the attacker's left, A3 D3.
No D steps against an uncontrolled target. Each payment goes to the bank at once and is
public; a step ends with `done`.
"""

from __future__ import annotations

from typing import Any

from ..core.dice import roll
from ..core.events import Event
from .abilities import cabal_defence_factor, may_reroll, pays_for_web
from .actions import AGAINST, AMOUNTS, FOR
from .attacks import need, resolve_success, succeeds
from .cards import MEMO, N_GROUPS
from .flow import settle
from .goals import close_to_winning
from .state import CABAL, State


def declare(s: State, ev: list[Event]) -> None:
    """The attack is launched (§9.1): participation and the action are used now."""
    a = s.attack
    assert a is not None
    p = a["player"]
    for node in [a["attacker"], *a["helpers"]]:
        if node == CABAL:
            s.cabal_used[p] = True
        else:
            s.used[node] = True
    s.actions_left -= 1
    s.acted = True
    a["defender"] = d = s.owner[a["target"]]
    ev.append(Event("attack", {"player": p, "attacker": a["attacker"], "target": a["target"],
                               "attack_kind": a["kind"], "helpers": list(a["helpers"]),
                               "smear": a["smear"], "sure": a["sure"], "defender": d,
                               "need": need(s, a)}))
    if a["sure"]:  # §16.3 Sure Thing: no roll, no Slush, no interference
        resolve_success(s, a, ev)
        finish(s, ev)
        return
    steps = ["A1", "D1", "A2", "D2", "I", "A3", "D3"] if d >= 0 else ["A1", "A2", "I", "A3"]
    mode = s.config.options.interference
    others = [(p + k) % s.n for k in range(1, s.n)]
    a["interferers"] = [q for q in others if q != d and not s.resigned[q]]
    if mode == "never" or (mode == "close" and not close_to_winning(s, p)) \
            or not a["interferers"]:
        steps.remove("I")
    a["steps"] = steps
    if d >= 0 and s.hands[d] and not s.resigned[d]:
        s.phase = "react"  # §18: asked whenever the owner holds any special
    else:
        s.phase = "money"


def actor(s: State) -> int:
    a = s.attack
    assert a is not None
    if s.phase == "react":
        return a["defender"]
    step = a["steps"][0]
    if step[0] == "A":
        return a["player"]
    if step[0] == "D":
        return a["defender"]
    return a["interferers"][0]


def sources(s: State) -> list[int]:
    """Treasuries the current payer may use (§9.3)."""
    a = s.attack
    assert a is not None
    step = a["steps"][0]
    if step[0] == "A":
        p = a["player"]
        out = [CABAL]
        if a["attacker"] != CABAL:
            out.append(a["attacker"])
        out += [g for g in range(N_GROUPS)
                if s.owner[g] == p and pays_for_web(g) and g != a["attacker"]]
        return out
    return [a["target"], CABAL]


def balance(s: State, p: int, node: int) -> int:
    return s.cash[p] if node == CABAL else s.treasury[node]


def money_actions(s: State) -> list[tuple[str, int, int]]:
    """('pay', source, amount) / ('interfere', side, amount) / ('done'|'call_off', 0, 0)."""
    a = s.attack
    assert a is not None
    if s.phase == "react":
        out = [("done", 0, 0)]
        if MEMO in s.hands[a["defender"]]:
            out.append(("memo", 0, 0))
        return out
    step = a["steps"][0]
    out = [("done", 0, 0)]
    if step == "I":
        q = a["interferers"][0]
        sides = (a["side"],) if a["side"] else (FOR, AGAINST)
        return out + [("interfere", side, x) for side in sides for x in AMOUNTS
                      if x <= s.cash[q]]
    payer = actor(s)
    for node in sources(s):
        have = balance(s, payer, node)
        out += [("pay", node, x) for x in AMOUNTS if x <= have]
    if step[0] == "A":
        out.append(("call_off", 0, 0))
    return out


def pay(s: State, node: int, amount: int, ev: list[Event]) -> None:
    a = s.attack
    assert a is not None
    payer = actor(s)
    if node == CABAL:
        s.cash[payer] -= amount
    else:
        s.treasury[node] -= amount
    if a["steps"][0][0] == "A":
        a["paid_a"] += amount
        value = amount
    else:  # §9.3: the target's own treasury ×2, the Cabal ×1 (×2 for one Cabal's perk)
        value = amount * (2 if node != CABAL else cabal_defence_factor(s, payer))
        a["paid_d"] += value
    ev.append(Event("paid", {"player": payer, "step": a["steps"][0], "source": node,
                             "amount": amount, "value": value, "need": need(s, a)}))


def interfere(s: State, side: int, amount: int, ev: list[Event]) -> None:
    a = s.attack
    assert a is not None
    q = a["interferers"][0]
    s.cash[q] -= amount
    a["side"] = side
    a["inter_for" if side == FOR else "inter_against"] += amount
    ev.append(Event("interfered", {"player": q, "side": side, "amount": amount,
                                   "need": need(s, a)}))


def done(s: State, ev: list[Event]) -> None:
    a = s.attack
    assert a is not None
    if s.phase == "react":
        s.phase = "money"
        return
    if a["steps"][0] == "I":
        a["interferers"].pop(0)
        a["side"] = 0
        if a["interferers"]:
            return
    a["steps"].pop(0)
    if not a["steps"]:
        roll_dice(s, ev)


def leaked_memo(s: State, ev: list[Event]) -> None:
    """§16.3: the attack is cancelled; action and participation stay used."""
    a = s.attack
    assert a is not None
    s.hands[a["defender"]].remove(MEMO)
    s.discard.append(MEMO)
    ev.append(Event("special", {"player": a["defender"], "card": MEMO}))
    ev.append(Event("attack_over", {"player": a["player"], "success": False,
                                    "why": "cancelled"}))
    finish(s, ev)


def call_off(s: State, ev: list[Event]) -> None:
    a = s.attack
    assert a is not None
    ev.append(Event("attack_over", {"player": a["player"], "success": False,
                                    "why": "called off"}))
    finish(s, ev)


def roll_dice(s: State, ev: list[Event]) -> None:
    a = s.attack
    assert a is not None
    dice = roll(s.rng, 2)
    a["roll"] = list(dice)
    n = need(s, a)
    ok = succeeds(sum(dice), n)
    ev.append(Event("rolled", {"player": a["player"], "dice": list(dice), "need": n,
                               "success": ok}))
    if not ok and may_reroll(s, a["player"]) and not s.rerolled:
        s.phase = "reroll"  # §16.1: a second roll that stands (offered on a failure)
        return
    conclude(s, ok, ev)


def reroll(s: State, again: bool, ev: list[Event]) -> None:
    if not again:
        conclude(s, False, ev)
        return
    s.rerolled = True
    a = s.attack
    assert a is not None
    dice = roll(s.rng, 2)
    a["roll"] = list(dice)
    n = need(s, a)
    ok = succeeds(sum(dice), n)
    ev.append(Event("rolled", {"player": a["player"], "dice": list(dice), "need": n,
                               "success": ok, "again": True}))
    conclude(s, ok, ev)


def conclude(s: State, ok: bool, ev: list[Event]) -> None:
    a = s.attack
    assert a is not None
    if ok:
        resolve_success(s, a, ev)
    ev.append(Event("attack_over", {"player": a["player"], "success": ok,
                                    "why": "roll"}))
    finish(s, ev)


def finish(s: State, ev: list[Event]) -> None:
    s.attack = None
    s.after = "action"
    settle(s, ev)


def summary(a: dict[str, Any]) -> dict[str, Any]:
    """The pending attack as the observation shows it (all public, §14)."""
    return {k: (list(v) if isinstance(v, list) else v) for k, v in a.items()}
