"""Re-deal what one viewer cannot see (spec §8): unknown truths, the content of claims
and offers the viewer did not read, the others' locked ballots and the random source.

Kept: everything the viewer knows for certain (own file, resolved headings, own reports,
sworn claims received, and what the 3-of-6 rule settles), every claim it told or read,
its own offers, every claim about a resolved heading (those paid spreader points,
which the owner has seen) and every claim about a rumour raised in public (a raised
rumour always has a spreader, §14.10). So the viewer's observation is unchanged, while who spread
an unresolved rumour, what others whispered and what others know are all re-dealt.
"""

from __future__ import annotations

from ..core.contract import EVERYONE
from ..core.rng import Rng
from .files import certain
from .state import ACCEPTED, AWAITED, NOT_VOTER, OVER, SLOTS, State


def redeal(s: State, viewer: int | None, seed: int) -> State:
    t = s.clone()
    if viewer == EVERYONE or s.phase == OVER:
        return t  # the archives are open (§11): nothing is hidden any more
    rng = Rng(seed)
    me = viewer if viewer is not None and 0 <= viewer < s.n else -1
    _truths(s, t, me, rng)
    open_keys = [q * SLOTS + k for q in range(s.n) for k in range(SLOTS)
                 if not s.resolved[q][k]]
    # A rumour raised in public has a teller on record (§14.10): its tellings stay.
    raised = {v[2] * SLOTS + v[3] for v in s.votes}
    if s.rumour:
        raised.add(s.rumour[1] * SLOTS + s.rumour[2])
    for rec in t.tellings:  # [round, giver, receiver, subject, slot, sworn, how]
        if me not in (rec[1], rec[2]) and not s.resolved[rec[3]][rec[4]] \
                and rec[3] * SLOTS + rec[4] not in raised:
            rec[3], rec[4] = _claim(t, rec[1], rec[5], open_keys, rng)
    for o in t.offers:  # [offerer, receiver, subject, slot, sworn, round, state]
        seen = o[0] == me or (o[1] == me and o[6] == ACCEPTED)
        if not seen and not s.resolved[o[2]][o[3]]:
            o[2], o[3] = _claim(t, o[0], o[4], open_keys, rng)
    for p in range(s.n):
        if p != me and t.ballots[p] not in (AWAITED, NOT_VOTER):
            t.ballots[p] = rng.randrange(3) - 1
    t.rng = Rng(rng.next64())
    t.rebuild()
    return t


def _truths(s: State, t: State, me: int, rng: Rng) -> None:
    """Every valence of every file keeps 3 true headings and whatever the viewer knows."""
    if me >= 0:
        known = certain(s, me)
    else:
        known = {q * SLOTS + k: s.truth[q][k] for q in range(s.n) for k in range(SLOTS)
                 if s.resolved[q][k]}
    for q in range(s.n):
        for base in (0, 6):
            slots = [base + i for i in range(6)]
            free = [k for k in slots if q * SLOTS + k not in known]
            if not free:
                continue
            trues = 3 - sum(s.truth[q][k] for k in slots if k not in free)
            rng.shuffle(free)
            for i, k in enumerate(free):
                t.truth[q][k] = int(i < trues)


def _claim(t: State, giver: int, sworn: int, open_keys: list[int], rng: Rng
           ) -> tuple[int, int]:
    """A fresh (subject, slot): any unresolved heading, or for a sworn claim one of the
    giver's own unresolved headings that is true in the re-dealt world."""
    if sworn:
        own = [k for k in range(SLOTS) if t.truth[giver][k] and not t.resolved[giver][k]]
        return giver, own[rng.randrange(len(own))]
    return divmod(open_keys[rng.randrange(len(open_keys))], SLOTS)
