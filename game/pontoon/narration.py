"""One public log line per public event view (plugin.describe). Pure text."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

_SIMPLE = {
    "first_banker": "{banker} cuts highest and takes the bank.",
    "declared": "{player} declares Pontoon!",
    "split": "{player} splits a pair.",
    "banker_reveal": "{player} (banker) turns both cards up.",
    "void_hand": "Everyone is bust: a void hand.",
    "conspiracy_started": "{teller} tells a conspiracy…",
    "vote_started": "Vote ({vote}): the other humans decide.",
    "vote_cast": "{voter} has voted.",
    "timed_out": "Time is up for {teller}!",
    "conspiracy_failed": "{teller}'s conspiracy fails ({why}).",
    "inquisition": "Nobody expects the Spanish Inquisition! ({holder} drew the joker)",
    "inquisition_turn": "{player} faces the Inquisition.",
    "bank_passed": "{banker} now holds the bank.",
    "called_it_a_night": "{player} would like to call it a night.",
}


def describe(view: dict[str, Any], names: Sequence[str], subjects: Sequence[str] = ()) -> str:
    kind = view.get("kind", "")

    def nm(p: Any) -> str:
        return names[p] if isinstance(p, int) and 0 <= p < len(names) else "?"

    if kind in _SIMPLE:
        fields = {k: nm(v) if k in ("player", "teller", "voter", "holder", "banker") else v
                  for k, v in view.items()}
        try:
            return _SIMPLE[kind].format(**fields)
        except (KeyError, IndexError):
            return ""
    if kind == "twisted":
        card = view.get("card", -1)
        what = f" ({subjects[card]})" if 0 <= card < len(subjects) else ""
        return f"{nm(view.get('player'))} twists{what}."
    if kind == "stuck":
        return f"{nm(view.get('player'))} {'must stick' if view.get('forced') else 'sticks'}."
    if kind == "bust":
        return f"{nm(view.get('player'))} is bust."
    if kind == "hand_won":
        return f"{nm(view.get('player'))} wins the hand with {view.get('rank')}."
    if kind == "theory_told":
        return f"{nm(view.get('teller'))}: “{view.get('text', '')}”"
    if kind == "cards_turned":
        k = len(view.get("cells", ()))
        return f"{k} card{'s' * (k != 1)} turn to face {nm(view.get('owner'))}."
    if kind == "vote_result":
        return f"The {view.get('vote')} vote {'passes' if view.get('passed') else 'fails'}."
    if kind == "game_over":
        w = view.get("winners") or []
        who = " and ".join(nm(p) for p in w) if w else "Nobody"
        return f"Game over ({view.get('why')}): {who} win{'s' * (len(w) == 1)}."
    return ""
