"""Sanity costs of Paranoid actions (spec §5.1)."""

from __future__ import annotations

from .catalogue import MINUS


def _fibonacci_costs(count: int) -> tuple[int, ...]:
    # The k-th action costs F(k-1): 0, 1, 1, 2, 3, 5, 8, 13, 21, ... (index 0 unused).
    costs = [0, 0, 1]
    while len(costs) <= count:
        costs.append(costs[-1] + costs[-2])
    return tuple(costs)


ACTION_COST = _fibonacci_costs(200)


def action_cost(k: int) -> int:
    """Fibonacci cost of the k-th Paranoid action of the phase (k starts at 1)."""
    return ACTION_COST[k] if k < len(ACTION_COST) else 10**9


def entry_cost(t: int) -> int:
    """Extra Sanity lost when counter type `t` enters an Accusation: 1 for a (-1) Method."""
    return 1 if MINUS[t] else 0


def affordable(sanity: int, cost: int) -> bool:
    """§7.2: an action may not bring Sanity to 0 or below."""
    return cost < sanity
