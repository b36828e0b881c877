"""How the Ninety-Nine table looks: seats around the felt, the pile with the big running
count, the stock, the direction, the viewer's hand fanned at the bottom, the choice panel.

Geometry helpers (where a seat's cards rest, the pile's slots) live here too, so the
animation code in `table.py` and the hit testing share one layout.
"""

from __future__ import annotations

import math

import pygame

from game.core.contract import EVERYONE
from scenes.cards import LARGE, MEDIUM, SMALL, HandFan, PileLayout, card_art, squeezed
from scenes.cards.flight import pose_all
from scenes.cards.layout import Blit
from scenes.ninety_nine import choices as ch
from scenes.ninety_nine.centre import COUNT, FAN_STEP, GOLD, HOT, LIT, PILE, STOCK, CentreView
from scenes.ninety_nine.layer import Layer, Ops, Part
from scenes.ninety_nine.moves_view import MovesView
from scenes.ninety_nine.places import (
    ASIDE_RECT,
    DEMO_WORDS,
    HAND_RECT,
    ME_RECT,
    SAFE,
    SEATS_AREA,
    STATUS_H,
)
from scenes.ninety_nine.play_log import PlayLogView
from scenes.ninety_nine.seat_panel import SeatPanels
from scenes.shell.match.table import TableScene
from scenes.ui import canvas, pen, prompts, text, theme
from scenes.ui.changes import Changes


class TableView(SeatPanels, MovesView, PlayLogView, CentreView, TableScene):
    """Drawing and geometry of the Ninety-Nine table (mixed under NinetyNineTable)."""

    bottom: int | None = None

    def demo_caption_room(self) -> list[pygame.Rect]:
        """A teaching demo's words (demo_why.py) right of the hand, where a human's
        options would be: a demo has none."""
        return [pygame.Rect(DEMO_WORDS)]

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
        self._layer = Layer()  # the still picture, kept between frames
        self._changes = Changes()  # what to draw again when only part of it changed

    def shown_viewer(self) -> int | None:
        """Whose cards the table shows: the screen's viewer; every hand once the game is
        over (its last round turned them all over) and in the replay of a finished game."""
        s = self.session
        if getattr(self, "replay", None) is not None or s.game.is_over:
            return EVERYONE
        return s.display_viewer

    # ------------------------------------------------------------------ geometry
    def bar_rect(self) -> pygame.Rect | None:
        """A bar drawn over the table's foot now, or None; the replay viewer
        (ReplayControls, first in its class) names its control bar while it shows."""
        return None

    def aside(self) -> bool:
        """The bottom seat sits aside, a panel like the others in the right column,
        while a bar covers the foot of the table (the replay's controls hid its hand
        and panel at 1280×720); back at the foot when the bar steps aside."""
        bar = self.bar_rect()
        return bar is not None and bar.colliderect(ME_RECT.union(HAND_RECT))

    def seat_order(self) -> list[int]:
        n = len(self.hands)
        return [(self.bottom + k) % n for k in range(1, n)]

    def seat_centre(self, p: int) -> tuple[float, float]:
        if p == self.bottom and not self.aside():
            return ME_RECT.center
        return self.seat_rect(p).center

    def seat_rect(self, p: int) -> pygame.Rect:
        if p == self.bottom:
            return ASIDE_RECT.copy() if self.aside() else ME_RECT
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
        r.clamp_ip(SEATS_AREA)
        return r

    def seat_card_size(self, p: int) -> tuple[int, int]:
        """The size of a seat's cards: large in the hand at the foot, small in a panel
        (the bottom seat's too while it sits aside); a card flying there lands so."""
        return LARGE if p == self.bottom and not self.aside() else SMALL

    def fan(self, p: int) -> HandFan:
        n = len(self.hands[p])
        if p == self.bottom and not self.aside():
            return HandFan(n, HAND_RECT, LARGE, spread=124)
        r = self.seat_rect(p)
        size = self.seat_card_size(p)
        face = self.shown_viewer() == EVERYONE
        room = 0 if face else 44  # the "x3" beside the backs, at any text size
        area = pygame.Rect(r.x + 10, r.y + 62, r.w - 20 - room, size[1] + 4)
        return HandFan(n, area, size, spread=(size[0] + 4) if face else 30)

    def seat_card_pos(self, p: int) -> tuple[float, float]:
        if p == self.bottom and not self.aside():
            return (HAND_RECT.centerx, HAND_RECT.bottom - LARGE[1] / 2)
        r = self.seat_rect(p)
        room = 0 if self.shown_viewer() == EVERYONE else 44  # as `fan` leaves for "x3"
        return (r.centerx - room / 2, r.y + 62 + SMALL[1] / 2)

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
        """Where the i-th card of the shown pile lies: the newest on the top place, each
        earlier one a step to the left (a card landing takes the top place)."""
        _x, y, a = self.pile_layout.slot(i)
        behind = max(0, len(self.pile) - 1 - i)
        return PILE[0] - FAN_STEP * behind, y, a / 2

    def menu_rect(self) -> pygame.Rect:
        return pygame.Rect(SAFE.right - 94, SAFE.y + 2, 92, 36)

    def card_at(self, pos: tuple[int, int]) -> int | None:
        v = self.session.display_viewer
        if v is None or v < 0 or v != self.bottom:
            return None
        return self.fan(v).hit(pos, [i for i, h in self.lifts.items() if h > 8])

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
        self._changes.whole(surface, self._picture(surface), self.moving_blits())
        self._layer.take_changes()  # all drawn
        if self.summary is not None:
            self.draw_summary(surface)
            self._changes.forget()

    def draw_changes(self, surface: pygame.Surface) -> list[pygame.Rect] | None:
        """Bring `surface`, holding this table's last frame, up to date where it changed
        (scenes.ui.changes); None: draw it whole (the round's summary is up)."""
        if self.summary is not None:
            return None
        picture = self._picture(surface)
        return self._changes.update(surface, picture, self._layer.take_changes(),
                                    self.moving_blits())

    def draw_still(self, surface: pygame.Surface) -> None:
        """The table under what moves over it, from the kept layer: one blit."""
        surface.blit(self._picture(surface), (0, 0))

    def _picture(self, surface: pygame.Surface) -> pygame.Surface:
        """The kept layer, brought up to date: the parts whose key changed since the last
        frame are drawn again (layer.py)."""
        base_art = self.services.art
        art = self._cards = card_art(base_art)
        background = base_art.table(surface.get_size())
        s = self.session
        # What every part depends on; the viewer is here, so no cached picture of one
        # viewer's hand is ever shown to another. The render scale too: the picture's
        # pixels are made at it (a resized window draws it anew, not the old one enlarged).
        base = (background, art, base_art.colour_blind, base_art.seat_colours,
                text.get_scale(), canvas.get_scale(), tuple(s.names), self.shown_viewer(),
                bool(s.humans), self.bottom, len(self.hands))
        return self._layer.refresh(surface, base, background, self.still_parts())

    def still_parts(self) -> list[Part]:
        """The layer's parts in drawing order: (name, key: what it shows, record, arg)."""
        status = self.status_key()
        parts: list[Part] = [("status", status, self.status_ops, status)]
        aside = self.aside()
        for p in self.seat_order() + [self.bottom] * aside:
            parts.append((p, self.seat_key(p), self.seat_ops, p))
        count, hand, opts = self.count_key(), self.hand_key(), self.options_key()
        if aside:  # no panel and no hand at the foot: the bar is there
            hand = ()
        parts += [("me", (aside, self.me_key()), self.me_ops, None),
                  ("stock", self.stock_depth(), self.stock_ops, None),
                  ("stock label", self.stock, self.stock_label_ops, None),
                  ("pile", tuple(self.pile), self.pile_ops, None),
                  ("count", count, self.count_ops, count),
                  ("direction", (self.direction, self.dir_turn), self.direction_ops, None),
                  ("log", self.log_key(), self.log_ops, self.log_key()),
                  ("hand", hand, self.hand_ops, hand),
                  ("options", opts, self.options_ops, opts)]
        return parts

    def moving_blits(self) -> list[Blit]:
        """(image, top-left) of everything drawn over the layer, in order: the cards in
        flight, the floating numbers, the banner (the benchmark's replay blits these)."""
        art = card_art(self.services.art)
        out: list[Blit] = []
        pose_all(self.flyers, self.tweens.clock)
        for sprite in self.flyers:
            out += sprite.blits(art)
        for fx in self.effects:
            img = text.cached(fx.text, 44, fx.colour)
            out.append((img, img.get_rect(center=(fx.x, fx.y)).topleft))
        banner = self.banner_blit()
        if banner is not None:
            out.append(banner)
        return out

    def status_key(self) -> tuple[str, str]:
        names = self.session.names
        pieces = [f"Round {max(1, self.round_no)} of {self.obs.rounds}",
                  f"Dealer: {names[self.dealer]}"]
        if self.actor >= 0:
            pieces.append(f"Turn: {names[self.actor]}")
        elif len(self.passers) == 1:  # "Choosing a pass: 1" read as a count of passes
            pieces.append(f"Pass: waiting for {names[next(iter(self.passers))]}")
        elif self.passers:
            pieces.append(f"Pass: {len(self.passers)} still choosing")
        hint = self.hint if self.hint_time > 0 else self.prompt()
        return theme.STATUS_SEP.join(pieces), hint

    def status_ops(self, key: tuple[str, str]) -> Ops:
        """The bar as one opaque image, kept per line and hint (a 1280 px fill, two
        rounded rectangles and three texts each time the line changed)."""
        kept = self._layer.kept
        image = kept.get(("status", key))
        if image is None:
            if len(kept) > 16:
                kept.clear()
            image = kept["status", key] = self._draw_status(*key)
        ops = Ops()
        ops.blit(image, (0, 0))
        ops.opaque()
        return ops

    def _draw_status(self, line: str, hint: str) -> pygame.Surface:
        """The bar reaches the top edge; what it says sits inside the TV-safe area, the
        hint first and the line cut to what is left (at any text size)."""
        surface = self._layer.blank((1280, STATUS_H))
        pen.rect(surface, (16, 30, 24), pygame.Rect(0, 0, 1280, STATUS_H))
        menu = self.menu_rect()
        pen.rect(surface, theme.PANEL, menu, border_radius=8)
        pen.rect(surface, theme.PANEL_EDGE, menu, 2, border_radius=8)
        text.blit_text(surface, "Menu", theme.SMALL_PX, theme.INK, menu.center, anchor="center")
        left = menu.x - 14
        if hint:
            left = prompts.blit(surface, hint, theme.SMALL_PX, theme.ACCENT,
                                (menu.x - 14, menu.centery), anchor="midright").x
        line = text.ellipsize(line, theme.BODY_PX, left - SAFE.x - 24)
        text.blit_text(surface, line, theme.BODY_PX, theme.INK, (SAFE.x + 4, menu.centery),
                       anchor="midleft")
        return surface

    def prompt(self) -> str:
        if not self.my_turn():
            return ""
        device = prompts.device_of(self)
        if self.phase() == "pass":
            q = (self.session.to_act + self.obs.direction) % len(self.hands)
            return f"Pass a card to {self.session.names[q]}: {prompts.press('confirm', device)}"
        if self.phase() == "call":
            return f"Call the count: {max(0, math.ceil(self.call_left))} s"
        how = prompts.press("confirm", device)  # mid-sentence: "then press Enter"
        line = f"Your turn: pick a card, then {how[:1].lower()}{how[1:]}"
        hint = prompts.name("hint", device)
        return f"{line} · {hint}: hint" if hint and self.coach.available() else line

    def seat_key(self, p: int) -> tuple:
        hand = self.hands[p]
        flip = None
        if self.flip_t < 1.0 and self.flip_in:
            flip = (self.flip_t, tuple(c for c in hand if (p, c) in self.flip_in))
        return (tuple(hand), p == self.actor, p in self.passers, p == self.dealer,
                self.scores[p], flip)

    def seat_ops(self, p: int) -> Ops:
        ops = Ops()
        self.draw_seat(ops, self._cards, p)
        return ops

    def me_key(self) -> tuple:
        p = self.bottom
        return (self.round_points[p] if p < len(self.round_points) else None, p == self.actor,
                p in self.passers, p == self.dealer, self.scores[p], -1 in self.hands[p])

    def me_ops(self, _arg: object = None) -> Ops:
        ops = Ops()
        if not self.aside():
            self.draw_me(ops)
        return ops

    def draw_seat(self, surface: pygame.Surface, art, p: int) -> None:
        r = self.seat_rect(p)
        hand = self.hands[p]
        fan = self.fan(p)
        w, h = fan.size
        count = bool(len(hand)) and self.shown_viewer() != EVERYONE
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
              glow=None) -> None:  # noqa: ANN001 - a Surface or Ops; CardArt; (x, y)
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
            img = squeezed(img, max(1, round(img.get_width() * scale)))
        surface.blit(img, img.get_rect(center=(round(x), round(y))))

    def draw_me(self, surface: pygame.Surface) -> None:
        p = self.bottom
        pts = self.round_points
        line = f"This round: {pts[p]} point{'s' * (pts[p] != 1)}" if p < len(pts) else ""
        # Said only over cards shown as backs: a hand turned over at the round's end is
        # not hidden.
        hidden = -1 in self.hands[p] and bool(self.session.humans)

        def inside(image: pygame.Surface) -> None:
            text.blit_text(image, line, 20, theme.INK_DIM, (12, 80), anchor="midleft")
            if hidden:
                text.blit_text(image, "Hand hidden", 20, theme.INK_DIM, (12, 110),
                               anchor="midleft")

        self._seat_frame(surface, p, ME_RECT, (line, hidden), inside)

    def hand_key(self) -> tuple:
        """Each card of the viewer's hand as shown: id, lift, glow, NEW, how far turned."""
        p = self.bottom
        mine = self.my_turn()
        flipping = self.flip_t < 1.0 and bool(self.flip_in)
        out = []
        for i, cid in enumerate(self.hands[p]):
            lift, glow = 0.0, None
            if mine:
                lift = self.lifts.get(i, 0.0)
                glow = GOLD if (i == self.focus or cid == self.selected) else LIT
                if cid in self.chosen:
                    glow = HOT
            out.append((cid, lift, glow, cid >= 0 and cid in self.new_marks,
                        self.flip_t if flipping and (p, cid) in self.flip_in else None))
        return tuple(out)

    def hand_ops(self, key: tuple) -> Ops:
        ops = Ops()
        p = self.bottom
        centres = self.fan(p).centres()
        for (cid, lift, glow, new, _flip), (x, y) in zip(key, centres):
            self._card(ops, self._cards, p, cid, (x, y), LARGE, lift, glow)
            if new:
                tag = pygame.Rect(0, 0, 58, 26)
                tag.midbottom = (round(x), round(y - lift - LARGE[1] / 2 + 6))
                ops.rect(HOT, tag, border_radius=8)
                text.blit_text(ops, "NEW", 20, (255, 255, 255), tag.center, anchor="center")
        return ops
