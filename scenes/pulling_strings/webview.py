"""A player's web laid out as a tree (the Cabal on top, each puppet under the group
its arrow comes from) and drawn large with readable faces, or small as a mini-map."""

from __future__ import annotations

from typing import Any, NamedTuple

import pygame

from game.pulling_strings.cards import N_GROUPS
from game.pulling_strings.state import CABAL
from scenes.pulling_strings import faces
from scenes.ui import pen, text, theme

Colour = tuple[int, int, int]


SIDE_GAP = 4  # the least room between two cards side by side


class Lanes(NamedTuple):
    """A crowded web's places: face size, x and y of each node, the lanes' height and
    how many there are."""

    size: int
    xs: dict[int, float]
    ys: dict[int, float]
    level_h: float
    levels: int


class Layout(NamedTuple):
    centres: dict[int, tuple[float, float]]  # node (CABAL = -1) -> centre
    size: int  # the face size index (faces.SIZES)
    orphans: list[int]  # groups waiting for a free arrow


def children(obs: Any, p: int) -> dict[int, list[int]]:
    """node -> its puppets (CABAL for the Cabal), in group order."""
    out: dict[int, list[int]] = {CABAL: []}
    for g in range(N_GROUPS):
        if obs.owner[g] == p:
            out.setdefault(g, [])
    for g in range(N_GROUPS):
        m = obs.master[g]
        if obs.owner[g] == p and m in out and m != g:
            out[m].append(g)
    return out


def fitting_size(slot: float, row_h: float) -> int:
    """The face size for leaves `slot` apart in rows `row_h` apart: room left for the
    arrows between rows; a deep web in a short strip takes the low WIDE face with a
    shorter arrow rather than cards standing on each other (issue 31)."""
    size = faces.size_index_fitting(slot - 8, row_h - 14)
    w, h = faces.SIZES[size][:2]
    if w > slot - 4 or h > row_h - 8:  # even the smallest card does not fit
        wide_w, wide_h = faces.SIZES[faces.WIDE][:2]
        if wide_w <= slot - 8 and wide_h <= row_h - 8:
            return faces.WIDE
    return size


def _xs(leaves: list[int], kids: dict[int, list[int]], order: list[int], left: float,
        step: float) -> dict[int, float]:
    """Leaves `step` apart from `left`, each parent centred over its puppets."""
    xs = {leaf: left + step * i for i, leaf in enumerate(leaves)}
    for node in reversed(order):
        if node not in xs:
            ks = kids[node]
            xs[node] = (xs[ks[0]] + xs[ks[-1]]) / 2
    return xs


def _in_lanes(rect: pygame.Rect, leaves: list[int], kids: dict[int, list[int]],
              order: list[int], depth: dict[int, int], extra: int) -> Lanes | None:
    """Too many cards side by side for a line (issue 31: eight or more overlapped): a
    crowded row of the tree takes two lanes, every second card (left to right) a lane
    lower, so cards on a lane stand two places apart. The largest face that fits so,
    with its leaves spread across `rect`; None if none does."""
    deepest = max(depth.values())
    for size in (*range(faces.TINY + 1), faces.WIDE):
        w, h = faces.SIZES[size][:2]
        step = (rect.width - w) / max(1, len(leaves) - 1)
        xs = _xs(leaves, kids, order, rect.left + w / 2, step)
        lane: dict[int, int] = {}
        crowded = 0
        level_of_row = []
        fits = True
        for d in range(deepest + 1):
            row = sorted((n for n in order if depth[n] == d), key=lambda n: xs[n])
            level_of_row.append(d + crowded)
            gaps = [xs[b] - xs[a] for a, b in zip(row, row[1:])]
            if gaps and min(gaps) < w + SIDE_GAP:
                if any(xs[c] - xs[a] < w + SIDE_GAP for a, c in zip(row, row[2:])):
                    fits = False
                    break
                crowded += 1
                lane.update({n: i % 2 for i, n in enumerate(row)})
        levels = deepest + 1 + crowded + extra
        level_h = rect.height / levels
        if fits and h <= level_h - 8:
            ys = {n: rect.top + level_h * (level_of_row[depth[n]] + lane.get(n, 0) + 0.5)
                  for n in order}
            return Lanes(size, xs, ys, level_h, levels)
    return None


def layout(obs: Any, p: int, rect: pygame.Rect) -> Layout:
    """Leaves spread evenly left to right, each parent centred over its puppets."""
    kids = children(obs, p)
    leaves: list[int] = []
    depth: dict[int, int] = {}
    order: list[int] = []

    def walk(node: int, d: int) -> None:
        depth[node] = d
        order.append(node)
        if not kids.get(node):
            leaves.append(node)
        for k in kids.get(node, []):
            walk(k, d + 1)

    walk(CABAL, 0)
    placed = set(order)
    orphans = [g for g in kids if g != CABAL and g not in placed]
    deepest = max(depth.values())
    rows = deepest + 1 + (1 if orphans else 0)
    slot = rect.width / max(1, len(leaves), len(orphans))
    row_h = rect.height / max(1, rows)
    size = fitting_size(slot, row_h)
    xs = _xs(leaves, kids, order, rect.left + slot / 2, slot)
    ys = {n: rect.top + row_h * (depth[n] + 0.5) for n in order}
    if faces.SIZES[size][0] > slot - 4 and len(leaves) > 2:
        lanes = _in_lanes(rect, leaves, kids, order, depth, 1 if orphans else 0)
        if lanes is not None:
            size, xs, ys, row_h, rows = lanes
    centres = {n: (xs[n], ys[n]) for n in order}
    for i, g in enumerate(orphans):
        centres[g] = (rect.left + slot * (i + 0.5), rect.top + row_h * (rows - 0.5))
    return Layout(centres, size, orphans)


def face_rects(lay: Layout) -> dict[int, pygame.Rect]:
    """Where each node's face is drawn in layout `lay` (tests measure that none
    overlaps another)."""
    w, h = faces.SIZES[lay.size][:2]
    out = {}
    for node, (cx, cy) in lay.centres.items():
        r = pygame.Rect(0, 0, w, h)
        r.center = (int(cx), int(cy))
        out[node] = r
    return out


def _arrow(surface: pygame.Surface, colour: Colour, a: tuple[float, float],
           b: tuple[float, float], width: int) -> None:
    pen.line(surface, colour, a, b, width)
    dx, dy = b[0] - a[0], b[1] - a[1]
    length = max(1.0, (dx * dx + dy * dy) ** 0.5)
    ux, uy = dx / length, dy / length
    tip = b
    left = (b[0] - ux * 10 - uy * 6, b[1] - uy * 10 + ux * 6)
    right = (b[0] - ux * 10 + uy * 6, b[1] - uy * 10 - ux * 6)
    pen.polygon(surface, colour, [tip, left, right])


def draw_web(surface: pygame.Surface, obs: Any, p: int, rect: pygame.Rect, edge: Colour,
             lit: set[int], hidden: set[int]) -> Layout:
    """The web of `p` large in `rect`: arrows, faces, treasuries; `lit` nodes ringed
    (the attack's attacker, helpers or target), `hidden` groups left out (in flight)."""
    lay = layout(obs, p, rect)
    w, h = faces.SIZES[lay.size][:2]
    for node, (cx, cy) in lay.centres.items():
        m = obs.master[node] if node != CABAL else None
        if m is not None and m in lay.centres and node not in hidden:
            px, py = lay.centres[m]
            _arrow(surface, edge, (px, py + h / 2), (cx, cy - h / 2 - 2), 3)
    for node, (cx, cy) in lay.centres.items():
        if node in hidden:
            continue
        face = faces.cabal_face(obs.cabals[p], lay.size, edge) if node == CABAL \
            else faces.group_face(node, lay.size, edge)
        r = face.get_rect(center=(int(cx), int(cy)))
        surface.blit(face, r)
        if node in lit:
            pen.rect(surface, theme.ACCENT, r.inflate(8, 8), 4, border_radius=10)
        cash = obs.cash[p] if node == CABAL else obs.treasury[node]
        if cash or node == CABAL:
            badge = text.cached(f"{cash} S", 18, theme.INK_DARK)
            b = badge.get_rect(midleft=(r.right - 10, r.top + 2)).inflate(10, 2)
            pen.rect(surface, theme.ACCENT, b, border_radius=9)
            surface.blit(badge, badge.get_rect(center=b.center))
        if node >= 0 and node in lay.orphans:
            note = text.cached("needs an arrow", 16, theme.DANGER)
            surface.blit(note, note.get_rect(midtop=(r.centerx, r.bottom + 2)))
    return lay


def draw_mini(surface: pygame.Surface, obs: Any, p: int, rect: pygame.Rect,
              edge: Colour) -> None:
    """The web of `p` as a mini-map: a dot per group, lines along the arrows."""
    lay = layout(obs, p, rect)
    for node, (cx, cy) in lay.centres.items():
        m = obs.master[node] if node != CABAL else None
        if m is not None and m in lay.centres:
            pen.line(surface, edge, lay.centres[m], (cx, cy), 2)
    for node, (cx, cy) in lay.centres.items():
        r = pygame.Rect(0, 0, 12 if node == CABAL else 9, 9)
        r.center = (int(cx), int(cy))
        pen.rect(surface, theme.ACCENT if node == CABAL else edge, r)
