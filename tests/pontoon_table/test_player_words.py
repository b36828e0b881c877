"""What Pontoon says to players (issue 22): the rules screen agrees with the engine about
the Inquisition (§7 as docs/rules-pontoon.md decides: the longest legal line), and no
player-facing text carries a spec section number."""

from game.pontoon import plugin
from scenes.pontoon.rules_text import RULES
from scenes.pontoon.tutorial import STEPS


def _rules_text() -> str:
    return "\n".join(line for _, lines in RULES for line in lines)


def test_the_rules_say_the_inquisition_lays_the_longest_line() -> None:
    section = " ".join(dict(RULES)["8. The Spanish Inquisition (optional)"])
    assert "ALL their cards" not in section
    assert "longest" in section and "discarded" in section


def test_no_section_numbers_in_player_facing_text() -> None:
    texts = [_rules_text()] + [step.text for step in STEPS]
    for spec in plugin.OPTIONS:
        texts += [spec.label, spec.help, *spec.labels]
    for words in texts:
        assert "§" not in words, words


def test_option_help_says_what_the_option_does() -> None:
    for spec in plugin.OPTIONS:
        assert len(spec.help.split()) >= 6, (spec.key, spec.help)
