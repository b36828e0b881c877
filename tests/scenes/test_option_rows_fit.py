"""Every registered game's options fit their rows on the setup and settings screens
(issue 22: "Interference: When close to winning" ran over its ◀ ▶ arrows), at Text
size 100% and 120%: each value stays between its arrows, each label left of its value,
and nothing is cut with "…"."""

from __future__ import annotations

from collections.abc import Iterator

import pygame
import pytest

from game.core import registry
from game.core.contract import OptionSpec
from scenes.shell.menus import setup
from scenes.shell.settings import screen as settings
from scenes.shell.settings.option_fields import option_field
from scenes.ui import text
from scenes.ui.form import ARROW_HALF_W, ARROW_W, Field

SCALES = (1.0, 1.2)
# The rows an option gets: the setup's right column at its tallest and most packed,
# the settings' single column at its most packed.
ROWS = {
    "setup": setup._row(setup.RIGHT, 0, setup.ROW_H),
    "setup packed": setup._row(setup.RIGHT, 0, setup.MIN_ROW_H),
    "settings packed": settings._row(settings.COLUMN, 0, 38),
}


def every_option() -> Iterator[tuple[str, OptionSpec]]:
    for info in registry.games():
        for spec in registry.plugin(info.id).OPTIONS:
            yield info.id, spec


def values_of(spec: OptionSpec) -> list:
    if spec.kind == "toggle":
        return [False, True]
    if spec.kind == "choice":
        return list(spec.choices)
    if spec.kind == "number":
        return [spec.low, spec.high]
    return [spec.default]


@pytest.fixture(params=SCALES, ids=lambda s: f"text{round(s * 100)}")
def scale(request) -> Iterator[float]:
    pygame.font.init()
    before = text.get_scale()
    text.set_scale(request.param)
    yield request.param
    text.set_scale(before)


def label_problems(field: Field, rect: pygame.Rect) -> list[str]:
    px, label, box = field.label_layout(rect)
    width = text.font(px).size(label)[0]
    problems = []
    if label != field.label:
        problems.append(f"label cut to {label!r}")
    if width > box.width or box.right > field.value_rect(rect).x:
        problems.append(f"label {field.label!r} {width} px in {box.width} px")
    return problems


def value_problems(field: Field, rect: pygame.Rect) -> list[str]:
    value = field.value_rect(rect)
    px, lines, box = field.value_layout(value)
    fnt = text.font(px)
    problems = []
    if " ".join(lines) != field.value_text():
        problems.append(f"value {field.value_text()!r} cut to {lines!r}")
    tip = ARROW_W // 2 + ARROW_HALF_W  # where the ◀ ▶ glyphs end
    if field.steps and (box.x <= value.x + tip or box.right >= value.right - tip):
        problems.append("the value's box reaches the arrows")
    for line in lines:
        if fnt.size(line)[0] > box.width:
            problems.append(f"{line!r} is {fnt.size(line)[0]} px wide in {box.width} px")
    if len(lines) > 1 and len(lines) * fnt.get_linesize() > box.height:
        problems.append(f"{len(lines)} lines of {fnt.get_linesize()} px in {box.height} px")
    return problems


@pytest.mark.parametrize("where", list(ROWS))
def test_every_games_options_fit_their_rows(scale: float, where: str) -> None:
    rect = ROWS[where]
    problems = []
    for game_id, spec in every_option():
        for value in values_of(spec):
            field = option_field(spec, value)
            found = label_problems(field, rect)
            if spec.kind != "text":
                found += value_problems(field, rect)
            problems += [f"{game_id} {spec.key}={value!r}: {p}" for p in found]
    assert not problems, "\n".join(problems)


def test_a_value_too_long_for_any_size_is_cut_not_spilled(scale: float) -> None:
    spec = OptionSpec("x", "Long", "choice", "a", choices=("a",),
                      labels=("An option value far too long to fit between two arrows "
                              "whatever its size",))
    field = option_field(spec, "a")
    value = field.value_rect(ROWS["setup packed"])
    px, lines, box = field.value_layout(value)
    assert lines[-1].endswith("…")
    assert all(text.font(px).size(line)[0] <= box.width for line in lines)
