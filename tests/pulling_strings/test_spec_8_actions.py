"""§8: transferring money (any two treasuries of the web, any amount), moving a group
with its branch (never into its own branch), and the free drop."""

from game.pulling_strings.state import CABAL

from .board import gid, play, put, table, texts


def test_transfer_action_between_any_two_treasuries() -> None:
    g = table()
    a = put(g, "G06", 0, cash=9)
    b = put(g, "G07", 0, "G06")
    c = put(g, "G26", 0, "G07")
    play(g, "take from G06", "add 5", "add 2")
    assert "send to G26" in texts(g) and "send to G06" not in texts(g)
    assert "add 5" not in texts(g)  # only 2 S left
    play(g, "send to G26")
    s = g.state
    assert s.treasury[a] == 2 and s.treasury[c] == 7 and s.treasury[b] == 0
    assert s.actions_left == 1


def test_cancelling_a_transfer_costs_nothing() -> None:
    g = table()
    put(g, "G06", 0, cash=9)
    play(g, "take from G06", "add 5", "cancel")
    assert g.state.actions_left == 2 and g.state.treasury[gid("G06")] == 9
    assert "lie low" in texts(g)


def test_move_a_group_with_its_branch_elsewhere() -> None:
    g = table()
    put(g, "G06", 0)
    b = put(g, "G07", 0, "G06")
    c = put(g, "G26", 0, "G07")
    put(g, "G11", 0)
    play(g, "move G07")
    options = texts(g)
    assert "place G07 under G11" in options and "place G07 under cabal" in options
    assert "place G07 under G26" not in options  # its own branch
    assert "place G07 under G06" not in options  # where it hangs already
    play(g, "place G07 under G11")
    s = g.state
    assert s.master[b] == gid("G11") and s.master[c] == b and s.actions_left == 1


def test_move_can_be_cancelled() -> None:
    g = table()
    put(g, "G06", 0)
    b = put(g, "G07", 0, "G06")
    put(g, "G11", 0)
    play(g, "move G07", "cancel")
    assert g.state.master[b] == gid("G06") and g.state.actions_left == 2


def test_drop_is_a_free_action() -> None:
    g = table()
    a = put(g, "G06", 0, cash=3)
    play(g, "drop G06")
    s = g.state
    assert s.owner[a] == -1 and a in s.row and s.treasury[a] == 0 and s.actions_left == 2
    assert CABAL == -1
