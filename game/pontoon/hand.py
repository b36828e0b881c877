"""Pontoon values and ranking (spec §5.1) and the hand winner with its tie rules (§5.5).

Cards are passed as ranks (1 = Ace … 13 = King, 0 = Joker, which has no value, §7).
"""

from __future__ import annotations

from collections.abc import Sequence

PONTOON = 100  # rank keys: Pontoon > five-card trick > 21 > 20 > … ; bust = -1
FIVE_CARD_TRICK = 50
BUST = -1


VALUES = (0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 10, 10, 10)  # by rank; a joker is worth 0


def value(rank: int) -> int:
    return VALUES[rank]


def best_total(ranks: Sequence[int]) -> int:
    """The best total: an Ace counts 11 when that does not bust the hand (§5.1)."""
    total = 0
    for r in ranks:
        total += VALUES[r]
    if total <= 11 and 1 in ranks:
        return total + 10
    return total


def is_soft(ranks: Sequence[int]) -> bool:
    total = sum(value(r) for r in ranks)
    return 1 in ranks and total + 10 <= 21


def is_pontoon(ranks: Sequence[int], split: bool) -> bool:
    """Exactly two cards, an Ace and a 10-value card, in an unsplit hand (§5.1, §5.3)."""
    return (not split and len(ranks) == 2 and 1 in ranks
            and (value(ranks[0]) == 10 or value(ranks[1]) == 10))


def rank_key(ranks: Sequence[int], split: bool) -> int:
    """A comparable key of a finished hand (§5.1): higher is better; all five-card
    tricks are equal whatever their total; BUST for a hand over 21."""
    total = best_total(ranks)
    if total > 21:
        return BUST
    if is_pontoon(ranks, split):
        return PONTOON
    if len(ranks) >= 5:
        return FIVE_CARD_TRICK
    return total


def describe_key(key: int) -> str:
    if key == PONTOON:
        return "Pontoon"
    if key == FIVE_CARD_TRICK:
        return "five-card trick"
    return "bust" if key == BUST else str(key)


def winner(entries: Sequence[tuple[int, int, int]], banker: int) -> tuple[int, int] | None:
    """The hand that wins (§5.5), from (player, hand index, key) in punter precedence
    order (nearest the banker's left first; the banker's own hands anywhere).

    Ties go to the banker, then to the punter nearest the banker's left; None when every
    hand is bust (a void hand).
    """
    best: tuple[int, int, int] | None = None
    for player, h, key in entries:
        if key == BUST:
            continue
        if best is None or key > best[2] or (key == best[2] and player == banker
                                              and best[0] != banker):
            best = (player, h, key)
    return None if best is None else (best[0], best[1])
