"""What one seat may know (spec §14): everything except special hands (counts are
public) and the deck order. A bot or a screen receives only this.

`viewer=None` is the public view; `EVERYONE` (-1) also shows every hand (bots-only
kiosk, §18). A Mole's looker sees the looked-at hand while choosing (§16.3).
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from ..core.contract import EVERYONE
from .state import State


def _frozen(d: dict[str, Any] | None) -> tuple[tuple[str, Any], ...]:
    if d is None:
        return ()
    return tuple(sorted((k, tuple(v) if isinstance(v, list) else v) for k, v in d.items()))


@dataclass(frozen=True, slots=True)
class Observation:
    viewer: int | None
    players: int
    seats: tuple[str, ...]
    phase: str
    active: int
    first: int
    round: int
    waiting: tuple[int, ...]
    cabals: tuple[int, ...]
    cash: tuple[int, ...]
    owner: tuple[int, ...]
    master: tuple[int, ...]
    treasury: tuple[int, ...]
    row: tuple[int, ...]
    deck_size: int
    destroyed: tuple[int, ...]
    discard: tuple[int, ...]
    destroyed_by: tuple[int, ...]
    used: tuple[bool, ...]
    cabal_used: tuple[bool, ...]
    fresh: tuple[bool, ...]
    resigned: tuple[bool, ...]
    hand_sizes: tuple[int, ...]
    hand: tuple[int, ...]  # the viewer's specials (kinds, sorted)
    hands: tuple[tuple[int, ...], ...]  # every hand for EVERYONE, else ()
    peek: tuple[int, ...]  # the hand a Mole looks at, for its player only
    attack: tuple[tuple[str, Any], ...]
    purse: tuple[tuple[str, Any], ...]
    place: tuple[tuple[int, int, int], ...]
    mole: int
    actions_left: int
    acted: bool
    transfers_left: int
    rerolled: bool
    quiet_rounds: int
    goal: int
    special_goals: bool
    turn_limit: int
    interference: str
    winners: tuple[int, ...]
    names: tuple[str, ...] = ()  # the players' names (public): a coach's hint names them

    def get_attack(self) -> dict[str, Any]:
        return dict(self.attack)


def observe(s: State, viewer: int | None) -> Observation:
    from .rules import waiting_for

    n = s.n
    everyone = viewer == EVERYONE
    me = viewer if viewer is not None and 0 <= viewer < n else None
    o = s.config.options
    peek: tuple[int, ...] = ()
    if s.phase == "mole" and (everyone or me == s.active):
        peek = tuple(sorted(s.hands[s.mole]))
    return Observation(
        viewer=viewer, players=n, seats=s.config.seats, phase=s.phase, active=s.active,
        first=s.first, round=s.round, waiting=waiting_for(s), cabals=tuple(s.cabal),
        cash=tuple(s.cash), owner=tuple(s.owner), master=tuple(s.master),
        treasury=tuple(s.treasury), row=tuple(s.row), deck_size=len(s.deck),
        destroyed=tuple(s.destroyed), discard=tuple(s.discard),
        destroyed_by=tuple(s.destroyed_by), used=tuple(s.used),
        cabal_used=tuple(s.cabal_used), fresh=tuple(s.fresh), resigned=tuple(s.resigned),
        hand_sizes=tuple(len(h) for h in s.hands),
        hand=tuple(sorted(s.hands[me])) if me is not None else (),
        hands=tuple(tuple(sorted(h)) for h in s.hands) if everyone else (),
        peek=peek, attack=_frozen(s.attack), purse=_frozen(s.purse),
        place=tuple(tuple(e) for e in s.place), mole=s.mole,
        actions_left=s.actions_left, acted=s.acted, transfers_left=s.transfers_left,
        rerolled=s.rerolled, quiet_rounds=s.quiet_rounds, goal=s.config.goal,
        special_goals=o.special_goals, turn_limit=o.turn_limit,
        interference=o.interference,
        winners=tuple(s.result["winners"]) if s.result else (),
        names=tuple(s.config.names),
    )
