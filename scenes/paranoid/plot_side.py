"""The Plot builder's side panel under the draft: the checklist of kinds, the status
line and the optional rules' notes. All of it must end above the Random/Clear buttons
at every text size: with the three optional rules on, at 120% the notes ran under them."""

from __future__ import annotations

import pygame

from game.paranoid import Options
from game.paranoid.plots import PLOT_LIMITS, kind_counts, kinds_within_limits
from scenes.ui import pen, text, theme

OK = (120, 220, 140)
CHECKLIST = (("Groups", 0), ("Goal", 2), ("Methods", 1))  # the side panel's lines
CHECK_PITCH = 26  # the checklist's line pitch at least (the tick is 20 px tall)
NOTES_PX = theme.SMALL_PX - 2
NOTES_SMALLEST = 14  # the notes shrink to this (before the text scale), no smaller
GAP = 4  # between the notes and the buttons


def limit_text(kind: int, exactly: str = "exactly ") -> str:
    """How many of a kind a Plot holds, as the engine's §3.2 limits say: "1–2", "exactly 1"."""
    low, high = PLOT_LIMITS[kind]
    return f"{exactly}{low}" if low == high else f"{low}–{high}"


def rule_notes(o: Options, heading: bool = True) -> str:
    notes = [note for on, note in ((o.aliens, "Alien group: a Goal marked A"),
                                   (o.corporations, "Corporate group: a Goal marked C"),
                                   (o.delusions, "Delusions stands alone")) if on]
    head = "Optional rules:\n" if heading else ""
    return head + "\n".join(notes) if notes else ""


def plain(problem: str) -> str:
    """Rule messages without their section prefix, for the status line."""
    return problem.split(": ", 1)[1] if problem.startswith("§") else problem


def tick(surface: pygame.Surface, x: int, y: int) -> None:
    pen.circle(surface, (30, 120, 60), (x, y), 10)
    pen.lines(surface, (255, 255, 255), False, [(x - 5, y), (x - 1, y + 4),
                                                (x + 5, y - 4)], 3)


def draw_checks(surface: pygame.Surface, side: pygame.Rect, top: int, floor: int,
                draft: list[int], problem: str | None, ready: str,
                options: Options) -> pygame.Rect | None:
    """The checklist from `top`, the status (`ready` when there is no problem) and the
    rule notes, all above `floor` (the buttons' top). Returns where the notes lie."""
    counts, fits = kind_counts(draft), kinds_within_limits(draft)
    # The pitch follows the font (it was 30 px at any size): room for the notes.
    pitch = max(CHECK_PITCH, text.font(theme.SMALL_PX).get_linesize())
    y = top
    for label, kind in CHECKLIST:
        colour = OK if fits[kind] else theme.INK
        text.blit_text(surface, f"{label}: {counts[kind]}  (need {limit_text(kind, '')})",
                       theme.SMALL_PX, colour, (side.x + 52, y))
        if fits[kind]:
            tick(surface, side.x + 32, y + 11)
        y += pitch
    # The checklist already says what is missing; other problems are spelled out.
    status = ready if problem is None else plain(problem) if all(fits) else ""
    area = pygame.Rect(side.x + 20, y + 4, side.width - 40, 60)
    used = text.blit_wrapped(surface, status, theme.SMALL_PX,
                             OK if problem is None else theme.DANGER, area, line_gap=2) \
        if status else 0
    notes = rule_notes(options)
    if not notes:
        return None
    area = pygame.Rect(side.x + 20, area.y + used + 2, side.width - 40, 0)
    area.height = floor - GAP - area.y
    px = text.fit_wrapped(notes, NOTES_PX, area.width, area.height, NOTES_SMALLEST,
                          line_gap=0)
    line_h = text.font(px).get_linesize()
    if len(text.wrapped(notes, px, area.width)) * line_h > area.height:
        # Too tall even at the smallest size (a long problem above): the notes lose
        # their heading before any note, then whole lines from the end.
        notes = rule_notes(options, heading=False)
        px = text.fit_wrapped(notes, NOTES_PX, area.width, area.height, NOTES_SMALLEST,
                              line_gap=0)
        line_h = text.font(px).get_linesize()
    lines = text.wrapped(notes, px, area.width)[:max(0, area.height // line_h)]
    for i, line in enumerate(lines):
        text.blit_text(surface, line, px, theme.ACCENT, (area.x, area.y + i * line_h))
    return pygame.Rect(area.x, area.y, area.width, len(lines) * line_h)
