"""What the table waits for, as each seat's phone is told it (issue 32): the `wait` of
the protocol (protocol.py, docs/phones.md). No pygame; asked of any game's table the same
way (`TableScene.awaiting`, `animating`, the session), never of a game.

A wait `holds` when nothing will take a choice until someone acts (the TV shows
something to dismiss, or another screen): a choice sent then is refused with the wait's
text, and the phone keeps it. An animation or another player does not hold: a choice
made meanwhile is taken as soon as the table is still.
"""

from __future__ import annotations

from typing import Any, NamedTuple

GO_ON = "Go on"
ANIMATING = "The TV is showing the last move"


class Wait(NamedTuple):
    text: str
    ack: str | None = None  # the button the phone shows (GO_ON), or None
    number: int = 0  # the table's AckWait number the button answers
    holds: bool = False

    def message(self) -> dict[str, Any]:
        """The wire form (the `wait` field of `view` and `wait` messages)."""
        out: dict[str, Any] = {"text": self.text, "ack": self.ack, "holds": self.holds}
        if self.ack:
            out["id"] = self.number
        return out

    def refusal(self) -> str:
        """Why a choice is not taken now (said on the phone, which keeps the choice)."""
        then = "tap Go on first" if self.ack else "send it again once the TV goes on"
        return f"Not yet: {self.text}. Your choice is kept: {then}."


def _names(names: list[str], seats: list[int]) -> str:
    who = [names[p] for p in seats]
    return who[0] if len(who) == 1 else ", ".join(who[:-1]) + " and " + who[-1]


def wait_for(seat: int, table: Any, session: Any, cover: Wait | None,
             waiting: tuple[int, ...] | None = None) -> Wait | None:
    """What the table waits for, as `seat`'s phone is told it (None: for this seat's
    choice, which the table takes at once, or nothing: the game is over). `waiting`:
    `session.waiting`, when the caller read it already."""
    over = session.game.is_over
    if cover is not None and not over:  # (over: the results are on; nothing to choose)
        return cover
    if table is None:  # (told while covered, the game over: no table's frame to read)
        return None
    awaiting = getattr(table, "awaiting", None)
    if awaiting is not None:
        mine = awaiting.by is None or awaiting.by == seat
        return Wait(f"The TV shows {awaiting.what}", GO_ON if mine else None,
                    awaiting.number, holds=True)
    if table.animating or session.shown:
        return Wait(ANIMATING)
    if over:
        return None
    awaited = session.waiting if waiting is None else waiting
    others = [p for p in awaited if p != seat]
    if seat not in awaited and others:
        return Wait(f"Waiting for {_names(session.names, others)}")
    return None
