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
from .waits import Wait, wait_for

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
        server.news()  # the setup screen's joins were seen there: nothing to announce
        self.link = PhoneLink(self.server, session.plugin, session.names, self.humans,
                              log=session.log)  # "just now" on every phone
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
        # Says a change of a seat's phone over every screen (the app's toast: set by
        # scenes.shell.match.phones_screen.open_phones); None: on the table's hint line.
        self.announce: Callable[[str], None] | None = None
        self._moved: set[int] = set()  # seats the TV let join again (their next phone)
        self._cover: Wait | None = None  # the screen over the table, while there is one
        self._waits: dict[int, Wait | None] = {}  # what each phone was last told
        self._moment: tuple[Any, ...] = ()  # what they were made of
        self._unsent: dict[int, tuple[int, Any, str]] = {}  # told, not yet sent

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
        self.poll_news(table)
        s.elsewhere = self._held  # a human at the TV in the same choice goes first
        self.hints.frame(s, self.link.seqs)
        self._go_on(table)
        self._tell_waits(table)
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
        self._send_waits()

    def behind_curtain(self, table: Any, seat: int) -> bool:
        """Called every frame while a curtain is up for `seat`, a human at the TV: the
        phones' choices are applied at once (the curtain is another seat's; the TV
        animates them once it is passed). True when the curtain should leave by itself:
        `seat`'s phone holds it again, or `seat` is no longer awaited."""
        s = self.session
        self._refresh()
        self._tell_connections(table)
        self.poll_news(table)
        s.elsewhere = self._held
        self._cover = None  # behind a curtain the phones' choices are taken
        self._tell_waits(table)
        self._send_waits()  # the table's own after_frame does not run behind a curtain
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

    # -- what the table waits for (waits.py) -------------------------------------------
    def covered_by(self, text: str, hold: bool = True) -> None:
        """A screen covers the table (TableScene.on_pause, then the screen itself may say
        better: the pause, the join screen): the phones are told now, as no frame of the
        table comes while it is covered. `hold`: choices are refused meanwhile (False:
        it goes away by itself, as an overlay the table waits for does)."""
        self._cover = Wait(text, holds=hold)
        self._tell_waits(None)
        self._send_waits()  # no frame of the table follows while it is covered

    def uncovered(self) -> None:
        self._cover = None  # the table's next frame tells the phones what comes

    def _tell_waits(self, table: Any) -> None:
        """Every phone whose wait changed is told; while the table holds, the choices
        phones sent meanwhile are given back with the reason (nothing would take them)."""
        if table is None and self._cover is None:
            return
        s = self.session
        moment = (self._cover, getattr(table, "awaiting", None),
                  table is not None and bool(table.animating or s.shown), id(s.game),
                  len(s.game.record))
        if moment != self._moment:  # something a wait is made of changed (seldom)
            self._moment = moment
            self._tell_each(table)
        for chosen in self.server.take() if self._holds() else ():
            wait = self._waits.get(chosen.seat)
            self.server.tell(chosen.seat, wait.refusal() if wait else "Not yet.", reopen=True)

    def _tell_each(self, table: Any) -> None:
        changed = []
        waiting = self.session.waiting
        for seat in self.humans:
            wait = wait_for(seat, table, self.session, self._cover, waiting)
            if wait != self._waits.get(seat, False):
                self._waits[seat] = wait
                changed.append((seat, None if wait is None else wait.message(),
                                wait.refusal() if wait is not None and wait.holds else ""))
        self._unsent.update({seat: (seat, w, r) for seat, w, r in changed})

    def _send_waits(self) -> None:
        """The waits told since the last send, in one wake-up of the server's loop (after
        the frame is on screen, as the views are: the server's thread then takes its
        turn in the time the loop would sleep, not in the frame)."""
        if self._unsent:
            changed, self._unsent = list(self._unsent.values()), {}
            self.server.waits(changed)

    def _holds(self) -> bool:
        return any(w is not None and w.holds for w in self._waits.values())

    def _go_on(self, table: Any) -> None:
        """The phones' "Go on"s, each acknowledged as a press at the TV would be
        (TableScene.acknowledge: only while the table itself is on screen)."""
        for seat, number in self.server.take_acks():
            why = table.acknowledge(number, seat) if seat in self.humans else "Not your seat."
            if why:
                self.server.tell(seat, why, reopen=True)

    # -- a seat's phone changing (hub.News) -------------------------------------------
    def poll_news(self, table: Any) -> None:
        """Says on the TV every change of a seat's phone, and every phone refused."""
        for news in self.server.news():
            name = self.session.names[news.seat] if news.seat < len(self.session.names) else "?"
            if news.kind == "joined" and news.seat in self._moved:
                self._moved.discard(news.seat)
                self._say(table, f"{name}'s seat is on a new phone")
            # (a seat's first phone: "phone connected", said by _tell_connections)
            elif news.kind == "refused":
                self._say(table, f"Another phone tried to take {name}'s seat: refused")

    def let_join_again(self, seat: int) -> None:
        """The TV moves the seat to another phone: a fresh link (shown on the join
        screen), the old one dead and its phone told."""
        self.server.reissue(seat)
        self._moved.add(seat)
        self._say(None, f"{self.session.names[seat]} may join again: scan the new code")

    def _say(self, table: Any, message: str) -> None:
        if self.announce is not None:
            self.announce(message)
        elif table is not None:
            table.say(message)

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
