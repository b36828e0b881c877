"""Which Pontoon moves the shared screen may offer while nobody peeks (§13, issue 21).

With two or more humans the screen is public unless its owner holds Peek, and a punter's
hole cards are face down. Offering only the legal moves would tell the room the hidden
total (Stick appears at 15), a pair (Split) or a Pontoon (Declare only). So the move bar
offers every move that *some* hand could allow, judged from the public view alone, all
looking alike; Peek shows which of them this hand allows (docs/rules-pontoon.md,
"Hot seat").
"""

from __future__ import annotations

from itertools import product
from typing import Any

from game.pontoon.deal import punter_moves

# Said when a move is pressed without Peek by someone who has not looked at these hole
# cards yet: the same words whether or not their hand allows the move.
LOOK_FIRST = "Look at your cards first: hold Peek (P), then choose."
# Said when a move the hand does not allow is pressed without Peek, after a look: no
# reason given (the reason would be the secret).
NOT_OPEN = "Not open to this hand: hold Peek (P) to check your cards."
# The reasons, said only while the player peeks (the others are told to look away).
WHY_NOT = {
    "declare": "Only a Pontoon (an ace and a 10-value card, unsplit) is declared.",
    "split": "Only a pair of equal rank is split, once.",
    "twist": "You hold a Pontoon: declare it (D).",
    "stick": "A punter sticks only at 15 or more.",
}


def own_secrets(obs: Any, public: Any, seat: int) -> tuple[int, ...]:
    """The cards of `seat` that its own view (`obs`) shows and the public view hides."""
    return tuple(c for mine, seen in zip(obs.hands[seat], public.hands[seat], strict=True)
                 for c, s in zip(mine, seen, strict=True) if c >= 0 and s < 0)


def possible_moves(public: Any, seat: int, legal: set[str]) -> set[str]:
    """The Pontoon moves some hand of `seat` could allow here, from the public view.

    A punter's current hand: every rank is tried in each face-down place (jokers are
    dealt face up, §7.1) and the moves of §5.3 collected. The banker plays with both
    cards face up (§5.4), so the legal moves are public then.
    """
    if public.phase != "play":
        return set(legal)
    cards = public.hands[seat][public.current_hand[seat]]
    known = [public.ranks[c] for c in cards if c >= 0]
    hidden = len(cards) - len(known)
    if not hidden:
        return set(legal)
    ranks = sorted({r for r in public.ranks if r > 0})
    out: set[str] = set()
    for guess in product(ranks, repeat=hidden):
        out.update(punter_moves(known + list(guess), public.split[seat], public.deck_count))
    return out
