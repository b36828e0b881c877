"""§16.1 perks not covered with the totals: the Chrononauts' once-per-turn second roll,
the Grey Choir's fifth arrow (the money ×2 perk is in test_spec_9_3)."""

import pytest

from game.pulling_strings.state import CABAL
from game.pulling_strings.web import free_arrows

from .board import attack, dice, gid, play, put, row, table, texts


def test_chrononauts_may_roll_again_once_per_turn(monkeypatch: pytest.MonkeyPatch) -> None:
    g = table(cabals=("chrono", "velvet", "survey", "weather"))
    put(g, "G06", 0)
    row(g, "G45", "G46")
    seen = dice(monkeypatch, 12, 3, 12)
    attack(g, "G06", "G45", "control")
    play(g, "done", "done", "done")
    assert g.state.phase == "reroll" and texts(g) == ["reroll", "keep roll"]
    play(g, "reroll")
    assert g.state.owner[gid("G45")] == 0 and len(seen) == 2
    attack(g, "cabal", "G46", "control")
    play(g, "done", "done", "done")
    assert g.state.phase == "action" and g.state.owner[gid("G46")] == -1  # used up


def test_other_cabals_do_not_reroll(monkeypatch: pytest.MonkeyPatch) -> None:
    g = table(cabals=("velvet", "chrono", "survey", "weather"))
    put(g, "G06", 0)
    row(g, "G45")
    dice(monkeypatch, 12)
    attack(g, "G06", "G45", "control")
    play(g, "done", "done", "done")
    assert g.state.phase == "action"


def test_grey_choir_has_five_arrows() -> None:
    g = table(cabals=("choir", "velvet", "survey", "weather"))
    assert free_arrows(g.state, 0, CABAL) == 5
    assert free_arrows(g.state, 1, CABAL) == 4
