"""Every game speaks to players in their words (issue 22, "Every game"): its options on
the setup and settings screens and its rules screen carry no spec section numbers
("§11:") and no "Seat 1"; every option says what it does; every value reads as a word
or a number a player would write ("None", not "none")."""

from __future__ import annotations

import re

import pytest

from game.core import registry

from .games import GAME_IDS

SEAT_NUMBER = re.compile(r"\bseat \d", re.IGNORECASE)


@pytest.mark.parametrize("game_id", GAME_IDS)
def test_every_option_says_what_it_does_in_a_players_words(game_id: str) -> None:
    for spec in registry.plugin(game_id).OPTIONS:
        words = [spec.label, spec.help, *spec.labels]
        assert spec.help, f"{game_id}: {spec.key} has no help line"
        for line in words:
            assert "§" not in line, f"{game_id}: {spec.key}: {line!r}"
            assert not SEAT_NUMBER.search(line), f"{game_id}: {spec.key}: {line!r}"
        for value in spec.labels:
            assert not value[:1].islower(), f"{game_id}: {spec.key} shows {value!r}"


@pytest.mark.parametrize("game_id", GAME_IDS)
def test_the_rules_screen_cites_no_section_numbers(game_id: str) -> None:
    for heading, page in registry.load(registry.get(game_id).rules):
        assert "§" not in heading and "§" not in page, f"{game_id}: {heading!r}"
