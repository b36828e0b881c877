"""What one seat may see (spec §10): the only thing a bot or a hot-seat screen receives.

Immutable, picklable, comparable: a frozen dataclass of tuples. Hidden cards are -1.
`viewer=None` is the public view; `EVERYONE` (-1) shows every hand (bots-only kiosk, §13).
"""

from __future__ import annotations

from dataclasses import dataclass

from ..core.contract import EVERYONE
from .state import State


@dataclass(frozen=True)
class Observation:
    viewer: int | None
    players: int
    names: tuple[str, ...]
    seats: tuple[str, ...]
    options: tuple[tuple[str, object], ...]
    subjects: tuple[str, ...]  # per card id (§10: subjects of every card are public)
    roles: tuple[str, ...]
    ranks: tuple[int, ...]  # per card id (0 = joker)
    phase: str
    actor: int  # -1 when nobody single is awaited
    waiting: tuple[int, ...]
    banker: int
    hand_no: int
    deck_count: int
    discard_count: int
    hands: tuple[tuple[tuple[int, ...], ...], ...]  # per player, per hand: card ids or -1
    statuses: tuple[tuple[str, ...], ...]
    split: tuple[bool, ...]
    current_hand: tuple[int, ...]
    order: tuple[int, ...]  # punters this hand, banker's left first
    board: tuple[int, ...]  # 121 cells: card id or -1
    owner: tuple[int, ...]
    axis: tuple[str, ...]
    scores: tuple[int, ...]
    told: tuple[int, ...]
    teller: int
    to_place: tuple[int, ...]
    placed: tuple[tuple[int, int], ...]  # (card, cell)
    links: tuple[int, ...]
    offered: tuple[int, ...]
    target: int
    waived: bool
    inquisition: bool
    vote_kind: str
    voters: tuple[int, ...]
    voted: tuple[int, ...]
    my_ballot: int  # -1 not cast or not a voter, else 0/1
    night: tuple[bool, ...]
    best: tuple[str, ...]
    winners: tuple[int, ...]
    last_shown: tuple[tuple[int, ...], ...]  # cards face up when the last hand ended


def observe(s: State, viewer: int | None) -> Observation:
    everyone = viewer == EVERYONE
    hands = tuple(
        tuple(tuple(c if (everyone or up or p == viewer) else -1
                    for c, up in zip(cards, ups, strict=True))
              for cards, ups in zip(s.hands[p], s.up[p], strict=True))
        for p in range(s.n))
    waiting = (() if s.phase == "over" else tuple(v for v in s.voters if v not in s.ballots)
               if s.phase == "vote" else (s.actor,))
    return Observation(
        viewer=viewer, players=s.n, names=s.config.names, seats=s.config.seats,
        options=tuple(sorted(s.config.options.to_json().items())),
        subjects=tuple(s.subjects), roles=tuple(s.roles), ranks=tuple(s.ranks),
        phase=s.phase, actor=s.actor if len(waiting) == 1 and s.phase != "vote" else -1,
        waiting=waiting, banker=s.banker, hand_no=s.hands_done + 1, deck_count=len(s.deck),
        discard_count=len(s.discard), hands=hands,
        statuses=tuple(tuple(x) for x in s.status), split=tuple(s.split),
        current_hand=tuple(s.cur), order=tuple(s.order), board=tuple(s.board),
        owner=tuple(s.owner), axis=tuple(s.axis), scores=tuple(s.scores()),
        told=tuple(s.told), teller=s.teller, to_place=tuple(sorted(s.tell_cards)),
        placed=tuple((c, cell) for c, cell in s.placed), links=tuple(s.links),
        offered=tuple(s.offered), target=s.target, waived=s.waived, inquisition=s.inq,
        vote_kind=s.vote_kind, voters=tuple(s.voters), voted=tuple(sorted(s.ballots)),
        my_ballot=int(s.ballots[viewer]) if viewer in s.ballots else -1,
        night=tuple(s.night), best=tuple(s.best),
        winners=tuple(s.result["winners"]) if s.result else (),
        last_shown=tuple(tuple(x) for x in s.last_shown))
