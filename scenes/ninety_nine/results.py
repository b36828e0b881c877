"""Ninety-Nine's results (spec §7): each player's points by round, the total, rounds won,
the winners and the "Most Paranoid" title (the highest total). All of it is public."""

from __future__ import annotations

import pygame

from scenes.shell.results import HEADER_H, TABLE, WINNER, ResultsScene
from scenes.shell.session import Session
from scenes.ui import text, theme
from scenes.ui.widgets import panel

HOT = (255, 120, 90)


class NinetyNineResults(ResultsScene):
    score_title = "Total"

    def __init__(self, session: Session, **hooks: object) -> None:
        super().__init__(session, **hooks)  # type: ignore[arg-type]
        state = session.game.state
        self.summaries = list(state.summaries)
        self.rounds_won = list(state.rounds_won)
        self.scoring = state.config.options.scoring
        result = state.result or {}
        self.paranoid = list(result.get("most_paranoid", []))

    def reason_line(self) -> str:
        line = self.reason()
        if self.paranoid:
            names = ", ".join(self.session.names[p] for p in self.paranoid)
            line += f"  Most Paranoid: {names}."
        return line

    def draw_table(self, surface: pygame.Surface) -> None:
        n = len(self.session.names)
        rounds = self.summaries[-8:]
        box = pygame.Rect(TABLE.x, TABLE.y, TABLE.width, HEADER_H + n * self.row_h + 4)
        panel(surface, box)
        x0 = TABLE.x + 460
        step = min(90, 460 // max(1, len(rounds) + 1))
        text.blit_text(surface, "Player", theme.SMALL_PX, theme.INK_DIM,
                       (TABLE.x + 16, TABLE.y + 10))
        for i, summ in enumerate(rounds):
            text.blit_text(surface, f"R{summ['round']}", theme.SMALL_PX, theme.INK_DIM,
                           (x0 + i * step, TABLE.y + 10))
        text.blit_text(surface, "Won", theme.SMALL_PX, theme.INK_DIM, (TABLE.x + 960, TABLE.y + 10))
        text.blit_text(surface, "Total", theme.SMALL_PX, theme.INK_DIM,
                       (TABLE.x + 1060, TABLE.y + 10))
        winners = set(self.outcome.winners) if self.outcome else set()
        scores = self.outcome.scores if self.outcome else ()
        for p in range(n):
            y = TABLE.y + HEADER_H + p * self.row_h
            row = pygame.Rect(TABLE.x + 8, y, TABLE.width - 16, self.row_h - 6)
            if p in winners:
                pygame.draw.rect(surface, theme.FOCUS_FILL, row, border_radius=10)
                pygame.draw.rect(surface, WINNER, row, 2, border_radius=10)
            self.draw_seat(surface, p, row, p in winners, room=400)
            for i, summ in enumerate(rounds):
                pts = summ["points"][p]
                text.blit_text(surface, str(pts), theme.BODY_PX, HOT if pts else theme.INK,
                               (x0 + i * step, row.centery), anchor="midleft")
            text.blit_text(surface, str(self.rounds_won[p]), theme.BODY_PX, theme.INK,
                           (TABLE.x + 960, row.centery), anchor="midleft")
            if p < len(scores):
                text.blit_text(surface, str(int(scores[p])), theme.BODY_PX + 2,
                               WINNER if p in winners else theme.INK,
                               (TABLE.x + 1060, row.centery), anchor="midleft")
