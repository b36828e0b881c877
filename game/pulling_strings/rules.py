"""Who is awaited and what they may do, phase by phase (spec §7–§12), and applying it.

Phases: `choose` (Cabals chosen in seat order), `action` (the action step: actions,
free actions, lying low), `aim` and `helpers` (declaring an attack, §9.1), `react`
(Leaked Memo), `money` (§9.3 steps), `reroll` (a Cabal perk), `purse` (a transfer being
counted out), `end` (end-of-turn transfers), `place` (groups waiting for a free arrow),
`mole` (a Mole looking at a hand), `over`.
"""

from __future__ import annotations

from ..core.actions import Action
from ..core.events import Event
from . import money
from .actions import (
    AMOUNTS,
    CARD,
    GROUP,
    SLUSH,
    Add,
    Aim,
    Attack,
    CallOff,
    Cancel,
    Choose,
    Done,
    Drop,
    EndActions,
    EndTurn,
    Gift,
    Go,
    Help,
    Interfere,
    LieLow,
    Move,
    Pay,
    Pick,
    Place,
    Play,
    Reroll,
    Resign,
    Send,
    Take,
)
from .attacks import attackers, helpers, new_attack, targets
from .cards import CABALS, CONTROL, MEMO, N_GROUPS, SMEAR, SURE
from .flow import settle
from .goals import goals_met
from .options import HUMAN
from .specials import mole_pick, play, special_moves, take_over
from .state import CABAL, State
from .turns import choose_cabal, end_turn, lie_low, resign
from .web import anchors, branch, release

_DONE, _CANCEL, _GO, _END_ACTIONS, _END_TURN = Done(), Cancel(), Go(), EndActions(), EndTurn()
_CALL_OFF, _LIE_LOW, _RESIGN = CallOff(), LieLow(), Resign()


def waiting_for(s: State) -> tuple[int, ...]:
    ph = s.phase
    if ph == "over":
        return ()
    if ph == "choose":
        return (s.chooser,)
    if ph in ("react", "money"):
        return (money.actor(s),)
    if ph == "place":
        return (s.place[0][0],)
    return (s.active,)


def treasuries(s: State, p: int) -> list[int]:
    return [CABAL] + [g for g in range(N_GROUPS) if s.owner[g] == p]


def balance(s: State, p: int, node: int) -> int:
    return s.cash[p] if node == CABAL else s.treasury[node]


def adjacent(s: State, p: int, node: int) -> list[int]:
    """Treasuries next to `node` along one link (§7.5)."""
    out = [g for g in range(N_GROUPS) if s.owner[g] == p and s.master[g] == node]
    if node != CABAL:
        out.append(s.master[node])
    return out


def legal_actions(s: State, p: int) -> list[Action]:  # noqa: PLR0911, PLR0912
    if p not in waiting_for(s):
        return []
    ph = s.phase
    if ph == "action":
        return _action_step(s, p)
    if ph == "aim":
        a = s.attack
        assert a is not None
        return [Aim(t, k) for t, k in targets(s, p, a["attacker"])] + [_CANCEL]
    if ph == "helpers":
        a = s.attack
        assert a is not None
        out = [Help(h) for h in helpers(s, p, a)] + [_GO]
        if SMEAR in s.hands[p]:
            out.append(Play(SMEAR, -1))
        if SURE in s.hands[p] and a["kind"] == CONTROL and s.owner[a["target"]] < 0:
            out.append(Play(SURE, -1))
        return out + [_CANCEL]
    if ph in ("react", "money"):
        out = []
        for what, x, y in money.money_actions(s):
            if what == "pay":
                out.append(Pay(x, y))
            elif what == "interfere":
                out.append(Interfere(x, y))
            elif what == "memo":
                out.append(Play(MEMO, -1))
            else:
                out.append(_DONE if what == "done" else _CALL_OFF)
        return out
    if ph == "reroll":
        return [Reroll(1), Reroll(0)]
    if ph == "purse":
        return _purse_step(s, p)
    if ph == "end":
        return [Take(n) for n in _end_sources(s, p)] + [_END_TURN]
    if ph == "place":
        return _place_step(s, p)
    if ph == "mole":
        return [Pick(c) for c in sorted(set(s.hands[s.mole]))]
    if ph == "choose":
        return [Choose(c) for c in range(len(CABALS)) if c not in s.cabal]
    return []


def _action_step(s: State, p: int) -> list[Action]:
    out: list[Action] = []
    if not s.acted:
        out.append(_LIE_LOW)
    mine = [g for g in range(N_GROUPS) if s.owner[g] == p]
    if s.actions_left > 0:
        if s.row or any(o >= 0 and o != p for o in s.owner):
            out += [Attack(n) for n in attackers(s, p)]
        if mine:
            out += [Take(n) for n in [CABAL, *mine] if balance(s, p, n) > 0]
        for g in mine:
            if [n for n in anchors(s, p, g) if n != s.master[g]]:
                out.append(Move(g))
    out += [Drop(g) for g in mine]
    out += [Play(c, arg) for c, arg in special_moves(s, p)]
    if s.config.diplomacy:
        out += _gifts(s, p, mine)
    if s.config.seats[p] == HUMAN:
        out.append(_RESIGN)
    out.append(_END_ACTIONS)
    return out


def _gifts(s: State, p: int, mine: list[int]) -> list[Action]:
    """§8.4 gifts (Diplomacy): Slush, a special, or a group with its branch; never one
    that would make the receiver win at once."""
    out: list[Action] = []
    for q in range(s.n):
        if q == p or s.resigned[q]:
            continue
        out += [Gift(q, SLUSH, x) for x in AMOUNTS if x <= s.cash[p]]
        out += [Gift(q, CARD, c) for c in sorted(set(s.hands[p]))]
        if anchors(s, q):
            for g in mine:
                if not _gift_wins(s, q, g):
                    out.append(Gift(q, GROUP, g))
    return out


def _gift_wins(s: State, q: int, g: int) -> bool:
    t = s.clone()
    for h in branch(t, g):
        t.owner[h] = q
    return bool(goals_met(t, q))


def _purse_step(s: State, p: int) -> list[Action]:
    purse = s.purse
    assert purse is not None
    left = balance(s, p, purse["source"]) - purse["amount"]
    out: list[Action] = [Add(x) for x in AMOUNTS if x <= left]
    if purse["amount"] > 0:
        src = purse["source"]
        dests = adjacent(s, p, src) if purse["end"] else \
            [n for n in treasuries(s, p) if n != src]
        out += [Send(n) for n in dests]
    return out + [_CANCEL]


def _end_sources(s: State, p: int) -> list[int]:
    return [n for n in treasuries(s, p) if balance(s, p, n) > 0 and adjacent(s, p, n)]


def _place_step(s: State, p: int) -> list[Action]:
    out: list[Action] = []
    for q, g, mode in s.place:
        if q != p:
            continue
        spots = anchors(s, p, g)
        if mode == 1:
            spots = [n for n in spots if n != s.master[g]]
        out += [Place(g, n) for n in spots]
    if s.place[0][2] == 1:
        out.append(_CANCEL)
    return out


def apply_action(s: State, a: Action, p: int) -> list[Event]:  # noqa: PLR0912, PLR0915
    """Apply a legal action of player p (legality is checked by the caller)."""
    ev: list[Event] = []
    k = a.kind
    ph = s.phase
    if k == "choose":
        choose_cabal(s, a.cabal, ev)
    elif k == "lie_low":
        lie_low(s, ev)
    elif k == "resign":
        resign(s, ev)
    elif k == "end_actions":
        s.phase = "end"
        if not _end_sources(s, p):
            end_turn(s, ev)
    elif k == "end_turn":
        end_turn(s, ev)
    elif k == "attack":
        s.attack = new_attack(p, a.node)
        s.phase = "aim"
    elif k == "aim":
        assert s.attack is not None
        s.attack["target"], s.attack["kind"] = a.target, a.kind_
        s.phase = "helpers"
    elif k == "help":
        assert s.attack is not None
        s.attack["helpers"].append(a.node)
    elif k == "go":
        money.declare(s, ev)
    elif k == "cancel":
        _cancel(s, ph)
    elif k == "play":
        _play(s, p, a.card, a.arg, ev)
    elif k == "pay":
        money.pay(s, a.source, a.amount, ev)
    elif k == "interfere":
        money.interfere(s, a.side, a.amount, ev)
    elif k == "done":
        money.done(s, ev)
    elif k == "call_off":
        money.call_off(s, ev)
    elif k == "reroll":
        money.reroll(s, bool(a.again), ev)
    elif k == "take":
        s.purse = {"source": a.source, "amount": 0, "end": ph == "end"}
        s.phase = "purse"
    elif k == "add":
        assert s.purse is not None
        s.purse["amount"] += a.amount
    elif k == "send":
        _send(s, p, a.target, ev)
    elif k == "move":
        s.place.append([p, a.group, 1])
        s.phase = "place"
    elif k == "place":
        _place(s, p, a.group, a.node, ev)
    elif k == "drop":
        _drop(s, p, a.group, ev)
    elif k == "gift":
        _gift(s, p, a.to, a.what, a.value, ev)
    elif k == "pick":
        mole_pick(s, a.card, ev)
    return ev


def _cancel(s: State, ph: str) -> None:
    if ph in ("aim", "helpers"):
        s.attack = None
        s.phase = "action"
    elif ph == "purse":
        assert s.purse is not None
        s.phase = "end" if s.purse["end"] else "action"
        s.purse = None
    elif ph == "place":
        s.place.pop(0)
        s.phase = "action"


def _play(s: State, p: int, card: int, arg: int, ev: list[Event]) -> None:
    if s.phase == "react":
        money.leaked_memo(s, ev)
    elif s.phase == "helpers":
        assert s.attack is not None
        s.hands[p].remove(card)
        s.discard.append(card)
        ev.append(Event("special", {"player": p, "card": card, "arg": -1}))
        s.attack["smear" if card == SMEAR else "sure"] = True
        money.declare(s, ev)
    else:
        play(s, p, card, arg, ev)


def _send(s: State, p: int, dst: int, ev: list[Event]) -> None:
    purse = s.purse
    assert purse is not None
    src, amount = purse["source"], purse["amount"]
    for node, delta in ((src, -amount), (dst, amount)):
        if node == CABAL:
            s.cash[p] += delta
        else:
            s.treasury[node] += delta
    ev.append(Event("transferred", {"player": p, "from": src, "to": dst, "amount": amount,
                                    "end": purse["end"]}))
    s.purse = None
    if purse["end"]:
        s.transfers_left -= 1
        if s.transfers_left == 0 or not _end_sources(s, p):
            end_turn(s, ev)
        else:
            s.phase = "end"
        return
    s.actions_left -= 1
    s.acted = True
    settle(s, ev)


def _place(s: State, p: int, g: int, node: int, ev: list[Event]) -> None:
    entry = next(e for e in s.place if e[0] == p and e[1] == g)
    s.place.remove(entry)
    s.master[g] = node
    if entry[2] == 1:
        s.actions_left -= 1
        s.acted = True
    ev.append(Event("placed", {"player": p, "group": g, "under": node, "mode": entry[2]}))
    settle(s, ev)


def _drop(s: State, p: int, g: int, ev: list[Event]) -> None:
    """§8.4: back to the row, treasury to the bank, puppets orphaned."""
    kids = release(s, g)
    s.row.append(g)
    s.acted = True
    s.place += [[p, h, 0] for h in kids]
    ev.append(Event("dropped", {"player": p, "group": g}))
    settle(s, ev)


def _gift(s: State, p: int, q: int, what: int, value: int, ev: list[Event]) -> None:
    s.acted = True
    if what == SLUSH:
        s.cash[p] -= value
        s.cash[q] += value
        ev.append(Event("gift", {"player": p, "to": q, "what": "slush", "amount": value}))
    elif what == CARD:
        s.hands[p].remove(value)
        s.hands[q].append(value)
        ev.append(Event("gift", {"player": p, "to": q, "what": "card"}, {"card": value},
                        (p, q)))
    else:
        take_over(s, value, q, mode=3)
        ev.append(Event("gift", {"player": p, "to": q, "what": "group", "group": value}))
    settle(s, ev)
