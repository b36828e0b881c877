"""One public log line per public event view (spec §9, §5.6.4: passes without identities)."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from .cards import BY_TEXT, SHORT


def _cards(texts: list[str]) -> str:
    return " + ".join(SHORT[BY_TEXT[t]] if t in BY_TEXT else t for t in texts)


def describe(view: dict[str, Any], names: Sequence[str]) -> str:
    k = view.get("kind")

    def who(key: str = "player") -> str:
        p = view.get(key, -1)
        return names[p] if isinstance(p, int) and 0 <= p < len(names) else "?"

    if k == "deal":
        return (f"Round {view['round']} of {view['rounds']}: {who('dealer')} deals; "
                f"{who('first')} starts.")
    if k == "played":
        line = f"{who()} plays {_cards(view['cards'])}"
        if "new" in view:
            line += f": count {view['old']} → {view['new']}"
        return line + "."
    if k == "points":
        pts = view["points"]
        return f"{who()} takes {pts} point{'s' * (pts != 1)} ({view['why']})."
    if k == "direction_reversed":
        way = "clockwise" if view["direction"] == 1 else "anticlockwise"
        return f"Play now goes {way}."
    if k == "nominated":
        return f"{who()} nominates {who('nominee')} to go next."
    if k == "stock_rebuilt":
        return f"The stock ran out: the pile is shuffled into a new stock of {view['stock']}."
    if k == "pass_started":
        return "Everyone passes a card at random." if view.get("quick") else \
            "Everyone chooses a card to pass."
    if k == "passed":
        return "Everyone passed a card."
    if k == "count_called":
        if view["right"]:
            return f"{who()} calls the count right: {view['count']}."
        return f"{who()} calls the count wrong; it is {view['count']}."
    if k == "round_over":
        return f"Round {view['round']} is over at {view['count']}."
    if k == "game_over":
        ws = ", ".join(names[w] for w in view["winners"])
        return f"Game over: {ws} win{'s' * (len(view['winners']) == 1)} ({view['why']})."
    return ""
