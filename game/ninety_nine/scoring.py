"""Points: boundaries (§5.4), card penalties (§5.2), held cards (§6), the winner (§7)."""

from __future__ import annotations

from ..core.events import Event
from .cards import HELD_PENALTY
from .state import State

BOUNDARIES = ((33, 1), (66, 2), (99, 3))


def boundary_points(old: int, new: int) -> list[tuple[int, int]]:
    """§5.4: every boundary b with old <= b < new scores (downward moves never do)."""
    return [(b, pts) for b, pts in BOUNDARIES if old <= b < new]


def charge(s: State, p: int, points: int, kind: str, why: str, ev: list[Event],
           by: int = -1) -> None:
    """Give `points` to player `p` (kind: bound, cardpen, heldpen or callpen)."""
    if points == 0:
        return
    getattr(s, kind)[p] += points
    s.scores[p] += points
    ev.append(Event("points", {"player": p, "points": points, "why": why, "by": by,
                               "score": s.scores[p]}))


def held_points(hand: list[int]) -> int:
    """§6.2: 3 per one-eyed jack, 5 per black queen still in hand."""
    return sum(HELD_PENALTY[c] for c in hand)


def round_totals(s: State) -> list[int]:
    return [s.bound[p] + s.cardpen[p] + s.heldpen[p] + s.callpen[p] for p in range(s.n)]


def final_result(s: State) -> dict:
    """§7: cumulative — lowest total wins, ties shared; rounds won — most rounds, then the
    lowest total, a remaining tie shared. "Most Paranoid": the highest total."""
    n = s.n
    if s.config.options.scoring == "rounds_won":
        best = max(s.rounds_won)
        tied = [p for p in range(n) if s.rounds_won[p] == best]
        low = min(s.scores[p] for p in tied)
        winners = [p for p in tied if s.scores[p] == low]
        why = f"most rounds won ({best})"
    else:
        low = min(s.scores)
        winners = [p for p in range(n) if s.scores[p] == low]
        why = f"lowest score ({low}) after {s.round} round{'s' * (s.round > 1)}"
    high = max(s.scores)
    return {"winners": winners, "why": why, "draw": False,
            "most_paranoid": [p for p in range(n) if s.scores[p] == high]}
