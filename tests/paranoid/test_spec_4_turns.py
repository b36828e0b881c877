"""Spec §4: turn order, Action Sequences and the Turn End Sequence, as scenarios."""

from __future__ import annotations

from typing import Any

from scenario import assert_illegal, kinds, of_kind, sanity_losses, scenario, t, ts

from game.core.events import Event
from game.paranoid import Excess, Game, Pass
from game.paranoid.state import ENEMY, EXCESS, PARANOID

PLOT5 = ["masons", "hippies", "coffee", "cults", "monopoly"]
PLOT4 = ["grays", "blackmail", "bribery", "world_peace"]
PLOT3 = ["fundies", "lobbying", "total_surveillance"]


def last_enemy_phase(plots: list[list[str]], **kw: Any) -> Game:
    """The last player in seat order is in its Enemy phase, about to end the turn."""
    n = len(plots)
    kw.setdefault("activity", True)
    return scenario(plots, phase=ENEMY, actor=n - 1, **kw)


def test_4_turn_order_fewest_unexposed_first() -> None:
    game = last_enemy_phase([PLOT5, PLOT4, PLOT3], exposed=[(), ["blackmail", "bribery"], ()])
    events = game.apply(Pass())
    # Unexposed: P0 5, P1 2, P2 3.
    assert of_kind(events, "turn_started") == [{"kind": "turn_started", "turn": 2,
                                                "order": [1, 2, 0]}]
    s = game.state
    assert (s.order, s.actor, s.phase, s.turn, s.taken) == ([1, 2, 0], 1, PARANOID, 2, 0)


def test_4_turn_order_ties_broken_at_random() -> None:
    orders = set()
    for seed in range(16):
        results = []
        for _ in range(2):  # the same seed gives the same order
            game = last_enemy_phase([PLOT4, PLOT3, ["hippies", "cults", "monopoly"]],
                                    seed=seed)
            game.apply(Pass())
            results.append(tuple(game.state.order))
        assert results[0] == results[1]
        assert results[0][2] == 0  # the 4-counter Plot always goes last
        orders.add(results[0])
    assert orders == {(1, 2, 0), (2, 1, 0)}


def test_4_action_sequence_paranoid_then_enemy_then_next_player() -> None:
    game = scenario([PLOT5, PLOT4, PLOT3], order=[2, 0, 1], actor=2)
    events = game.apply(Pass())
    assert [(v["kind"], v["player"], v["phase"]) for v in views_of(events)] == [
        ("phase_ended", 2, PARANOID), ("phase_started", 2, ENEMY)]
    assert (game.state.actor, game.state.phase) == (2, ENEMY)
    events = game.apply(Pass())
    assert [(v["kind"], v["player"], v["phase"]) for v in views_of(events)] == [
        ("phase_ended", 2, ENEMY), ("phase_started", 0, PARANOID)]
    assert (game.state.actor, game.state.phase, game.state.order_pos) == (0, PARANOID, 1)


def views_of(events: list[Event]) -> list[dict[str, Any]]:
    return [e.view(None) for e in events if e.kind in ("phase_started", "phase_ended")]


def test_4_insane_paranoid_skips_paranoid_phase() -> None:
    game = scenario([PLOT5, PLOT4], sanity=[35, 0], phase=ENEMY, actor=0)
    events = game.apply(Pass())
    assert of_kind(events, "auto_pass") == [{"kind": "auto_pass", "player": 1,
                                             "phase": PARANOID}]
    assert (game.state.actor, game.state.phase) == (1, ENEMY)  # its Enemy still acts
    assert Pass() in game.legal_actions() and len(game.legal_actions()) > 1


def test_4_no_unexposed_counter_enemy_phase_has_zero_actions() -> None:
    game = scenario([PLOT5, PLOT4], exposed=[(), PLOT4], enemy=[[], ["cults"]], actor=1,
                    activity=True)
    assert game.state.unexposed(1) == 0
    events = game.apply(Pass())  # P1's Paranoid still acts; its Enemy has nothing to do
    assert of_kind(events, "auto_pass") == [{"kind": "auto_pass", "player": 1, "phase": ENEMY}]
    assert of_kind(events, "struck") == [] and of_kind(events, "given") == []
    assert "turn_ended" in kinds(events)


def test_4_insane_and_outed_player_is_skipped_entirely() -> None:
    game = scenario([PLOT5, PLOT4, PLOT3], exposed=[(), PLOT4, ()], sanity=[35, 0, 35],
                    phase=ENEMY, actor=0)
    events = game.apply(Pass())
    assert [(v["player"], v["phase"]) for v in of_kind(events, "auto_pass")] == [
        (1, PARANOID), (1, ENEMY)]
    assert (game.state.actor, game.state.phase) == (2, PARANOID)


def test_4_turn_end_excess_owner_choice() -> None:
    # P0 has one unexposed counter and three in its Enemy Reserve: two must go.
    game = last_enemy_phase([PLOT4, PLOT3], exposed=[["grays", "blackmail", "bribery"], ()],
                            enemy=[["cults", "cloning", "hypnosis"], []],
                            paranoid=[["propaganda"], []])
    events = game.apply(Pass())
    s = game.state
    assert (s.phase, s.actor) == (EXCESS, 0) and "turn_ended" not in kinds(events)
    assert set(game.legal_actions()) == {Excess(x) for x in ts(["cults", "cloning", "hypnosis"])}
    assert_illegal(game, Pass(), "§4")
    assert_illegal(game, Excess(t("masons")), "§4")  # not in the Enemy Reserve
    events = game.apply(Excess(t("cloning")))
    assert (s.phase, s.actor) == (EXCESS, 0)
    assert set(game.legal_actions()) == {Excess(t("cults")), Excess(t("hypnosis"))}
    events += game.apply(Excess(t("cults")))
    assert s.enemy[0] == [t("hypnosis")]
    assert sorted(s.paranoid[0]) == sorted(ts(["propaganda", "cloning", "cults"]))
    assert sanity_losses(events, 0) == [] and s.sanity == [35, 35]  # no Sanity cost
    assert of_kind(events, "excess_moved") == [{"kind": "excess_moved", "player": 0}] * 2
    assert [v["type"] for v in of_kind(events, "excess_moved", 0)] == ts(["cloning", "cults"])
    assert "turn_ended" in kinds(events) and s.turn == 2


def test_4_turn_end_asks_even_between_identical_counters() -> None:
    game = last_enemy_phase([PLOT4, PLOT3], exposed=[["grays", "blackmail", "bribery"], ()],
                            enemy=[["cults", "cults"], []])
    game.apply(Pass())
    assert game.state.phase == EXCESS and game.legal_actions() == [Excess(t("cults"))]


def test_4_turn_end_moves_everything_without_asking_when_plot_exposed() -> None:
    game = last_enemy_phase([PLOT4, PLOT3], exposed=[PLOT4, ()],
                            enemy=[["cults", "cloning"], ["hypnosis"]])
    events = game.apply(Pass())
    assert game.state.enemy[0] == []
    assert sorted(game.state.paranoid[0]) == sorted(ts(["cults", "cloning"]))
    assert game.state.enemy[1] == [t("hypnosis")]  # within its limit of 3
    assert len(of_kind(events, "excess_moved")) == 2 and "turn_ended" in kinds(events)
    assert game.state.phase == PARANOID and game.state.turn == 2


def test_4_turn_end_within_limit_nothing_moves() -> None:
    game = last_enemy_phase([PLOT4, PLOT3], enemy=[["cults", "cults", "cloning", "hypnosis"],
                                                   ["assassination", "assassination"]])
    events = game.apply(Pass())
    assert of_kind(events, "excess_moved") == []
    assert len(game.state.enemy[0]) == 4 and len(game.state.enemy[1]) == 2


def test_4_turn_end_each_overfull_player_chooses_in_turn() -> None:
    game = last_enemy_phase([PLOT4, PLOT3], exposed=[["grays", "blackmail", "bribery"],
                                                     ["fundies", "lobbying"]],
                            enemy=[["cults", "cloning"], ["hypnosis", "propaganda"]])
    game.apply(Pass())
    assert (game.state.phase, game.state.actor) == (EXCESS, 0)
    game.apply(Excess(t("cults")))
    assert (game.state.phase, game.state.actor) == (EXCESS, 1)
    assert set(game.legal_actions()) == {Excess(t("hypnosis")), Excess(t("propaganda"))}
    events = game.apply(Excess(t("propaganda")))
    assert game.state.enemy == [[t("cloning")], [t("hypnosis")]]
    assert "turn_ended" in kinds(events) and game.state.phase == PARANOID
