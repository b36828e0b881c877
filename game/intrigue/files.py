"""The secret files (spec §3): dealing them, and what a member knows for certain.

A file is 6 merits and 6 blemishes from the pools, no heading twice, never both halves
of a contradictory pair (§3.3); exactly 3 of each valence are true (§3.1).
"""

from __future__ import annotations

from ..core.rng import Rng
from .content import pools
from .state import SLOTS, State


def deal_file(rng: Rng) -> tuple[list[int], list[int]]:
    """One member's headings (slots 0-5 merits, 6-11 blemishes) and truth values."""
    p = pools()
    m = len(p.merits)
    headings: list[int] = []
    for ids in (list(range(m)), list(range(m, m + len(p.blemishes)))):
        rng.shuffle(ids)
        taken = 0
        for h in ids:
            if taken == 6:
                break
            if any(c in headings for c in p.clash.get(h, ())):
                continue  # §3.3: a contradictory pair is never dealt together
            headings.append(h)
            taken += 1
    truth = [0] * SLOTS
    for base in (0, 6):
        picks = [base + i for i in range(6)]
        rng.shuffle(picks)
        for k in picks[:3]:
            truth[k] = 1
    return headings, truth


def deal_files(s: State) -> None:
    """§4.2: every file, from the game's seeded random source."""
    for p in range(s.n):
        s.files[p], s.truth[p] = deal_file(s.rng)


def certain(s: State, p: int) -> dict[int, int]:
    """§5.1, §15.2: claim key -> truth for every heading member `p` knows for certain:
    its own file, resolved headings, its informant reports, sworn claims it received,
    and what the 3-of-6 rule then settles."""
    known: dict[int, int] = {}
    for q in range(s.n):
        for k in range(SLOTS):
            if q == p or s.resolved[q][k]:
                known[q * SLOTS + k] = s.truth[q][k]
    for _r, who, q, k in s.reports:
        if who == p:
            known[q * SLOTS + k] = s.truth[q][k]
    for _r, _g, receiver, q, k, sworn, _h in s.tellings:
        if sworn and receiver == p:
            known[q * SLOTS + k] = 1
    return deduce(known, s.n)


def deduce(known: dict[int, int], n: int) -> dict[int, int]:
    """The 3-of-6 rule: 3 known true in a valence makes the rest false, 3 known false
    makes the rest true (§15.2)."""
    for q in range(n):
        for base in (0, 6):
            keys = [q * SLOTS + base + i for i in range(6)]
            vals = [known.get(key) for key in keys]
            fill = 0 if vals.count(1) == 3 else 1 if vals.count(0) == 3 else None
            if fill is not None:
                for key, v in zip(keys, vals):
                    if v is None:
                        known[key] = fill
    return known
