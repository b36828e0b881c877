"""Drawing the Pontoon hands: a row per seat with its name, the bank, each hand's total
(large, read from the sofa) and status, and the cards, hole cards face up only where
`may_show` allows (§13); the "look away" band while someone peeks. Mixed into the table
through TableDrawing (draw.py)."""

from __future__ import annotations

from typing import Any

import pygame

from game.pontoon.hand import best_total
from scenes.pontoon import geometry as geo
from scenes.pontoon.layer import shape
from scenes.ui import canvas, pen, text, theme
from scenes.ui.art import narrowed

PANEL_FILL = (16, 20, 26, 200)
STATUS = {"live": "", "stuck": "sticks", "forced": "must stick", "bust": "BUST",
          "pontoon": "PONTOON!", "five": "five-card trick"}
HAND_LINE_W = 176  # the column left of the hand's cards (table.slot starts them at +196)
TOTAL_PX = 30  # a hand's total: read from across the room

_SHADES: dict[tuple[int, int], pygame.Surface] = {}  # panel size -> its translucent fill
canvas.on_change(_SHADES.clear)  # made at another render scale: enlarged, soft


def panel(surface: pygame.Surface, rect: pygame.Rect, edge: Any = theme.PANEL_EDGE,
          width: int = 2) -> None:
    """A translucent rounded box with an edge (the seat rows, the caption, the vote)."""
    shade = _SHADES.get(rect.size)
    if shade is None:  # made once per size, not every frame
        if len(_SHADES) > 32:
            _SHADES.clear()
        shade = _SHADES[rect.size] = canvas.Surface(rect.size, pygame.SRCALPHA)
        shape(pen.rect, shade, PANEL_FILL, shade.get_rect(), border_radius=12)
    surface.blit(shade, rect)
    shape(pen.rect, surface, edge, rect, width, border_radius=12)



class HandsDrawing:
    """The seat rows of the Pontoon area."""

    session: Any
    obs: Any
    n: int

    def draw_hands(self, surface: pygame.Surface) -> None:
        obs = self.obs
        rows = geo.seat_rows(self.n)
        acting = obs.actor if obs.phase in ("play", "bank") else -1
        for p, row in enumerate(rows):
            colour = self.bart.owner_rgb(p)
            panel(surface, row, theme.ACCENT if p == acting else theme.PANEL_EDGE,
                   3 if p == acting else 2)
            shape(pen.rect, surface, colour, (row.x, row.y + 8, 6, row.height - 16))
            token = self.services.art.token(p, 30)
            surface.blit(token, (row.x + 14, row.y + 10))
            name = text.ellipsize(self.name(p), 24, 150)
            text.blit_text(surface, name, 24, theme.INK, (row.x + 50, row.y + 12))
            y = row.y + 44
            if p == obs.banker:
                tag = text.cached("BANKER", 18, theme.INK_DARK)
                r = tag.get_rect(topleft=(row.x + 16, y)).inflate(10, 4)
                shape(pen.rect, surface, theme.ACCENT, r, border_radius=6)
                surface.blit(tag, tag.get_rect(center=r.center))
                y += 28
            for h, status in enumerate(obs.statuses[p]):
                y += self.draw_hand_line(surface, p, h, status, pygame.Rect(
                    row.x + 16, y, HAND_LINE_W, TOTAL_PX + 2))
            self.draw_hand_cards(surface, p)

    def draw_hand_line(self, surface: pygame.Surface, p: int, h: int, status: str,
                       area: pygame.Rect) -> int:
        """A hand's total, large enough to read from the sofa, and its status beside it
        (each kept inside the column left of the cards at any text size); its height."""
        ranked = self.rank_labels.get((p, h), "")  # the showdown's word for the hand
        words = STATUS.get(status, status) if ranked.isdigit() else (
            ranked or STATUS.get(status, status))
        if self.obs.split[p]:
            words = f"hand {h + 1}: {words}" if words else f"hand {h + 1}"
        total = int(ranked) if ranked.isdigit() else (
            0 if ranked else self.visible_total(p, h))
        if not words and not total:
            return 0
        colour = theme.DANGER if status == "bust" else theme.INK
        x = area.x
        if total:
            px = text.shrink_to_fit(str(total), TOTAL_PX, area.width // 3, 20)
            x = text.blit_text(surface, str(total), px, colour, (x, area.centery),
                               anchor="midleft").right + 10
        if words:
            room = area.right - x
            px = text.shrink_to_fit(words, 20, room, 16)
            text.blit_text(surface, text.ellipsize(words, px, room), px, colour,
                           (x, area.centery), anchor="midleft")
        return area.height

    def visible_total(self, p: int, h: int) -> int:
        hand = self.hand_sprites[p][h] if h < len(self.hand_sprites[p]) else []
        if not hand:
            return 0
        ranks = []
        for sp in hand:
            cid, public, _ = sp.tag
            if cid < 0 or not (public or self.may_show(p)):
                return 0
            ranks.append(self.obs.ranks[cid])
        return best_total(ranks)

    def draw_hand_cards(self, surface: pygame.Surface, p: int) -> None:
        cart = self.cart
        hidden_mine = False
        for hand in self.hand_sprites[p]:
            for sp in hand:
                cid, public, _ = sp.tag
                face = sp.face_up and cid >= 0 and (public or self.may_show(p))
                hidden_mine |= cid >= 0 and not public and not face
                img = cart.face(self.card(cid), sp.size, None, sp.angle) if face else \
                    cart.back(sp.size, sp.angle)
                if sp.scale_x < 0.999:  # turning over: narrowed once per width, kept
                    img = narrowed(img, max(1, round(img.get_width() * sp.scale_x)))
                if sp.alpha < 255:
                    img = img.copy()
                    img.set_alpha(int(sp.alpha))
                surface.blit(img, img.get_rect(center=(round(sp.x), round(sp.y - sp.lift))))
        if hidden_mine and p == self.session.display_viewer and not self.tweens.busy:
            row = geo.seat_rows(self.n)[p]
            text.blit_text(surface, "Hold P (LT) to peek", 18, theme.ACCENT,
                           (row.x + 16, row.bottom - 12), anchor="bottomleft")
        if self.peeking and self.may_show(p) and not self.solo_view():
            self.draw_look_away(surface, p)

    def draw_look_away(self, surface: pygame.Surface, p: int) -> None:
        band = pygame.Rect(0, 0, geo.LEFT.width, 40)
        band.midtop = (geo.LEFT.centerx, geo.TOP_BAR.bottom + 4)
        shape(pen.rect, surface, theme.DANGER, band, border_radius=10)
        text.blit_text(surface, f"Everyone but {self.name(p)}: look away!", 24,
                       (255, 255, 255), band.center, anchor="center")
