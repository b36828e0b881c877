"""§9.1, §13: who may attack, what may be attacked by which kind, helpers, participation
once per turn, groups that joined this turn."""

import pytest

from .board import attack, dice, gid, play, put, row, table, texts


def test_groups_without_power_cannot_attack_but_may_help() -> None:
    g = table()
    put(g, "G57", 0)  # 0/1
    put(g, "G06", 0)
    row(g, "G45")
    assert "attack with G57" not in texts(g) and "attack with G06" in texts(g)
    play(g, "attack with G06", "at G45 control")
    assert "help G57" in texts(g)


def test_targets_by_kind() -> None:
    g = table()
    put(g, "G06", 0)
    put(g, "G11", 0)
    put(g, "G01", 1)
    put(g, "G02", 1)  # cannot be neutralized
    put(g, "G40", 1)  # cannot be destroyed
    row(g, "G45")
    play(g, "attack with G06")
    options = texts(g)
    assert "at G45 control" in options and "at G45 destroy" in options
    assert "at G45 neutralize" not in options  # uncontrolled: only control or destroy
    assert {"at G01 control", "at G01 neutralize", "at G01 destroy"} <= set(options)
    assert "at G02 neutralize" not in options and "at G40 destroy" not in options
    assert "at G02 control" in options and "at G40 neutralize" in options
    assert not [o for o in options if "G11" in o or "G06" in o]  # never an own group


def test_control_needs_a_free_arrow() -> None:
    g = table()
    put(g, "G22", 0)  # one arrow
    put(g, "G26", 0, "G22")
    row(g, "G45")
    play(g, "attack with G22")
    assert "at G45 control" not in texts(g) and "at G45 destroy" in texts(g)


def test_participation_once_per_turn(monkeypatch: pytest.MonkeyPatch) -> None:
    g = table()
    put(g, "G06", 0)
    put(g, "G07", 0)
    row(g, "G45", "G46")
    attack(g, "G06", "G45", "destroy", "G07")
    play(g, "call off")
    options = texts(g)
    assert "attack with G06" not in options and "attack with G07" not in options
    play(g, "attack with cabal", "at G46 destroy")
    assert "help G07" not in texts(g)


def test_groups_that_joined_this_turn_wait_a_turn(monkeypatch: pytest.MonkeyPatch) -> None:
    g = table()
    put(g, "G21", 0)
    row(g, "G07", "G45")
    g.state.cash[0] = 30
    attack(g, "G21", "G07", "control", "cabal")
    play(g, "pay 10 from cabal", "pay 10 from cabal")
    dice(monkeypatch, 2)
    while g.state.attack is not None:
        g.apply("done")
    assert g.state.owner[gid("G07")] == 0
    assert "attack with G07" not in texts(g)


def test_cancel_before_launch_changes_nothing() -> None:
    g = table()
    a = put(g, "G06", 0)
    row(g, "G45")
    play(g, "attack with G06", "at G45 control", "help cabal", "cancel")
    s = g.state
    assert s.attack is None and not s.used[a] and not s.cabal_used[0]
    assert s.actions_left == 2 and "lie low" in texts(g)


def test_never_a_cabal_or_own_group_as_target() -> None:
    g = table()
    put(g, "G06", 0)
    with pytest.raises(ValueError):
        g.apply("at cabal control")
