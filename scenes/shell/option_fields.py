"""A game's options (`game.core.contract.OptionSpec`) as form rows, and back.

The setup form and the settings' Game page are built from the chosen game's option
list, so a new game's settings need no shell code.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from game.core.contract import OptionSpec
from scenes.ui.form import Choice, Field, Number, TextField, Toggle


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
    if spec.kind == "text":
        return TextField(spec.label, value, max_len=spec.high or 40,
                         placeholder=str(spec.default), hint=spec.help)
    raise ValueError(f"unknown option kind {spec.kind!r}")


def option_value(spec: OptionSpec, field: Field) -> Any:
    """What a row built by `option_field` says now (an empty text: the default)."""
    if isinstance(field, TextField):
        return spec.clamp(field.text)
    return spec.clamp(field.value)  # type: ignore[attr-defined]


class OptionRows:
    """The rows of a game's options, in the game's order."""

    def __init__(self, specs: Sequence[OptionSpec], values: dict[str, Any]) -> None:
        self.specs = tuple(specs)
        self.fields = [option_field(s, values.get(s.key, s.default)) for s in self.specs]

    def field(self, key: str) -> Field:
        for spec, field in zip(self.specs, self.fields):
            if spec.key == key:
                return field
        raise KeyError(f"no option {key!r}")

    def values(self) -> dict[str, Any]:
        return {s.key: option_value(s, f) for s, f in zip(self.specs, self.fields)}
