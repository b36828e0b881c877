"""Demos that teach (issue 33): in a bots-only demo where every hand is face up by the
rules (the kiosk and --demo of a game whose `demo_view` is "everyone"), each seat plays
the coach's move (the game's hint: its hard bot, seeded by the position) and the move's
first line of why is shown under the table, paced so a passer-by can read it.

Only where every hand is face up: a line of why names what its seat holds, which a
public demo (Paranoid Delusions' hidden counters) must not show, nor a cut that shows
less than everything (Intrigue's director's cut: `GameInfo.demo_explains = False`).
The decision is made off the frame loop in the bot worker like any bot's; if it fails
the game goes on with the game's fall-back move and no words.
"""

from __future__ import annotations

from typing import Any

import pygame

from game.core.contract import EVERYONE
from game.core.hints import Hint, HintAsker, hint_for, hint_seed
from game.core.worker import BotWorker
from scenes.ui import pen, text, theme

TEACH_PACE = 2.6  # seconds a move's words stay before the next move (at speed 1)
EDGE = (250, 214, 90)
CAPTION_PX = 20


class DemoTeacher:
    """One demo table's explaining seats."""

    def __init__(self, table: Any) -> None:
        self.table = table
        self.worker: BotWorker | None = None
        self.asked: tuple[int, int | None] | None = None
        self.caption = ""  # "Ada: Play the 7 of Diamonds: the count goes to 54, …"
        self.shown = ""  # the caption as last drawn

    def teaching(self) -> bool:
        """A bots-only table whose every hand is face up, of a game that offers hints."""
        s = self.table.session
        return (not s.humans and s.display_viewer == EVERYONE and s.info.demo_explains
                and hint_for(s.plugin) is not None)

    def move(self, seat: int) -> Any | None:
        """The coach's move for `seat` once decided and paced (None meanwhile)."""
        s = self.table.session
        position = (len(s.game.record), seat)
        if self.worker is None or self.asked != position:
            if self.worker is not None:
                self.worker.cancel()
            fn = hint_for(s.plugin)
            asker = HintAsker(fn, seat, hint_seed(s.bot_seed, seat, position[0]))
            self.worker = BotWorker(asker, fallback=s.fallback)
            speed = self.table.speed
            paced = self.table.bot_paced() and speed > 0
            self.worker.min_pace = max(self.table.bot_pace, TEACH_PACE) / speed if paced else 0
            self.asked = position
            self.worker.start(s.game.observe(seat), s.game.legal_actions(seat))
            return None
        action = self.worker.poll()
        if action is None:
            return None
        hint = getattr(self.worker.bot, "hint", None)
        self.worker = None
        self.caption = f"{s.names[seat]}: {hint.why[0]}" \
            if isinstance(hint, Hint) and hint.action == action else ""
        return action

    def cancel(self) -> None:
        if self.worker is not None:
            self.worker.cancel()
        self.worker = None

    # ---- the words under the table ----------------------------------------------------
    def rect(self) -> pygame.Rect:
        """Where the table keeps room for the words (its `demo_caption_room()`: parts a
        bots-only demo leaves empty, such as the human's choices, best first), else a
        band under the table; either way clear of what an
        overlay hides of it (the kiosk's "Press any key" banner: a scene's `covers`),
        the band going just above it. A room an overlay leaves too little of gives way
        to the table's next one (Pontoon's action row lies under the kiosk's banner)."""
        safe = pygame.Rect(theme.SAFE_AREA)
        covers = [c for sc in (self.table.stack.scenes if self.table.stack else ())
                  if sc is not self.table
                  and isinstance(c := getattr(sc, "covers", None), pygame.Rect)]
        for room in self.rooms():
            for c in covers:  # the part of the room above what an overlay hides
                if room.colliderect(c):
                    room = pygame.Rect(room.x, room.y, room.width, c.top - 6 - room.y)
            if room.height >= 40:
                # At the room's top, as tall as the words (a panel's worth of frame for
                # one line would look like a dialog).
                needed = len(self.lines(self.current(), room)) \
                    * text.font(CAPTION_PX).get_linesize()
                return pygame.Rect(room.x, room.y, room.width, min(room.height, needed + 16))
        band = pygame.Rect(0, 0, safe.width - 40, 40)
        bottom = min([safe.bottom - 4] + [c.top - 6 for c in covers])
        band.midbottom = (safe.centerx, bottom)
        return band

    def rooms(self) -> list[pygame.Rect]:
        """The table's rooms for the words, best first (none: the band)."""
        return [pygame.Rect(r) for r in self.table.demo_caption_room()]

    def lines(self, words: str, band: pygame.Rect) -> list[str]:
        """The words in as many lines as the room holds, the last cut short if need be."""
        width = band.width - 24
        most = max(1, (band.height - 12) // text.font(CAPTION_PX).get_linesize())
        lines = text.wrapped(words, CAPTION_PX, width)
        if len(lines) > most:
            lines = lines[:most - 1] + [" ".join(lines[most - 1:])]
        return [text.ellipsize(line, CAPTION_PX, width) for line in lines]

    def stale(self) -> bool:
        return self.current() != self.shown

    def current(self) -> str:
        return self.caption if self.teaching() and not self.table.finished else ""

    def draw(self, surface: pygame.Surface) -> pygame.Rect | None:
        words = self.shown = self.current()
        if not words:
            return None
        band = self.rect()
        pen.rect(surface, theme.PANEL, band, border_radius=10)
        pen.rect(surface, EDGE, band, 2, border_radius=10)
        lines = self.lines(words, band)
        step = text.font(CAPTION_PX).get_linesize()
        y = band.centery - step * (len(lines) - 1) // 2
        for line in lines:
            text.blit_text(surface, line, CAPTION_PX, theme.INK, (band.centerx, y),
                           anchor="center")
            y += step
        return band
