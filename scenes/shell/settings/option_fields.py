"""A game's options (`game.core.contract.OptionSpec`) as form rows, and back.

The setup form and the settings' Game page are built from the chosen game's option
list, so a new game's settings need no shell code.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

import pygame

from game.core.contract import OptionSpec
from scenes.ui import text, theme
from scenes.ui.form import ARROW_W, Button, Choice, Field, Number, TextField, Toggle, _arrow


def option_field(spec: OptionSpec, value: Any) -> Field:
    """The form row for one option, showing `value` (made valid first)."""
    value = spec.clamp(value)
    if spec.kind == "toggle":
        return Toggle(spec.label, value, hint=spec.help)
    if spec.kind == "number":
        return Number(spec.label, spec.low, spec.high, value, step=spec.step, hint=spec.help)
    if spec.kind == "choice":
        labels = dict(zip(spec.choices, spec.labels)) if spec.labels else {}
        return Choice(spec.label, spec.choices, value,
                      show=lambda v: labels.get(v, str(v)), hint=spec.help)
    if spec.kind == "text" and spec.choices:
        return SuggestField(spec.label, value, spec.choices, max_len=spec.high or 40,
                            placeholder=str(spec.default), hint=spec.help)
    if spec.kind == "text":
        return TextField(spec.label, value, max_len=spec.high or 40,
                         placeholder=str(spec.default), hint=spec.help)
    raise ValueError(f"unknown option kind {spec.kind!r}")


class SuggestField(TextField):
    """Typed text with suggestions: Enter types (keyboard), Left / Right step through
    the suggestions (controller, touch, mouse on the arrows)."""

    steps = True

    def __init__(self, label: str, value: str, suggestions: Sequence[Any], **kw: Any) -> None:
        super().__init__(label, value, **kw)
        self.suggestions = [str(x) for x in suggestions]
        self.hint = (self.hint + " " if self.hint else "") + \
            "Left / Right: a suggestion · Enter: type your own"

    def box(self, rect: pygame.Rect) -> pygame.Rect:
        """The text box, between the two arrows."""
        return self.value_rect(rect).inflate(-2 * ARROW_W, 0)

    def click(self, pos: tuple[int, int], rect: pygame.Rect) -> str:
        value = self.value_rect(rect)
        if value.collidepoint(pos) and not self.box(rect).collidepoint(pos):
            return "left" if pos[0] < value.centerx else "right"
        return "edit" if self.box(rect).collidepoint(pos) else "activate"

    def draw(self, surface: pygame.Surface, rect: pygame.Rect, focused: bool,
             editing: bool) -> None:
        px, label, box = self.label_layout(rect)
        text.blit_text(surface, label, px, theme.ACCENT if focused else theme.INK,
                       box.midleft, anchor="midleft")
        self.draw_text(surface, self.box(rect), focused, editing)
        value = self.value_rect(rect)
        colour = theme.ACCENT if focused else theme.INK_DIM
        _arrow(surface, value.x + ARROW_W // 2, value.centery, -1, colour)
        _arrow(surface, value.right - ARROW_W // 2, value.centery, 1, colour)

    def change(self, delta: int) -> bool:
        if not self.suggestions:
            return False
        n = len(self.suggestions)
        here = self.suggestions.index(self.text) if self.text in self.suggestions else -1
        step = 1 if delta > 0 else -1
        self.text = self.suggestions[(here + step) % n if here >= 0 else (0 if step > 0
                                                                          else n - 1)]
        self.edited = True
        return True


def option_value(spec: OptionSpec, field: Field) -> Any:
    """What a row built by `option_field` says now (an empty text: the default)."""
    if isinstance(field, TextField):
        return spec.clamp(field.text)
    return spec.clamp(field.value)  # type: ignore[attr-defined]


class OptionRows:
    """The rows of a game's options, in the game's order. A label or help may name a
    player as `{player1}`…`{player6}` (an option about one seat): `name_players` puts the
    names the form holds now in their place, so no row says "Seat 1"."""

    def __init__(self, specs: Sequence[OptionSpec], values: dict[str, Any],
                 names: Sequence[str] = ()) -> None:
        self.specs = tuple(specs)
        self.fields = [option_field(s, values.get(s.key, s.default)) for s in self.specs]
        self.name_players(names)

    def name_players(self, names: Sequence[str]) -> None:
        """Fill the `{playerN}` places of the labels and hints with `names`."""
        known = {f"player{i + 1}": (names[i] if i < len(names) else f"Player {i + 1}")
                 for i in range(6)}
        for spec, field in zip(self.specs, self.fields):
            if "{" in spec.label or "{" in spec.help:
                field.label = spec.label.format_map(known)
                field.hint = spec.help.format_map(known)

    def field(self, key: str) -> Field:
        for spec, field in zip(self.specs, self.fields):
            if spec.key == key:
                return field
        raise KeyError(f"no option {key!r}")

    def values(self) -> dict[str, Any]:
        return {s.key: option_value(s, f) for s, f in zip(self.specs, self.fields)}


class OptionPages:
    """Rows that may not all fit: shown a page at a time, the last row of each page a
    "More options" button that turns to the next (keyboard, mouse, touch, controller
    alike). A list that fits is one page with no button."""

    def __init__(self, rows: Sequence[Field], capacity: int, on_turn: Any) -> None:
        self.rows = list(rows)
        self.page = 0
        per_page = max(1, capacity - 1) if len(self.rows) > capacity else capacity
        self.pages = [self.rows[i:i + per_page] for i in range(0, len(self.rows), per_page)]
        self.more = Button("", self._turn, hint="Shows the rest of the options.")
        self.on_turn = on_turn
        self._label()

    def _label(self) -> None:
        self.more.label = f"More options ({self.page + 1} of {len(self.pages)})"

    def _turn(self) -> None:
        self.page = (self.page + 1) % len(self.pages)
        self._label()
        self.on_turn()

    def shown(self) -> list[Field]:
        """The rows of the current page, then the button if there are several pages."""
        rows = list(self.pages[self.page]) if self.pages else []
        return rows + [self.more] if len(self.pages) > 1 else rows

    def show(self, field: Field) -> None:
        """Turn to the page holding `field` (a test or a hint that names a row)."""
        for i, page in enumerate(self.pages):
            if field in page:
                self.page = i
                self._label()
