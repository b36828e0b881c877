"""One public log line per public event view (spec §9, §5.6.4: passes without identities)."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any, NamedTuple

from ..core.cards import RANK_NAMES
from .cards import BLACK_QUEEN, BY_TEXT, ONE_EYED, PLAY_PENALTY, RANK, RED, SHORT
from .plays import play_value
from .scoring import boundary_points


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


# ---- the table's list of plays (issue 22: what each play did and what it cost) ----

_PAIR_NAMES = {3: "Threes", 6: "Sixes", 9: "Nines", 13: "Kings"}


class PlayNote(NamedTuple):
    """One play as the table's log shows it: who, what (in words), the count it left,
    what it did besides, and its points (to the player, to each other player)."""

    player: int
    what: str
    old: int | None
    new: int | None
    effect: str
    points: int
    others: int


def play_notes(history: Sequence[tuple[int, int, int, int, int]], names: Sequence[str],
               blind: bool = False) -> list[PlayNote]:
    """Every play of the round from its public history (§3: the history, count and
    scores are public): the count is replayed from 0, the points follow §5.2–§5.4.
    Under Blind count the counts and the boundary points they would give away are left
    out (a card's own penalty is still said)."""
    out: list[PlayNote] = []
    count = 0
    for p, a, b, choice, _k in history:
        old, new = count, play_value(count, a, b, choice)
        count = new
        bound = sum(pts for _b, pts in boundary_points(old, new))
        r = RANK[a]
        combo = b >= 0
        if combo:
            what = f"two {_PAIR_NAMES.get(r, r)}"
        elif ONE_EYED[a]:
            what = "one-eyed Jack"
        elif BLACK_QUEEN[a]:
            what = "black Queen"
        elif r == 1:
            what = f"Ace as {choice}"
        elif r == 10:
            what = f"Ten {choice:+d}"
        else:
            what = RANK_NAMES[r]
        effect = ""
        if combo and r == 13:
            effect = "others pay"
        elif combo and RED[a] == RED[b]:
            effect = f"{names[choice] if 0 <= choice < len(names) else '?'} next"
        elif combo:
            effect = "reverses" if choice else "keeps direction"
        elif r == 4:
            effect = "reverses"
        elif r == 8:
            effect = "count holds"
        elif r in (2, 13):
            effect = "everyone passes"
        own = 0 if combo and r == 13 else bound
        others = bound if combo and r == 13 else 0
        if blind:
            old = new = None
            own = others = 0
        own += PLAY_PENALTY[a] if not combo else 0
        out.append(PlayNote(p, what, old, new, effect, own, others))
    return out
