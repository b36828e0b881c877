"""The policies of spec §15.3 over the belief model: vote, initiate, tell, pacts, break,
and the four personalities. Values are in points.

The party's answer to a rumour is estimated by a simple voter model: each voter knows
the truth with probability INFORMED and votes it; otherwise believes, disbelieves or
abstains at 0.3 / 0.3 / 0.4 (the outcome then follows the tabling rule of §5.3).
"""

from __future__ import annotations

from functools import cache

from ..observation import Observation
from .belief import SLOTS, Belief

PERSONALITIES = ("loyal", "cunning", "paranoid", "gambler")
BANDS = {"loyal": (0.6, 0.4), "cunning": (0.6, 0.4), "paranoid": (0.7, 0.3),
         "gambler": (0.55, 0.45)}
LIE_RATE = {"loyal": 0.0, "cunning": 0.5, "paranoid": 0.25, "gambler": 0.35}
TRUST_DAMPING = {"loyal": 1.0, "cunning": 1.0, "paranoid": 0.4, "gambler": 1.0}
INFORMED = 0.35
SPREADER_IF_FIRST = 0.8  # told before hearing: probably the first teller (§3.2)
LEADER_BONUS = 0.5  # §15.3: a blemish about the leader
TRUTHS_BEFORE_LIES = 2  # own claims proved true before a bot starts to lie (§15.3)

# §9 in points: (truth, believed) -> value
INITIATOR_PTS = {True: 1.0, False: -0.5}
SPREADER_PTS = {(1, True): 1.0, (1, False): 0.0, (0, True): 2.0, (0, False): -1.0}
SUBJECT_PTS = {(1, True): 2.0, (0, True): 1.0, (1, False): 1.0, (0, False): 0.0}


@cache
def outcome_given(truth: int, voters: int, informed: float = INFORMED
                  ) -> tuple[float, float]:
    """(P(believed), P(disbelieved)) of a rumour of this truth before `voters` voters."""
    b = informed * truth + (1 - informed) * 0.3
    d = informed * (1 - truth) + (1 - informed) * 0.3
    a = 1 - b - d
    dist = {(0, 0): 1.0}
    for _ in range(voters):
        nxt: dict[tuple[int, int], float] = {}
        for (nb, nd), pr in dist.items():
            for key, w in (((nb + 1, nd), b), ((nb, nd + 1), d), ((nb, nd), a)):
                nxt[key] = nxt.get(key, 0.0) + pr * w
        dist = nxt
    pb = pd = 0.0
    for (nb, nd), pr in dist.items():
        ab = voters - nb - nd
        if nb == nd or 2 * ab > voters:
            continue
        if nb > nd:
            pb += pr
        else:
            pd += pr
    return pb, pd


def leader(o: Observation, me: int) -> int:
    """The member with the highest public score other than `me` (-1 if none)."""
    others = [q for q in range(o.players) if q != me]
    return max(others, key=lambda q: (o.public[q], -q)) if others else -1


def rumour_value(b: Belief, key: int, truth_p: float) -> float:
    """§15.3 Initiate: expected own points of raising `key`, P(true) = truth_p."""
    o, me = b.o, b.me
    q, k = divmod(key, SLOTS)
    merit = k < 6
    voters = o.players - (1 if q == me else 2)
    spreader = SPREADER_IF_FIRST if key in b.told_first else 0.0
    top = leader(o, me)
    total = 0.0
    for truth, pt in ((1, truth_p), (0, 1.0 - truth_p)):
        if pt <= 0.0:
            continue
        pb, pd = outcome_given(truth, voters)
        ev = pb * INITIATOR_PTS[True] + pd * INITIATOR_PTS[False]
        ev += spreader * (pb * SPREADER_PTS[truth, True] + pd * SPREADER_PTS[truth, False])
        if q == me:
            sign = 1.0 if merit else -1.0
            ev += sign * (pb * SUBJECT_PTS[truth, True] + pd * SUBJECT_PTS[truth, False])
        elif not merit and q == top:
            ev += LEADER_BONUS * pb
        elif merit:
            ev -= 0.25 * (pb * SUBJECT_PTS[truth, True] + pd * SUBJECT_PTS[truth, False])
        total += pt * ev
    return total


def vote_choice(p_true: float, personality: str) -> int:
    """§15.3 Vote: believe at P ≥ high, disbelieve at P ≤ low, else abstain."""
    high, low = BANDS[personality]
    return 1 if p_true >= high else -1 if p_true <= low else 0


def my_truths_proved(o: Observation, me: int) -> int:
    """How many claims this member told have been revealed true (§15.3 Tell)."""
    keys = {(t[3], t[4]) for t in o.tellings if t[1] == me}
    return sum(1 for q, k in keys if o.resolved[q][k] == 1)


def estimate_true(o: Observation, q: int) -> float:
    """A member's true score guessed from outside: public plus a point of hidden income
    per two resolved rumours (spreader points are secret)."""
    return o.public[q] / 2 + 0.5 * sum(1 for v in o.votes if v[4] != 0) / max(1, o.players)
