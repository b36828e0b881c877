"""§9.3: reaction, A1 D1 A2 D2, interference in seat order from the attacker's left,
A3 D3, calling off; money multipliers (target ×2, Cabal ×1, Velvet Syndicate ×2, the
Offshore Laundromat paying for the web)."""

import pytest

from game.pulling_strings.cards import MEMO, WINDFALL

from .board import attack, gid, need, play, put, row, table, texts


def _steps(g) -> list[str]:  # noqa: ANN001
    return list(g.state.attack["steps"])


def test_uncontrolled_target_has_no_defender_steps() -> None:
    g = table()
    put(g, "G01", 0)
    row(g, "G22")
    attack(g, "G01", "G22", "control")
    assert _steps(g) == ["A1", "A2", "A3"]


def test_controlled_target_alternates_and_each_payer_is_awaited() -> None:
    g = table(interference="always")
    put(g, "G01", 0)
    put(g, "G22", 2)
    g.state.cash = [5, 5, 5, 5]
    attack(g, "G01", "G22", "control")
    order = []
    while g.state.attack is not None:
        step = g.state.attack["steps"][0]
        order.append((step, g.waiting_for[0]))
        g.apply("done")
    # interference: seat 1 then seat 3 (the defender, seat 2, is left out)
    assert order == [("A1", 0), ("D1", 2), ("A2", 0), ("D2", 2), ("I", 1), ("I", 3),
                     ("A3", 0), ("D3", 2)]


def test_interference_starts_at_the_attackers_left() -> None:
    g = table(interference="always")
    g.state.active = 2
    put(g, "G01", 2)
    row(g, "G22")
    g.state.cash = [3, 3, 3, 3]
    attack(g, "G01", "G22", "control")
    play(g, "done", "done")  # A1 A2
    seen = []
    while g.state.attack["steps"][0] == "I":
        seen.append(g.waiting_for[0])
        g.apply("done")
    assert seen == [3, 0, 1]


def test_interference_setting_never_and_close() -> None:
    for mode, expected in (("never", False), ("close", False), ("always", True)):
        g = table(interference=mode)
        put(g, "G01", 0)
        row(g, "G22")
        attack(g, "G01", "G22", "control")
        assert ("I" in _steps(g)) is expected, mode


def test_close_setting_asks_when_the_attacker_is_near_a_goal() -> None:
    g = table(interference="close")
    codes = ["G01", "G02", "G03", "G04", "G06", "G07", "G08", "G09", "G10"]
    for c in codes:
        put(g, c, 0)  # (arrows are not checked by `put`)
    row(g, "G22")
    attack(g, "G01", "G22", "control")  # 9 groups, N = 11: within 2
    assert "I" in _steps(g)


def test_interference_adds_for_or_against_and_fixes_the_side() -> None:
    g = table(interference="always")
    put(g, "G01", 0)
    row(g, "G22")
    g.state.cash = [0, 10, 10, 10]
    attack(g, "G01", "G22", "control")
    base = need(g)
    play(g, "done", "done", "interfere 5 for")
    assert need(g) == base + 5 and g.state.cash[1] == 5
    assert "interfere 1 against" not in texts(g)
    play(g, "done", "interfere 2 against", "done")
    assert need(g) == base + 3 and g.state.cash[2] == 8


def test_attacker_pays_one_to_one_from_group_and_cabal() -> None:
    g = table()
    put(g, "G01", 0, cash=5)
    row(g, "G22")
    g.state.cash[0] = 10
    attack(g, "G01", "G22", "control")
    base = need(g)
    play(g, "pay 5 from G01", "pay 2 from cabal")
    assert need(g) == base + 7
    assert g.state.treasury[gid("G01")] == 0 and g.state.cash[0] == 8


def test_defender_target_treasury_counts_double_cabal_once() -> None:
    g = table(cabals=("survey", "choir", "weather", "chrono"))
    put(g, "G01", 0)
    put(g, "G22", 1, cash=5)
    g.state.cash[1] = 10
    attack(g, "G01", "G22", "control")
    base = need(g)
    play(g, "done", "pay 2 from G22", "pay 5 from cabal")
    assert need(g) == base - 4 - 5


def test_velvet_syndicate_cabal_money_counts_double_in_defence() -> None:
    g = table(cabals=("survey", "velvet", "weather", "chrono"))
    put(g, "G01", 0)
    put(g, "G22", 1)
    g.state.cash[1] = 10
    attack(g, "G01", "G22", "control")
    base = need(g)
    play(g, "done", "pay 5 from cabal")
    assert need(g) == base - 10


def test_the_offshore_laundromat_pays_for_any_attack_of_its_web() -> None:
    g = table()
    put(g, "G01", 0)
    put(g, "G63", 0, cash=6)
    put(g, "G12", 0, cash=6)
    row(g, "G22")
    attack(g, "G01", "G22", "control")
    assert "pay 5 from G63" in texts(g)
    assert "pay 5 from G12" not in texts(g)  # another group's treasury cannot pay


def test_call_off_fails_keeps_spending_and_uses_participation() -> None:
    g = table()
    a = put(g, "G01", 0)
    row(g, "G22")
    g.state.cash[0] = 10
    attack(g, "G01", "G22", "control", "cabal")
    play(g, "pay 5 from cabal", "call off")
    s = g.state
    assert s.attack is None and s.cash[0] == 5 and s.used[a] and s.cabal_used[0]
    assert s.actions_left == 1 and gid("G22") in s.row
    assert "attack with G01" not in texts(g)


def test_call_off_only_in_attacker_steps() -> None:
    g = table()
    put(g, "G01", 0)
    put(g, "G22", 1)
    g.state.hands[1] = []
    attack(g, "G01", "G22", "control")
    assert "call off" in texts(g)
    g.apply("done")
    assert "call off" not in texts(g)


def test_reaction_is_offered_when_the_owner_holds_any_special() -> None:
    g = table()
    put(g, "G01", 0)
    put(g, "G22", 1)
    g.state.hands[1] = [WINDFALL]
    attack(g, "G01", "G22", "control")
    assert g.state.phase == "react" and g.waiting_for == (1,)
    assert texts(g) == ["done"]  # no Leaked Memo to play: nothing shows it


def test_leaked_memo_cancels_the_attack(monkeypatch: pytest.MonkeyPatch) -> None:
    g = table()
    a = put(g, "G01", 0)
    t = put(g, "G22", 1)
    g.state.hands[1] = [MEMO]
    attack(g, "G01", "G22", "control")
    assert "play memo" in texts(g)
    g.apply("play memo")
    s = g.state
    assert s.attack is None and s.owner[t] == 1 and s.used[a] and s.actions_left == 1
    assert s.hands[1] == [] and MEMO in s.discard
