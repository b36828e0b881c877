"""The chooser panel of Intrigue's table: the move being built, one level of rows at a
time (scenes/intrigue/choices.py), drawn from the moves the human may make.

A row's words are never cut (issue 31, item 12): when a level's labels (file headings,
mostly) do not fit one line, its rows are two lines tall and fewer show at once; the
focused row stays in view, and the wheel over the panel moves through them.
"""

from __future__ import annotations

from typing import Any

import pygame

from scenes.intrigue import choices as ch
from scenes.intrigue import places as pl
from scenes.ui import pen, prompts, text, theme

ROW_PX = 18  # a row's words at 1280×720


class ChooserView:
    """Mixed into IntrigueView (which provides obs, session, focus, name, _panel)."""

    obs: Any
    session: Any
    focus: int

    def chooser_rows(self) -> list[ch.Row]:
        return []

    def chooser_trail(self) -> list[str]:
        return []

    def quick_active(self) -> bool:
        return False

    def draw_quick(self, surface: pygame.Surface) -> None:
        """The quick ballot's panel (scenes/intrigue/quick.py)."""

    # ---------------------------------------------------------------- geometry
    def row_label(self, i: int, row: ch.Row) -> str:
        return f"{i + 1}. {row.label}" if i < 9 else row.label

    def chooser_tall(self) -> bool:
        """Whether this level's rows need two lines (a label too wide for one)."""
        room = pl.chooser_row(0).w - 12
        font = text.font(ROW_PX)
        return any(font.size(self.row_label(i, r))[0] > room
                   for i, r in enumerate(self.chooser_rows()))

    def chooser_fit(self) -> int:
        """How many rows show at once."""
        return pl.chooser_rows_fit(self.chooser_tall())

    def chooser_row_rect(self, i: int) -> pygame.Rect:
        """The i-th row on screen (0: the first shown)."""
        return pl.chooser_row(i, self.chooser_tall())

    def chooser_top(self, count: int) -> int:
        """The first chooser row shown: the focused row stays in view."""
        fit = self.chooser_fit()
        return max(0, min(self.focus - fit + 1, count - fit))

    # ---------------------------------------------------------------- drawing
    def _draw_chooser(self, surface: pygame.Surface) -> None:
        self._panel(surface, pl.CHOOSER, "")  # type: ignore[attr-defined]
        if self.quick_active():
            self.draw_quick(surface)
            return
        if not self.chooser_active():
            who = [self.name(p) for p in (self.obs.waiting or (self.obs.actor,))  # type: ignore[attr-defined]
                   if p >= 0 and not getattr(self, "revealing", False)]
            line = ("Waiting for " + ", ".join(who)) if who else ""
            area = pl.CHOOSER.inflate(-24, -24)
            text.blit_wrapped(surface, line, theme.SMALL_PX, theme.INK_DIM, area)
            return
        me = self.session.to_act
        title = f"Your move, {self.name(me)}" if me is not None else ""  # type: ignore[attr-defined]
        text.blit_text(surface, text.ellipsize(title, theme.SMALL_PX, pl.CHOOSER.w - 20),
                       theme.SMALL_PX, theme.ACCENT, (pl.CHOOSER.x + 10, pl.CHOOSER.y + 6))
        rows = self.chooser_rows()
        top = self.chooser_top(len(rows))
        fit = self.chooser_fit()
        # Rows out of view, said at the trail's end (Up / Down or the wheel reach them).
        below, above = max(0, len(rows) - top - fit), top
        more = ", ".join(w for w in (f"{above} above" if above else "",
                                     f"{below} more below" if below else "") if w)
        room = pl.CHOOSER.w - 20
        if more:
            shown = text.blit_text(surface, more, 16, theme.ACCENT,
                                   (pl.CHOOSER.right - 10, pl.CHOOSER.y + 32),
                                   anchor="topright")
            room = shown.x - 12 - pl.CHOOSER.x - 10
        so_far = self.chooser_trail()
        if so_far and room > 40:
            words = text.ellipsize(" › ".join(so_far), 16, room)
            text.blit_text(surface, words, 16, theme.INK_DIM,
                           (pl.CHOOSER.x + 10, pl.CHOOSER.y + 32))
        tall = self.chooser_tall()
        for i, row in enumerate(rows[top:top + fit]):
            self._draw_row(surface, pl.chooser_row(i, tall), self.row_label(top + i, row),
                           top + i == self.focus, tall)
        device = prompts.device_of(self)
        hint = prompts.hint((("confirm", "choose"), ("back", "back"), ("switch", "desk page")),
                            device)
        px = 16  # a size smaller rather than past the panel (Text size 120%)
        while px > 11 and prompts.render(hint, px, theme.INK_DIM).get_width() > pl.CHOOSER.w - 20:
            px -= 1
        prompts.blit(surface, hint, px, theme.INK_DIM, (pl.CHOOSER.x + 10, pl.CHOOSER.bottom - 24))

    def _draw_row(self, surface: pygame.Surface, rect: pygame.Rect, label: str, lit: bool,
                  tall: bool) -> None:
        if lit:
            pen.rect(surface, theme.FOCUS_FILL, rect, border_radius=5)
        ink = theme.ACCENT if lit else theme.INK
        room = rect.w - 12
        if not tall:
            text.blit_text(surface, label, ROW_PX, ink, (rect.x + 6, rect.centery),
                           anchor="midleft")
            return
        # Two lines: a size smaller (never below 14) before a word would be cut.
        px = ROW_PX
        while px > 14 and (len(text.wrapped(label, px, room)) > 2
                           or 2 * text.font(px).get_linesize() > rect.h):
            px -= 1
        lines = text.wrapped(label, px, room)
        if len(lines) > 2:  # a label no heading makes: the rest shows when it is chosen
            lines = [lines[0], text.ellipsize(" ".join(lines[1:]), px, room)]
        step = text.font(px).get_linesize()
        y = rect.centery - step * len(lines) // 2
        for line in lines:
            text.blit_text(surface, line, px, ink, (rect.x + 6, y))
            y += step
