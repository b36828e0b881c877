"""What a table waits for a person to go on from, the same for every game (issue 32).

`WaitFor` holds a table's timeline until something is ready (an overlay closing);
`AckWait` until a person goes on from what the table shows ("Round 1 over…"): Enter at
the TV (the game's own key) or "Go on" on a phone (`Acknowledgements.acknowledge`, as
a press there would, only while a press would reach the table). While one holds, the
table names it in `awaiting`; covered by another screen, it tells its phones so
(`on_pause`/`on_resume`). scenes/phones/waits.py turns that into what each phone shows.
"""

from __future__ import annotations

import itertools
from collections.abc import Callable
from typing import Any

from scenes.ui.tween import Task


class WaitFor(Task):
    """Waits until `ready()` holds (an overlay closing), or is finished by fast-forward."""

    def __init__(self, ready: Callable[[], bool], on_skip: Callable[[], None]) -> None:
        super().__init__()
        self.ready = ready
        self.on_skip = on_skip

    def _advance(self, dt: float) -> float:
        if self.ready():
            self.done = True
            return dt
        return 0.0

    def _finish(self) -> None:
        self.on_skip()


class AckWait(WaitFor):
    """The table holds until a person goes on: what it shows (`what`, "the end of round
    1") must be dismissed (Enter at the TV, or "Go on" on a phone; `on_ack` is what
    either does). While it holds, the table names it in `awaiting`. `by`: the one seat
    whose acknowledgement it is (None: anyone at the table)."""

    numbers = itertools.count(1)

    def __init__(self, table: Any, what: str, ready: Callable[[], bool],
                 on_ack: Callable[[], None], by: int | None = None) -> None:
        super().__init__(ready, on_ack)
        self.table, self.what, self.by = table, what, by
        self.number = next(self.numbers)  # a phone's "Go on" names the wait it saw

    def _advance(self, dt: float) -> float:
        left = super()._advance(dt)
        self._holding(not self.done)
        return left

    def _finish(self) -> None:
        super()._finish()
        self._holding(False)

    def kill(self) -> None:
        super().kill()
        self._holding(False)

    def _holding(self, on: bool) -> None:
        if on:
            self.table.awaiting = self
        elif self.table.awaiting is self:
            self.table.awaiting = None


class Acknowledgements:
    """The part of `TableScene` that knows what it waits for (mixed in before Scene)."""

    # The acknowledgement the table holds for now (an AckWait in its timeline), or None.
    awaiting: AckWait | None = None
    phones: Any = None
    waiting_overlay: Any = None
    stack: Any = None

    def invalidate(self) -> None: ...  # (Scene's)

    def wait_for_ack(self, what: str, ready: Callable[[], bool], on_ack: Callable[[], None],
                     by: int | None = None) -> AckWait:
        """A step of a timeline that holds until a person goes on (see AckWait): a game
        shows `what` and takes its own key for it (`on_ack`); phones offer "Go on"."""
        return AckWait(self, what, ready, on_ack, by)

    def acknowledge(self, number: int, seat: int) -> str:
        """A phone's "Go on" for the wait numbered `number`: what a press at the TV does
        to it, if a press would reach the table now (the stack's input guard: the table
        on top, no screen just come or coming). "" when done, else why not."""
        wait = self.awaiting
        if wait is None or wait.number != number:
            return "The TV has moved on already."
        if wait.by is not None and wait.by != seat:
            return "Someone else goes on from there."
        stack = self.stack
        if stack is None or stack.top is not self:
            return "The TV shows another screen: go on there."
        guard = getattr(stack, "guard", None)
        if getattr(stack, "pending", False) or (guard is not None and guard.guarding):
            return "The TV has just changed: tap again."
        wait.on_skip()
        self.invalidate()
        return ""

    def on_pause(self) -> None:
        """Something covers the table (a curtain, the pause, a question, the rules…):
        the table stops, so its phones are told it holds (the cover may say better:
        PhoneHook.covered_by). An overlay the table waits for closes by itself."""
        covered_by = getattr(self.phones, "covered_by", None)  # (a test's stand-in: none)
        if covered_by is not None:
            if self.waiting_overlay is not None:
                covered_by("The TV is showing the last move", hold=False)
            else:
                covered_by("The TV shows another screen")

    def on_resume(self) -> None:
        uncovered = getattr(self.phones, "uncovered", None)
        if uncovered is not None:
            uncovered()
