"""The Conspiracy Board (spec §3) and the placement rules of a line (§6.2, §7.2).

Cells are numbered row * 11 + col; the centre is (5, 5) = 60. A board is given as the
list of card ids per cell (-1 empty) and the list of axes per cell ("H", "V", "N" for a
single-card Inquisition placement, "" empty).
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from functools import cache
from itertools import chain, compress
from operator import itemgetter

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


# ---- the fast listing: every start cell at once, on bit masks ----
# Bit c of a mask stands for cell c. Shifting a mask right by k·step brings the cell k
# steps along a line down to the line's start cell, so one AND over a line's length asks
# "is every cell free?" of every line of an axis at once, and one OR "does any cell touch a
# card?". line_ok states the same rules cell by cell; the tests compare the two.
BIT = tuple(1 << c for c in range(CELLS))
FULL = (1 << CELLS) - 1
FIRST_COL = sum(BIT[r * SIZE] for r in range(SIZE))
LAST_COL = FIRST_COL << (SIZE - 1)
STEP = {H: 1, V: SIZE, NONE: 0}


_AS_FLAG = bytes.maketrans(b"01", b"\x00\x01")


def cells_where(flags: Iterable[bool]) -> int:
    """The mask of the cells whose flag is true (one flag per cell, in cell order)."""
    return sum(compress(BIT, flags))


def flags_of(cells: int) -> bytes:
    """A mask as one byte per cell, 1 where it holds the cell, in cell order (up to its
    last cell): what itertools.compress needs to pick per-cell items at C speed."""
    return format(cells, "b")[::-1].encode().translate(_AS_FLAG)


def board_masks(occupied: Sequence[int], axes: Sequence[str]) -> tuple[int, int, int]:
    """(cells holding a card, those laid along H, those laid along V) as masks."""
    taken = along_h = along_v = 0
    for c, card in enumerate(occupied):
        if card >= 0:
            bit = 1 << c
            taken |= bit
            if axes[c] == H:
                along_h |= bit
            elif axes[c] == V:
                along_v |= bit
    return taken, along_h, along_v


def beside(cells: int) -> int:
    """The cells orthogonally next to any of `cells` (§3), rows not wrapping round."""
    return (((cells & ~LAST_COL) << 1) | ((cells & ~FIRST_COL) >> 1)
            | (cells << SIZE) | (cells >> SIZE)) & FULL


def extending_h(along_h: int, length: int) -> int:
    """Starts of the H lines of `length` with an H card just before or after (same row)."""
    return ((along_h & ~LAST_COL) << 1) | ((along_h & ~FIRST_COL) >> length)


def extending_v(along_v: int, length: int) -> int:
    """Starts of the V lines of `length` with a V card just above or below."""
    return (along_v << SIZE) | (along_v >> (SIZE * length))


@cache
def line_starts(axis: str, length: int) -> tuple[tuple[str, tuple[int, ...]] | None, ...]:
    """For each start cell, the (axis, cells) of the line of `axis` and `length` from it
    (None where it would leave the grid)."""
    at = {cells[0]: (a, cells) for a, cells, _, _ in all_lines(length) if a == axis}
    return tuple(at.get(c) for c in range(CELLS))


@cache
def fitting_starts(axis: str, length: int) -> int:
    """The start cells of the lines that stay on the grid (§6.2 rule 2)."""
    return cells_where(line is not None for line in line_starts(axis, length))


def legal_starts(axis: str, length: int, taken: int, along_h: int, along_v: int) -> int:
    """The start cells of the legal lines of `length` along `axis` (§6.2, §7.2)."""
    step = STEP[axis]
    free = FULL & ~taken
    near = beside(taken) if taken else BIT[CENTRE]  # rule 3 (the first line: the centre)
    all_free, any_near = fitting_starts(axis, length), 0
    for k in range(length):
        all_free &= free >> (k * step)  # rule 1: every cell is free
        any_near |= near >> (k * step)  # rule 3: a cell touches a card
    if axis == H:  # rule 4: it does not extend a line of its own axis
        extends = extending_h(along_h, length)
    elif axis == V:
        extends = extending_v(along_v, length)
    else:  # §7.2: a single card checks both directions
        extends = extending_h(along_h, 1) | extending_v(along_v, 1)
    return all_free & any_near & ~extends


def legal_lines(occupied: Sequence[int], axes: Sequence[str],
                length: int) -> list[tuple[str, tuple[int, ...]]]:
    """Every legal complete line of `length` cards (§6.2), as (axis, cells) in a stable order
    (the order of all_lines: axis, then start cell)."""
    if length <= 0 or length > SIZE:
        return []
    taken, along_h, along_v = board_masks(occupied, axes)
    out = []
    for axis in ((NONE,) if length == 1 else (H, V)):
        starts = legal_starts(axis, length, taken, along_h, along_v)
        out.extend(compress(line_starts(axis, length), flags_of(starts)))
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
    one of its ends (docs/rules-pontoon.md), so the theory reads along the line. A line's
    cells rise by a fixed step, so the run's ends are its lowest and highest cells.
    """
    if not placed:
        return sorted(set(chain.from_iterable(map(itemgetter(1), lines))))  # every cell
    lo, hi = min(placed), max(placed)
    need = set(placed)
    cand: set[int] = set()
    for _, cells in lines:
        first, last = cells[0], cells[-1]
        if lo < first or hi > last or not need.issubset(cells):
            continue  # the line does not hold every placed card
        step = cells[1] - first if len(cells) > 1 else 0
        if lo != first:
            cand.add(lo - step)
        if hi != last:
            cand.add(hi + step)
    return sorted(cand - need)
