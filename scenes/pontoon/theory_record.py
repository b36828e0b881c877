"""The record of the game's theories (issue 22): a bot's theory passed by and was gone,
so a newcomer could not follow what each player told nor how it was judged. The table
notes each told theory (who, the words) and then its verdict from the public events
(animate.py); this overlay lists them, the newest last.

Opened from the table with H, the controller's right stick down (Page Down), or a click
/ tap on the top line or the theory panel; closed with any key or button, a click or a
tap. The game goes on beneath (bots play on, the teller's clock ticks). Every word in it
was said aloud at the table (§13: the conspiracy is public).
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

import pygame

from scenes.pontoon import geometry as geo
from scenes.shell.screens.scene import Scene
from scenes.ui import canvas, pen, prompts, text, theme
from scenes.ui.input import CONTROLLER, KEYBOARD, MOUSE, TOUCH

BOX = geo.SAFE.inflate(-120, -40)
OPEN_KEYS = (pygame.K_h, pygame.K_PAGEDOWN)
# How each device opens it, for the footer (the top line: Menu, Hand, Deck, scores).
OPEN_NAMES = {KEYBOARD: "H", MOUSE: "Click the top line", TOUCH: "Tap the top line",
              CONTROLLER: "Right stick down"}
WORDS_PX = 24
NOTE_PX = 20
UNJUDGED = "being judged…"
HELD_STICK = 0.8  # seconds: the right stick's repeats after opening do not close it


@dataclass
class TheoryNote:
    """One told theory: its teller, the words, and how the table judged it."""

    hand: int
    teller: int
    words: str
    verdict: str = UNJUDGED


def note_told(notes: list[TheoryNote], hand: int, teller: int, words: str) -> None:
    notes.append(TheoryNote(hand, teller, words))


def note_verdict(notes: list[TheoryNote], hand: int, teller: int, verdict: str) -> None:
    """The verdict goes to this hand's theory by `teller`; a conspiracy that failed before
    it was told (time, nowhere to place) is noted without words."""
    last = notes[-1] if notes else None
    if last is not None and last.hand == hand and last.teller == teller \
            and last.verdict == UNJUDGED:
        last.verdict = verdict
    else:
        notes.append(TheoryNote(hand, teller, "", verdict))


class TheoryRecord(Scene):
    """The theories told so far, over the table `table` (a PontoonTable)."""

    opaque = False
    updates_below = True
    keeps_clock = True

    def __init__(self, table: Any) -> None:
        super().__init__()
        self.table = table
        self.age = 0.0

    def update(self, dt: float) -> None:
        self.age += dt

    def handle_event(self, event: pygame.event.Event) -> bool:
        held = event.type == pygame.KEYDOWN and event.key == pygame.K_PAGEDOWN \
            and self.age < HELD_STICK  # the stick still down that opened it repeats
        if event.type in (pygame.KEYDOWN, pygame.MOUSEBUTTONDOWN) and not held:
            self.close()  # any key or button, a click or a tap anywhere
        return event.type in (pygame.KEYDOWN, pygame.KEYUP, pygame.MOUSEBUTTONDOWN,
                              pygame.MOUSEBUTTONUP, pygame.TEXTINPUT, pygame.MOUSEMOTION)

    def lines(self) -> list[tuple[str, int, tuple[int, int, int]]]:
        """(words, size, colour) from the top, the newest theories kept when they do not
        all fit."""
        t = self.table
        room = BOX.width - 48
        blocks: list[list[tuple[str, int, tuple[int, int, int]]]] = []
        for note in t.theories:
            head = f"Hand {note.hand} · {t.name(note.teller)}: {note.verdict}"
            block = [(text.ellipsize(head, NOTE_PX, room), NOTE_PX,
                      t.bart.owner_rgb(note.teller))]
            said = f"“{note.words}”" if note.words else "(no theory told)"
            block += [(line, WORDS_PX, theme.INK) for line in text.wrapped(said, WORDS_PX, room)]
            blocks.append(block)
        fit = (BOX.height - 110) // (text.font(WORDS_PX).get_linesize() + 2)
        out: list[tuple[str, int, tuple[int, int, int]]] = []
        for block in reversed(blocks):
            if out and len(out) + len(block) + 1 > fit:
                break
            out = [*block, ("", NOTE_PX, theme.INK), *out]
        return out

    def draw(self, surface: pygame.Surface) -> None:
        shade = canvas.Surface(surface.get_size(), pygame.SRCALPHA)
        shade.fill((0, 0, 0, 150))
        surface.blit(shade, (0, 0))
        pen.rect(surface, theme.PANEL, BOX, border_radius=12)
        pen.rect(surface, theme.ACCENT, BOX, 3, border_radius=12)
        text.blit_text(surface, "The theories told", 30, theme.ACCENT,
                       (BOX.x + 24, BOX.y + 14))
        y = BOX.y + 60
        shown = self.lines()
        if not shown:
            text.blit_text(surface, "No theory told yet.", WORDS_PX, theme.INK_DIM,
                           (BOX.x + 24, y))
        for line, px, colour in shown:
            if line:
                text.blit_text(surface, line, px, colour, (BOX.x + 24, y))
            y += text.font(px).get_linesize() + 2
        foot = prompts.hint([("any", "close")], prompts.device_of(self.table))
        prompts.blit(surface, foot, NOTE_PX, theme.INK_DIM, (BOX.right - 24, BOX.bottom - 22),
                     anchor="midright")


def open_theory_record(table: Any) -> None:
    if table.stack is None:
        return
    table.services.sound.play("click")
    table.stack.push(TheoryRecord(table))


def open_hint(device: str) -> str:
    return f"{OPEN_NAMES.get(device, 'H')}: theories told"
