"""One frame of the Pontoon table: the still picture from a recorded layer, keyed on what
it shows, and only the moving parts drawn each frame (issue 13).

The layer (layer.py) holds everything but the tiles that moved in the last `HOLD` frames,
the lit cells' breathing glow, and the banner and floaters. Its key is every input the
still picture is drawn from: the observations, the tiles at rest, hover and focus, the
left panel's sprites, captions, buttons and hint, and who may see which hole cards (the
Peek state and the viewer), so a hole card never shows from the layer to someone not
peeking. While the key changes from frame to frame (cards dealt, a countdown running)
the frame is drawn directly, in order, as before; the layer is made once the key holds
for two frames running.
"""

from __future__ import annotations

from operator import attrgetter
from typing import Any

import pygame

from game.pontoon import board as bd
from game.pontoon.board import SIZE
from scenes.pontoon import geometry as geo
from scenes.pontoon.board_art import outline, warn_place
from scenes.pontoon.layer import BLIT, NO_KW, Layer, Op, Recorder
from scenes.ui import canvas, text
from scenes.ui.changes import merged

HOLD = 60  # frames a tile that moved stays out of the layer (it is likely to move again)
# (the tiles of the line being told, not landed yet, always stay out: they fly in, and
# land, fade or are taken back soon)
_SHOWS = attrgetter("card", "owner", "angle", "x", "y", "alpha")  # what a tile shows


def _bar(bar: Any) -> tuple[Any, ...]:
    """What a ButtonBar shows (its buttons are mutable: their values, copied)."""
    return (tuple((b.id, b.label, tuple(b.rect), b.enabled, b.primary, b.key, b.dim)
                  for b in bar.buttons), bar.focus, bar.hover, bar.pressed, bar.show_focus,
            bar.px)


def _sprites(sprites: Any) -> tuple[Any, ...]:
    """What card sprites show (their glow is set from the pick, which the key holds)."""
    return tuple((sp.card, sp.x, sp.y, sp.face_up, sp.size, sp.angle, sp.accent, sp.scale_x,
                  sp.lift, sp.alpha, sp.tag) for sp in sprites)


def _with_later_neighbours(cells: tuple[int, ...], moving: list[int]) -> frozenset[int]:
    """`moving` and every cell after one of them in `cells` that touches it (8 around)."""
    order = {cell: i for i, cell in enumerate(cells)}
    out = set(moving)
    for cell in moving:
        r, c = divmod(cell, SIZE)
        for dr in (-1, 0, 1):
            for dc in (-1, 0, 1):
                if 0 <= r + dr < SIZE and 0 <= c + dc < SIZE:
                    nb = cell + dr * SIZE + dc
                    if order.get(nb, -1) > order[cell]:
                        out.add(nb)
    return frozenset(out)


class TableFrame:
    """Mixed into PontoonTable, before TableDrawing (whose `paint` draws everything)."""

    tiles: dict[int, Any]

    def draw(self, surface: pygame.Surface) -> None:
        self._frame(surface, partial=False)

    def draw_changes(self, surface: pygame.Surface) -> list[pygame.Rect] | None:
        """`surface` holds this table's last frame: bring it up to date where it changed
        and return those areas (scenes.ui.changes)."""
        return self._frame(surface, partial=True)

    def _frame(self, surface: pygame.Surface, partial: bool) -> list[pygame.Rect]:
        """Draw the frame; the areas that may differ from the last one (partial: only
        where the moving parts were and are, when it is composed on the same layer)."""
        self.bar.show_focus = self.keyboard and self.zone == "bar"
        self.phrase_bar.show_focus = self.vote_bar.show_focus = self.keyboard
        moving, tiles_key = self._moving_cells()
        key = self.still_key(surface, tiles_key)
        state = self.__dict__
        layer = state.get("_layer")
        if layer is None or layer.key != key:
            if key != state.get("_last_key"):  # still changing: in order, directly
                state["_last_key"] = key
                state["_composed"] = None
                self.paint(surface)
                return [surface.get_rect()]
            rec = Recorder(surface)
            self.paint(rec, moving)
            layer = state["_layer"] = Layer(key, rec)
        state["_last_key"] = key
        last = state.get("_composed")
        since = last[1] if partial and last is not None and last[0] is layer else None
        touched = layer.compose(surface, *self.moving_steps(layer, moving), since)
        state["_composed"] = (layer, touched)
        if since is None:
            return [surface.get_rect()]
        return merged(since + touched, surface.get_rect())

    def _moving_cells(self) -> tuple[frozenset[int], tuple[Any, ...]]:
        """(cells whose tile is drawn each frame, the key of the tiles at rest: each cell
        with what its tile shows, or None where it is drawn each frame). Drawn each frame:
        tiles that changed in the last HOLD frames, and the tiles drawn after one of those
        next to it (a turning tile's corners reach under them: drawn in order each frame,
        they need no area drawn again)."""
        state = self.__dict__
        frame = state["_frames"] = state.get("_frames", 0) + 1
        tiles = self.tiles
        cells = tuple(tiles)
        shows = [_SHOWS(tile) for tile in tiles.values()]
        track = state.get("_track")
        if track is None or track[0] != cells:  # tiles came or went: by cell
            before = dict(zip(track[0], zip(track[1], track[2]))) if track else {}
            since = []
            for cell, now_shows in zip(cells, shows):
                old, t = before.get(cell, (None, frame))
                since.append(t if old == now_shows else frame)
        else:
            since = track[2]
            for i, (old, now_shows) in enumerate(zip(track[1], shows)):
                if old != now_shows:
                    since[i] = frame
        state["_track"] = (cells, shows, since)
        # the line being told (not landed) comes and goes: always drawn apart
        recent = frame - HOLD
        moving = [cell for cell, t, tile in zip(cells, since, tiles.values())
                  if not tile.landed or t > recent]
        placed = [cell for cell, tile in tiles.items() if not tile.landed]
        now = dict(zip(cells, shows))
        state["_seen"] = now
        near = state.get("_near")
        if near is None or near[0] != cells or near[1] != moving:
            drawn = _with_later_neighbours(cells, moving)
            key = tuple((cell, None if cell in drawn else now[cell]) for cell in cells)
            near = state["_near"] = (cells, moving, drawn, key,
                                     tuple(c for c in cells if c in drawn))
        # (a tile at rest that changes starts moving: the key is made again then)
        warn = state.get("_warn")
        if warn is None or warn[0] != placed or warn[1] is not self.obs:
            board = self.obs.board
            warn = state["_warn"] = (placed, self.obs,
                                     frozenset(bd.adjacent_cards(placed, board)) if placed
                                     else frozenset())
        return near[2], near[3]

    def still_key(self, surface: pygame.Surface, tiles_key: tuple[Any, ...]) -> tuple[Any, ...]:
        """Every input of the still picture (TableDrawing.paint without the moving parts).
        (The grid never changes for a table; the seats' colours follow `seat_colours`; the
        render scale: the picture is drawn anew after a resize, not the old one enlarged.)"""
        s, obs = self.session, self.obs
        art = self.services.art
        size = surface.get_size()
        my = self.my_turn()
        mine = my and obs.phase == "tell" and not obs.offered
        busy = self.tweens.busy
        keyboard = self.keyboard
        hover = geo.cell_at(self.mouse) if not keyboard else (self.cursor if mine else None)
        zoom = None
        if hover is not None and not busy and hover in self.tiles:
            tile = self.tiles[hover]
            zoom = (hover, tile.card, tile.owner)
        hinted = self.hint_time > 0
        common = (size, canvas.get_scale(), art.table(size), art, art.seat_colours,
                  text.get_scale(), obs,
                  self.public, s.display_viewer, s.to_act, busy, mine, keyboard,
                  self.cursor if mine and keyboard else None, zoom, tiles_key,
                  self.__dict__["_warn"][2], my and self.night_shown(),
                  self.hint if hinted else self.help_line(), hinted, _bar(self.bar))
        if self.telling():
            left: tuple[Any, ...] = (
                "tell", self.theory_shown, self.clock, self.pick_card() if mine else None,
                self.caption_text(), self.typed, my and self.typing(),
                _sprites(self.tell_sprites), _bar(self.phrase_bar), _bar(self.vote_bar))
        else:
            left = ("hands", tuple(self.may_show(p) for p in range(self.n)), self.peeking,
                    self.solo_view(),
                    tuple(tuple(_sprites(h) for h in hands) for hands in self.hand_sprites),
                    tuple(self.rank_labels.items()))
        return common + left

    def _tile_step(self, layer: Layer, cell: int) -> tuple[Op, tuple[pygame.Rect, bool]]:
        """A board card drawn each frame: the step, its rectangle, and whether it lies
        under a later part of the layer."""
        at = layer.marks[cell]
        tile = self.tiles[cell]
        img = self.bart.tile(tile.card, tile.owner, tile.angle)
        if tile.alpha < 255:
            img = img.copy()
            img.set_alpha(int(tile.alpha))
        w, h = img.get_size()  # centred as get_rect(center=...) places it
        place = (round(tile.x) - w // 2, round(tile.y) - h // 2)
        rect = canvas.covered(img, place)
        return (at, BLIT, (img, place), NO_KW), (rect, layer.under_later(rect, at))

    def _frame_step(self, layer: Layer, cell: int, edge: tuple[int, int, int]
                    ) -> tuple[Op, tuple[pygame.Rect, bool]]:
        """The frame round a card that will swing round to the teller (after the card)."""
        at = layer.marks[cell]
        place, img = warn_place(cell), outline(edge)
        rect = canvas.covered(img, place)
        return (at, BLIT, (img, place), NO_KW), (rect, layer.under_later(rect, at))

    def moving_steps(self, layer: Layer, moving: frozenset[int]
                     ) -> tuple[list[Op], list[tuple[pygame.Rect, bool] | None]]:
        """The parts the layer leaves out, as drawing steps at their places in the order
        (and what Layer.compose may know of them beforehand)."""
        marks = layer.marks
        steps: list[Op] = []
        known: list[tuple[pygame.Rect, bool] | None] = []
        at = marks.get("glow")
        if at is not None:
            glow = self.glow_image()
            for cell in self.legal_cells():
                steps.append((at, BLIT, (glow, geo.cell_rect(cell).topleft), NO_KW))
                known.append(None)
        if moving:
            state = self.__dict__
            seen, warn = state["_seen"], state["_warn"][2]
            edge = self.bart.owner_rgb(self.obs.teller)
            cache = state.get("_step_cache")
            if cache is None or cache[0] is not layer:
                cache = state["_step_cache"] = (layer, {}, {})
            _, made, framed = cache
            for cell in state["_near"][4]:  # the cells drawn each frame, in order
                shows = seen[cell]
                done = made.get(cell)
                if done is None or done[0] != shows:
                    done = made[cell] = (shows, *self._tile_step(layer, cell))
                steps.append(done[1])
                known.append(done[2])
                if cell in warn:
                    done = framed.get(cell)
                    if done is None or done[0] != edge:
                        done = framed[cell] = (edge, *self._frame_step(layer, cell, edge))
                    steps.append(done[1])
                    known.append(done[2])
        at = marks["over"]
        for fn, args, kw in self.banner_steps():
            steps.append((at, fn, args, kw))
            known.append(None)
        return steps, known
