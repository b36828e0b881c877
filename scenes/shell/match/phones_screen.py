"""The TV's side of phones as private screens (pygame): the join screen with one QR code
per human seat, and `open_phones`, which the flow calls when a table sits down.

The server modules of this package need no pygame; only this one draws.
"""

from __future__ import annotations

import logging
import math
from typing import Any

import pygame
import segno

from scenes.phones.lobby import PhoneLobby
from scenes.phones.server import PhoneServer, PhoneServerError
from scenes.phones.table_hook import PhoneHook
from scenes.shell.screens.scene import Scene
from scenes.ui import canvas, pen, text, theme
from scenes.ui.phone_badge import phone_badge
from scenes.ui.widgets import ACTIVATE_KEYS

log = logging.getLogger(__name__)
GUARD = 0.4  # seconds before the join screen takes a key (a held Enter from setup)
ANNOUNCE_SECONDS = 5.0  # a seat's phone changing stays on screen this long


def qr_surface(data: str, size: int) -> pygame.Surface:
    """`data` as a QR code, dark on light with its quiet zone, at most `size` pixels.

    Drawn in the window's pixels (scenes.ui.canvas): every module the same whole number
    of them. Modules of whole layout pixels would be 4 and 5 pixels by turns at 1.5."""
    code = segno.make(data, error="m")
    rows = [list(row) for row in code.matrix_iter(scale=1, border=4)]
    scale = canvas.get_scale()
    cell = max(1, int(size * scale) // len(rows))
    side = cell * len(rows)
    # A little more light quiet zone, so the picture is a whole number of layout pixels
    # (its frame, drawn around its layout rectangle, then fits it at any scale).
    full = canvas.physical((math.ceil(side / scale - 1e-9),) * 2, scale)[0]
    before, after = (full - side) // 2, full - side - (full - side) // 2
    light = bytes((250, 250, 246))
    dark, blank = bytes((12, 12, 16)) * cell, light * cell
    lines = [light * before + b"".join(dark if on else blank for on in row) + light * after
             for row in rows]
    pixels = b"".join([light * full * before, *(line * cell for line in lines),
                       light * full * after])
    image = pygame.image.frombytes(pixels, (full, full), "RGB")
    return canvas.adopt(image, scale)


def _hex(rgb: tuple[int, int, int]) -> str:
    return "#{:02x}{:02x}{:02x}".format(*rgb)


def open_phones(table: Any, services: Any, *, watched: bool, kiosk: bool,
                server: PhoneServer | None = None) -> PhoneHook | None:
    """Phones for `table` when the setting is on and a human sits at it (never in the
    kiosk, a tutorial or a game only watched); None otherwise. A port that cannot be
    opened is said on the table and the game goes on at the TV. `server`: the setup
    screen's, whose codes were shown there (closed here when the table has no phones)."""
    session = table.session
    if kiosk or watched or not session.humans or not services.setting("phones"):
        if server is not None:
            server.stop()
        return None
    colours = [_hex(services.art.player_colour(p).rgb) for p in range(len(session.names))]
    hook = PhoneHook(session, colours, port=int(services.setting("phones_port")),
                     server=server)
    try:
        hook.start()
    except PhoneServerError as exc:
        log.warning("%s", exc)
        table.say(f"Phones are off: {exc}")
        return None
    hook.announce = lambda message: _announce(table, services, message)
    hook.on_first_frame = lambda: table.stack.push(JoinScene(hook))
    hook.show_join = lambda: table.stack.push(JoinScene(hook, stay=True))
    table.phones = hook
    return hook


def _announce(table: Any, services: Any, message: str) -> None:
    """A change of a seat's phone, said over every screen (the app's toast: the pause
    and the join screen included) and on the table's own line."""
    table.say(message)
    toast = getattr(getattr(services, "display", None), "toast", None)
    if toast is not None:
        toast.show(message, ANNOUNCE_SECONDS)


class JoinScene(Scene):
    """One QR code per human seat whose phone has not joined yet, with the address to
    type; a seat whose phone joined shows no link any more (whoever scans it next would
    not take the seat: hub.Hub.admit), only its phone and a button "Let <name> join
    again" (a fresh link; the old one dies and its phone is told). Enter, Esc or a tap
    elsewhere plays on (seats without a phone play at the TV, behind the curtain); the
    screen closes by itself once every human seat has a phone, unless opened from the
    pause menu (`stay`): then it stays until the table is chosen again."""

    opaque = True

    def __init__(self, hook: PhoneHook, *, stay: bool = False) -> None:
        super().__init__()
        self.hook = hook
        self.stay = stay
        self.t = 0.0
        self.codes: dict[tuple[str, int, float], pygame.Surface] = {}
        self.focus = 0  # the button in focus: 0 leaves; then one per joined seat
        self.buttons: list[tuple[pygame.Rect, int | None]] = []  # (where, seat) drawn

    def on_enter(self) -> None:
        self.hook.covered_by("The TV shows the phones' join screen")

    def _seats_to_move(self) -> list[int]:
        return [p for p in self.hook.humans if self.hook.server.claimed(p)]

    def _activate(self, seat: int | None) -> None:
        if seat is None:
            self.close()
            return
        self.services.sound.play("click")
        self.hook.let_join_again(seat)
        self.focus = 0

    def handle_event(self, event: pygame.event.Event) -> bool:
        if self.t <= GUARD:
            return True
        seats = [None, *self._seats_to_move()]
        self.focus = min(self.focus, len(seats) - 1)
        if event.type == pygame.KEYDOWN:
            if event.key == pygame.K_ESCAPE:
                self.close()
            elif event.key in ACTIVATE_KEYS:
                self._activate(seats[self.focus])
            elif event.key in (pygame.K_RIGHT, pygame.K_DOWN, pygame.K_TAB):
                self.focus = (self.focus + 1) % len(seats)
            elif event.key in (pygame.K_LEFT, pygame.K_UP):
                self.focus = (self.focus - 1) % len(seats)
        elif event.type == pygame.MOUSEMOTION:
            for rect, seat in self.buttons:
                if rect.collidepoint(event.pos) and seat in seats:
                    self.focus = seats.index(seat)
        elif event.type == pygame.MOUSEBUTTONUP and event.button == 1:
            hit = next((seat for rect, seat in self.buttons if rect.collidepoint(event.pos)),
                       None)
            self._activate(hit)  # a tap beside the buttons plays on, as it always did
        return True

    def update(self, dt: float) -> None:
        self.t += dt
        self.hook.poll_news(None)  # a phone joining or refused is said over this screen
        if not self.stay and self.hook.all_connected() and self.t > GUARD:
            self.close()

    def _code(self, seat: int, size: int) -> pygame.Surface:
        url = self.hook.url(seat)
        key = (url, size, canvas.get_scale())  # a new link (join again): a new code
        if key not in self.codes:
            self.codes[key] = qr_surface(url, size)
        return self.codes[key]

    def draw(self, surface: pygame.Surface) -> None:
        surface.fill((16, 30, 23))
        w, h = surface.get_size()
        text.blit_text(surface, "Your secrets on your phone", theme.HEADING_PX, theme.ACCENT,
                       (w // 2, 28), anchor="midtop")
        text.blit_text(surface, "Scan your seat's code (same Wi-Fi as this screen).",
                       theme.BODY_PX, theme.INK, (w // 2, 84), anchor="midtop")
        humans = self.hook.humans
        per_row = min(len(humans), 3)
        rows = (len(humans) + per_row - 1) // per_row
        slot_w = w // per_row
        slot_h = (h - 240) // rows
        size = max(96, min(slot_w - 60, slot_h - 140, 260))
        seats = [None, *self._seats_to_move()]
        self.focus = min(self.focus, len(seats) - 1)
        self.buttons = []
        for i, seat in enumerate(humans):
            cx = slot_w * (i % per_row) + slot_w // 2
            top = 130 + slot_h * (i // per_row)
            self._seat(surface, seat, cx, top, size, slot_w - 24, seats)
        leave = "Back to the game" if self.stay else "Play on (a seat without a phone plays here)"
        self._button(surface, leave, (w // 2, h - 34), None, seats)

    def _button(self, surface: pygame.Surface, label: str, centre: tuple[int, int],
                seat: int | None, seats: list[int | None]) -> None:
        focused = seats[self.focus] == seat
        image = text.cached(label, theme.SMALL_PX, theme.INK if focused else theme.INK_DIM)
        rect = image.get_rect(center=centre).inflate(28, 14)
        pen.rect(surface, theme.PANEL, rect, border_radius=10)
        pen.rect(surface, theme.ACCENT if focused else theme.INK_DIM, rect, 3 if focused else 1,
                 border_radius=10)
        surface.blit(image, image.get_rect(center=rect.center))
        self.buttons.append((rect, seat))

    def _seat(self, surface: pygame.Surface, seat: int, cx: int, top: int, size: int,
              width: int, seats: list[int | None]) -> None:
        colour = self.services.art.player_colour(seat).rgb
        name = self.hook.session.names[seat]
        text.blit_text(surface, name, theme.BODY_PX + 2, colour, (cx, top), anchor="midtop")
        connected = self.hook.server.connected(seat)
        if self.hook.server.claimed(seat):  # joined: its link is no longer shown
            badge = phone_badge(connected, 96)
            rect = badge.get_rect(midtop=(cx, top + 60))
            surface.blit(badge, rect)
            state = "phone connected" if connected else "phone away (it rejoins by itself)"
            text.blit_text(surface, state, theme.SMALL_PX,
                           (120, 220, 140) if connected else theme.INK_DIM,
                           (cx, rect.bottom + 16), anchor="midtop")
            self._button(surface, text.ellipsize(f"Let {name} join again", theme.SMALL_PX,
                                                 width - 28),
                         (cx, rect.bottom + 84), seat, seats)
            return
        code = self._code(seat, size)
        rect = code.get_rect(midtop=(cx, top + 34))
        pen.rect(surface, colour, rect.inflate(10, 10), border_radius=6)
        surface.blit(code, rect)
        # The address to type when the code cannot be scanned (on screen only, never
        # logged), on two lines so three seats side by side stay apart, as large as fits:
        # it is typed from across the room.
        site, _, path = self.hook.url(seat).partition("/p/")
        for k, line in enumerate((site, "/p/" + path)):
            px = text.shrink_to_fit(line, theme.SMALL_PX - 2, width, 14)
            text.blit_text(surface, line, px, theme.INK, (cx, rect.bottom + 10 + 24 * k),
                           anchor="midtop")
        text.blit_text(surface, "waiting for a phone", theme.SMALL_PX, theme.INK_DIM,
                       (cx, rect.bottom + 64), anchor="midtop")


def setup_codes(port: int) -> SetupCodes:
    """The setup screen's phone codes, their server opened now (said there if it cannot)."""
    lobby = PhoneLobby(port)
    lobby.start()
    return SetupCodes(lobby)


class SetupCodes:
    """What the setup screen shows with phones on: each human seat's code in a row (its
    name above, a phone mark once one is in) and the address to type of the seat in focus.
    The setup screen draws it and `close`s it; the table `take`s its server."""

    def __init__(self, lobby: PhoneLobby) -> None:
        self.lobby = lobby
        self.codes: dict[tuple[int, int], pygame.Surface] = {}
        self.placed: dict[int, pygame.Rect] = {}  # where each seat's code was drawn last

    def take(self) -> PhoneServer | None:
        return self.lobby.take()

    def close(self) -> None:
        self.lobby.close()

    def _code(self, seat: int, size: int) -> pygame.Surface:
        key = (seat, size, canvas.get_scale())  # drawn in the scale's pixels
        if key not in self.codes:
            self.codes[key] = qr_surface(self.lobby.url(seat), size)
        return self.codes[key]

    def draw(self, surface: pygame.Surface, area: pygame.Rect,
             seats: list[tuple[int, str, tuple[int, int, int]]], focus: int | None) -> None:
        """`seats`: (seat, name, colour) of each human seat; `focus`: the seat whose
        address is written (None: the first)."""
        heading = "Phones: scan your seat's code now (same Wi-Fi as this screen)"
        if not self.lobby.running:
            heading = f"Phones: {self.lobby.problem or 'not available'}"
        elif not seats:
            heading = "Phones: no human seat (set a seat to Human)"
        text.blit_text(surface, heading, theme.SMALL_PX - 4, theme.INK,
                       (area.centerx, area.y), anchor="midtop")
        self.placed = {}
        if not self.lobby.running or not seats:
            return
        slot_w = min(area.w // len(seats), 200)
        label_h, address_h = 22, 20
        size = min(slot_w - 14, area.h - 26 - label_h - address_h)
        left = area.centerx - slot_w * len(seats) // 2
        for i, (seat, name, colour) in enumerate(seats):
            cx = left + slot_w * i + slot_w // 2
            name = text.ellipsize(name, theme.SMALL_PX - 4, slot_w - 8)
            text.blit_text(surface, name, theme.SMALL_PX - 4, colour,
                           (cx, area.y + 26), anchor="midtop")
            top = (cx, area.y + 26 + label_h)
            if self.lobby.claimed(seat):  # joined: the link is no longer shown
                rect = self.placed[seat] = pygame.Rect(0, 0, size, size)
                rect.midtop = top
                badge = phone_badge(self.lobby.connected(seat), min(size, 96))
                surface.blit(badge, badge.get_rect(center=rect.center))
                continue
            code = self._code(seat, size)
            rect = self.placed[seat] = code.get_rect(midtop=top)
            pen.rect(surface, colour, rect.inflate(6, 6), border_radius=4)
            surface.blit(code, rect)
        shown = next((s for s in seats if s[0] == focus), seats[0])
        address = (f"{shown[1]}: phone joined" if self.lobby.claimed(shown[0])
                   else f"{shown[1]}: {self.lobby.url(shown[0])}")
        px = text.shrink_to_fit(address, theme.SMALL_PX - 2, area.w, 12)
        below = max(r.bottom for r in self.placed.values()) + 8  # read with the codes
        text.blit_text(surface, address, px, theme.INK, (area.centerx, below), anchor="midtop")
