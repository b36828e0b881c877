"""What happened at the Ninety-Nine table, in words a player reads from the sofa: the
last plays of the round with what each did and cost (issue 22: nobody could tell what
the bots did), and the round's summary over the middle of the table, clear of the
revealed hands.

The words come from the engine's public history (`game.ninety_nine.narration`); this
module only draws them.
"""

from __future__ import annotations

import pygame

from game.ninety_nine.narration import PlayNote, play_notes
from scenes.ninety_nine.layer import Ops
from scenes.ninety_nine.places import LOG_RECT
from scenes.ui import pen, prompts, text, theme

SUMMARY_AREA = pygame.Rect(344, 236, 592, 272)  # the middle: no hand is drawn there
GOLD = (250, 214, 90)
HOT = (255, 120, 90)
FREE = (140, 230, 140)
LOG_PX = 20
ENTRY_H = 52
HEAD_W = 70  # a summary column's heading


def _cost(note: PlayNote) -> tuple[str, tuple[int, int, int]]:
    if note.others:
        return f"others +{note.others}", GOLD
    if note.points:
        return f"+{note.points} pt{'s' * (note.points != 1)}", HOT
    return "free", FREE


def entry_line(line: str, room: int) -> tuple[int, str]:
    """An entry's first line (who played what) as it fits `room`: a size smaller before
    it is cut (issue 22: at Text size 120% "Player 1: one-eyed Jack" read "Player 1:…",
    the learner's own play lost)."""
    px = text.shrink_to_fit(line, LOG_PX, room, 14)
    return px, text.ellipsize(line, px, room)


def column_head(head: str) -> tuple[int, str]:
    """A summary column's heading in its 70 px: a size smaller before it is cut (at
    Text size 120% "Played" and "Round" read "Play…" and "Rou…")."""
    px = text.shrink_to_fit(head, LOG_PX - 2, HEAD_W, 12)
    return px, text.ellipsize(head, px, HEAD_W)


class PlayLogView:
    """Mixed into TableView: reads the table's `plays` (this round's public history)."""

    plays: list[tuple[int, int, int, int, int]]

    def log_key(self) -> tuple:
        s = self.session  # type: ignore[attr-defined]
        blind = bool(s.game.config.options.blind_count)
        shown = max(1, (LOG_RECT.h - 30) // ENTRY_H)
        notes = play_notes(self.plays, s.names, blind)[-shown:]
        return tuple(notes), len(self.plays)

    def log_ops(self, key: tuple) -> Ops:
        notes, total = key
        ops = Ops()
        box = LOG_RECT
        ops.rect((16, 30, 24), box, border_radius=12)
        ops.rect(theme.PANEL_EDGE, box, 2, border_radius=12)
        head = "Last plays" if total else "No plays yet this round"
        text.blit_text(ops, head, LOG_PX, theme.INK_DIM, (box.x + 12, box.y + 16),
                       anchor="midleft")
        names = self.session.names  # type: ignore[attr-defined]
        width = box.w - 24
        y = box.y + 34
        for i, note in enumerate(notes):
            latest = i == len(notes) - 1
            cost, colour = _cost(note)
            cost_img = text.cached(cost, LOG_PX, colour)
            ops.blit(cost_img, cost_img.get_rect(midright=(box.right - 12, y + 10)))
            px, who = entry_line(f"{names[note.player]}: {note.what}",
                                 width - cost_img.get_width() - 8)
            text.blit_text(ops, who, px, theme.INK if latest else theme.INK_DIM,
                           (box.x + 12, y + 10), anchor="midleft")
            detail = [] if note.new is None else [f"to {note.new}"]
            if note.effect:
                detail.append(note.effect)
            line = text.ellipsize(", ".join(detail), LOG_PX, width)
            text.blit_text(ops, line, LOG_PX, GOLD if latest else theme.INK_DIM,
                           (box.x + 12, y + 33), anchor="midleft")
            y += ENTRY_H
        return ops

    # ------------------------------------------------------------------ the summary
    def summary_columns(self) -> list[tuple[str, str, int]]:
        """(heading, the summary's key, x) of the summary's columns: a call penalty has
        its own column (it is not a card played) when Call the count is on."""
        calls = bool(self.session.game.config.options.call_count)  # type: ignore[attr-defined]
        cols = [("Lines", "boundary"), ("Played", "cards"), ("Held", "held")]
        if calls:
            cols.append(("Calls", "call"))
        cols += [("Round", "points"), ("Total", "scores")]
        x0, step = 214, (SUMMARY_AREA.w - 214 - 24) // len(cols)
        return [(h, k, x0 + i * step) for i, (h, k) in enumerate(cols)]

    def draw_summary(self, surface: pygame.Surface) -> None:
        v = self.summary  # type: ignore[attr-defined]
        n = len(v["points"])
        row = min(34, (SUMMARY_AREA.h - 110) // n)
        box = pygame.Rect(0, 0, SUMMARY_AREA.w, 110 + n * row)
        box.center = SUMMARY_AREA.center
        pen.rect(surface, theme.PANEL, box, border_radius=16)
        pen.rect(surface, theme.ACCENT, box, 3, border_radius=16)
        text.blit_text(surface, f"Round {v['round']} over at {v['count']}", theme.BODY_PX + 4,
                       theme.ACCENT, (box.centerx, box.y + 24), anchor="center")
        cols = self.summary_columns()
        y = box.y + 56
        for head, _k, dx in cols:
            px, head = column_head(head)
            text.blit_text(surface, head, px, theme.INK_DIM, (box.x + dx + 30, y),
                           anchor="center")
        names = self.session.names  # type: ignore[attr-defined]
        for p in range(n):
            y = box.y + 82 + p * row
            won = p in v["won"]
            name = text.ellipsize(names[p], LOG_PX + 2, 180)
            text.blit_text(surface, name, LOG_PX + 2, GOLD if won else theme.INK,
                           (box.x + 20, y), anchor="midleft")
            for _h, k, dx in cols:
                val = v[k][p]
                colour = HOT if val and k not in ("scores",) else theme.INK
                text.blit_text(surface, str(val), LOG_PX + 2, colour, (box.x + dx + 30, y),
                               anchor="center")
        if self.session.humans and not self.summary_ack:  # type: ignore[attr-defined]
            how = prompts.press("confirm", prompts.device_of(self))
            prompts.blit(surface, f"{how} to go on", theme.SMALL_PX, theme.ACCENT,
                         (box.centerx, box.bottom - 16), anchor="center")
