"""Actions: small immutable values with a round-tripping text form.

Subclasses declare `kind` and `fields`; equality and hashing use (kind, values), so
two different kinds never compare equal. They are plain slotted objects rather than
dataclasses because legal-action listing creates many of them and must stay cheap.
"""

from __future__ import annotations

from typing import Any, ClassVar


class Action:
    __slots__ = ("values",)
    kind: ClassVar[str] = "?"
    fields: ClassVar[tuple[str, ...]] = ()

    def __init__(self, *values: int) -> None:
        if len(values) != len(self.fields):
            raise TypeError(f"{self.kind} takes {len(self.fields)} values: {self.fields}")
        self.values = values

    def __getattr__(self, name: str) -> Any:
        try:
            return self.values[type(self).fields.index(name)]
        except ValueError:
            raise AttributeError(name) from None

    def __eq__(self, other: object) -> bool:
        return (isinstance(other, Action) and other.kind == self.kind
                and other.values == self.values)

    def __hash__(self) -> int:
        return hash((self.kind, self.values))

    def __repr__(self) -> str:
        name = type(self).__name__
        return f"{name}{self.values!r}" if self.values else f"{name}()"
