"""Re-deal the counters one player cannot see, keeping everything that player can see.

Used by the hidden-information tests (the viewer's observation must not change) and by
the bots' fairness test (a bot's choice must not change). Counters are exchanged only
with counters of the same kind, so every Plot and Accusation keeps its shape; a deal
that breaks a structural rule (a type twice in one Plot) is redrawn.
"""

from __future__ import annotations

from ..core.rng import Rng
from .catalogue import KIND
from .plots import clash_category
from .state import NONE, OVER, PLOT, State, check_invariants, drafts_only

Slot = tuple[str, int, int, int]  # (zone, player, accusation or -1, index)


def hidden_slots(s: State, viewer: int) -> list[Slot]:
    """Every place holding a counter whose identity `viewer` may not see (§2)."""
    slots: list[Slot] = [("pool", -1, -1, i) for i in range(len(s.pool))]
    slots += [("removed", -1, -1, i) for i in range(len(s.removed))]
    for q in range(s.n):
        if q == viewer:
            continue
        # Open building: Plots built before the viewer built are known to it as a set of
        # taken types (§3.3): keep them in place so that memory stays true. Blind
        # building: the viewer never saw another Plot, and drafts (which hold no counter
        # yet) are re-drawn apart in `redeal`.
        known = (not s.options.blind and q < viewer
                 and (s.phase != PLOT or viewer <= s.actor))
        # At the end every Plot is revealed to all (§8): none is hidden any more.
        if not known and not drafts_only(s) and s.phase != OVER:
            slots += [("plot", q, -1, i) for i, e in enumerate(s.exposed[q]) if not e]
        if s.phase == OVER:
            continue  # ...and every Reserve and unmade Accusation too (observation.all_zones)
        slots += [("enemy", q, -1, i) for i in range(len(s.enemy[q]))]
        slots += [("paranoid", q, -1, i) for i in range(len(s.paranoid[q]))]
        for a, acc in enumerate(s.accusations[q]):
            slots += [("acc", q, a, i) for i in range(len(acc))]
    if s.pending != NONE and s.actor != viewer:
        slots.append(("pending", -1, -1, 0))
    return slots


def _get(s: State, slot: Slot) -> int:
    zone, q, a, i = slot
    if zone == "pending":
        return s.pending
    if zone == "acc":
        return s.accusations[q][a][i]
    return (s.pool if zone == "pool" else s.removed if zone == "removed"
            else getattr(s, "plots" if zone == "plot" else zone)[q])[i]


def _set(s: State, slot: Slot, t: int) -> None:
    zone, q, a, i = slot
    if zone == "pending":
        s.pending = t
    elif zone == "acc":
        s.accusations[q][a][i] = t
    elif zone in ("pool", "removed"):
        getattr(s, zone)[i] = t
    else:
        getattr(s, "plots" if zone == "plot" else zone)[q][i] = t


def _container(c: State, slot: Slot) -> list[int] | None:
    """The Plot or Accusation a slot belongs to (where a type may stand only once)."""
    zone, q, a, _ = slot
    if zone == "plot":
        return c.plots[q]
    if zone == "acc":
        return c.accusations[q][a]
    return None


def _redraw_drafts(c: State, viewer: int, rng: Rng) -> None:
    """Blind building (§3.2): every other draft is re-drawn type by type within its clash
    category (so it stays exactly as legal and as far along as it was)."""
    for q in range(c.n):
        if q == viewer:
            continue
        draft = c.plots[q]
        for i, t in enumerate(draft):
            cands = [x for x in range(len(KIND)) if clash_category(x) == clash_category(t)
                     and (x == t or x not in draft)]
            draft[i] = cands[rng.randrange(len(cands))]


def redeal(s: State, viewer: int, seed: int, swaps_per_slot: int = 4) -> State:
    """A copy of `s` with the viewer's hidden counters re-dealt within their kinds.

    Random exchanges of two hidden counters of one kind, each kept only if no Plot or
    Accusation would hold a type twice and no type would stand in two Plots.
    """
    rng = Rng(seed)
    c = s.clone()
    if drafts_only(s):
        _redraw_drafts(c, viewer, rng)
    # Blind building (§3.3): a type the viewer lost in a clash is known to stand in no Plot.
    pinned = {lost for lost, _ in s.clashes[viewer]} if 0 <= viewer < s.n else set()
    slots = hidden_slots(s, viewer)
    by_kind: dict[str, list[Slot]] = {}
    for slot in slots:
        by_kind.setdefault(KIND[_get(s, slot)], []).append(slot)
    in_plots = {t for plot in c.plots for t in plot}
    for group in by_kind.values():
        if len(group) < 2:
            continue
        for _ in range(swaps_per_slot * len(group)):
            i, j = group[rng.randrange(len(group))], group[rng.randrange(len(group))]
            a, b = _get(c, i), _get(c, j)
            if a == b:
                continue
            ci, cj = _container(c, i), _container(c, j)
            if ci is not cj and ((ci is not None and b in ci) or (cj is not None and a in cj)):
                continue
            if (i[0] == "plot") != (j[0] == "plot"):  # one counter enters the Plots
                entering = b if i[0] == "plot" else a
                if entering in in_plots or entering in pinned:
                    continue
                in_plots.discard(a if i[0] == "plot" else b)
                in_plots.add(entering)
            _set(c, i, b)
            _set(c, j, a)
    c.rng = Rng(rng.next64())  # the future draws are hidden too
    assert not check_invariants(c), "a re-deal must stay a legal position"
    return c
