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


def _staggered(width: float, leaves: int, row_h: float) -> tuple[int, float]:
    """The face size and the step between leaves on two staggered lines: the largest
    face whose neighbours on a line (two steps apart) stand apart, all inside `width`."""
    for size in (*range(faces.TINY + 1), faces.WIDE):
        w, h = faces.SIZES[size][:2]
        step = (width - w) / (leaves - 1)
        if 2 * step >= w + 6 and h <= row_h - 8:
            return size, step
    return faces.TINY, (width - faces.SIZES[faces.TINY][0]) / (leaves - 1)


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
    # Too many leaves for a line of cards (issue 31: eight or more overlapped), all on the
    # bottom row: every second one a row lower, so cards side by side are two slots apart.
    low: set[int] = set()
    xs: dict[int, float] = {leaf: rect.left + slot * (i + 0.5) for i, leaf in enumerate(leaves)}
    if faces.SIZES[size][0] > slot - 4 and len(leaves) > 2 \
            and all(depth[leaf] == deepest for leaf in leaves):
        rows += 1
        row_h = rect.height / rows
        size, step = _staggered(rect.width, len(leaves), row_h)
        left = rect.left + (rect.width - step * (len(leaves) - 1)) / 2
        xs = {leaf: left + step * i for i, leaf in enumerate(leaves)}
        low = set(leaves[1::2])
    for node in reversed(order):
        if node not in xs:
            ks = kids[node]
            xs[node] = (xs[ks[0]] + xs[ks[-1]]) / 2
    centres = {n: (xs[n], rect.top + row_h * (depth[n] + (n in low) + 0.5)) for n in order}
    for i, g in enumerate(orphans):
        centres[g] = (rect.left + slot * (i + 0.5), rect.top + row_h * (rows - 0.5))
    return Layout(centres, size, orphans)


def face_rects(obs: Any, p: int, lay: Layout) -> dict[int, pygame.Rect]:
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
