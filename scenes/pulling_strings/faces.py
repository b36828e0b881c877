"""Card faces drawn procedurally (our own template, spec §0): a group's name, power /
transferable power, resistance, income, alignment chips and its outward arrows; a
Cabal's name and numbers; a special's back. Faces are cached by what they show."""

from __future__ import annotations

from typing import NamedTuple

import pygame

from game.pulling_strings.cards import CABALS, GROUPS, SPECIALS
from scenes.ui import canvas, pen, text, theme
from scenes.ui.recent import Recent

Colour = tuple[int, int, int]

# The sizes a face is drawn at: (width, height, name px, numbers px).
SIZES = ((164, 104, 19, 21), (128, 84, 17, 18), (96, 66, 15, 16), (92, 46, 14, 15),
         (172, 28, 11, 11))
TINY = 3  # the smallest card: the name and the numbers, no alignment chips
# Low and wide, for a deep web in a short strip (the results' winning web, issue 31: its
# tiles overlapped): the name on one line, the chips between the numbers under it.
WIDE = 4
CARD_BG: Colour = (244, 236, 214)
CARD_INK: Colour = (30, 26, 34)
# One colour per alignment pair side, so chips are told apart by text and colour alike.
ALIGN_COLOURS: dict[str, Colour] = {
    "Est": (70, 96, 150), "Und": (110, 70, 130), "Pro": (40, 130, 120),
    "Tra": (140, 100, 50), "Pea": (70, 140, 70), "Vio": (170, 50, 50),
    "Mai": (90, 110, 120), "Fri": (150, 120, 20), "Cro": (60, 60, 60),
    "Zea": (190, 90, 20),
}
# The recent faces (scenes/ui/recent.py): 64 groups x 5 sizes x 7 edges would fill for
# days. The busiest frame of a kiosk's demos draws 16 faces, 0.5 MB: the budget is six
# times that (docs/benchmarks.md, "Kiosk soak").
_cache: Recent[tuple[object, ...], pygame.Surface] = Recent(192, megabytes=3.0)


def size_index_fitting(width: float, height: float = 1e9) -> int:
    """The largest face size that fits `width` × `height` (TINY if none does)."""
    for i, (w, h, _, _) in enumerate(SIZES):
        if w <= width and h <= height:
            return i
    return TINY


def _fit(line: str, px: int, width: int) -> tuple[str, int]:
    px2 = text.shrink_to_fit(line, px, width, max(12, px - 4))
    return text.ellipsize(line, px2, width), px2


SMALLEST = (14, 12, 9, 9, 9)  # the least name size per face size (the small: in print)
NAME_X = 5  # the name's margin inside the face's 3 px frame


def name_lines(name: str, px: int, width: int, height: int,
               smallest: int) -> list[tuple[str, int]]:
    """A name whole in a `width` × `height` box (issue 31: "The Evergreen…", names
    run over their chips): the largest size from `px` down at which its lines, wrapped
    (two, or three where they fit), fit both ways. Only a box too small at `smallest`
    cuts the last line."""
    for size in range(px, smallest - 1, -1):
        fnt = text.font(size)
        lines = text.wrapped(name, size, width)
        if (all(fnt.size(line)[0] <= width for line in lines)
                and len(lines) * line_step(size) + 2 <= height):
            return [(line, size) for line in lines]
    fits = max(1, (height - 2) // line_step(smallest))
    lines = text.wrapped(name, smallest, width)
    if len(lines) > fits:
        lines = lines[:fits - 1] + [" ".join(lines[fits - 1:])]
    return [(text.ellipsize(line, smallest, width), smallest) for line in lines]


def name_top(size: int) -> int:
    """Where a face's name starts: close to the top edge on the low WIDE face."""
    return 3 if size == WIDE else 4


def cabal_numbers_foot(size: int) -> int:
    """Where the foot of a Cabal face's numbers lies (low on the low WIDE face)."""
    return SIZES[size][1] - (2 if size == WIDE else 5)


def line_step(px: int) -> int:
    """How far down the next line of a face's name starts (lines sit close)."""
    return text.font(px).get_height() - 2


class Part(NamedTuple):
    """A piece of a face: words at a size and colour in a box (chip: its backing)."""

    words: str
    px: int
    colour: Colour
    rect: pygame.Rect
    chip: Colour | None = None


def group_parts(g: int, size: int) -> list[Part]:
    """What a group's face shows and where: the name whole at the top (wrapped, smaller
    where it must be), the numbers at the foot, the alignment chips between them; none
    over another (tests/pulling_strings_table/test_faces.py measures it)."""
    w, h, name_px, num_px = SIZES[size]
    card = GROUPS[g]
    if size == WIDE:
        return _wide_parts(g)
    parts: list[Part] = []
    # Numbers: power / transferable power on the left, resistance, income on the right.
    stats = f"{card.power}/{card.transfer}" if card.power else f"-/{card.transfer}"
    left = text.font(num_px).size(stats)
    base = h - 6 - text.font(num_px).get_height()
    parts.append(Part(stats, num_px, (150, 30, 30), pygame.Rect((6, base), left)))
    income = f"R{card.resistance}  +{card.income}"
    right = pygame.Rect((0, base), text.font(num_px).size(income))
    right.right = w - 6
    parts.append(Part(income, num_px, CARD_INK, right))
    chip_px = max(12, num_px - 6)
    chip_h = text.font(chip_px).get_height()
    chips_top = base if size == TINY else base - chip_h - 2
    y = 4
    for line, px in name_lines(card.name, name_px, w - 2 * NAME_X, chips_top - y,
                               SMALLEST[size]):
        box = pygame.Rect((0, y), text.font(px).size(line))
        box.centerx = w // 2
        parts.append(Part(line, px, CARD_INK, box))
        y += line_step(px)
    x = 6
    for a in card.alignments if size != TINY else ():
        rect = pygame.Rect(x, chips_top, text.font(chip_px).size(a)[0] + 6, chip_h)
        if rect.right > w - 4:
            break
        parts.append(Part(a, chip_px, (255, 255, 255), rect, ALIGN_COLOURS[a]))
        x = rect.right + 3
    return parts


def _wide_parts(g: int) -> list[Part]:
    """The WIDE face: the name on one line (smaller where it must), under it the numbers
    at the ends and the chips between them."""
    w, h, name_px, num_px = SIZES[WIDE]
    card = GROUPS[g]
    base = h - 2 - text.font(num_px).get_height()
    [(line, px)] = name_lines(card.name, name_px, w - 2 * NAME_X, base - name_top(WIDE),
                              SMALLEST[WIDE])[:1]
    name = pygame.Rect((0, name_top(WIDE)), text.font(px).size(line))
    name.centerx = w // 2
    stats = f"{card.power}/{card.transfer}" if card.power else f"-/{card.transfer}"
    left = pygame.Rect((6, base), text.font(num_px).size(stats))
    income = f"R{card.resistance} +{card.income}"
    right = pygame.Rect((0, base), text.font(num_px).size(income))
    right.right = w - 6
    parts = [Part(stats, num_px, (150, 30, 30), left), Part(income, num_px, CARD_INK, right),
             Part(line, px, CARD_INK, name)]
    chip_px = 10
    x = left.right + 6
    for a in card.alignments:
        rect = pygame.Rect(x, base, text.font(chip_px).size(a)[0] + 6,
                           text.font(chip_px).get_height())
        if rect.right > right.left - 4:
            break
        parts.append(Part(a, chip_px, (255, 255, 255), rect, ALIGN_COLOURS[a]))
        x = rect.right + 3
    return parts


def group_face(g: int, size: int, edge: Colour) -> pygame.Surface:
    """A group's face at size index `size`, framed in its controller's colour."""
    key = ("group", g, size, edge)
    if key in _cache:
        return _cache[key]
    w, h = SIZES[size][:2]
    card = GROUPS[g]
    surf = canvas.Surface((w, h), pygame.SRCALPHA)
    pen.rect(surf, CARD_BG, surf.get_rect(), border_radius=8)
    pen.rect(surf, edge, surf.get_rect(), 3, border_radius=8)
    for part in group_parts(g, size):
        at = part.rect.topleft
        if part.chip is not None:
            pen.rect(surf, part.chip, part.rect, border_radius=4)
            at = (part.rect.x + 3, part.rect.y)
        surf.blit(text.cached(part.words, part.px, part.colour), at)
    # Outward arrows as notches on the bottom edge.
    for i in range(card.arrows):
        cx = w // 2 + (i - (card.arrows - 1) / 2) * 12
        pen.polygon(surf, edge, [(cx - 4, h - 3), (cx + 4, h - 3), (cx, h + 3)])
    _cache[key] = surf
    return surf


def cabal_face(c: int, size: int, edge: Colour) -> pygame.Surface:
    key = ("cabal", c, size, edge)
    if key in _cache:
        return _cache[key]
    w, h, name_px, num_px = SIZES[size]
    cab = CABALS[c]
    surf = canvas.Surface((w, h), pygame.SRCALPHA)
    pen.rect(surf, (40, 34, 44), surf.get_rect(), border_radius=8)
    pen.rect(surf, edge, surf.get_rect(), 4, border_radius=8)
    y = name_top(size)
    for line, px in cabal_name_lines(c, size):
        img = text.cached(line, px, theme.ACCENT)
        surf.blit(img, img.get_rect(midtop=(w // 2, y)))
        y += line_step(px)
    nums = text.cached(f"{cab.power}/{cab.transfer}  +{cab.income}", num_px, theme.INK)
    surf.blit(nums, nums.get_rect(midbottom=(w // 2, cabal_numbers_foot(size))))
    _cache[key] = surf
    return surf


def cabal_name_lines(c: int, size: int) -> list[tuple[str, int]]:
    """The Cabal's name on its face, whole above its numbers (smaller where it must)."""
    w, h, name_px, num_px = SIZES[size]
    name = CABALS[c].name.removeprefix("The ")
    room = cabal_numbers_foot(size) - text.font(num_px).get_height() - name_top(size)
    return name_lines(name, name_px, w - 2 * NAME_X, room, SMALLEST[size])


def special_face(kind: int | None, w: int, h: int) -> pygame.Surface:
    """A special card: face up with its name (kind given) or its plain back (None)."""
    key = ("special", kind, w, h)
    if key in _cache:
        return _cache[key]
    surf = canvas.Surface((w, h), pygame.SRCALPHA)
    if kind is None:
        pen.rect(surf, (88, 40, 60), surf.get_rect(), border_radius=5)
        pen.rect(surf, theme.ACCENT, surf.get_rect(), 2, border_radius=5)
        pen.line(surf, theme.ACCENT, (4, h - 5), (w - 5, 4), 2)
    else:
        pen.rect(surf, (250, 226, 160), surf.get_rect(), border_radius=5)
        pen.rect(surf, (88, 40, 60), surf.get_rect(), 2, border_radius=5)
        line, px = _fit(SPECIALS[kind].name, 16, w - 6)
        img = text.cached(line, px, CARD_INK)
        surf.blit(img, img.get_rect(center=(w // 2, h // 2)))
    _cache[key] = surf
    return surf


def clear_cache() -> None:
    _cache.clear()


canvas.on_change(clear_cache)  # faces are drawn at the render scale: a new one draws anew
