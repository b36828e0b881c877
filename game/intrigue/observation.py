"""What one member may know (spec §8): all a bot or a desk on the screen receives.

Immutable and comparable (a frozen dataclass of tuples of ints). Public: files and
valence, resolved truths, pacts and breaks, public scores, statuses and used perks,
tabled rumours, the rumour on the floor, who has voted, every revealed ballot.
Private to the viewer: its own truths, its informant reports, the claims it told and
heard (giver, receiver, sworn, when), the offers it made (with their secret) and
received (without: escrow), its locked ballot, its spreader points and true score.
At game end the archives open (§11): every truth, claim and spreader for everyone.
`viewer=None` is the public view; `EVERYONE` sees the archives at any time.
"""

from __future__ import annotations

from dataclasses import dataclass

from ..core.contract import EVERYONE
from .state import ACCEPTED, AWAITED, BALLOT, NOT_VOTER, OVER, RECESS, SLOTS, State

Record = tuple[int, ...]


@dataclass(frozen=True, slots=True)
class Observation:
    viewer: int | None
    players: int
    target: int
    round_limit: int
    mingling_turns: int
    floor_turns: int
    round: int
    chair: int
    phase: str
    actor: int  # -1 during a ballot and after the end
    turn: int  # mingling turn (== mingling_turns: the reply step)
    floor_step: int
    files: tuple[tuple[int, ...], ...]  # heading ids, slots 0-5 merits, 6-11 blemishes
    resolved: tuple[tuple[int, ...], ...]  # -1 unresolved, else the revealed truth
    pacts: tuple[tuple[int, int], ...]
    pact_log: tuple[Record, ...]  # (round, a, b, formed 1 / broken 0, breaker)
    broken: tuple[int, ...]
    public: tuple[int, ...]  # half-points
    status: tuple[int, ...]
    perks: tuple[tuple[int, int], ...]  # (senior used, cabinet used)
    tabled: tuple[tuple[int, int], ...]
    tabled_now: tuple[tuple[int, int], ...]
    rumour: tuple[int, ...]  # (initiator, subject, slot) on the floor, or ()
    voted: tuple[int, ...]  # voters whose ballot is locked (not what they chose)
    waiting: tuple[int, ...]  # voters still to choose
    votes: tuple[Record, ...]  # (round, initiator, subject, slot, outcome, *ballots)
    # ---- private to the viewer ----
    truth: tuple[int, ...]  # own file's truths, () for the public
    reports: tuple[Record, ...]  # (round, subject, slot, truth)
    tellings: tuple[Record, ...]  # (round, giver, receiver, subject, slot, sworn, how)
    offers: tuple[Record, ...]  # (offerer, receiver, subject, slot, sworn, round, state)
    ballot: int  # own locked ballot, AWAITED, or NOT_VOTER
    spread: tuple[Record, ...]  # (round, subject, slot, points): own spreader credits
    secret_points: int
    true_score: int
    # ---- the archives (§11): at game end, or for EVERYONE ----
    all_truth: tuple[tuple[int, ...], ...]
    all_tellings: tuple[Record, ...]
    all_spread: tuple[Record, ...]  # (round, subject, slot, spreader, points)
    all_secret: tuple[int, ...]
    seats: tuple[str, ...]
    personality: str  # the bots' setting (§17), public
    winners: tuple[int, ...]
    why: str
    names: tuple[str, ...] = ()  # the members' names (public): a coach's hint names them

    @property
    def inbox(self) -> tuple[Record, ...]:
        """Offers waiting for the viewer's answer, oldest first."""
        return tuple(o for o in self.offers if o[1] == self.viewer and o[6] == 0)


def observe(s: State, viewer: int | None) -> Observation:
    n = s.n
    o = s.config.options
    me = viewer if viewer is not None and 0 <= viewer < n else None
    archives = viewer == EVERYONE or s.phase == OVER
    ballot = s.phase == BALLOT
    if me is not None:
        truth = tuple(s.truth[me])
        reports = tuple((r, q, k, s.truth[q][k]) for r, p, q, k in s.reports if p == me)
        tellings = tuple(tuple(t) for t in s.tellings if me in (t[1], t[2]))
        offers = tuple(_offer_seen(x, me) for x in s.offers if me in (x[0], x[1]))
        spread = tuple((r, q, k, pts) for r, q, k, p, pts in s.spread_log if p == me)
        my_ballot, secret, true = s.ballots[me], s.secret[me], s.true_score(me)
    else:
        truth, reports, tellings, offers, spread = (), (), (), (), ()
        my_ballot, secret, true = NOT_VOTER, 0, 0
    return Observation(
        viewer=viewer, players=n, target=s.target, round_limit=o.round_limit,
        mingling_turns=o.mingling_turns, floor_turns=o.floor_turns, round=s.round,
        chair=s.chair, phase=s.phase, actor=_actor_seen(s, viewer),
        turn=s.turn, floor_step=s.floor_step,
        files=tuple(tuple(f) for f in s.files),
        resolved=tuple(tuple(s.truth[q][k] if s.resolved[q][k] else -1 for k in range(SLOTS))
                       for q in range(n)),
        pacts=tuple((a, b) for a, b in s.pacts),
        pact_log=tuple(tuple(x) for x in s.pact_log), broken=tuple(s.broken),
        public=tuple(s.public), status=tuple(s.status),
        perks=tuple((a, b) for a, b in s.perks),
        tabled=tuple((q, k) for q, k in s.tabled),
        tabled_now=tuple((q, k) for q, k in s.tabled_now),
        rumour=tuple(s.rumour) if s.rumour else (),
        voted=tuple(p for p in range(n) if ballot and s.ballots[p] not in (AWAITED, NOT_VOTER)),
        waiting=tuple(p for p in range(n) if ballot and s.ballots[p] == AWAITED),
        votes=tuple(tuple(v) for v in s.votes),
        truth=truth, reports=reports, tellings=tellings, offers=offers,
        ballot=my_ballot, spread=spread, secret_points=secret, true_score=true,
        all_truth=tuple(tuple(t) for t in s.truth) if archives else (),
        all_tellings=tuple(tuple(t) for t in s.tellings) if archives else (),
        all_spread=tuple(tuple(x[:5]) for x in s.spread_log) if archives else (),
        all_secret=tuple(s.secret) if archives else (),
        seats=s.config.seats, personality=o.personality,
        winners=tuple(s.result["winners"]) if s.result else (),
        why=s.result["why"] if s.result else "",
        names=tuple(s.config.names),
    )


def _actor_seen(s: State, viewer: int | None) -> int:
    """Who is to act, as `viewer` may know it; -1 when nobody or not to be told.

    In the reply step (§5.2) only members with an unanswered offer act, so naming the
    actor would tell the room who has an offer, which §8 keeps to its two members: the
    actor is shown to itself only (EVERYONE, the kiosk's cut, holds no offers either)."""
    if s.phase in (BALLOT, OVER):
        return -1
    if s.phase == RECESS and s.turn >= s.config.options.mingling_turns and viewer != s.actor:
        return -1
    return s.actor


def _offer_seen(x: list[int], me: int) -> Record:
    """The receiver sees an offer's secret only once it is accepted (escrow, §5.2)."""
    if x[0] == me or x[6] == ACCEPTED:
        return tuple(x)
    return (x[0], x[1], -1, -1, -1, x[5], x[6])
