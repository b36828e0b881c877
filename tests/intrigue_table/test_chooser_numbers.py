"""Intrigue's chooser numbers each row once: its key (1–9). A heading row had its file
number as well ("1. 1. gave the best toast…"), which read as a doubled key."""

from __future__ import annotations

import re

from game.intrigue.content import heading_text
from scenes.intrigue.choices import field_label


def test_a_heading_row_names_the_heading_without_a_number_of_its_own() -> None:
    class Whisper:  # to Boris, about Boris, his first heading, unsworn
        values = (0, 1, 1, 0, 0)

    files = [[0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11], [12, 13, 14, 15, 16, 17, 18, 19, 20,
                                                        21, 22, 23]]
    label = field_label("whisper", 3, 0, Whisper(), ["Ada", "Boris"], files, me=0)
    assert label == f"{heading_text(files[1][0])} (merit)"
    assert not re.match(r"\d+\.", label)
