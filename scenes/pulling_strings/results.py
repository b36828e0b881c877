"""Pulling Strings' final screen (spec §11): each Cabal with its groups and its own
goal's progress, and the winning web drawn as it stood at the end."""

from __future__ import annotations

import pygame

from game.pulling_strings.cards import CABALS
from game.pulling_strings.progress import progress
from scenes.pulling_strings import webview
from scenes.shell.match.results import HEADER_H, TABLE, TABLE_BOTTOM, WINNER, ResultsScene
from scenes.shell.match.session import Session
from scenes.ui import text, theme
from scenes.ui.widgets import panel


class PullingStringsResultsScene(ResultsScene):
    score_title = "Groups"

    def __init__(self, session: Session, **hooks: object) -> None:
        super().__init__(session, **hooks)  # type: ignore[arg-type]
        self.obs = session.game.observe(None)
        n = len(session.names)
        self.row_h = min(36, max(30, 160 // n))  # compact: the winning web needs room

    def headline(self) -> str:
        if self.outcome is not None and self.outcome.winners:
            return "The strings are pulled"
        return "Nobody pulls the strings"

    def reason_line(self) -> str:
        why = self.reason()
        if "round" in why:
            return why
        return f"{why}  ·  {self.obs.round} round{'s' * (self.obs.round != 1)}."

    def draw_table(self, surface: pygame.Surface) -> None:
        state = self.session.game.state
        headings = [("Cabal", 380), ("Groups", 820), ("Own goal", 960)]
        for p, row, winner in self.draw_rows(surface, headings, room=330):
            colour = WINNER if winner else theme.INK
            pr = progress(state, p)
            cabal = CABALS[self.obs.cabals[p]].name if self.obs.cabals[p] >= 0 else ""
            cells = ((text.ellipsize(cabal, theme.SMALL_PX, 420), 380),
                     (f"{pr.groups}/{pr.goal}", 820),
                     (text.ellipsize(pr.label, theme.SMALL_PX, TABLE.width - 976), 960))
            for value, x in cells:
                text.blit_text(surface, value, theme.SMALL_PX, colour,
                               (TABLE.x + x, row.centery), anchor="midleft")
        self.draw_winning_web(surface, self.web_panel())

    def web_panel(self) -> pygame.Rect:
        """The panel under the table that holds the winning web."""
        top = TABLE.y + HEADER_H + len(self.session.names) * self.row_h + 12
        return pygame.Rect(TABLE.x, top, TABLE.width, TABLE_BOTTOM + 40 - top)

    def heading(self) -> tuple[str, pygame.Rect]:
        """The web panel's heading and where it lies (its top-left corner)."""
        p = self.outcome.winners[0] if self.outcome and self.outcome.winners else 0
        words = f"{self.session.names[p]}'s winning web"
        area = self.web_panel()
        return words, pygame.Rect((area.x + 14, area.y + 8),
                                  text.font(theme.SMALL_PX).size(words))

    def web_rect(self, area: pygame.Rect) -> pygame.Rect:
        """Where the web's faces may lie in its panel: the whole panel where no face
        meets the heading in its corner (a deep web needs every row: issue 31), else
        under the heading."""
        full = area.inflate(-24, -16)
        p = self.outcome.winners[0] if self.outcome and self.outcome.winners else 0
        lay = webview.layout(self.obs, p, full)
        corner = self.heading()[1].inflate(8, 8)
        if not any(face.colliderect(corner)
                   for face in webview.face_rects(lay).values()):
            return full
        return area.inflate(-24, -44).move(0, 14)

    def draw_winning_web(self, surface: pygame.Surface, area: pygame.Rect) -> None:
        if area.height < 80:
            return
        panel(surface, area)
        winners = list(self.outcome.winners) if self.outcome else []
        if not winners:
            text.blit_text(surface, "No web was strong enough.", theme.BODY_PX,
                           theme.INK_DIM, area.center, anchor="center")
            return
        p = winners[0]
        words, at = self.heading()
        text.blit_text(surface, words, theme.SMALL_PX, theme.INK_DIM, at.topleft)
        rgb = self.services.art.player_colour(p).rgb
        webview.draw_web(surface, self.obs, p, self.web_rect(area), rgb, set(), set())
