"""The cards of Ninety-Nine as small ints (spec §2).

A card id is `copy * 52 + suit * 13 + (rank - 1)` with suits in the order S, H, D, C
of `game.core.cards`. Tables indexed by id keep the hot path free of object look-ups.
One deck for 2–4 players, two decks (104 cards, copies 0/1) for 5–8 players.
"""

from __future__ import annotations

from ..core.cards import SUITS, Card

MAX_CARDS = 104
CARDS: tuple[Card, ...] = tuple(Card(r + 1, SUITS[s], c)
                                for c in range(2) for s in range(4) for r in range(13))
RANK: tuple[int, ...] = tuple(c.rank for c in CARDS)
RED: tuple[bool, ...] = tuple(c.red for c in CARDS)
TEXT: tuple[str, ...] = tuple(c.text for c in CARDS)
SHORT: tuple[str, ...] = tuple(c.short for c in CARDS)
BY_TEXT: dict[str, int] = {t: i for i, t in enumerate(TEXT)}
ONE_EYED: tuple[bool, ...] = tuple(c.rank == 11 and c.suit in "SH" for c in CARDS)
BLACK_QUEEN: tuple[bool, ...] = tuple(c.rank == 12 and c.suit in "SC" for c in CARDS)
COMBO_RANKS = frozenset({3, 6, 9, 13})
SET_TO = {3: 33, 6: 66, 9: 99}  # §5.3: set-to combos

# §5.2: points to the layer of a single card, §6: points for a card held at round end.
PLAY_PENALTY: tuple[int, ...] = tuple(1 if ONE_EYED[i] else 2 if BLACK_QUEEN[i] else 0
                                      for i in range(MAX_CARDS))
HELD_PENALTY: tuple[int, ...] = tuple(3 if ONE_EYED[i] else 5 if BLACK_QUEEN[i] else 0
                                      for i in range(MAX_CARDS))


def decks_for(players: int) -> int:
    """§2: one deck for 2–4 players, two for 5–8."""
    return 1 if players <= 4 else 2


def deck_size(players: int) -> int:
    return 52 * decks_for(players)


def card_id(text: str) -> int:
    """The id of a card text ("QS", "TH'"); ValueError for anything else."""
    try:
        return BY_TEXT[text]
    except KeyError:
        raise ValueError(f"not a card: {text!r}") from None


def same_colour(a: int, b: int) -> bool:
    """§5.3 / §8: identical duplicates count as the same colour."""
    return RED[a] == RED[b]
