"""The Conspiracy Board's pictures: the grid with its seat edges, and square board tiles
(a card laid on the board: rank, suit mark, its subject, and a stripe in the owner's
colour on the edge nearest the owner, so the tile visibly faces them, §3).

Everything is cached by content; a tile turning between owners is drawn at a few whole
angles only (ANGLE_STEP), so a turning neighbour costs one cached blit per frame.
"""

from __future__ import annotations

from typing import Any

import pygame

from game.core.cards import Card
from game.pontoon.board import CENTRE, SIZE
from scenes.pontoon import geometry as geo
from scenes.ui import canvas, pen, text, theme

TILE = geo.CELL - 4
ANGLE_STEP = 6
PAPER = (244, 238, 222)
PAPER_JOKER = (250, 226, 150)
RED = (196, 40, 44)
BLACK = (28, 26, 34)
GRID = (18, 54, 40)
GRID_LINE = (44, 92, 70)
SUBJECT_PX = (17, 16, 15, 14, 13, 12, 11)  # the largest that fits the tile is used
ZOOM_PX = (34, 32, 30, 28, 26, 24, 22)  # the board read large (zoom.py): never under 22
ARTICLES = ("a", "an", "the")
STRIPE = 4  # the owner's stripe, on the tile's edge nearest them
RANK_TEXT = ("", "A", "2", "3", "4", "5", "6", "7", "8", "9", "10", "J", "Q", "K")


def suit_colour(suit: str) -> tuple[int, int, int]:
    return RED if suit in "HD" else BLACK


_OUTLINES: dict[tuple[int, int, int], pygame.Surface] = {}  # colour -> its frame
canvas.on_change(_OUTLINES.clear)  # made at another render scale: enlarged, soft


def outline(colour: tuple[int, int, int]) -> pygame.Surface:
    """The frame round a board card that will swing round to the teller, as an image
    (made once per colour): blitted, it puts the pixels `pen.rect` would, at a
    blit's cost (a 3 px rounded frame drawn each frame cost more than the card)."""
    image = _OUTLINES.get(colour)
    if image is None:
        size = geo.cell_rect(0).inflate(-1, -1).size
        image = canvas.Surface(size, pygame.SRCALPHA)  # opaque frame, clear inside
        pen.rect(image, colour, image.get_rect(), 3, border_radius=6)
        image = _OUTLINES[tuple(colour)] = image
    return image


def warn_place(cell: int) -> tuple[int, int]:
    """Where `outline` goes round a cell's card."""
    return geo.cell_rect(cell).inflate(-1, -1).topleft


def _stripe_and_face(side: int, tile: int = TILE, stripe: int = STRIPE
                     ) -> tuple[pygame.Rect, pygame.Rect]:
    """The stripe on `side` of a tile (pygame's counter-clockwise turns: 0 south, 1 east,
    2 north, 3 west) and the square away from it where the words go: the same size for
    every side, so a card's words look the same to everyone."""
    face = pygame.Rect(0, 0, tile - 4, tile - 4)  # wide: the words need every pixel
    face.center = (tile // 2, tile // 2)
    shift = stripe // 2 - 1  # (a line as wide as the face may touch a side stripe)
    if side == 0:
        return pygame.Rect(0, tile - stripe, tile, stripe), face.move(0, -shift)
    if side == 2:
        return pygame.Rect(0, 0, tile, stripe), face.move(0, shift)
    if side == 1:
        return pygame.Rect(tile - stripe, 0, stripe, tile), face.move(-shift, 0)
    return pygame.Rect(0, 0, stripe, tile), face.move(shift, 0)


def subject_lines(subject: str, size: tuple[int, int], sizes: tuple[int, ...] = SUBJECT_PX
                  ) -> tuple[pygame.font.Font, list[str]]:
    """The largest font at which `subject` (without a leading article) fits `size`, and
    its lines: in whole words if any size allows, else with long words broken ("Sleep-
    walking"), never cut short."""
    width, height = size
    words = subject.split(" ")
    if len(words) > 1 and words[0].lower() in ARTICLES:  # "A Retired Spy": "Retired Spy"
        words = words[1:]  # (the whole subject is in the caption and the zoom)
    for breaking in (False, True):
        for px in sizes:
            fnt = text.font(px, scaled=False)
            parts = [piece for word in words for piece in _pieces(word, fnt, width)] \
                if breaking else words
            lines = text.wrap(" ".join(parts), fnt, width)
            lines = [line.replace("- ", "-") for line in lines]
            if all(fnt.size(line)[0] <= width for line in lines) \
                    and len(lines) * (fnt.get_linesize() - 1) <= height:
                return fnt, lines
    room = max(1, height // (fnt.get_linesize() - 1))
    if len(lines) > room:  # too long even so: the last line says there is more
        last = lines[room - 1].rstrip("-")
        while last and fnt.size(last + "…")[0] > width:
            last = last[:-1]
        lines = lines[:room - 1] + [last + "…"]
    return fnt, lines


def _pieces(word: str, fnt: pygame.font.Font, width: int) -> list[str]:
    """`word` in pieces that each fit `width`: at its own hyphens first, else cut with a
    "-" leaving at least three letters on the next line."""
    if fnt.size(word)[0] <= width:
        return [word]
    if "-" in word.strip("-"):
        head, rest = word.split("-", 1)
        return _pieces(head + "-", fnt, width) + _pieces(rest, fnt, width)
    out, rest = [], word
    while fnt.size(rest)[0] > width and len(rest) > 5:
        k = len(rest) - 3
        while k > 2 and fnt.size(rest[:k] + "-")[0] > width:
            k -= 1
        out.append(rest[:k] + "-")
        rest = rest[k:]
    return out + [rest]


class BoardArt:
    """Board tiles and the grid, cached. `owner_rgb(seat)` gives a seat's colour."""

    def __init__(self, cards: list[Card], subjects: tuple[str, ...], art: Any) -> None:
        self.cards = cards
        self.subjects = subjects
        self.art = art
        self._tiles: dict[tuple[int, int, int], pygame.Surface] = {}
        self._grid: pygame.Surface | None = None
        self._scale = canvas.get_scale()  # the render scale the kept pictures are drawn at

    def _at_this_scale(self) -> None:
        """Drop the pictures drawn at another render scale (the window was resized):
        blitted, they would be enlarged, soft (issue 22)."""
        if self._scale != canvas.get_scale():
            self._scale = canvas.get_scale()
            self._tiles.clear()
            self._grid = None

    def owner_rgb(self, seat: int) -> tuple[int, int, int]:
        return self.art.player_colour(seat).rgb if seat >= 0 else (120, 120, 120)

    # ---- tiles ----
    def _flat(self, card: int, owner: int, side: int, tile: int = TILE,
              sizes: tuple[int, ...] = SUBJECT_PX) -> pygame.Surface:
        """The tile with its owner's stripe on `side` (0 south, 1 east, 2 north, 3 west of
        the tile) and its words upright whatever the side: read from the sofa, not from
        the owner's chair (the stripe says whom it faces, §3)."""
        self._at_this_scale()
        key = (card, owner, 1000 + side) if tile == TILE else (card, owner, side, tile)
        surf = self._tiles.get(key)
        if surf is not None:
            return surf
        c = self.cards[card]
        surf = canvas.Surface((tile, tile), pygame.SRCALPHA)
        paper = PAPER_JOKER if c.is_joker else PAPER
        round_px = max(5, tile // 12)
        pen.rect(surf, paper, surf.get_rect(), border_radius=round_px)
        stripe, face = _stripe_and_face(side, tile, max(STRIPE, tile // 14))
        pen.rect(surf, self.owner_rgb(owner), stripe, border_radius=3)
        pen.rect(surf, (60, 50, 40), surf.get_rect(), 1, border_radius=round_px)
        # On the board only the subject matters (a card's value never does again): it
        # gets the whole face, and the suit's colour is its ink (the rank: pointing at it)
        ink = (suit_colour(c.suit) if not c.is_joker else (120, 60, 10))
        body = face
        fnt, lines = subject_lines(self.subjects[card], body.size, sizes)
        step = fnt.get_linesize() - 1
        y = body.y + max(0, (body.height - len(lines) * step) // 2)
        for line in lines:
            img = fnt.render(line, True, ink)  # at its final size: crisp, never squeezed
            surf.blit(img, img.get_rect(midtop=(body.centerx, y)))
            y += step
        self._tiles[key] = surf
        return surf

    def large(self, card: int, owner: int, side: int, tile: int) -> pygame.Surface:
        """The tile `tile` px wide with its subject in ZOOM_PX (22 px or more), upright,
        its owner's stripe on `side`: the board read large (zoom.py)."""
        return self._flat(card, owner, side, tile, ZOOM_PX)

    def tile(self, card: int, owner: int, angle: float) -> pygame.Surface:
        """The tile of `card` owned by `owner` at `angle` (degrees): the stripe on the side
        nearest the angle, the card tilted by the rest while it swings round."""
        self._at_this_scale()
        a = int(round(angle / ANGLE_STEP) * ANGLE_STEP) % 360
        key = (card, owner, a)
        surf = self._tiles.get(key)
        if surf is None:
            if len(self._tiles) > 2400:
                self._tiles.clear()
            side = round(a / 90) % 4
            flat = self._flat(card, owner, side)
            rest = a - 90 * round(a / 90)
            surf = flat if rest == 0 else canvas.rotate(flat, rest)
            self._tiles[key] = surf
        return surf

    # ---- the grid ----
    def grid(self, names: list[str], players: int) -> pygame.Surface:
        self._at_this_scale()
        if self._grid is None:
            self._grid = self._draw_grid(names, players)
        return self._grid

    def _draw_grid(self, names: list[str], players: int) -> pygame.Surface:
        w, h = geo.BOARD.width + 2 * (geo.EDGE + 4), geo.BOARD.height + 2 * (geo.EDGE + 4)
        surf = canvas.Surface((w, h), pygame.SRCALPHA)
        ox, oy = geo.BOARD.x - geo.EDGE - 4, geo.BOARD.y - geo.EDGE - 4
        inner = geo.BOARD.move(-ox, -oy)
        pen.rect(surf, GRID, inner.inflate(4, 4), border_radius=4)
        for k in range(SIZE + 1):
            x = inner.x + k * geo.CELL
            y = inner.y + k * geo.CELL
            pen.line(surf, GRID_LINE, (x, inner.y), (x, inner.bottom))
            pen.line(surf, GRID_LINE, (inner.x, y), (inner.right, y))
        centre = geo.cell_rect(CENTRE).move(-ox, -oy)
        pen.circle(surf, (70, 120, 96), centre.center, 10, 2)
        for side in range(4):
            seat = geo.seat_at_side(side, players)
            band = geo.edge_rect(side).move(-ox, -oy)
            colour = self.owner_rgb(seat) if seat >= 0 else (56, 60, 58)
            pen.rect(surf, colour, band, border_radius=6)
            if seat < 0:
                continue
            ink = theme.INK_DARK if sum(colour) > 330 else (250, 250, 250)
            label = text.font(15, scaled=False).render(names[seat], True, ink)
            turn = geo.angle_for(seat, players)  # the sides' names read along their band,
            label = canvas.rotate(label, 0 if turn == 180 else turn)  # never upside down
            surf.blit(label, label.get_rect(center=band.center))
        return surf

    def grid_origin(self) -> tuple[int, int]:
        return geo.BOARD.x - geo.EDGE - 4, geo.BOARD.y - geo.EDGE - 4
