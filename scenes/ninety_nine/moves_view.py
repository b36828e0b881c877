"""The moves panel of the Ninety-Nine table: the moves of the focused card, two lines
each (what is played and its cost; what it does besides and the count it leaves), one
row lit, and the call of the count on a panel in the middle with its large clock.
A mixin of TableView: it reads the table's options, focus and call clock."""

from __future__ import annotations

import math

import pygame

from scenes.ninety_nine import choices as ch
from scenes.ninety_nine.centre import GOLD, HOT
from scenes.ninety_nine.layer import Ops
from scenes.ninety_nine.places import HAND_RECT, OPTIONS_RECT, ROW_H
from scenes.ui import text, theme


class MovesView:
    """Geometry and drawing of the moves (mixed into TableView)."""

    def option_rows(self) -> list[pygame.Rect]:
        opts = self.options()
        return self._rows(len(opts), self.phase() == "call") if opts else []

    @staticmethod
    def _rows(n: int, call: bool) -> list[pygame.Rect]:
        if call:  # over the hand, in the middle of the table
            w, gap = 140, 14
            x0 = HAND_RECT.centerx - (n * w + (n - 1) * gap) // 2
            return [pygame.Rect(x0 + i * (w + gap), 440, w, 60) for i in range(n)]
        h = min(ROW_H, max(44, OPTIONS_RECT.h // max(1, n)))
        top = OPTIONS_RECT.bottom - n * h
        return [pygame.Rect(OPTIONS_RECT.x, top + i * h, OPTIONS_RECT.w, h - 6)
                for i in range(n)]

    def option_at(self, pos: tuple[int, int]) -> int | None:
        for i, r in enumerate(self.option_rows()):
            if r.collidepoint(pos):
                return i
        return None

    def options_key(self) -> tuple | None:
        opts = self.options()
        if not opts:
            return None
        call = self.phase() == "call"
        clock = max(0, math.ceil(self.call_left)) if call else None
        return (call, tuple((o.label, o.cost, o.others, ch.detail_text(o)) for o in opts),
                self.option,
                clock)

    def options_ops(self, key: tuple | None) -> Ops:
        """The moves of the focused card, two lines each (what it does; the count it
        leaves and its cost), or the numbers of a call under a large clock. One row is
        lit: the mouse moves the focus (no second highlight)."""
        ops = Ops()
        if key is None:
            return ops
        call, opts, option, clock = key
        rows = self._rows(len(opts), call)
        if call:
            self._call_clock(ops, clock, rows)
        else:
            head = "Pass" if self.phase() == "pass" else "Choose" if len(opts) > 1 else "Play"
            text.blit_text(ops, head, theme.SMALL_PX, theme.INK_DIM,
                           (rows[0].x + 4, rows[0].y - 16), anchor="midleft")
        for i, ((label, cost, others, detail), r) in enumerate(zip(opts, rows)):
            focus = i == option
            ops.rect(theme.FOCUS_FILL if focus else theme.PANEL, r, border_radius=10)
            ops.rect(GOLD if focus else theme.PANEL_EDGE, r, 3 if focus else 2,
                     border_radius=10)
            if call:
                text.blit_text(ops, text.ellipsize(f"{i + 1}: {label}", theme.HEADING_PX,
                                                   r.w - 12),
                               theme.HEADING_PX, theme.INK, r.center, anchor="center")
                continue
            top, low = r.y + r.h * 0.3, r.y + r.h * 0.72
            shown = ch.cost_text(ch.Option(None, "", cost, others))
            colour = HOT if (cost or 0) > 0 else (140, 230, 140) if not others else GOLD
            cost_rect = text.blit_text(ops, shown, 20, colour, (r.right - 10, top),
                                       anchor="midright")
            label = text.ellipsize(f"{i + 1}  {label}", 20, r.w - 28 - cost_rect.w)
            text.blit_text(ops, label, 20, theme.INK, (r.x + 10, top), anchor="midleft")
            line = text.ellipsize(detail, 20, r.w - 38)
            text.blit_text(ops, line, 20, theme.INK_DIM, (r.x + 28, low), anchor="midleft")
        return ops

    def _call_clock(self, ops: Ops, clock: int | None, rows: list[pygame.Rect]) -> None:
        """The call's seconds, large, on a panel in the middle of the table with the
        numbers to pick from."""
        left = clock or 0
        area = rows[0].unionall(rows)
        panel = pygame.Rect(area.x - 16, area.y - 84, area.w + 32, area.h + 96)
        ops.rect(theme.PANEL, panel, border_radius=14)
        ops.rect(HOT if left <= 3 else GOLD, panel, 3, border_radius=14)
        text.blit_text(ops, "Call the new count", theme.HEADING_PX, theme.INK,
                       (panel.x + 18, panel.y + 28), anchor="midleft")
        text.blit_text(ops, f"{left} s", theme.HEADING_PX + 16, HOT if left <= 3 else GOLD,
                       (panel.right - 18, panel.y + 28), anchor="midright")
        bar = pygame.Rect(area.x, panel.y + 56, area.w, 12)
        ops.rect((20, 26, 24), bar, border_radius=6)
        fill = bar.copy()
        fill.w = max(0, round(bar.w * left / 10))
        ops.rect(HOT if left <= 3 else GOLD, fill, border_radius=6)
