"""Spec §5: the Paranoid phase — actions, §5.1 costs and limits, §5.2 Accusations."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from scenario import assert_illegal, kinds, of_kind, sanity_losses, scenario, t, ts

from game.paranoid import NEW, RESERVE, Accuse, Draw, Game, Options, Pass, Place, Shift, Stow
from game.paranoid.accusations import accusation_sentence
from game.paranoid.state import ENEMY, NONE, PARANOID

P0 = ["grays", "assassination", "world_peace"]
P1 = ["masons", "blackmail", "monopoly"]
P2 = ["hippies", "templars", "cults", "cloning", "total_surveillance"]
FIB = [0, 1, 1, 2, 3, 5, 8, 13, 21, 34]


def paranoid(reserve: list[str], accs: Sequence[list[str]] = (), **kw: Any) -> Game:
    """Player 0 in its Paranoid phase (2 players unless `plots` is given)."""
    plots = kw.pop("plots", [P0, P1])
    return scenario(plots, paranoid=[reserve], accusations=[accs], **kw)


# ---------------------------------------------------------------- §5 actions

def test_5_pass_at_any_time_even_before_any_action() -> None:
    game = paranoid(["disinformation"])
    assert Pass() in game.legal_actions()
    events = game.apply(Pass())
    assert (game.state.phase, game.state.actor) == (ENEMY, 0)
    assert sanity_losses(events, 0) == [] and game.state.paranoid[0] == [t("disinformation")]


def test_5_draw_then_the_drawer_stows_it() -> None:
    game = paranoid([], [["masons"], ["fundies", "hippies"]], pool=["cults"])
    events = game.apply(Draw())
    s = game.state
    assert s.pending == t("cults") and s.pool == [] and s.taken == 1
    assert of_kind(events, "drawn", 0) == [{"kind": "drawn", "player": 0, "zone": "hand",
                                            "type": t("cults")}]
    # Reserve, or an Accusation in progress that can take it; never a new one.
    assert set(game.legal_actions()) == {Stow(RESERVE), Stow(0), Stow(1)}
    for refused in (Pass(), Draw(), Place(t("cults"), NEW)):
        assert_illegal(game, refused, "§5")
    assert_illegal(game, Stow(NEW), "§5")
    events = game.apply(Stow(1))
    assert s.accusations[0] == [[t("masons")], ts(["fundies", "hippies", "cults"])]
    assert s.pending == NONE and of_kind(events, "stowed") == [
        {"kind": "stowed", "player": 0, "to": 1}]


def test_5_draw_with_no_accusation_goes_straight_to_reserve() -> None:
    game = paranoid([], [], pool=["cults"])
    events = game.apply(Draw())
    assert kinds(events) == ["drawn", "stowed"] and game.state.paranoid[0] == [t("cults")]
    assert game.state.pending == NONE and Pass() in game.legal_actions()


def test_5_draw_stow_only_into_accusation_that_can_take_it() -> None:
    game = paranoid([], [["masons", "fundies"], ["hippies"]], pool=["templars"])
    game.apply(Draw())
    assert set(game.legal_actions()) == {Stow(RESERVE), Stow(1)}  # acc 0 has 2 Groups
    assert_illegal(game, Stow(0), "§5.2")
    game.apply(Stow(RESERVE))
    assert game.state.paranoid[0] == [t("templars")]


def test_5_draw_not_possible_from_empty_pool() -> None:
    game = paranoid(["disinformation"], pool=[])
    assert Draw() not in game.legal_actions()
    assert_illegal(game, Draw(), "§5")


def test_5_place_into_accusation_or_a_new_one() -> None:
    game = paranoid(["disinformation", "fundies", "hippies"], [["masons"]])
    legal = set(game.legal_actions())
    assert {Place(t("disinformation"), 0), Place(t("disinformation"), NEW),
            Place(t("fundies"), 0), Place(t("hippies"), NEW)} <= legal
    assert Place(t("disinformation"), RESERVE) not in legal
    game.apply(Place(t("fundies"), 0))
    game.apply(Place(t("disinformation"), NEW))
    s = game.state
    assert s.accusations[0] == [ts(["masons", "fundies"]), [t("disinformation")]]
    assert s.paranoid[0] == [t("hippies")]
    assert_illegal(game, Place(t("cults"), 0), "§5")  # not in the Reserve
    assert_illegal(game, Place(t("hippies"), 5), "§5.2")  # no such Accusation
    assert_illegal(game, Place(t("hippies"), RESERVE), "§5")


def test_5_shift_between_accusations_new_and_reserve() -> None:
    game = paranoid([], [["masons", "disinformation"], ["fundies"]])
    legal = set(game.legal_actions())
    assert {Shift(0, t("disinformation"), 1), Shift(0, t("disinformation"), NEW),
            Shift(0, t("masons"), RESERVE), Shift(1, t("fundies"), 0)} <= legal
    assert Shift(1, t("fundies"), NEW) not in legal  # a lone counter already is one
    assert_illegal(game, Shift(1, t("fundies"), NEW), "§5")
    assert_illegal(game, Shift(0, t("masons"), 0), "§5")
    assert_illegal(game, Shift(0, t("cults"), 1), "§5")
    game.apply(Shift(0, t("disinformation"), 1))
    assert game.state.accusations[0] == [[t("masons")], ts(["fundies", "disinformation"])]
    game.apply(Shift(1, t("disinformation"), NEW))
    assert game.state.accusations[0] == [[t("masons")], [t("fundies")], [t("disinformation")]]
    game.apply(Shift(0, t("masons"), RESERVE))  # an emptied Accusation no longer exists
    assert game.state.accusations[0] == [[t("fundies")], [t("disinformation")]]
    assert game.state.paranoid[0] == [t("masons")]


# ---------------------------------------------------------------- §5.1 costs and limits

def test_5_1_fibonacci_costs() -> None:
    game = paranoid(["disinformation"], options=Options(sanity=99), sanity=[99, 99])
    expected = 99
    for k in range(10):  # Place into a new Accusation, Shift back, and again
        assert game.observe(0).next_cost == FIB[k]
        action = Place(t("disinformation"), NEW) if k % 2 == 0 else \
            Shift(0, t("disinformation"), RESERVE)
        events = game.apply(action)
        expected -= FIB[k]
        assert game.state.sanity[0] == expected
        assert sanity_losses(events, 0) == ([(FIB[k], "action")] if FIB[k] else [])
    assert expected == 99 - 88 == 11
    # The 11th action would cost 55: only Pass is left.
    assert game.observe(0).next_cost == 55
    assert game.legal_actions() == [Pass()]
    assert_illegal(game, Place(t("disinformation"), NEW), "§5.1")


def test_5_1_minus_method_costs_one_more() -> None:
    game = paranoid(["coffee", "screaming_on_street_corners", "disinformation"], [["masons"]])
    events = game.apply(Place(t("coffee"), 0))  # 1st action: 0 + 1
    assert sanity_losses(events, 0) == [(1, "minus_method")] and game.state.sanity[0] == 34
    events = game.apply(Place(t("screaming_on_street_corners"), NEW))  # 2nd: 1 + 1
    assert sanity_losses(events, 0) == [(1, "action"), (1, "minus_method")]
    assert game.state.sanity[0] == 32
    events = game.apply(Place(t("disinformation"), 0))  # 3rd, ordinary: 1
    assert sanity_losses(events, 0) == [(1, "action")] and game.state.sanity[0] == 31


def test_5_1_minus_method_entering_by_shift_costs_again() -> None:
    game = paranoid([], [["masons", "coffee"], ["fundies"]])
    game.apply(Shift(0, t("coffee"), 1))  # enters another Accusation: 0 + 1
    assert game.state.sanity[0] == 34
    game.apply(Shift(1, t("coffee"), NEW))  # enters a new one: 1 + 1
    assert game.state.sanity[0] == 32
    events = game.apply(Shift(2, t("coffee"), RESERVE))  # back to Reserve: 1, no refund
    assert sanity_losses(events, 0) == [(1, "action")] and game.state.sanity[0] == 31
    events = game.apply(Place(t("coffee"), 0))  # enters again: 2 + 1
    assert sanity_losses(events, 0) == [(2, "action"), (1, "minus_method")]
    assert game.state.sanity[0] == 28


def test_5_1_minus_method_entering_by_draw_costs_one() -> None:
    game = paranoid([], [["masons"]], pool=["coffee"])
    game.apply(Draw())
    assert game.state.sanity[0] == 35  # the first action is free
    events = game.apply(Stow(0))
    assert sanity_losses(events, 0) == [(1, "minus_method")] and game.state.sanity[0] == 34


def test_5_1_minus_method_drawn_to_reserve_costs_nothing_extra() -> None:
    game = paranoid([], [["masons"]], pool=["coffee"], taken=1)
    events = game.apply(Draw())
    events += game.apply(Stow(RESERVE))
    assert sanity_losses(events, 0) == [(1, "action")] and game.state.sanity[0] == 34


def test_5_1_action_not_allowed_if_it_would_bring_sanity_to_zero() -> None:
    # Sanity 2, third action costs 1: ordinary moves allowed, (-1) entries not.
    game = paranoid(["coffee", "disinformation"], [["masons", "screaming_on_street_corners"]],
                    sanity=[2, 35], taken=2)
    legal = set(game.legal_actions())
    assert {Draw(), Place(t("disinformation"), 0), Place(t("disinformation"), NEW),
            Shift(0, t("screaming_on_street_corners"), RESERVE), Pass()} <= legal
    assert not any(a.kind == "place" and a.type == t("coffee") for a in legal)
    assert Shift(0, t("screaming_on_street_corners"), NEW) not in legal
    assert_illegal(game, Place(t("coffee"), 0), "§5.1")
    assert_illegal(game, Place(t("coffee"), NEW), "§5.1")
    assert_illegal(game, Shift(0, t("screaming_on_street_corners"), NEW), "§5.1")
    game.apply(Shift(0, t("screaming_on_street_corners"), RESERVE))
    assert game.state.sanity[0] == 1
    # Sanity 1, the fourth action costs 2: nothing but Pass.
    assert game.legal_actions() == [Pass()]
    for refused in (Draw(), Place(t("disinformation"), 0), Accuse(0)):
        assert_illegal(game, refused, "§5.1" if refused.kind != "accuse" else "§5.2")


def test_5_1_first_action_free_even_at_sanity_one() -> None:
    game = paranoid(["coffee", "disinformation"], [["masons"]], sanity=[1, 35])
    legal = set(game.legal_actions())
    assert Place(t("disinformation"), 0) in legal and Draw() in legal
    assert Place(t("coffee"), 0) not in legal  # its extra point would reach 0
    assert_illegal(game, Place(t("coffee"), 0), "§5.1")
    game.apply(Place(t("disinformation"), 0))
    assert game.state.sanity[0] == 1 and game.legal_actions() == [Pass()]


def test_5_1_draw_cost_checked_before_the_draw() -> None:
    game = paranoid([], [], sanity=[1, 35], taken=1)
    assert Draw() not in game.legal_actions()
    assert_illegal(game, Draw(), "§5.1")
    assert len(game.state.pool) == 160 - 6


def test_5_1_draw_minus_method_only_to_reserve_at_low_sanity() -> None:
    # Sanity 2, second action costs 1: the draw leaves 1, so a drawn (-1) Method
    # cannot enter an Accusation; with only the Reserve possible the engine stows it.
    game = paranoid([], [["masons"]], sanity=[2, 35], taken=1, pool=["coffee"])
    events = game.apply(Draw())
    s = game.state
    assert kinds(events)[-2:] == ["drawn", "stowed"]
    assert of_kind(events, "stowed") == [{"kind": "stowed", "player": 0, "to": RESERVE}]
    assert s.pending == NONE and s.paranoid[0] == [t("coffee")] and s.sanity[0] == 1
    assert s.accusations[0] == [[t("masons")]] and s.phase == PARANOID
    assert game.legal_actions() == [Pass()]


def test_5_1_draw_ordinary_method_at_low_sanity_may_enter() -> None:
    game = paranoid([], [["masons"]], sanity=[2, 35], taken=1, pool=["disinformation"])
    game.apply(Draw())
    assert set(game.legal_actions()) == {Stow(RESERVE), Stow(0)}
    game.apply(Stow(0))
    assert game.state.sanity[0] == 1


def test_5_1_draw_minus_method_may_enter_when_sanity_allows() -> None:
    game = paranoid([], [["masons"]], sanity=[3, 35], taken=1, pool=["coffee"])
    game.apply(Draw())
    assert set(game.legal_actions()) == {Stow(RESERVE), Stow(0)}
    game.apply(Stow(0))
    assert game.state.sanity[0] == 1


def test_5_1_pending_minus_method_refused_into_accusation_at_sanity_one() -> None:
    game = paranoid([], [["masons"]], sanity=[1, 35], taken=1, pending="coffee")
    assert game.legal_actions() == [Stow(RESERVE)]
    assert_illegal(game, Stow(0), "§5.1")


# ---------------------------------------------------------------- §5.2 Accusations

FULL = ["masons", "fundies", "blackmail", "bribery", "cults", "cloning", "monopoly"]


def test_5_2_accusation_limits() -> None:
    game = paranoid(["hippies", "hypnosis", "world_peace", "communists", "coffee"],
                    [FULL, ["communists"]])
    legal = set(game.legal_actions())
    assert not any(a.kind == "place" and a.to == 0 for a in legal)  # full: 2/4/1
    assert Place(t("communists"), 1) not in legal  # the same type twice
    assert Place(t("hippies"), 1) in legal
    assert_illegal(game, Place(t("hippies"), 0), "§5.2")  # a 3rd Group
    assert_illegal(game, Place(t("hypnosis"), 0), "§5.2")  # a 5th Method
    assert_illegal(game, Place(t("world_peace"), 0), "§5.2")  # a 2nd Goal
    assert_illegal(game, Place(t("communists"), 1), "§5.2")  # a type twice
    assert_illegal(game, Shift(1, t("communists"), 0), "§5.2")
    assert Shift(0, t("masons"), 1) in legal


def test_5_2_draw_cannot_break_limits_either() -> None:
    game = paranoid([], [FULL], pool=["coffee"])
    events = game.apply(Draw())  # only the Reserve can take it: stowed by the engine
    assert "stowed" in kinds(events) and game.state.paranoid[0] == [t("coffee")]


def test_5_2_only_a_complete_accusation_can_be_made() -> None:
    game = paranoid([], [["fundies", "lobbying"], ["hippies", "obscene_profits"],
                         ["propaganda", "total_surveillance"],
                         ["communists", "new_agers", "cults", "monopoly"]])
    legal = set(game.legal_actions())
    assert [a for a in legal if a.kind == "accuse"] == [Accuse(3)]
    for i in (0, 1, 2):
        assert_illegal(game, Accuse(i), "§5.2")
    assert_illegal(game, Accuse(4), "§5.2")


def test_5_2_accuse_exposes_every_plot_including_own() -> None:
    game = scenario(
        [["grays", "coffee", "assassination", "world_peace"],
         ["masons", "blackmail", "bribery", "monopoly"], P2],
        exposed=[(), ["blackmail"], ()], score=[2, 0, 0], taken=1,
        accusations=[[["fundies"], ["masons", "hippies", "blackmail", "cults", "coffee",
                                    "world_peace"]]])
    events = game.apply(Accuse(1))
    s = game.state
    assert s.exposed == [[False, True, False, True], [True, True, False, False],
                         [True, False, True, False, False]]
    assert s.score == [7, 0, 0]  # 5 exposed, own Plot included; blackmail was already up
    exposed = [(v["player"], v["type"], v["by"]) for v in of_kind(events, "exposed")]
    assert exposed == [(0, t("coffee"), 0), (0, t("world_peace"), 0), (1, t("masons"), 0),
                       (2, t("hippies"), 0), (2, t("cults"), 0)]
    assert of_kind(events, "accusation_result") == [
        {"kind": "accusation_result", "player": 0, "exposed": 5, "score": 7}]
    assert s.accusations[0] == [[t("fundies")]]  # laid aside, out of the game
    assert s.laid_aside[0]["types"] == ts(["masons", "hippies", "blackmail", "cults",
                                           "coffee", "world_peace"])
    assert t("masons") not in s.pool and s.sanity[0] == 34  # second action costs 1


def test_5_2_accusation_sentence() -> None:
    types = ts(["masons", "subculture", "blackmail", "cults", "coffee", "world_peace"])
    assert accusation_sentence(types) == (
        "I know, I know it – the Masons and Board Gamers are using Blackmail, Cults and "
        "Coffee to create World Peace!")
    assert accusation_sentence(ts(["grays", "cults", "monopoly"]), "Wargamers") == (
        "I know, I know it – the Grays are using Cults to create Monopoly!")
    assert "Wargamers" in accusation_sentence(ts(["subculture", "cults", "monopoly"]),
                                              "Wargamers")


def test_5_2_accusation_naming_nothing_still_made() -> None:
    game = paranoid([], [["fundies", "cults", "total_surveillance"]])
    events = game.apply(Accuse(0))
    assert of_kind(events, "exposed") == [] and game.state.score == [0, 0]
    assert len(game.state.laid_aside) == 1 and game.state.accusations[0] == []
    assert of_kind(events, "accusation_result")[0]["exposed"] == 0
