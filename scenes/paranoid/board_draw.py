"""The board's drawing: the table, the seats and their zones, every counter (flying,
turning), the targets and the Accuse buttons."""

from __future__ import annotations

from typing import Any

import pygame

from game.paranoid.state import ENEMY, EXCESS, PARANOID, PLOT
from scenes.paranoid import tooltips
from scenes.paranoid.board_focus import draw_focus_ring, focus_rects
from scenes.paranoid.board_sprites import (
    HIGHLIGHT,
    TARGET,
    ZONE_TAG_PX,
    Flip,
    zone_tag,
)
from scenes.paranoid.board_view import Placed, TableView
from scenes.paranoid.choices import STRIKE
from scenes.paranoid.counter_art import EXPOSED, FACE, SELECTED, counter_art
from scenes.paranoid.zoom import draw_zoom
from scenes.shell.match.session import Session
from scenes.ui import canvas, pen, text, theme
from scenes.ui.art import narrowed, odd_rows_copy
from scenes.ui.layout import TableLayout

# Each seat's zones and the names written in their bottom-right corners.
ZONE_NAMES = (("plot", "Plot"), ("enemy", "Enemy Reserve"), ("paranoid", "Paranoid Reserve"),
              ("accusations", "Accusations"))


def aside_label(made: int, earlier: int) -> str:
    """The aside zone's name: how many Accusations were made, then how many show there
    ("4 (+1 earlier)" read as five made, issue 22) and how to see them all."""
    return f"Accusations made: {made}" + (f" (the last {made - earlier} shown; Z: all)"
                                          if earlier else "")


class BoardDrawing:
    """Drawing of the table, seats, zones and counters, mixed into BoardScene."""

    # Provided by BoardScene.
    session: Session
    layout: TableLayout
    view: TableView

    def draw(self, surface: pygame.Surface) -> None:
        self.forget_other_scale()
        # What changes only when the picture snaps to the truth is drawn once per snap.
        if self._static is None or self._static.get_size() != surface.get_size():
            self._static = self._render_static(surface.get_size())
        if self.flash:  # a red veil goes under the counters: draw them one by one
            surface.blit(self._static, (0, 0))
            for s, glow in self.flash.items():
                bounds = self.layout.seats[s].bounds.inflate(8, 8)
                veil = self._veil(bounds.size)  # one surface per size; only alpha changes
                veil.set_alpha(int(150 * glow.v))
                surface.blit(veil, bounds)
            self._draw_counters(surface)
            layer = None
        else:  # the counters at rest are in the cached layer; only turning ones are drawn
            layer = self._resting_layer()
            surface.blit(layer, (0, 0))
        # A frame of only moving counters notes their cells: the next may draw just
        # those (board_changes.py).
        flips = self._flip_blits(surface) if self.flips and not self.flash else []
        surface.fblits(flips)
        self._draw_dragged(surface)
        self._draw_targets(surface)
        flights = self._flight_blits()
        surface.fblits(flights)
        self._draw_hud(surface)
        self._draw_log(surface)
        self._draw_focus_ring(surface)  # over the bar too: End phase may have the focus
        self.remember_frame(layer, flights)
        for floater in self.floaters:
            image = self._fading(floater.text, theme.BODY_PX + 4, floater.colour)
            image.set_alpha(int(255 * floater.alpha))
            surface.blit(image, image.get_rect(center=(floater.x, floater.y)))
        if self.banner_alpha > 0:
            image = self._fading(self.banner, theme.HEADING_PX + 8, theme.ACCENT)
            image.set_alpha(int(255 * self.banner_alpha))
            table = self.layout.seats[0].bounds.unionall([s.bounds for s in self.layout.seats])
            place = image.get_rect(center=table.center)  # the table's middle, on screen
            surface.blit(image, place.clamp(self.layout.hud.x, 0, self.layout.hud.width,
                                            surface.get_height()))
        self._draw_tooltip(surface)
        if self.zoomed:
            draw_zoom(surface, self)

    def _drawing_cache(self) -> dict[Any, pygame.Surface]:
        """Surfaces drawn again and again (veils, fading text, squeezed faces, the hint
        box), kept by what they show so no frame renders them anew."""
        cache = self.__dict__.get("_drawn")
        if cache is None or len(cache) > 1500:
            cache = self.__dict__["_drawn"] = {}
        return cache

    def _veil(self, size: tuple[int, int]) -> pygame.Surface:
        key = ("veil", size)
        cache = self._drawing_cache()
        veil = cache.get(key)
        if veil is None:
            veil = cache[key] = canvas.Surface(size)
            veil.fill((200, 40, 40))
        return veil

    def _seat_panel(self, size: tuple[int, int]) -> pygame.Surface:
        """The dark glass under a seat, kept per size (made anew at each snap: 0.7 ms at 1.5)."""
        cache = self._drawing_cache()
        panel = cache.get(("seat panel", size))
        if panel is None:
            panel = cache["seat panel", size] = canvas.Surface(size, pygame.SRCALPHA)
            panel.fill((10, 14, 18, 120))
        return panel

    def _fading(self, message: str, px: int, colour: tuple[int, int, int]) -> pygame.Surface:
        """Rendered text whose alpha the caller sets (not shared with `_label`'s)."""
        key = ("fading", message, px, colour, text.get_scale())
        cache = self._drawing_cache()
        image = cache.get(key)
        if image is None:
            image = cache[key] = text.render(message, px, colour)
        return image

    def _fade_copy(self, t: int | None, size: int, variant: str) -> pygame.Surface:
        """A private copy of a face whose alpha a fading flip sets (the art's own image
        stays opaque)."""
        key = ("fade", t, size, variant, text.get_scale())
        cache = self._drawing_cache()
        image = cache.get(key)
        if image is None:
            image = cache[key] = self._image(t, size, variant).copy()
        return image

    def _squeezed(self, t: int | None, size: int, variant: str, width: int) -> pygame.Surface:
        """A counter face narrowed to `width` (a flip's frame), scaled once per width."""
        return narrowed(self._image(t, size, variant), width, smooth=True)

    def _render_static(self, size: tuple[int, int]) -> pygame.Surface:
        art = counter_art(self.services)
        static = canvas.Surface(size)
        static.blit(art.table(size), (0, 0))
        self._draw_seats(static)
        pool = self.layout.pool
        static.blit(art.pool(pool.size), pool)
        text.blit_text(static, f"Pool {self._public.pool_count}", theme.SMALL_PX, theme.INK,
                       (pool.centerx, pool.bottom - 4), anchor="midbottom")
        self._draw_aside(static)
        return static

    def _image(self, t: int | None, size: int, variant: str = FACE) -> pygame.Surface:
        art = self._art or counter_art(self.services)
        return art.back(size) if t is None else art.counter(t, size, variant)

    def _draw_seats(self, surface: pygame.Surface) -> None:
        obs_players = self._public.players
        state = self.session.game.state
        scores = [text.cached(tooltips.score_label(view.score), theme.SMALL_PX - 2, theme.ACCENT)
                  for view in obs_players]
        rooms = [seat.name.width - seat.name.height - score.get_width() - 16
                 for seat, score in zip(self.layout.seats, scores, strict=True)]
        levels = self._levels_fit([view.name for view in obs_players], self.session.seats, rooms)
        for s, seat in enumerate(self.layout.seats):
            view = obs_players[s]
            acting = state.actor == s and state.phase in (PARANOID, ENEMY, EXCESS, PLOT)
            bounds = seat.bounds.inflate(8, 8)
            surface.blit(self._seat_panel(bounds.size), bounds)
            edge = HIGHLIGHT if acting else theme.PANEL_EDGE
            pen.rect(surface, edge, bounds, 3 if acting else 1, border_radius=8)
            token = counter_art(self.services).token(s, seat.name.height - 4)
            surface.blit(token, (seat.name.x + 2, seat.name.y + 2))
            score = scores[s]
            surface.blit(score, score.get_rect(midright=(seat.name.right - 6,
                                                         seat.name.centery)))
            label, px = self._seat_label(view.name, self.session.seats[s], rooms[s], levels)
            text.blit_text(surface, label, px, theme.INK,
                           (seat.name.x + seat.name.height + 4, seat.name.centery),
                           anchor="midleft")
            insane = view.sanity == 0
            colour = theme.DANGER if insane or view.sanity <= 5 else theme.INK
            sanity = "INSANE" if insane else f"Sanity {view.sanity}"
            text.blit_text(surface, sanity, theme.SMALL_PX, colour,
                           (seat.sanity.right - 6, seat.sanity.centery), anchor="midright")
            for zone, label_text in ZONE_NAMES:
                rect = getattr(seat, zone)
                pen.rect(surface, (60, 70, 64), rect, 1, border_radius=6)
                tag = zone_tag(label_text, rect)
                surface.blit(tag, self._zone_tag_rect(rect, tag))

    @staticmethod
    def _levels_fit(names: list[str], kinds: list[str], rooms: list[int]) -> bool:
        """Whether every bot seat has room for its level ("Ada (medium bot)"): shown on
        all of them or on none, so no seat reads as a different kind of bot."""
        font = text.font(theme.SMALL_PX)
        return all(kind == "human" or font.size(f"{name} ({kind} bot)")[0] <= room
                   for name, kind, room in zip(names, kinds, rooms, strict=True))

    @staticmethod
    def _seat_label(name: str, kind: str, room: int, level: bool = True) -> tuple[str, int]:
        """The seat's name and what sits there, as much of it as fits in `room` px:
        narrow seats (5–6 players) drop the bot level (`level` False: dropped on every
        seat), then shrink, then shorten the name, never the "(bot)": a seat always
        shows whether a person or a bot sits."""
        small = theme.SMALL_PX - 4
        if kind == "human":
            tries = [(name, theme.SMALL_PX), (name, small)]
        else:
            tries = [(f"{name} ({kind} bot)", theme.SMALL_PX)] if level else []
            tries += [(f"{name} (bot)", theme.SMALL_PX), (f"{name} (bot)", small)]
        for label, px in tries:
            if text.font(px).size(label)[0] <= room:
                return label, px
        mark = " (bot)"
        if kind == "human" or room - text.font(small).size(mark)[0] < 24:
            return text.ellipsize(name, small, room), small
        short = text.ellipsize(name, small, max(0, room - text.font(small).size(mark)[0]))
        return short + mark, small

    @staticmethod
    def _zone_tag_rect(zone: pygame.Rect, tag: pygame.Surface) -> pygame.Rect:
        """Where a zone's name is written: its bottom-right corner."""
        return tag.get_rect(topleft=(zone.right - tag.get_width() - 4, zone.bottom - 16))

    def _resting_layer(self) -> pygame.Surface:
        """The static picture with every counter at rest on it (zones, frames, marks):
        drawn again only when what it shows changes (a snap, a counter setting off, a
        flip starting, the focus or the choices), not every frame (issue 13)."""
        focused = self._focused_source()
        art = self._art or counter_art(self.services)
        key = (self._static, self.view, self.choices, focused, self.selected is None,
               self.session.display_viewer, tuple(self.departed.items()), tuple(self.flips),
               art, art.colour_blind, art.subculture, text.get_scale())
        cached = self.__dict__.get("_resting")
        if cached is not None and len(cached[0]) == len(key) and all(
                a is b or a == b for a, b in zip(cached[0], key)):
            return cached[1]
        layer = odd_rows_copy(self._static)  # small areas are copied out of it too
        self._draw_counters(layer, flips=False)
        self.__dict__["_resting"] = (key, layer)
        return layer

    def _draw_counters(self, surface: pygame.Surface, *, flips: bool = True) -> None:
        """Every counter at rest in its zone; with `flips`, the turning ones too (else
        their slots stay empty: `_flip_blits` has them over the resting layer)."""
        size = self.view.size
        focused = self._focused_source()
        highlighted = set()
        if focused is not None:
            highlighted = {id(r) for r in self._rects_for_source(
                focused, self.session.display_viewer)}
        movable: set[int] = set()
        if self.choices and self.selected is None:
            for rects in self.source_rects().values():
                movable.update(id(r) for r in rects)
        blits: list[tuple[pygame.Surface, pygame.Rect]] = []  # one fblits call for them all
        marks: list[Placed] = []
        reduced = bool(self.flips) and self.reduced_motion  # once a frame, not a flip
        for key, placed in self.view.zones.items():
            gone = self.departed.get(key, 0)
            shown = placed[:len(placed) - gone] if gone else placed
            sz = size
            if key[0] in ("hand", "acc", "enemy", "paranoid", "aside"):  # smaller counters
                sz = placed[0].rect.width if placed else size
            if key[0] == "acc" and placed:
                frame = placed[0].rect.unionall([p.rect for p in placed]).inflate(6, 6)
                pen.rect(surface, (150, 130, 90), frame, 1, border_radius=6)
            for index, item in enumerate(shown):
                flip = self.flips.get((key[1], index)) if key[0] == "plot" else None
                if flip is not None:
                    if flips:
                        self._draw_flip(surface, item, flip, sz, reduced)
                    continue
                variant = EXPOSED if item.exposed else FACE
                if id(item.rect) in highlighted:
                    variant = SELECTED
                blits.append((self._image(item.type, sz, variant), item.rect))
                if item.concealed_own or id(item.rect) in movable:
                    marks.append(item)
        surface.fblits(blits)
        self._draw_stack_counts(surface)
        faces = {id(item.rect) for placed in self.view.zones.values() for item in placed
                 if item.type is not None}
        self._draw_covered_tags(surface, [rect for _, rect in blits],
                                [rect for _, rect in blits if id(rect) in faces])
        for item in marks:
            if item.concealed_own:  # the owner's eye only: still face down to the others
                pen.circle(surface, (30, 30, 40), (item.rect.right - 6,
                                                            item.rect.bottom - 6), 5)
            if id(item.rect) in movable:
                pen.rect(surface, HIGHLIGHT, item.rect.inflate(2, 2), 1,
                                 border_radius=8)

    def _draw_covered_tags(self, surface: pygame.Surface, drawn: list[pygame.Rect],
                           faces: list[pygame.Rect] | None = None) -> None:
        """A crowded zone's counters run over its name: write the name again on top, on a
        dark tab, so a newcomer can still tell the zones apart (issue 14 playtest) — in
        the zone's top-right corner when that is free, and never over a face-up counter,
        whose own name matters more ("Comm nists", issue 22)."""
        faces = drawn if faces is None else faces
        for seat in self.layout.seats:
            for zone, label_text in ZONE_NAMES:
                rect = getattr(seat, zone)
                tag = zone_tag(label_text, rect)
                where = self._zone_tag_rect(rect, tag)
                if where.collidelist(drawn) < 0:
                    continue
                top = tag.get_rect(topright=(rect.right - 4, rect.y + 2))
                if top.inflate(8, 2).collidelist(drawn) < 0:
                    where = top
                elif where.inflate(8, 2).collidelist(faces) >= 0:
                    continue  # only faces under it: their names stay readable
                tab = where.inflate(8, 2)
                pen.rect(surface, (14, 20, 18), tab, border_radius=4)
                surface.blit(tag, where)

    def _draw_stack_counts(self, surface: pygame.Surface) -> None:
        """The number of counters on each compact face-down stack (board_view.stack_slots),
        in a badge at the pile's top right: the count is public, the counters are not."""
        for key in self.view.stacks:
            placed = self.view.zones.get(key, [])
            count = len(placed) - self.departed.get(key, 0)
            if count < 2:
                continue
            top = placed[count - 1].rect
            label = text.cached(str(count), theme.SMALL_PX - 2, theme.INK)
            badge = label.get_rect().inflate(10, 4)
            badge.width = max(badge.width, badge.height)
            badge.center = (top.right + 2, top.top + 4)
            pen.rect(surface, (24, 28, 34), badge, border_radius=badge.height // 2)
            pen.rect(surface, theme.ACCENT, badge, 1, border_radius=badge.height // 2)
            surface.blit(label, label.get_rect(center=badge.center))

    def _flip_blits(self, surface: pygame.Surface) -> list[tuple[pygame.Surface,
                                                                tuple[int, int]]]:
        """(image, place) of each turning counter now, for one fblits (they never
        overlap: one slot each); with reduced motion they are drawn here instead."""
        size = self.view.size
        if self.reduced_motion:
            for key, item in self._flip_slots():
                self._draw_flip(surface, item, self.flips[key], size, True)
            return []
        # `_turning`, inlined: forty of these a frame on a busy table. The narrowed
        # faces are kept per side in strips indexed by width // 2 (widths in 2 px steps).
        art = self._art or counter_art(self.services)  # a setting may redraw the faces
        strips = self._drawing_cache().setdefault(
            ("strips", size, art, art.colour_blind, art.subculture, text.get_scale()), {})
        now, flips, top = self.tweens.clock, self.flips, size // 2
        blits = []
        for key, item in self._flip_slots():
            flip = flips[key]
            d = flip.duration
            t = (now - flip.start) / d if d > 0.0 else 1.0  # Timing.progress, inlined
            p = 1.0 if t >= 1.0 else 0.0 if t <= 0.0 else flip.curve(t)
            side = flip.type if (p >= 0.5) == flip.to_face_up else None
            width = max(1, int(size * abs(1 - 2 * p)) // 2 * 2)
            strip = strips.get(side)
            if strip is None:
                strip = strips[side] = [None] * (size // 2 + 1)
            image = strip[width >> 1]
            if image is None:
                image = strip[width >> 1] = self._squeezed(
                    side, size, FACE if side is None else EXPOSED, width)
            cx, cy = item.rect.center
            blits.append((image, (cx - (width >> 1), cy - top)))
        return blits

    def _flip_slots(self) -> list[tuple[tuple[int, int], Placed]]:
        """(key in `flips`, its slot) of each turning counter still shown, worked out
        again only when the zones, the counters gone from them or the flips change."""
        key = (self.view, tuple(self.departed.items()), tuple(self.flips))
        cached = self.__dict__.get("_flip_slots_for")
        if cached is not None and cached[0] == key:
            return cached[1]
        slots = []
        for q, index in self.flips:
            placed = self.view.zones.get(("plot", q))
            if placed and index < len(placed) - self.departed.get(("plot", q), 0):
                slots.append(((q, index), placed[index]))
        self.__dict__["_flip_slots_for"] = (key, slots)
        return slots

    def _draw_dragged(self, surface: pygame.Surface) -> None:
        if self.dragging is not None:
            rects = self._rects_for_source(self.dragging, self.session.display_viewer)
            t = self._source_type(self.dragging)
            if rects:
                image = self._image(t, self.view.size, SELECTED)
                surface.blit(image, image.get_rect(center=self.mouse))

    def _flight_blits(self) -> list[tuple[pygame.Surface, tuple[float, float]]]:
        """(face, place) of every counter in flight, where its glide has it now on the
        board's clock (`Glide.at`, inlined: two hundred a frame on a busy table); faces
        looked up once per kind."""
        faces: dict[tuple[int | None, int], pygame.Surface] = {}
        now = self.tweens.clock
        blits: list[tuple[pygame.Surface, tuple[float, float]]] = []
        add = blits.append
        for f in self.flights:
            kind = (f.type, f.size)
            face = faces.get(kind)
            if face is None:
                face = faces[kind] = self._image(f.type, f.size)
            d = f.duration
            t = (now - f.start) / d if d > 0.0 else 1.0  # Glide.at, inlined
            if t >= 1.0:
                add((face, (f.x1, f.y1)))
            elif t <= 0.0:
                add((face, (f.x0, f.y0)))
            else:
                e = f.curve(t)
                add((face, (f.x0 + (f.x1 - f.x0) * e, f.y0 + (f.y1 - f.y0) * e)))
        return blits

    def _draw_flip(self, surface: pygame.Surface, item: Placed, flip: Flip, size: int,
                   reduced: bool | None = None) -> None:
        p = flip.progress(self.tweens.clock)
        if self.reduced_motion if reduced is None else reduced:
            # reduce motion: the new side fades in over the old, no turning
            before = self._image(None if flip.to_face_up else flip.type, size,
                                 FACE if flip.to_face_up else EXPOSED)
            after = self._fade_copy(flip.type if flip.to_face_up else None, size,
                                    EXPOSED if flip.to_face_up else FACE)
            after.set_alpha(round(255 * p))
            surface.blit(before, before.get_rect(center=item.rect.center))
            surface.blit(after, after.get_rect(center=item.rect.center))
            return
        surface.blit(*self._turning(item, flip, size))

    def _turning(self, item: Placed, flip: Flip, size: int) -> tuple[pygame.Surface,
                                                                      pygame.Rect]:
        """A turning counter's frame: the face narrowed to its width now, and where."""
        p = flip.progress(self.tweens.clock)
        shows_face = (p >= 0.5) == flip.to_face_up
        # Widths in 2 px steps: a flip reuses ~size/2 scaled images, never a new one a frame.
        width = max(1, int(size * abs(1 - 2 * p)) // 2 * 2)
        squeezed = self._squeezed(flip.type if shows_face else None, size,
                                  EXPOSED if shows_face else FACE, width)
        return squeezed, squeezed.get_rect(center=item.rect.center)

    def focus_rects(self) -> list[pygame.Rect]:
        return focus_rects(self)

    def _draw_focus_ring(self, surface: pygame.Surface) -> None:
        draw_focus_ring(self, surface, self.focus_rects())

    def _draw_aside(self, surface: pygame.Surface) -> None:
        rect = self.layout.aside
        pen.rect(surface, (60, 70, 64), rect, 1, border_radius=6)
        made = len(self._public.laid_aside)
        earlier = self.view.aside_earlier
        label = aside_label(made, earlier)
        if text.font(14).size(label)[0] > rect.width - 8:  # a narrow aside (6 players)
            label = f"Made: {made}" + (f" (last {made - earlier}; Z: all)" if earlier else "")
        tag = text.cached(label, 14, theme.INK_DIM)
        surface.blit(tag, (rect.x + 4, rect.bottom - 16))

    def _draw_targets(self, surface: pygame.Surface) -> None:
        me = self.session.display_viewer
        if me is not None and me in self.view.new_row and self.choices:
            row = self.view.new_row[me]
            zone = self.layout.seats[me].accusations
            tag = self._zone_tag_rect(zone, text.cached("Accusations", ZONE_TAG_PX, theme.INK_DIM))
            # The short hint where the long one would run out of the zone or over its name.
            for hint in ("+ new Accusation", "+ new"):
                image = text.cached(hint, 16, theme.INK_DIM)
                place = image.get_rect(midleft=(row.x + 6, row.centery))
                if not place.colliderect(tag.inflate(4, 4)) and place.right <= zone.right - 4:
                    break
            surface.blit(image, place)
        torment = self.selected == STRIKE
        for target in self._targets():
            rect = self.target_rect(target)
            if rect is not None and torment and target is not None:
                # Words on each green seat, not only colour: what choosing it does.
                tag = self._label("Torment: -1 Sanity here", theme.SMALL_PX - 2, TARGET)
                zone = self.layout.seats[target[1]].paranoid  # clear of the Sanity number
                place = tag.get_rect(center=zone.center)
                pen.rect(surface, (10, 30, 20), place.inflate(8, 4), border_radius=6)
                surface.blit(tag, place)
            if rect is not None:
                focused = (self._cycle() and self.selected is not None
                           and self._cycle()[self.focus % len(self._cycle())] == target)
                pen.rect(surface, TARGET, rect.inflate(6, 6), 4 if focused else 2,
                                 border_radius=8)
        if self.choices and me is not None:
            for i, row in self.view.acc_rows.get(me, {}).items():
                if self.choices.immediate(("accuse", i)):
                    button = self._accuse_button(row)
                    focused = self._focused_source() == ("accuse", i)
                    pen.rect(surface, theme.DANGER, button, border_radius=8)
                    if focused:
                        pen.rect(surface, HIGHLIGHT, button, 3, border_radius=8)
                    # The word, as large as the tab allows (a bare "!" said nothing).
                    px = text.shrink_to_fit("Accuse", theme.SMALL_PX - 4, button.width - 8,
                                            12)
                    text.blit_text(surface, "Accuse", px, theme.INK, button.center,
                                   anchor="center")
