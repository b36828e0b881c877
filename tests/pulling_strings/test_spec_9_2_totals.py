"""§9.2: the attack and defence totals, every modifier, and the roll rule (§9.1 table)."""

import pytest

from game.pulling_strings.attacks import chance, succeeds

from .board import attack, dice, gid, need, play, put, row, table


def test_power_plus_shared_alignment_against_resistance() -> None:
    g = table()
    put(g, "G01", 0)  # 6/4 Est Tra Cro
    row(g, "G22")  # R5, Est: one shared alignment
    attack(g, "G01", "G22", "control")
    assert need(g) == 6 + 4 - 5


def test_helpers_lend_transferable_power() -> None:
    g = table()
    put(g, "G01", 0)
    put(g, "G12", 0)  # 4/3
    row(g, "G22")
    attack(g, "G01", "G22", "control", "G12", "cabal")  # cabal 7/7 (Velvet)
    assert need(g) == 6 + 3 + 7 + 4 - 5


def test_opposed_alignment_costs_four() -> None:
    g = table()
    put(g, "G11", 0)  # 4/2 Und Cro
    row(g, "G22")  # Est
    attack(g, "G11", "G22", "control")
    assert need(g) == 4 - 4 - 5


def test_destroy_reverses_alignment_and_defends_with_power() -> None:
    g = table()
    put(g, "G11", 0)
    row(g, "G22")  # power 2
    attack(g, "G11", "G22", "destroy")
    assert need(g) == 4 + 4 - 2


def test_the_cabal_has_no_alignments() -> None:
    g = table()
    row(g, "G22")
    attack(g, "cabal", "G22", "control")
    assert need(g) == 7 - 5


@pytest.mark.parametrize(("under", "bonus"), [((), 10), (("G07",), 5), (("G07", "G27"), 2),
                                               (("G07", "G27", "G28"), 0)])
def test_neutralize_bonus_and_position_bonus_by_depth(under: tuple[str, ...],
                                                      bonus: int) -> None:
    g = table()
    put(g, "G01", 0)
    master = "cabal"
    for code in under:
        put(g, code, 1, master)
        master = code
    put(g, "G22", 1, master)
    attack(g, "G01", "G22", "neutralize")
    assert need(g) == 6 + 4 + 6 - 5 - bonus


def test_zealot_pair_is_opposed_and_church_bonus_applies() -> None:
    g = table()
    put(g, "G05", 0)  # Zea Fri, +2 when it attacks to control a Zealot group
    row(g, "G29")  # Und Zea, R3
    attack(g, "G05", "G29", "control")
    assert need(g) == 6 - 4 + 2 - 3


def _need_with(extra: list[tuple[str, int, str]], attacker: str, target: str, kind: str,
               target_owner: int = -1, cabals: tuple[str, ...] = ("velvet", "choir",
                                                                  "velvet", "velvet")) -> int:
    g = table(cabals=cabals + ("survey", "weather"))
    put(g, attacker, 0)
    for code, p, under in extra:
        put(g, code, p, under)
    if target_owner < 0:
        row(g, target)
    else:
        put(g, target, target_owner, "G06")
    attack(g, attacker, target, kind)
    return need(g)


@pytest.mark.parametrize(("card", "attacker", "target", "kind", "bonus"), [
    ("G03", "G12", "G22", "neutralize", 2),  # any attempt to neutralize
    ("G04", "G12", "G22", "control", 1),  # any attempt to control
    ("G09", "G12", "G22", "destroy", 2),  # any attempt to destroy
])
def test_any_attempt_abilities_help_every_attack_of_the_web(card: str, attacker: str,
                                                            target: str, kind: str,
                                                            bonus: int) -> None:
    owner_chain = [("G06", 1, "cabal")]
    without = _need_with(owner_chain, attacker, target, kind, target_owner=1)
    with_card = _need_with(owner_chain + [(card, 0, "cabal")], attacker, target, kind,
                           target_owner=1)
    assert with_card - without == bonus


@pytest.mark.parametrize(("card", "target", "bonus"), [
    ("G08", "G32", 2),  # +2 controlling a Progressive group
    ("G18", "G22", 3),  # +3 controlling an Establishment group
    ("G42", "G44", 2),  # +2 controlling a Mainstream group
    ("G05", "G29", 2),  # +2 controlling a Zealot group
])
def test_own_attack_abilities_help_only_the_card_itself(card: str, target: str,
                                                        bonus: int) -> None:
    from game.pulling_strings.attacks import attack_total, new_attack
    from game.pulling_strings.cards import CONTROL, GROUPS

    g = table()
    c = put(g, card, 0)
    other = put(g, "G21", 0)
    row(g, target)
    s = g.state
    t = s.row[0]
    a = new_attack(0, c)
    a.update(target=t, kind=CONTROL)
    own = attack_total(s, a) - GROUPS[c].power
    a["attacker"] = other
    helped = attack_total(s, a) - GROUPS[other].power
    from game.pulling_strings.cards import alignment_modifier

    def align(x: int) -> int:
        sh, op = alignment_modifier(GROUPS[x].mask, GROUPS[t].mask)
        return 4 * (sh - op)

    assert own - align(c) == bonus
    assert helped - align(other) == 0


def test_bunker_brotherhood_defends_plus_four_against_destroy_only() -> None:
    g = table()
    put(g, "G01", 0)
    row(g, "G54")  # P3, R6, Zea Vio Tra; +4 own defence vs destroy
    attack(g, "G01", "G54", "destroy")
    assert need(g) == 6 - 4 * 1 - 3 - 4  # shared Tra reversed: -4


@pytest.mark.parametrize(("cabal", "kind", "target", "bonus"), [
    ("survey", "control", "G45", 2),  # Fringe target
    ("survey", "control", "G22", 0),  # not Fringe
    ("weather", "destroy", "G22", 2),
    ("ministry", "neutralize", "G22", 4),
])
def test_cabal_perks(cabal: str, kind: str, target: str, bonus: int) -> None:
    from game.pulling_strings.attacks import attack_total, new_attack
    from game.pulling_strings.cards import CABAL_CODE, KINDS

    g = table(cabals=(cabal, "choir", "velvet", "chrono"))
    attacker = put(g, "G21", 0)
    put(g, "G06", 1)
    t = put(g, target, 1, "G06")
    s = g.state
    a = new_attack(0, attacker)
    a.update(target=t, kind=KINDS.index(kind))
    with_perk = attack_total(s, a)
    s.cabal[0] = CABAL_CODE["choir"]  # a Cabal whose perk is not an attack bonus
    assert with_perk - attack_total(s, a) == bonus


def test_smear_campaign_adds_five(monkeypatch: pytest.MonkeyPatch) -> None:
    from game.pulling_strings.cards import SMEAR

    g = table()
    put(g, "G01", 0)
    row(g, "G22")
    g.state.hands[0] = [SMEAR]
    play(g, "attack with G01", "at G22 control", "play smear")
    assert need(g) == 6 + 4 - 5 + 5


@pytest.mark.parametrize(("roll", "need_", "ok"), [(10, 15, True), (11, 15, False),
                                                    (12, 30, False), (5, 5, True),
                                                    (6, 5, False), (2, 1, False)])
def test_the_roll_is_at_most_the_need_and_eleven_twelve_fail(roll: int, need_: int,
                                                             ok: bool) -> None:
    assert succeeds(roll, need_) is ok


def test_odds() -> None:
    assert chance(1) == 0
    assert chance(7) == pytest.approx(21 / 36)
    assert chance(12) == chance(10) == pytest.approx(33 / 36)


def test_an_attack_rolls_and_eleven_fails_at_any_need(monkeypatch: pytest.MonkeyPatch) -> None:
    g = table()
    put(g, "G01", 0)
    row(g, "G22")
    g.state.cash[0] = 50
    dice(monkeypatch, 11)
    attack(g, "G01", "G22", "control", "cabal")
    play(g, "done", "done", "done")  # A1 A2 A3 (no defender, no interference)
    assert g.state.owner[gid("G22")] == -1
