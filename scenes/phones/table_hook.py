"""Phones at a table: the hook a `TableScene` calls once a frame (no pygame here).

The table asks `frame(table)` at the top of every frame. The hook sends every
human seat's phone its description whenever the game moved (whoever moved it), applies
the phones' choices while the table is still (so the TV animates every move in order),
and answers whether the seat to act now decides on its phone: then the table shows no
curtain and no controls, only the public view. A seat whose phone is not connected plays
at the TV, behind the curtain as before; a phone that went away a moment ago (its page
reloading) is still that seat's phone for `grace` seconds, so no curtain comes up for it.
"""

from __future__ import annotations

import atexit
from collections.abc import Callable, Sequence
from typing import Any

from .hub import SeatInfo
from .link import PhoneLink
from .phone_hints import PhoneHints
from .server import PhoneServer

# Seconds a seat's phone may be away (a page reloading, a phone waking) and still be that
# seat's phone: the TV waits for it rather than put up a curtain. A reload takes a second
# or two; past this the TV says the phone is gone and the seat plays at the TV.
RELOAD_GRACE = 10.0


class PhoneHook:
    """One table's phones: its server, its link, and what the table asks each frame."""

    def __init__(self, session: Any, colours: Sequence[str], *, port: int,
                 host: str = "0.0.0.0", on_first_frame: Callable[[], None] | None = None,
                 server: PhoneServer | None = None) -> None:
        self.session = session
        self.humans = list(session.humans)
        infos = [SeatInfo(name, colour) for name, colour in zip(session.names, colours)]
        if server is None:
            server = PhoneServer(infos, session.info.title, host=host, port=port)
        else:  # the setup screen's server (its codes already shown): this table's now
            server.reseat(infos, session.info.title, self.humans)
        self.server = server
        self.link = PhoneLink(self.server, session.plugin, session.names, self.humans)
        self.hints = PhoneHints(self.server)  # the coach's hints phones ask for
        self.on_first_frame = on_first_frame
        # Opens the join screen again mid-game (a late phone, a dead battery): set by
        # scenes.shell.match.phones_screen.open_phones, offered by the pause menu.
        self.show_join: Callable[[], None] | None = None
        self._seen: tuple[int, int] = (-1, -1)
        self._started = False
        self.grace = RELOAD_GRACE
        self._connected: frozenset[int] = frozenset()  # sockets open now
        self._held: frozenset[int] = frozenset()  # connected, or away within the grace

    def start(self) -> None:
        """Open the port (PhoneServerError when it cannot) and send the first views."""
        self.server.start()
        atexit.register(self.stop)  # a program that exits with the table open
        self._started = True
        self._refresh()

    def stop(self) -> None:
        self.hints.stop()
        self.server.stop()
        atexit.unregister(self.stop)

    def url(self, seat: int) -> str:
        return self.server.url(seat)

    def holds(self, seat: int | None) -> bool:
        """Whether `seat` is a human seat with a phone: connected now, or away for less
        than `grace` seconds (its page reloading)."""
        return seat in self.humans and self.server.held(seat, self.grace)

    def all_connected(self) -> bool:
        return all(self.server.connected(p) for p in self.humans)

    # -- each frame --------------------------------------------------------------------
    def frame(self, table: Any) -> bool:
        """Called by the table at the top of every frame: True when the seat to act
        decides on its phone (the table then waits, showing the public view)."""
        if self.on_first_frame is not None:
            show, self.on_first_frame = self.on_first_frame, None
            show()
            return True  # the join screen comes before any curtain
        s = self.session
        self._tell_connections(table)
        s.elsewhere = self._held  # a human at the TV in the same choice goes first
        self.hints.frame(s, self.link.seqs)
        if table.animating or s.shown or s.game.is_over:
            return False  # the table animates, or ends the game, as it always does
        # A choice is judged against the views as they are now (a move this frame's input
        # made is described first); without one the views wait for after_frame.
        if self.link.drain(s.game, lambda seat, text: self._submit(table, seat, text),
                           before=self._refresh):
            if s.shown or s.game.is_over:
                return False  # the table animates that move next (or ends the game)
        seat = s.to_act
        if not self.holds(seat):
            return False
        if s.display_viewer is not None:
            s.nobody_looking()  # the TV shows the public view while phones decide
            table.resync()
        return True

    def after_frame(self) -> None:
        """Once the table's frame is on screen (TableScene.after_frame): every phone whose
        view changed gets it, whoever moved, even mid-animation (phones need not wait for
        the TV). Describing six seats takes up to a millisecond: off the frame, in the
        time the loop would sleep, it delays no picture."""
        self._refresh()

    def behind_curtain(self, table: Any, seat: int) -> bool:
        """Called every frame while a curtain is up for `seat`, a human at the TV: the
        phones' choices are applied at once (the curtain is another seat's; the TV
        animates them once it is passed). True when the curtain should leave by itself:
        `seat`'s phone holds it again, or `seat` is no longer awaited."""
        s = self.session
        self._refresh()
        self._tell_connections(table)
        s.elsewhere = self._held
        # Nobody looks at the TV behind a curtain: the moves are queued in the public view.
        if s.display_viewer is None and not s.game.is_over and self.link.drain(
                s.game, lambda who, text: self._submit(table, who, text)):
            self._refresh()  # the curtain's frame draws nothing of the table: now
            table.save()  # as the table saves each frame: a kill loses no phone's move
        return self.holds(seat) or seat not in s.waiting

    def _tell_connections(self, table: Any) -> None:
        """The TV says when a seat's phone comes, reconnects or goes (a phone gone past
        the grace: that seat plays at the TV again, behind the curtain)."""
        now = frozenset(p for p in self.humans if self.server.connected(p))
        held = frozenset(p for p in self.humans if self.holds(p))
        if now == self._connected and held == self._held:
            return
        names = self.session.names
        gone, away = self._held - held, (self._connected - now) & held
        came = now - self._connected
        self._connected, self._held = now, held
        for seats, what in ((gone, "phone gone, play at the TV"),
                            (away, "phone reconnecting…"), (came, "phone connected")):
            if seats:
                table.say(", ".join(names[p] for p in sorted(seats)) + ": " + what)
                return

    def _submit(self, table: Any, seat: int, text: str) -> None:
        """A phone's choice through the table's own path: parsed by the game, applied by
        the session for that seat (IllegalAction: nothing changed, said on the phone)."""
        s = self.session
        action = s.plugin.parse_action(text)
        s.submit(action, player=seat)
        table.after_submit()

    def _refresh(self) -> None:
        game = self.session.game
        moment = (id(game), len(game.record))
        if self._started and moment != self._seen:
            self._seen = moment
            self.link.refresh(game)
