"""Every Pulling Strings action in a player's words, and the group (tab) it is offered in:
one wording for the table's choice list (scenes/pulling_strings/choices.py) and the
phone page (phone.py). Reads only what both have: the owner of each group, the phase
and the purse of a `State` or an `Observation`."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from .actions import CARD, FOR, GROUP, SLUSH
from .cards import CABALS, GROUPS, KINDS, SPECIALS
from .state import CABAL

# Which tab each action kind sits in, in the tabs' order.
TAB_OF = {"attack": "Attack", "aim": "Target", "help": "Helpers", "go": "Helpers",
          "pay": "Slush", "interfere": "Slush", "done": "Slush", "call_off": "Slush",
          "take": "Slush", "add": "Slush", "send": "Slush", "move": "Web", "place": "Web",
          "drop": "Web", "gift": "Gifts", "play": "Specials", "pick": "Specials",
          "reroll": "Roll", "choose": "Cabal", "lie_low": "Turn", "end_actions": "Turn",
          "end_turn": "Turn", "cancel": "Turn", "resign": "Turn"}
TAB_ORDER = ("Cabal", "Target", "Helpers", "Slush", "Roll", "Attack", "Web", "Gifts",
             "Specials", "Turn")
PLAIN = {"lie_low": "Lie low (+5 S, ends your actions)", "end_actions": "End your actions",
         "end_turn": "End the turn", "cancel": "Cancel", "resign": "Resign",
         "go": "Launch the attack", "call_off": "Call the attack off"}


def tab_of(kind: str) -> str:
    return TAB_OF.get(kind, "Turn")


def pass_label(view: Any) -> str:
    """Passing a paying step, saying what comes of it (issue 31: against an uncontrolled
    group the attacker pays in three steps in a row, so a bare "pass" left the same list
    on screen and read as a click that did nothing)."""
    attack = view.attack if isinstance(view.attack, dict) else dict(view.attack or ())
    steps = list(attack.get("steps") or ())
    if not steps:
        return "Pay no more (pass)"
    later = sum(1 for step in steps[1:] if step[0] == steps[0][0])
    if later:
        return f"Pay no more ({later} more chance{'s' * (later != 1)})"
    return "Pay no more: roll the dice" if len(steps) == 1 else "Pay no more (last chance)"


def node_name(node: int) -> str:
    return "your Cabal" if node == CABAL else GROUPS[node].name


def action_label(a: Any, view: Any, names: Sequence[str]) -> str:  # noqa: PLR0911, PLR0912
    """`a` in words; `view` is the game's State or a seat's Observation."""
    k = a.kind
    if k in PLAIN:
        return PLAIN[k]
    if k == "attack":
        return f"Attack with {node_name(a.node)}"
    if k == "aim":
        owner = view.owner[a.target]
        whose = f" ({names[owner]})" if owner >= 0 else ""
        return f"{KINDS[a.kind_].title()} {GROUPS[a.target].name}{whose}"
    if k == "help":
        return f"Help with {node_name(a.node)}"
    if k == "pay":
        return f"Pay {a.amount} S from {'the Cabal' if a.source == CABAL else node_name(a.source)}"
    if k == "interfere":
        return f"{a.amount} S {'for' if a.side == FOR else 'against'} the attack"
    if k == "done":
        return pass_label(view) if view.phase == "money" else "Let the attack go on"
    if k == "reroll":
        return "Roll again" if a.again else "Keep the roll"
    if k == "take":
        return f"Take Slush from {node_name(a.source)}"
    purse = dict(view.purse or ())  # a dict on the State, pairs on an Observation
    if k == "add":
        return f"Add {a.amount} S (now {purse.get('amount', 0)} S)"
    if k == "send":
        return f"Send {purse.get('amount', 0)} S to {node_name(a.target)}"
    if k == "move":
        return f"Move {GROUPS[a.group].name}"
    if k == "place":
        return f"Hang {GROUPS[a.group].name} under {node_name(a.node)}"
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
