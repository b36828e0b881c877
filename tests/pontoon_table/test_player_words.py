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


def test_the_subjects_under_the_cards_being_told_are_whole() -> None:
    """Issue 22 (sofa reading): with up to three cards in the telling panel every
    subject shows whole under its card ("Mind-Alte… Drugs" lost letters)."""
    import json
    from pathlib import Path

    import pygame

    from scenes.pontoon.draw import tell_label

    pygame.font.init()
    data = json.loads(Path("game/pontoon/subjects.json").read_text("utf-8"))
    subjects = [e["subject"] for s in data["sets"].values() for suit in s.values()
                for e in suit] + [e["subject"] for e in data["suggestions"]]
    for count in (1, 2, 3):
        for subject in subjects:
            px, lines = tell_label(subject, count)
            assert px >= 16 and len(lines) <= 2, (subject, count, lines)
            assert not any(line.endswith("…") for line in lines), (subject, count, lines)
            said = " ".join(lines).replace("- ", "-").split()
            whole = subject.split()
            assert said in (whole, whole[1:]), (subject, lines)  # (an article may go)


def test_option_values_read_like_the_others_on_the_setup_screen() -> None:
    """Issue 22 walk-through: "Inquisition: off", "Hand limit: none" and "Timer: off"
    among "On", "Off", "Rotate" read as unfinished; every choice starts with a capital."""
    for spec in plugin.OPTIONS:
        for label in spec.labels:
            assert not label[:1].islower(), (spec.key, label)
