"""One public log line per public event view (spec §8: nothing private is named)."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from .content import claim_text, pools

_OUTCOME = {1: "believed", -1: "disbelieved", 0: "tabled"}


def describe(view: dict[str, Any], names: Sequence[str]) -> str:
    k = view.get("kind")

    def who(key: str = "player") -> str:
        p = view.get(key, -1)
        return names[p] if isinstance(p, int) and 0 <= p < len(names) else "?"

    def claim() -> str:
        heading = view.get("heading", -1)
        if isinstance(heading, int) and 0 <= heading < len(pools().texts):
            return claim_text(who("subject"), heading)
        return f"{who('subject')}'s heading {view.get('slot', -1) + 1}"

    if k == "game_started":
        return (f"The party convenes: first to {view['target']} points becomes President; "
                f"{who('chair')} takes the chair.")
    if k == "voted":
        return f"{who()} has voted."
    if k == "round_started":
        return f"Round {view['round']}: {who('chair')} takes the chair."
    if k == "floor_opened":
        return "The floor session opens."
    if k == "mingled":
        return f"{who()} mingles."
    if k == "pact_formed":
        return f"{who('a')} and {who('b')} seal a pact."
    if k == "pact_broken":
        return f"{who()} breaks the pact with {who('partner')}!"
    if k == "initiated":
        again = " (raised again)" if view.get("tabled_before") else ""
        return f"{who()} raises a rumour{again}: {claim()}."
    if k == "ballots_revealed":
        return f"The hands go up: {_OUTCOME.get(view.get('outcome', 0), '?')}."
    if k == "tabled":
        return f"Tabled: {claim()}."
    if k == "revealed":
        return f"The file is opened: {claim()} — {'TRUE' if view['truth'] else 'FALSE'}."
    if k == "points":
        pts = view["points"]
        return f"{who()} {'+' if pts >= 0 else ''}{pts:g} ({view['why']})."
    if k == "promoted":
        return f"{who()} is promoted to {view['title']}."
    if k == "perk_used":
        return f"{who()} uses the {view['perk']} perk and loses nothing."
    if k == "passed":
        return f"{who()} passes."
    if k == "game_over":
        ws = ", ".join(names[w] for w in view["winners"])
        return f"Game over ({view['why']}): {ws}."
    return ""
