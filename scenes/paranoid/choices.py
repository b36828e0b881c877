"""Every legal action as "pick a source, then a target". Pure logic: no pygame.

The board makes each source and target a place on screen (a counter, a zone, a
button), so any legal action is reachable by a click, a drag and drop, or the keyboard
(cycle sources, Enter, cycle targets, Enter). A source whose only target is `None` acts
at once (Draw, Pass, Accuse).
"""

from __future__ import annotations

from collections.abc import Hashable

from game.core.actions import Action
from game.paranoid.actions import (
    NEW,
    RESERVE,
    Accuse,
    Draw,
    Excess,
    Give,
    Pass,
    Place,
    Reconceal,
    Shift,
    Stow,
    Strike,
)

Source = tuple[Hashable, ...]
Target = tuple[Hashable, ...] | None

POOL: Source = ("pool",)
HAND: Source = ("hand",)
PASS: Source = ("pass",)
STRIKE: Source = ("strike",)


def destination(to: int) -> Target:
    if to == RESERVE:
        return ("reserve",)
    if to == NEW:
        return ("new",)
    return ("acc", to)


def decompose(action: Action) -> tuple[Source, Target]:
    """Where an action starts on screen and where it ends."""
    if isinstance(action, Draw):
        return POOL, None
    if isinstance(action, Stow):
        return HAND, destination(action.to)
    if isinstance(action, Place):
        return ("paranoid", action.type), destination(action.to)
    if isinstance(action, Shift):
        return ("acc", action.source, action.type), destination(action.to)
    if isinstance(action, Accuse):
        return ("accuse", action.accusation), None
    if isinstance(action, Give):
        return ("enemy", action.type), ("seat", action.to)
    if isinstance(action, Excess):
        return ("enemy", action.type), None
    if isinstance(action, Strike):
        return STRIKE, ("seat", action.target)
    if isinstance(action, Reconceal):
        return ("plot", action.type), None
    if isinstance(action, Pass):
        return PASS, None
    raise ValueError(f"the board does not offer {action!r}")


class Choices:
    """The legal actions of one decision, indexed by source and target."""

    def __init__(self, legal: list[Action]) -> None:
        self.by_source: dict[Source, dict[Target, Action]] = {}
        for action in legal:
            source, target = decompose(action)
            self.by_source.setdefault(source, {})[target] = action
        # Stable order for keyboard focus: counters first, buttons last.
        self.sources: list[Source] = sorted(self.by_source, key=_source_order)

    def __bool__(self) -> bool:
        return bool(self.sources)

    def targets(self, source: Source) -> list[Target]:
        return list(self.by_source.get(source, {}))

    def immediate(self, source: Source) -> Action | None:
        """The action a source performs at once (its only target is None)."""
        targets = self.by_source.get(source, {})
        return targets.get(None) if list(targets) == [None] else None

    def action(self, source: Source, target: Target) -> Action | None:
        return self.by_source.get(source, {}).get(target)


_ZONE_ORDER = {"hand": 0, "pool": 1, "paranoid": 2, "acc": 3, "accuse": 4, "enemy": 5,
               "plot": 6, "strike": 7, "pass": 8}


def _source_order(source: Source) -> tuple[int, tuple[str, ...]]:
    return _ZONE_ORDER.get(str(source[0]), 9), tuple(str(x) for x in source[1:])


def refocus(sources: list[Source], previous: Source | None, index: int) -> int:
    """Where the keyboard focus goes when a move brings new choices: it stays where the
    player was (issue 22) — on a drawn counter (it must be put away next), else on the
    same source if it is still there, else on another counter of the same zone, else
    at the same place in the list, never on End phase while anything else is left."""
    if not sources:
        return 0
    if HAND in sources:
        return sources.index(HAND)
    if previous in sources:
        return sources.index(previous)
    if previous is not None:
        same = [i for i, s in enumerate(sources) if s[0] == previous[0]]
        if same:
            return min(same, key=lambda i: abs(i - index))
    at = min(max(index, 0), len(sources) - 1)
    if sources[at] == PASS and len(sources) > 1:
        at = max(i for i, s in enumerate(sources) if s != PASS)
    return at


def first_target(targets: list[Target], me: int | None) -> int:
    """The target focused first: a rival's seat rather than one's own (a Torment or a
    gift to oneself is rarely meant), else the first."""
    for i, target in enumerate(targets):
        if not (target is not None and target[0] == "seat" and target[1] == me):
            return i
    return 0
