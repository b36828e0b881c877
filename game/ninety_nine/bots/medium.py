"""Medium ("Normal", spec §11.1–§11.2): a one-step cost of every legal play.

cost = own + hold − keep − trap, where
- own: points the play charges the bot now; K+K counts −0.7 × points to each opponent;
- trap: expected points the next player is forced to take from the new count, from
  sampled hands of the unseen cards (weighted 0.5: leaving them stuck is good);
- hold: end-of-round cost of penalty cards still held × p_end (≈ count / 100);
- keep: value of the 4s, 8s, 10s and 3/6/9/K pairs kept for later.
"""

from __future__ import annotations

from typing import NamedTuple

from ...core.actions import Action
from ..cards import HELD_PENALTY, RANK, RED
from ..observation import Observation
from ..plays import play_value
from .base import BaseBot
from .knowledge import cheapest, count_of, held_cost, pinned, play_points, unseen

WEIGHTS = {
    "kk": 0.7,  # K+K: the value of each point charged to every opponent
    "trap": 0.5,  # expected points forced on the next player
    "samples": 20,  # sampled hands for the trap estimate
    "keep_single": 0.4,  # each Four, Eight, Ten kept
    "keep_pair": 0.8,  # each 3/6/9/K pair kept
    "end_bias": 0.0,  # p_end = clamp(count / 100 + end_bias)
}
SAFE = frozenset({4, 8, 10})


class CostParts(NamedTuple):
    """The parts of one play's cost, as `costs` weighed them (a coach quotes them)."""

    own: int  # points the play charges the bot now
    others: int  # points it charges each opponent (K+K)
    new: int  # the count it leaves
    hold: float  # penalty cards still held × the chance the round ends
    forced: float  # points the next player is expected to be forced to take
    keep: float  # the value of the safe cards and pairs kept
    cost: float  # the whole cost


def keep_value(rest: list[int], w: dict) -> float:
    v = w["keep_single"] * sum(1 for c in rest if RANK[c] in SAFE)
    ranks = [RANK[c] for c in rest if RANK[c] in (3, 6, 9, 13)]
    pairs = sum(1 for i, r in enumerate(ranks) for r2 in ranks[i + 1:] if r == r2)
    return v + w["keep_pair"] * pairs


def next_after(obs: Observation, me: int, a: int, b: int, choice: int) -> int:
    """§5.8: who moves after this play (nominee, or the next seat after any reverse)."""
    r = RANK[a]
    d = obs.direction
    if b >= 0 and r != 13:
        if RED[a] == RED[b]:
            return choice
        if choice == 1:
            d = -d
    elif b < 0 and r == 4:
        d = -d
    return (me + d) % obs.players


class MediumBot(BaseBot):
    level = "medium"
    weights = WEIGHTS

    def sample_hands(self, obs: Observation, q: int, pool: list[int], pins: dict[int, int],
                     k: int) -> list[list[int]]:
        known = [c for c, holder in pins.items() if holder == q]
        size = max(0, obs.hand_sizes[q] - len(known))
        size = min(size, len(pool))
        return [known + self.rng.sample(pool, size) for _ in range(k)]

    def costs(self, obs: Observation, legal: list[Action]) -> list[float]:
        w = self.weights
        me = self.player
        count = count_of(obs)
        pool = unseen(obs)
        pins = pinned(obs)
        samples: dict[int, list[list[int]]] = {}
        hand = list(obs.hand)
        out = []
        parts: list[CostParts] = []
        for act in legal:
            a, b, ch = act.values
            own, others = play_points(count, a, b, ch)
            cost = own - w["kk"] * others
            new = play_value(count, a, b, ch)
            rest = [c for c in hand if c != a and c != b]
            trap = forced = 0.0
            if new > 99:
                hold = float(held_cost(rest))
                cost += held_cost(rest)
            else:
                p_end = min(1.0, max(0.0, new / 100 + w["end_bias"]))
                hold = held_cost(rest) * p_end
                cost += hold
                q = next_after(obs, me, a, b, ch)
                hs = samples.get(q)
                if hs is None:
                    hs = samples[q] = self.sample_hands(obs, q, pool, pins, w["samples"])
                if hs:
                    total = sum(cheapest(new, h) for h in hs)
                    forced = total / len(hs)
                    trap = w["trap"] * total / len(hs)
                    cost -= trap
            keep = keep_value(rest, w)
            cost -= keep
            out.append(cost)
            parts.append(CostParts(own, others, new, hold, forced, keep, cost))
        if self.notes is not None:
            self.notes["costs"] = parts
        return out

    def decide(self, observation: Observation, legal: list[Action]) -> Action:
        costs = self.costs(observation, legal)
        best = min(costs)
        ties = [a for a, c in zip(legal, costs) if c <= best + 1e-9]
        return ties[self.rng.randrange(len(ties))]

    def choose_pass(self, observation: Observation, legal: list[Action]) -> Action:
        return max(legal, key=lambda act: pass_score(observation, act.card, self.player)
                   + self.rng.random() * 1e-3)


def pass_score(obs: Observation, card: int, me: int, hard: bool = False) -> float:
    """§11.2: the holding cost of a card (higher: pass it)."""
    if HELD_PENALTY[card]:
        return 10.0 + HELD_PENALTY[card]
    r = RANK[card]
    count = count_of(obs)
    same = sum(1 for c in obs.hand if RANK[c] == r)
    if r in SAFE or (r in (3, 6, 9, 13) and same >= 2):
        return -5.0
    score = min(r, 10) / 10.0
    if count > 66 and r in (7, 9, 11, 12):
        score += 3.0
    if hard and r == 9 and 90 <= count <= 99:
        score -= 6.0  # §11.2: never hand a 9+9 chance to the next player at 90–99
    return score
