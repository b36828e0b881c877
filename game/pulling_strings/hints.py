"""A coach's hint for Pulling Strings (issue 33, game/core/hints.py): the hard bot's move
for this seat, and why, in the numbers it weighed for this position.

The hard bot keeps one thing between decisions besides its random source: the plan it
chose when it declared an attack (`HardBot._planned`), which its next decision, the
target, follows. A hard bot made afresh at the target step (this hint, or a game resumed
there) re-derives that plan the way it was made: on the position before the
declaration, which is this one with the attack not yet opened (declaring changes nothing
else, rules.py); when that plan uses another attacker than the one declared (a human's
own choice), it aims as it does with no plan, at the best target for that attacker. So
a bot made afresh with the hint's seed decides exactly as the hint says, and as a hard
bot with that seed that had just declared this attack would.

Its decision leaves its numbers on `bot.reason` (bots/medium.py, bots/hard.py): the
plan's odds, need, Slush and helpers, its worth after the Leaked Memo risk (sampled
from the unseen specials) and the leader's reply, the defence it expects. The words
quote those and the public board: never another player's specials.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from ..core.actions import Action
from ..core.hints import MAX_WHY_CHARS, Hint
from .actions import FOR
from .attacks import chance
from .bots import make_bot
from .bots.hard import LIE_LOW_VALUE
from .bots.knowledge import Plan
from .cards import CABALS, GROUPS, KINDS, SPECIALS
from .choice_words import action_label, node_name
from .observation import Observation

_KEEP = 2  # S the bots leave on a puppet they take from (medium.KEEP_ON_PUPPET)


def hint(observation: Observation, legal: Sequence[Action], seat: int, seed: int) -> Hint:
    bot = make_bot("hard", seat, seed)
    action = bot.choose(observation, list(legal))
    reason = dict(bot.reason) if not bot.fallbacks else {"rule": "fallback"}
    why, numbers = explain(observation, seat, action, reason)
    return Hint(action, tuple(_fit(x) for x in why), tuple(float(x) for x in numbers))


def _fit(line: str) -> str:
    return line if len(line) <= MAX_WHY_CHARS else line[:MAX_WHY_CHARS - 1] + "…"


def _name(o: Observation, q: int, me: int) -> str:
    if q == me:
        return "you"
    return o.names[q] if 0 <= q < len(o.names) else f"player {q + 1}"


def _pct(x: float) -> int:
    return round(100 * x)


def _group(o: Observation, g: int, me: int) -> str:
    owner = o.owner[g]
    whose = "" if owner < 0 else " (yours)" if owner == me else f" ({_name(o, owner, me)})"
    return GROUPS[g].name + whose


def _target(o: Observation, plan: Plan, me: int) -> str:
    return f"{KINDS[plan.kind]} {_group(o, plan.target, me)}"


def _odds(plan: Plan) -> str:
    helpers = len(plan.helpers)
    extra = f" and {helpers} helper{'s' * (helpers != 1)}" if helpers else ""
    return f"{_pct(chance(plan.need))}% at need {plan.need}, adding {plan.slush} S{extra}"


def _worth(plan: Plan, why: dict[str, Any], fallback: str) -> tuple[str, list[float]]:
    """The plan's odds and what the search made of it, as long as the line allows."""
    # the search's numbers are this plan's at a declaration, or at the target step when
    # the target follows the plan (not when it fell back to the best for the attacker)
    found = why.get("search") if why["rule"] == "attack" or why.get("planned") else None
    if not found:
        return f"{_odds(plan)}; {fallback}", []
    parts = [f"{_odds(plan)}; worth {found['score']:.1f}, the best of "
             f"{found['candidates']} plans"]
    if found["memo"] > 0:
        parts.append(f"a Leaked Memo in the way in {_pct(found['memo'])}% of deals")
    if found["wins"]:
        parts.append("it would win you the game")
    while len("; ".join(parts)) + 1 > MAX_WHY_CHARS and len(parts) > 1:
        parts.pop(1)
    return "; ".join(parts) + ".", [round(found["score"], 1), _pct(found["memo"])]


def explain(o: Observation, me: int, action: Action, why: dict[str, Any]  # noqa: PLR0911, PLR0912
            ) -> tuple[list[str], list[float]]:
    rule = why.get("rule", "")
    label = action_label(action, o, o.names or [f"player {q + 1}" for q in range(o.players)])
    if rule in ("only", "fallback"):
        return [f"{label}: the only move that makes sense here."], []
    plan = why.get("plan")
    if rule in ("attack", "aim") and plan is not None:
        what = _target(o, plan, me)
        if rule == "attack":
            head = f"Attack with {node_name(plan.attacker)}: {what}."
        else:
            head = f"{what[0].upper()}{what[1:]}: the best target for " \
                f"{node_name(plan.attacker)}."
        tail, nums = _worth(plan, why, f"worth {plan.gain:.1f} after its cost.")
        return [head, tail], [_pct(chance(plan.need)), plan.need, plan.slush, *nums]
    if rule == "lie_low" and action.kind == "lie_low":
        score = why["score"]
        return [f"Lie low (+5 S): your best attack is worth {score:.1f}, less than the "
                f"{LIE_LOW_VALUE:g} lying low brings."], [round(score, 1), LIE_LOW_VALUE]
    if action.kind == "lie_low":
        return ["Lie low (+5 S): no attack of yours gains anything this turn."], []
    if action.kind == "end_actions":
        if o.actions_left <= 0:
            return ["End your actions: none are left this turn."], []
        return [f"End your actions: no attack worth its Slush with {o.actions_left} left."], \
            [o.actions_left]
    if rule == "second_wind" and plan is not None:
        return [f"Play Second Wind: one more attack, worth {plan.gain:.1f}:",
                f"{_target(o, plan, me)}, {_odds(plan)}."], [round(plan.gain, 1)]
    if rule == "special":
        return _special(o, me, action, why)
    if rule == "helpers":
        return _helpers(o, me, action, why)
    if rule in ("attacker_pays", "defender_pays", "interference", "react"):
        return _money(o, me, action, why, label)
    if action.kind == "take":
        t = o.treasury[action.source]
        return [f"Take Slush from {node_name(action.source)}: it holds {t} S; "
                f"{_KEEP} stay there."], [t]
    if action.kind == "end_turn":
        return ["End the turn: no puppet of yours holds enough Slush to bring home."], []
    if action.kind == "place":
        return [f"{label}: the largest branch first, on the arrow nearest your Cabal."], []
    if rule == "purse":
        return _purse(o, action, why, label)
    if action.kind == "choose":
        return [f"Choose {CABALS[action.cabal].name}: the bots pick a Cabal at random."], []
    if action.kind == "reroll":
        return [f"{label}: the hard bot always takes its second roll."], []
    return [f"{label}: the hard bot's move here."], []


def _special(o: Observation, me: int, action: Action, why: dict[str, Any]
             ) -> tuple[list[str], list[float]]:
    card = SPECIALS[action.card].name
    code = SPECIALS[action.card].code
    if code == "windfall":
        mine = why["groups"]
        return [f"Play {card}: you control {mine} groups, so it pays {min(20, 2 * mine)} S."], \
            [mine, min(20, 2 * mine)]
    if code == "audit":
        t = o.treasury[action.arg]
        return [f"Play {card} on {_group(o, action.arg, me)}: its treasury holds {t} S,",
                "the most of any you may audit."], [t]
    if code == "mole":
        n = o.hand_sizes[action.arg]
        return [f"Play {card} on {_name(o, action.arg, me)}: {n} specials in hand, "
                "the most to look at."], [n]
    if 0 <= action.arg < len(GROUPS):
        g = GROUPS[action.arg]
        return [f"Play {card} on {_group(o, action.arg, me)}: income {g.income}, "
                f"{g.arrows} arrows, the most valuable branch."], [g.income, g.arrows]
    return [f"Play {card}: it is worth playing now."], []


def _purse(o: Observation, action: Action, why: dict[str, Any], label: str
           ) -> tuple[list[str], list[float]]:
    src, want = why["source"], why["want"]
    held = o.treasury[src] if 0 <= src < len(o.treasury) else 0
    if action.kind == "add":
        return [f"{label}: {node_name(src)} holds {held} S; {_KEEP} stay on it, "
                "the rest is safer in your Cabal."], [held, _KEEP]
    return [f"{label}: {max(0, want)} S more would leave less than {_KEEP} S on "
            f"{node_name(src)}."], [held, _KEEP]


def _helpers(o: Observation, me: int, action: Action, why: dict[str, Any]
             ) -> tuple[list[str], list[float]]:
    now = why["need"]
    plan = why.get("plan")
    if action.kind == "help":
        goal = f"; the plan aims at {plan.need}" if plan is not None else ""
        return [f"Add {node_name(action.node)} as a helper: need {now} now{goal}."], [now]
    if action.kind == "play" and SPECIALS[action.card].code == "sure":
        return [f"Play Sure Thing: a sure success instead of need {now} "
                f"({_pct(chance(now))}%), and no Slush spent."], [now, _pct(chance(now))]
    if action.kind == "play":
        name = SPECIALS[action.card].name
        return [f"Play {name}: +5 lifts the attack from need {now} "
                f"({_pct(chance(now))}%) to {now + 5} ({_pct(chance(now + 5))}%)."], \
            [now, _pct(chance(now)), _pct(chance(now + 5))]
    return [f"Launch the attack: need {now} now ({_pct(chance(now))}%),",
            "Slush comes in the paying steps."], [now, _pct(chance(now))]


def _money(o: Observation, me: int, action: Action, why: dict[str, Any], label: str
           ) -> tuple[list[str], list[float]]:
    rule, now = why["rule"], why["need"]
    pct = _pct(chance(now))
    attack = o.get_attack()
    attacker = _name(o, attack.get("player", -1), me)
    if why.get("wins"):
        return [f"{label}: this attack would win {attacker} the game;",
                f"it stands at need {now} ({pct}%)."], [now, pct]
    if rule == "attacker_pays":
        goal, gap = why["goal"], why["gap"]
        if action.kind == "pay":
            return [f"{label}: aiming for need {goal} ({_pct(chance(goal))}%), {gap} S short",
                    f"with the defence you expect ({why['response']:.0f} S)."], \
                [goal, _pct(chance(goal)), gap]
        return [f"{label}: at need {now} ({pct}%) more Slush would not pay for itself."], \
            [now, pct]
    if rule == "defender_pays":
        worth = why.get("worth")
        if worth is None:
            return [f"{label}: the attack succeeds only {pct}% of rolls (need {now})."], \
                [pct, now]
        if action.kind == "pay":
            return [f"{label}: the attack stands at {pct}% (need {now});",
                    f"the group is worth {worth:.0f} to you."], [pct, now, round(worth)]
        if why["paid"] > worth:
            return [f"{label}: at need {now} ({pct}%), after {why['paid']} S paid,",
                    f"more is not worth it (the group: {worth:.0f})."], [now, pct, why["paid"]]
        return [f"{label}: need {now} ({pct}%), and none of the Slush you would risk on it "
                "is left."], [now, pct]
    if rule == "interference":
        side = why.get("side", 0)
        if action.kind == "interfere":
            close = attacker if side != FOR else _name(o, attack.get("defender", -1), me)
            return [f"{label}: {close} is close to winning;",
                    f"the attack stands at need {now} ({pct}%)."], [now, pct]
        return [f"{label}: neither side is close to winning; need {now} ({pct}%)."], [now, pct]
    if action.kind == "play":
        return [f"Play the Leaked Memo: the attack stands at {pct}% on a group worth "
                f"{why.get('value', 0):.0f} to you."], [pct, round(why.get("value", 0))]
    return [f"{label}: the attack stands at need {now} ({pct}%)."], [now, pct]
