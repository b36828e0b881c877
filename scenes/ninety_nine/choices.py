"""What a card in the hand can do now, and what each option costs (spec §5.2–§5.4).

Pure: reads only the viewer's observation and the engine's own rule functions
(`play_value`, `boundary_points`, the card tables) — never a clone of the game, which
would hold other players' hidden cards.
"""

from __future__ import annotations

from typing import Any, NamedTuple

from game.core.cards import RANK_NAMES, Card
from game.ninety_nine.actions import Call, PassCard, Play
from game.ninety_nine.cards import BLACK_QUEEN, CARDS, ONE_EYED, PLAY_PENALTY, RANK
from game.ninety_nine.plays import play_value
from game.ninety_nine.scoring import boundary_points
from scenes.cards import Accent

POISON = Accent("poison", (126, 44, 168), "POISON", "skull")


def accent(card_id: int) -> Accent | None:
    """Ninety-Nine's poison cards (§2: one-eyed jacks, black queens) wear a mark."""
    return POISON if (ONE_EYED[card_id] or BLACK_QUEEN[card_id]) else None


def card(card_id: int) -> Card:
    return CARDS[card_id]


class Option(NamedTuple):
    action: Any
    label: str  # what is played ("Ace as 11", "Pair of Sixes")
    cost: int | None  # points to the player (None: unknown, blind count)
    others: int = 0  # points to each other player (K+K)
    new: int | None = None  # the count after it
    effect: str = ""  # what it does besides ("reverses play", "Boris next")


def play_cost(count: int | None, a: int, b: int, choice: int) -> tuple[int | None, int, int | None]:
    """(points to the layer, points to each other player, new count) of a play."""
    if count is None:
        penalty = PLAY_PENALTY[a] if b < 0 else 0
        return (None if penalty == 0 else penalty), 0, None
    new = play_value(count, a, b, choice)
    pts = sum(p for _b, p in boundary_points(count, new))
    if b >= 0 and RANK[a] == 13:
        return 0, pts, new
    return pts + (PLAY_PENALTY[a] if b < 0 else 0), 0, new


PAIRS = {3: "Threes", 6: "Sixes", 9: "Nines", 13: "Kings"}


def _label(play: Play, names: list[str]) -> tuple[str, str]:
    """(what is played, what it does besides), in plain words: the bundled font has no
    suit or arrow glyphs. The row shows the second with the count it leaves."""
    a, b, choice = play.values
    r = RANK[a]
    name = RANK_NAMES[r]
    if b < 0:
        if r == 1:
            return f"Ace as {choice}", ""
        if r == 10:
            return f"Ten {'+10' if choice > 0 else '-10'}", ""
        if r == 4:
            return "Four", "reverses play"
        if r == 8:
            return "Eight", "count holds"
        if r in (2, 13):
            return name, "everyone passes"
        return name, ""
    pair = f"Pair of {PAIRS[r]}"
    if r == 13:
        return pair, "others pay"
    if CARDS[a].red != CARDS[b].red:
        return pair, "reverses play" if choice else "keeps direction"
    who = names[choice] if 0 <= choice < len(names) else "?"
    return pair, f"{who} next"


def detail_text(option: Option) -> str:
    """The row's second line: what the play does besides, and the count it leaves."""
    to = "" if option.new is None else f"to {option.new}"
    return ", ".join(w for w in (option.effect, to) if w)


def options_for(obs: Any, legal: list[Any], card_id: int, names: list[str]) -> list[Option]:
    """Every legal action that uses `card_id`: singles first, then pairs with it."""
    out: list[Option] = []
    for act in legal:
        if isinstance(act, PassCard):
            if act.card == card_id:
                to = (act.player + obs.direction) % len(names) if obs.players else -1
                out.append(Option(act, f"Pass this {RANK_NAMES[RANK[card_id]]}", None,
                                  effect=f"to {names[to]}" if 0 <= to < len(names) else ""))
            continue
        if not isinstance(act, Play):
            continue
        a, b, choice = act.values
        if card_id not in (a, b):
            continue
        cost, others, new = play_cost(obs.count, a, b, choice)
        label, effect = _label(act, names)
        out.append(Option(act, label, cost, others, new, effect))
    out.sort(key=lambda o: (o.action.values[1] >= 0, o.action.values[1:]))
    return out


def call_options(legal: list[Any]) -> list[Option]:
    return [Option(act, str(act.value), None) for act in legal
            if isinstance(act, Call) and act.value >= 0]


def cost_text(option: Option) -> str:
    if option.others:
        return f"others +{option.others} each"
    if option.cost is None:
        return ""
    return "free" if option.cost == 0 else f"+{option.cost} pt{'s' * (option.cost != 1)}"
