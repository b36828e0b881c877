"""Conspiracy Pontoon's final screen (§8): who owns most board cards, the tie-breaks, and the
winner's best theory printed large — the source's prize was sending it to a TV producer."""

from __future__ import annotations

import pygame

from scenes.shell.match.results import HEADER_H, TABLE, TABLE_BOTTOM, WINNER, ResultsScene
from scenes.shell.match.session import Session
from scenes.ui import text, theme
from scenes.ui.widgets import panel

THEORY = pygame.Rect(TABLE.x, 0, TABLE.width, 0)
THEORY_BOTTOM = TABLE_BOTTOM + 40  # follows the shell's frame (its buttons are below)


class PontoonResultsScene(ResultsScene):
    score_title = "Board cards"

    def __init__(self, session: Session, **hooks: object) -> None:
        super().__init__(session, **hooks)  # type: ignore[arg-type]
        self.obs = session.game.observe(None)
        n = len(session.names)
        self.row_h = min(46, 180 // n)

    def headline(self) -> str:
        if self.outcome is not None and not self.outcome.winners:
            return "The Inquisition wins"
        return "The truth is out there"

    def reason(self) -> str:
        from game.pontoon.ending import WHY

        why = self.outcome.why if self.outcome is not None else ""
        said = WHY.get(why, why) or "the game was stopped"
        hands = self.obs.hand_no - 1
        return f"{said[:1].upper()}{said[1:]}  ·  {hands} hand{'s' * (hands != 1)} played."

    def best_theory(self) -> tuple[int, str]:
        """The winner's best theory (the longest told), else anyone's."""
        best = self.obs.best
        winners = list(self.outcome.winners) if self.outcome else []
        pool = [p for p in winners if best[p]] or [p for p in range(len(best)) if best[p]]
        if not pool:
            return -1, ""
        p = max(pool, key=lambda q: len(best[q]))
        return p, best[p]

    def draw_table(self, surface: pygame.Surface) -> None:
        headings = [("Board cards", 700), ("Theories told", 930)]
        for p, row, winner in self.draw_rows(surface, headings, room=620):
            colour = WINNER if winner else theme.INK
            for value, x in ((self.obs.scores[p], 700), (self.obs.told[p], 930)):
                text.blit_text(surface, str(value), theme.BODY_PX + 2, colour,
                               (TABLE.x + x, row.centery), anchor="midleft")
        n = len(self.session.names)
        self.draw_theory(surface, TABLE.y + HEADER_H + n * self.row_h + 4 + 14)

    def draw_theory(self, surface: pygame.Surface, top: int) -> None:
        p, theory = self.best_theory()
        area = pygame.Rect(TABLE.x, top, TABLE.width, THEORY_BOTTOM - top)
        panel(surface, area)
        if not theory:
            text.blit_text(surface, "Not a single theory was told. Suspicious.", theme.BODY_PX,
                           theme.INK_DIM, area.center, anchor="center")
            return
        title = f"{self.session.names[p]}'s best theory, for the television producers:"
        text.blit_text(surface, title, theme.SMALL_PX, theme.INK_DIM, (area.x + 18, area.y + 10))
        inner = area.inflate(-40, -50).move(0, 14)
        body = f"“{theory}”"
        px = 34
        while px > 20 and len(text.wrapped(body, px, inner.width)) * (
                text.font(px).get_linesize() + 4) > inner.height:
            px -= 2
        used = len(text.wrapped(body, px, inner.width)) * (text.font(px).get_linesize() + 4)
        inner.y += max(0, (inner.height - used) // 2)  # centred in its box
        text.blit_wrapped(surface, body, px, theme.ACCENT, inner, centred=True)
