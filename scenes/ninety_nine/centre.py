"""The middle of the Ninety-Nine table (the stock, the pile, the big running count, the
direction arrows) and what passes over the table (the banner, the round's summary).

The middle is recorded as `Ops` for the table's kept layer (layer.py): each piece is
recorded again only when its key — what it shows — changes.
"""

from __future__ import annotations

import math

import pygame

from scenes.cards import MEDIUM
from scenes.ninety_nine import choices as ch
from scenes.ninety_nine.layer import Ops
from scenes.ninety_nine.places import BANNER_PAD, BANNER_ROOM
from scenes.ui import canvas, pen, text, theme
from scenes.ui.art import colour_keyed

# Inside the TV-safe area (5% of the screen on every side, issue 22).
STOCK = (446, 360)
PILE = (700, 360)  # the top card; earlier plays fan out to its left
ARROWS = (648, 360)
COUNT = (900, 326)
FAN_STEP = 30  # how far apart the last plays lie: each one's corner stays readable
GOLD = (250, 214, 90)
HOT = (255, 120, 90)
LIT = (255, 236, 150)
BANNER_AT = (640, BANNER_ROOM.centery)


def banner_px(message: str) -> int:
    """The banner's text size: the heading's, smaller if the line (with its box) would
    be wider or higher than the room between the middle and the hand."""
    width, height = BANNER_ROOM.w - BANNER_PAD[0], BANNER_ROOM.h - BANNER_PAD[1]
    px = text.shrink_to_fit(message, theme.HEADING_PX, width, 22)
    while px > 22 and text.font(px).get_linesize() > height:
        px -= 2
    return px


class CentreView:
    """Mixed into TableView: reads the table's stock, pile, count and direction."""

    def stock_ops(self, _arg: object = None) -> Ops:
        """A squared stack of backs (key: how many are drawn, one per 8 cards)."""
        ops = Ops()
        sx, sy = STOCK
        img = self._cards.back(MEDIUM)
        for i in range(self.stock_depth()):
            ops.blit(img, img.get_rect(center=(sx - i, sy - i * 2)))
        return ops

    def stock_depth(self) -> int:
        return min(6, (self.stock + 7) // 8)

    def stock_label_ops(self, _arg: object = None) -> Ops:
        """The stock's size under it: a part of its own, as it changes with every card
        dealt and the stack only every eighth."""
        ops = Ops()
        sx, sy = STOCK
        text.blit_text(ops, f"Stock {self.stock}", theme.SMALL_PX, theme.INK, (sx, sy + 80),
                       anchor="center")
        return ops

    def pile_ops(self, _arg: object = None) -> Ops:
        """The last five cards of the pile fanned left to right, the newest on top, so
        the last few plays can be read (key: the pile)."""
        ops = Ops()
        for i in range(max(0, len(self.pile) - 5), len(self.pile)):
            x, y, a = self.pile_slot(i)
            cid = self.pile[i]
            img = self._cards.face(ch.card(cid), MEDIUM, ch.accent(cid), a)
            ops.blit(img, img.get_rect(center=(round(x), round(y))))
        return ops

    def count_key(self) -> tuple:
        value = self.count
        shown = (-1,) if value < 0 else (int(round(value)), value >= 90,
                                         round(220 * min(1.0, value / 100)))
        return shown, tuple((b[0], b[1]) for b in self.bursts)

    def count_ops(self, _key: object = None) -> Ops:
        ops = Ops()
        cx, cy = COUNT
        value = self.count
        shown = "?" if value < 0 else str(int(round(value)))
        colour = HOT if value >= 90 else (255, 248, 225)
        for b in self.bursts:
            t = b[1] / 0.8
            rad = 60 + 140 * t
            ring = canvas.Surface((rad * 2 + 8, rad * 2 + 8), pygame.SRCALPHA)
            pen.circle(ring, (*HOT, round(220 * (1 - t))), (rad + 4, rad + 4), rad, 8)
            ops.blit(ring, ring.get_rect(center=(cx, cy)))
            text.blit_text(ops, f"{b[0]}!", 60, HOT, (cx, cy - 90 - 30 * t), anchor="center")
        text.blit_text(ops, shown, 120, colour, (cx, cy + 4), anchor="center")
        # Above the number's glyphs (the font leaves some of its height empty on top),
        # so a larger text size never puts the word over the number.
        number = text.cached(shown, 120, colour).get_rect(center=(cx, cy + 4))
        text.blit_text(ops, "COUNT", theme.SMALL_PX, theme.INK_DIM,
                       (cx, number.y + round(number.h * 0.08)), anchor="midbottom")
        bar = pygame.Rect(cx - 110, cy + 62, 220, 14)
        ops.rect((20, 26, 24), bar, border_radius=7)
        if value >= 0:
            fill = bar.copy()
            fill.w = round(bar.w * min(1.0, value / 100))
            ops.rect(colour, fill, border_radius=7)
        for b in (33, 66, 99):
            x = bar.x + bar.w * b / 100
            ops.line(GOLD, (x, bar.y - 6), (x, bar.bottom + 6), 3)
            text.blit_text(ops, str(b), 20, GOLD, (x, bar.bottom + 18), anchor="center")
        return ops

    def direction_ops(self, _arg: object = None) -> Ops:
        """Two arrows round the pile (key: direction and how far a reversal turned)."""
        ops = Ops()
        cx, cy = ARROWS
        clockwise = self.direction == 1
        turn = self.dir_turn * math.pi * (1 if clockwise else -1)
        rad = 136
        for k in range(2):
            a0 = turn + k * math.pi + 0.35
            pts = [(cx + rad * math.cos(a0 + t * 2.2 / 12), cy + rad * 0.6 * math.sin(
                a0 + t * 2.2 / 12)) for t in range(13)]
            if not clockwise:
                pts.reverse()
            ops.lines(GOLD, False, pts, 5)
            (x1, y1), (x2, y2) = pts[-2], pts[-1]
            ang = math.atan2(y2 - y1, x2 - x1)
            tip = (x2 + 14 * math.cos(ang), y2 + 14 * math.sin(ang))
            left = (x2 + 10 * math.cos(ang + 2.2), y2 + 10 * math.sin(ang + 2.2))
            right = (x2 + 10 * math.cos(ang - 2.2), y2 + 10 * math.sin(ang - 2.2))
            ops.polygon(GOLD, [tip, left, right])
        word = "clockwise" if clockwise else "anticlockwise"
        text.blit_text(ops, word, 20, GOLD, (cx, cy + 108), anchor="center")
        return ops

    # ------------------------------------------------------------------ over the table
    def banner_blit(self) -> tuple[pygame.Surface, tuple[int, int]] | None:
        """The banner as one image and its place (kept per text and text size: it shows
        through most busy frames and was two rounded rectangles and a text each)."""
        if self.banner_time <= 0 or not self.banner_text:
            return None
        # The render scale too: its pixels are drawn at it (a resize draws it anew).
        key = (self.banner_text, text.get_scale(), canvas.get_scale())
        kept = self.__dict__.setdefault("_banners", {})
        out = kept.get(key)
        if out is None:
            px = banner_px(self.banner_text)
            words = text.ellipsize(self.banner_text, px, BANNER_ROOM.width - BANNER_PAD[0])
            img = text.cached(words, px, theme.ACCENT)
            box = img.get_rect(center=BANNER_AT).inflate(*BANNER_PAD)
            box.clamp_ip(BANNER_ROOM)  # centred on the table, moved clear of the stock
            image = canvas.Surface(box.size, pygame.SRCALPHA)  # clear round the corners
            inside = image.get_rect()
            pen.rect(image, theme.PANEL, inside, border_radius=14)
            pen.rect(image, theme.ACCENT, inside, 2, border_radius=14)
            at = img.get_rect(center=box.center)
            image.blit(img, (at.x - box.x, at.y - box.y))
            if len(kept) > 32:
                kept.clear()
            out = kept[key] = (colour_keyed(image), box.topleft)
        return out
