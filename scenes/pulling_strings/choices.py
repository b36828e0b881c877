"""The human's choices as the table offers them: the legal actions grouped into tabs by
kind, each labelled in words, attack choices with their need and odds (game/pulling_strings/
odds.py), payments with the need they leave.

The screen is public (no hand-over curtain, spec §18): an action that names a special in
the hand (playing one, giving one, the Mole's pick) is listed only while its owner holds
Peek. Without a peek the tab shows one line whose presence depends only on public facts
(the hand's size, the phase), so the room learns nothing from the list.
"""

from __future__ import annotations

from typing import Any, NamedTuple

from game.core.actions import Action
from game.pulling_strings import odds
from game.pulling_strings.abilities import cabal_defence_factor
from game.pulling_strings.actions import CARD, FOR, GROUP, SLUSH
from game.pulling_strings.cards import CABALS, GROUPS, KINDS, SPECIALS
from game.pulling_strings.state import CABAL

PEEK_LINE = "Hold P (or LT) to see your specials"
MOLE_LINE = "Hold P (or LT) to see the hand and take a card"


class Entry(NamedTuple):
    label: str
    action: Action | None  # None: a line that explains (not chosen)
    odds: odds.Odds | None = None  # the attack's need and chance if this is chosen


def node_name(node: int) -> str:
    return "your Cabal" if node == CABAL else GROUPS[node].name


def hand_dependent(a: Action) -> bool:
    """Whether offering `a` tells which specials the hand holds."""
    return a.kind in ("play", "pick") or (a.kind == "gift" and a.what == CARD)


def _odds(a: Action, state: Any) -> odds.Odds | None:
    """The need and chance the attack would have with `a` chosen (None: not an attack
    choice)."""
    k, at = a.kind, state.attack
    if at is None:
        return None
    if k == "aim":
        return odds.preview(state, state.active, at["attacker"], a.target, a.kind_)
    if k == "help":
        return odds.preview(state, state.active, at["attacker"], at["target"], at["kind"],
                            (*at["helpers"], a.node), at["smear"])
    if k == "go":
        return odds.current(state)
    if k == "pay":
        if at["steps"] and at["steps"][0][0] == "A":
            return odds.after_payment(state, a.amount)
        factor = 2 if a.source != CABAL else cabal_defence_factor(state, at["defender"])
        return odds.after_payment(state, -a.amount * factor)
    if k == "interfere":
        return odds.after_payment(state, a.amount if a.side == FOR else -a.amount)
    if k in ("done", "call_off", "reroll"):
        return odds.current(state) if k == "done" else None
    return None


def _label(a: Action, state: Any, names: list[str]) -> str:  # noqa: PLR0911, PLR0912
    k = a.kind
    if k == "attack":
        return f"Attack with {node_name(a.node)}"
    if k == "aim":
        owner = state.owner[a.target]
        whose = f" ({names[owner]})" if owner >= 0 else ""
        return f"{KINDS[a.kind_].title()} {GROUPS[a.target].name}{whose}"
    if k == "help":
        return f"Help with {node_name(a.node)}"
    if k == "go":
        return "Launch the attack"
    if k == "pay":
        src = "the Cabal" if a.source == CABAL else GROUPS[a.source].name
        return f"Pay {a.amount} S from {src}"
    if k == "interfere":
        return f"{a.amount} S {'for' if a.side == FOR else 'against'} the attack"
    if k == "done":
        return "Pay no more (pass)" if state.phase == "money" else "Let the attack go on"
    if k == "call_off":
        return "Call the attack off"
    if k == "reroll":
        return "Roll again" if a.again else "Keep the roll"
    if k == "take":
        return f"Take Slush from {node_name(a.source)}"
    if k == "add":
        return f"Add {a.amount} S (now {state.purse['amount']} S)" if state.purse else ""
    if k == "send":
        amount = state.purse["amount"] if state.purse else 0
        return f"Send {amount} S to {node_name(a.target)}"
    if k == "move":
        return f"Move {GROUPS[a.group].name}"
    if k == "place":
        return f"Hang {GROUPS[a.group].name} under {node_name(a.node)}"
    if k == "drop":
        return f"Drop {GROUPS[a.group].name}"
    if k == "gift":
        what = (f"{a.value} S" if a.what == SLUSH else SPECIALS[a.value].name
                if a.what == CARD else GROUPS[a.value].name if a.what == GROUP else "")
        return f"Give {what} to {names[a.to]}"
    if k == "play":
        card = SPECIALS[a.card].name
        if a.card >= 0 and SPECIALS[a.card].code == "mole":
            return f"Play {card} on {names[a.arg]}"
        return f"Play {card} on {GROUPS[a.arg].name}" if a.arg >= 0 else f"Play {card}"
    if k == "pick":
        return f"Take {SPECIALS[a.card].name}"
    if k == "choose":
        return f"Run {CABALS[a.cabal].name}"
    return {"lie_low": "Lie low (+5 S, ends your actions)", "end_actions": "End your actions",
            "end_turn": "End the turn", "cancel": "Cancel", "resign": "Resign"}.get(k, k)


# Which tab each action kind sits in, in the tabs' order.
TAB_OF = {"attack": "Attack", "aim": "Target", "help": "Helpers", "go": "Helpers",
          "pay": "Slush", "interfere": "Slush", "done": "Slush", "call_off": "Slush",
          "take": "Slush", "add": "Slush", "send": "Slush", "move": "Web", "place": "Web",
          "drop": "Web", "gift": "Gifts", "play": "Specials", "pick": "Specials",
          "reroll": "Roll", "choose": "Cabal", "lie_low": "Turn", "end_actions": "Turn",
          "end_turn": "Turn", "cancel": "Turn", "resign": "Turn"}
TAB_ORDER = ("Cabal", "Target", "Helpers", "Slush", "Roll", "Attack", "Web", "Gifts",
             "Specials", "Turn")


def tabs(legal: list[Action], state: Any, names: list[str], *, show_hand: bool,
         hand_size: int) -> list[tuple[str, list[Entry]]]:
    """The legal actions as (tab title, entries), hand-dependent ones only if shown."""
    grouped: dict[str, list[Entry]] = {}
    for a in legal:
        if hand_dependent(a) and not show_hand:
            continue
        grouped.setdefault(TAB_OF.get(a.kind, "Turn"), []).append(
            Entry(_label(a, state, names), a, _odds(a, state)))
    if not show_hand:
        phase = state.phase
        if phase == "mole":
            grouped.setdefault("Specials", []).append(Entry(MOLE_LINE, None))
        elif hand_size and phase in ("action", "helpers", "react"):
            grouped.setdefault("Specials", []).append(Entry(PEEK_LINE, None))
    return [(t, grouped[t]) for t in TAB_ORDER if t in grouped]
