"""Spec §8: the end of the game and its scoring, as scenarios."""

from __future__ import annotations

from typing import Any

import pytest
from scenario import assert_illegal, kinds, of_kind, scenario, t

from game.paranoid import Accuse, Draw, Game, Options, Pass, Place, Reconceal, Strike
from game.paranoid.state import ENEMY, OVER

P0 = ["grays", "assassination", "world_peace"]
P1 = ["masons", "blackmail", "monopoly"]
P2 = ["hippies", "cults", "cloning", "total_surveillance"]


def last_counter_accused(score: list[int], sanity: list[int]) -> Game:
    """Everything is exposed but P0's world_peace; P0 is about to name it."""
    return scenario([P0, P1], exposed=[["grays", "assassination"], P1], score=score,
                    sanity=sanity, accusations=[[["fundies", "lobbying", "world_peace"]]])


def over_result(game: Game) -> dict[str, Any]:
    assert game.is_over and game.state.phase == OVER and game.current_player is None
    assert game.legal_actions() == []
    assert_illegal(game, Pass(), "§8")
    return game.result


def test_8_paranoid_victory_highest_score() -> None:
    game = last_counter_accused(score=[4, 4], sanity=[35, 35])
    events = game.apply(Accuse(0))  # P0 scores 5
    result = over_result(game)
    assert (result["kind"], result["winners"], result["shared"], result["draw"]) == (
        "paranoid", [0], False, False)
    # Checked right after the action: the phase never ended.
    assert kinds(events)[-1] == "game_over" and "phase_ended" not in kinds(events)


def test_8_paranoid_victory_tie_broken_by_sanity() -> None:
    game = last_counter_accused(score=[3, 4], sanity=[30, 31])
    game.apply(Accuse(0))
    assert over_result(game)["winners"] == [1]
    game = last_counter_accused(score=[3, 4], sanity=[32, 31])
    game.apply(Accuse(0))
    assert over_result(game)["winners"] == [0]


def test_8_paranoid_victory_remaining_tie_shared() -> None:
    game = last_counter_accused(score=[3, 4], sanity=[31, 31])
    game.apply(Accuse(0))
    result = over_result(game)
    assert (result["winners"], result["shared"], result["draw"]) == ([0, 1], True, False)


def test_8_paranoid_victory_an_insane_player_can_win() -> None:
    game = last_counter_accused(score=[3, 6], sanity=[30, 0])
    game.apply(Accuse(0))
    assert over_result(game)["winners"] == [1]


def test_8_victory_checked_after_every_action() -> None:
    """The check runs after the action that exposes the last counter, mid-phase."""
    game = scenario([P0, P1], exposed=[P0, ["masons", "blackmail"]], paranoid=[["lobbying"]],
                    accusations=[[["fundies", "monopoly"]]], score=[0, 0])
    game.apply(Place(t("lobbying"), 0))
    assert not game.is_over
    game.apply(Accuse(0))
    assert over_result(game)["kind"] == "paranoid" and game.state.score == [1, 0]


def enemy_strikes_last_sane(unexposed_p2: int) -> Game:
    """P1 and P2 are insane; P0 has Sanity 1 and its Enemy strikes its own Paranoid."""
    p2_exposed = P2[: len(P2) - unexposed_p2]
    game = scenario([P0 + ["coffee"], P1 + ["fundies"], P2], sanity=[1, 0, 0], phase=ENEMY,
                    exposed=[["grays", "coffee"], (), p2_exposed])
    return game


def test_8_enemy_victory_most_unexposed() -> None:
    game = enemy_strikes_last_sane(unexposed_p2=3)
    events = game.apply(Strike(0))
    assert of_kind(events, "insane") == [{"kind": "insane", "player": 0}]
    result = over_result(game)
    # Unexposed: P0 2, P1 4, P2 3.
    assert (result["kind"], result["winners"], result["shared"], result["draw"]) == (
        "enemy", [1], False, False)
    # Over at once, mid-turn (the Strike itself ends the Enemy phase).
    assert "turn_ended" not in kinds(events) and kinds(events)[-1] == "game_over"


def test_8_enemy_victory_tie_is_draw() -> None:
    game = enemy_strikes_last_sane(unexposed_p2=4)
    game.apply(Strike(0))
    result = over_result(game)
    assert (result["kind"], result["winners"], result["shared"], result["draw"]) == (
        "enemy", [1, 2], False, True)


def quiet_turn(**kw: Any) -> Game:
    """Turn 3 begins; both Plots hidden, Reserves within their limits."""
    return scenario([P0, P1 + ["fundies"]], turn=3, enemy=[["lobbying"], ["pop_music"]],
                    paranoid=[["propaganda"]], **kw)


def test_8_exhaustion() -> None:
    game = quiet_turn()
    events = []
    for _ in range(4):  # P0 Paranoid, P0 Enemy, P1 Paranoid, P1 Enemy: all pass
        events += game.apply(Pass())
    assert kinds(events)[-2:] == ["turn_ended", "game_over"]
    result = over_result(game)
    # Scored as an Enemy Victory: P1 has 4 unexposed counters, P0 3.
    assert (result["kind"], result["winners"], result["draw"]) == ("exhaustion", [1], False)


@pytest.mark.parametrize("first", ["place propaganda new", "strike 1", "give lobbying 1",
                                   "draw"])
def test_8_exhaustion_not_when_something_happened(first: str) -> None:
    game = quiet_turn()
    if first.startswith(("strike", "give")):
        game.apply(Pass())  # to P0's Enemy phase
    game.apply(first)
    if game.state.pending != -1:
        game.apply("stow reserve")
    while game.state.turn == 3:
        game.apply(Pass())
    assert not game.is_over and game.state.turn == 4
    while not game.is_over:  # a quiet turn 4 after it ends the game
        game.apply(Pass())
    assert game.result["kind"] == "exhaustion" and game.state.turn == 4


def test_8_exhaustion_not_when_turn_end_moved_a_counter() -> None:
    game = quiet_turn(exposed=[["grays", "assassination", "world_peace"]])
    events = []
    for _ in range(3):  # P0 Paranoid, (P0 Enemy passes itself), P1 Paranoid, P1 Enemy
        events += game.apply(Pass())
    assert of_kind(events, "auto_pass") == [{"kind": "auto_pass", "player": 0,
                                             "phase": ENEMY}]
    assert len(of_kind(events, "excess_moved")) == 1  # P0's lobbying, over a limit of 0
    assert not game.is_over and game.state.turn == 4


def test_8_exhaustion_not_when_a_counter_was_reconcealed() -> None:
    """Engine decision (docs/rules.md): a §9.11 re-conceal counts as something happening."""
    game = scenario([P0, P1], options=Options(aliens=True), turn=3, phase=ENEMY, actor=1,
                    order=[1, 0], exposed=[["assassination"], ()])
    game.apply(Pass())  # P1 ends its Enemy phase; P0's sequence follows
    game.apply(Pass())
    game.apply(Reconceal(t("assassination")))
    assert not game.is_over and game.state.turn == 4


def test_8_turn_limit() -> None:
    game = quiet_turn(options=Options(turn_limit=3), activity=True, phase=ENEMY, actor=1)
    events = game.apply(Pass())
    assert kinds(events)[-2:] == ["turn_ended", "game_over"]
    result = over_result(game)
    assert (result["kind"], result["winners"], result["draw"]) == ("turn_limit", [1], False)
    assert "3" in result["reason"]


def test_8_turn_limit_not_before_it_is_reached() -> None:
    game = quiet_turn(options=Options(turn_limit=4), activity=True, phase=ENEMY, actor=1)
    game.apply(Pass())
    assert not game.is_over and game.state.turn == 4


def test_8_turn_limit_tie_is_draw() -> None:
    game = scenario([P0, P1], turn=5, options=Options(turn_limit=5), activity=True,
                    phase=ENEMY, actor=1)
    game.apply(Pass())
    result = over_result(game)
    assert (result["kind"], result["winners"], result["draw"]) == ("turn_limit", [0, 1], True)


def test_8_turn_limit_setting() -> None:
    assert Options().turn_limit == 100
    assert Options.parse("turn_limit:60").turn_limit == 60
    with pytest.raises(ValueError):
        Options(turn_limit=0)


def test_8_every_plot_revealed_at_the_end() -> None:
    game = enemy_strikes_last_sane(unexposed_p2=3)
    assert game.observe(None).all_plots is None
    events = game.apply(Strike(0))
    over = of_kind(events, "game_over")[0]
    plots = [list(p) for p in game.state.plots]
    assert over["plots"] == plots and over["result"] == game.result
    assert over["exposed"] == game.state.exposed
    for viewer in (None, 0, 1, 2):
        obs = game.observe(viewer)
        assert obs.all_plots == plots and obs.result == game.result and obs.actor is None
    assert_illegal(game, Draw(), "§8")
