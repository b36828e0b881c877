"""The up-close view (Z on the board, a mode of the board): every counter the viewer may
identify, large, with its full name written under it — readable from the sofa, where the
table's small counters print "Immane. Eschat.".

Two pages: the viewer's own zones, and every Accusation made (the table's aside shows
only the latest when many were made, issue 22). Left / Right or Tab turn the page, Up /
Down scroll a long list; a spectator (the public view) has only the Accusations."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

import pygame

from scenes.paranoid.counter_art import EXPOSED, FACE, counter_art
from scenes.ui import text, theme
from scenes.ui.widgets import panel, shade

BIG = 84  # px of a zoomed counter
LEAST = 48  # px: never smaller than this; a longer list scrolls instead
CELL_W = 128  # px per counter, its name included
NAME_PX = 16
NAME_H = 40  # px under a counter for its name
TITLE_W = 190  # px left of the counters for the row's title
CLOSE_KEYS = (pygame.K_ESCAPE, pygame.K_z, pygame.K_BACKSPACE, pygame.K_RETURN,
              pygame.K_KP_ENTER, pygame.K_SPACE)
PAGE_KEYS = (pygame.K_LEFT, pygame.K_RIGHT, pygame.K_TAB)
SCROLL_KEYS = {pygame.K_UP: -1, pygame.K_DOWN: 1, pygame.K_PAGEUP: -3, pygame.K_PAGEDOWN: 3}
OWN, MADE = "own", "made"

Row = tuple[str, list[tuple[int, bool]]]  # (title, [(type, exposed)...])


@dataclass
class Zoom:
    """Which page the up-close view shows and its first row."""

    page: str = OWN
    first: int = 0
    shown: range = range(0)  # the rows drawn last (draw_zoom)

    def pages(self, viewer: int | None) -> list[str]:
        return [OWN, MADE] if viewer is not None and viewer >= 0 else [MADE]

    def key(self, key: int, viewer: int | None) -> None:
        """Turn the page or scroll (the caller closes the view on CLOSE_KEYS)."""
        pages = self.pages(viewer)
        if key in PAGE_KEYS:
            here = pages.index(self.page) if self.page in pages else 0
            step = -1 if key == pygame.K_LEFT else 1
            self.page, self.first = pages[(here + step) % len(pages)], 0
        elif key in SCROLL_KEYS:
            self.first = max(0, self.first + SCROLL_KEYS[key])


def own_rows(obs: Any) -> list[Row]:
    """(zone title, [(type, exposed)...]) for each non-empty zone of the viewer's own."""
    rows = [("Your Plot", list(zip(obs.plot, obs.plot_exposed))),
            ("Enemy Reserve", [(t, False) for t in obs.enemy]),
            ("Paranoid Reserve", [(t, False) for t in obs.paranoid])]
    rows += [(f"Accusation {i + 1}", [(t, False) for t in acc])
             for i, acc in enumerate(obs.accusations)]
    if obs.pending != -1:
        rows.append(("Just drawn", [(obs.pending, False)]))
    return [(title, items) for title, items in rows if items]


def made_rows(obs: Any, names: list[str]) -> list[Row]:
    """Every Accusation made, in order: who, when, how many it exposed, its counters
    (each type it named and turned up somewhere marked exposed)."""
    rows: list[Row] = []
    for n, made in enumerate(obs.laid_aside, 1):
        found = {t for _, t in made.get("exposed", [])}
        title = f"{n}. {names[made['by']]}\nturn {made['turn']}, " \
                f"exposed {len(made.get('exposed', []))}"
        rows.append((title, [(t, t in found) for t in made["types"]]))
    return rows


def zoom_rows(board: Any) -> tuple[str, list[Row]]:
    """The page's heading and rows as the viewer may see them."""
    session = board.session
    viewer = session.display_viewer
    page = board.zoom.page if board.zoom.page in board.zoom.pages(viewer) else MADE
    if page == OWN:
        return ("Your counters, up close", own_rows(session.game.observe(viewer)))
    return ("Every Accusation made", made_rows(board._public, session.names))


def row_height(big: int) -> int:
    return big + NAME_H + 6


def fit(rows: list[Row], height: int, per_line: int) -> tuple[int, int]:
    """(counter size, rows shown at once): every row at the largest size down to LEAST,
    else LEAST and as many rows as fit (the rest scroll)."""
    lines = sum(max(1, -(-len(items) // per_line)) for _, items in rows) or 1
    big = min(BIG, height // lines - NAME_H - 6)
    if big >= LEAST:
        return big, len(rows)
    shown, used = 0, 0
    for _, items in rows:
        used += max(1, -(-len(items) // per_line)) * row_height(LEAST)
        if used > height:
            break
        shown += 1
    return LEAST, max(1, shown)


def draw_zoom(surface: pygame.Surface, board: Any) -> list[pygame.Rect]:
    """The board's up-close view, drawn over everything while `board.zoomed` holds (a
    mode of the board, not a scene: the board's input fuzzing covers it). Returns where
    each counter was drawn."""
    session = board.session
    heading, rows = zoom_rows(board)
    shade(surface)
    box = surface.get_rect().inflate(-surface.get_width() // 10, -surface.get_height() // 10)
    panel(surface, box)
    pages = board.zoom.pages(session.display_viewer)
    turn = "  ·  Left/Right: other page" if len(pages) > 1 else ""
    text.blit_text(surface, f"{heading}  (Z or Esc: back){turn}", theme.BODY_PX,
                   theme.ACCENT, (box.x + 20, box.y + 12))
    art = counter_art(board.services, session.config.subculture)
    per_line = max(1, (box.width - TITLE_W - 10) // CELL_W)
    area = pygame.Rect(box.x, box.y + 50, box.width, box.height - 80)
    big, at_once = fit(rows, area.height, per_line)
    board.zoom.first = min(board.zoom.first, max(0, len(rows) - at_once))
    first = board.zoom.first
    board.zoom.shown = range(first, min(len(rows), first + at_once))
    if not rows:
        text.blit_text(surface, "None yet.", theme.BODY_PX, theme.INK, (box.x + 20, area.y))
    drawn: list[pygame.Rect] = []
    y = area.y
    for title, items in rows[first:first + at_once]:
        title_area = pygame.Rect(box.x + 20, y, TITLE_W - 24, big + NAME_H)
        text.blit_wrapped(surface, title, theme.SMALL_PX - 2, theme.INK, title_area)
        for i, (t, exposed) in enumerate(items):
            line, col = divmod(i, per_line)
            x = box.x + TITLE_W + col * CELL_W
            top = y + line * row_height(big)
            place = pygame.Rect(x + (CELL_W - big) // 2, top, big, big)
            surface.blit(art.counter(t, big, EXPOSED if exposed else FACE), place)
            drawn.append(place)
            name = pygame.Rect(x + 2, top + big + 2, CELL_W - 4, NAME_H)
            text.blit_wrapped(surface, art.display_name(t), NAME_PX, theme.INK, name,
                              centred=True, line_gap=0)
        y += max(1, -(-len(items) // per_line)) * row_height(big)
    if at_once < len(rows):
        more = f"{first + 1}–{first + at_once} of {len(rows)}  ·  Up/Down: scroll"
        text.blit_text(surface, more, theme.SMALL_PX - 2, theme.INK_DIM,
                       (box.right - 20, box.bottom - 16), anchor="midright")
    return drawn
