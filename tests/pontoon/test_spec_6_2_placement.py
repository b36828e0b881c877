"""§6.2 placement rules: grid, straight line, connection, centre first, no extension
(T, L and parallel contacts allowed), and the legal-cell listing (§6.2 UI help)."""

import random

from game.pontoon import board as bd
from game.pontoon.board import CENTRE, NONE, H, V, legal_lines, line_cells, line_ok, next_cells


def empty():
    return [-1] * 121, [""] * 121


def lay(occ, ax, cells, axis):
    for c in cells:
        occ[c], ax[c] = 100 + c, axis


def cell(r, c):
    return r * 11 + c


def test_first_line_covers_centre():
    occ, ax = empty()
    lines = legal_lines(occ, ax, 3)
    assert lines and all(CENTRE in cells for _, cells in lines)
    assert len(lines) == 6  # 3 horizontal + 3 vertical through (5, 5)


def test_lines_stay_on_grid_and_straight():
    assert line_cells(cell(0, 9), H, 3) is None  # would leave the board
    assert line_cells(cell(9, 0), V, 3) is None
    assert line_cells(cell(0, 8), H, 3) == (8, 9, 10)
    occ, ax = empty()
    lay(occ, ax, [cell(0, 5), cell(1, 5)], V)
    for _, cells in legal_lines(occ, ax, 4):
        rows = {c // 11 for c in cells}
        cols = {c % 11 for c in cells}
        assert len(rows) == 1 or len(cols) == 1
        assert all(0 <= c < 121 for c in cells)
        steps = {b - a for a, b in zip(cells, cells[1:])}
        assert steps in ({1}, {11})  # consecutive, no gaps


def test_connected_to_the_board():
    occ, ax = empty()
    lay(occ, ax, [cell(5, 4), cell(5, 5), cell(5, 6)], H)
    lines = legal_lines(occ, ax, 2)
    assert lines
    for _, cells in lines:
        assert any(occ[n] >= 0 for c in cells for n in bd.NEIGHBOURS[c])
        assert all(occ[c] < 0 for c in cells)  # empty cells only


def test_no_extension_but_t_l_parallel_allowed():
    occ, ax = empty()
    lay(occ, ax, [cell(5, 4), cell(5, 5), cell(5, 6)], H)
    lines = set(legal_lines(occ, ax, 2))
    assert (H, (cell(5, 7), cell(5, 8))) not in lines  # simply lengthens the H line
    assert (H, (cell(5, 2), cell(5, 3))) not in lines
    assert (V, (cell(6, 5), cell(7, 5))) in lines  # a T below the middle
    assert (V, (cell(6, 4), cell(7, 4))) in lines  # an L at the end
    assert (H, (cell(4, 4), cell(4, 5))) in lines  # parallel, touching the side
    assert (V, (cell(5, 7), cell(6, 7))) in lines  # beyond the end but along another axis


def test_extension_test_uses_axis_of_the_old_card():
    occ, ax = empty()
    lay(occ, ax, [cell(4, 5), cell(5, 5), cell(6, 5)], V)
    lines = set(legal_lines(occ, ax, 2))
    assert (V, (cell(7, 5), cell(8, 5))) not in lines
    assert (H, (cell(7, 5), cell(7, 6))) in lines


def test_single_card_checks_both_directions():
    occ, ax = empty()
    lay(occ, ax, [cell(5, 4), cell(5, 5)], H)
    singles = {cells[0] for a, cells in legal_lines(occ, ax, 1)}
    assert all(a == NONE for a, _ in legal_lines(occ, ax, 1))
    assert cell(5, 6) not in singles and cell(5, 3) not in singles  # H neighbours left/right
    assert cell(4, 5) in singles and cell(6, 4) in singles  # above/below an H card is fine
    occ, ax = empty()
    lay(occ, ax, [cell(5, 5), cell(6, 5)], V)
    singles = {cells[0] for _, cells in legal_lines(occ, ax, 1)}
    assert cell(4, 5) not in singles and cell(7, 5) not in singles
    assert cell(5, 6) in singles


def test_board_edge():
    occ, ax = empty()
    lay(occ, ax, [cell(0, 5), cell(1, 5), cell(2, 5), cell(3, 5), cell(4, 5), cell(5, 5)], V)
    for _, cells in legal_lines(occ, ax, 5):
        assert len(cells) == 5 and all(0 <= c < 121 for c in cells)
    row0 = [cells for a, cells in legal_lines(occ, ax, 5) if a == H and cells[0] // 11 == 0]
    assert row0 and all(c // 11 == 0 for cells in row0 for c in cells)


def test_fast_listing_matches_the_rule_check():
    rng = random.Random(5)
    for _ in range(30):
        occ, ax = empty()
        for _ in range(rng.randrange(1, 12)):
            k = rng.randrange(2, 6)
            lines = legal_lines(occ, ax, k)
            if not lines:
                break
            a, cells = rng.choice(lines)
            lay(occ, ax, cells, a)
        for k in (1, 2, 3, 5):
            brute = lines_by_rule(occ, ax, k)
            assert sorted(legal_lines(occ, ax, k)) == sorted(brute)


def lines_by_rule(occ, ax, k):
    """Every legal line of k cards, found by checking each start cell with `line_ok`."""
    out = []
    for axis in ((NONE,) if k == 1 else (H, V)):
        for start in range(121):
            cells = line_cells(start, axis, k)
            if cells and line_ok(cells, axis, occ, ax, all(x < 0 for x in occ)):
                out.append((axis, cells))
    return out


def test_next_cells_keep_a_legal_completion():
    occ, ax = empty()
    lay(occ, ax, [cell(5, 4), cell(5, 5), cell(5, 6)], H)
    lines = legal_lines(occ, ax, 3)
    first = next_cells(lines, [])
    assert set(first) == {c for _, cells in lines for c in cells}
    start = cell(6, 5)
    nxt = next_cells(lines, [start])
    assert nxt and all(any({start, c} <= set(cells) for _, cells in lines) for c in nxt)
    assert all(abs(c - start) in (1, 11) for c in nxt)  # the run grows at its ends


def test_listing_matches_the_rule_check_on_any_board():
    """Boards of every kind (single §7.2 cards too, cards on the edges, crowded rows):
    the fast listing and the cell-by-cell rule give the same lines, for every length."""
    rng = random.Random(11)
    for _ in range(60):
        occ, ax = empty()
        for c in rng.sample(range(121), rng.randrange(0, 70)):
            occ[c], ax[c] = c, rng.choice((H, V, NONE))
        for k in range(1, 12):
            brute = lines_by_rule(occ, ax, k)
            assert legal_lines(occ, ax, k) == brute  # the same lines, in the same order
