"""Why a theory failed, said on the table before the next hand (issue 31, item 10).

A one-line banner flashed by in a second and a solo player saw the next hand begin with
an empty board and a score of 0, not knowing why. When a conspiracy fails at a table
with a human, a notice says what happened (the clock ran out, the heckle passed, there
was nowhere to lay the cards) and that the cards go to the discard pile. It holds until
a click, Enter, Space or Ⓐ dismisses it, or for NOTICE_SECONDS of real time (a table
played from phones has nobody at the TV to dismiss it).
"""

from __future__ import annotations

from typing import Any

import pygame

from scenes.ui import pen, text, theme

NOTICE_SECONDS = 10.0  # real seconds before the game goes on by itself
BOX_WIDTH = 860
TITLE_PX, BODY_PX, FOOT_PX = 40, 26, 20
PAD = 22
BACK = (14, 14, 22)


class Notice:
    """A dismissible box of news over the table: a title, lines, and how to go on."""

    __slots__ = ("title", "lines", "colour", "age", "hold", "dismissed")

    def __init__(self, title: str, lines: list[str], colour: tuple[int, int, int],
                 hold: float = NOTICE_SECONDS) -> None:
        self.title, self.lines, self.colour = title, lines, colour
        self.age = 0.0  # real seconds shown
        self.hold = hold
        self.dismissed = False

    @property
    def over(self) -> bool:
        return self.dismissed or self.age >= self.hold


def failure_notice(why: str, name: str, placed: int, total: int, timer: int) -> Notice:
    """The notice for a conspiracy of `total` cards (`placed` of them down) that failed."""
    cards = f"{total} card{'s' * (total != 1)}"
    if why == "time":
        done = "none" if placed == 0 else f"{placed}"
        clock = f"the {timer}-second clock" if timer else "the clock"
        title = "Time ran out!"
        first = f"{name} placed {done} of the {cards} before {clock} ran out, " \
            "so the theory fails."
    elif why == "heckled":
        title = "Heckled off!"
        first = f"The table voted that {name} left a subject out, so the theory fails."
    else:
        title = "Nowhere to put it!"
        first = f"{name}'s {cards} cannot be laid in one line touching the board, " \
            "so the theory fails."
    lines = [first, f"Its {cards} go to the discard pile and score nothing."]
    return Notice(title, lines, theme.DANGER)


def layout(notice: Notice) -> tuple[pygame.Rect, list[tuple[str, int, tuple[int, int, int]]]]:
    """The box (centred on the 1280×720 table) and its lines as (text, px, colour)."""
    inner = BOX_WIDTH - 2 * PAD
    rows: list[tuple[str, int, tuple[int, int, int]]] = [
        (line, TITLE_PX, notice.colour) for line in text.wrapped(notice.title, TITLE_PX, inner)]
    for line in notice.lines:
        rows += [(part, BODY_PX, theme.INK) for part in text.wrapped(line, BODY_PX, inner)]
    rows.append(("Click, or press Enter, to go on", FOOT_PX, theme.INK_DIM))
    height = sum(text.font(px).get_linesize() + 6 for _, px, _ in rows) + 2 * PAD + 8
    box = pygame.Rect(0, 0, BOX_WIDTH, height)
    box.center = (640, 360)
    return box, rows


def notice_steps(notice: Notice) -> list[tuple[Any, tuple[Any, ...], dict[str, Any]]]:
    """The notice as drawing steps (fn(surface, *args, **kw)), with a bar that empties
    as its time runs out."""
    box, rows = layout(notice)
    steps: list[tuple[Any, tuple[Any, ...], dict[str, Any]]] = [
        (pen.rect, (BACK, box), {"border_radius": 8}),  # opaque: nothing reads through
        (pen.rect, (notice.colour, box, 3), {"border_radius": 8})]
    y = box.y + PAD
    for line, px, colour in rows:
        if px == FOOT_PX:
            y += 8
        steps.append((text.blit_text, (line, px, colour, (box.centerx, y)),
                      {"anchor": "midtop"}))
        y += text.font(px).get_linesize() + 6
    left = max(0.0, 1.0 - notice.age / notice.hold)
    bar = pygame.Rect(box.x + 12, box.bottom - 10, round((box.width - 24) * left), 4)
    if bar.width > 0:
        steps.append((pen.rect, (notice.colour, bar), {}))
    return steps
