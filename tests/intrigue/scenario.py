"""Set-ups for Intrigue's rule tests: a game put straight into the position a rule
talks about (truths fixed, claims told, a floor turn given), then driven by actions."""

from __future__ import annotations

from typing import Any

from game.core.events import Event
from game.intrigue.game import Game
from game.intrigue.options import GameConfig, Options
from game.intrigue.recess import tell
from game.intrigue.state import FLOOR, NOT_VOTER, WHISPER, State


def new(n: int = 4, seed: int = 1, **options: Any) -> Game:
    return Game.new(GameConfig(players=n, options=Options(**options)), seed)


def set_truth(s: State, subject: int, slot: int, value: int) -> None:
    """Make heading `slot` of `subject` true or false, keeping 3 of 6 (§3.1) by swapping
    with another heading of the same valence."""
    if s.truth[subject][slot] == value:
        return
    base = 0 if slot < 6 else 6
    other = next(k for k in range(base, base + 6)
                 if k != slot and s.truth[subject][k] == value)
    s.truth[subject][slot], s.truth[subject][other] = value, 1 - value


def whisper(s: State, giver: int, receiver: int, subject: int, slot: int) -> None:
    tell(s, giver, receiver, subject, slot, 0, WHISPER)


def floor_turn(g: Game, actor: int) -> None:
    """Put the game on `actor`'s floor turn (the recess skipped)."""
    s = g.state
    s.phase = FLOOR
    s.rumour = None
    s.ballots = [NOT_VOTER] * s.n
    s.floor_step = s.order().index(actor)
    s.actor = actor
    g._legal = {}


def vote(g: Game, initiator: int, subject: int, slot: int, ballots: dict[int, str],
         spreader: int | None = None) -> list[Event]:
    """`initiator` raises subject.slot (told first by `spreader`, default the initiator)
    and the voters vote; returns every event."""
    s = g.state
    key = subject * 12 + slot
    if key not in s.spreader:
        teller = initiator if spreader is None else spreader
        listener = initiator if teller != initiator else next(p for p in range(s.n)
                                                              if p != teller)
        whisper(s, teller, listener, subject, slot)
    if key not in s.heard[initiator]:
        whisper(s, s.spreader[key], initiator, subject, slot)
    floor_turn(g, initiator)
    events = g.apply(f"raise {initiator} rumour {subject}.{slot}")
    for p, word in ballots.items():
        events += g.apply(f"vote {p} {word}", p)
    return events


def points(before: list[int], after: list[int]) -> list[float]:
    return [(a - b) / 2 for a, b in zip(after, before)]
