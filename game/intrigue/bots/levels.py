"""The bot levels (spec §15): random, easy and medium. Hard is in `hard.py`.

Every level reads only its observation (`Belief` is rebuilt from it each decision) and
its own seeded random source, so a decision depends on nothing else.
"""

from __future__ import annotations

from typing import Any

from ...core.actions import Action
from ...core.bots import RandomPlay, SeededBot
from ..actions import Accept, Break, Decline, Offer, Pass, Quiet, Raise, Vote, Whisper
from ..observation import Observation
from .belief import SLOTS, Belief
from .policy import (
    LIE_RATE,
    PERSONALITIES,
    TRUST_DAMPING,
    TRUTHS_BEFORE_LIES,
    estimate_true,
    leader,
    my_truths_proved,
    rumour_value,
    vote_choice,
)
from .quietest import fallback

RAISE_THRESHOLD = 0.05  # points: below this a medium bot passes its floor turn
OFFER_RATE = 0.75  # share of recess moves spent on a pact offer when one is possible


class IntrigueBot(SeededBot):
    """Routes a decision to the policy for its kind (§13 pending states)."""

    level = "base"

    def choose(self, observation: Any, legal: list[Action]) -> Action:
        # the numbers this decision weighed, for a coach's hint (game/intrigue/hints.py)
        self.reason: dict[str, Any] = {"rule": "only"}
        return super().choose(observation, legal)

    def safe(self, legal: list[Action]) -> Action:
        """A policy's illegal pick becomes the quietest legal move (plugin `fallback`)."""
        return fallback(legal)

    def personality(self, o: Observation) -> str:
        """The seat's personality (§15.3): the setting, or for "mixed" one of the four
        picked by the bot's seed."""
        return o.personality if o.personality in PERSONALITIES else \
            PERSONALITIES[self.seed % len(PERSONALITIES)]

    def decide(self, o: Observation, legal: list[Action]) -> Action:
        kind = legal[0].kind
        persona = self.personality(o)
        b = Belief(o, TRUST_DAMPING[persona] if self.level != "easy" else 0.0)
        self.reason = {"rule": kind, "persona": persona}
        if kind == "vote":
            return self.vote(o, b, persona)
        if kind == "decline":
            return self.reply(o, b, persona, legal)
        if kind == "quiet":
            return self.move(o, b, persona, legal)
        return self.floor(o, b, persona, legal)

    # ---- the four decisions, Medium's policies (§15.3) ----
    def vote(self, o: Observation, b: Belief, persona: str) -> Action:
        initiator, subject, slot = o.rumour
        return Vote(self.player, vote_choice(b.p(subject * SLOTS + slot, initiator), persona))

    def reply(self, o: Observation, b: Belief, persona: str, legal: list[Action]) -> Action:
        """Accept unless the offerer leads or has lied to us twice."""
        me = self.player
        offerer = o.inbox[0][0]
        top = leader(o, me)
        self.reason.update(offerer=offerer, top=top, lies=b.lies[offerer],
                           risk=pact_risk(o, offerer))
        if (offerer == top and o.public[offerer] > o.public[me]) or not b.trusted(offerer) \
                or breaks_pacts(o, offerer):
            return Decline(me, offerer)
        return Accept(me, offerer, *self.secret_for(o, b, persona, offerer))

    def move(self, o: Observation, b: Belief, persona: str, legal: list[Action]) -> Action:
        me = self.player
        rng = self.rng
        candidates = [q for q in offer_targets(o, me) if not breaks_pacts(o, q)]
        self.reason["candidates"] = len(candidates)
        if candidates and rng.random() < OFFER_RATE:
            top = leader(o, me)
            candidates.sort(key=lambda q: (q == top, o.public[q], rng.random()))
            q = candidates[0]
            self.reason.update(top=top, risk=pact_risk(o, q))
            return Offer(me, q, *self.secret_for(o, b, persona, q))
        claim = self.stock_claim(o, b, persona)
        if claim is None:
            return Quiet(me)
        return Whisper(me, self.listener(o, claim[0]), *claim)

    def floor(self, o: Observation, b: Belief, persona: str, legal: list[Action]) -> Action:
        me = self.player
        for a in legal:
            if a.kind == "break" and estimate_true(o, a.values[1]) >= o.target - 3:
                return a  # §15.3 Break: a partner close to the target
        best, best_value = Pass(me), RAISE_THRESHOLD
        self.reason["rule"] = "medium-floor"
        for a in legal:
            if a.kind == "raise":
                key = a.values[1] * SLOTS + a.values[2]
                value = rumour_value(b, key, b.p(key)) + self.rng.random() * 1e-3
                if value > best_value:
                    best, best_value = a, value
        return best

    # ---- what to tell (§15.3 Tell, Pacts) ----
    def lies_now(self, o: Observation, persona: str) -> bool:
        return (my_truths_proved(o, self.player) >= TRUTHS_BEFORE_LIES
                and self.rng.random() < LIE_RATE[persona])

    def lie(self, o: Observation, b: Belief, exclude: int = -1) -> tuple[int, int, int] | None:
        """A plausible lie: a false blemish of the leader or a rival, or a false merit
        of our own (§15.3)."""
        me = self.player
        top = leader(o, me)
        best, best_score = None, 0.0
        for q in range(o.players):
            if q == exclude:
                continue
            for k in (range(0, 6) if q == me else range(6, 12)):
                key = q * SLOTS + k
                if o.resolved[q][k] >= 0:
                    continue
                p = b.p(key)
                if p > 0.35:
                    continue
                score = (1 - p) + (0.5 if q == top else 0) + self.rng.random() * 0.1
                if score > best_score:
                    best, best_score = (q, k, 0), score
        return best

    def stock_claim(self, o: Observation, b: Belief, persona: str
                    ) -> tuple[int, int, int] | None:
        """A claim worth telling so it can be raised later: a true merit of our own
        (sworn), a known true blemish of another member, or a lie when trusted."""
        me = self.player
        told = b.told_by_me()
        note = self.reason
        if self.lies_now(o, persona):
            lie = self.lie(o, b)
            if lie is not None and lie[0] * SLOTS + lie[1] not in told:
                note.update(claim="lie", p=b.p(lie[0] * SLOTS + lie[1]))
                return lie
        for k in range(6):
            if o.truth[k] and o.resolved[me][k] < 0 and me * SLOTS + k not in told:
                note["claim"] = "merit"
                return me, k, 1
        top = leader(o, me)
        best, best_score = None, 0.0
        for key, t in b.known.items():
            q, k = divmod(key, SLOTS)
            if t and q != me and k >= 6 and o.resolved[q][k] < 0 and key not in told:
                score = 1.0 + (0.5 if q == top else 0.0) + self.rng.random() * 0.1
                if score > best_score:
                    best, best_score = (q, k, 0), score
        note["claim"] = "known"
        if best is None:  # nothing known left: the likeliest blemish of another member
            for q in range(o.players):
                for k in range(6, 12):
                    key = q * SLOTS + k
                    if q != me and o.resolved[q][k] < 0 and key not in told:
                        score = b.p(key) + (0.2 if q == top else 0.0) + self.rng.random() * 0.1
                        if score > best_score:
                            best, best_score = (q, k, 0), score
            if best is not None:
                note.update(claim="likely", p=b.p(best[0] * SLOTS + best[1]))
        return best

    def secret_for(self, o: Observation, b: Belief, persona: str, to: int
                   ) -> tuple[int, int, int]:
        """The secret of a pact: the least costly truth (a sworn merit of our own), or
        for a Cunning bot a plausible lie (§15.3)."""
        me = self.player
        told_to = {(t[3], t[4]) for t in o.tellings if t[1] == me and t[2] == to}
        note = self.reason
        if persona == "cunning" and self.lies_now(o, persona):
            lie = self.lie(o, b, exclude=to)
            if lie is not None:
                note.update(secret="lie", p=b.p(lie[0] * SLOTS + lie[1]))
                return lie
        for k in range(6):
            if o.truth[k] and o.resolved[me][k] < 0 and (me, k) not in told_to:
                note["secret"] = "merit"
                return me, k, 1
        for key, t in b.known.items():
            q, k = divmod(key, SLOTS)
            if t and q not in (me, to) and o.resolved[q][k] < 0 and (q, k) not in told_to:
                note["secret"] = "known"
                return q, k, 0
        note["secret"] = "any"
        for q in range(o.players):
            for k in range(SLOTS):
                if q != to and o.resolved[q][k] < 0:
                    return q, k, 0
        return to, next(k for k in range(SLOTS) if o.resolved[to][k] < 0), 0

    def listener(self, o: Observation, subject: int) -> int:
        """Whom to whisper to: a pact partner if any (trust), never the subject."""
        me = self.player
        partners = [b if a == me else a for a, b in o.pacts if me in (a, b)]
        pool = [q for q in partners if q != subject] or \
            [q for q in range(o.players) if q not in (me, subject)]
        return pool[self.rng.randrange(len(pool))]


def pact_risk(o: Observation, q: int) -> tuple[int, int, float]:
    """`q`'s public pact record (§7): (pacts made, pacts broken, the chance it breaks the
    next, from a prior of one break in five)."""
    made = sum(1 for x in o.pact_log if x[3] == 1 and q in (x[1], x[2]))
    return made, o.broken[q], (o.broken[q] + 0.4) / (made + 2)


def breaks_pacts(o: Observation, q: int) -> bool:
    """Whether a pact with `q` is likely to cost more than it brings: +1 now, −1.5 if
    `q` breaks it."""
    return 1.0 - 1.5 * pact_risk(o, q)[2] < 0.5


def offer_targets(o: Observation, me: int) -> list[int]:
    """Members `me` may offer a pact to (§5.2): no pact, no open offer either way."""
    busy = {b if a == me else a for a, b in o.pacts if me in (a, b)}
    busy |= {x[1] if x[0] == me else x[0] for x in o.offers if x[6] == 0}
    return [q for q in range(o.players) if q != me and q not in busy]


class MediumBot(IntrigueBot):
    level = "medium"


class EasyBot(IntrigueBot):
    """Own knowledge and public facts only (no trust model, no lies), votes with a noisy
    hand, raises any rumour it does not know to be bad, never breaks a pact."""

    level = "easy"

    def vote(self, o: Observation, b: Belief, persona: str) -> Action:
        _i, subject, slot = o.rumour
        p = b.p(subject * SLOTS + slot) + (self.rng.random() - 0.5) * 0.4
        return Vote(self.player, vote_choice(p, "loyal"))

    def reply(self, o: Observation, b: Belief, persona: str, legal: list[Action]) -> Action:
        if self.rng.random() < 0.25:
            return legal[0]
        return legal[1 + self.rng.randrange(len(legal) - 1)] if len(legal) > 1 else legal[0]

    def move(self, o: Observation, b: Belief, persona: str, legal: list[Action]) -> Action:
        me = self.player
        r = self.rng.random()
        targets = offer_targets(o, me)
        if r < 0.4 and targets:
            q = targets[self.rng.randrange(len(targets))]
            return Offer(me, q, *self.secret_for(o, b, "loyal", q))
        if r < 0.75:
            whispers = [a for a in legal if a.kind == "whisper"]
            if whispers:
                return whispers[self.rng.randrange(len(whispers))]
        return Quiet(me)

    def floor(self, o: Observation, b: Belief, persona: str, legal: list[Action]) -> Action:
        raises = [a for a in legal if isinstance(a, Raise)
                  and b.known.get(a.values[1] * SLOTS + a.values[2]) is None]
        if raises and self.rng.random() < 0.7:
            return raises[self.rng.randrange(len(raises))]
        return Pass(self.player)


class RandomBot(RandomPlay):
    """Uniformly random legal actions: the baseline every level must beat."""


__all__ = ["Break", "EasyBot", "IntrigueBot", "MediumBot", "RandomBot"]
