"""Option help in a player's words (issue 22): no spec section numbers ("§9.2:") and no
"Seat 1" on the setup screen; each line says what the option does."""

from __future__ import annotations

import re

from game.paranoid.plugin import OPTIONS


def test_option_help_has_no_section_numbers_or_seat_numbers() -> None:
    for spec in OPTIONS:
        assert spec.help, spec.key
        assert "§" not in spec.help and "§" not in spec.label, spec.key
        assert not re.search(r"\bseat \d", spec.help, re.IGNORECASE), spec.key
