"""Spec §6 (the Enemy phase) and §7 (Sanity) as scenarios."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

import pytest
from scenario import (
    assert_illegal,
    build_plots,
    draws_allowed,
    kinds,
    of_kind,
    sanity_losses,
    scenario,
    t,
    ts,
)

from game.paranoid import (
    NEW,
    RESERVE,
    Accuse,
    Draw,
    Game,
    GameConfig,
    Give,
    Pass,
    Place,
    Shift,
    Strike,
)
from game.paranoid.state import ENEMY, PARANOID

PLOT = ["masons", "blackmail", "bribery", "monopoly"]
OTHER = ["hippies", "cults", "world_peace"]
THIRD = ["fundies", "templars", "cloning", "total_surveillance"]


def enemy_phase(plots: Sequence[list[str]] = (PLOT, OTHER, THIRD), **kw: Any) -> Game:
    """Player 0 in its Enemy phase (three players unless `plots` says otherwise)."""
    return scenario(list(plots), phase=ENEMY, **kw)


def gives(types: list[str], players: int) -> set[Give]:
    return {Give(t(x), q) for x in types for q in range(players)}


# ---------------------------------------------------------------- §6 allowance

def test_6_enemy_allowance_is_the_unexposed_count() -> None:
    game = enemy_phase(exposed=[["blackmail", "bribery"]], enemy=[["lobbying"]])
    assert game.observe(0).enemy_allowed == 2
    game.apply(Draw())
    game.apply(Give(t("lobbying"), 1))
    assert game.state.taken == 2 and game.legal_actions() == [Pass()]
    drawn = game.state.enemy[0][0]
    assert_illegal(game, Draw(), "§6")
    assert_illegal(game, Give(drawn, 1), "§6")
    assert_illegal(game, Strike(1), "§6")


def test_6_enemy_allowance_counted_at_each_action() -> None:
    """Exposing the own Plot in the Paranoid phase shrinks the Enemy phase after it."""
    def play(accuse: bool) -> int:
        game = scenario([PLOT, OTHER], accusations=[[["masons", "blackmail",
                                                      "obscene_profits"]]])
        if accuse:
            game.apply(Accuse(0))
        game.apply(Pass())
        assert game.state.phase == ENEMY
        return draws_allowed(game)

    assert play(accuse=False) == 4
    assert play(accuse=True) == 2


def test_6_enemy_draw_goes_to_enemy_reserve() -> None:
    game = enemy_phase(enemy=[["lobbying"]], pool=["propaganda"])
    events = game.apply(Draw())
    assert sorted(game.state.enemy[0]) == sorted(ts(["lobbying", "propaganda"]))
    assert of_kind(events, "drawn", 0) == [{"kind": "drawn", "player": 0, "zone": "enemy",
                                            "type": t("propaganda")}]
    assert Draw() not in game.legal_actions()  # the Pool is empty now
    assert_illegal(game, Draw(), "§6")


def test_6_give_to_any_paranoid_reserve_including_own() -> None:
    game = enemy_phase(enemy=[["lobbying", "propaganda"]], paranoid=[["pop_music"]])
    assert {a for a in game.legal_actions() if a.kind == "give"} == gives(
        ["lobbying", "propaganda"], 3)
    game.apply(Give(t("lobbying"), 2))
    game.apply(Give(t("propaganda"), 0))
    s = game.state
    assert s.enemy[0] == [] and s.paranoid[2] == [t("lobbying")]
    assert s.paranoid[0] == ts(["pop_music", "propaganda"])
    assert_illegal(game, Give(t("cults"), 1), "§6")  # not in the Enemy Reserve


def test_6_give_to_a_player_who_does_not_exist_names_rule_6() -> None:
    game = enemy_phase(enemy=[["lobbying"]])
    assert_illegal(game, Give(t("lobbying"), 5), "§6")
    assert_illegal(game, Give(t("lobbying"), -1), "§6")


# ---------------------------------------------------------------- §6 duplicates (§5.11)

def test_6_duplicate_must_be_given_next() -> None:
    game = enemy_phase(enemy=[["masons", "lobbying"]])
    assert set(game.legal_actions()) == gives(["masons"], 3)
    assert game.observe(0).must_give == [t("masons")]
    for refused in (Draw(), Pass(), Strike(1), Give(t("lobbying"), 1)):
        assert_illegal(game, refused, "§5.11")
    game.apply(Give(t("masons"), 2))
    legal = set(game.legal_actions())
    assert {Draw(), Pass()} | gives(["lobbying"], 3) == legal  # no Strike: an action taken
    assert game.state.paranoid[2] == [t("masons")]


def test_6_duplicate_of_an_exposed_plot_counter_is_forced_too() -> None:
    game = enemy_phase(exposed=[["masons"]], enemy=[["masons", "lobbying"]])
    assert set(game.legal_actions()) == gives(["masons"], 3)


def test_6_duplicate_drawn_must_be_given_next() -> None:
    game = enemy_phase(pool=["bribery"])
    game.apply(Draw())
    assert set(game.legal_actions()) == gives(["bribery"], 3)
    assert_illegal(game, Pass(), "§5.11")


def test_6_several_duplicates_given_in_any_order() -> None:
    game = enemy_phase(enemy=[["masons", "blackmail", "lobbying"]])
    assert set(game.legal_actions()) == gives(["masons", "blackmail"], 3)
    game.apply(Give(t("blackmail"), 1))
    assert set(game.legal_actions()) == gives(["masons"], 3)
    game.apply(Give(t("masons"), 0))
    assert Pass() in game.legal_actions()


def test_6_duplicate_with_no_action_left_moves_at_turn_end() -> None:
    game = scenario([PLOT, OTHER], exposed=[["masons", "blackmail", "bribery"]], phase=ENEMY,
                    order=[1, 0], actor=0, pool=["monopoly"])
    game.apply(Draw())  # the only allowed action brings a duplicate
    assert game.legal_actions() == [Pass()] and game.observe(0).must_give == []
    events = game.apply(Pass())
    moved = of_kind(events, "excess_moved", 0)
    assert [(v["type"], v["reason"]) for v in moved] == [(t("monopoly"), "duplicate")]
    assert of_kind(events, "excess_moved") == [{"kind": "excess_moved", "player": 0}]
    assert game.state.enemy[0] == [] and game.state.paranoid[0] == [t("monopoly")]
    assert sanity_losses(events, 0) == [] and "turn_ended" in kinds(events)


def test_6_duplicate_arrived_at_setup_must_be_given_first() -> None:
    plots = [["masons", "hippies", "blackmail", "bribery", "cults", "cloning", "monopoly"],
             ["grays", "fundies", "coffee", "hypnosis", "lobbying", "propaganda",
              "world_peace"]]
    for seed in range(100):
        game = Game.new(GameConfig(players=2), seed)
        build_plots(game, plots)
        s = game.state
        dups = {p: sorted(set(s.enemy[p]) & set(s.plots[p])) for p in range(2)}
        p = next((q for q in range(2) if dups[q]), None)
        if p is None:
            continue
        while not (s.phase == ENEMY and s.actor == p):
            legal = game.legal_actions()
            game.apply(Pass() if Pass() in legal else legal[0])
        assert set(game.legal_actions()) == {Give(x, q) for x in dups[p] for q in range(2)}
        return
    pytest.fail("no seed dealt a duplicate at setup")


# ---------------------------------------------------------------- §6 no action taken

def test_6_strike_only_when_no_action() -> None:
    game = enemy_phase()
    assert {Strike(0), Strike(1), Strike(2)} <= set(game.legal_actions())
    events = game.apply(Strike(1))
    assert game.state.sanity == [35, 34, 35]
    assert of_kind(events, "struck") == [{"kind": "struck", "player": 0, "target": 1}]
    assert sanity_losses(events, 1) == [(1, "enemy")]
    assert (game.state.actor, game.state.phase) == (1, PARANOID)  # the phase is over
    game = enemy_phase()
    game.apply(Draw())
    assert not any(a.kind == "strike" for a in game.legal_actions())
    assert_illegal(game, Strike(1), "§6")


def test_6_strike_own_paranoid() -> None:
    game = enemy_phase()
    game.apply(Strike(0))
    assert game.state.sanity == [34, 35, 35]


def test_6_strike_only_a_sane_paranoid() -> None:
    game = enemy_phase(sanity=[35, 0, 35])
    strikes = {a for a in game.legal_actions() if a.kind == "strike"}
    assert strikes == {Strike(0), Strike(2)}
    assert_illegal(game, Strike(1), "§6")
    assert_illegal(game, Strike(3), "§6")


def test_6_enemy_with_zero_allowed_actions_cannot_strike() -> None:
    game = enemy_phase(exposed=[PLOT], enemy=[["lobbying"]])
    assert game.legal_actions() == [Pass()]
    assert_illegal(game, Strike(1), "§6")
    assert_illegal(game, Give(t("lobbying"), 1), "§6")


def test_6_strike_may_be_declined() -> None:
    game = enemy_phase()
    events = game.apply(Pass())
    assert of_kind(events, "struck") == [] and game.state.sanity == [35, 35, 35]


def test_6_reserve_limits_only_at_turn_end() -> None:
    game = scenario([PLOT, OTHER], exposed=[["masons", "blackmail", "bribery"]], phase=ENEMY,
                    order=[1, 0], enemy=[["lobbying", "propaganda", "pop_music"]],
                    paranoid=[["coffee", "psychic_powers", "think_tanks", "hypnosis",
                               "spy_satellites", "weather_control", "men_in_black"]])
    assert Draw() in game.legal_actions()  # 3 already over a limit of 1: still allowed
    game.apply(Draw())
    assert len(game.state.enemy[0]) == 4
    events = game.apply(Pass())  # Turn End: the owner chooses 3 to move
    assert game.state.phase == "excess" and "turn_ended" not in kinds(events)
    while game.state.phase == "excess":
        game.apply(game.legal_actions()[0])
    assert len(game.state.enemy[0]) == 1
    assert len(game.state.paranoid[0]) == 10  # no limit on the Paranoid Reserve


# ---------------------------------------------------------------- §7 Sanity

def test_7_sanity_never_rises_refund() -> None:
    game = scenario([PLOT, OTHER], accusations=[[["hippies", "coffee"], ["fundies"]]])
    seen = [35]
    for action in (Shift(0, t("coffee"), 1), Shift(1, t("coffee"), 0),
                   Shift(0, t("coffee"), RESERVE), Place(t("coffee"), 1),
                   Shift(1, t("coffee"), RESERVE)):
        events = game.apply(action)
        assert all(v["amount"] > 0 for v in of_kind(events, "sanity_lost"))
        seen.append(game.state.sanity[0])
    # 0+1, 1+1, 1 (back to the Reserve: no refund), 2+1, 3.
    assert seen == [35, 34, 32, 31, 28, 25]
    assert game.state.paranoid[0] == [t("coffee")]


def test_7_insane_paranoid_takes_no_actions() -> None:
    game = scenario([PLOT, OTHER], sanity=[0, 35], paranoid=[["lobbying"]],
                    accusations=[[["hippies", "cults", "world_peace"]]])
    assert game.legal_actions() == [Pass()]
    for refused in (Draw(), Place(t("lobbying"), NEW), Accuse(0)):
        assert_illegal(game, refused, "§7")
    game.apply(Pass())
    assert (game.state.actor, game.state.phase) == (0, ENEMY)  # its Enemy still acts


def test_7_reaching_zero_makes_insane_and_the_enemy_still_acts() -> None:
    game = enemy_phase(sanity=[35, 1, 35], enemy=[[], ["lobbying"]])
    events = game.apply(Strike(1))
    assert game.state.sanity == [35, 0, 35]
    assert of_kind(events, "insane") == [{"kind": "insane", "player": 1}]
    # Player 1 is next: its Paranoid phase passes by itself, its Enemy acts.
    assert of_kind(events, "auto_pass") == [{"kind": "auto_pass", "player": 1,
                                             "phase": PARANOID}]
    assert (game.state.actor, game.state.phase) == (1, ENEMY)
    assert {Draw(), Give(t("lobbying"), 0)} <= set(game.legal_actions())
    game.apply(Give(t("lobbying"), 0))
    assert game.state.paranoid[0] == [t("lobbying")] and not game.is_over
