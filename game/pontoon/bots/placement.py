"""Placement search and sentence ordering for bots (spec §12.2, §12.3)."""

from __future__ import annotations

import random
from itertools import permutations
from typing import Any

from .. import board as bd
from ..observation import Observation
from ..subjects import fitting, phrases


def line_parts(o: Observation, p: int, cells: tuple[int, ...]) -> tuple[int, int, int, int]:
    """What §12.2 scores a line by: (opponents' cards it turns, of those the leader's,
    board cards adjacent, empty cells left beside it)."""
    scores = o.scores
    others = [q for q in range(o.players) if q != p]
    lead = max((scores[q] for q in others), default=0)
    adjacent = bd.adjacent_cards(cells, o.board)
    turned = leaders = 0
    for a in adjacent:
        owner = o.owner[a]
        if owner != p:
            turned += 1
            leaders += scores[owner] == lead
    own = set(cells)
    empty_near = {n for c in cells for n in bd.NEIGHBOURS[c] if o.board[n] < 0 and n not in own}
    return turned, leaders, len(adjacent), len(empty_near)


def line_score(o: Observation, p: int, cells: tuple[int, ...], leader_bonus: bool) -> float:
    turned, leaders, adjacent, empty_near = line_parts(o, p, cells)
    # +1 per card turned and +0.5 per leader's card: sums of halves, exact in floats
    score = turned + (0.5 * leaders if leader_bonus else 0.0)
    return score + 0.2 * adjacent - 0.15 * empty_near


def choose_line(o: Observation, p: int, rng: random.Random, smart: bool,
                leader_bonus: bool, notes: dict[str, Any] | None = None
                ) -> tuple[str, tuple[int, ...]] | None:
    """The §12.2 line; `notes` (if given) gets how many lines were weighed, how many
    tied at the top and the top score."""
    lines = bd.consistent(bd.legal_lines(o.board, o.axis, o.target),
                          [cell for _, cell in o.placed])
    if not lines:
        return None
    if not smart:
        return rng.choice(lines)
    scored = [(line_score(o, p, cells, leader_bonus), i) for i, (_, cells) in enumerate(lines)]
    top = max(s for s, _ in scored)
    best = [i for s, i in scored if s >= top - 1e-9]
    best.sort()
    if notes is not None:
        notes.update(lines=len(lines), tied=len(best), score=top)
    return lines[best[0] if len(best) == 1 else rng.choice(best)]


def fit(role_a: str, role_b: str) -> int:
    """How many constrained phrases fit the object `role_b` (more variety = funnier)."""
    return len(fitting(role_b))


def card_order(o: Observation, cards: list[int], first: int | None) -> list[int]:
    """Order cards so each consecutive pair has fitting phrases, preferring an actor to
    start the sentence (§12.3 greedy over ≤ 5! orders)."""
    best, best_score = list(cards), -1.0
    for perm in permutations(cards):
        seq = ([first] if first is not None else []) + list(perm)
        score = 2.0 if o.roles[seq[0]] == "actor" else 0.0
        score += sum(fit(o.roles[a], o.roles[b]) for a, b in zip(seq, seq[1:], strict=False))
        if score > best_score:
            best, best_score = list(perm), score
    return best


def next_cell(line: tuple[int, ...], placed: list[int]) -> int:
    if not placed:
        return line[0]
    idx = [line.index(c) for c in placed]
    hi = max(idx)
    if hi + 1 < len(line):
        return line[hi + 1]
    return line[min(idx) - 1]


def pick_phrase(o: Observation, rng: random.Random) -> int:
    """The most specific offered phrase (constrained ones read better), ties at random."""
    table = phrases()
    offered = list(o.offered)
    rng.shuffle(offered)
    return min(offered, key=lambda i: len(table[i].objects))

