"""Spec §9: the optional rules (Aliens, Corporations, Delusions, play balance)."""

from __future__ import annotations

from collections import Counter
from collections.abc import Sequence
from typing import Any

import pytest
from scenario import (
    assert_illegal,
    build_plots,
    disjoint_plots,
    draws_allowed,
    kinds,
    of_kind,
    scenario,
    t,
    ts,
)

from game.paranoid import (
    Draw,
    Game,
    GameConfig,
    Give,
    Options,
    Pass,
    Pick,
    Reconceal,
    Strike,
)
from game.paranoid.catalogue import GOAL_A, GOAL_C, GOALS, IS_GOAL, IS_GROUP
from game.paranoid.plots import plot_problem
from game.paranoid.state import ENEMY, PARANOID, check_invariants

ALIENS = Options(aliens=True)
CORPS = Options(corporations=True)
DELUSIONS = Options(delusions=True)
ALL = Options(aliens=True, corporations=True, delusions=True)


def goal_picks(game: Game) -> set[int]:
    return {a.type for a in game.legal_actions() if a.kind == "pick" and IS_GOAL[a.type]}


def group_picks(game: Game) -> set[int]:
    return {a.type for a in game.legal_actions() if a.kind == "pick" and IS_GROUP[a.type]}


# ---------------------------------------------------------------- §9.11 Aliens

def test_9_11_aliens_plot_needs_goal_marked_a() -> None:
    assert "§9.11" in plot_problem(ts(["grays", "coffee", "monopoly"]), ALIENS)
    assert plot_problem(ts(["grays", "coffee", "immanentize_the_eschaton"]), ALIENS)
    assert plot_problem(ts(["grays", "coffee", "world_peace"]), ALIENS) is None
    assert plot_problem(ts(["masons", "coffee", "monopoly"]), ALIENS) is None  # no Alien
    assert plot_problem(ts(["grays", "coffee", "monopoly"]), Options()) is None  # rule off
    game = Game.new(GameConfig(players=2, options=ALIENS), 0)
    game.apply(Pick(t("the_elder_gods")))
    assert goal_picks(game) == {g for g in GOALS if GOAL_A[g]}
    assert_illegal(game, Pick(t("monopoly")), "§9.11/§9.12")
    game = Game.new(GameConfig(players=2, options=ALIENS), 0)
    game.apply(Pick(t("monopoly")))
    assert not group_picks(game) & set(ts(["grays", "nordics", "reptilians",
                                           "the_elder_gods"]))
    assert t("masons") in group_picks(game)


ALIEN_PLOT = ["grays", "coffee", "assassination", "world_peace"]
OTHER = ["masons", "blackmail", "monopoly"]


def alien_enemy(options: Options = ALIENS, **kw: Any) -> Game:
    kw.setdefault("exposed", [["coffee", "world_peace"], ["blackmail"]])
    return scenario([ALIEN_PLOT, OTHER], phase=ENEMY, options=options, score=[3, 2], **kw)


def test_9_11_aliens_reconceal() -> None:
    game = alien_enemy()
    reconceals = {a for a in game.legal_actions() if a.kind == "reconceal"}
    assert reconceals == {Reconceal(t("coffee")), Reconceal(t("world_peace"))}
    events = game.apply(Reconceal(t("coffee")))
    s = game.state
    assert s.exposed[0] == [False, False, False, True]
    assert s.score == [3, 2]  # exposure scores already earned stay
    # No laid-aside record in this hand-made position: nothing to return (see
    # test_9_11_reconceal_returns_the_laid_aside_counter_to_the_pool).
    assert of_kind(events, "reconcealed") == [{"kind": "reconcealed", "player": 0,
                                               "type": t("coffee"), "returned": False}]
    assert game.observe(None).players[0].exposed_types == [t("world_peace")]
    assert game.observe(1).players[0].concealed == 3
    # It is the whole Enemy phase: player 1's sequence begins.
    assert (s.actor, s.phase) == (1, PARANOID) and s.sanity == [35, 35]


def test_9_11_reconceal_returns_the_laid_aside_counter_to_the_pool() -> None:
    """§9.11: the laid-aside counter of a re-concealed type (the one its Accusation used)
    goes back into the Pool, so the type can be drawn and named again."""
    made = [{"by": 1, "turn": 1, "types": ts(["masons", "coffee", "monopoly"]),
             "exposed": [[0, t("coffee")]]},
            {"by": 1, "turn": 2, "types": ts(["hippies", "world_peace", "cults"]),
             "exposed": [[0, t("world_peace")]]}]
    game = alien_enemy(laid_aside=made)
    assert game.state.pool.count(t("coffee")) == 0  # one copy in the Plot, one laid aside
    events = game.apply(Reconceal(t("coffee")))
    s = game.state
    assert of_kind(events, "reconcealed") == [{"kind": "reconcealed", "player": 0,
                                               "type": t("coffee"), "returned": True}]
    assert s.pool.count(t("coffee")) == 1
    assert s.laid_aside[0]["types"] == ts(["masons", "monopoly"])
    assert s.laid_aside[0]["returned"] == [t("coffee")]
    assert s.laid_aside[0]["exposed"] == [[0, t("coffee")]]  # the record of what it did
    assert s.laid_aside[1]["types"] == ts(["hippies", "world_peace", "cults"])
    assert check_invariants(s) == []
    # Everyone sees it (the laid-aside counters are public): the type is nameable again.
    assert game.observe(None).laid_aside[0]["types"] == ts(["masons", "monopoly"])
    # A bot counts the returned copy as unseen again (in the Pool), the other as known
    # to be concealed in player 0's Plot.
    from game.paranoid.bots.knowledge import analyse
    k = analyse(game.observe(1))
    assert k.unseen(t("coffee")) == 2 and t("coffee") in k.known_concealed[0]


def test_9_11_reconceal_is_the_whole_enemy_phase() -> None:
    game = alien_enemy()
    game.apply(Draw())
    assert not any(a.kind == "reconceal" for a in game.legal_actions())
    assert_illegal(game, Reconceal(t("coffee")), "§9.11")


def test_9_11_reconceal_needs_an_unexposed_alien_group() -> None:
    game = alien_enemy(exposed=[["grays", "coffee"]])
    assert not any(a.kind == "reconceal" for a in game.legal_actions())
    assert_illegal(game, Reconceal(t("coffee")), "§9.11")
    # A second Alien group still hidden lets even the exposed one go face down.
    game = scenario([["grays", "nordics", "coffee", "world_peace"], OTHER], phase=ENEMY,
                    options=ALIENS, exposed=[["grays"]])
    assert {a for a in game.legal_actions() if a.kind == "reconceal"} == {Reconceal(t("grays"))}


def test_9_11_reconceal_only_an_exposed_counter_of_the_own_plot() -> None:
    game = alien_enemy()
    assert_illegal(game, Reconceal(t("assassination")), "§9.11")  # not exposed
    assert_illegal(game, Reconceal(t("blackmail")), "§9.11")  # another player's Plot


def test_9_11_no_reconceal_without_the_rule() -> None:
    game = alien_enemy(options=Options())
    assert not any(a.kind == "reconceal" for a in game.legal_actions())
    assert_illegal(game, Reconceal(t("coffee")), "§9.11")


def test_9_11_duplicate_comes_before_reconceal() -> None:
    game = alien_enemy(enemy=[["coffee"]])
    assert_illegal(game, Reconceal(t("coffee")), "§5.11")


# ---------------------------------------------------------------- §9.12 Corporations

def test_9_12_corporation_plot_needs_goal_marked_c() -> None:
    assert "§9.12" in plot_problem(ts(["big_pharma", "coffee", "world_peace"]), CORPS)
    assert plot_problem(ts(["big_pharma", "coffee", "total_surveillance"]), CORPS)
    assert plot_problem(ts(["big_pharma", "coffee", "monopoly"]), CORPS) is None
    assert plot_problem(ts(["big_pharma", "coffee", "world_peace"]), Options()) is None
    game = Game.new(GameConfig(players=2, options=CORPS), 0)
    game.apply(Pick(t("big_food")))
    assert goal_picks(game) == {g for g in GOALS if GOAL_C[g]}


def test_9_12_alien_and_corporation_need_a_goal_marked_both() -> None:
    both = Options(aliens=True, corporations=True)
    for goal in ("world_peace", "monopoly", "total_surveillance"):
        assert plot_problem(ts(["grays", "big_banks", "coffee", goal]), both)
    assert plot_problem(ts(["grays", "big_banks", "coffee", "global_domination"]), both) is None
    assert plot_problem(ts(["grays", "big_banks", "coffee", "world_peace"]), ALIENS) is None
    game = Game.new(GameConfig(players=2, options=both), 0)
    game.apply(Pick(t("grays")))
    game.apply(Pick(t("big_banks")))
    assert goal_picks(game) == set(ts(["global_domination", "global_warming",
                                       "undue_influence"]))


CORP_PLOT = ["big_banks", "lobbying", "bribery", "sustainable_prosperity"]



def test_9_12_corporation_extra_action() -> None:
    def game(options: Options) -> Game:
        return scenario([CORP_PLOT, OTHER], phase=ENEMY, options=options,
                        exposed=[["lobbying", "bribery"]])

    assert draws_allowed(game(CORPS)) == 3
    assert draws_allowed(game(Options())) == 2


def test_9_12_no_extra_action_once_the_corporation_is_exposed() -> None:
    game = scenario([CORP_PLOT, OTHER], phase=ENEMY, options=CORPS,
                    exposed=[["big_banks", "lobbying"]])
    assert draws_allowed(game) == 2


def test_9_12_extra_action_lost_by_a_self_accusation_before_the_enemy_phase() -> None:
    game = scenario([CORP_PLOT, OTHER], options=CORPS,
                    accusations=[[["big_banks", "cults", "obscene_profits"]]])
    game.apply("accuse 0")
    game.apply(Pass())
    assert game.state.phase == ENEMY and draws_allowed(game) == 3  # 4 - 1 exposed, no +1


# ---------------------------------------------------------------- §9.13 Delusions

def test_9_13_delusions_must_be_the_only_group() -> None:
    assert "§9.13" in plot_problem(ts(["delusions", "masons", "coffee", "monopoly"]), DELUSIONS)
    assert plot_problem(ts(["delusions", "masons", "coffee", "monopoly"]), Options()) is None
    game = Game.new(GameConfig(players=2, options=DELUSIONS), 0)
    game.apply(Pick(t("delusions")))
    assert group_picks(game) == set()
    game = Game.new(GameConfig(players=2, options=DELUSIONS), 0)
    game.apply(Pick(t("masons")))
    assert t("delusions") not in group_picks(game) and t("hippies") in group_picks(game)
    assert_illegal(game, Pick(t("delusions")), "§9.13")


def test_9_13_delusions_any_goal() -> None:
    for goal in GOALS:
        assert plot_problem([t("delusions"), t("coffee"), goal], ALL) is None


DELUSION_PLOT = ["delusions", "coffee", "monopoly"]
BIG_PLOT = ["masons", "blackmail", "bribery", "cults", "world_peace"]


def test_9_13_delusions_gives_only_to_self() -> None:
    game = scenario([DELUSION_PLOT, BIG_PLOT], phase=ENEMY, options=DELUSIONS,
                    enemy=[["lobbying", "coffee"]])
    assert {a for a in game.legal_actions() if a.kind == "give"} == {Give(t("coffee"), 0)}
    assert_illegal(game, Give(t("coffee"), 1), "§9.13")  # even a duplicate stays home
    game.apply(Give(t("coffee"), 0))
    assert {a for a in game.legal_actions() if a.kind == "give"} == {Give(t("lobbying"), 0)}
    assert_illegal(game, Give(t("lobbying"), 1), "§9.13")
    game = scenario([DELUSION_PLOT, BIG_PLOT], phase=ENEMY, enemy=[["lobbying"]])  # rule off
    assert Give(t("lobbying"), 1) in game.legal_actions()


def test_9_13_delusions_gives_only_to_self_even_once_exposed() -> None:
    game = scenario([DELUSION_PLOT, BIG_PLOT], phase=ENEMY, options=DELUSIONS,
                    exposed=[["delusions"]], enemy=[["lobbying"]])
    assert {a for a in game.legal_actions() if a.kind == "give"} == {Give(t("lobbying"), 0)}
    assert_illegal(game, Give(t("lobbying"), 1), "§9.13")


def last_strike(options: Options, exposed: Sequence[list[str]] = ()) -> Game:
    """P1 (insane) strikes P0 (Sanity 1): every Paranoid goes insane."""
    return scenario([DELUSION_PLOT, BIG_PLOT], phase=ENEMY, actor=1, options=options,
                    sanity=[1, 0], exposed=exposed)


def test_9_13_delusions_wins_outright() -> None:
    game = last_strike(DELUSIONS)
    events = game.apply(Strike(0))
    assert kinds(events)[-1] == "game_over"
    result = game.result
    # Outright: player 1 has more unexposed counters (5 against 3) but does not win.
    assert (result["kind"], result["winners"], result["shared"], result["draw"]) == (
        "delusions", [0], False, False)


def test_9_13_exposed_delusions_does_not_win() -> None:
    game = last_strike(DELUSIONS, exposed=[["delusions"]])
    game.apply(Strike(0))
    assert (game.result["kind"], game.result["winners"]) == ("enemy", [1])


def test_9_13_no_outright_win_without_the_rule() -> None:
    game = last_strike(Options())
    game.apply(Strike(0))
    assert (game.result["kind"], game.result["winners"]) == ("enemy", [1])


# ---------------------------------------------------------------- §9.2 play balance

def test_9_2_fewer_counters_removes_sets_of_seven() -> None:
    game = Game.new(GameConfig(players=3, options=Options(fewer=2)), 3)
    plots = disjoint_plots([7, 5, 3])
    events = build_plots(game, plots)
    s = game.state
    kinds_removed = Counter("group" if IS_GROUP[x] else "goal" if IS_GOAL[x] else "method"
                            for x in s.removed)
    assert kinds_removed == {"goal": 2, "group": 4, "method": 8}
    assert of_kind(events, "removed") == [{"kind": "removed", "count": 14}]
    assert of_kind(events, "setup_done") == [{"kind": "setup_done", "pool": 160 - 30 - 14,
                                              "removed": 14}]
    assert game.observe(1).removed_count == 14 and game.observe(None).pool_count == 116
    assert "removed" not in game.observe(1).to_json()  # their identities stay hidden
    assert [len(e) for e in s.enemy] == [7, 5, 3]  # Reserves filled after the removal
    assert check_invariants(s) == []


@pytest.mark.parametrize("seed", range(4))
def test_9_2_fewer_counters_keeps_free_twins(seed: int) -> None:
    game = Game.new(GameConfig(players=6, options=Options(fewer=10)), seed)
    plots = disjoint_plots([7] * 6)
    build_plots(game, plots)
    s = game.state
    assert len(s.removed) == 70
    in_plots = {x for plot in plots for x in plot}
    assert not in_plots & set(s.removed)  # every Plot type stays nameable
    free = Counter(s.pool) + Counter(x for e in s.enemy for x in e)
    assert all(free[x] == 1 for x in in_plots)


def test_9_2_fewer_counters_setting_bounds() -> None:
    assert Options.parse("fewer:2").fewer == 2
    with pytest.raises(ValueError, match="§9.2"):
        Options(fewer=11)


@pytest.mark.parametrize("value", [4, 100, 0])
def test_9_2_starting_sanity_range(value: int) -> None:
    with pytest.raises(ValueError, match="§9.2"):
        Options(sanity=value)


@pytest.mark.parametrize("value", [5, 12, 99])
def test_9_2_starting_sanity_is_used(value: int) -> None:
    game = Game.new(GameConfig(players=2, options=Options(sanity=value)), 1)
    build_plots(game, disjoint_plots([3, 4]))
    assert game.state.sanity == [value, value]
    assert all(v.sanity == value for v in game.observe(None).players)


def test_9_2_trade() -> None:
    game = Game.new(GameConfig(players=3, options=Options(trade=True)), 7)
    plots = disjoint_plots([4, 5, 7])
    events = build_plots(game, plots)
    s = game.state
    for receiver in range(3):
        owners = sorted(owner for owner, _ in s.traded_in[receiver])
        assert owners == [q for q in range(3) if q != receiver]  # one from every other set
        for owner, x in s.traded_in[receiver]:
            assert x in plots[owner] and x in s.enemy[receiver]
        assert game.observe(receiver).traded_in == s.traded_in[receiver]
    traded = [e for e in events if e.kind == "traded"]
    assert len(traded) == 6
    for e in traded:
        receiver, owner = e.view(None)["player"], e.view(None)["owner"]
        assert e.view(None) == {"kind": "traded", "player": receiver, "owner": owner}
        assert "type" in e.view(receiver) and "type" not in e.view(owner)
    # Leftover second copies went to the Pool; then the Reserves were filled.
    leftovers = [x for plot in plots for x in plot
                 if not any(x == y for tr in s.traded_in for _, y in tr)]
    assert len(leftovers) == 16 - 6
    in_reserves = Counter(x for e in s.enemy for x in e)
    assert all(s.pool.count(x) + in_reserves[x] == 1 for x in leftovers)
    assert [len(e) for e in s.enemy] == [4, 5, 7]
    assert check_invariants(s) == []


def test_9_2_trade_short_set_starts_to_the_left() -> None:
    game = Game.new(GameConfig(players=6, options=Options(trade=True)), 2)
    plots = disjoint_plots([3, 7, 7, 4, 7, 7])
    build_plots(game, plots)
    got_from = {q: {owner for owner, _ in game.state.traded_in[q]} for q in range(6)}
    # P0's set of 3 goes to P1, P2, P3; P3's set of 4 to P4, P5, P0, P1.
    assert {q for q in range(6) if 0 in got_from[q]} == {1, 2, 3}
    assert {q for q in range(6) if 3 in got_from[q]} == {4, 5, 0, 1}
    for owner in (1, 2, 4, 5):
        assert {q for q in range(6) if owner in got_from[q]} == set(range(6)) - {owner}
    # P0 and P3 received 5 traded counters, over their limits (3 and 4): no fill.
    assert [len(e) for e in game.state.enemy] == [5, 7, 7, 5, 7, 7]
