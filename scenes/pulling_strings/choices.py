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
from game.pulling_strings.actions import CARD, FOR
from game.pulling_strings.choice_words import TAB_ORDER, action_label, tab_of
from game.pulling_strings.state import CABAL

PEEK_LINE = "Hold P (or LT) to see your specials"
MOLE_LINE = "Hold P (or LT) to see the hand and take a card"


# The Turn tab's order: the move that ends the actions first (the focus lands on it when
# the tab opens), Resign last, so an Enter on the tab never asks to resign (issue 31).
TURN_RANK = {"end_actions": 0, "end_turn": 0, "lie_low": 1, "cancel": 2, "resign": 9}


class Entry(NamedTuple):
    label: str
    action: Action | None  # None: a line that explains (not chosen)
    odds: odds.Odds | None = None  # the attack's need and chance if this is chosen


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


def tabs(legal: list[Action], state: Any, names: list[str], *, show_hand: bool,
         hand_size: int) -> list[tuple[str, list[Entry]]]:
    """The legal actions as (tab title, entries), hand-dependent ones only if shown."""
    grouped: dict[str, list[Entry]] = {}
    for a in legal:
        if hand_dependent(a) and not show_hand:
            continue
        grouped.setdefault(tab_of(a.kind), []).append(
            Entry(action_label(a, state, names), a, _odds(a, state)))
    if not show_hand:
        phase = state.phase
        if phase == "mole":
            grouped.setdefault("Specials", []).append(Entry(MOLE_LINE, None))
        elif hand_size and phase in ("action", "helpers", "react"):
            grouped.setdefault("Specials", []).append(Entry(PEEK_LINE, None))
    if "Turn" in grouped:
        grouped["Turn"].sort(key=lambda e: TURN_RANK.get(e.action.kind, 5) if e.action else 5)
    return [(t, grouped[t]) for t in TAB_ORDER if t in grouped]
