"""Hard (spec §15, issue 23): Medium's policies plus a search over re-dealt truths for
its votes and initiations.

Belief: the exact posterior of each file's valence — every way of making 3 of its 6
headings true that agrees with what is certain, weighted by the likelihood of every
unsworn claim received (r or 1 − r of its giver) — instead of Medium's independent
odds. Search: for a ballot or a floor turn, a fixed number of worlds (`SEARCH`) is
dealt from that posterior; in each, the other voters vote from what they may know
(an informant's report of the truth with a chance that grows with the rounds; the
claim if we told it to them or they told it to us; else the public record and some
noise), never from the sampled truth itself; every choice is scored on the same
worlds by the points of §9 it brings us (voter, initiator, spreader, subject lines).

The search is switched off by `HardBot(search=False)`, offered as the level
"hard-nosearch": it then votes and initiates with Medium's rules on Hard's posterior
(the measure of what the search itself is worth, issue 23).
"""

from __future__ import annotations

from itertools import combinations

from ...core.actions import Action
from ...core.effort import Effort
from ..actions import Pass, Vote
from ..observation import Observation
from .belief import R0, R_DOWN, R_UP, SLOTS, Belief, clamp
from .levels import RAISE_THRESHOLD, MediumBot
from .policy import (
    INITIATOR_PTS,
    LEADER_BONUS,
    SPREADER_IF_FIRST,
    SPREADER_PTS,
    SUBJECT_PTS,
    estimate_true,
    leader,
    rumour_value,
    vote_choice,
)

SEARCH = Effort(48, "worlds")  # worlds per searched decision: a fixed effort (issue 21)
CANDIDATES = 6  # rumours searched on a floor turn (the best by Medium's estimate)
NOISE = 0.15  # spread of an uninformed voter's belief around the public record
INFORMED_PER_ROUND, INFORMED_MAX = 0.06, 0.5
_SUBSETS = [frozenset(c) for c in combinations(range(6), 3)]


class Posterior:
    """P(true) of every heading from one `Belief`, by exact enumeration per valence."""

    def __init__(self, b: Belief) -> None:
        self.b = b
        self.cache: dict[tuple[int, int], list[float]] = {}

    def p(self, key: int, initiator: int = -1) -> float:
        b = self.b
        t = b.known.get(key)
        if t is not None:
            return float(t)
        q, k = divmod(key, SLOTS)
        base = 0 if k < 6 else 6
        marg = self.cache.get((q, base))
        if marg is None:
            marg = self.cache[q, base] = self._valence(q, base)
        p = marg[k - base]
        if initiator >= 0 and initiator not in (b.me, q) and 0.0 < p < 1.0:
            record = b.initiator_record.get(initiator, ())
            r = clamp(R0 + R_UP * sum(record) - R_DOWN * (len(record) - sum(record)))
            r = 0.5 + (r - 0.5) * b.trust_damping
            odds = p / (1 - p) * r / (1 - r)
            p = odds / (1 + odds)
        return p

    def _valence(self, q: int, base: int) -> list[float]:
        b = self.b
        damp = b.trust_damping
        known, evidence, rel = b.known, b.evidence, b.reliability
        marg = [0.0] * 6
        total = 0.0
        for sub in _SUBSETS:
            w = 1.0
            for j in range(6):
                key = q * SLOTS + base + j
                truth = j in sub
                t = known.get(key)
                if t is not None:
                    if t != truth:
                        w = 0.0
                        break
                    continue
                for giver in evidence.get(key, ()):
                    r = 0.5 + (rel[giver] - 0.5) * damp
                    w *= r if truth else 1.0 - r
            if w:
                total += w
                for j in sub:
                    marg[j] += w
        return [m / total for m in marg] if total else [0.5] * 6


def public_p(o: Observation, key: int, initiator: int) -> float:
    """What a voter with no private knowledge believes: the 3-of-6 prior from resolved
    headings, nudged by the initiator's public honesty record (§15.2)."""
    q, k = divmod(key, SLOTS)
    base = 0 if k < 6 else 6
    row = o.resolved[q][base:base + 6]
    unknown = sum(1 for t in row if t < 0)
    p = (3 - sum(1 for t in row if t == 1)) / unknown if unknown else 0.5
    if initiator != q and 0.0 < p < 1.0:
        wins = losses = 0
        for v in o.votes:
            if v[1] == initiator and v[4] != 0:
                if o.resolved[v[2]][v[3]] == 1:
                    wins += 1
                else:
                    losses += 1
        r = clamp(R0 + R_UP * wins - R_DOWN * losses)
        odds = p / (1 - p) * r / (1 - r)
        p = odds / (1 + odds)
    return p


class HardBot(MediumBot):
    level = "hard"

    def __init__(self, player: int, seed: int, search: bool = True) -> None:
        super().__init__(player, seed)
        self.search = search

    def decide(self, o: Observation, legal: list[Action]) -> Action:
        self.post: Posterior | None = None
        return super().decide(o, legal)

    def posterior(self, b: Belief) -> Posterior:
        if self.post is None or self.post.b is not b:
            self.post = Posterior(b)
        return self.post

    # ---- votes ----
    def vote(self, o: Observation, b: Belief, persona: str) -> Action:
        initiator, subject, slot = o.rumour
        key = subject * SLOTS + slot
        p = self.posterior(b).p(key, initiator)
        self.reason.update(p=p)
        if not self.search:
            return Vote(self.player, vote_choice(p, persona))
        me = self.player
        others = [v for v in range(o.players) if v not in (initiator, subject, me)]
        spreader = SPREADER_IF_FIRST if key in b.told_first else 0.0
        totals = {1: 0.0, 0: 0.0, -1: 0.0}
        rng = self.rng
        search = self.samples(SEARCH)
        for _ in search:
            truth = int(rng.random() < p)
            votes = self.simulate(o, b, key, truth, initiator, others)
            for mine in totals:
                believed = _outcome(votes + [mine])
                pts = 0.0 if mine == 0 else (0.5 if (mine == 1) == bool(truth) else -0.5)
                if believed is not None:
                    pts += spreader * SPREADER_PTS[truth, believed]
                totals[mine] += pts
        self.reason.update(totals=dict(totals), worlds=search.done, spreader=spreader > 0)
        best = max(totals.values())
        for choice in (0, 1, -1):  # ties: abstain first, then believe
            if totals[choice] >= best - 1e-9:
                return Vote(me, choice)
        return Vote(me, 0)

    # ---- floor turns ----
    def floor(self, o: Observation, b: Belief, persona: str, legal: list[Action]) -> Action:
        me = self.player
        for a in legal:
            if a.kind == "break" and estimate_true(o, a.values[1]) >= o.target - 3:
                self.reason.update(rule="break", estimate=estimate_true(o, a.values[1]))
                return a
        post = self.posterior(b)
        raises = [a for a in legal if a.kind == "raise"]
        scored = sorted(((rumour_value(b, a.values[1] * SLOTS + a.values[2],
                                       post.p(a.values[1] * SLOTS + a.values[2])), i)
                         for i, a in enumerate(raises)), reverse=True)
        if not self.search:
            if scored and scored[0][0] > RAISE_THRESHOLD:
                return raises[scored[0][1]]
            return Pass(me)
        shortlist = [raises[i] for _v, i in scored[:CANDIDATES]]
        self.reason.update(rule="floor", raises=len(raises),
                           shortlist=[a.values for a in shortlist])
        if not shortlist:
            return Pass(me)
        totals = [0.0] * len(shortlist)
        probs = [post.p(a.values[1] * SLOTS + a.values[2]) for a in shortlist]
        top = leader(o, me)
        rng = self.rng
        search = self.samples(SEARCH)
        for _ in search:
            u = rng.random()
            for i, a in enumerate(shortlist):
                q, k = a.values[1], a.values[2]
                key = q * SLOTS + k
                truth = int(u < probs[i])
                voters = [v for v in range(o.players) if v not in (me, q)]
                believed = _outcome(self.simulate(o, b, key, truth, me, voters))
                totals[i] += _my_points(b, key, truth, believed, top)
        best = max(range(len(shortlist)), key=lambda i: totals[i])
        self.reason.update(probs=probs, totals=totals, worlds=search.done, best=best)
        if totals[best] / SEARCH.samples > RAISE_THRESHOLD:
            return shortlist[best]
        return Pass(me)

    def simulate(self, o: Observation, b: Belief, key: int, truth: int, initiator: int,
                 voters: list[int]) -> list[int]:
        """The other voters' ballots in one world: each votes from what it may know."""
        me = self.player
        rng = self.rng
        informed = min(INFORMED_MAX, INFORMED_PER_ROUND * o.round * o.players / 6)
        base = public_p(o, key, initiator)
        told_them = {t[2] for t in o.tellings if t[1] == me and t[3] * SLOTS + t[4] == key}
        told_us = {t[1] for t in o.tellings if t[2] == me and t[3] * SLOTS + t[4] == key}
        out = []
        for v in voters:
            if rng.random() < informed:
                p = float(truth)
            elif v in told_us:
                p = 0.75
            elif v in told_them:
                p = 0.65
            else:
                p = base + (rng.random() - 0.5) * 2 * NOISE
            out.append(1 if p >= 0.6 else -1 if p <= 0.4 else 0)
        return out


def _outcome(votes: list[int]) -> bool | None:
    """True believed, False disbelieved, None tabled (§5.3.4)."""
    b, d = votes.count(1), votes.count(-1)
    a = len(votes) - b - d
    if b == d or 2 * a > len(votes):
        return None
    return b > d


def _my_points(b: Belief, key: int, truth: int, believed: bool | None, top: int) -> float:
    """§9 for the initiator: its own line, spreader (if it told first) and subject."""
    if believed is None:
        return 0.0
    q, k = divmod(key, SLOTS)
    pts = INITIATOR_PTS[believed]
    if key in b.told_first:
        pts += SPREADER_IF_FIRST * SPREADER_PTS[truth, believed]
    if q == b.me:
        pts += (1 if k < 6 else -1) * SUBJECT_PTS[truth, believed]
    elif k >= 6 and q == top and believed:
        pts += LEADER_BONUS
    elif k < 6 and q != b.me:
        pts -= 0.25 * SUBJECT_PTS[truth, believed]
    return pts


class HardNoSearch(HardBot):
    """The hard bot with its search switched off (issue 23's measure of the search)."""

    level = "hard-nosearch"

    def __init__(self, player: int, seed: int) -> None:
        super().__init__(player, seed, search=False)
