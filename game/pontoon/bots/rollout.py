"""Hard's Pontoon decisions by sampling (spec §12.1 plus card counting): the unseen cards
(deck and others' face-down cards, from what this seat has seen) are dealt at random many
times and the rest of the hand is played out with the §12.1 policy for everyone else;
the move with the best chance of taking the single best hand at the table wins. The
number of deals is fixed (`SEARCH`, game/core/effort.py): the same observation and seed
give the same move on any machine."""

from __future__ import annotations

import random
from collections.abc import Iterable
from dataclasses import dataclass

from ...core.effort import Effort
from .. import hand as ph
from ..observation import Observation
from .play import unseen_ranks

STICK = -1  # policy: stick now; otherwise twist now, then twist while below the threshold
THRESHOLDS = (16, 17, 18, 19, 20)
SIZE_WEIGHT = 0.5  # a bigger winning hand lays more cards (§12.1: five-card tricks)
SEARCH = Effort(32, "deals")  # sampled deals of the unseen cards per decision


def _total(ranks: list[int]) -> int:
    return ph.best_total(ranks)


def _others_punter(ranks: list[int], deck: list[int]) -> None:
    while deck and len(ranks) < 5:
        t = _total(ranks)
        if t > 21:
            return
        if t < 15 or (len(ranks) == 4 and t <= 16):
            ranks.append(deck.pop())
            continue
        if t >= (19 if ph.is_soft(ranks) else 18):
            return
        ranks.append(deck.pop())


def _banker(ranks: list[int], deck: list[int], best: int) -> None:
    while deck and len(ranks) < 5:
        t = _total(ranks)
        if t > 21 or best == ph.PONTOON or best < 0:
            return
        key = ph.rank_key(ranks, False)
        if key >= best and t >= 17:
            return
        if best == ph.FIVE_CARD_TRICK and len(ranks) < 5:
            ranks.append(deck.pop())
            continue
        if t >= 21:
            return
        ranks.append(deck.pop())


def _mine(ranks: list[int], deck: list[int], policy: int, banker: bool) -> None:
    if policy == STICK:
        return
    if deck and len(ranks) < 5:
        ranks.append(deck.pop())
    while deck and len(ranks) < 5 and _total(ranks) < max(policy, 0 if banker else 15):
        ranks.append(deck.pop())


def _fill(known: list[int], hidden: int, status: str, deck: list[int],
          rng: random.Random) -> list[int]:
    """Deal the hidden cards of a hand so it matches what the table saw: a stuck hand
    totals 15–21, any other unfinished hand is not bust (a few swaps, then as dealt)."""
    low = 15 if status == "stuck" else 0
    ranks = known + [deck.pop() for _ in range(hidden)]
    for _ in range(6):
        if low <= _total(ranks) <= 21 or not deck:
            break
        k = len(known) + rng.randrange(hidden)
        j = rng.randrange(len(deck))
        ranks[k], deck[j] = deck[j], ranks[k]
    return ranks


@dataclass(frozen=True)
class Rollout:
    """What one search weighed (a coach's hint quotes it): per policy (STICK, or twist
    then keep twisting below the threshold), its score (a win counts 1 + SIZE_WEIGHT x
    cards) and its plain wins, over `deals` sampled deals of `unseen` cards."""

    policies: tuple[int, ...]
    score: dict[int, float]
    won: dict[int, int]
    deals: int
    unseen: int
    best: int

    @property
    def move(self) -> str:
        return "stick" if self.best == STICK else "twist"


def choose(o: Observation, p: int, kinds: set[str], rng: random.Random,
           samples: Iterable[int] = range(SEARCH.samples)) -> str:
    """'stick' or 'twist' for seat p (punter or banker) by sampled play-outs: one per
    item of `samples` (the bot's `Search`, which only a runaway cuts short)."""
    return search(o, p, kinds, rng, samples).move


def search(o: Observation, p: int, kinds: set[str], rng: random.Random,
           samples: Iterable[int] = range(SEARCH.samples)) -> Rollout:
    """The play-outs of `choose`, with the numbers they weighed."""
    pool = unseen_ranks(o)
    banker = o.phase == "bank"
    # hands in precedence order: punters (banker's left first), then the banker
    entries: list[tuple[int, int, list[int], int, str, bool]] = []
    for q in list(o.order) + [o.banker]:
        for h, cards in enumerate(o.hands[q]):
            known = [o.ranks[c] for c in cards if c >= 0]
            hidden = sum(1 for c in cards if c < 0)
            entries.append((q, h, known, hidden, o.statuses[q][h], o.split[q]))
    me = (p, o.current_hand[p])
    policies = [STICK] if "stick" in kinds else []
    policies += [t for t in THRESHOLDS if banker or t > 15 or "stick" not in kinds]
    if not banker:
        mine = [o.ranks[c] for c in o.hands[p][me[1]] if c >= 0]
        if len(mine) == 4:
            policies.append(22)  # chase the five-card trick
    wins = dict.fromkeys(policies, 0.0)
    plain = dict.fromkeys(policies, 0)
    deals = 0
    for _ in samples:
        deals += 1
        rng.shuffle(pool)
        for policy in policies:
            deck = pool[:]
            hands = []
            for q, h, known, hidden, status, split in entries:
                ranks = _fill(known, hidden, status, deck, rng) if hidden else known[:]
                hands.append([q, h, ranks, status, split])
            acting = False
            best_punter = ph.BUST
            for entry in hands:
                q, h, ranks, status, split = entry
                if (q, h) == me:
                    acting = True
                    _mine(ranks, deck, policy, banker)
                elif acting and q != o.banker and status == "live":
                    _others_punter(ranks, deck)
                elif q == o.banker and not banker:
                    _banker(ranks, deck, best_punter)
                if q != o.banker:
                    best_punter = max(best_punter, ph.rank_key(ranks, split))
            keyed = [(q, h, ph.rank_key(ranks, split)) for q, h, ranks, _, split in hands]
            won = ph.winner(keyed, o.banker)
            if won == me:
                size = next(len(r) for q, h, r, _, _ in hands if (q, h) == me)
                wins[policy] += 1.0 + SIZE_WEIGHT * size
                plain[policy] += 1
    best = max(policies, key=lambda x: (wins[x], x == STICK))
    return Rollout(tuple(policies), wins, plain, deals, len(pool), best)
