"""The Conspiracy Board (spec §3) and the placement rules of a line (§6.2, §7.2).

Cells are numbered row * 11 + col; the centre is (5, 5) = 60. A board is given as the
list of card ids per cell (-1 empty) and the list of axes per cell ("H", "V", "N" for a
single-card Inquisition placement, "" empty).
"""

from __future__ import annotations

from collections.abc import Sequence
from functools import cache

SIZE = 11
CELLS = SIZE * SIZE
CENTRE = 5 * SIZE + 5
H, V, NONE = "H", "V", "N"


def rc(cell: int) -> tuple[int, int]:
    return divmod(cell, SIZE)


def neighbours(cell: int) -> list[int]:
    """Orthogonal neighbours on the grid (§3: diagonals never count)."""
    r, c = divmod(cell, SIZE)
    out = []
    if r > 0:
        out.append(cell - SIZE)
    if r < SIZE - 1:
        out.append(cell + SIZE)
    if c > 0:
        out.append(cell - 1)
    if c < SIZE - 1:
        out.append(cell + 1)
    return out


NEIGHBOURS: tuple[tuple[int, ...], ...] = tuple(tuple(neighbours(c)) for c in range(CELLS))


def line_cells(start: int, axis: str, length: int) -> tuple[int, ...] | None:
    """The cells of a line from `start` along `axis`, or None when it leaves the grid."""
    r, c = divmod(start, SIZE)
    if axis == H:
        return None if c + length > SIZE else tuple(range(start, start + length))
    if axis == V:
        return None if r + length > SIZE else tuple(start + SIZE * k for k in range(length))
    return (start,) if length == 1 else None


def adjacent_cards(cells: Sequence[int], occupied: Sequence[int]) -> list[int]:
    """Board cells holding a card next to any of `cells` (not in `cells`), sorted (§6.2.5)."""
    own = set(cells)
    return sorted({n for c in cells for n in NEIGHBOURS[c]
                   if occupied[n] >= 0 and n not in own})


def _beyond(cells: tuple[int, ...], axis: str) -> list[int]:
    first, last = cells[0], cells[-1]
    out = []
    if axis == H:
        if first % SIZE > 0:
            out.append(first - 1)
        if last % SIZE < SIZE - 1:
            out.append(last + 1)
    else:
        if first >= SIZE:
            out.append(first - SIZE)
        if last < CELLS - SIZE:
            out.append(last + SIZE)
    return out


def line_ok(cells: tuple[int, ...], axis: str, occupied: Sequence[int],
            axes: Sequence[str], empty_board: bool) -> bool:
    """Rules 1–4 of §6.2 (and §7.2 for a single card) for a complete new line."""
    for c in cells:
        if occupied[c] >= 0:
            return False  # rule 1
    if empty_board:
        if CENTRE not in cells:
            return False  # rule 3, first line
    elif not any(occupied[n] >= 0 for c in cells for n in NEIGHBOURS[c]):
        return False  # rule 3
    if axis == NONE:  # §7.2: a single card checks both directions
        c = cells[0]
        for n in NEIGHBOURS[c]:
            if occupied[n] >= 0 and axes[n] == (H if abs(n - c) == 1 else V):
                return False
        return True
    return all(not (occupied[b] >= 0 and axes[b] == axis) for b in _beyond(cells, axis))  # rule 4


@cache
def all_lines(length: int) -> tuple[tuple[str, tuple[int, ...], tuple[int, ...],
                                          tuple[int, ...]], ...]:
    """Every line of `length` on the grid: (axis, cells, outside neighbours, beyond-end
    cells whose axis matters), precomputed once."""
    out = []
    for axis in ((NONE,) if length == 1 else (H, V)):
        for start in range(CELLS):
            cells = line_cells(start, axis, length)
            if cells is None:
                continue
            around = tuple(sorted({n for c in cells for n in NEIGHBOURS[c]} - set(cells)))
            beyond = tuple(_beyond(cells, axis)) if axis != NONE else ()
            out.append((axis, cells, around, beyond))
    return tuple(out)


@cache
def lines_at(length: int) -> tuple[tuple[int, ...], ...]:
    """For each cell, the indices into all_lines(length) of the lines through it."""
    at: list[list[int]] = [[] for _ in range(CELLS)]
    for i, (_, cells, _, _) in enumerate(all_lines(length)):
        for c in cells:
            at[c].append(i)
    return tuple(tuple(x) for x in at)


def legal_lines(occupied: Sequence[int], axes: Sequence[str],
                length: int) -> list[tuple[str, tuple[int, ...]]]:
    """Every legal complete line of `length` cards (§6.2), as (axis, cells) in a stable order.

    Only lines through a free cell next to a card can connect (rule 3), so only those are
    looked at; on an empty board only lines through the centre."""
    if length <= 0 or length > SIZE:
        return []
    lines = all_lines(length)
    taken = {c for c, x in enumerate(occupied) if x >= 0}
    if not taken:
        return [(axis, cells) for i in lines_at(length)[CENTRE]
                for axis, cells, _, _ in (lines[i],)]
    frontier: set[int] = set()
    for c in taken:
        frontier.update(NEIGHBOURS[c])
    frontier -= taken
    at = lines_at(length)
    picked: set[int] = set()
    for f in frontier:
        picked.update(at[f])
    out: list[tuple[str, tuple[int, ...]]] = []
    for i in sorted(picked):
        axis, cells, _, beyond = lines[i]
        if not taken.isdisjoint(cells):
            continue  # rule 1
        if axis == NONE:
            if line_ok(cells, axis, occupied, axes, False):
                out.append((axis, cells))
        elif not any(b in taken and axes[b] == axis for b in beyond):  # rule 4
            out.append((axis, cells))
    return out


def longest_placeable(occupied: Sequence[int], axes: Sequence[str], most: int) -> int:
    """The largest k ≤ most with a legal line of k cards (0 if none) (§7.4)."""
    for k in range(min(most, SIZE), 0, -1):
        if legal_lines(occupied, axes, k):
            return k
    return 0


def consistent(lines: list[tuple[str, tuple[int, ...]]],
               placed: Sequence[int]) -> list[tuple[str, tuple[int, ...]]]:
    """The lines that contain every placed cell."""
    if not placed:
        return lines
    need = set(placed)
    return [ln for ln in lines if need.issubset(ln[1])]


def next_cells(lines: list[tuple[str, tuple[int, ...]]], placed: Sequence[int]) -> list[int]:
    """Cells where the next card may go so that a legal completion still exists.

    Cards go down in a contiguous run: after the first, each new card extends the run at
    one of its ends (docs/rules-pontoon.md), so the theory reads along the line.
    """
    cand: set[int] = set()
    if not placed:
        for _, cells in lines:
            cand.update(cells)
        return sorted(cand)
    need = set(placed)
    for _, cells in consistent(lines, placed):
        idx = [i for i, c in enumerate(cells) if c in need]
        lo, hi = min(idx), max(idx)
        if lo > 0:
            cand.add(cells[lo - 1])
        if hi < len(cells) - 1:
            cand.add(cells[hi + 1])
    return sorted(cand - need)
