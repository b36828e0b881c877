"""One public log line per public event view (spec §14: never a hidden card)."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from .cards import CABALS, GROUPS, KINDS, SPECIALS
from .odds import BEST_HIGH, BEST_LOW, need_words


def _need(need: int, now: str = "") -> str:
    """The need in the log: the number where it can be rolled, else what it takes."""
    if need < BEST_LOW:
        return need_words(need)
    if need >= BEST_HIGH:
        return f"need {now}{need}: as likely as it gets"
    return f"need {now}{need}"


def _node(n: int) -> str:
    return "the Cabal" if n == -1 else GROUPS[n].name


def describe(view: dict[str, Any], names: Sequence[str]) -> str:  # noqa: PLR0911, PLR0912
    k = view.get("kind")

    def who(key: str = "player") -> str:
        p = view.get(key, -1)
        return names[p] if isinstance(p, int) and 0 <= p < len(names) else "?"

    if k == "setup":
        return "Cabals: " + ", ".join(f"{names[p]} runs {CABALS[c].name}"
                                       for p, c in enumerate(view["cabals"])) + "."
    if k == "chose":
        return f"{who()} takes {CABALS[view['cabal']].name}."
    if k == "turn":
        return f"Round {view['round']}: {who()}'s turn, income {view['income']} S."
    if k == "drew":
        if view["special"]:
            return f"{who()} draws a special card."
        return f"{GROUPS[view['group']].name} turns up in the uncontrolled row."
    if k == "lay_low":
        return f"{who()} lies low (+5 S)."
    if k == "attack":
        return (f"{who()}: {_node(view['attacker'])} attacks {GROUPS[view['target']].name}"
                f" to {KINDS[view['attack_kind']]} ({_need(view['need'])}).")
    if k == "paid":
        return f"{who()} spends {view['amount']} S ({_need(view['need'], 'now ')})."
    if k == "interfered":
        side = "for" if view["side"] == 1 else "against"
        return f"{who()} puts {view['amount']} S {side} the attack ({_need(view['need'])})."
    if k == "rolled":
        d = view["dice"]
        verdict = "success" if view["success"] else "failure"
        return f"{who()} rolls {d[0]}+{d[1]} against {view['need']}: {verdict}."
    if k == "attack_over" and view["why"] != "roll":
        return f"The attack is {view['why']}."
    if k == "captured":
        return f"{who()} takes over {GROUPS[view['group']].name}."
    if k == "neutralized":
        return f"{GROUPS[view['group']].name} is knocked loose by {who()}."
    if k == "destroyed":
        return f"{who()} destroys {GROUPS[view['group']].name}."
    if k == "released":
        return f"{GROUPS[view['group']].name} finds no arrow and goes uncontrolled."
    if k == "special":
        return f"{who()} plays {SPECIALS[view['card']].name}."
    if k == "transferred":
        return (f"{who()} moves {view['amount']} S from {_node(view['from'])}"
                f" to {_node(view['to'])}.")
    if k == "placed":
        return f"{who()} hangs {GROUPS[view['group']].name} under {_node(view['under'])}."
    if k == "dropped":
        return f"{who()} drops {GROUPS[view['group']].name}."
    if k == "gift":
        return f"{who()} gives {view['what']} to {who('to')}."
    if k == "resigned":
        return f"{who()} resigns."
    if k == "game_over":
        ws = ", ".join(names[w] for w in view["winners"])
        return f"Game over: {ws} win{'s' * (len(view['winners']) == 1)} ({view['why']})."
    return ""
