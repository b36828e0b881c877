"""Rounds: setup and deal (§4), who plays next (§5.8), the end of a round (§6) and of
the game (§7)."""

from __future__ import annotations

from ..core.contract import EVERYONE
from ..core.events import Event
from .cards import TEXT
from .scoring import charge, final_result, held_points, round_totals
from .state import CW, OVER, PLAY, State


def start_game(s: State, ev: list[Event]) -> None:
    """§4.2: the first dealer is chosen by the seeded generator."""
    s.dealer = s.rng.randrange(s.n)
    start_round(s, ev)


def start_round(s: State, ev: list[Event]) -> None:
    """§4 round setup: gather, shuffle, deal 3 each, count 0, clockwise, dealer's left."""
    n = s.n
    s.round += 1
    deck = list(range(s.total_cards))
    s.rng.shuffle(deck)
    s.hands = [[] for _ in range(n)]
    for _ in range(3):
        for i in range(1, n + 1):
            s.hands[(s.dealer + i) % n].append(deck.pop())
    s.stock, s.pile = deck, []
    s.count, s.direction = 0, CW
    s.history, s.passes = [], 0
    s.gave = [[] for _ in range(n)]
    s.got = [[] for _ in range(n)]
    s.fresh = [[] for _ in range(n)]
    s.choice = [-1] * n
    s.waiting, s.layer, s.cont, s.call_choices = [], -1, None, ()
    for k in ("bound", "cardpen", "heldpen", "callpen"):
        setattr(s, k, [0] * n)
    s.phase = PLAY
    s.actor = (s.dealer + 1) % n
    ev.append(Event("deal", {"round": s.round, "rounds": s.config.options.rounds,
                             "dealer": s.dealer, "first": s.actor, "stock": len(s.stock),
                             "hand_sizes": [3] * n}))
    for p in range(n):
        ev.append(Event("dealt", {"player": p, "cards": 3},
                        {"hand": [TEXT[c] for c in s.hands[p]]}, (p, EVERYONE)))


def next_seat(s: State, p: int) -> int:
    """§5.8: the next seat in the current direction holding a card (all do, unless a draw
    was ever skipped, §5.7); -1 when nobody holds a card."""
    n = s.n
    q = p
    for _ in range(n):
        q = (q + s.direction) % n
        if s.hands[q]:
            return q
    return -1


def end_round(s: State, ev: list[Event]) -> None:
    """§6: held-card penalties, the summary, then the next round or the end (§7)."""
    n = s.n
    held = {p: [TEXT[c] for c in s.hands[p]] for p in range(n)}
    for p in range(n):
        charge(s, p, held_points(s.hands[p]), "heldpen", "held cards", ev)
    totals = round_totals(s)
    low = min(totals)
    won = [p for p in range(n) if totals[p] == low]
    for p in won:
        s.rounds_won[p] += 1
    summary = {"round": s.round, "count": s.count, "boundary": s.bound[:],
               "cards": s.cardpen[:], "held": s.heldpen[:], "call": s.callpen[:],
               "points": totals, "won": won}
    s.summaries.append(summary)
    for k in ("bound", "cardpen", "heldpen", "callpen"):
        setattr(s, k, [0] * n)
    ev.append(Event("round_over", {**summary, "hands": held, "scores": s.scores[:],
                                   "rounds_won": s.rounds_won[:]}))
    if s.round >= s.config.options.rounds:
        s.phase = OVER
        s.result = final_result(s)
        s.waiting = []
        ev.append(Event("game_over", {"winners": s.result["winners"], "why": s.result["why"],
                                      "scores": s.scores[:],
                                      "most_paranoid": s.result["most_paranoid"]}))
        return
    s.dealer = (s.dealer + 1) % n
    start_round(s, ev)


def continue_after(s: State, nxt: int, ev: list[Event]) -> None:
    """§5.5 steps 7–8: end the round above 99, else hand the turn on."""
    if s.count > 99:
        end_round(s, ev)
        return
    if nxt < 0 or not s.hands[nxt]:
        nxt = next_seat(s, nxt if nxt >= 0 else s.actor)
    if nxt < 0:  # nobody holds a card (only if draws were skipped): the round ends
        end_round(s, ev)
        return
    s.phase = PLAY
    s.actor = nxt
    ev.append(Event("turn", {"player": nxt, "count": _public_count(s)}))


def _public_count(s: State) -> int | None:
    return None if s.config.options.blind_count else s.count
