"""What a bot can work out from its own observation: counted copies and hard evidence.

Everything here reads an `Observation` only. `Knowledge` answers "where could each
counter type be?" with facts (both copies seen, named without exposing, in an earlier
Plot, …) and `belief` turns those facts into P(type t is concealed in Plot j).
"""

from __future__ import annotations

from dataclasses import dataclass, field

from .. import Observation
from ..catalogue import (
    COPIES,
    DELUSIONS,
    GOALS,
    GROUPS,
    IS_GOAL,
    IS_GROUP,
    METHODS,
    N_TYPES,
)
from ..observation import seen_copies

KINDS: tuple[tuple[int, ...], ...] = (GROUPS, METHODS, GOALS)


def kind_of(t: int) -> int:
    """0 group, 1 method, 2 goal (index into KINDS)."""
    return 0 if IS_GROUP[t] else 2 if IS_GOAL[t] else 1


@dataclass
class Knowledge:
    """Facts derived from one observation (the viewer's point of view)."""

    me: int
    n: int
    seen: list[int]  # copies of each type the viewer can see right now
    own_concealed: set[int]  # the viewer's own unexposed Plot types
    held: list[int]  # counters the viewer holds (Reserve + Accusations + pending)
    plot_of: dict[int, int]  # type -> Plot it is known to stand in (any player)
    known_concealed: list[set[int]]  # per player: types known to be concealed there
    excluded: list[set[int]] = field(default_factory=list)  # per player: not concealed there
    earlier: set[int] = field(default_factory=set)  # types in Plots built before the viewer's
    blind: bool = False  # Plots were built blind: no Plot is known from building

    @property
    def opponents(self) -> list[int]:
        return [j for j in range(self.n) if j != self.me]

    def unseen(self, t: int) -> int:
        return COPIES - self.seen[t]


def analyse(obs: Observation) -> Knowledge:
    me = obs.viewer if obs.viewer is not None else -1
    n = len(obs.players)
    seen = seen_copies(obs)
    held: list[int] = list(obs.paranoid)
    for acc in obs.accusations:
        held.extend(acc)
    if obs.pending >= 0:
        held.append(obs.pending)
    plot_of: dict[int, int] = {t: me for t in obs.plot}
    for j, pv in enumerate(obs.players):
        if j == me:
            continue
        for t in pv.exposed_types:
            seen[t] += 1
            plot_of[t] = j
    known_concealed: list[set[int]] = [set() for _ in range(n)]
    excluded: list[set[int]] = [set() for _ in range(n)]
    for made in obs.laid_aside:
        hit = {(q, t) for q, t in made["exposed"]}
        for q, t in hit:
            plot_of[t] = q
        # A type named is in no Plot it left unexposed, even if its counter went back
        # to the Pool when a Plot re-concealed it (§9.11).
        for t in (*made["types"], *made.get("returned", ())):
            for j in range(n):
                if (j, t) not in hit:
                    excluded[j].add(t)
    for t, j in plot_of.items():
        if j != me and j >= 0 and t not in obs.players[j].exposed_types:
            known_concealed[j].add(t)  # exposed once, turned face down again (§9.11)
    for j in range(n):
        excluded[j] -= known_concealed[j]
    own_concealed = {t for t, e in zip(obs.plot, obs.plot_exposed) if not e}
    blind = obs.options.get("plot_building") == "blind"
    # Blind building (§3.3): a type the viewer lost in a clash stands in no Plot.
    for lost, _ in getattr(obs, "clashes", ()):
        for j in range(n):
            if j != me:
                excluded[j].add(lost)
    return Knowledge(me=me, n=n, seen=seen, own_concealed=own_concealed, held=held,
                     plot_of=plot_of, known_concealed=known_concealed, excluded=excluded,
                     earlier=set(obs.seen_taken), blind=blind)


def slot_counts(obs: Observation, k: Knowledge, j: int) -> list[float]:
    """Expected number of j's concealed counters of each kind whose type is not known.

    A Plot is 1 Goal, 1–2 Groups, 1–4 Methods; the public size and exposed types narrow
    the split. Feasible splits are weighted equally.
    """
    pv = obs.players[j]
    size = pv.plot_size
    known = [0, 0, 0]
    for t in (*pv.exposed_types, *k.known_concealed[j]):
        known[kind_of(t)] += 1
    delusions_only = bool(obs.options.get("delusions")) and k.plot_of.get(DELUSIONS) == j
    splits = []
    for g in (1,) if delusions_only else (1, 2):
        m = size - 1 - g
        if 1 <= m <= 4 and g >= known[0] and m >= known[1]:
            splits.append((g, m, 1))
    if not splits:
        return [0.0, 0.0, 0.0]
    exp = [sum(s[i] for s in splits) / len(splits) for i in range(3)]
    return [max(0.0, exp[i] - known[i]) for i in range(3)]


def belief(obs: Observation, k: Knowledge, iterations: int = 12) -> list[list[float]]:
    """P(type t is concealed, unknown to the viewer, in Plot j): `prob[j][t]`.

    Per kind, a matrix of candidate types × (opponents + "in no Plot") is scaled until
    every type sums to 1 and every opponent column to its expected number of slots of
    that kind (iterative proportional fitting over the hard-evidence mask). Types known
    to be in an earlier-built Plot (open building) must sit in one of those Plots; a type
    lost in a clash (blind building) is in no Plot (`excluded` everywhere).
    """
    n, me = k.n, k.me
    prob = [[0.0] * N_TYPES for _ in range(n)]
    for j in range(n):
        for t in k.known_concealed[j]:
            prob[j][t] = 1.0
    opps = k.opponents
    slots = {j: slot_counts(obs, k, j) for j in opps}
    for kind, types in enumerate(KINDS):
        rows: list[int] = []
        masks: list[list[bool]] = []
        for t in types:
            if k.unseen(t) <= 0 or t in k.plot_of:
                continue
            in_earlier = t in k.earlier
            mask = []
            for j in opps:
                ok = t not in k.excluded[j]
                if me >= 0 and not k.blind:
                    ok = ok and (in_earlier == (j < me))
                mask.append(ok)
            mask.append(not in_earlier)  # the "in no Plot" column
            if any(mask):
                rows.append(t)
                masks.append(mask)
        if not rows:
            continue
        targets = [slots[j][kind] for j in opps]
        targets.append(max(0.05, len(rows) - sum(targets)))
        m = [[1.0 if ok else 0.0 for ok in mask] for mask in masks]
        # Column then row scaling, a whole matrix at a time (the same arithmetic, in the
        # same order, as scaling one cell at a time; this loop is most of a bot's time).
        for _ in range(iterations):
            fs = []
            for c, col in enumerate(zip(*m)):
                total = sum(col)
                fs.append(targets[c] / total if total > 0 else 1.0)
            m = [[x * f for x, f in zip(row, fs)] for row in m]
            for i, row in enumerate(m):
                total = sum(row)
                if total > 0:
                    f = 1.0 / total
                    m[i] = [x * f for x in row]
        for t, row in zip(rows, m):
            for c, j in enumerate(opps):
                prob[j][t] = row[c]
    return prob
