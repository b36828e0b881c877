"""A coach's hint for Conspiracy Pontoon (issue 33, game/core/hints.py): the hard bot's
move for this seat, and why, in the numbers it weighed for this position.

The hard bot keeps no state between moves but its random source, so a bot made afresh
with the hint's seed decides exactly as a hard seat given that seed would. Its decision
leaves its numbers on `bot.reason` (bots/levels.py): the sampled deals of a twist or
stick (rollout.Rollout), the card count of §12.1, the §12.2 line score. The words quote
those and the seat's own cards only: everything here reads the observation.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from ..core.actions import Action
from ..core.hints import Hint
from . import hand as ph
from .bots import make_bot
from .bots.placement import line_parts
from .bots.play import my_hand
from .bots.rollout import STICK, Rollout
from .observation import Observation
from .subjects import phrases

_RANKS = {1: "Ace", 11: "Jack", 12: "Queen", 13: "King"}
_ROLES = ("actor", "thing", "event")


def hint(observation: Observation, legal: Sequence[Action], seat: int, seed: int) -> Hint:
    bot = make_bot("hard", seat, seed)
    action = bot.choose(observation, list(legal))
    why, numbers = explain(observation, seat, action, bot.reason if not bot.fallbacks
                           else {"rule": "fallback"})
    return Hint(action, tuple(why), tuple(float(x) for x in numbers))


def explain(o: Observation, p: int, action: Action, reason: dict[str, Any]
            ) -> tuple[list[str], list[float]]:
    """The words and the numbers they quote, for `action` chosen on `reason`."""
    rule = reason.get("rule", "")
    if rule == "rollout":
        return _rollout(o, p, reason["rollout"])
    if rule == "place":
        return _place(o, p, action, reason)
    if rule == "link":
        return _link(o, action)
    if action.kind in ("declare", "split", "twist", "stick"):
        return _pontoon(o, p, action.kind, reason)
    if action.kind == "vote":
        n = reason.get("choices", 2)
        word = "yes" if action.values[1] else "no"
        return ([f"Vote {word}: the hard bot has no rule for a {o.vote_kind or 'table'} vote",
                 f"and picks one of the {n} ballots at random."], [n])
    if rule == "fallback":
        return ["The hard bot found no plan here and takes the first legal move."], []
    return [f"{_verb(o, action)}: the only move the rules leave you here."], []


def _verb(o: Observation, action: Action) -> str:
    if action.kind == "place":
        return f"Lay {o.subjects[action.values[0]]}"
    return action.kind.capitalize()


def _total(o: Observation, p: int) -> tuple[int, str]:
    ranks = my_hand(o, p)
    total = ph.best_total(ranks)
    return total, ("soft " if ph.is_soft(ranks) else "") + str(total)


def _rollout(o: Observation, p: int, r: Rollout) -> tuple[list[str], list[float]]:
    total, shown = _total(o, p)
    twists = [x for x in r.policies if x != STICK]
    best_twist = max(twists, key=lambda x: r.score[x]) if twists else None
    if r.best == STICK:
        won = r.won[STICK]
        other = r.won[best_twist] if best_twist is not None else 0
        head = (f"Stick on {shown}: it took the hand in {won} of {r.deals} sampled deals; "
                f"twisting, {other}.")
    else:
        won = r.won[r.best]
        other = r.won.get(STICK, 0)
        if r.best > 21:
            plan = "Twist for the five-card trick"
        elif r.best > total + 1:
            plan = f"Twist on {shown}, again below {r.best}"
        else:
            plan = f"Twist on {shown}"
        alt = f"sticking, {other}" if STICK in r.policies else "you may not stick yet"
        head = f"{plan}: it took the hand in {won} of {r.deals} sampled deals; {alt}."
    side = "as the banker, ties are yours" if o.phase == "bank" else \
        "later hands played by the book"
    tail = f"Each deal spread the {r.unseen} cards you have not seen; {side}."
    if won < other:
        tail = (f"A bigger winning hand lays more cards; deals of the {r.unseen} cards you "
                "have not seen.")
    return [head, tail], [total, won, r.deals, other, r.unseen]


def _rank(r: int) -> str:
    return _RANKS.get(r, str(r))


def _pontoon(o: Observation, p: int, kind: str, why: dict[str, Any]
             ) -> tuple[list[str], list[float]]:
    rule = why.get("rule", "")
    total, shown = _total(o, p)
    if kind == "declare":
        return [f"Declare: your Ace and ten-card make {total} in two cards, a Pontoon,",
                "the best hand there is."], [total]
    if rule == "split":
        r = why["rank"]
        reason = ("a pair of Aces or Eights is always split" if r in (1, 8)
                  else "12 to 16 is a weak hand to stand or draw on")
        return [f"Split your pair of {_rank(r)}s: together they make {shown};",
                f"{reason}."], [r, total]
    if rule in ("count_twist", "count_stick"):
        keep, pool, want = why["keep"], why["pool"], why["want"]
        pct = round(100 * why["safe"])
        odds = f"{keep} of the {pool} cards you have not seen keep you under 22 ({pct}%)"
        if kind == "twist":
            return [f"Twist on {shown}: {odds};", f"this table wants {want} or more."], \
                [total, keep, pool, pct, want]
        if total >= want:
            return [f"Stick on {shown}: this table wants {want} or more, and you have it;",
                    f"{odds}."], [total, want, keep, pool, pct]
        return [f"Stick on {shown}: only {odds}."], [total, keep, pool, pct]
    if rule == "must_twist" or (kind == "twist" and total < 15):
        return [f"Twist: {shown} is under 15, the least a punter may stick on."], [total]
    if rule == "five":
        return [f"Twist: four cards on {shown}; a fifth without busting is a five-card",
                "trick, which beats any 21."], [total]
    limit = why.get("limit")
    if limit is not None:
        raised = limit > (19 if "soft" in shown else 18)
        note = " (a strong hand shows before you)" if raised else ""
        if kind == "stick":
            return [f"Stick on {shown}: it meets the {limit} you need{note}."], [total, limit]
        return [f"Twist on {shown}: below the {limit} you need{note}."], [total, limit]
    return [f"{kind.capitalize()} on {shown}: the only move the rules leave you."], [total]


def _place(o: Observation, p: int, action: Action, why: dict[str, Any]
           ) -> tuple[list[str], list[float]]:
    card = action.values[0]
    turned, leaders, adjacent, empty = line_parts(o, p, tuple(why["cells"]))
    others = [q for q in range(o.players) if q != p]
    lead = max((o.scores[q] for q in others), default=0)
    top = [q for q in others if o.scores[q] == lead]
    of = "the leader's" if len(top) != 1 else f"{o.names[top[0]]}'s"
    verb = "Next lay" if o.placed else "Lay"
    first = (f"{verb} {o.subjects[card]} here: the line turns {turned} of the others' "
             f"cards" + (f", {leaders} of them {of}." if leaders and turned else "."))
    if len(first) > 110:
        first = f"{verb} this card here: the line turns {turned} of the others' cards."
    tied = why["tied"]
    pick = f" ({tied} tied, one picked at random)" if tied > 1 else ""
    second = (f"Best of {why['lines']} lines{pick}: {adjacent} cards touch it, "
              f"{empty} empty cells left beside it.")
    return [first, second], [turned, leaders, why["lines"], tied, adjacent, empty]


def _link(o: Observation, action: Action) -> tuple[list[str], list[float]]:
    table = phrases()
    chosen = table[action.values[0]]
    roles = [r for r in _ROLES if r in chosen.objects]
    fits = len(roles)
    text = chosen.text if len(chosen.text) <= 40 else chosen.text[:39] + "…"
    kinds = "any subject" if fits == 3 else " or ".join(f"{r}s" for r in roles) + " only"
    first = f"Link with “{text}”: it takes {kinds},"
    widest = max(len(table[i].objects) for i in o.offered) if o.offered else fits
    second = (f"the most particular of the {len(o.offered)} phrases offered "
              f"(the others take up to {widest})." if widest > fits
              else f"as particular as any of the {len(o.offered)} phrases offered.")
    return [first, second], [fits, len(o.offered)]
