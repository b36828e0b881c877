"""What one seat may know (spec §3, §11, §12): all a bot or a hot-seat screen receives.

Immutable, picklable, comparable (a frozen dataclass of tuples of ints). Public: count
(None under Blind count), direction, turn, dealer, scores, stock size, hand sizes, round,
the full history of plays this round. Private to the viewer: its hand, its locked pass
choice, the cards it gave and received this round (with the pass number) and which cards
are new. `viewer=None` is the public view; `EVERYONE` (-1) also shows every hand (bots-only
kiosk demo, §12).
"""

from __future__ import annotations

from dataclasses import dataclass

from ..core.contract import EVERYONE
from .state import State


@dataclass(frozen=True, slots=True)
class Observation:
    viewer: int | None
    players: int
    decks: int
    rounds: int
    scoring: str
    round: int
    dealer: int
    phase: str
    actor: int  # -1 when several are awaited (a pass) or the game is over
    waiting: tuple[int, ...]
    direction: int
    count: int | None
    stock: int
    pile_size: int
    top: int  # top card of the pile, -1 if none
    history: tuple[tuple[int, int, int, int, int], ...]  # (player, a, b, choice, pass#)
    passes: int
    hand_sizes: tuple[int, ...]
    scores: tuple[int, ...]
    round_points: tuple[int, ...]
    rounds_won: tuple[int, ...]
    hand: tuple[int, ...]  # the viewer's hand (sorted); () for the public view
    new: tuple[int, ...]  # cards received in the last pass, not yet followed by a play
    my_choice: int  # the viewer's locked pass choice, -1 if none
    gave: tuple[tuple[int, int, int], ...]  # (to, card, pass#) this round
    got: tuple[tuple[int, int, int], ...]  # (from, card, pass#) this round
    call_choices: tuple[int, ...]
    hands: tuple[tuple[int, ...], ...]  # every hand for EVERYONE, else ()
    seats: tuple[str, ...]
    winners: tuple[int, ...]


def observe(s: State, viewer: int | None) -> Observation:
    n = s.n
    everyone = viewer == EVERYONE
    me = viewer if viewer is not None and 0 <= viewer < n else None
    o = s.config.options
    rp = tuple(s.bound[p] + s.cardpen[p] + s.heldpen[p] + s.callpen[p] for p in range(n))
    waiting = tuple(s.waiting) if s.phase == "pass" else ()
    return Observation(
        viewer=viewer, players=n, decks=s.total_cards // 52, rounds=o.rounds,
        scoring=o.scoring, round=s.round, dealer=s.dealer, phase=s.phase,
        actor=-1 if s.phase in ("pass", "over") else s.actor, waiting=waiting,
        direction=s.direction, count=None if o.blind_count else s.count,
        stock=len(s.stock), pile_size=len(s.pile), top=s.pile[-1] if s.pile else -1,
        history=tuple(s.history), passes=s.passes,
        hand_sizes=tuple(len(h) for h in s.hands), scores=tuple(s.scores),
        round_points=rp, rounds_won=tuple(s.rounds_won),
        hand=tuple(sorted(s.hands[me])) if me is not None else (),
        new=tuple(sorted(s.fresh[me])) if me is not None else (),
        my_choice=s.choice[me] if me is not None else -1,
        gave=tuple(s.gave[me]) if me is not None else (),
        got=tuple(s.got[me]) if me is not None else (),
        call_choices=s.call_choices,
        hands=tuple(tuple(sorted(h)) for h in s.hands) if everyone else (),
        seats=s.config.seats,
        winners=tuple(s.result["winners"]) if s.result else (),
    )
