"""The zoomed view of the viewer's own zones (Z on the board, a mode of the board):
every counter the viewer may identify, large, with its full name written under it —
readable from the sofa, where the table's small counters print "Immane. Eschat."."""

from __future__ import annotations

from typing import Any

import pygame

from scenes.paranoid.counter_art import EXPOSED, FACE, counter_art
from scenes.ui import text, theme
from scenes.ui.widgets import panel, shade

BIG = 84  # px of a zoomed counter
CELL_W = 128  # px per counter, its name included
NAME_PX = 16
CLOSE_KEYS = (pygame.K_ESCAPE, pygame.K_z, pygame.K_BACKSPACE, pygame.K_RETURN,
              pygame.K_KP_ENTER, pygame.K_SPACE)


def own_rows(obs: Any) -> list[tuple[str, list[tuple[int, bool]]]]:
    """(zone title, [(type, exposed)...]) for each non-empty zone of the viewer's own."""
    rows = [("Your Plot", list(zip(obs.plot, obs.plot_exposed))),
            ("Enemy Reserve", [(t, False) for t in obs.enemy]),
            ("Paranoid Reserve", [(t, False) for t in obs.paranoid])]
    rows += [(f"Accusation {i + 1}", [(t, False) for t in acc])
             for i, acc in enumerate(obs.accusations)]
    if obs.pending != -1:
        rows.append(("Just drawn", [(obs.pending, False)]))
    return [(title, items) for title, items in rows if items]


def draw_zoom(surface: pygame.Surface, board: Any) -> None:
    """The board's zoomed view, drawn over everything while `board.zoomed` holds (a mode
    of the board, not a scene: the board's input fuzzing covers it)."""
    session = board.session
    viewer = session.display_viewer
    rows = own_rows(session.game.observe(viewer)) if viewer is not None and viewer >= 0 \
        else []
    shade(surface)
    box = surface.get_rect().inflate(-40, -30)
    panel(surface, box)
    text.blit_text(surface, "Your counters, up close  (Z or Esc: back to the table)",
                   theme.BODY_PX, theme.ACCENT, (box.x + 20, box.y + 12))
    art = counter_art(board.services, session.config.subculture)
    per_line = max(1, (box.width - 200) // CELL_W)
    lines = sum((len(items) + per_line - 1) // per_line for _, items in rows) or 1
    # As large as the rows allow (every zone shown), never smaller than the table's.
    big = max(48, min(BIG, (box.height - 60) // lines - 46))
    y = box.y + 50
    for title, items in rows:
        text.blit_text(surface, title, theme.SMALL_PX - 2, theme.INK,
                       (box.x + 20, y + big // 2), anchor="midleft")
        for i, (t, exposed) in enumerate(items):
            line, col = divmod(i, per_line)
            x = box.x + 190 + col * CELL_W
            top = y + line * (big + 40)
            surface.blit(art.counter(t, big, EXPOSED if exposed else FACE),
                         (x + (CELL_W - big) // 2, top))
            area = pygame.Rect(x + 2, top + big + 2, CELL_W - 4, 40)
            text.blit_wrapped(surface, art.display_name(t), NAME_PX, theme.INK, area,
                              centred=True, line_gap=0)
        y += ((len(items) + per_line - 1) // per_line) * (big + 40) + 6
        if y > box.bottom - big:
            break
