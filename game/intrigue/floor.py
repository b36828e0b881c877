"""The floor session (spec §5.3): floor turns, pact breaks, initiating, the secret
ballot, tabling and the reveal.

Every member gets `floor_turns` turns in seat order from the chair. On a turn: break
any own pacts, then raise a rumour (or pass). The ballot is simultaneous: every voter
chooses in any order, and nothing is decided until the last ballot is in.
"""

from __future__ import annotations

from ..core.actions import Action
from ..core.events import Event
from .actions import ABSTAIN, BELIEVE, DISBELIEVE, VOTE_WORDS, Break, Pass, Raise, Vote
from .scoring import (
    BELIEVED,
    BREAKER,
    BROKEN_WITH,
    DISBELIEVED,
    TABLED,
    Line,
    score_step,
    vote_lines,
)
from .state import AWAITED, BALLOT, FLOOR, NOT_VOTER, SLOTS, State

_VOTES: dict[tuple[int, int], Vote] = {}  # (player, choice) -> Vote: ballots are listed often


def open_floor(s: State, ev: list[Event]) -> None:
    s.phase = FLOOR
    s.floor_step = 0
    s.actor = s.order()[0]
    ev.append(Event("floor_opened", {"round": s.round, "first": s.actor}))


# ---- what may be raised (§5.3.2, §14.10) ----
def raisable(s: State, p: int) -> list[int]:
    """Claim keys `p` may initiate: heard or told and unresolved, or tabled in an
    earlier session; never one tabled in this session."""
    now = {q * SLOTS + k for q, k in s.tabled_now}
    keys = {key for key in s.heard[p] if not s.resolved[key // SLOTS][key % SLOTS]}
    keys |= {q * SLOTS + k for q, k in s.tabled}
    return sorted(keys - now)


def legal_floor(s: State, p: int) -> list[Action]:
    if p != s.actor:
        return []
    acts: list[Action] = [Break(p, q) for q in sorted(s.partners(p))]
    acts += [Raise(p, *divmod(key, SLOTS)) for key in raisable(s, p)]
    acts.append(Pass(p))
    return acts


def floor_is_legal(s: State, a: Action, p: int) -> bool:
    if p != s.actor:
        return False
    if a.kind == "pass":
        return True
    if a.kind == "break":
        return s.has_pact(p, a.values[1]) and a.values[1] != p
    if a.kind == "raise":
        q, k = a.values[1], a.values[2]
        return 0 <= q < s.n and 0 <= k < SLOTS and q * SLOTS + k in raisable(s, p)
    return False


def voters(s: State) -> list[int]:
    return [p for p in range(s.n) if s.ballots[p] != NOT_VOTER]


def legal_ballot(s: State, p: int) -> list[Action]:
    if not 0 <= p < s.n or s.ballots[p] != AWAITED:
        return []
    out = []
    for c in (BELIEVE, ABSTAIN, DISBELIEVE):
        v = _VOTES.get((p, c))
        if v is None:
            v = _VOTES[p, c] = Vote(p, c)
        out.append(v)
    return out


# ---- applying ----
def break_pact(s: State, p: int, q: int, ev: list[Event]) -> bool:
    """§5.3.1: public; the breaker loses 1, the other 1.5."""
    s.pacts.remove([min(p, q), max(p, q)])
    s.pact_log.append([s.round, min(p, q), max(p, q), 0, p])
    s.broken[p] += 1
    s.active = 1
    ev.append(Event("pact_broken", {"player": p, "partner": q}))
    return score_step(s, [Line(p, BREAKER, "breaker"), Line(q, BROKEN_WITH, "broken with")],
                      ev)


def initiate(s: State, p: int, subject: int, slot: int, ev: list[Event]) -> None:
    """§5.3.2–3: the rumour goes to a vote of everyone but initiator and subject."""
    was_tabled = [subject, slot] in s.tabled
    s.rumour = [p, subject, slot]
    s.ballots = [NOT_VOTER if q in (p, subject) else AWAITED for q in range(s.n)]
    s.phase = BALLOT
    ev.append(Event("initiated", {"player": p, "subject": subject, "slot": slot,
                                  "heading": s.files[subject][slot],
                                  "tabled_before": was_tabled, "voters": voters(s)}))


def cast(s: State, p: int, choice: int, ev: list[Event]) -> bool:
    """A secret ballot; the last one reveals them all together. True if the game ended."""
    s.ballots[p] = choice
    ev.append(Event("voted", {"player": p}, {"vote": VOTE_WORDS[choice]}, (p,)))
    if AWAITED in s.ballots:
        return False
    return resolve(s, ev)


def outcome_of(ballots: list[int]) -> int:
    """§5.3.4–5: tabled on a believe/disbelieve tie or when more than half the voters
    abstained; otherwise the larger side decides."""
    cast_ = [b for b in ballots if b != NOT_VOTER]
    b, d = cast_.count(BELIEVE), cast_.count(DISBELIEVE)
    a = len(cast_) - b - d
    if b == d or 2 * a > len(cast_):
        return TABLED
    return BELIEVED if b > d else DISBELIEVED


def resolve(s: State, ev: list[Event]) -> bool:
    assert s.rumour is not None
    initiator, subject, slot = s.rumour
    out = outcome_of(s.ballots)
    s.votes.append([s.round, initiator, subject, slot, out, *s.ballots])
    ev.append(Event("ballots_revealed", {"votes": [
        None if b == NOT_VOTER else VOTE_WORDS[b] for b in s.ballots], "outcome": out}))
    over = False
    if out == TABLED:  # §5.3.4: no points, no reveal, public, raisable later
        if [subject, slot] not in s.tabled:
            s.tabled.append([subject, slot])
        s.tabled_now.append([subject, slot])
        ev.append(Event("tabled", {"subject": subject, "slot": slot, "player": initiator,
                                   "heading": s.files[subject][slot]}))
    else:  # §5.3.5–6: the file is opened, then the chart
        s.resolved[subject][slot] = 1
        if [subject, slot] in s.tabled:
            s.tabled.remove([subject, slot])
        s.active = 1
        truth = s.truth[subject][slot]
        ev.append(Event("revealed", {"subject": subject, "slot": slot, "truth": truth,
                                     "heading": s.files[subject][slot], "outcome": out,
                                     "player": initiator}))
        lines = vote_lines(s, initiator, subject, slot, voters(s), out, ev)
        for line in lines:
            if line.secret:
                s.spread_log.append([s.round, subject, slot, line.player, line.points])
        over = score_step(s, lines, ev)
    if not over:
        s.rumour = None
        s.ballots = [NOT_VOTER] * s.n
        next_floor_turn(s, ev)
    return over


def next_floor_turn(s: State, ev: list[Event]) -> None:
    s.floor_step += 1
    if s.floor_step < s.n * s.config.options.floor_turns:
        s.phase = FLOOR
        s.actor = s.order()[s.floor_step % s.n]
        return
    from .rounds import end_of_round

    end_of_round(s, ev)
