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
from scenes.cards.art import card_art
from scenes.pontoon import geometry as geo
from scenes.ui import text, theme

TILE = geo.CELL - 4
ANGLE_STEP = 6
PAPER = (244, 238, 222)
PAPER_JOKER = (250, 226, 150)
RED = (196, 40, 44)
BLACK = (28, 26, 34)
GRID = (18, 54, 40)
GRID_LINE = (44, 92, 70)
SUBJECT_PX = 12
RANK_TEXT = ("", "A", "2", "3", "4", "5", "6", "7", "8", "9", "10", "J", "Q", "K")


def suit_colour(suit: str) -> tuple[int, int, int]:
    return RED if suit in "HD" else BLACK


_OUTLINES: dict[tuple[int, int, int], pygame.Surface] = {}  # colour -> its frame


def outline(colour: tuple[int, int, int]) -> pygame.Surface:
    """The frame round a board card that will swing round to the teller, as an image
    (made once per colour): blitted, it puts the pixels `pygame.draw.rect` would, at a
    blit's cost (a 3 px rounded frame drawn each frame cost more than the card)."""
    image = _OUTLINES.get(colour)
    if image is None:
        size = geo.cell_rect(0).inflate(-1, -1).size
        image = pygame.Surface(size, pygame.SRCALPHA)  # opaque frame, clear inside
        pygame.draw.rect(image, colour, image.get_rect(), 3, border_radius=6)
        image = _OUTLINES[tuple(colour)] = image
    return image


def warn_place(cell: int) -> tuple[int, int]:
    """Where `outline` goes round a cell's card."""
    return geo.cell_rect(cell).inflate(-1, -1).topleft


class BoardArt:
    """Board tiles and the grid, cached. `owner_rgb(seat)` gives a seat's colour."""

    def __init__(self, cards: list[Card], subjects: tuple[str, ...], art: Any) -> None:
        self.cards = cards
        self.subjects = subjects
        self.art = art
        self._tiles: dict[tuple[int, int, int], pygame.Surface] = {}
        self._grid: pygame.Surface | None = None

    def owner_rgb(self, seat: int) -> tuple[int, int, int]:
        return self.art.player_colour(seat).rgb if seat >= 0 else (120, 120, 120)

    # ---- tiles ----
    def _flat(self, card: int, owner: int) -> pygame.Surface:
        key = (card, owner, 999)
        surf = self._tiles.get(key)
        if surf is not None:
            return surf
        c = self.cards[card]
        surf = pygame.Surface((TILE, TILE), pygame.SRCALPHA)
        paper = PAPER_JOKER if c.is_joker else PAPER
        pygame.draw.rect(surf, paper, surf.get_rect(), border_radius=5)
        stripe = pygame.Rect(0, TILE - 7, TILE, 7)
        pygame.draw.rect(surf, self.owner_rgb(owner), stripe, border_bottom_left_radius=5,
                         border_bottom_right_radius=5)
        pygame.draw.rect(surf, (60, 50, 40), surf.get_rect(), 1, border_radius=5)
        ink = suit_colour(c.suit) if not c.is_joker else (120, 60, 10)
        rank = text.font(15, scaled=False).render(RANK_TEXT[c.rank], True, ink)
        surf.blit(rank, (3, 1))
        pip = card_art(self.art).pip(c.suit, 11, ink)
        surf.blit(pip, (5 + rank.get_width(), 3))
        # The arrow points away from the owner (§3): a small notch at the top edge.
        pygame.draw.polygon(surf, self.owner_rgb(owner), [(TILE - 12, 9), (TILE - 6, 2),
                                                          (TILE - 0, 9)])
        for px in (SUBJECT_PX + 1, SUBJECT_PX, SUBJECT_PX - 1, SUBJECT_PX - 2):
            fnt = text.font(px, scaled=False)
            lines = text.wrap(self.subjects[card], fnt, TILE - 4)
            if len(lines) * (fnt.get_linesize() - 2) <= TILE - 22:
                break
        lines = lines[:4]
        y = 16 + max(0, (TILE - 24 - len(lines) * (fnt.get_linesize() - 2)) // 2)
        for line in lines:
            img = fnt.render(line, True, BLACK)
            if img.get_width() > TILE - 2:
                img = pygame.transform.smoothscale(img, (TILE - 2, img.get_height()))
            surf.blit(img, ((TILE - img.get_width()) // 2, y))
            y += fnt.get_linesize() - 2
        self._tiles[key] = surf
        return surf

    def tile(self, card: int, owner: int, angle: float) -> pygame.Surface:
        """The tile of `card` owned by `owner`, rotated to `angle` (degrees)."""
        a = int(round(angle / ANGLE_STEP) * ANGLE_STEP) % 360
        key = (card, owner, a)
        surf = self._tiles.get(key)
        if surf is None:
            if len(self._tiles) > 2400:
                self._tiles.clear()
            flat = self._flat(card, owner)
            surf = flat if a == 0 else pygame.transform.rotate(flat, a)
            self._tiles[key] = surf
        return surf

    # ---- the grid ----
    def grid(self, names: list[str], players: int) -> pygame.Surface:
        if self._grid is None:
            self._grid = self._draw_grid(names, players)
        return self._grid

    def _draw_grid(self, names: list[str], players: int) -> pygame.Surface:
        w, h = geo.BOARD.width + 2 * (geo.EDGE + 4), geo.BOARD.height + 2 * (geo.EDGE + 4)
        surf = pygame.Surface((w, h), pygame.SRCALPHA)
        ox, oy = geo.BOARD.x - geo.EDGE - 4, geo.BOARD.y - geo.EDGE - 4
        inner = geo.BOARD.move(-ox, -oy)
        pygame.draw.rect(surf, GRID, inner.inflate(4, 4), border_radius=4)
        for k in range(SIZE + 1):
            x = inner.x + k * geo.CELL
            y = inner.y + k * geo.CELL
            pygame.draw.line(surf, GRID_LINE, (x, inner.y), (x, inner.bottom))
            pygame.draw.line(surf, GRID_LINE, (inner.x, y), (inner.right, y))
        centre = geo.cell_rect(CENTRE).move(-ox, -oy)
        pygame.draw.circle(surf, (70, 120, 96), centre.center, 10, 2)
        for side in range(4):
            seat = geo.seat_at_side(side, players)
            band = geo.edge_rect(side).move(-ox, -oy)
            colour = self.owner_rgb(seat) if seat >= 0 else (56, 60, 58)
            pygame.draw.rect(surf, colour, band, border_radius=6)
            if seat < 0:
                continue
            ink = theme.INK_DARK if sum(colour) > 330 else (250, 250, 250)
            label = text.font(15, scaled=False).render(names[seat], True, ink)
            label = pygame.transform.rotate(label, geo.angle_for(seat, players))
            surf.blit(label, label.get_rect(center=band.center))
        return surf

    def grid_origin(self) -> tuple[int, int]:
        return geo.BOARD.x - geo.EDGE - 4, geo.BOARD.y - geo.EDGE - 4
