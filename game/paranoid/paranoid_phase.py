"""The Paranoid phase (spec §5): Draw, Place, Shift, Accuse, each costing Sanity."""

from __future__ import annotations

from ..core.errors import IllegalAction
from ..core.events import Event
from .accusations import can_take, is_complete
from .actions import NEW, RESERVE, Accuse, Draw, Pass, Place, Shift, Stow
from .catalogue import MINUS
from .costs import action_cost, affordable, entry_cost
from .state import NONE, State
from .zones import Events, draw_from_pool, drawn_event, lose_sanity


def next_action_cost(s: State) -> int:
    """Fibonacci cost of the next Paranoid action this phase (§5.1)."""
    return action_cost(s.taken + 1)


def stow_targets(s: State, t: int) -> list[int]:
    """Where a just-drawn counter may go: the Reserve, or an Accusation that can take it
    (a (-1) Method only if its extra point leaves Sanity above 0, §5.1)."""
    p = s.actor
    targets = [RESERVE]
    if not MINUS[t] or s.sanity[p] > 1:
        targets += [i for i, acc in enumerate(s.accusations[p]) if can_take(acc, t)]
    return targets


def legal_paranoid_actions(s: State) -> list:
    p = s.actor
    if s.pending != NONE:
        return [Stow(to) for to in stow_targets(s, s.pending)]
    acts: list = []
    budget = s.sanity[p] - next_action_cost(s)  # Sanity left after the Fibonacci cost
    if budget > 0:
        if s.pool:
            acts.append(Draw())
        accs = s.accusations[p]
        for t in sorted(set(s.paranoid[p])):
            if MINUS[t] and budget <= 1:
                continue
            acts.extend(Place(t, i) for i, acc in enumerate(accs) if can_take(acc, t))
            acts.append(Place(t, NEW))
        for i, acc in enumerate(accs):
            for t in acc:
                acts.append(Shift(i, t, RESERVE))
                if MINUS[t] and budget <= 1:
                    continue
                acts.extend(Shift(i, t, j) for j, other in enumerate(accs)
                            if j != i and can_take(other, t))
                if len(acc) > 1:
                    acts.append(Shift(i, t, NEW))
            if is_complete(acc):
                acts.append(Accuse(i))
    acts.append(Pass())
    return acts


def _pay(s: State, entering: int, ev: Events, rule: str) -> None:
    """Charge the next action's Fibonacci cost plus (-1) entries, or refuse it (§5.1, §7.2)."""
    p = s.actor
    fib = next_action_cost(s)
    total = fib + entering
    if not affordable(s.sanity[p], total):
        raise IllegalAction(rule, f"this action would cost {total} Sanity and {s.sanity[p]} is "
                            "left; an action may not bring Sanity to 0 (§7.2)")
    s.taken += 1
    lose_sanity(s, p, fib, "action", ev)
    lose_sanity(s, p, entering, "minus_method", ev)
    s.activity = True


def _accusation(s: State, i: int) -> list[int]:
    accs = s.accusations[s.actor]
    if not 0 <= i < len(accs):
        raise IllegalAction("§5.2", f"there is no Accusation in progress number {i}")
    return accs[i]


def _check_entry(acc: list[int], t: int) -> None:
    if not can_take(acc, t):
        raise IllegalAction("§5.2", "an Accusation holds at most 2 Groups, 4 Methods, 1 Goal "
                            "and no type twice")


def _put(s: State, t: int, to: int) -> None:
    if to == RESERVE:
        s.paranoid[s.actor].append(t)
    elif to == NEW:
        s.accusations[s.actor].append([t])
    else:
        s.accusations[s.actor][to].append(t)


def draw(s: State, ev: Events) -> None:
    """§5: draw at random from the Pool; the counter then waits to be stowed."""
    if not s.pool:
        raise IllegalAction("§5", "the Pool is empty")
    _pay(s, 0, ev, "§5.1")
    t = draw_from_pool(s)
    s.pending = t
    ev.append(drawn_event(s.actor, "hand", t))
    targets = stow_targets(s, t)
    if len(targets) == 1:  # only the Reserve can take it: no decision to ask for
        stow(s, RESERVE, ev)


def stow(s: State, to: int, ev: Events) -> None:
    t = s.pending
    if to != RESERVE and to not in stow_targets(s, t):
        if to == NEW:
            raise IllegalAction("§5", "a drawn counter goes to the Reserve or an existing "
                                "Accusation, not a new one")
        _check_entry(_accusation(s, to), t)
        raise IllegalAction("§5.1", "a (-1) Method may not enter an Accusation when its extra "
                            "point would bring Sanity to 0")
    if to != RESERVE:
        lose_sanity(s, s.actor, entry_cost(t), "minus_method", ev)
    s.pending = NONE
    _put(s, t, to)
    ev.append(Event("stowed", {"player": s.actor, "to": to}, {"type": t}, (s.actor,)))


def place(s: State, t: int, to: int, ev: Events) -> None:
    """§5: Paranoid Reserve -> an Accusation in progress, or a new one."""
    if t not in s.paranoid[s.actor]:
        raise IllegalAction("§5", "that counter is not in your Paranoid Reserve")
    if to == RESERVE:
        raise IllegalAction("§5", "Place moves a counter into an Accusation")
    if to != NEW:
        _check_entry(_accusation(s, to), t)
    _pay(s, entry_cost(t), ev, "§5.1")
    s.paranoid[s.actor].remove(t)
    _put(s, t, to)
    ev.append(Event("placed", {"player": s.actor, "to": to}, {"type": t}, (s.actor,)))


def shift(s: State, source: int, t: int, to: int, ev: Events) -> None:
    """§5: an Accusation -> another, a new one, or back to the Reserve (no refund, §5.1)."""
    acc = _accusation(s, source)
    if t not in acc:
        raise IllegalAction("§5", "that counter is not in that Accusation")
    if to == source:
        raise IllegalAction("§5", "a Shift moves a counter to a different place")
    if to == NEW and len(acc) == 1:
        raise IllegalAction("§5", "a lone counter is already an Accusation of its own")
    if to not in (RESERVE, NEW):
        _check_entry(_accusation(s, to), t)
    _pay(s, entry_cost(t) if to != RESERVE else 0, ev, "§5.1")
    acc.remove(t)
    _put(s, t, to)
    if not acc:  # an emptied Accusation no longer exists
        del s.accusations[s.actor][source]
    ev.append(Event("shifted", {"player": s.actor, "source": source, "to": to},
                    {"type": t}, (s.actor,)))


def accuse(s: State, i: int, ev: Events) -> None:
    """§5.2: every Plot exposes each unexposed counter of a type named; the accuser scores
    them all (own Plot included), and the Accusation is laid aside face up."""
    acc = _accusation(s, i)
    if not is_complete(acc):
        raise IllegalAction("§5.2", "only a complete Accusation (1–2 Groups, 1–4 Methods, "
                            "1 Goal) can be made")
    _pay(s, 0, ev, "§5.1")
    p = s.actor
    del s.accusations[p][i]
    ev.append(Event("accused", {"player": p, "types": list(acc)}))
    named = set(acc)
    exposed: list[list[int]] = []
    for q in range(s.n):
        flags = s.exposed[q]
        for k, t in enumerate(s.plots[q]):
            if t in named and not flags[k]:
                flags[k] = True
                exposed.append([q, t])
                ev.append(Event("exposed", {"player": q, "type": t, "by": p}))
    s.score[p] += len(exposed)
    s.laid_aside.append({"by": p, "turn": s.turn, "types": list(acc), "exposed": exposed})
    ev.append(Event("accusation_result", {"player": p, "exposed": len(exposed),
                                          "score": s.score[p]}))


def apply_paranoid(s: State, action, ev: Events) -> bool:
    """Apply a Paranoid-phase action. Returns True when the phase ends (Pass)."""
    if s.pending != NONE and not isinstance(action, Stow):
        raise IllegalAction("§5", "first put the counter you drew into your Reserve or an "
                            "Accusation")
    if isinstance(action, Pass):
        return True
    if s.sanity[s.actor] == 0:
        raise IllegalAction("§7", "an insane Paranoid takes no actions")
    if isinstance(action, Draw):
        draw(s, ev)
    elif isinstance(action, Stow):
        if s.pending == NONE:
            raise IllegalAction("§5", "there is no drawn counter to put away")
        stow(s, action.to, ev)
    elif isinstance(action, Place):
        place(s, action.type, action.to, ev)
    elif isinstance(action, Shift):
        shift(s, action.source, action.type, action.to, ev)
    elif isinstance(action, Accuse):
        accuse(s, action.accusation, ev)
    else:
        raise IllegalAction("§5", f"a Paranoid cannot {action.kind} now")
    return False
