"""A world sampler built from an observation only (spec §11, guides/bots.md): a full
`State` whose hidden parts (other hands, stock order) are drawn at random consistently
with what the bot knows — hand sizes, stock size, the played cards, its own hand and the
cards it passed that must still be with the receiver. Never reads the true state."""

from __future__ import annotations

import random

from ..observation import Observation
from ..options import GameConfig, Options
from ..state import PASS, PLAY, State
from .knowledge import count_of, pinned, unseen


def sample_world(obs: Observation, me: int, rng: random.Random) -> State:
    n = obs.players
    seats = tuple("bot" for _ in range(n))
    s = State(GameConfig(players=n, seats=seats, options=Options(rounds=1)), rng.getrandbits(63))
    s.round, s.dealer = 1, obs.dealer
    s.count, s.direction = count_of(obs), obs.direction
    s.scores = [0] * n
    pins = pinned(obs)
    pool = unseen(obs)
    rng.shuffle(pool)
    played = [c for h in obs.history for c in (h[1], h[2]) if c >= 0]
    top = obs.top
    need = sum(obs.hand_sizes[q] for q in range(n) if q != me) - len(pins) + obs.stock
    if len(pool) < need:  # the stock was rebuilt from played cards (§5.7)
        extra = [c for c in played if c != top]
        rng.shuffle(extra)
        pool += extra[:need - len(pool)]
    used = set(pool)
    for q in range(n):
        if q == me:
            s.hands[q] = list(obs.hand)
            continue
        known = [c for c, holder in pins.items() if holder == q]
        k = max(0, obs.hand_sizes[q] - len(known))
        s.hands[q] = known + pool[:k]
        del pool[:k]
    s.stock = pool[:obs.stock]
    rest = set(s.stock) | set(obs.hand) | set(pins) | {c for h in s.hands for c in h}
    s.pile = [c for c in played if c not in rest and c != top]
    if top >= 0 and top not in rest:
        s.pile.append(top)
    del used
    s.history = list(obs.history)
    s.passes = obs.passes
    s.phase, s.actor = PLAY, me
    if obs.phase == PASS and obs.history:
        # §5.6: everyone still to choose (the bot included); choices made by others are
        # unknown, so in the sampled world they choose again.
        layer = obs.history[-1][0]
        s.phase, s.actor, s.layer = PASS, layer, layer
        s.waiting = [q for q in range(n) if s.hands[q]]
        s.cont = (layer, 0, True, (layer + obs.direction) % n)
    return s
