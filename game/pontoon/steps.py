"""What a hand does next, as a rule module says it (`flow.follow` takes the step)."""

from __future__ import annotations

from typing import NamedTuple


class Next(NamedTuple):
    kind: str  # conspiracy, inquisition, relay, inquisition_timeout, end_hand, finish,
    #            next_hand (see flow.follow)
    player: int = -1  # the teller (conspiracy) or the joker's holder (inquisition)
    cards: tuple[int, ...] = ()  # the cards to place (conspiracy)
    inq: bool = False  # placed in the Inquisition (conspiracy)
    target: int | None = None  # how many of them (conspiracy, Inquisition)
    why: str = ""  # why the game ends (finish: ending.WHY)


END_HAND = Next("end_hand")
