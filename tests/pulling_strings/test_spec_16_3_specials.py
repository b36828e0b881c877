"""§16.3: every special card (Leaked Memo, Sure Thing and Smear Campaign are tested with
the attacks in test_spec_9_3 / 9_4 / 9_2)."""

from game.pulling_strings.cards import AUDIT, DEFECTOR, MOLE, SECOND_WIND, SMEAR, WINDFALL
from game.pulling_strings.state import CABAL

from .board import gid, play, put, row, table, texts


def test_windfall_pays_two_per_group_capped_at_twenty() -> None:
    g = table()
    put(g, "G01", 0)
    put(g, "G02", 0)
    g.state.hands[0] = [WINDFALL, WINDFALL]
    play(g, "play windfall")
    assert g.state.cash[0] == 4 and g.state.discard == [WINDFALL]
    for c in ("G03", "G04", "G06", "G07", "G08", "G09", "G10", "G11", "G12", "G13"):
        put(g, c, 0)
    play(g, "play windfall")
    assert g.state.cash[0] == 24


def test_second_wind_gives_an_extra_action() -> None:
    g = table()
    row(g, "G45", "G46", "G26")
    put(g, "G01", 0)
    put(g, "G06", 0)
    g.state.hands[0] = [SECOND_WIND]
    for attacker, target in (("G01", "G45"), ("G06", "G46")):
        play(g, f"attack with {attacker}", f"at {target} destroy", "go", "call off")
    assert g.state.actions_left == 0 and "attack with cabal" not in texts(g)
    play(g, "play second_wind")
    assert "attack with cabal" in texts(g)


def test_audit_empties_an_opponents_group_treasury() -> None:
    g = table()
    put(g, "G01", 1, cash=9)
    put(g, "G02", 0, cash=9)
    g.state.hands[0] = [AUDIT]
    assert "play audit G02" not in texts(g)
    play(g, "play audit G01")
    assert g.state.treasury[gid("G01")] == 0 and g.state.treasury[gid("G02")] == 9


def test_mole_looks_and_takes_one() -> None:
    g = table()
    g.state.hands[0] = [MOLE]
    g.state.hands[2] = [SMEAR, AUDIT]
    assert "play mole 1" not in texts(g)  # nothing to look at
    play(g, "play mole 2")
    assert g.state.phase == "mole"
    assert g.observe(0).peek == tuple(sorted([SMEAR, AUDIT]))
    assert g.observe(1).peek == () and g.observe(None).peek == ()
    play(g, "pick smear")
    assert g.state.hands[0] == [SMEAR] and g.state.hands[2] == [AUDIT]
    assert g.state.phase == "action"


def test_defector_takes_a_deep_weak_group_with_its_branch() -> None:
    g = table()
    put(g, "G06", 1)
    put(g, "G07", 1, "G06")
    put(g, "G11", 1, "G07")  # depth 3, R5
    put(g, "G58", 1, "G11")  # its puppet
    put(g, "G01", 1, "G07")  # depth 3 but R7
    put(g, "G21", 0)
    g.state.hands[0] = [DEFECTOR]
    options = texts(g)
    assert "play defector G11" in options and "play defector G58" in options
    assert "play defector G01" not in options and "play defector G07" not in options
    play(g, "play defector G11")
    s = g.state
    assert s.phase == "place" and g.waiting_for == (0,)
    play(g, "place G11 under G21")
    assert s.owner[gid("G11")] == s.owner[gid("G58")] == 0
    assert s.master[gid("G58")] == gid("G11") and s.master[gid("G11")] == gid("G21")
    assert s.owner[gid("G07")] == 1 and s.taken


def test_free_action_specials_are_not_played_outside_the_own_action_step() -> None:
    g = table()
    put(g, "G01", 0)
    g.state.hands[1] = [WINDFALL]
    assert g.legal_actions(1) == []
    assert CABAL == -1
