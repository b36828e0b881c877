"""Paranoid Delusions' results (spec §8): how the game ended, who won and why, and
every Plot revealed. The frame (buttons, peeking, winners) is the shell's; this scene
draws the Plots, read from the public observation at the end, which holds every Plot
(`all_plots`) and which of its counters were exposed during play (`plot_slots`).
"""

from __future__ import annotations

import pygame

from scenes.paranoid.counter_art import EXPOSED, FACE, counter_art
from scenes.shell.match.results import (
    HEADER_H,
    TABLE,
    TABLE_BOTTOM,
    WINNER,
    ResultsScene,
    crown,
    draw_headings,
)
from scenes.shell.match.results import winners_line as _winners_line
from scenes.shell.match.session import Session
from scenes.ui import pen, text, theme
from scenes.ui.widgets import panel

VICTORY_TITLES = {"paranoid": "Paranoid Victory", "enemy": "Enemy Victory",
                  "delusions": "Delusions Victory", "exhaustion": "Enemy Victory",
                  "turn_limit": "Enemy Victory"}
VICTORY_NOTES = {"exhaustion": "by exhaustion", "turn_limit": "at the turn limit"}
# Column left edges (relative to TABLE.x) and headings.
COLUMNS = (("Player", 16), ("Plot, revealed", 284), ("Hidden", 740), ("Sanity", 850),
           ("Exposure score", 960))
PLOT_COLUMN_W = COLUMNS[2][1] - COLUMNS[1][1] - 12


def winners_line(names: list[str], result: dict) -> str:
    """"Winner: Ada", "Shared win: Ada and Bob", "Draw between Ada and Bob"."""
    return _winners_line(names, list(result["winners"]), draw=bool(result.get("draw")),
                         shared=bool(result.get("shared")))


class ParanoidResultsScene(ResultsScene):
    """The shell's results, with every Plot revealed beside each player."""

    def __init__(self, session: Session, **hooks: object) -> None:
        super().__init__(session, **hooks)  # type: ignore[arg-type]
        self.obs = session.game.observe(None)
        self.result = self.obs.result or {"kind": "enemy", "winners": [], "shared": False,
                                          "draw": False, "reason": "the game was stopped"}
        n = len(self.obs.players)
        # As large as the rows allow (read from a sofa, issue 22), seven side by side in
        # the Plot column.
        self.row_h = min(76, (TABLE_BOTTOM - TABLE.y - HEADER_H - 8) // n)
        self.counter = min(PLOT_COLUMN_W // 7 - 6, self.row_h - 10)

    def headline(self) -> str:
        kind = self.result["kind"]
        note = VICTORY_NOTES.get(kind)
        return f"{VICTORY_TITLES.get(kind, 'Game over')}" + (f" {note}" if note else "")

    def reason(self) -> str:
        reason = self.result.get("reason", "")
        return reason[:1].upper() + reason[1:] + "." if reason else ""

    def reason_line(self) -> str:
        turn = self.obs.turn
        return self.reason() + (f"  ·  After {turn} turn{'s' * (turn != 1)}" if turn else "")

    def winners(self) -> str:
        return winners_line(self.session.names, self.result) if self.result["winners"] else ""

    def counter_rects(self) -> list[list[tuple[int, bool, pygame.Rect]]]:
        """Per player: (type, exposed during play, where it is drawn)."""
        plots = self.obs.all_plots or [[] for _ in self.obs.players]
        rows = []
        for p, plot in enumerate(plots):
            slots = self.obs.players[p].plot_slots
            size = self.counter
            y = TABLE.y + HEADER_H + p * self.row_h + (self.row_h - 6 - size) // 2
            x0 = TABLE.x + COLUMNS[1][1]
            rows.append([(t, i < len(slots) and slots[i] is not None,
                          pygame.Rect(x0 + i * (size + 6), y, size, size))
                         for i, t in enumerate(plot)])
        return rows

    def hover_text(self, pos: tuple[int, int]) -> str:
        for row in self.counter_rects():
            for t, exposed, rect in row:
                if rect.collidepoint(pos):
                    state = "exposed during the game" if exposed else "never exposed"
                    return f"{counter_art(self.services).display_name(t)} ({state})"
        return ""

    def draw_table(self, surface: pygame.Surface) -> None:
        art = counter_art(self.services)
        n = len(self.obs.players)
        box = pygame.Rect(TABLE.x, TABLE.y, TABLE.width, HEADER_H + n * self.row_h + 4)
        panel(surface, box)
        draw_headings(surface, list(COLUMNS))
        winners = set(self.result["winners"])
        deciding = self._deciding_column()
        rows = self.counter_rects()
        for p, view in enumerate(self.obs.players):
            y = TABLE.y + HEADER_H + p * self.row_h
            row = pygame.Rect(TABLE.x + 8, y, TABLE.width - 16, self.row_h - 6)
            if p in winners:
                pen.rect(surface, theme.FOCUS_FILL, row, border_radius=10)
                pen.rect(surface, WINNER, row, 2, border_radius=10)
            cy = row.centery
            self.draw_seat(surface, p, row, p in winners, room=236)
            for t, exposed, rect in rows[p]:
                surface.blit(art.counter(t, self.counter, EXPOSED if exposed else FACE), rect)
                if not exposed:  # the board's mark for a counter still face down to others
                    pen.circle(surface, (30, 30, 40), (rect.right - 6, rect.bottom - 6),
                                       5)
            values = {2: f"{view.concealed} of {view.plot_size}", 3: str(view.sanity),
                      4: str(view.score)}
            if view.sanity == 0:
                values[3] = "insane"
            for col, value in values.items():
                colour = WINNER if col == deciding and p in winners else theme.INK
                text.blit_text(surface, value, theme.BODY_PX + 2, colour,
                               (TABLE.x + COLUMNS[col][1], cy), anchor="midleft")
        legend = "Red corner: exposed during the game.  Dark dot: never exposed (Hidden)."
        line, colour = (self.hover, theme.INK) if self.hover else (legend, theme.INK_DIM)
        text.blit_text(surface, line, theme.SMALL_PX, colour, (640, box.bottom + 12),
                       anchor="midtop")

    def draw_seat(self, surface: pygame.Surface, p: int, row: pygame.Rect,
                  winner: bool, room: int = 420) -> None:
        """The name whole, and a bot's level on a line of its own below it: the narrow
        name column cut "Boris (medium bot)" to "Boris (medium …"."""
        kind = self.session.seats[p]
        if kind == "human":
            super().draw_seat(surface, p, row, winner, room)
            return
        token = self.services.art.token(p, 32)
        surface.blit(token, token.get_rect(midleft=(row.x + 8, row.centery)))
        room -= 34 if winner else 0
        name_px = text.shrink_to_fit(self.session.names[p], theme.BODY_PX, room,
                                     theme.SMALL_PX - 2)
        name = text.ellipsize(self.session.names[p], name_px, room)
        small = theme.SMALL_PX - 4
        gap = text.font(small).get_linesize() // 2
        label = text.blit_text(surface, name, name_px, theme.INK,
                               (row.x + 50, row.centery - gap + 2), anchor="midleft")
        text.blit_text(surface, text.ellipsize(f"{kind} bot", small, room), small,
                       theme.INK_DIM, (row.x + 50, label.bottom - 2), anchor="topleft")
        if winner:
            crown(surface, label.right + 18, label.centery)

    def _deciding_column(self) -> int:
        """The column that decided the winner: exposure for Paranoids, hidden for Enemies."""
        return 4 if self.result["kind"] == "paranoid" else 2

