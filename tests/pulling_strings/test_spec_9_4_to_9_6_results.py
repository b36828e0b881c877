"""§9.4–§9.6: the results of control, neutralize and destroy, and of a failure."""

import pytest

from game.pulling_strings.state import CABAL

from .board import attack, dice, gid, play, put, row, table, texts


def _win(monkeypatch: pytest.MonkeyPatch, g, *steps: str) -> None:  # noqa: ANN001
    dice(monkeypatch, 2)
    while g.state.attack is not None and g.state.phase in ("money", "react"):
        g.apply("done")


def test_control_of_an_uncontrolled_group_hangs_it_on_the_attacker(
        monkeypatch: pytest.MonkeyPatch) -> None:
    g = table()
    a = put(g, "G01", 0)
    row(g, "G45")
    attack(g, "G01", "G45", "control", "cabal")
    _win(monkeypatch, g)
    s = g.state
    t = gid("G45")
    assert s.owner[t] == 0 and s.master[t] == a and t not in s.row and s.fresh[t]


def test_control_of_an_opponents_group_brings_its_branch_and_treasury(
        monkeypatch: pytest.MonkeyPatch) -> None:
    g = table()
    a = put(g, "G01", 0)
    put(g, "G06", 1)
    t = put(g, "G07", 1, "G06", cash=4)
    k1 = put(g, "G26", 1, "G07", cash=1)
    k2 = put(g, "G45", 1, "G07")
    s = g.state
    s.cash[0] = 80
    attack(g, "G01", "G07", "control", "cabal")
    g.apply("pay 10 from cabal")
    _win(monkeypatch, g)
    assert s.owner[t] == s.owner[k1] == s.owner[k2] == 0
    assert s.master[t] == a and s.master[k1] == s.master[k2] == t
    assert s.treasury[t] == 4 and s.treasury[k1] == 1
    assert s.place == []  # a capture never orphans anything


def test_neutralize_returns_the_group_and_orphans_its_puppets(
        monkeypatch: pytest.MonkeyPatch) -> None:
    g = table()
    put(g, "G01", 0)
    t = put(g, "G06", 1, cash=3)
    k = put(g, "G45", 1, "G06")
    s = g.state
    s.cash[0] = 50
    attack(g, "G01", "G06", "neutralize", "cabal")
    for _ in range(3):
        g.apply("pay 10 from cabal")
    _win(monkeypatch, g)
    assert s.owner[t] == -1 and t in s.row and s.treasury[t] == 0
    assert s.phase == "place" and g.waiting_for == (1,)
    g.apply("place G45 under cabal")
    assert s.owner[k] == 1 and s.master[k] == CABAL and s.phase == "action"


def test_destroy_removes_for_good_and_counts_for_the_attacker(
        monkeypatch: pytest.MonkeyPatch) -> None:
    g = table()
    put(g, "G01", 0)
    row(g, "G45")
    attack(g, "G01", "G45", "destroy", "cabal")
    _win(monkeypatch, g)
    s = g.state
    assert gid("G45") in s.destroyed and gid("G45") not in s.row
    assert s.destroyed_by == [1, 0, 0, 0]


def test_a_failure_changes_nothing_but_money_and_participation(
        monkeypatch: pytest.MonkeyPatch) -> None:
    g = table()
    a = put(g, "G01", 0)
    t = put(g, "G06", 1, cash=3)
    s = g.state
    s.cash[0] = 20
    attack(g, "G01", "G06", "control")
    g.apply("pay 2 from cabal")
    dice(monkeypatch, 12)
    while s.attack is not None:
        g.apply("done")
    assert s.owner[t] == 1 and s.treasury[t] == 3 and s.cash[0] == 18 and s.used[a]
    assert s.actions_left == 1


def test_sure_thing_takes_an_uncontrolled_group_without_a_roll() -> None:
    from game.pulling_strings.cards import SURE

    g = table()
    put(g, "G01", 0)
    row(g, "G20")  # R7: hopeless without the card
    put(g, "G06", 1)
    g.state.hands[0] = [SURE]
    play(g, "attack with G01", "at G20 control", "play sure")
    assert g.state.owner[gid("G20")] == 0 and g.state.phase == "action"
    g.state.hands[0] = [SURE]
    play(g, "attack with cabal", "at G06 control")
    assert "play sure" not in texts(g)  # §13: never against a controlled group
