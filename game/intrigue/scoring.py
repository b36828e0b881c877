"""The point chart (spec §9), status and perks (§10) and the end of the game (§11).

All values are half-points (§14.16). A scoring step is a list of lines applied together;
promotions and the President check follow every step (§10, §11).
"""

from __future__ import annotations

from typing import NamedTuple

from ..core.events import Event
from .state import CABINET, MEMBER, OVER, PRESIDENT, SENIOR, State, is_merit_slot

BELIEVED, DISBELIEVED, TABLED = 1, -1, 0

PACT_FORMED = 2  # +1 each (§9)
BREAKER, BROKEN_WITH = -2, -3  # −1 / −1.5 (§9)
INITIATOR = {BELIEVED: 2, DISBELIEVED: -1, TABLED: 0}  # +1 / −0.5 / 0
VOTER_RIGHT, VOTER_WRONG = 1, -1  # ±0.5; abstaining scores 0
# Table A (§9): (truth, outcome) -> spreader points
SPREADER = {(1, BELIEVED): 2, (1, DISBELIEVED): 0, (0, BELIEVED): 4, (0, DISBELIEVED): -2}
# Table B (§9): (truth, outcome) -> subject points of a merit; a blemish is the negative
SUBJECT = {(1, BELIEVED): 4, (0, BELIEVED): 2, (1, DISBELIEVED): 2, (0, DISBELIEVED): 0}
STATUS_NAMES = ("Party Member", "Senior Party Member", "Cabinet Member", "President")


class Line(NamedTuple):
    """One line of the chart: who, how many half-points, which role, secret or public."""

    player: int
    points: int
    why: str
    secret: bool = False


def thresholds(target: int) -> tuple[int, int, int]:
    """§10: Senior at round(0.4 T), Cabinet at round(0.68 T), President at T (points,
    halves rounded up)."""
    return int(0.4 * target + 0.5), int(0.68 * target + 0.5), target


def vote_lines(s: State, initiator: int, subject: int, slot: int, voters: list[int],
               outcome: int, ev: list[Event]) -> list[Line]:
    """Every line of §9 for a revealed rumour; roles stack. The perks of §10 fire here,
    at the first qualifying moment (§14.12)."""
    truth = s.truth[subject][slot]
    lines: list[Line] = []
    init = INITIATOR[outcome]
    if outcome == DISBELIEVED and s.status[initiator] >= SENIOR and not s.perks[initiator][0]:
        s.perks[initiator][0] = 1  # Senior: the first disbelieved initiation costs nothing
        ev.append(Event("perk_used", {"player": initiator, "perk": "senior",
                                      "saved": -init / 2}))
        init = 0
    lines.append(Line(initiator, init, "initiator"))
    right = BELIEVED if truth else DISBELIEVED
    for v in voters:
        b = s.ballots[v]
        if b != 0:
            lines.append(Line(v, VOTER_RIGHT if b == right else VOTER_WRONG, "voter"))
    spreader = s.spreader[subject * 12 + slot]
    lines.append(Line(spreader, SPREADER[truth, outcome], "spreader", True))
    sub = SUBJECT[truth, outcome] * (1 if is_merit_slot(slot) else -1)
    if sub < 0 and s.status[subject] >= CABINET and not s.perks[subject][1]:
        s.perks[subject][1] = 1  # Cabinet: the first loss as subject of a blemish is void
        ev.append(Event("perk_used", {"player": subject, "perk": "cabinet",
                                      "saved": -sub / 2}))
        sub = 0
    lines.append(Line(subject, sub, "subject"))
    return lines


def score_step(s: State, lines: list[Line], ev: list[Event]) -> bool:
    """Apply one scoring step, then promotions and the President check. True if the
    game ended (§11: at once, even mid-session)."""
    for line in lines:
        p, pts = line.player, line.points
        if line.secret:
            s.secret[p] += pts  # the caller logs it in `spread_log` (§8: owner only)
            ev.append(Event("spreader_points", {}, {"player": p, "points": pts / 2,
                                                    "true_score": s.true_score(p) / 2}, (p,)))
        elif pts:
            s.public[p] += pts
            ev.append(Event("points", {"player": p, "points": pts / 2, "why": line.why,
                                       "score": s.public[p] / 2}))
    promote(s, ev)
    return check_president(s, ev)


def promote(s: State, ev: list[Event]) -> None:
    """§10: status by the true score, announced at once, never lost; skipping a rank
    grants it too (its perk included)."""
    senior, cabinet, _ = thresholds(s.target)
    for p in range(s.n):
        score = s.true_score(p)
        for rank, need in ((SENIOR, senior), (CABINET, cabinet)):
            if s.status[p] < rank and score >= 2 * need:
                s.status[p] = rank
                ev.append(Event("promoted", {"player": p, "status": rank,
                                             "title": STATUS_NAMES[rank]}))


def check_president(s: State, ev: list[Event]) -> bool:
    """§11: whoever's true score reaches T wins at once; several at once: tie-breaks."""
    reached = [p for p in range(s.n) if s.true_score(p) >= 2 * s.target]
    if not reached:
        return False
    winners = best(s, reached)
    for p in winners:
        s.status[p] = PRESIDENT
    finish(s, winners, "president", ev)
    return True


def best(s: State, candidates: list[int]) -> list[int]:
    """§11 tie-breaks: the highest true score, then fewer broken pacts, then shared."""
    top = max(s.true_score(p) for p in candidates)
    tied = [p for p in candidates if s.true_score(p) == top]
    fewest = min(s.broken[p] for p in tied)
    return [p for p in tied if s.broken[p] == fewest]


def finish(s: State, winners: list[int], why: str, ev: list[Event]) -> None:
    """The archives open (§11): every file, spreader and secret point becomes public."""
    s.phase = OVER
    s.rumour = None
    s.result = {"winners": winners, "why": why, "draw": False}
    ev.append(Event("game_over", {
        "winners": winners, "why": why,
        "true_scores": [s.true_score(p) / 2 for p in range(s.n)],
        "spreader_points": [s.secret[p] / 2 for p in range(s.n)],
        "statuses": [min(st, PRESIDENT) for st in s.status],
    }))


__all__ = ["BELIEVED", "DISBELIEVED", "MEMBER", "TABLED", "Line", "best", "finish",
           "score_step", "thresholds", "vote_lines"]
