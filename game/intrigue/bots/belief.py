"""The belief model of spec §15.2, built from one observation (bots keep no hidden state,
so a decision depends on the observation and the seed alone).

For every heading: certain if own, resolved, reported, sworn to the bot or settled by
the 3-of-6 rule; else the prior (3 − known true) ÷ (unknown) of its valence, moved by
every unsworn claim received (odds × r/(1−r), r the giver's reliability: 0.6 at first,
+0.1 per claim of theirs proved true, −0.15 per claim proved false, kept in 0.15–0.9).
"""

from __future__ import annotations

from collections import defaultdict

from ..files import deduce
from ..observation import Observation

SLOTS = 12
R0, R_UP, R_DOWN, R_LOW, R_HIGH = 0.6, 0.1, 0.15, 0.15, 0.9


def clamp(r: float) -> float:
    return R_LOW if r < R_LOW else R_HIGH if r > R_HIGH else r


class Belief:
    """What one member believes, from its observation (§15.1–§15.2)."""

    __slots__ = ("o", "me", "known", "reliability", "lies", "evidence", "initiator_record",
                 "told_first", "trust_damping")

    def __init__(self, o: Observation, trust_damping: float = 1.0) -> None:
        self.o = o
        me = self.me = o.viewer if o.viewer is not None and o.viewer >= 0 else -1
        self.trust_damping = trust_damping  # Paranoid bots damp unsworn claims (§15.3)
        known: dict[int, int] = {}
        if me >= 0:
            for k, t in enumerate(o.truth):
                known[me * SLOTS + k] = t
        for q, row in enumerate(o.resolved):
            for k, t in enumerate(row):
                if t >= 0:
                    known[q * SLOTS + k] = t
        for _r, q, k, t in o.reports:
            known[q * SLOTS + k] = t
        for t in o.tellings:
            if t[2] == me and t[5]:
                known[t[3] * SLOTS + t[4]] = 1
        self.known = deduce(known, o.players)
        self.reliability: dict[int, float] = defaultdict(lambda: R0)
        self.lies: dict[int, int] = defaultdict(int)
        self.evidence: dict[int, list[int]] = defaultdict(list)
        self.told_first: set[int] = set()  # keys this member told before hearing them
        seen: set[int] = set()
        for t in o.tellings:
            key = t[3] * SLOTS + t[4]
            if t[1] == me:
                if key not in seen:
                    self.told_first.add(key)
                seen.add(key)
                continue
            seen.add(key)
            if t[5]:
                continue  # sworn: certain, counted above
            giver = t[1]
            truth = self.known.get(key)
            if truth is None:
                self.evidence[key].append(giver)
            elif truth:
                self.reliability[giver] = clamp(self.reliability[giver] + R_UP)
            else:
                self.reliability[giver] = clamp(self.reliability[giver] - R_DOWN)
                self.lies[giver] += 1
        # §15.2: an initiator's public honesty record (rumours it raised, revealed)
        self.initiator_record: dict[int, list[int]] = defaultdict(list)
        for v in o.votes:
            if v[4] != 0:
                self.initiator_record[v[1]].append(o.resolved[v[2]][v[3]])

    def prior(self, key: int) -> float:
        q, k = divmod(key, SLOTS)
        base = 0 if k < 6 else 6
        known_true = unknown = 0
        for j in range(base, base + 6):
            t = self.known.get(q * SLOTS + j)
            if t is None:
                unknown += 1
            else:
                known_true += t
        return (3 - known_true) / unknown if unknown else 0.5

    def p(self, key: int, initiator: int = -1) -> float:
        """P(claim `key` is true) for this member; `initiator`: who raised it (a member
        praising itself gains no credit by saying so)."""
        t = self.known.get(key)
        if t is not None:
            return float(t)
        prior = self.prior(key)
        if prior <= 0.0 or prior >= 1.0:
            return prior
        odds = prior / (1 - prior)
        for giver in self.evidence.get(key, ()):
            r = 0.5 + (self.reliability[giver] - 0.5) * self.trust_damping
            odds *= r / (1 - r)
        if initiator >= 0 and initiator != self.me and initiator != key // SLOTS:
            # §15.2: raising a rumour is a public claim; its weight is the initiator's
            # honesty record (rumours it raised that proved true or false)
            record = self.initiator_record.get(initiator, ())
            r = clamp(R0 + R_UP * sum(record) - R_DOWN * (len(record) - sum(record)))
            r = 0.5 + (r - 0.5) * self.trust_damping
            odds *= r / (1 - r)
        return odds / (1 + odds)

    def trusted(self, giver: int) -> bool:
        return self.lies[giver] < 2

    def heard_or_told(self) -> set[int]:
        return {t[3] * SLOTS + t[4] for t in self.o.tellings}

    def told_by_me(self) -> set[int]:
        me = self.me
        return {t[3] * SLOTS + t[4] for t in self.o.tellings if t[1] == me}
