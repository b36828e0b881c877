"""Building Plots (spec §3.2 and the Plot restrictions of §9.11–§9.13)."""

from __future__ import annotations

from collections.abc import Collection, Sequence
from typing import Protocol

from .catalogue import (
    CATEGORY,
    GOAL_A,
    GOAL_C,
    GOALS,
    GROUPS,
    IS_ALIEN,
    IS_CORPORATION,
    IS_DELUSION,
    IS_GOAL,
    IS_GROUP,
    IS_METHOD,
    KIND,
    METHODS,
    MINUS,
)
from .options import Options

MAX_GROUPS, MAX_METHODS, GOALS_PER_PLOT = 2, 4, 1  # §3.2, also an Accusation's limits §5.2
# How many of each kind a finished Plot holds (§3.2): (fewest, most), in kind_counts order.
PLOT_LIMITS = ((1, MAX_GROUPS), (1, MAX_METHODS), (GOALS_PER_PLOT, GOALS_PER_PLOT))


class RandomSource(Protocol):
    def randrange(self, n: int) -> int: ...


def kind_counts(types: Sequence[int]) -> tuple[int, int, int]:
    """(groups, methods, goals) among `types`."""
    g = m = o = 0
    for t in types:
        if IS_GROUP[t]:
            g += 1
        elif IS_METHOD[t]:
            m += 1
        else:
            o += 1
    return g, m, o


def kinds_within_limits(types: Sequence[int]) -> tuple[bool, bool, bool]:
    """Whether the groups, methods and goals among `types` each fit §3.2's counts."""
    return tuple(lo <= n <= hi for n, (lo, hi) in  # type: ignore[return-value]
                 zip(kind_counts(types), PLOT_LIMITS))


def goal_allowed(groups: Sequence[int], goal: int, options: Options) -> bool:
    """§9.11 / §9.12: Alien groups need an A goal, Corporation groups a C goal."""
    if options.aliens and any(IS_ALIEN[g] for g in groups) and not GOAL_A[goal]:
        return False
    return not (options.corporations and any(IS_CORPORATION[g] for g in groups)
                and not GOAL_C[goal])


def groups_allowed(groups: Sequence[int], options: Options) -> bool:
    """§9.13: Delusions must be the only Group of its Plot."""
    return not (options.delusions and len(groups) > 1 and any(IS_DELUSION[g] for g in groups))


def plot_problem(types: Sequence[int], options: Options,
                 unavailable: Collection[int] = ()) -> str | None:
    """Why `types` is not a legal finished Plot, or None if it is one."""
    if len(set(types)) != len(types):
        return "§3: a Plot holds different types only"
    taken = [t for t in types if t in unavailable]
    if taken:
        return "§3: a type already in an earlier Plot cannot stand in another"
    if not all(kinds_within_limits(types)):
        return "§3: a Plot is 1–2 Groups, 1–4 Methods and exactly 1 Goal"
    groups = [t for t in types if IS_GROUP[t]]
    if not groups_allowed(groups, options):
        return "§9.13: Delusions must be the only Group of its Plot"
    goal = next(t for t in types if IS_GOAL[t])
    if not goal_allowed(groups, goal, options):
        return "§9.11/§9.12: Alien groups need a Goal marked A, Corporations one marked C"
    return None


def add_problem(draft: Sequence[int], t: int, options: Options,
                unavailable: Collection[int]) -> str | None:
    """Why `t` may not join `draft` (the Plot builder shows it), or None if it may: the
    draft must still be able to become a legal Plot."""
    if t in unavailable:
        return "§3: that type is already in an earlier Plot; its twin must stay free"
    if t in draft:
        return "§3: a Plot holds different types only"
    new = [*draft, t]
    g, m, o = kind_counts(new)
    if g > MAX_GROUPS:
        return "§3: a Plot holds at most 2 Groups"
    if o > GOALS_PER_PLOT:
        return "§3: a Plot holds exactly 1 Goal: remove yours first"
    if m > MAX_METHODS:
        return "§3: a Plot holds at most 4 Methods"
    groups = [x for x in new if IS_GROUP[x]]
    if not groups_allowed(groups, options):
        return "§9.13: Delusions must be the only Group of its Plot"
    goals = [x for x in new if IS_GOAL[x]]
    if goals and groups and not goal_allowed(groups, goals[0], options):
        return "§9.11/§9.12: Alien groups need a Goal marked A, Corporations one marked C"
    if not completable(new, options, unavailable):
        return "§3: with that pick no legal Plot could be finished from the types left"
    return None


def can_add(draft: Sequence[int], t: int, options: Options,
            unavailable: Collection[int]) -> bool:
    """May `t` join `draft` so that the draft can still become a legal Plot?"""
    return add_problem(draft, t, options, unavailable) is None


def addable_types(draft: Sequence[int], options: Options,
                  unavailable: Collection[int]) -> list[int]:
    """Every type that `can_add` accepts, computed once per kind where the rules allow.

    Without the §9.1 rules, whether a type can join depends only on its kind, so one
    representative per kind decides for all (plot building is most of a random game).
    """
    free = [t for t in range(len(IS_GROUP)) if t not in unavailable and t not in draft]
    if options.aliens or options.corporations or options.delusions:
        return [t for t in free if can_add(draft, t, options, unavailable)]
    verdict: dict[str, bool] = {}
    out = []
    for t in free:
        kind = KIND[t]
        if kind not in verdict:
            verdict[kind] = can_add(draft, t, options, unavailable)
        if verdict[kind]:
            out.append(t)
    return out


def completable(draft: Sequence[int], options: Options, unavailable: Collection[int]) -> bool:
    """Is there a way to finish `draft` with available types? (No dead ends in the builder.)"""
    need_group = not any(IS_GROUP[x] for x in draft)
    need_goal = not any(IS_GOAL[x] for x in draft)
    need_method = not any(IS_METHOD[x] for x in draft)
    if need_method and all(x in unavailable or x in draft for x in METHODS):
        return False
    free_groups = [x for x in GROUPS if x not in unavailable and x not in draft] \
        if need_group else []
    free_goals = [x for x in GOALS if x not in unavailable and x not in draft] \
        if need_goal else []
    if (need_group and not free_groups) or (need_goal and not free_goals):
        return False
    if not (options.aliens or options.corporations or options.delusions):
        return True  # without §9.1 rules any Group goes with any Goal
    group_choices = [[x] for x in free_groups] or [[x for x in draft if IS_GROUP[x]]]
    goal_choices = free_goals or [x for x in draft if IS_GOAL[x]]
    return any(groups_allowed(gs, options) and goal_allowed(gs, goal, options)
               for gs in group_choices for goal in goal_choices)


def random_plot(rng: RandomSource, options: Options, unavailable: Collection[int] = (),
                size: int | None = None) -> list[int]:
    """A legal random Plot (the builder's "random plot" button, bots, tests).

    Picks a target shape first (so sizes 3..7 all occur), then types that keep it legal.
    """
    unavailable = set(unavailable)
    for _ in range(200):
        n_groups = 1 + rng.randrange(MAX_GROUPS)
        n_methods = 1 + rng.randrange(MAX_METHODS)
        if size is not None:
            n_methods = max(1, min(MAX_METHODS, size - 1 - n_groups))
        plot: list[int] = []
        for pool, want in ((GROUPS, n_groups), (GOALS, 1), (METHODS, n_methods)):
            for _ in range(want):
                choices = [t for t in pool if can_add(plot, t, options, unavailable)]
                if choices:
                    plot.append(choices[rng.randrange(len(choices))])
        if plot_problem(plot, options, unavailable) is None:
            return plot
    raise RuntimeError("no legal Plot could be built")  # cannot happen with 2–6 players


def clash_category(t: int) -> tuple:
    """What a clashed type is replaced "of the same kind and category where possible"
    (§3.3): a Group by one of its category, a (-1) Method by a (-1) Method, a Goal by
    one with the same A / C marks."""
    return KIND[t], CATEGORY[t], MINUS[t], GOAL_A[t], GOAL_C[t]


def clash_replacement(plot: Sequence[int], i: int, options: Options, busy: Collection[int],
                      rng: RandomSource) -> list[tuple[int, int]]:
    """Changes [(index, new type)] that settle the clash of `plot[i]` (§3.3): a random
    type in no Plot (`busy`: every type in any Plot or draft), of the same kind, of the
    same category where possible, keeping the Plot legal under `options`.

    Only if no single counter of that kind keeps the Plot legal (e.g. every Goal marked
    both A and C taken by Plots holding Alien and Corporation groups) does a second
    counter of the Plot change too: the Plot never changes size."""
    t = plot[i]

    def legal(changes: Sequence[tuple[int, int]]) -> bool:
        new = list(plot)
        for j, x in changes:
            new[j] = x
        return plot_problem(new, options) is None

    def free(kind: str) -> list[int]:
        return [x for x in range(len(KIND)) if KIND[x] == kind and x not in busy]

    same_kind = free(KIND[t])
    same = [x for x in same_kind if clash_category(x) == clash_category(t) and legal([(i, x)])]
    if same:
        return [(i, same[rng.randrange(len(same))])]
    single = [x for x in same_kind if legal([(i, x)])]
    if single:
        return [(i, single[rng.randrange(len(single))])]
    pairs = [[(i, x), (j, y)] for j in range(len(plot)) if j != i
             for x in same_kind for y in free(KIND[plot[j]]) if y != x and legal([(i, x), (j, y)])]
    if not pairs:
        raise RuntimeError("no legal replacement for a clashed type")  # cannot happen: ≤ 6 Plots
    return pairs[rng.randrange(len(pairs))]
