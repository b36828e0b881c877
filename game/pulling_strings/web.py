"""The web (spec §5, §8.3, §9.6, §9.7): a tree under each Cabal, arrows as slots.

Every query walks the `owner`/`master` lists; a web holds at most a few dozen groups.
"""

from __future__ import annotations

from .cards import CABALS, GROUPS, N_GROUPS
from .state import CABAL, PENDING, State


def web(s: State, p: int) -> list[int]:
    """The groups player p controls, orphans waiting for an arrow included."""
    owner = s.owner
    return [g for g in range(N_GROUPS) if owner[g] == p]


def puppets(s: State, p: int, node: int) -> list[int]:
    """The groups directly under `node` (a group, or CABAL for p's Cabal)."""
    owner, master = s.owner, s.master
    return [g for g in range(N_GROUPS) if owner[g] == p and master[g] == node]


def branch(s: State, g: int) -> list[int]:
    """g and every group below it."""
    p = s.owner[g]
    out = [g]
    i = 0
    while i < len(out):
        out.extend(puppets(s, p, out[i]))
        i += 1
    return out


def depth(s: State, g: int) -> int:
    """Links from the Cabal (§5): its direct puppets have depth 1; an orphan 0."""
    d = 0
    master = s.master
    while g >= 0:
        d += 1
        g = master[g]
    return d if g == CABAL else 0


def arrows(s: State, p: int, node: int) -> int:
    return CABALS[s.cabal[p]].arrows if node == CABAL else GROUPS[node].arrows


def free_arrows(s: State, p: int, node: int) -> int:
    return arrows(s, p, node) - len(puppets(s, p, node))


def anchors(s: State, p: int, outside: int = -1) -> list[int]:
    """Nodes of p's web with a free outward arrow (CABAL first), leaving out the branch
    of `outside` (a group cannot hang inside its own branch, §8.3) and orphans."""
    skip = set(branch(s, outside)) if outside >= 0 else set()
    used: dict[int, int] = {}
    groups = []
    for g in range(N_GROUPS):
        if s.owner[g] == p:
            m = s.master[g]
            used[m] = used.get(m, 0) + 1
            groups.append(g)
    out = []
    if used.get(CABAL, 0) < CABALS[s.cabal[p]].arrows:
        out.append(CABAL)
    for g in groups:
        if g not in skip and depth(s, g) > 0 and used.get(g, 0) < GROUPS[g].arrows:
            out.append(g)
    return out


def attach(s: State, g: int, p: int, node: int, fresh: bool) -> None:
    """Hang g (with its branch) under `node` of p's web."""
    moved = branch(s, g) if s.owner[g] >= 0 else [g]
    for h in moved:
        s.owner[h] = p
        if fresh:
            s.fresh[h] = True
    s.master[g] = node


def release(s: State, g: int) -> list[int]:
    """g leaves its web (treasury to the bank); its puppets become orphans of the
    former owner (§9.7). Returns the orphans. g's place (row, pile) is the caller's."""
    p = s.owner[g]
    orphans = puppets(s, p, g)
    for h in orphans:
        s.master[h] = PENDING
    s.owner[g] = -1
    s.master[g] = CABAL
    s.treasury[g] = 0
    s.used[g] = s.fresh[g] = False
    return orphans


def orphan(s: State, p: int, groups: list[int]) -> None:
    """Queue orphans for their owner to re-attach (§9.7)."""
    for g in groups:
        s.place.append([p, g, 0])


def settle_orphans(s: State) -> list[tuple[int, int]]:
    """Release every queued orphan that no free arrow can take, in turn orphaning its
    puppets (§9.7), until each one left has an arrow. Returns (player, group) released."""
    released = []
    changed = True
    while changed:
        changed = False
        for entry in s.place:
            p, g, mode = entry
            if mode == 0 and s.owner[g] == p and not anchors(s, p, g):
                s.place.remove(entry)
                kids = release(s, g)
                s.row.append(g)
                orphan(s, p, kids)
                released.append((p, g))
                changed = True
                break
    return released


def controlled(s: State, p: int) -> int:
    """Groups p controls for the goal (§11): orphans still waiting count as p's."""
    owner = s.owner
    return sum(1 for g in range(N_GROUPS) if owner[g] == p)
