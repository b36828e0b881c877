"""The Enemy phase (spec §6, with §9.11 Aliens, §9.12 Corporations, §9.13 Delusions)."""

from __future__ import annotations

from ..core.errors import IllegalAction
from ..core.events import Event
from .actions import Draw, Give, Pass, Reconceal, Strike
from .catalogue import DELUSIONS
from .state import State
from .zones import Events, draw_from_pool, drawn_event, lose_sanity


def allowed_actions(s: State, p: int) -> int:
    """§6: one action per unexposed Plot counter, counted now; +1 while a Corporation group
    is unexposed (§9.12)."""
    extra = 1 if s.options.corporations and s.has_unexposed_corporation(p) else 0
    return s.unexposed(p) + extra


def give_targets(s: State, p: int) -> list[int]:
    """§9.13: the Delusions player's Enemy may Give only to its own Paranoid."""
    if s.options.delusions and DELUSIONS in s.plots[p]:
        return [p]
    return list(range(s.n))


def forced_duplicates(s: State, p: int) -> list[int]:
    """§5.11 / §6: Enemy Reserve counters of a type in the own Plot, which must be given
    by the very next Enemy action while one is allowed."""
    if s.taken >= allowed_actions(s, p):
        return []
    plot = s.plots[p]
    return sorted({t for t in s.enemy[p] if t in plot})


def may_strike(s: State, p: int) -> bool:
    """§6: an Enemy allowed at least one action that took none may strike (or decline)."""
    return s.taken == 0 and allowed_actions(s, p) >= 1


def may_reconceal(s: State, p: int) -> bool:
    """§9.11: with an unexposed Alien group, re-concealing is the whole Enemy phase."""
    return (s.options.aliens and s.taken == 0 and s.has_unexposed_alien(p)
            and any(s.exposed[p]))


def legal_enemy_actions(s: State) -> list:
    p = s.actor
    forced = forced_duplicates(s, p)
    targets = give_targets(s, p)
    if forced:
        return [Give(t, q) for t in forced for q in targets]
    acts: list = []
    if s.taken < allowed_actions(s, p):
        if s.pool:
            acts.append(Draw())
        acts.extend(Give(t, q) for t in sorted(set(s.enemy[p])) for q in targets)
    if may_strike(s, p):
        acts.extend(Strike(q) for q in range(s.n) if s.sanity[q] > 0)
    if may_reconceal(s, p):
        acts.extend(Reconceal(t) for t, e in zip(s.plots[p], s.exposed[p]) if e)
    acts.append(Pass())
    return acts


def _spend_action(s: State, p: int) -> None:
    if s.taken >= allowed_actions(s, p):
        raise IllegalAction("§6", f"this Enemy may take {allowed_actions(s, p)} actions this "
                            "phase and has taken them")
    s.taken += 1
    s.activity = True


def enemy_draw(s: State, ev: Events) -> None:
    p = s.actor
    if not s.pool:
        raise IllegalAction("§6", "the Pool is empty")
    _spend_action(s, p)
    t = draw_from_pool(s)
    s.enemy[p].append(t)
    ev.append(drawn_event(p, "enemy", t))


def give(s: State, t: int, to: int, ev: Events) -> None:
    """§6: Enemy Reserve -> any Paranoid Reserve; everyone sees that, only the two which."""
    p = s.actor
    if t not in s.enemy[p]:
        raise IllegalAction("§6", "that counter is not in your Enemy Reserve")
    if not 0 <= to < s.n:
        raise IllegalAction("§6", f"there is no player {to}")
    if to not in give_targets(s, p):
        raise IllegalAction("§9.13", "Delusions is not real: its Enemy gives only to its own "
                            "Paranoid")
    forced = forced_duplicates(s, p)
    if forced and t not in forced:
        raise IllegalAction("§5.11", "a counter matching your own Plot must be given first")
    _spend_action(s, p)
    s.enemy[p].remove(t)
    s.paranoid[to].append(t)
    s.gifts.append([s.turn, p, to, t])
    ev.append(Event("given", {"player": p, "to": to}, {"type": t}, (p, to)))


def _check_phase_choice(s: State, p: int, what: str) -> None:
    if forced_duplicates(s, p):
        raise IllegalAction("§5.11", f"a counter matching your own Plot must be given before "
                            f"you can {what}")


def strike(s: State, target: int, ev: Events) -> None:
    p = s.actor
    _check_phase_choice(s, p, "strike")
    if not may_strike(s, p):
        raise IllegalAction("§6", "only an Enemy that could act and took no action may "
                            "reduce a Sanity")
    if not 0 <= target < s.n or s.sanity[target] == 0:
        raise IllegalAction("§6", "the target must be a sane Paranoid")
    ev.append(Event("struck", {"player": p, "target": target}))
    lose_sanity(s, target, 1, "enemy", ev)


def reconceal(s: State, t: int, ev: Events) -> None:
    p = s.actor
    _check_phase_choice(s, p, "re-conceal")
    if not may_reconceal(s, p):
        raise IllegalAction("§9.11", "re-concealing needs the Aliens rule, an unexposed Alien "
                            "group, and no other Enemy action this phase")
    plot = s.plots[p]
    if t not in plot or not s.exposed[p][plot.index(t)]:
        raise IllegalAction("§9.11", "that counter is not an exposed counter of your Plot")
    s.exposed[p][plot.index(t)] = False
    s.activity = True
    returned = return_laid_aside(s, p, t)
    ev.append(Event("reconcealed", {"player": p, "type": t, "returned": returned}))


def return_laid_aside(s: State, p: int, t: int) -> bool:
    """§9.11: the laid-aside counter of a re-concealed type (the one the Accusation that
    exposed it used) goes back into the Pool, so the type can be drawn and named again.

    The Accusation's record keeps what it exposed and lists the returned type under
    `returned` (records are shared between copies of a state: replaced, never mutated).
    """
    made = s.laid_aside
    exposing = [i for i, m in enumerate(made) if t in m["types"] and [p, t] in m["exposed"]]
    holding = exposing or [i for i, m in enumerate(made) if t in m["types"]]
    if not holding:
        return False  # cannot happen: an exposed type was named by a laid-aside Accusation
    i = holding[-1]
    m = made[i]
    types = list(m["types"])
    types.remove(t)
    made[i] = dict(m, types=types, exposed=[list(x) for x in m["exposed"]],
                   returned=[*m.get("returned", []), t])
    s.pool.append(t)
    return True


def apply_enemy(s: State, action, ev: Events) -> bool:
    """Apply an Enemy-phase action. Returns True when the phase ends."""
    p = s.actor
    if isinstance(action, Pass):
        _check_phase_choice(s, p, "end the phase")
        return True
    if isinstance(action, Draw):
        if forced_duplicates(s, p):
            raise IllegalAction("§5.11", "a counter matching your own Plot must be given "
                                "before anything else")
        enemy_draw(s, ev)
        return False
    if isinstance(action, Give):
        give(s, action.type, action.to, ev)
        return False
    if isinstance(action, Strike):
        strike(s, action.target, ev)
        return True
    if isinstance(action, Reconceal):
        reconceal(s, action.type, ev)
        return True
    raise IllegalAction("§6", f"an Enemy cannot {action.kind}")
