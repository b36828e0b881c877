"""Every action of Conspiracy Pontoon with its text form (`twist`, `place 17 60`, `vote 2 1`).

Values are ints: card ids, cells (row * 11 + col), phrase indices (§2.4). A vote carries
its voter, so its text replays without context. `Tell` carries typed theory text (§6.3),
bounded and printable; its text form is `tell <text>`.
"""

from __future__ import annotations

from ..core.actions import Action, kinds, make, plain_text, split_action

__all__ = ["make"]  # the fast constructor the rules list legal actions with (core's)

TEXT_MAX = 280  # §6.3 typed theory, bounded


class Declare(Action):
    """§5.3: show a Pontoon."""
    kind = "declare"


class Split(Action):
    """§5.3: split a pair into two hands (once)."""
    kind = "split"


class Twist(Action):
    """§5.3 / §5.4: take a card face up."""
    kind = "twist"


class Stick(Action):
    """§5.3 (punter: 15 or more) / §5.4 (banker: any total)."""
    kind = "stick"


class Place(Action):
    """§6.2 / §7.2: lay a conspiracy card on a cell."""
    kind = "place"
    fields = ("card", "cell")


class Link(Action):
    """§6.3 phrase builder: the link phrase between the last two placed cards."""
    kind = "link"
    fields = ("phrase",)


class TimeOut(Action):
    """§6.1 / §7.5: the table's countdown ran out (the engine never reads a clock)."""
    kind = "timeout"


class Vote(Action):
    """§6.4: a waiver ("let them finish?") or heckle ("you never mentioned…!") ballot."""
    kind = "vote"
    fields = ("voter", "yes")


class Night(Action):
    """§8: this human calls it a night (the game ends after a hand once every human has)."""
    kind = "night"


class Tell(Action):
    """§6.3 typed mode: the theory as free text (recorded only; nothing is enforced)."""
    __slots__ = ("text",)
    kind = "tell"

    def __init__(self, text: str = "") -> None:
        super().__init__()
        self.text = clean_text(text)

    def __eq__(self, other: object) -> bool:
        return isinstance(other, Tell) and other.text == self.text

    def __hash__(self) -> int:
        return hash(("tell", self.text))

    def __repr__(self) -> str:
        return f"Tell({self.text!r})"


def clean_text(text: str) -> str:
    return " ".join("".join(ch for ch in str(text) if ch.isprintable()).split())[:TEXT_MAX]


ALL_KINDS: tuple[type[Action], ...] = (Declare, Split, Twist, Stick, Place, Link, TimeOut,
                                       Vote, Night, Tell)
_BY_KIND = kinds(*ALL_KINDS)


def to_text(action: Action) -> str:
    if isinstance(action, Tell):
        return f"tell {action.text}".rstrip()
    return plain_text(action)


def from_text(text: str) -> Action:
    """Parse the text form back into an action (ValueError on nonsense)."""
    if not isinstance(text, str):
        raise ValueError(f"not an action: {text!r}")
    if text == "tell" or text.startswith("tell "):
        return Tell(text[5:])
    cls, words = split_action(text, _BY_KIND)
    try:
        return cls(*(int(w) for w in words))
    except ValueError:
        raise ValueError(f"bad value in {text!r}") from None
