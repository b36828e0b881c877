"""Checks that must hold after every action; the simulator and tests run them."""

from __future__ import annotations

from .state import State, check_invariants


def step_problems(before: State, after: State) -> list[str]:
    """Position problems of `after`, plus what may not change between two steps."""
    problems = check_invariants(after)
    for p in range(after.n):
        if after.sanity[p] > before.sanity[p]:
            problems.append(f"player {p}'s Sanity rose (§7)")
        if after.sanity[p] < 0:
            problems.append(f"player {p}'s Sanity is below 0 (§7)")
        if after.score[p] < before.score[p]:
            problems.append(f"player {p}'s exposure score fell")
    return problems
