"""End of a hand and end of the game (spec §8): too few cards, the hand limit,
"Call it a night", the Inquisition's win; the winner and the tie-breaks."""

from __future__ import annotations

from ..core.events import Event
from .state import OVER, State
from .steps import Next

Ev = list[Event]


def enough_cards(s: State) -> bool:
    """§8: a hand needs at least 3 × players cards in the discard pile."""
    return len(s.discard) >= 3 * s.n


def end_hand(s: State, ev: Ev) -> Next | None:
    """Every card not on the board goes back to the discard pile; the hand limit and
    "Call it a night" are checked; else the next hand comes (the bank passes, a deal)."""
    # What the table saw at the end of this hand stays known (observation.last_shown).
    s.last_shown = [[c for h, ups in zip(s.hands[p], s.up[p], strict=True)
                     for c, up in zip(h, ups, strict=True) if up] for p in range(s.n)]
    if s.teller >= 0:
        s.last_shown[s.teller] += s.tell_cards + [c for c, _ in s.placed]
    for p in range(s.n):
        for h in s.hands[p]:
            s.discard += h
    s.discard += s.deck + s.tell_cards + [c for c, _ in s.placed]
    s.deck, s.tell_cards, s.placed, s.offered = [], [], [], []
    s.hands = [[[]] for _ in range(s.n)]
    s.up = [[[]] for _ in range(s.n)]
    s.status = [["live"] for _ in range(s.n)]
    s.split = [False] * s.n
    s.inq, s.inq_queue, s.teller = False, [], -1
    s.hands_done += 1
    ev.append(Event("hand_over", {"hands": s.hands_done, "scores": s.scores()}))
    limit = s.config.options.hand_limit
    if limit and s.hands_done >= limit:
        finish(s, ev, "hand_limit")
        return None
    humans = s.config.humans
    if humans and all(s.night[p] for p in humans):
        finish(s, ev, "night")
        return None
    return Next("next_hand")


WHY = {"cards": "too few cards left to deal", "hand_limit": "the hand limit was reached",
       "night": "everyone called it a night", "inquisition": "the Inquisition wins"}


def finish(s: State, ev: Ev, why: str) -> None:
    """§8: most board cards wins; then most successful conspiracies; then a shared win."""
    scores = s.scores()
    if why == "inquisition":
        winners: list[int] = []
    else:
        top = max(scores)
        best = [p for p in range(s.n) if scores[p] == top]
        most = max(s.told[p] for p in best)
        winners = [p for p in best if s.told[p] == most]
    s.phase = OVER
    s.actor = -1
    s.result = {"winners": winners, "why": why, "draw": False}
    ev.append(Event("game_over", {"winners": winners, "scores": scores, "why": WHY[why],
                                  "best": [s.best[p] for p in winners]}))
