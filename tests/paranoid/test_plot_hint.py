"""The coach's whole Plot (§3.2, issue 33): `plot_hint` is the Plot the hard bot with the
hint's seed builds from the seat's position, legal, the same whatever the seat cannot
see, clear of the types it saw taken in open building, and told in its own numbers."""

from __future__ import annotations

from typing import Any

import pytest

from game.core.hints import MAX_WHY_CHARS, hint_seed
from game.paranoid import Finish, Game, Options, Pick
from game.paranoid.bots.hard import HardBot
from game.paranoid.catalogue import IS_GROUP, MINUS, type_name
from game.paranoid.hints import PlotHint, hint, plot_hint
from game.paranoid.plots import kind_counts, plot_problem
from game.paranoid.plugin import make_bot, make_config
from game.paranoid.setup import plot_actions
from game.paranoid.state import PLOT

ALL = {"aliens": True, "corporations": True, "delusions": True}
OPEN = {"plot_building": "open"}
TABLES = [(4, s, {}) for s in range(3)] + [(3, s, ALL) for s in range(3)] \
    + [(5, s, OPEN) for s in range(3)] + [(5, s, {**OPEN, **ALL}) for s in range(2)]


def positions(players: int, seed: int, opts: dict[str, Any]):
    """(game, seat, hint seed) where a seat builds: before its first pick and after its
    second (medium bots build the Plots in between)."""
    g = Game.new(make_config(["medium"] * players, [f"P{i}" for i in range(players)], opts),
                 seed)
    bots = [make_bot("medium", p, seed + p) for p in range(players)]
    out = []
    while g.state.phase == PLOT:
        p = g.waiting_for[0]
        obs = g.observe(p)
        if len(obs.plot) in (0, 2):
            out.append((g.clone(), p, hint_seed(seed, p, len(g.record))))
        g.apply(bots[p].choose(obs, g.legal_actions(p)), p)
    return out


POSITIONS = [pos for table in TABLES for pos in positions(*table)]


def unavailable(obs: Any) -> set[int]:
    return set() if Options.from_json(obs.options).blind else set(obs.seen_taken)


def built_by_hard(g: Game, p: int, seed: int) -> tuple[list[int], list[Any]]:
    """The Plot a HardBot(p, seed) builds in the real game from here, pick by pick, and
    the steps it took."""
    g = g.clone()
    bot = HardBot(p, seed)
    steps = []
    while g.state.phase == PLOT and g.waiting_for[0] == p:
        obs, legal = g.observe(p), g.legal_actions(p)
        # the seat's own view gives the engine's legal moves (what plot_hint steps through)
        assert plot_actions(obs.plot, Options.from_json(obs.options), unavailable(obs)) == legal
        step = bot.choose(obs, legal)
        steps.append(step)
        plot = list(obs.plot) + ([step.type] if isinstance(step, Pick) else [])
        g.apply(step, p)
    assert isinstance(steps[-1], Finish)
    return plot, steps


def test_the_coachs_plot_is_the_plot_the_hard_bot_builds_from_there() -> None:
    kinds = set()
    for g, p, seed in POSITIONS:
        obs, legal = g.observe(p), g.legal_actions(p)
        h = plot_hint(obs, legal, p, seed)
        plot, steps = built_by_hard(g, p, seed)
        assert isinstance(h, PlotHint)
        assert list(h.plot) == plot and h.action == steps[0] and h.action in legal
        assert list(h.plot[:len(obs.plot)]) == obs.plot  # the picks made stay
        assert plot_problem(h.plot, Options.from_json(obs.options), unavailable(obs)) is None
        kinds.add(kind_counts(h.plot))
    assert len(POSITIONS) > 40 and {(2, 4, 1), (1, 4, 1)} <= kinds  # Delusions stands alone


def test_each_pick_the_table_hints_is_the_next_step_of_that_plot() -> None:
    for g, p, seed in POSITIONS[::3]:
        obs, legal = g.observe(p), g.legal_actions(p)
        whole, step = plot_hint(obs, legal, p, seed), hint(obs, legal, p, seed)
        assert step.action == whole.action
        assert f"of {len(whole.plot)} counters" in step.why[0]
        if isinstance(step.action, Pick):
            assert type_name(step.action.type, obs.subculture) in step.why[0]


def test_the_coachs_plot_is_the_same_whatever_the_seat_cannot_see() -> None:
    checked = 0
    for g, p, seed in POSITIONS[::2]:
        h = plot_hint(g.observe(p), g.legal_actions(p), p, seed)
        for k in (1, 2):
            twin = g.redeal(p, seed + k)
            assert twin.observe(p) == g.observe(p)
            again = plot_hint(twin.observe(p), twin.legal_actions(p), p, seed)
            assert again == h and again.plot == h.plot and again.why == h.why
            checked += 1
    assert checked > 20


@pytest.mark.parametrize("players,seed", [(5, s) for s in range(6)] + [(6, 9)])
def test_open_building_leaves_the_types_the_seat_saw_taken(players: int, seed: int) -> None:
    late = [(g, p, s) for g, p, s in positions(players, seed, OPEN) if p >= 2]
    assert late
    for g, p, s in late:
        obs = g.observe(p)
        taken = set(obs.seen_taken)
        assert len(taken) >= 2 * 6
        h = plot_hint(obs, g.legal_actions(p), p, s)
        assert not taken & set(h.plot), (p, sorted(taken & set(h.plot)))
        assert list(h.plot) == built_by_hard(g, p, s)[0]


def test_the_words_quote_the_plots_own_numbers() -> None:
    rules = 0
    for g, p, seed in POSITIONS:
        obs = g.observe(p)
        h = plot_hint(obs, g.legal_actions(p), p, seed)
        said = " ".join(h.why)
        assert 1 <= len(h.why) <= 2 and all(len(w) <= MAX_WHY_CHARS for w in h.why)
        assert h.numbers and all(f"{n:g}" in said for n in h.numbers)
        groups, methods, goals = kind_counts(h.plot)
        assert h.why[0].startswith(f"Build {len(h.plot)} counters ({groups} Group")
        assert f"{methods} Methods" in h.why[0] and "Enemy Victory (§8)" in h.why[0]
        assert {len(h.plot), groups, methods} <= set(h.numbers)
        minus = sum(1 for t in h.plot if MINUS[t])
        if "(-1) Method" in said:
            assert f"{minus} (-1) Method" in said and minus in h.numbers
        named = [t for t in h.plot if IS_GROUP[t] and type_name(t, obs.subculture) in h.why[1]]
        if any(rule in said for rule in ("§9.11", "§9.12", "§9.13")):
            assert named, h.why  # the optional rule's Group is named
            rules += 1
        elif not any(obs.options.get(o) for o in ALL):
            assert minus == 0 or "(-1)" in said  # without a rule the (-1) Methods are told
    assert rules >= 5
