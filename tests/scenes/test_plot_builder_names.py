"""The Plot builder's counter names from a sofa at 1280×720 (issue 31, item 12): they were
set as small as a crowded board's (15 px for most, 12 for the longest). The builder's
counters are drawn legible: every name as large as its band holds (the 120% Text size's
names at 100%), and at 100% and 120% every line still on its counter."""

from __future__ import annotations

import statistics
from typing import Any

import pytest

from game.paranoid.catalogue import TYPES
from scenes.paranoid import counter_art as counter_art_module
from scenes.paranoid.counter_art import CounterArt
from scenes.paranoid.counter_names import _block_height, _text_width
from tests.scenes.test_plot_builder import open_builder, second_builder


def _drawn(monkeypatch: pytest.MonkeyPatch) -> list[tuple[int, int, bool]]:
    """(type, size, legible) of every counter face the builder draws."""
    calls: list[tuple[int, int, bool]] = []
    counter = CounterArt.counter

    def spy(self: CounterArt, t: int, size: int = 48, variant: str = "face",
            legible: bool = False) -> Any:
        calls.append((t, size, legible))
        return counter(self, t, size, variant, legible)

    monkeypatch.setattr(counter_art_module.CounterArt, "counter", spy)
    return calls


def test_the_builders_names_are_large_and_stay_on_their_counters(
        monkeypatch: pytest.MonkeyPatch, text_size: float) -> None:
    calls = _drawn(monkeypatch)
    builder, _ = open_builder(second_builder())
    grid = [(t, size, legible) for t, size, legible in calls if size == calls[0][1]]
    assert {t for t, _, _ in grid} == set(range(len(TYPES)))  # every type in the grid
    art = CounterArt()
    sizes = []
    for t, size, legible in grid[:len(TYPES)]:
        px, lines, box = art.name_fit(t, size, legible)
        sizes.append(px)
        assert all(_text_width(line, px) <= box.width for line in lines), (t, px, lines)
        assert _block_height(px, len(lines)) <= box.height, (t, px, lines)
    # measured: median 18.5 at 100% (19 at 120%), the longest 13; before: 15, the
    # longest 12 (a board's 0.27 of a 56 px counter)
    assert statistics.median(sizes) >= 18 and min(sizes) >= 13, sorted(sizes)
