"""Every action of Paranoid Delusions, with its text form (`place coffee new`).

Destinations: an Accusation in progress by its index, or `RESERVE` (the own Paranoid
Reserve) or `NEW` (start a new Accusation).
"""

from __future__ import annotations

from ..core.actions import Action, kinds, split_action
from .catalogue import TYPES, type_index

RESERVE = -1
NEW = -2
_DEST_TEXT = {RESERVE: "reserve", NEW: "new"}


class Pick(Action):
    """Setup §3: add one counter of a type to the Plot being built."""
    kind = "pick"
    fields = ("type",)


class Finish(Action):
    """Setup §3: the Plot being built is done."""
    kind = "finish"


class Draw(Action):
    """§5 / §6: draw at random from the Pool (Paranoid: then Stow it; Enemy: to Enemy Reserve)."""
    kind = "draw"


class Stow(Action):
    """§5: put the counter just drawn into the Paranoid Reserve or an Accusation."""
    kind = "stow"
    fields = ("to",)


class Place(Action):
    """§5: Paranoid Reserve -> an Accusation (or a new one)."""
    kind = "place"
    fields = ("type", "to")


class Shift(Action):
    """§5: one Accusation -> another, a new one, or back to the Reserve."""
    kind = "shift"
    fields = ("source", "type", "to")


class Accuse(Action):
    """§5.2: make a complete Accusation."""
    kind = "accuse"
    fields = ("accusation",)


class Pass(Action):
    """End the current phase (Paranoid or Enemy), taking no more actions."""
    kind = "pass"


class Give(Action):
    """§6: Enemy Reserve -> a player's Paranoid Reserve."""
    kind = "give"
    fields = ("type", "to")


class Strike(Action):
    """§6: an Enemy that took no action reduces a sane Paranoid's Sanity by 1."""
    kind = "strike"
    fields = ("target",)


class Reconceal(Action):
    """§9.11 Aliens: as the whole Enemy phase, turn an exposed own Plot counter face down."""
    kind = "reconceal"
    fields = ("type",)


class Excess(Action):
    """§4 Turn End: move a counter over the Enemy Reserve limit to the own Paranoid Reserve."""
    kind = "excess"
    fields = ("type",)


ALL_KINDS: tuple[type[Action], ...] = (Pick, Finish, Draw, Stow, Place, Shift, Accuse, Pass,
                                       Give, Strike, Reconceal, Excess)
_BY_KIND = kinds(*ALL_KINDS)
# Which fields hold a counter type or a destination (for the text form).
_TYPE_FIELDS = {"type"}
_DEST_FIELDS = {"to"}
_DEST_KINDS = {"stow", "place", "shift"}


def to_text(action: Action) -> str:
    """`place coffee new`, `give masons 2`, `shift 0 coffee reserve`."""
    parts = [action.kind]
    for name, value in zip(type(action).fields, action.values, strict=True):
        if name in _TYPE_FIELDS:
            parts.append(TYPES[value].id)
        elif name in _DEST_FIELDS and action.kind in _DEST_KINDS and value in _DEST_TEXT:
            parts.append(_DEST_TEXT[value])
        else:
            parts.append(str(value))
    return " ".join(parts)


def from_text(text: str) -> Action:
    """Parse the text form back into an action (raises ValueError on nonsense)."""
    cls, words = split_action(text, _BY_KIND)
    values: list[int] = []
    for name, word in zip(cls.fields, words, strict=True):
        if name in _TYPE_FIELDS:
            values.append(type_index(word))
        elif word in ("reserve", "new") and name in _DEST_FIELDS:
            values.append(RESERVE if word == "reserve" else NEW)
        else:
            try:
                values.append(int(word))
            except ValueError:
                raise ValueError(f"bad value {word!r} in {text!r}") from None
    return cls(*values)
