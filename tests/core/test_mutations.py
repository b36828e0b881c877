"""The one rule-mutation runner (benchmarks/mutations.py) and each game's mutants as data
(game/<game>/mutants.toml): every listed break still applies to the code it names (a
renamed line would make a mutant silently useless), names tests that exist, and one
break really is caught in a temporary copy of the project."""

from __future__ import annotations

import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]
sys.path.insert(0, str(ROOT / "benchmarks"))

import mutations  # noqa: E402

GAMES = mutations.every_game()


def test_the_rule_heavy_games_list_their_mutants() -> None:
    assert {"ninety_nine", "pontoon", "intrigue", "pulling_strings"} <= set(GAMES)


@pytest.mark.parametrize("game", sorted(GAMES))
def test_every_mutant_still_applies_to_the_code_and_names_real_tests(game: str) -> None:
    chosen = GAMES[game]
    assert chosen.mutants
    for m in chosen.mutants:
        found = (ROOT / m.path).read_text(encoding="utf-8").count(m.old)
        assert found == 1 if chosen.unique else found >= 1, f"{m.rule}: found {found}x"
        assert m.old != m.new, m.rule
        paths = [t for t in m.tests if not t.startswith("-")]
        assert paths and all((ROOT / t).exists() for t in paths), f"{m.rule}: {m.tests}"


def test_a_broken_rule_is_caught_and_the_tree_is_untouched(capsys: pytest.CaptureFixture[str]
                                                           ) -> None:
    plays = ROOT / "game" / "ninety_nine" / "plays.py"
    before = plays.read_text(encoding="utf-8")
    ran, survived = mutations.run(GAMES["ninety_nine"], "5.2 4 reverses")
    assert (ran, survived) == (1, [])
    assert "caught" in capsys.readouterr().out
    assert plays.read_text(encoding="utf-8") == before
