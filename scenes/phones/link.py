"""The table's side of the phones: each seat's description out, each phone's choice in.

The table calls `refresh(game)` after every applied action, whoever made it (once the
frame is on screen), and `drain(game, submit)` once a frame. `submit(seat, action_text)`
is the table's own input path (the one the TV uses): it applies the action or raises
`ValueError` (`IllegalAction`), which reaches that phone as an error and changes nothing.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import Any, Protocol

from game.core.phone import MAX_LOG, describe

from .hub import Chosen

STALE = "That choice is no longer open: the table moved on."
LOG_LINES = 4  # the public log's last lines on every phone: what just happened


class Channel(Protocol):
    """What the link needs of a server (`PhoneServer`; a fake in tests)."""

    def publish(self, seat: int, seq: int, view: dict[str, Any]) -> None: ...

    def tell(self, seat: int, message: str, reopen: bool = False) -> None: ...

    def take(self) -> list[Chosen]: ...


class PhoneLink:
    """Sends the seats in `seats` their descriptions; takes their phones' choices."""

    def __init__(self, channel: Channel, plugin: Any, names: Sequence[str],
                 seats: Sequence[int], log: Sequence[str] | None = None) -> None:
        self.channel, self.plugin = channel, plugin
        # The session's public log (Session.log: each event's public view in words, the
        # TV's log), read at every refresh; its last lines go to every phone.
        self.log = log
        self.names = list(names)
        self.seats = list(seats)
        self.seqs = dict.fromkeys(self.seats, 0)
        self.views: dict[int, dict[str, Any]] = {}
        self.chose: set[int] = set()  # seats whose choice was applied since the refresh

    def refresh(self, game: Any) -> None:
        """Every seat whose description changed gets it, with a new number; so does a
        seat whose choice was applied since (its phone waits for an answer to it)."""
        chose, self.chose = self.chose, set()
        for seat in self.seats:
            view = describe(self.plugin, game, seat, self.names)
            if self.log:
                view["log"] = [line[:240] for line in self.log[-min(LOG_LINES, MAX_LOG):]]
            if view != self.views.get(seat) or seat in chose:
                self.views[seat] = view
                self.seqs[seat] += 1
                self.channel.publish(seat, self.seqs[seat], view)

    def drain(self, game: Any, submit: Callable[[int, str], Any],
              before: Callable[[], Any] | None = None) -> int:
        """Apply the phones' choices waiting since the last frame; how many applied.
        Each choice is judged against the views as they are after the one before it
        (`refresh` between two); after the last, the caller refreshes when it suits it
        (the table: once the frame is on screen, PhoneHook.after_frame). `before` is
        called first when there is a choice (the table's views brought up to date)."""
        applied = 0
        taken = self.channel.take()
        if taken and before is not None:
            before()
        for chosen in taken:
            if self.chose:
                self.refresh(game)  # the choice before moved the game: views first
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
            self.chose.add(seat)
        return applied
