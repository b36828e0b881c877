"""Ninety-Nine's results (spec §7): each player's points by round, the total, rounds won,
the winners and the "Most Paranoid" title (the highest total). All of it is public."""

from __future__ import annotations

import pygame

from scenes.shell.match.results import TABLE, WINNER, ResultsScene
from scenes.shell.match.session import Session
from scenes.ui import text, theme

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
        rounds = self.summaries[-8:]
        x0 = 460
        step = min(90, 460 // max(1, len(rounds) + 1))
        headings = [(f"R{summ['round']}", x0 + i * step) for i, summ in enumerate(rounds)]
        headings += [("Won", 960), ("Total", 1060)]
        scores = self.outcome.scores if self.outcome else ()
        for p, row, winner in self.draw_rows(surface, headings, room=400):
            for i, summ in enumerate(rounds):
                pts = summ["points"][p]
                text.blit_text(surface, str(pts), theme.BODY_PX, HOT if pts else theme.INK,
                               (TABLE.x + x0 + i * step, row.centery), anchor="midleft")
            text.blit_text(surface, str(self.rounds_won[p]), theme.BODY_PX, theme.INK,
                           (TABLE.x + 960, row.centery), anchor="midleft")
            if p < len(scores):
                text.blit_text(surface, str(int(scores[p])), theme.BODY_PX + 2,
                               WINNER if winner else theme.INK,
                               (TABLE.x + 1060, row.centery), anchor="midleft")
