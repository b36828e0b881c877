"""Pulling Strings on a phone (issue 25): the seat's specials (the one secret, §14), its
Cabal, web and treasury, the attack under way, and every choice in words grouped as the
TV's tabs group them.

Built from one seat's `Observation` and legal actions only (game/core/phone.py). The
phone is private, so the specials show without the TV's hold-to-peek.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from game.core.phone import Legal, choice, item, section

from .actions import CARD, FOR, GROUP, SLUSH
from .cards import CABALS, GROUPS, KINDS, SPECIALS
from .observation import Observation
from .state import CABAL

# Which group each action kind is offered in, in the TV's tab order (its words, not its
# code: game/ never imports the scenes).
GROUP_OF = {"choose": "Cabal", "aim": "Target", "help": "Helpers", "go": "Helpers",
            "pay": "Slush", "interfere": "Slush", "done": "Slush", "call_off": "Slush",
            "take": "Slush", "add": "Slush", "send": "Slush", "reroll": "Roll",
            "attack": "Attack", "move": "Web", "place": "Web", "drop": "Web",
            "gift": "Gifts", "play": "Specials", "pick": "Specials"}
ORDER = ("Cabal", "Target", "Helpers", "Slush", "Roll", "Attack", "Web", "Gifts",
         "Specials", "Turn")
PLAIN = {"lie_low": "Lie low (+5 S, ends your actions)", "end_actions": "End your actions",
         "end_turn": "End the turn", "cancel": "Cancel", "resign": "Resign",
         "go": "Launch the attack", "call_off": "Call the attack off"}
HEADINGS = {"action": "Your turn", "aim": "Choose the target", "helpers": "Choose helpers",
            "money": "Pay Slush into the attack", "react": "Play a special?",
            "reroll": "Roll again?", "purse": "Move Slush", "place": "Place your groups",
            "mole": "Take a card from the hand", "end": "End your turn",
            "choose": "Choose your Cabal", "start": "Choose your Cabal"}


def _node(node: int) -> str:
    return "your Cabal" if node == CABAL else GROUPS[node].name


def _groups(n: int) -> str:
    return f"{n} group" + ("" if n == 1 else "s")


def _label(a: Any, obs: Observation, names: Sequence[str]) -> str:  # noqa: PLR0911, PLR0912
    k = a.kind
    if k in PLAIN:
        return PLAIN[k]
    if k == "attack":
        return f"Attack with {_node(a.node)}"
    if k == "aim":
        owner = obs.owner[a.target]
        whose = f" ({names[owner]})" if owner >= 0 else ""
        return f"{KINDS[a.kind_].title()} {GROUPS[a.target].name}{whose}"
    if k == "help":
        return f"Help with {_node(a.node)}"
    if k == "pay":
        return f"Pay {a.amount} S from {'the Cabal' if a.source == CABAL else _node(a.source)}"
    if k == "interfere":
        return f"{a.amount} S {'for' if a.side == FOR else 'against'} the attack"
    if k == "done":
        return "Pay no more (pass)" if obs.phase == "money" else "Let the attack go on"
    if k == "reroll":
        return "Roll again" if a.again else "Keep the roll"
    if k == "take":
        return f"Take Slush from {_node(a.source)}"
    purse = dict(obs.purse)
    if k == "add":
        return f"Add {a.amount} S (now {purse.get('amount', 0)} S)"
    if k == "send":
        return f"Send {purse.get('amount', 0)} S to {_node(a.target)}"
    if k == "move":
        return f"Move {GROUPS[a.group].name}"
    if k == "place":
        return f"Hang {GROUPS[a.group].name} under {_node(a.node)}"
    if k == "drop":
        return f"Drop {GROUPS[a.group].name}"
    if k == "gift":
        what = {SLUSH: f"{a.value} S", CARD: SPECIALS[a.value].name if a.what == CARD else "",
                GROUP: GROUPS[a.value].name if a.what == GROUP else ""}[a.what]
        return f"Give {what} to {names[a.to]}"
    if k == "play":
        card = SPECIALS[a.card]
        if card.code == "mole":
            return f"Play {card.name} on {names[a.arg]}"
        return f"Play {card.name} on {GROUPS[a.arg].name}" if a.arg >= 0 else f"Play {card.name}"
    if k == "pick":
        return f"Take {SPECIALS[a.card].name}"
    if k == "choose":
        return f"Run {CABALS[a.cabal].name}"
    return k.replace("_", " ")


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
            f"{names[obs.active]} attacks with {_node(attack.get('attacker', CABAL))}: "
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


def phone_view(obs: Observation, legal: Sequence[Legal], names: Sequence[str]) -> dict[str, Any]:
    me = obs.viewer if obs.viewer is not None and 0 <= obs.viewer < obs.players else -1
    rank = {g: i for i, g in enumerate(ORDER)}
    ordered = sorted(legal, key=lambda x: rank[GROUP_OF.get(x.action.kind, "Turn")])
    choices = [choice(x, _label(x.action, obs, names), GROUP_OF.get(x.action.kind, "Turn"))
               for x in ordered]
    return {"status": _status(obs, legal, names, me), "sections": _sections(obs, names, me),
            "choices": choices}
