"""Actions: small immutable values with a round-tripping text form.

Subclasses declare `kind` and `fields`; equality and hashing use (kind, values), so
two different kinds never compare equal. They are plain slotted objects rather than
dataclasses because legal-action listing creates many of them and must stay cheap.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any, ClassVar, TypeVar


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


# What every game's `actions.py` did the same way (issue 22): the table of its kinds, the
# first checks of its text parser, the plain "kind v1 v2" text form, a remembered text
# form, and a constructor for listing legal actions fast.

A = TypeVar("A", bound=Action)


def make(cls: type[A], values: tuple[int, ...]) -> A:
    """A fast constructor for legal-action listing (`values` already of the right length:
    no check, no unpacking)."""
    action = object.__new__(cls)
    action.values = values
    return action


def kinds(*classes: type[Action]) -> dict[str, type[Action]]:
    """The action classes by their `kind` word (a kind named twice is a mistake)."""
    table = {cls.kind: cls for cls in classes}
    if len(table) != len(classes):
        raise ValueError(f"two action classes share a kind: {[c.kind for c in classes]}")
    return table


def split_action(text: str, by_kind: dict[str, type[Action]]) -> tuple[type[Action], list[str]]:
    """The class a text form names by its first word and its other words, checked in
    number against the class's fields; ValueError naming the text otherwise."""
    words = text.split() if isinstance(text, str) else []
    if not words or words[0] not in by_kind:
        raise ValueError(f"not an action: {text!r}")
    cls = by_kind[words[0]]
    if len(words) - 1 != len(cls.fields):
        raise ValueError(f"{cls.kind} takes {len(cls.fields)} values: {text!r}")
    return cls, words[1:]


def plain_text(action: Action) -> str:
    """The plain text form: the kind, then each value as a number (`place 3 57`)."""
    if not action.values:
        return action.kind
    return f"{action.kind} {' '.join(map(str, action.values))}"


def remembered(to_text: Callable[[Action], str]) -> Callable[[Action], str]:
    """`to_text` with each action's text kept once made (logs, saves and replays ask for
    the same few actions again and again)."""
    texts: dict[tuple[str, tuple[int, ...]], str] = {}

    def text_of(action: Action) -> str:
        key = (action.kind, action.values)
        text = texts.get(key)
        if text is None:
            text = texts[key] = to_text(action)
        return text

    text_of.__doc__ = to_text.__doc__
    return text_of
