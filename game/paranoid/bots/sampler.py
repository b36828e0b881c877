"""Imagining the hidden counters: a full `State` built from one observation only.

`sample_world` deals every counter the viewer cannot see (the unknown part of each
rival's Plot, rivals' Reserves and Accusations, the Pool, the removed counters) in a
way consistent with the viewer's observation and hard evidence, then re-checks that
`observe(world, viewer) == observation`; a deal that fails the check is discarded.
It never reads a real game state: this is what the hard bot searches in.
"""

from __future__ import annotations

import random

from .. import GameConfig, Observation, Options, State
from ..accusations import can_take
from ..catalogue import COPIES, DELUSIONS, N_TYPES
from ..observation import observe
from ..rules import legal_actions
from ..state import NONE, PLOT
from .knowledge import KINDS, Knowledge, kind_of

PLACEHOLDER = 0  # type recorded for Gives the viewer did not see (never shown to it)


def _splits(size: int, known: list[int], delusions_only: bool) -> list[tuple[int, int, int]]:
    """(groups, methods, goals) shapes a Plot of `size` can have, given known kinds."""
    out = []
    for g in (1,) if delusions_only else (1, 2):
        m = size - 1 - g
        if 1 <= m <= 4 and g >= known[0] and m >= known[1] and known[2] <= 1:
            out.append((g, m, 1))
    return out


def _known_kinds(obs: Observation, k: Knowledge, j: int) -> list[int]:
    known = [0, 0, 0]
    for t in (*obs.players[j].exposed_types, *k.known_concealed[j]):
        known[kind_of(t)] += 1
    return known


def _weighted_pick(rng: random.Random, cands: list[int], weights: list[float]) -> int:
    total = sum(weights)
    if total <= 0:
        return rng.randrange(len(cands))
    x = rng.random() * total
    for i, w in enumerate(weights):
        x -= w
        if x <= 0:
            return i
    return len(cands) - 1


def sample_plots(obs: Observation, k: Knowledge, prob: list[list[float]],
                 rng: random.Random) -> dict[int, list[int]] | None:
    """Unknown concealed types of every rival's Plot, or None if this try got stuck."""
    me, n = k.me, k.n
    delusions = bool(obs.options.get("delusions"))
    out: dict[int, list[int]] = {}
    used: set[int] = set(k.plot_of)
    # Types of Plots built before mine: exactly the unplaced part of what I saw taken
    # (open building; blind building shows no Plot).
    earlier = [] if k.blind else [j for j in range(n) if j < me]
    pool_u = [t for t in sorted(k.earlier) if t not in k.plot_of]
    needs: dict[int, list[int]] = {}
    for j in range(n):
        if j == me:
            continue
        known = _known_kinds(obs, k, j)
        shapes = _splits(obs.players[j].plot_size, known,
                         delusions and k.plot_of.get(DELUSIONS) == j)
        if not shapes:
            return None
        shape = rng.choice(shapes)
        needs[j] = [max(0, shape[i] - known[i]) for i in range(3)]
    if earlier:
        want = [sum(needs[j][i] for j in earlier) for i in range(3)]
        have = [sum(1 for t in pool_u if kind_of(t) == i) for i in range(3)]
        if want != have:  # re-draw the earlier shapes so their kinds add up
            fixed = _fit_shapes(obs, k, earlier, have, rng)
            if fixed is None:
                return None
            needs.update(fixed)
        by_kind = [[t for t in pool_u if kind_of(t) == i] for i in range(3)]
        for i in range(3):
            rng.shuffle(by_kind[i])
        for j in earlier:
            chosen: list[int] = []
            for i in range(3):
                for _ in range(needs[j][i]):
                    ok = [x for x in by_kind[i] if x not in k.excluded[j]]
                    if not ok:
                        return None
                    t = rng.choice(ok)
                    by_kind[i].remove(t)
                    chosen.append(t)
            out[j] = chosen
            used.update(chosen)
    # Blind building: a type I lost in a clash stands in no Plot (it is `excluded`).
    later = [j for j in range(n) if j != me and j not in earlier]
    for j in later:
        chosen = []
        for i in range(3):
            for _ in range(needs[j][i]):
                cands = [t for t in KINDS[i] if t not in used and t not in k.earlier
                         and t not in k.excluded[j] and k.unseen(t) > 0
                         and not (delusions and t == DELUSIONS and needs[j][0] > 1)]
                if not cands:
                    return None
                t = cands[_weighted_pick(rng, cands, [prob[j][c] + 1e-3 for c in cands])]
                used.add(t)
                chosen.append(t)
        out[j] = chosen
    return out


def _fit_shapes(obs: Observation, k: Knowledge, earlier: list[int], have: list[int],
                rng: random.Random) -> dict[int, list[int]] | None:
    """Shapes for the earlier Plots whose unknown kinds add up to `have`."""
    combos: list[dict[int, list[int]]] = [{}]
    for j in earlier:
        known = _known_kinds(obs, k, j)
        nxt = []
        for partial in combos:
            for shape in _splits(obs.players[j].plot_size, known, False):
                need = [max(0, shape[i] - known[i]) for i in range(3)]
                nxt.append({**partial, j: need})
        combos = nxt[:64]
    fits = [c for c in combos if [sum(c[j][i] for j in earlier) for i in range(3)] == have]
    return rng.choice(fits) if fits else None


def sample_world(obs: Observation, k: Knowledge, prob: list[list[float]],
                 rng: random.Random, tries: int = 8) -> State | None:
    """A full game state consistent with `obs` (checked), or None if none was found."""
    if obs.phase in (PLOT, "over") or obs.viewer is None:
        return None
    for _ in range(tries):
        world = _try_world(obs, k, prob, rng)
        if world is not None and observe(world, obs.viewer) == obs:
            return world
    return None


def _try_world(obs: Observation, k: Knowledge, prob: list[list[float]],
               rng: random.Random) -> State | None:
    me, n = k.me, k.n
    plots = sample_plots(obs, k, prob, rng)
    if plots is None:
        return None
    config = GameConfig(players=n, names=tuple(pv.name for pv in obs.players),
                        seats=("bot",) * n, options=Options.from_json(obs.options),
                        subculture=obs.subculture)
    s = State(config, rng.getrandbits(63))
    s.phase, s.turn, s.order, s.order_pos = obs.phase, obs.turn, list(obs.order), obs.order_pos
    s.actor, s.taken, s.activity = obs.actor, obs.taken, True
    s.pending = obs.pending if obs.pending >= 0 else NONE
    s.sanity = [pv.sanity for pv in obs.players]
    s.score = [pv.score for pv in obs.players]
    s.laid_aside = [dict(m, types=list(m["types"]), exposed=[list(x) for x in m["exposed"]])
                    for m in obs.laid_aside]
    remaining = [COPIES] * N_TYPES
    for made in obs.laid_aside:
        for t in made["types"]:
            remaining[t] -= 1
    s.plots[me], s.exposed[me] = list(obs.plot), list(obs.plot_exposed)
    s.enemy[me], s.paranoid[me] = list(obs.enemy), list(obs.paranoid)
    s.accusations[me] = [list(a) for a in obs.accusations]
    for t in (*obs.plot, *obs.enemy, *obs.paranoid, *(t for a in obs.accusations for t in a)):
        remaining[t] -= 1
    if obs.pending >= 0:
        remaining[obs.pending] -= 1
    for j in range(n):
        if j == me:
            continue
        pv = obs.players[j]
        hidden = sorted(k.known_concealed[j]) + plots[j]
        rng.shuffle(hidden)
        # The layout of a Plot is public: exposed counters keep their places.
        slots = getattr(pv, "plot_slots", None) or (
            list(pv.exposed_types) + [None] * len(hidden))
        fill = iter(hidden)
        s.plots[j] = [t if t is not None else next(fill) for t in slots]
        s.exposed[j] = [t is not None for t in slots]
        for t in s.plots[j]:
            remaining[t] -= 1
    if min(remaining) < 0:
        return None
    rest = [t for t in range(N_TYPES) for _ in range(remaining[t])]
    rng.shuffle(rest)
    if not _deal_rest(obs, s, rest, rng):
        return None
    if k.blind:
        s.seen_taken = [[] for _ in range(n)]
    else:
        s.seen_taken = [sorted({t for q in range(p) for t in s.plots[q]}) for p in range(n)]
    s.seen_taken[me] = list(obs.seen_taken)
    s.clashes = [[] for _ in range(n)]  # rivals' clashes are unknown to the viewer
    s.clashes[me] = [list(c) for c in obs.clashes]
    s.traded_in = [[] for _ in range(n)]
    s.traded_in[me] = [list(x) for x in obs.traded_in]
    known = iter(obs.gifts_known)
    s.gifts = [list(next(known)) if me in (g[1], g[2]) else [*g, PLACEHOLDER]
               for g in obs.gifts_public]
    return s


def _deal_rest(obs: Observation, s: State, rest: list[int], rng: random.Random) -> bool:
    """Deal the unseen counters: rivals' Accusations (keeping their limits), Reserves,
    removed counters and the Pool."""
    me = obs.viewer
    for j, pv in enumerate(obs.players):
        if j == me:
            continue
        accs: list[list[int]] = []
        for size in pv.accusation_sizes:
            acc: list[int] = []
            for _ in range(size):
                i = next((i for i, t in enumerate(rest) if can_take(acc, t)), None)
                if i is None:
                    return False
                acc.append(rest.pop(i))
            accs.append(acc)
        s.accusations[j] = accs
    for j, pv in enumerate(obs.players):
        if j == me:
            continue
        own = set(s.plots[j])
        enemy: list[int] = []
        for _ in range(pv.enemy_count):
            # A rival's Enemy Reserve rarely keeps a match of its own Plot (§5.11).
            i = next((i for i, t in enumerate(rest) if t not in own), 0)
            if not rest:
                return False
            enemy.append(rest.pop(i))
        s.enemy[j] = enemy
        if len(rest) < pv.paranoid_count:
            return False
        s.paranoid[j], rest = rest[:pv.paranoid_count], rest[pv.paranoid_count:]
    if len(rest) != obs.pool_count + obs.removed_count:
        return False
    s.removed, s.pool = rest[:obs.removed_count], rest[obs.removed_count:]
    return True


def world_is_playable(world: State) -> bool:
    """The engine can list actions in it (a sanity check for tests)."""
    return bool(legal_actions(world))

