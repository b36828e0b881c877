"""Macro-actions shared by the thinking bots, expanded into one legal primitive at a time.

A bot is asked for one primitive action at a time, so each call recomputes its plan
from the observation (bots keep no hidden memory: the same observation gives the same
plan). Macros: *build and make the best Accusation*, *draw*, *strike*, *hoard*,
*re-conceal*, *burn Sanity to end a won game*. `Style` holds the numbers that make
levels differ.
"""

from __future__ import annotations

from dataclasses import dataclass

from ...core.actions import Action
from .. import (
    NEW,
    RESERVE,
    Accuse,
    Draw,
    Excess,
    Give,
    Observation,
    Pass,
    Place,
    Reconceal,
    Shift,
    Stow,
    Strike,
)
from ..catalogue import DELUSIONS, IS_GOAL, IS_GROUP, MINUS
from ..costs import action_cost
from ..plots import MAX_GROUPS, MAX_METHODS
from .knowledge import Knowledge

NEG = -1e9  # never name this type (it stands concealed in the own Plot)
FINISHING_BLOW = 1  # a rival at this Sanity or less is struck first (§7: insane at 0)


@dataclass(frozen=True)
class Style:
    """Tunable numbers of a level."""

    accuse_min: float = 0.45  # expected weighted exposures worth making an Accusation
    spend_per_exposure: float = 4.0  # Sanity worth paying (at full Sanity) per exposure
    free_cap: int = 1  # building steps costing at most this are taken without a plan
    low_sanity: int = 12  # below this, only free building steps
    include_min: float = 0.04  # a type is worth a place in an Accusation above this
    minus_penalty: float = 0.35  # value lost when a (-1) Method enters (one Sanity)
    # Strike only while strictly ahead: tormenting ends the game sooner, and ending it
    # level only shares the win (§8), while more turns can still break the tie.
    strike_tied: bool = False  # True: a bot level with the leader strikes too
    draw_cap: int = 0  # Paranoid draws from the Pool while the next action costs at most this
    hoard: bool = True  # the Enemy draws every counter it may
    max_draws: int = 99  # Enemy draws per phase at most
    endgame_burn: bool = True  # the last sane Paranoid, winning, spends Sanity to end it


# ---- the value of naming each type ----------------------------------------------------

def standing(obs: Observation, me: int) -> tuple[int, int]:
    """(own concealed, best concealed among opponents): who wins an Enemy Victory now."""
    mine = obs.players[me].concealed
    best = max((pv.concealed for j, pv in enumerate(obs.players) if j != me), default=0)
    return mine, best


def holds_delusions_win(obs: Observation, me: int) -> bool:
    """§9.13: my Plot's Delusions is still concealed (every Paranoid insane = my win)."""
    if not obs.options.get("delusions"):
        return False
    return any(t == DELUSIONS and not e for t, e in zip(obs.plot, obs.plot_exposed))


def opponent_weights(obs: Observation, me: int) -> list[float]:
    """How much exposing one of j's concealed counters helps me win an Enemy Victory:
    fully for rivals level with or ahead of me, less for those already behind."""
    mine = obs.players[me].concealed
    out = []
    for j, pv in enumerate(obs.players):
        if j == me:
            out.append(0.0)
        elif pv.concealed >= mine:
            out.append(1.0)
        elif pv.concealed == mine - 1:
            out.append(0.5)
        else:
            out.append(0.15)
    return out


def type_values(obs: Observation, k: Knowledge, prob: list[list[float]],
) -> list[float]:
    """Expected weighted exposures from naming each type (own concealed types: never)."""
    weights = opponent_weights(obs, k.me)
    values = [0.0] * len(prob[0])
    for j in k.opponents:
        w, row = weights[j], prob[j]
        for t, p in enumerate(row):
            if p:
                values[t] += w * p
    if obs.options.get("delusions") and not holds_delusions_win(obs, k.me):
        # Exposing a rival's Delusions takes away an outright win (§9.13).
        values[DELUSIONS] *= 4.0
    for t in k.own_concealed:
        values[t] = NEG
    return values


# ---- Paranoid phase: build and make the best Accusation --------------------------------

@dataclass
class AccusationPlan:
    target: list[int]  # the types of the Accusation to make
    work: int  # index of the Accusation in progress that becomes it, or NEW
    value: float  # expected weighted exposures when made
    steps: list[Action]  # primitive actions still needed, Accuse last


def best_target(held: list[int], values: list[float], work_types: set[int],
                style: Style) -> tuple[list[int], float]:
    """The best complete Accusation from held types: 1–2 Groups, 1–4 Methods, 1 Goal.

    Counters already in the working Accusation get a small bonus (no action needed to
    place them); (-1) Methods not yet in it pay for the Sanity their entry costs.
    """
    def score(t: int) -> float:
        v = values[t]
        if t in work_types:
            v += 0.02
        elif MINUS[t]:
            v -= style.minus_penalty
        return v

    uniq = [t for t in set(held) if values[t] > NEG / 2]
    groups = sorted((t for t in uniq if IS_GROUP[t]), key=score, reverse=True)
    goals = sorted((t for t in uniq if IS_GOAL[t]), key=score, reverse=True)
    methods = sorted((t for t in uniq if not IS_GROUP[t] and not IS_GOAL[t]), key=score,
                     reverse=True)
    if not groups or not goals or not methods:
        return [], 0.0
    chosen = [groups[0], goals[0], methods[0]]
    chosen += [t for t in groups[1:MAX_GROUPS] if score(t) > style.include_min]
    chosen += [t for t in methods[1:MAX_METHODS] if score(t) > style.include_min]
    return chosen, sum(values[t] for t in chosen)


def plan_accusation(obs: Observation, values: list[float], style: Style) -> AccusationPlan | None:
    held = list(obs.paranoid)
    for acc in obs.accusations:
        held.extend(acc)
    accs = obs.accusations
    # The working Accusation: the one sharing most value with what could be made.
    work = NEW
    if accs:
        work = max(range(len(accs)), key=lambda i: (sum(max(values[t], -5) for t in accs[i]),
                                                    len(accs[i])))
    work_types = set(accs[work]) if work != NEW else set()
    target, value = best_target(held, values, work_types, style)
    if not target:
        return None
    steps: list[Action] = []
    if work != NEW:
        for t in accs[work]:
            if t not in target:
                steps.append(Shift(work, t, RESERVE))
    first_new = work == NEW
    for t in sorted(target, key=lambda x: -values[x]):
        if t in work_types:
            continue
        src = next((i for i, acc in enumerate(accs) if t in acc and i != work), None)
        if t in obs.paranoid or src is None:
            steps.append(Place(t, NEW if first_new else work))
        else:
            steps.append(Shift(src, t, NEW if first_new else work))
        first_new = False
    steps.append(Accuse(work if work != NEW else len(accs)))
    return AccusationPlan(target, work, value, steps)


def steps_cost(obs: Observation, steps: list[Action]) -> int:
    """Sanity the remaining steps cost if all taken this phase (§5.1)."""
    total, k = 0, obs.taken
    for step in steps:
        k += 1
        total += action_cost(k)
        if isinstance(step, Place | Shift) and step.to != RESERVE and MINUS[step.type]:
            total += 1
    return total


def paranoid_choice(obs: Observation, legal: list[Action], values: list[float],
                    style: Style) -> Action:
    """One step of the Paranoid phase for the medium and hard levels."""
    me = obs.viewer
    sanity = obs.players[me].sanity
    if obs.pending >= 0:
        return stow_choice(obs, legal, values, style)
    mine, best = standing(obs, me)
    others_sane = any(pv.sanity > 0 for j, pv in enumerate(obs.players) if j != me)
    if style.endgame_burn and not others_sane and (mine > best or holds_delusions_win(obs, me)):
        return burn_sanity(obs, legal)
    plan = plan_accusation(obs, values, style)
    legal_set = set(legal)
    if plan is not None and plan.steps:
        step = plan.steps[0]
        if step in legal_set:
            cost = steps_cost(obs, plan.steps)
            allowance = plan.value * style.spend_per_exposure * sanity / 35.0
            ready = plan.value >= style.accuse_min
            if isinstance(step, Accuse):
                if ready and cost <= max(allowance, 1.0):
                    return step
            elif ready and cost <= allowance and sanity - cost > 3:
                return step
            elif steps_cost(obs, plan.steps[:1]) <= (style.free_cap if sanity > style.low_sanity
                                                      else 0):
                return step
    if obs.next_cost <= style.draw_cap and Draw() in legal_set and sanity > style.low_sanity:
        return Draw()
    if obs.next_cost == 0 and Draw() in legal_set:
        return Draw()
    return Pass()


def stow_choice(obs: Observation, legal: list[Action], values: list[float],
                style: Style) -> Action:
    """Put a just-drawn counter where the plan wants it, else into the Reserve."""
    t = obs.pending
    if values[t] > style.include_min and values[t] > NEG / 2:
        stows = [a for a in legal if isinstance(a, Stow) and a.to != RESERVE]
        accs = obs.accusations
        best = None
        for a in stows:
            if MINUS[t] and values[t] < style.minus_penalty:
                continue
            score = sum(max(values[x], -5) for x in accs[a.to])
            if best is None or score > best[0]:
                best = (score, a)
        if best is not None and best[0] > 0:
            return best[1]
    return Stow(RESERVE)


def burn_sanity(obs: Observation, legal: list[Action]) -> Action:
    """The last sane Paranoid, winning: spend Sanity on harmless moves so the own Enemy
    can strike the final point and end the game (§7.2 forbids reaching 0 by actions)."""
    for a in legal:
        if isinstance(a, Draw):
            return a
    for a in legal:
        if isinstance(a, Shift | Place) and not MINUS[a.type]:
            return a
    return Pass()


# ---- Enemy phase and Turn End -----------------------------------------------------------

def enemy_choice(obs: Observation, legal: list[Action], style: Style) -> Action:
    """Duplicates to the own Reserve; re-conceal; strike while ahead; else hoard."""
    me = obs.viewer
    if obs.must_give:
        return Give(obs.must_give[0], me)
    reconceal = [a for a in legal if isinstance(a, Reconceal)]
    if reconceal:
        return reconceal[0]  # its twin was laid aside: it can never be named again
    mine, best = standing(obs, me)
    leading = mine > best or holds_delusions_win(obs, me)
    tied = mine == best and style.strike_tied
    if obs.taken == 0 and (leading or tied):
        target = strike_target(obs, legal)
        if target is not None:
            return target
    if Draw() in legal and style.hoard and obs.taken < style.max_draws:
        return Draw()
    return Pass()


def strike_target(obs: Observation, legal: list[Action]) -> Action | None:
    """Whom the Enemy torments (§6, no action taken): a rule a player reads as fair.

    A sane rival one point from insanity is finished off first (one fewer accuser).
    Otherwise the rival closest to winning: most concealed counters (the Enemy Victory
    standings, §8), then the highest exposure score. Rivals level on both are taken in
    turn (turn number plus seat picks one), so one player is not the target of every
    torment only for having the lowest Sanity. With no rival to strike, the own Paranoid.
    """
    me = obs.viewer
    strikes = [a for a in legal if isinstance(a, Strike)]
    rivals = [a for a in strikes if a.target != me]
    if not rivals:
        return strikes[0] if strikes else None
    players = obs.players
    finishing = [a for a in rivals if players[a.target].sanity <= FINISHING_BLOW]
    if finishing:
        return min(finishing, key=lambda a: (players[a.target].sanity, a.target))

    def standing_of(a: Strike) -> tuple[int, int]:
        return players[a.target].concealed, players[a.target].score

    top = max(standing_of(a) for a in rivals)
    leaders = sorted((a for a in rivals if standing_of(a) == top), key=lambda a: a.target)
    return leaders[(obs.turn + max(me, 0)) % len(leaders)]


def excess_choice(obs: Observation, legal: list[Action], values: list[float]) -> Action:
    """Move the counter most useful for Accusations into the own Paranoid Reserve."""
    return max((a for a in legal if isinstance(a, Excess)), key=lambda a: values[a.type])
