"""Pulling Strings on a phone (issue 25): the seat's specials (the one secret, §14), its
Cabal, web and treasury, the attack under way, and every choice in words grouped as the
TV's tabs group them.

Built from one seat's `Observation` and legal actions only (game/core/phone.py). The
phone is private, so the specials show without the TV's hold-to-peek.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from game.core.phone import Legal, choice, item, section, step

from .actions import CARD, FOR, GROUP, SLUSH
from .cards import CABALS, GROUPS, KINDS, SPECIALS
from .choice_words import TAB_ORDER, action_label, node_name, tab_of
from .observation import Observation
from .state import CABAL

HEADINGS = {"action": "Your turn", "aim": "Choose the target", "helpers": "Choose helpers",
            "money": "Pay Slush into the attack", "react": "Play a special?",
            "reroll": "Roll again?", "purse": "Move Slush", "place": "Place your groups",
            "mole": "Take a card from the hand", "end": "End your turn",
            "choose": "Choose your Cabal", "start": "Choose your Cabal"}


def _groups(n: int) -> str:
    return f"{n} group" + ("" if n == 1 else "s")


def _status(obs: Observation, legal: Sequence[Legal], names: Sequence[str],
            me: int) -> list[str]:
    if obs.phase == "over":
        first = "Game over: " + (", ".join(names[w] for w in obs.winners) or "nobody") + " won"
    elif legal:
        first = HEADINGS.get(obs.phase, "Your choice")
        if obs.phase == "action":
            first += f": {obs.actions_left} action{'s' if obs.actions_left != 1 else ''} left"
    else:
        first = f"{names[obs.active]}'s turn" if 0 <= obs.active < len(names) else "Watch"
    limit = f" of {obs.turn_limit}" if obs.turn_limit else ""
    lines = [first, f"Round {obs.round}{limit} · win with {obs.goal} groups"]
    if me >= 0:
        lines.append(f"Your Cabal's treasury: {obs.cash[me]} S")
    return lines


def _sections(obs: Observation, names: Sequence[str], me: int) -> list[dict[str, Any]]:
    out = []
    attack = obs.get_attack()
    if attack:
        target = attack.get("target", -1)
        kind = attack.get("kind", 0)
        what = (f"{KINDS[kind]} {GROUPS[target].name}" if 0 <= target < len(GROUPS)
                else "choosing a target")
        out.append(section("The attack", "lines", [
            f"{names[obs.active]} attacks with {node_name(attack.get('attacker', CABAL))}: "
            f"{what}"]))
    if me >= 0:
        out.append(section("Your specials", "cards",
                           [item(SPECIALS[c].name) for c in obs.hand] or ["none"]))
        if obs.peek:
            out.append(section("The hand you look into", "cards",
                               [item(SPECIALS[c].name) for c in obs.peek]))
        web = [f"{GROUPS[g].name}: {obs.treasury[g]} S"
               for g in range(len(GROUPS)) if obs.owner[g] == me]
        cabal = CABALS[obs.cabals[me]].name if obs.cabals[me] >= 0 else "not chosen yet"
        out.append(section("Your web", "lines", [f"Cabal: {cabal}", *web]))
    out.append(section("Players", "lines", [
        f"{names[p]}: {obs.cash[p]} S, {_groups(sum(o == p for o in obs.owner))}, "
        f"{obs.hand_sizes[p]} specials" + (" (you)" if p == me else "")
        for p in range(obs.players)]))
    return out


def _steps(a: Any, obs: Observation, names: Sequence[str],
           tab: str) -> tuple[str, str, list[dict[str, str]]]:
    """An action with parts as steps (label, question, path): the target then the kind of
    attack, whose purse then how much, the special then what on, whom a gift goes to."""
    k = a.kind
    if k == "aim":
        owner = obs.owner[a.target]
        whose = names[owner] if 0 <= owner < len(names) else "Nobody's"
        return KINDS[a.kind_].title(), "Which attack?", [
            step(whose if owner >= 0 else "Unowned groups", "Whose group?"),
            step(GROUPS[a.target].name, "Which group?")]
    if k == "pay":
        source = "the Cabal" if a.source == CABAL else node_name(a.source)
        return f"{a.amount} S", "How much?", [step(f"Pay from {source}", tab)]
    if k == "interfere":
        side = "For the attack" if a.side == FOR else "Against the attack"
        return f"{a.amount} S", "How much?", [step(side, tab)]
    if k == "play":
        card = SPECIALS[a.card]
        if a.arg < 0:
            return f"Play {card.name}", tab, []
        on = names[a.arg] if card.code == "mole" else GROUPS[a.arg].name
        return on, "On what?", [step(card.name, "Play a special")]
    if k == "gift":
        what = {SLUSH: f"{a.value} S", CARD: SPECIALS[a.value].name if a.what == CARD else "",
                GROUP: GROUPS[a.value].name if a.what == GROUP else ""}[a.what]
        return what, "What?", [step(f"Give to {names[a.to]}", tab)]
    if k == "place":
        return f"Under {node_name(a.node)}", "Where?", [step(f"Hang {GROUPS[a.group].name}", tab)]
    return action_label(a, obs, names), tab, []


def phone_view(obs: Observation, legal: Sequence[Legal], names: Sequence[str]) -> dict[str, Any]:
    me = obs.viewer if obs.viewer is not None and 0 <= obs.viewer < obs.players else -1
    rank = {g: i for i, g in enumerate(TAB_ORDER)}
    ordered = sorted(legal, key=lambda x: rank[tab_of(x.action.kind)])
    choices = []
    for x in ordered:
        label, group, path = _steps(x.action, obs, names, tab_of(x.action.kind))
        choices.append(choice(x, label, group, path=path))
    return {"status": _status(obs, legal, names, me), "sections": _sections(obs, names, me),
            "choices": choices}
