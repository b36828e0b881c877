"""The table's side of the phones: each seat's description out, each phone's choice in.

The table calls `refresh(game)` after every applied action (whoever made it) and
`drain(game, submit)` once a frame. `submit(seat, action_text)` is the table's own input
path (the one the TV uses): it applies the action or raises `ValueError`
(`IllegalAction`), which reaches that phone as an error and changes nothing.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import Any, Protocol

from game.core.phone import describe

from .hub import Chosen

STALE = "That choice is no longer open: the table moved on."


class Channel(Protocol):
    """What the link needs of a server (`PhoneServer`; a fake in tests)."""

    def publish(self, seat: int, seq: int, view: dict[str, Any]) -> None: ...

    def tell(self, seat: int, message: str, reopen: bool = False) -> None: ...

    def take(self) -> list[Chosen]: ...


class PhoneLink:
    """Sends the seats in `seats` their descriptions; takes their phones' choices."""

    def __init__(self, channel: Channel, plugin: Any, names: Sequence[str],
                 seats: Sequence[int]) -> None:
        self.channel, self.plugin = channel, plugin
        self.names = list(names)
        self.seats = list(seats)
        self.seqs = dict.fromkeys(self.seats, 0)
        self.views: dict[int, dict[str, Any]] = {}

    def refresh(self, game: Any, chose: int | None = None) -> None:
        """Every seat whose description changed gets it, with a new number; so does the
        seat that just `chose` (its phone waits for an answer to its choice)."""
        for seat in self.seats:
            view = describe(self.plugin, game, seat, self.names)
            if view != self.views.get(seat) or seat == chose:
                self.views[seat] = view
                self.seqs[seat] += 1
                self.channel.publish(seat, self.seqs[seat], view)

    def drain(self, game: Any, submit: Callable[[int, str], Any]) -> int:
        """Apply the phones' choices waiting since the last frame; how many applied."""
        applied = 0
        for chosen in self.channel.take():
            seat = chosen.seat
            if seat not in self.seqs or chosen.seq != self.seqs[seat]:
                if seat in self.seqs:
                    self.channel.tell(seat, STALE)
                continue
            try:
                submit(seat, chosen.action)
            except ValueError as exc:  # IllegalAction included: nothing changed
                self.channel.tell(seat, f"Not allowed: {exc}", reopen=True)
                continue
            applied += 1
            self.refresh(game, chose=seat)
        return applied
