"""Property tests of the rules (hypothesis): §3 Plot building, §4 order, §5.1 costs, §5.2."""

from __future__ import annotations

import random

from hypothesis import given, settings
from hypothesis import strategies as st
from scenario import disjoint_plots, scenario

from game.paranoid import Draw, Options, Pass, Stow, random_plot
from game.paranoid.accusations import can_take, is_complete
from game.paranoid.catalogue import GOAL_A, GOAL_C, GOALS, GROUPS, N_TYPES
from game.paranoid.costs import action_cost
from game.paranoid.plots import addable_types, can_add, kind_counts, plot_problem
from game.paranoid.state import ENEMY, check_invariants

FAST = settings(max_examples=60, deadline=None, database=None)
QUICK = settings(deadline=None, database=None)

options_st = st.builds(Options, aliens=st.booleans(), corporations=st.booleans(),
                       delusions=st.booleans())


def earlier_plots(rnd: random.Random, options: Options, count: int) -> set[int]:
    """Types taken by `count` Plots built before, as in a real game (§3.2)."""
    taken: set[int] = set()
    for _ in range(count):
        taken.update(random_plot(rnd, options, taken))
    return taken


# ---------------------------------------------------------------- §5.1

def test_5_1_fibonacci_cost_table() -> None:
    assert [action_cost(k) for k in range(1, 11)] == [0, 1, 1, 2, 3, 5, 8, 13, 21, 34]


@QUICK
@given(st.integers(1, 150))
def test_5_1_fibonacci_recurrence(k: int) -> None:
    assert action_cost(k + 2) == action_cost(k + 1) + action_cost(k)


@FAST
@given(sanity=st.integers(1, 99), taken=st.integers(0, 12))
def test_5_1_draw_allowed_iff_cost_leaves_sanity(sanity: int, taken: int) -> None:
    game = scenario(disjoint_plots([3, 3]), options=Options(sanity=99), sanity=[sanity, 99],
                    taken=taken, pool=[40, 60])  # a (-1) and an ordinary Method
    cost = action_cost(taken + 1)
    assert (Draw() in game.legal_actions()) == (cost < sanity)
    if cost < sanity:
        game.apply(Draw())
        assert game.state.sanity[0] == sanity - cost
        if game.state.pending != -1:
            game.apply(Stow(-1))
        assert game.state.taken == taken + 1


# ---------------------------------------------------------------- §3.2 Plot building

@FAST
@given(seed=st.integers(0, 2**32), options=options_st, before=st.integers(0, 5))
def test_3_random_plot_is_always_legal(seed: int, options: Options, before: int) -> None:
    rnd = random.Random(seed)
    taken = earlier_plots(rnd, options, before)
    plot = random_plot(rnd, options, taken)
    assert plot_problem(plot, options, taken) is None
    assert 3 <= len(plot) <= 7 and not set(plot) & taken


@FAST
@given(data=st.data(), options=options_st, before=st.integers(0, 5),
       gone=st.sets(st.sampled_from(GOALS + GROUPS[:10])))
def test_3_can_add_never_leads_to_a_dead_end(data: st.DataObject, options: Options,
                                             before: int, gone: set[int]) -> None:
    """Whatever is unavailable (earlier Plots, plus any Goals or Alien/Corporation groups),
    adding any type `can_add` accepts always leaves a way to finish the Plot."""
    taken = earlier_plots(random.Random(data.draw(st.integers(0, 2**32))), options, before)
    taken |= gone
    draft: list[int] = []
    while True:
        addable = [x for x in range(N_TYPES) if can_add(draft, x, options, taken)]
        assert addable_types(draft, options, taken) == addable
        finished = plot_problem(draft, options, taken) is None
        assert finished or addable or not draft, f"dead end at {draft}"
        if not addable or (finished and data.draw(st.booleans())):
            break
        draft.append(data.draw(st.sampled_from(addable)))
    assert plot_problem(draft, options, taken) is None or not draft


def test_3_no_dead_end_when_marked_goals_are_gone() -> None:
    a_goals = {g for g in GOALS if GOAL_A[g]}
    aliens = Options(aliens=True)
    assert not can_add([], GROUPS[0], aliens, a_goals)  # an Alien could take no Goal
    assert can_add([], GROUPS[10], aliens, a_goals)
    both = Options(aliens=True, corporations=True)
    ac_goals = {g for g in GOALS if GOAL_A[g] and GOAL_C[g]}
    assert can_add([GROUPS[0]], GROUPS[4], both, set())
    assert not can_add([GROUPS[0]], GROUPS[4], both, ac_goals)


# ---------------------------------------------------------------- §4

@FAST
@given(st.lists(st.tuples(st.integers(3, 7), st.integers(0, 7)), min_size=2, max_size=6),
       st.integers(0, 2**32))
def test_4_order_is_by_fewest_unexposed(shapes: list[tuple[int, int]], seed: int) -> None:
    plots = disjoint_plots([size for size, _ in shapes])
    exposed = [plot[: min(k, len(plot) - 1)] for plot, (_, k) in zip(plots, shapes)]
    n = len(plots)
    game = scenario(plots, exposed=exposed, phase=ENEMY, actor=n - 1, activity=True, seed=seed)
    game.apply(Pass())
    hidden = [game.state.unexposed(p) for p in game.state.order]
    assert hidden == sorted(hidden) and sorted(game.state.order) == list(range(n))


# ---------------------------------------------------------------- §5.2

@QUICK
@given(st.lists(st.integers(0, N_TYPES - 1), max_size=40))
def test_5_2_can_take_never_breaks_the_limits(types: list[int]) -> None:
    acc: list[int] = []
    for x in types:
        if can_take(acc, x):
            acc.append(x)
        g, m, o = kind_counts(acc)
        assert g <= 2 and m <= 4 and o <= 1 and len(set(acc)) == len(acc)
    g, m, o = kind_counts(acc)
    assert is_complete(acc) == (g >= 1 and m >= 1 and o == 1)


@FAST
@given(data=st.data())
def test_5_2_legal_paranoid_moves_never_break_the_limits(data: st.DataObject) -> None:
    plots = disjoint_plots([3, 3])
    free = [x for x in range(N_TYPES) if all(x not in p for p in plots)]
    reserve = data.draw(st.lists(st.sampled_from(free), min_size=4, max_size=14, unique=True))
    game = scenario(plots, paranoid=[reserve], options=Options(sanity=99), sanity=[99, 99])
    for _ in range(12):
        moves = [a for a in game.legal_actions() if a.kind not in ("pass", "accuse")]
        if not moves:
            break
        before = game.state.sanity[0]
        game.apply(data.draw(st.sampled_from(moves)))
        assert game.state.sanity[0] <= before
        for acc in game.state.accusations[0]:
            g, m, o = kind_counts(acc)
            assert acc and g <= 2 and m <= 4 and o <= 1 and len(set(acc)) == len(acc)
        assert check_invariants(game.state) == []
