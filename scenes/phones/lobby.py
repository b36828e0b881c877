"""The phones' server before the table (issue 25): opened by the setup screen when phones
are on, so each human scans their seat's code while the game is being set up. The table
that sits down takes it over with the same links (`take`), so a phone already in stays in;
a setup left without a game closes it. No pygame here (the codes are drawn by
scenes/shell/match/phones_screen.py).
"""

from __future__ import annotations

import atexit
import logging

from .hub import SeatInfo
from .server import PhoneServer, PhoneServerError

log = logging.getLogger(__name__)
SEATS = 6  # the setup screen's seats: every one gets a link; the table keeps its humans'
WAITING = "Conspiracy Table"  # the game's name on a phone until the table sits down
# What a phone shows until then (the table's first view replaces it: its number is 1).
WAITING_VIEW = {"status": ["You are in: the game starts soon",
                           "Keep this page open; your cards and choices appear here"],
                "sections": [], "choices": [], "turn": False, "over": False}


class PhoneLobby:
    """`start()` on the setup screen, `take()` by the table, else `close()`."""

    def __init__(self, port: int, host: str = "0.0.0.0", seats: int = SEATS) -> None:
        infos = [SeatInfo(f"Seat {i + 1}", "#8c8c8c") for i in range(seats)]
        self.server: PhoneServer | None = PhoneServer(infos, WAITING, host=host, port=port)
        self.problem = ""  # why the port could not be opened (said on the setup screen)

    def start(self) -> bool:
        """Open the port; False (and `problem` says why) when it cannot."""
        if self.server is None:
            return False
        try:
            self.server.start()
        except PhoneServerError as exc:
            log.warning("%s", exc)
            self.problem = str(exc)
            self.server = None
            return False
        atexit.register(self.close)  # a program that exits on the setup screen
        for seat in range(len(self.server.hub.tokens)):
            self.server.publish(seat, 0, WAITING_VIEW)
        return True

    @property
    def running(self) -> bool:
        return self.server is not None and self.server.running

    def url(self, seat: int) -> str:
        assert self.server is not None
        return self.server.url(seat)

    def connected(self, seat: int) -> bool:
        return self.server is not None and self.server.connected(seat)

    def claimed(self, seat: int) -> bool:
        """A phone joined this seat (its code is no longer shown)."""
        return self.server is not None and self.server.claimed(seat)

    def take(self) -> PhoneServer | None:
        """The running server, handed to the table that sits down (None: not running);
        the lobby no longer closes it."""
        server, self.server = (self.server if self.running else None), None
        atexit.unregister(self.close)
        return server

    def close(self) -> None:
        """The setup screen left without a game: every phone told, the port closed."""
        server, self.server = self.server, None
        atexit.unregister(self.close)
        if server is not None:
            server.stop()
