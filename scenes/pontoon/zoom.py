"""The Conspiracy Board read large (issue 22): on a 1280×720 screen the board's cards are
54 px and their subjects 11–17 px, too small to read from the sofa. This view shows the
part of the board that holds cards (and the cells the teller may light), each card at
114 px or more with its subject upright in 22 px or larger (board_art.ZOOM_PX).

Opened from the table with Z or the controller's right stick up (Page Up), or by
clicking / tapping a board card; closed with Z, Esc / Ⓑ, right stick down (Page Down),
right-click or the Back button. Arrows walk the focus over the board and the view
follows it; while the human at the screen places conspiracy cards the lit cells show
and Enter / a click places the chosen card there (Tab: the next card).

It is a scene over the table that lets the table run beneath (bots play on, the teller's
clock keeps ticking: `keeps_clock`). It draws only the board, which is public (§13):
nothing on it depends on a hidden card.
"""

from __future__ import annotations

from typing import Any

import pygame

from game.pontoon.actions import Place
from game.pontoon.board import CENTRE, SIZE
from scenes.pontoon import geometry as geo
from scenes.pontoon.board_art import GRID, GRID_LINE
from scenes.shell.screens.scene import Scene
from scenes.ui import canvas, pen, prompts, text, theme
from scenes.ui.input import MOUSE, TOUCH

FOOT = pygame.Rect(geo.SAFE.x, geo.SAFE.bottom - 36, geo.SAFE.width, 36)
BAND = 14  # a seat's coloured edge where the view reaches the board's side
AREA = pygame.Rect(geo.SAFE.x + BAND + 4, geo.SAFE.y + BAND + 4, geo.SAFE.width - 2 * BAND - 8,
                   FOOT.y - geo.SAFE.y - 2 * (BAND + 4))
MIN_CELL = 114  # its tile (4 px less) holds every subject whole at 22 px or more
MAX_CELL = 168
MAX_COLS = AREA.width // MIN_CELL
MAX_ROWS = AREA.height // MIN_CELL
BACK_RECT = pygame.Rect(FOOT.right - 150, FOOT.y + 1, 150, 34)
LIT = (250, 214, 90)
ARROW = 16  # the scroll arrows in the margin, where more of the board lies beyond
CONFIRM = (pygame.K_RETURN, pygame.K_KP_ENTER, pygame.K_SPACE)
CLOSE = (pygame.K_z, pygame.K_ESCAPE, pygame.K_PAGEDOWN)
STEPS = {pygame.K_LEFT: (0, -1), pygame.K_RIGHT: (0, 1), pygame.K_UP: (-1, 0),
         pygame.K_DOWN: (1, 0)}


def span(cells: set[int], focus: int, most: int, axis: int, first: int | None
         ) -> tuple[int, int]:
    """(first, count) of the rows (axis 0) or columns (1) shown: those of `cells` with one
    more on each side, at most `most`; with more, the view stays where it was (`first`)
    unless the focus left it (it then moves just enough)."""
    at = [divmod(c, SIZE)[axis] for c in cells]
    lo, hi = max(0, min(at) - 1), min(SIZE - 1, max(at) + 1)
    count = hi - lo + 1
    if count <= most:
        return lo, count
    f = divmod(focus, SIZE)[axis]
    start = f - most // 2 if first is None else first
    start = min(max(start, f - most + 1), f)  # the focus in view
    return min(max(start, lo), hi - most + 1), most


class BoardZoom(Scene):
    """The board read large, over the table `table` (a PontoonTable)."""

    updates_below = True  # the game goes on beneath
    keeps_clock = True  # the teller's countdown does not stop for a look at the board

    def __init__(self, table: Any, focus: int) -> None:
        super().__init__()
        self.table = table
        self.focus = focus
        self.back_lit = False
        self.said = ""
        self.first: tuple[int | None, int | None] = (None, None)  # the view's corner
        self._shown: tuple[Any, ...] | None = None

    # ------------------------------------------------------------------ what is shown
    def placing(self) -> bool:
        t = self.table
        return t.my_turn() and t.obs.phase == "tell" and not t.obs.offered

    def lit(self) -> list[int]:
        return self.table.legal_cells() if self.placing() else []

    def window(self) -> tuple[int, int, int, int, int, tuple[int, int]]:
        """(first row, rows, first column, columns, cell size, top-left of the grid)."""
        cells = set(self.table.tiles) | set(self.lit()) | {self.focus}
        r0, rows = span(cells, self.focus, MAX_ROWS, 0, self.first[0])
        c0, cols = span(cells, self.focus, MAX_COLS, 1, self.first[1])
        self.first = (r0, c0)
        cell = max(MIN_CELL, min(MAX_CELL, AREA.width // cols, AREA.height // rows))
        x = AREA.centerx - cell * cols // 2
        y = AREA.centery - cell * rows // 2
        return r0, rows, c0, cols, cell, (x, y)

    def cell_rects(self) -> dict[int, pygame.Rect]:
        """Each board cell in view and its square on the screen."""
        r0, rows, c0, cols, cell, (x, y) = self.window()
        return {(r0 + r) * SIZE + c0 + c: pygame.Rect(x + c * cell, y + r * cell, cell, cell)
                for r in range(rows) for c in range(cols)}

    def frame(self) -> pygame.Rect:
        """The board squares in view, together."""
        r0, rows, c0, cols, cell, (x, y) = self.window()
        return pygame.Rect(x, y, cell * cols, cell * rows)

    def arrows(self) -> dict[tuple[int, int], pygame.Rect]:
        """Where more of the board's cards lie beyond the view: (rows, columns) to
        scroll by, and the button in the margin that does it (mouse and touch)."""
        r0, rows, c0, cols, _, _ = self.window()
        cells = set(self.table.tiles) | set(self.lit()) | {self.focus}
        lo_r, all_rows = span(cells, self.focus, SIZE, 0, None)
        lo_c, all_cols = span(cells, self.focus, SIZE, 1, None)
        f = self.frame()
        out = {}
        if r0 > lo_r:
            out[(-1, 0)] = pygame.Rect(f.centerx - 80, f.y - BAND - 4, 160, BAND + 2)
        if r0 + rows < lo_r + all_rows:
            out[(1, 0)] = pygame.Rect(f.centerx - 80, f.bottom + 2, 160, BAND + 2)
        if c0 > lo_c:
            out[(0, -1)] = pygame.Rect(f.x - BAND - 4, f.centery - 80, BAND + 2, 160)
        if c0 + cols < lo_c + all_cols:
            out[(0, 1)] = pygame.Rect(f.right + 2, f.centery - 80, BAND + 2, 160)
        return out

    def scroll(self, dr: int, dc: int) -> None:
        """Move the view by whole cells (the wheel, a finger, the margin's arrows); the
        focus comes along when it would be left out."""
        r0, rows, c0, cols, _, _ = self.window()
        r0, c0 = r0 + dr, c0 + dc
        r, c = divmod(self.focus, SIZE)
        r = min(max(r, r0), r0 + rows - 1)
        c = min(max(c, c0), c0 + cols - 1)
        self.first = (r0, c0)
        self.focus = min(SIZE - 1, max(0, r)) * SIZE + min(SIZE - 1, max(0, c))
        self.window()

    def tiles_shown(self) -> list[tuple[int, pygame.Rect, int, int, int]]:
        """(cell, square, card, owner, side of its owner's stripe) of each card in view."""
        out = []
        for cell, rect in self.cell_rects().items():
            tile = self.table.tiles.get(cell)
            if tile is not None:
                side = round((tile.angle % 360) / 90) % 4
                out.append((cell, rect, tile.card, tile.owner, side))
        return out

    # ------------------------------------------------------------------ input
    def handle_event(self, event: pygame.event.Event) -> bool:
        if event.type == pygame.KEYDOWN:
            return self._key(event)
        if event.type == pygame.MOUSEMOTION:
            self.back_lit = BACK_RECT.collidepoint(event.pos)
            cell = self.cell_at(event.pos)
            if cell is not None:
                self.focus = cell
            return True
        if event.type == pygame.MOUSEWHEEL:
            across = event.x or (event.y if pygame.key.get_mods() & pygame.KMOD_SHIFT else 0)
            self.scroll(0, -across) if across else self.scroll(-event.y, 0)
            return True
        if event.type == pygame.MOUSEBUTTONDOWN:
            if event.button == 3:
                self.close()
            elif event.button == 1:
                self._click(event.pos)
            return True
        return event.type in (pygame.MOUSEBUTTONUP, pygame.KEYUP, pygame.TEXTINPUT)

    def _key(self, event: pygame.event.Event) -> bool:
        key = event.key
        if key in CLOSE and not event.mod & pygame.KMOD_CTRL:
            self.close()
        elif key in STEPS:
            dr, dc = STEPS[key]
            r, c = divmod(self.focus, SIZE)
            r, c = min(SIZE - 1, max(0, r + dr)), min(SIZE - 1, max(0, c + dc))
            self.focus = r * SIZE + c
        elif key == pygame.K_TAB and self.placing():
            self.table.choose_card(-1 if event.mod & pygame.KMOD_SHIFT else 1)
        elif key in CONFIRM:
            self.choose(self.focus)
        elif key in (pygame.K_f, pygame.K_PERIOD):
            self.table.fast_forward()
        return True

    def _click(self, pos: tuple[int, int]) -> None:
        if BACK_RECT.collidepoint(pos):
            self.close()
            return
        for (dr, dc), rect in self.arrows().items():
            if rect.inflate(8, 8).collidepoint(pos):
                self.scroll(dr, dc)
                return
        cell = self.cell_at(pos)
        if cell is None:
            return
        if cell == self.focus or cell in self.lit():
            self.choose(cell)
        self.focus = cell

    def cell_at(self, pos: tuple[int, int]) -> int | None:
        for cell, rect in self.cell_rects().items():
            if rect.collidepoint(pos):
                return cell
        return None

    def choose(self, cell: int) -> None:
        """Enter / a click on the focus: place the chosen card there when it is lit, say
        why not when it is not; not placing: back to the table."""
        if not self.placing():
            self.close()
            return
        cid = self.table.pick_card()
        if cid is not None and Place(cid, cell) in self.table.session.legal():
            self.table.cursor = cell
            self.table.place_at(cell)
            self.close()  # the card's flight is seen on the table
        else:
            self.said = "Not there: lit cells keep a straight line that touches the board."
            self.services.sound.play("error")

    # ------------------------------------------------------------------ drawing
    def shown_key(self, surface: pygame.Surface) -> tuple[Any, ...]:
        t = self.table
        clock = t.clock if t.clock is not None and t.clock_running() else None
        return (surface.get_size(), canvas.get_scale(), self.focus, self.window(),
                tuple(self.tiles_shown()),
                tuple(self.lit()), t.pick_card() if self.placing() else None,
                prompts.device_of(self), self.back_lit, self.said, text.get_scale(),
                None if clock is None else int(clock + 0.999), t.my_turn(),
                t.services.art.seat_colours, tuple(t.session.names))

    def draw_changes(self, surface: pygame.Surface) -> list[pygame.Rect] | None:
        if self._shown == self.shown_key(surface):
            return []  # nothing in view changed
        return None

    def draw(self, surface: pygame.Surface) -> None:
        self._shown = self.shown_key(surface)
        t = self.table
        surface.blit(t.services.art.table(surface.get_size()), (0, 0))
        rects = self.cell_rects()
        frame = self.frame()
        pen.rect(surface, GRID, frame.inflate(4, 4), border_radius=4)
        self.draw_bands(surface, frame)
        lit = set(self.lit())
        glow = canvas.Surface((1, 1), pygame.SRCALPHA)
        glow.fill((*LIT, 80))
        for cell, rect in rects.items():
            pen.rect(surface, GRID_LINE, rect, 1)
            if cell in lit:
                surface.blit(canvas.scale(glow, rect.size), rect)
        for _, rect, card, owner, side in self.tiles_shown():
            img = t.bart.large(card, owner, side, rect.width - 4)
            surface.blit(img, img.get_rect(center=rect.center))
        focus = rects.get(self.focus)
        if focus is not None:
            pen.rect(surface, (255, 255, 255), focus.inflate(2, 2), 4, border_radius=8)
        self.draw_arrows(surface)
        self.draw_foot(surface)

    def draw_bands(self, surface: pygame.Surface, frame: pygame.Rect) -> None:
        """The seats' coloured edges where the view reaches a side of the board, so the
        reader knows which way it faces."""
        t = self.table
        r0, rows, c0, cols, _, _ = self.window()
        reach = {geo.NORTH: r0 == 0, geo.SOUTH: r0 + rows == SIZE,
                 geo.WEST: c0 == 0, geo.EAST: c0 + cols == SIZE}
        for side, shown in reach.items():
            seat = geo.seat_at_side(side, t.n)
            if not shown or seat < 0:
                continue
            if side in (geo.NORTH, geo.SOUTH):
                y = frame.y - BAND - 4 if side == geo.NORTH else frame.bottom + 4
                band = pygame.Rect(frame.x, y, frame.width, BAND)
            else:
                x = frame.x - BAND - 4 if side == geo.WEST else frame.right + 4
                band = pygame.Rect(x, frame.y, BAND, frame.height)
            pen.rect(surface, t.bart.owner_rgb(seat), band, border_radius=5)

    def draw_arrows(self, surface: pygame.Surface) -> None:
        for (dr, dc), rect in self.arrows().items():
            pen.rect(surface, theme.PANEL, rect, border_radius=6)
            pen.rect(surface, theme.PANEL_EDGE, rect, 1, border_radius=6)
            cx, cy = rect.center
            k = 6
            dx, dy, px, py = dc * k, dr * k, -dr * k, dc * k  # along, and across
            pen.polygon(surface, theme.INK, [(cx + dx, cy + dy),
                                                     (cx - dx + px, cy - dy + py),
                                                     (cx - dx - px, cy - dy - py)])

    def draw_foot(self, surface: pygame.Surface) -> None:
        """The focused card's whole subject and whom it faces (or the card being placed),
        the clock, what to press, and Back."""
        t = self.table
        device = prompts.device_of(self)
        if self.placing():
            items = [("move", "cell"), ("switch", "next card"), ("place", "place")]
        else:
            items = [("scroll" if device in (MOUSE, TOUCH) else "move", "look around")]
        hint = prompts.hint(items, device)
        x = FOOT.x + 4
        if t.clock is not None and t.clock_running():
            left = max(0, int(t.clock + 0.999))
            x = text.blit_text(surface, f"{left} s", 28,
                               theme.DANGER if left < 8 else theme.ACCENT,
                               (x, FOOT.centery), anchor="midleft").right + 16
        tile = t.tiles.get(self.focus)
        line = self.said
        if not line and tile is not None:
            line = f"{t.obs.subjects[tile.card]}  ·  faces {t.name(tile.owner)}"
        elif not line and self.placing() and t.pick_card() is not None:
            line = f"Placing “{t.obs.subjects[t.pick_card()]}”"
        elif not line and t.my_turn():
            line = "Your turn: back to the table to play"
        hint_w = prompts.render(hint, 20, theme.INK_DIM).get_width() if hint else 0
        hint_w = min(hint_w, (BACK_RECT.x - x) // 2)
        room = BACK_RECT.x - 16 - hint_w - 16 - x
        if line:
            px = text.shrink_to_fit(line, 24, room, 22)
            text.blit_text(surface, text.ellipsize(line, px, room), px,
                           theme.ACCENT if self.said else theme.INK,
                           (x, FOOT.centery), anchor="midleft")
        if hint:
            px = text.shrink_to_fit(prompts.plain(hint), 20, hint_w, 14)
            prompts.blit(surface, hint, px, theme.INK_DIM, (BACK_RECT.x - 16, FOOT.centery),
                         anchor="midright")
        lit = self.back_lit
        pen.rect(surface, theme.PANEL, BACK_RECT, border_radius=8)
        pen.rect(surface, theme.ACCENT if lit else theme.PANEL_EDGE, BACK_RECT,
                         3 if lit else 2, border_radius=8)
        label = "Back" + prompts.suffix("zoom", device)
        if prompts.render(label, 22, theme.INK).get_width() > BACK_RECT.width - 12:
            label = "Back" + prompts.suffix("back", device)
        prompts.blit(surface, label, 22, theme.INK, BACK_RECT.center, anchor="center")


def open_board_zoom(table: Any, cell: int | None = None) -> None:
    """Put the board read large over `table`, the focus on `cell` (else where the
    table's cursor is while placing, else the middle of the cards on the board)."""
    if table.stack is None:
        return
    if cell is None:
        if table.my_turn() and table.obs.phase == "tell" and not table.obs.offered:
            cell = table.cursor
        elif table.tiles:
            rows = [divmod(c, SIZE) for c in table.tiles]
            mid = (sum(r for r, _ in rows) / len(rows), sum(c for _, c in rows) / len(rows))
            cell = min(table.tiles, key=lambda c: (divmod(c, SIZE)[0] - mid[0]) ** 2
                       + (divmod(c, SIZE)[1] - mid[1]) ** 2)
        else:
            cell = CENTRE
    table.services.sound.play("click")
    table.stack.push(BoardZoom(table, cell))
