"""How the Ninety-Nine table looks: seats around the felt, the pile with the big running
count, the stock, the direction, the viewer's hand fanned at the bottom, the choice panel.

Geometry helpers (where a seat's cards rest, the pile's slots) live here too, so the
animation code in `table.py` and the hit testing share one layout.
"""

from __future__ import annotations

import math

import pygame

from game.core.contract import EVERYONE
from scenes.cards import LARGE, MEDIUM, SMALL, HandFan, PileLayout, card_art
from scenes.ninety_nine import choices as ch
from scenes.shell.table import TableScene
from scenes.ui import prompts, text, theme
from scenes.ui.art import colour_keyed

HAND_RECT = pygame.Rect(300, 540, 640, 174)
OPTIONS_RECT = pygame.Rect(948, 420, 324, 290)
ME_RECT = pygame.Rect(14, 566, 276, 146)
STOCK = (470, 330)
PILE = (640, 340)
COUNT = (862, 300)
ROW_H = 50
GOLD = (250, 214, 90)
HOT = (255, 120, 90)
LIT = (255, 236, 150)


class TableView(TableScene):
    """Drawing and geometry of the Ninety-Nine table (mixed under NinetyNineTable)."""

    bottom: int | None = None

    def __init__(self, *args, **kwargs) -> None:
        super().__init__(*args, **kwargs)
        self.hover: int | None = None
        self.hover_option: int | None = None
        self.flip_in: set[tuple[int, int]] = set()
        self.flip_t = 1.0
        self.banner_text = ""
        self.banner_time = 0.0
        self.bursts: list[list] = []
        self.lifts: dict[int, float] = {}
        self.pile_layout = PileLayout(PILE, MEDIUM)

    # ------------------------------------------------------------------ geometry
    def seat_order(self) -> list[int]:
        n = len(self.hands)
        return [(self.bottom + k) % n for k in range(1, n)]

    def seat_centre(self, p: int) -> tuple[float, float]:
        if p == self.bottom:
            return ME_RECT.center
        return self.seat_rect(p).center

    def seat_rect(self, p: int) -> pygame.Rect:
        if p == self.bottom:
            return ME_RECT
        key = (p, self.bottom, len(self.hands))  # asked ~10 times a frame: kept
        rects = self.__dict__.setdefault("_seat_rects", {})
        rect = rects.get(key)
        if rect is None:
            rect = rects[key] = self._place_seat(p)
        return rect.copy()

    def _place_seat(self, p: int) -> pygame.Rect:
        others = self.seat_order()
        m = len(others)
        j = others.index(p)
        theta = math.radians(196 + 148 * (j + 0.5) / m) if m > 1 else math.radians(270)
        x = 640 + 540 * math.cos(theta)
        y = 300 + 232 * math.sin(theta)
        w = 200 if m >= 4 else 240
        r = pygame.Rect(0, 0, w, 150)
        r.center = (round(x), round(max(84, y) + 6))
        r.clamp_ip(pygame.Rect(6, 52, 1268, 480))
        return r

    def fan(self, p: int) -> HandFan:
        n = len(self.hands[p])
        if p == self.bottom:
            return HandFan(n, HAND_RECT, LARGE, spread=124)
        r = self.seat_rect(p)
        size = SMALL
        face = self.session.display_viewer == EVERYONE
        area = pygame.Rect(r.x + 10, r.y + 62, r.w - 20, size[1] + 4)
        return HandFan(n, area, size, spread=(size[0] + 4) if face else 30)

    def seat_card_pos(self, p: int) -> tuple[float, float]:
        if p == self.bottom:
            return (HAND_RECT.centerx, HAND_RECT.bottom - LARGE[1] / 2)
        r = self.seat_rect(p)
        return (r.centerx, r.y + 62 + SMALL[1] / 2)

    def card_pos(self, p: int, cid: int) -> tuple[float, float]:
        hand = self.hands[p]
        if cid in hand:
            centres = self.fan(p).centres()
            return centres[hand.index(cid)]
        return self.seat_card_pos(p)

    def stock_pos(self) -> tuple[float, float]:
        return STOCK

    def count_pos(self) -> tuple[float, float]:
        return COUNT

    def pile_slot(self, i: int) -> tuple[float, float, float]:
        return self.pile_layout.slot(i)

    def menu_rect(self) -> pygame.Rect:
        return pygame.Rect(1180, 8, 90, 36)

    def card_at(self, pos: tuple[int, int]) -> int | None:
        v = self.session.display_viewer
        if v is None or v < 0 or v != self.bottom:
            return None
        return self.fan(v).hit(pos, [i for i, h in self.lifts.items() if h > 8])

    def option_rows(self) -> list[pygame.Rect]:
        opts = self.options()
        if not opts:
            return []
        if self.phase() == "call":
            w = 140
            return [pygame.Rect(HAND_RECT.x + i * (w + 14), 470, w, 60) for i in range(len(opts))]
        top = OPTIONS_RECT.bottom - len(opts) * ROW_H - 4
        return [pygame.Rect(OPTIONS_RECT.x, top + i * ROW_H, OPTIONS_RECT.w, ROW_H - 6)
                for i in range(len(opts))]

    def option_at(self, pos: tuple[int, int]) -> int | None:
        for i, r in enumerate(self.option_rows()):
            if r.collidepoint(pos):
                return i
        return None

    # ------------------------------------------------------------------ passing effects
    def banner(self, message: str, seconds: float) -> None:
        self.banner_text, self.banner_time = message, seconds

    def burst(self, boundary: str) -> None:
        self.bursts.append([boundary, 0.0])
        self.services.sound.play("accusation")

    def settle_lifts(self, dt: float) -> None:
        hand = self.my_hand()
        mine = self.my_turn()
        k = min(1.0, dt * 14)
        busy = False
        for i in range(len(hand)):
            target = 0.0
            if mine:
                target = 10.0
                if hand[i] == self.selected:
                    target = 34.0
                elif i == self.focus or i == self.hover:
                    target = 26.0
            cur = self.lifts.get(i, 0.0)
            if abs(cur - target) > 0.5:
                busy = True
                self.lifts[i] = cur + (target - cur) * k
            else:
                self.lifts[i] = target
        for i in [i for i in self.lifts if i >= len(hand)]:
            del self.lifts[i]
        self.banner_time = max(0.0, self.banner_time - dt)
        for b in self.bursts:
            b[1] += dt
        self.bursts = [b for b in self.bursts if b[1] < 0.8]
        if busy or self.bursts or self.banner_time > 0:
            self.invalidate()

    # ------------------------------------------------------------------ drawing
    def draw(self, surface: pygame.Surface) -> None:
        surface.blit(self.services.art.table(surface.get_size()), (0, 0))
        art = card_art(self.services.art)
        self.draw_status(surface)
        for p in self.seat_order():
            self.draw_seat(surface, art, p)
        self.draw_me(surface)
        self.draw_centre(surface, art)
        self.draw_hand(surface, art)
        self.draw_options(surface)
        for sprite in self.flyers:
            sprite.draw(surface, art)
        for fx in self.effects:
            text.blit_text(surface, fx.text, 44, fx.colour, (fx.x, fx.y), anchor="center")
        self.draw_banner(surface)
        if self.summary is not None:
            self.draw_summary(surface)

    def draw_status(self, surface: pygame.Surface) -> None:
        o = self.obs
        bar = pygame.Rect(0, 0, 1280, 50)
        pygame.draw.rect(surface, (16, 30, 24), bar)
        names = self.session.names
        pieces = [f"Round {max(1, self.round_no)} of {o.rounds}",
                  f"Dealer: {names[self.dealer]}"]
        if self.actor >= 0:
            pieces.append(f"Turn: {names[self.actor]}")
        elif self.passers:
            pieces.append(f"Choosing a pass: {len(self.passers)}")
        line = theme.STATUS_SEP.join(pieces)
        text.blit_text(surface, line, theme.BODY_PX, theme.INK, (16, 25), anchor="midleft")
        menu = self.menu_rect()
        pygame.draw.rect(surface, theme.PANEL, menu, border_radius=8)
        pygame.draw.rect(surface, theme.PANEL_EDGE, menu, 2, border_radius=8)
        text.blit_text(surface, "Menu", theme.SMALL_PX, theme.INK, menu.center, anchor="center")
        hint = self.hint if self.hint_time > 0 else self.prompt()
        if hint:
            prompts.blit(surface, hint, theme.SMALL_PX, theme.ACCENT, (1160, 25),
                         anchor="midright")

    def prompt(self) -> str:
        if not self.my_turn():
            return ""
        device = prompts.device_of(self)
        if self.phase() == "pass":
            q = (self.session.to_act + self.obs.direction) % len(self.hands)
            return f"Pass a card to {self.session.names[q]}: {prompts.press('confirm', device)}"
        if self.phase() == "call":
            return f"Call the count: {max(0, math.ceil(self.call_left))} s"
        return f"Your turn: pick a card, then {prompts.press('confirm', device)}"

    def _seat_frame(self, surface: pygame.Surface, p: int, r: pygame.Rect,
                    inside: tuple = (), draw_inside=None) -> None:  # noqa: ANN001
        """A seat's panel: its frame, token, name, score and marks, and what
        `draw_inside(image)` puts in it (described by `inside`, part of the cache key).
        Drawn once per look and kept: seven panels of two rounded rectangles, four texts
        and a fan of cards were redrawn every frame."""
        turn = p == self.actor or p in self.passers
        marks = []
        if p == self.dealer:
            marks.append("Dealer")
        if p in self.passers:
            marks.append("choosing...")
        elif p == self.actor:
            marks.append("to play")
        key = (p, r.size, turn, self.session.names[p], round(self.scores[p]),
               bool(self.scores[p]), " · ".join(marks), self.services.art.token(p, 30),
               text.get_scale(), inside)
        frames = self.__dict__.setdefault("_seat_frames", {})
        image = frames.get(key)
        if image is None:
            if len(frames) > 96:
                frames.clear()
            name = text.ellipsize(self.session.names[p], theme.SMALL_PX, r.w - 100)
            image = self._draw_seat_frame(p, r.size, turn, name, key[6])
            if draw_inside is not None:
                draw_inside(image)
            image = frames[key] = colour_keyed(image)
        surface.blit(image, r)

    def _draw_seat_frame(self, p: int, size: tuple[int, int], turn: bool, name: str,
                         marks: str) -> pygame.Surface:
        image = pygame.Surface(size, pygame.SRCALPHA)  # clear outside the round corners
        r = image.get_rect()
        fill = (30, 40, 44) if not turn else (58, 52, 30)
        pygame.draw.rect(image, fill, r, border_radius=12)
        pygame.draw.rect(image, GOLD if turn else theme.PANEL_EDGE, r, 3 if turn else 2,
                         border_radius=12)
        token = self.services.art.token(p, 30)
        image.blit(token, (r.x + 8, r.y + 8))
        text.blit_text(image, name, theme.SMALL_PX, theme.INK, (r.x + 46, r.y + 23),
                       anchor="midleft")
        score = f"{round(self.scores[p])}"
        text.blit_text(image, score, theme.BODY_PX + 6, HOT if self.scores[p] else theme.INK,
                       (r.right - 12, r.y + 23), anchor="midright")
        if marks:
            text.blit_text(image, marks, 20, GOLD if turn else theme.INK_DIM,
                           (r.x + 12, r.y + 50), anchor="midleft")
        return image

    def draw_seat(self, surface: pygame.Surface, art, p: int) -> None:
        r = self.seat_rect(p)
        hand = self.hands[p]
        fan = self.fan(p)
        w, h = fan.size
        count = bool(len(hand)) and self.session.display_viewer != EVERYONE
        # The fan as the panel holds it: each card (id, centre in the panel, how far
        # turned); a card reaching out of the panel is drawn over it instead.
        cards, over = [], False
        for cid, (x, y) in zip(hand, fan.centres(), strict=False):
            cx, cy = round(x) - r.x, round(y) - r.y
            turning = ((p, cid) in self.flip_in and self.flip_t < 1.0)
            cards.append((cid, cx, cy, round(abs(1 - 2 * self.flip_t) * w) if turning else -1,
                          turning and self.flip_t >= 0.5))
            over = over or cx - w // 2 < 0 or cy - h // 2 < 0 or cx + w - w // 2 > r.w \
                or cy + h - h // 2 > r.h

        def inside(image: pygame.Surface) -> None:
            for cid, cx, cy, _, _ in cards:
                self._card(image, art, p, cid, (cx, cy), fan.size)
            if count:
                text.blit_text(image, f"x{len(hand)}", theme.SMALL_PX, theme.INK,
                               (r.w - 14, r.h - 24), anchor="midright")

        if not over:
            self._seat_frame(surface, p, r, (tuple(cards), fan.size, count, art,
                                             self.services.art.colour_blind), inside)
            return
        self._seat_frame(surface, p, r)
        for i, (x, y) in enumerate(fan.centres()):
            self._card(surface, art, p, hand[i], (x, y), fan.size)
        if count:
            text.blit_text(surface, f"x{len(hand)}", theme.SMALL_PX, theme.INK,
                           (r.right - 14, r.bottom - 24), anchor="midright")

    def _card(self, surface, art, p: int, cid: int, at, size, lift: float = 0.0,
              glow=None) -> None:
        x, y = at[0], at[1] - lift
        scale = 1.0
        show = cid >= 0
        if (p, cid) in self.flip_in and self.flip_t < 1.0:
            scale = abs(1 - 2 * self.flip_t)
            show = show and self.flip_t >= 0.5
        img = art.face(ch.card(cid), size, ch.accent(cid)) if show else art.back(size)
        if glow is not None and scale > 0.9:
            g = art.glow(size, glow)
            surface.blit(g, g.get_rect(center=(round(x), round(y))))
        if scale < 0.999:
            img = pygame.transform.scale(img, (max(1, round(img.get_width() * scale)),
                                               img.get_height()))
        surface.blit(img, img.get_rect(center=(round(x), round(y))))

    def draw_me(self, surface: pygame.Surface) -> None:
        p = self.bottom
        o = self.obs
        line = f"Round points: {o.round_points[p]}" if p < len(o.round_points) else ""
        hidden = self.session.display_viewer is None and bool(self.session.humans)

        def inside(image: pygame.Surface) -> None:
            text.blit_text(image, line, 20, theme.INK_DIM, (12, 80), anchor="midleft")
            if hidden:
                text.blit_text(image, "Hand hidden", 20, theme.INK_DIM, (12, 110),
                               anchor="midleft")

        self._seat_frame(surface, p, ME_RECT, (line, hidden), inside)

    def draw_hand(self, surface: pygame.Surface, art) -> None:
        p = self.bottom
        hand = self.hands[p]
        fan = self.fan(p)
        mine = self.my_turn()
        for i, (x, y) in enumerate(fan.centres()):
            cid = hand[i]
            lift = self.lifts.get(i, 0.0) if mine else 0.0
            glow = None
            if mine:
                glow = GOLD if (i == self.focus or cid == self.selected) else LIT
                if cid in self.chosen:
                    glow = HOT
            self._card(surface, art, p, cid, (x, y), LARGE, lift, glow)
            if cid >= 0 and cid in self.new_marks:
                tag = pygame.Rect(0, 0, 58, 26)
                tag.midbottom = (round(x), round(y - lift - LARGE[1] / 2 + 6))
                pygame.draw.rect(surface, HOT, tag, border_radius=8)
                text.blit_text(surface, "NEW", 20, (255, 255, 255), tag.center, anchor="center")

    def draw_centre(self, surface: pygame.Surface, art) -> None:
        # The stock: a squared stack of backs and its size.
        sx, sy = STOCK
        depth = min(6, (self.stock + 7) // 8)
        for i in range(depth):
            img = art.back(MEDIUM)
            surface.blit(img, img.get_rect(center=(sx - i, sy - i * 2)))
        text.blit_text(surface, f"Stock {self.stock}", theme.SMALL_PX, theme.INK,
                       (sx, sy + 80), anchor="center")
        start = max(0, len(self.pile) - 6)
        for i in range(start, len(self.pile)):
            x, y, a = self.pile_slot(i)
            cid = self.pile[i]
            img = art.face(ch.card(cid), MEDIUM, ch.accent(cid), a)
            surface.blit(img, img.get_rect(center=(round(x), round(y))))
        self.draw_count(surface)
        self.draw_direction(surface)

    def draw_count(self, surface: pygame.Surface) -> None:
        cx, cy = COUNT
        value = self.count
        shown = "?" if value < 0 else str(int(round(value)))
        hot = value >= 90
        colour = HOT if hot else (255, 248, 225)
        for b in self.bursts:
            t = b[1] / 0.8
            rad = 60 + 140 * t
            ring = pygame.Surface((rad * 2 + 8, rad * 2 + 8), pygame.SRCALPHA)
            pygame.draw.circle(ring, (*HOT, round(220 * (1 - t))), (rad + 4, rad + 4), rad, 8)
            surface.blit(ring, ring.get_rect(center=(cx, cy)))
            text.blit_text(surface, f"{b[0]}!", 60, HOT, (cx, cy - 90 - 30 * t), anchor="center")
        text.blit_text(surface, "COUNT", theme.SMALL_PX, theme.INK_DIM, (cx, cy - 64),
                       anchor="center")
        text.blit_text(surface, shown, 120, colour, (cx, cy + 4), anchor="center")
        bar = pygame.Rect(cx - 110, cy + 62, 220, 14)
        pygame.draw.rect(surface, (20, 26, 24), bar, border_radius=7)
        if value >= 0:
            fill = bar.copy()
            fill.w = round(bar.w * min(1.0, value / 100))
            pygame.draw.rect(surface, colour, fill, border_radius=7)
        for b in (33, 66, 99):
            x = bar.x + bar.w * b / 100
            pygame.draw.line(surface, GOLD, (x, bar.y - 6), (x, bar.bottom + 6), 3)
            text.blit_text(surface, str(b), 20, GOLD, (x, bar.bottom + 18), anchor="center")

    def draw_direction(self, surface: pygame.Surface) -> None:
        cx, cy = PILE
        clockwise = self.direction == 1
        turn = self.dir_turn * math.pi * (1 if clockwise else -1)
        rad = 118
        for k in range(2):
            a0 = turn + k * math.pi + 0.35
            pts = [(cx + rad * math.cos(a0 + t * 2.2 / 12), cy + rad * 0.62 * math.sin(
                a0 + t * 2.2 / 12)) for t in range(13)]
            if not clockwise:
                pts.reverse()
            pygame.draw.lines(surface, GOLD, False, pts, 5)
            (x1, y1), (x2, y2) = pts[-2], pts[-1]
            ang = math.atan2(y2 - y1, x2 - x1)
            tip = (x2 + 14 * math.cos(ang), y2 + 14 * math.sin(ang))
            left = (x2 + 10 * math.cos(ang + 2.2), y2 + 10 * math.sin(ang + 2.2))
            right = (x2 + 10 * math.cos(ang - 2.2), y2 + 10 * math.sin(ang - 2.2))
            pygame.draw.polygon(surface, GOLD, [tip, left, right])
        word = "clockwise" if clockwise else "anticlockwise"
        text.blit_text(surface, word, 20, GOLD, (cx, cy + 100), anchor="center")

    def draw_options(self, surface: pygame.Surface) -> None:
        opts = self.options()
        rows = self.option_rows()
        if not opts:
            return
        call = self.phase() == "call"
        if not call:
            head = "Choose" if len(opts) > 1 else "Play"
            text.blit_text(surface, head, theme.SMALL_PX, theme.INK_DIM,
                           (rows[0].x + 4, rows[0].y - 16), anchor="midleft")
        for i, (o, r) in enumerate(zip(opts, rows)):
            focus = i == self.option or i == self.hover_option
            pygame.draw.rect(surface, theme.FOCUS_FILL if focus else theme.PANEL, r,
                             border_radius=10)
            pygame.draw.rect(surface, GOLD if focus else theme.PANEL_EDGE, r, 2,
                             border_radius=10)
            if call:
                text.blit_text(surface, f"{i + 1}: {o.label}", theme.HEADING_PX, theme.INK,
                               r.center, anchor="center")
                continue
            label = text.ellipsize(f"{i + 1}  {o.label}", 20, r.w - 80)
            text.blit_text(surface, label, 20, theme.INK, (r.x + 10, r.centery),
                           anchor="midleft")
            cost = ch.cost_text(o)
            colour = HOT if (o.cost or 0) > 0 else (140, 230, 140) if not o.others else GOLD
            text.blit_text(surface, cost, 20, colour, (r.right - 10, r.centery),
                           anchor="midright")

    def draw_banner(self, surface: pygame.Surface) -> None:
        if self.banner_time <= 0 or not self.banner_text:
            return
        img = text.cached(self.banner_text, theme.HEADING_PX, theme.ACCENT)
        box = img.get_rect(center=(640, 488)).inflate(40, 20)
        pygame.draw.rect(surface, theme.PANEL, box, border_radius=14)
        pygame.draw.rect(surface, theme.ACCENT, box, 2, border_radius=14)
        surface.blit(img, img.get_rect(center=box.center))

    def draw_summary(self, surface: pygame.Surface) -> None:
        v = self.summary
        n = len(v["points"])
        box = pygame.Rect(0, 0, 820, 120 + n * 40)
        box.center = (640, 330)
        pygame.draw.rect(surface, theme.PANEL, box, border_radius=16)
        pygame.draw.rect(surface, theme.ACCENT, box, 3, border_radius=16)
        text.blit_text(surface, f"Round {v['round']} over at {v['count']}", theme.HEADING_PX,
                       theme.ACCENT, (box.centerx, box.y + 30), anchor="center")
        cols = (("Player", 24), ("Boundaries", 300), ("Played", 430), ("Held", 540),
                ("Round", 630), ("Total", 720))
        y = box.y + 70
        for head, dx in cols:
            text.blit_text(surface, head, 20, theme.INK_DIM, (box.x + dx, y), anchor="midleft")
        for p in range(n):
            y = box.y + 104 + p * 40
            won = p in v["won"]
            name = text.ellipsize(self.session.names[p], theme.BODY_PX, 260)
            text.blit_text(surface, name, theme.BODY_PX, GOLD if won else theme.INK,
                           (box.x + 24, y), anchor="midleft")
            vals = (v["boundary"][p], v["cards"][p] + v["call"][p], v["held"][p], v["points"][p],
                    v["scores"][p])
            for (_h, dx), val in zip(cols[1:], vals):
                text.blit_text(surface, str(val), theme.BODY_PX, HOT if val and dx < 700 else
                               theme.INK, (box.x + dx + 20, y), anchor="midleft")
        if self.session.humans and not self.summary_ack:
            how = prompts.press("confirm", prompts.device_of(self))
            prompts.blit(surface, f"{how} to go on", theme.SMALL_PX, theme.ACCENT,
                         (box.centerx, box.bottom - 18), anchor="center")
