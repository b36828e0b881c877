"""The little pictures Intrigue's animations move: a folded note, an offer's envelope
(sealed with the pact's gold ribbon; accepted, declined, expired), the informant's
dossier, a ballot slip, the raised hands, a file's folder opening, the TRUE / FALSE
stamp, banners. Each is drawn once and kept (a frame only blits them)."""

from __future__ import annotations

from collections.abc import Callable

import pygame

from scenes.ui import canvas, pen, text, theme
from scenes.ui.recent import Recent

PAPER = (240, 232, 200)
PAPER_LINE = (160, 140, 100)
SEAL = (170, 30, 30)
RIBBON = (222, 184, 96)
FOLDER = (214, 176, 104)
FOLDER_EDGE = (120, 90, 40)
TRUE_INK = (80, 200, 100)
FALSE_INK = (230, 70, 60)

# Each vote's director's card and most banners are drawn once and never again: a kiosk
# playing demo after demo kept them all (35 MB a game at render scale 1.5). The most
# recently used are kept (scenes/ui/recent.py), the few in use among them; dropped whole
# at 48 pictures, the cache swung by 12 MB between demos (docs/benchmarks.md, "Kiosk soak").
CACHE_LIMIT = 48
CACHE_MB = 3.0  # at 1280x720: seven times the busiest frame's 0.43 MB (4 pictures)
_IMAGES: Recent[str, pygame.Surface] = Recent(CACHE_LIMIT, CACHE_MB)
canvas.on_change(_IMAGES.clear)  # drawn at the render scale: a new scale draws them anew


def cached(key: str, make: Callable[[], pygame.Surface]) -> pygame.Surface:
    key = f"{key}@{text.get_scale()}"  # words are drawn at the text size setting
    img = _IMAGES.get(key)
    if img is None:
        img = _IMAGES[key] = make()
    return img


def note() -> pygame.Surface:
    """A folded note with a wax seal: a whisper (or, for the public, any move)."""
    def make() -> pygame.Surface:
        s = canvas.Surface((44, 30), pygame.SRCALPHA)
        pen.polygon(s, PAPER, [(0, 4), (44, 0), (40, 30), (2, 26)])
        pen.line(s, PAPER_LINE, (2, 14), (42, 12), 2)
        pen.circle(s, SEAL, (22, 14), 5)
        return s
    return cached("note", make)


def envelope(mark: str = "") -> pygame.Surface:
    """An offer: an envelope tied with the pact's ribbon; `mark` "yes" (accepted, a green
    seal), "no" (declined, a red cross) or "" (on its way)."""
    def make() -> pygame.Surface:
        s = canvas.Surface((56, 40), pygame.SRCALPHA)
        body = pygame.Rect(0, 4, 56, 34)
        pen.rect(s, PAPER, body, border_radius=3)
        pen.rect(s, PAPER_LINE, body, 2, border_radius=3)
        pen.lines(s, PAPER_LINE, False, [(2, 6), (28, 24), (54, 6)], 2)
        pen.line(s, RIBBON, (0, 21), (56, 21), 4)
        pen.line(s, RIBBON, (28, 4), (28, 38), 4)
        if mark == "yes":
            pen.circle(s, (60, 160, 80), (28, 21), 10)
            pen.lines(s, (240, 250, 240), False, [(22, 21), (27, 26), (35, 15)], 3)
        elif mark == "no":
            pen.line(s, FALSE_INK, (14, 8), (42, 34), 5)
            pen.line(s, FALSE_INK, (42, 8), (14, 34), 5)
        else:
            pen.circle(s, SEAL, (28, 21), 7)
        return s
    return cached("envelope" + mark, make)


def faded(image: pygame.Surface, key: str, level: int, levels: int = 4) -> pygame.Surface:
    """`image` at one of a few kept transparencies (level 0: as is)."""
    def make() -> pygame.Surface:
        s = image.copy()
        s.set_alpha(255 - 255 * level // (levels + 1))
        return s
    return cached(f"{key}~{level}", make)


def dossier() -> pygame.Surface:
    """The informant's report: a small dossier stamped with an eye."""
    def make() -> pygame.Surface:
        s = canvas.Surface((40, 30), pygame.SRCALPHA)
        pen.rect(s, FOLDER, (0, 4, 40, 26), border_radius=3)
        pen.rect(s, FOLDER, (0, 0, 16, 8), border_radius=2)
        pen.rect(s, FOLDER_EDGE, (0, 4, 40, 26), 2, border_radius=3)
        pen.ellipse(s, (40, 30, 30), (10, 12, 20, 11), 2)
        pen.circle(s, (40, 30, 30), (20, 17), 3)
        return s
    return cached("dossier", make)


def ballot_slip() -> pygame.Surface:
    """A folded ballot: someone has voted (never what)."""
    def make() -> pygame.Surface:
        s = canvas.Surface((34, 40), pygame.SRCALPHA)
        pen.rect(s, PAPER, (2, 2, 30, 36), border_radius=3)
        pen.rect(s, PAPER_LINE, (2, 2, 30, 36), 2, border_radius=3)
        pen.line(s, PAPER_LINE, (2, 20), (32, 20), 2)
        pen.circle(s, theme.ACCENT, (17, 20), 5)
        return s
    return cached("ballot", make)


def hand(vote: str) -> pygame.Surface:
    """A raised hand as the source describes it: flat, fist, or pointing down."""
    def make() -> pygame.Surface:
        s = canvas.Surface((56, 64), pygame.SRCALPHA)
        skin, line = (236, 204, 170), (90, 60, 40)
        colour = {"believe": (90, 180, 100), "abstain": (200, 180, 90),
                  "disbelieve": (210, 90, 80)}[vote]
        pen.circle(s, colour, (28, 32), 28)
        if vote == "believe":
            pen.rect(s, skin, (16, 14, 24, 34), border_radius=6)
            for x in (18, 24, 30, 36):
                pen.line(s, line, (x, 14), (x, 30), 1)
        elif vote == "abstain":
            pen.rect(s, skin, (16, 22, 24, 22), border_radius=9)
            for y in (28, 34):
                pen.line(s, line, (18, y), (38, y), 1)
        else:
            pen.rect(s, skin, (20, 14, 16, 20), border_radius=6)
            pen.polygon(s, skin, [(20, 32), (36, 32), (28, 54)])
        return s
    return cached("hand" + vote, make)


FOLDER_STEPS = 6  # the cover's poses while the file opens


def folder(size: tuple[int, int], step: int) -> pygame.Surface:
    """A member's file as a folder over the heading's chip, its cover swung open by
    `step` of FOLDER_STEPS (0 closed, the last: flat open, the page showing)."""
    w, h = size

    def make() -> pygame.Surface:
        s = canvas.Surface((w, h + 20), pygame.SRCALPHA)
        pen.rect(s, FOLDER, (0, 10, w, h), border_radius=4)
        pen.rect(s, FOLDER_EDGE, (0, 10, w, h), 2, border_radius=4)
        page = pygame.Rect(4, 14, w - 8, h - 8)
        pen.rect(s, PAPER, page)
        # The cover turns on its top edge: its visible height shrinks, then flips up.
        k = step / (FOLDER_STEPS - 1)
        cover = int(h * (1 - 2 * k)) if k < 0.5 else -int(h * 0.5 * (2 * k - 1))
        if cover > 0:
            pen.rect(s, FOLDER, (0, 10, w, cover), border_radius=4)
            pen.rect(s, FOLDER_EDGE, (0, 10, w, cover), 2, border_radius=4)
        elif cover < 0:
            pen.rect(s, FOLDER_EDGE, (0, 10 + cover, w, -cover), border_radius=4)
        return s
    return cached(f"folder{w}x{h}#{step}", make)


def stamp(words: str, truth: bool) -> pygame.Surface:
    def make() -> pygame.Surface:
        ink = TRUE_INK if truth else FALSE_INK
        label = text.render(words, 56, ink)
        w, h = label.get_size()
        s = canvas.Surface((w + 36, h + 20), pygame.SRCALPHA)
        pen.rect(s, ink, s.get_rect(), 6, border_radius=10)
        s.blit(label, (18, 10))
        return canvas.rotate(s, 12)
    return cached("stamp" + words, make)


def banner(words: str, colour: tuple[int, int, int] = theme.ACCENT) -> pygame.Surface:
    def make() -> pygame.Surface:
        words_shown = text.ellipsize(words, theme.HEADING_PX, 760)
        label = text.render(words_shown, theme.HEADING_PX, theme.INK)
        w, h = label.get_size()
        s = canvas.Surface((w + 48, h + 24))
        s.fill(theme.PANEL)
        pen.rect(s, colour, s.get_rect(), 3)
        s.blit(label, (24, 12))
        return s
    return cached(f"banner{colour}{words}", make)


def bubble(words: str) -> pygame.Surface:
    """A small speech bubble over a member ("passes", "…")."""
    def make() -> pygame.Surface:
        label = text.render(words, 20, (30, 24, 26))
        w, h = label.get_size()
        s = canvas.Surface((w + 20, h + 12), pygame.SRCALPHA)
        pen.rect(s, PAPER, s.get_rect(), border_radius=10)
        s.blit(label, (10, 6))
        return s
    return cached("bubble" + words, make)


def bead() -> pygame.Surface:
    """One bead of a pact's cord (a cord is drawn as a string of them, so a growing or
    snapping cord is only blits)."""
    def make() -> pygame.Surface:
        s = canvas.Surface((12, 12), pygame.SRCALPHA)
        pen.circle(s, (*RIBBON, 235), (6, 6), 5)
        return s
    return cached("bead", make)


def card(lines: tuple[str, ...], size: tuple[int, int]) -> pygame.Surface:
    """The director's card (spec §16, the kiosk): who really spread the rumour."""
    return cached("card|" + "|".join(lines), lambda: _card(lines, size))


def _card(lines: tuple[str, ...], size: tuple[int, int]) -> pygame.Surface:
    w, h = size
    s = canvas.Surface(size)
    s.fill((44, 30, 40))
    pen.rect(s, theme.ACCENT, s.get_rect(), 3, border_radius=8)
    title = "DIRECTOR'S CUT: who spread it?"
    px = text.shrink_to_fit(title, theme.SMALL_PX, w - 24, 14)
    text.blit_text(s, text.ellipsize(title, px, w - 24), px, theme.ACCENT, (12, 8))
    area = pygame.Rect(12, 40, w - 24, h - 48)
    sizes = _card_sizes(lines, area)
    y = area.y
    for i, line in enumerate(lines):
        colour = theme.INK if i != 2 else (255, 214, 120)
        used = text.blit_wrapped(s, line, sizes[i], colour, pygame.Rect(area.x, y, area.w,
                                                                        area.bottom - y))
        y += used + 8
    return s


def _card_sizes(lines: tuple[str, ...], area: pygame.Rect) -> list[int]:
    """The card's text sizes: a size smaller, all lines together, until they fit the
    card (at Text size 120% the verdict ran off its foot)."""
    for down in range(0, 8, 2):
        sizes = [(18 if i == 0 else theme.SMALL_PX) - down for i in range(len(lines))]
        tall = sum(len(text.wrapped(line, px, area.w)) * (text.font(px).get_linesize() + 4)
                   - 4 + 8 for line, px in zip(lines, sizes, strict=True)) - 8
        if tall <= area.h:
            return sizes
    return sizes
