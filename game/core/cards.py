"""Playing cards shared by the card games: a card value, decks, and piles by id.

A `Card` is a small immutable value with a text form that round-trips (`"QH"`,
`"TS"`, `"AD"`, `"JK"`; a second deck's copy ends in `"'"`: `"QH'"`). Ranks are
1 (Ace) .. 13 (King); a Joker has rank 0 and suit "*". Decks are built in a fixed
order and shuffled with the game's own `Rng`, never the global `random`.
"""

from __future__ import annotations

from collections.abc import Iterable, Iterator
from typing import NamedTuple

from .rng import Rng

RANKS = "A23456789TJQK"  # index + 1 = rank
SUITS = "SHDC"  # spades, hearts, diamonds, clubs
RED_SUITS = frozenset("HD")
JOKER_RANK, JOKER_SUIT = 0, "*"
RANK_NAMES = ("Joker", "Ace", "Two", "Three", "Four", "Five", "Six", "Seven", "Eight",
              "Nine", "Ten", "Jack", "Queen", "King")
SUIT_NAMES = {"S": "Spades", "H": "Hearts", "D": "Diamonds", "C": "Clubs", "*": ""}
SUIT_SYMBOLS = {"S": "\u2660", "H": "\u2665", "D": "\u2666", "C": "\u2663", "*": "\u2605"}


class Card(NamedTuple):
    rank: int  # 1..13, 0 for a Joker
    suit: str  # one of SUITS, or "*" for a Joker
    copy: int = 0  # which deck of a multi-deck game (0, 1, …); jokers count up here too

    @property
    def is_joker(self) -> bool:
        return self.rank == JOKER_RANK

    @property
    def red(self) -> bool:
        return self.suit in RED_SUITS

    @property
    def text(self) -> str:
        face = "JK" if self.is_joker else RANKS[self.rank - 1] + self.suit
        return face + "'" * self.copy

    @property
    def name(self) -> str:
        """How a person says it: "Queen of Hearts", "Joker"."""
        if self.is_joker:
            return "Joker"
        return f"{RANK_NAMES[self.rank]} of {SUIT_NAMES[self.suit]}"

    @property
    def short(self) -> str:
        """Rank and suit symbol for logs: "Q♥", "10♠"."""
        if self.is_joker:
            return "Joker"
        rank = "10" if self.rank == 10 else RANKS[self.rank - 1]
        return rank + SUIT_SYMBOLS[self.suit]

    @classmethod
    def parse(cls, text: str) -> Card:
        """The card of a text form; ValueError for anything else."""
        body = text.rstrip("'")
        copy = len(text) - len(body)
        if body == "JK":
            return cls(JOKER_RANK, JOKER_SUIT, copy)
        if len(body) == 2 and body[0] in RANKS and body[1] in SUITS:
            return cls(RANKS.index(body[0]) + 1, body[1], copy)
        raise ValueError(f"not a card: {text!r}")


def standard_deck(decks: int = 1, jokers: int = 0) -> list[Card]:
    """`decks` 52-card decks in a fixed order, then `jokers` Jokers (total, not per deck)."""
    if decks < 1 or jokers < 0:
        raise ValueError("at least one deck and no negative number of Jokers")
    cards = [Card(rank, suit, copy) for copy in range(decks)
             for suit in SUITS for rank in range(1, 14)]
    cards += [Card(JOKER_RANK, JOKER_SUIT, copy) for copy in range(jokers)]
    return cards


def shuffled(cards: Iterable[Card], rng: Rng) -> list[Card]:
    out = list(cards)
    rng.shuffle(out)
    return out


class Piles:
    """Named piles of cards (stock, discard, each hand …); the top of a pile is its end.

    Moving a card checks that it is where the caller says, so a rules bug shows up as an
    error rather than a duplicated or lost card.
    """

    __slots__ = ("piles",)

    def __init__(self, piles: dict[str, list[Card]] | None = None) -> None:
        self.piles: dict[str, list[Card]] = piles if piles is not None else {}

    def __getitem__(self, pile: str) -> list[Card]:
        return self.piles.setdefault(pile, [])

    def __iter__(self) -> Iterator[str]:
        return iter(self.piles)

    def move(self, card: Card, source: str, target: str) -> None:
        pile = self.piles.get(source, [])
        try:
            pile.remove(card)
        except ValueError:
            raise ValueError(f"{card.text} is not in {source}") from None
        self[target].append(card)

    def draw(self, source: str, target: str) -> Card:
        """The top card of `source` onto `target`; IndexError when `source` is empty."""
        card = self.piles[source].pop()
        self[target].append(card)
        return card

    def total(self) -> int:
        return sum(len(p) for p in self.piles.values())

    def clone(self) -> Piles:
        return Piles({k: v[:] for k, v in self.piles.items()})

    def to_json(self) -> dict[str, list[str]]:
        return {k: [c.text for c in v] for k, v in self.piles.items()}

    @classmethod
    def from_json(cls, data: dict[str, list[str]]) -> Piles:
        return cls({str(k): [Card.parse(t) for t in v] for k, v in data.items()})
