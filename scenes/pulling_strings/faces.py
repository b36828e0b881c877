"""Card faces drawn procedurally (our own template, spec §0): a group's name, power /
transferable power, resistance, income, alignment chips and its outward arrows; a
Cabal's name and numbers; a special's back. Faces are cached by what they show."""

from __future__ import annotations

import pygame

from game.pulling_strings.cards import CABALS, GROUPS, SPECIALS
from scenes.ui import canvas, pen, text, theme

Colour = tuple[int, int, int]

# The three sizes a face is drawn at: (width, height, name px, numbers px).
SIZES = ((164, 104, 19, 21), (128, 84, 17, 18), (96, 66, 15, 16), (92, 46, 14, 15))
TINY = 3  # the smallest: one line of name and the numbers, no alignment chips
CARD_BG: Colour = (244, 236, 214)
CARD_INK: Colour = (30, 26, 34)
# One colour per alignment pair side, so chips are told apart by text and colour alike.
ALIGN_COLOURS: dict[str, Colour] = {
    "Est": (70, 96, 150), "Und": (110, 70, 130), "Pro": (40, 130, 120),
    "Tra": (140, 100, 50), "Pea": (70, 140, 70), "Vio": (170, 50, 50),
    "Mai": (90, 110, 120), "Fri": (150, 120, 20), "Cro": (60, 60, 60),
    "Zea": (190, 90, 20),
}
_cache: dict[tuple[object, ...], pygame.Surface] = {}


def size_index_fitting(width: float, height: float = 1e9) -> int:
    """The largest face size that fits `width` × `height` (the smallest otherwise)."""
    for i, (w, h, _, _) in enumerate(SIZES):
        if w <= width and h <= height:
            return i
    return len(SIZES) - 1


def _fit(line: str, px: int, width: int) -> tuple[str, int]:
    px2 = text.shrink_to_fit(line, px, width, max(12, px - 4))
    return text.ellipsize(line, px2, width), px2


def _name_lines(name: str, px: int, width: int) -> list[tuple[str, int]]:
    """A name in two lines at most, each within `width`: a word longer than the line
    ("Pharmaceuticals") is set smaller, then cut (it ran over the card's edge)."""
    lines = text.wrapped(name, px, width)
    if len(lines) > 2:
        px -= 2
        lines = text.wrapped(name, px, width)
        if len(lines) > 2:
            lines = [lines[0], text.ellipsize(" ".join(lines[1:]), px, width)]
    return [_fit(ln, px, width) for ln in lines]


def group_face(g: int, size: int, edge: Colour) -> pygame.Surface:
    """A group's face at size index `size`, framed in its controller's colour."""
    key = ("group", g, size, edge)
    if key in _cache:
        return _cache[key]
    w, h, name_px, num_px = SIZES[size]
    card = GROUPS[g]
    surf = canvas.Surface((w, h), pygame.SRCALPHA)
    pen.rect(surf, CARD_BG, surf.get_rect(), border_radius=8)
    pen.rect(surf, edge, surf.get_rect(), 3, border_radius=8)
    y = 4
    lines = _name_lines(card.name, name_px, w - 12)
    if size == TINY:
        lines = [_fit(card.name.removeprefix("The "), name_px, w - 10)]  # room for the rest
    for line, px in lines:
        img = text.cached(line, px, CARD_INK)
        surf.blit(img, img.get_rect(midtop=(w // 2, y)))
        y += img.get_height() - 2
    # Numbers: power / transferable power on the left, resistance, income on the right.
    stats = f"{card.power}/{card.transfer}" if card.power else f"-/{card.transfer}"
    img = text.cached(stats, num_px, (150, 30, 30))
    base = h - 6 - img.get_height()
    surf.blit(img, (6, base))
    right = text.cached(f"R{card.resistance}  +{card.income}", num_px, CARD_INK)
    surf.blit(right, right.get_rect(topright=(w - 6, base)))
    # Alignment chips between the name and the numbers.
    x = 6
    chip_px = max(12, num_px - 6)
    for a in card.alignments if size != TINY else ():
        label = text.cached(a, chip_px, (255, 255, 255))
        rect = pygame.Rect(x, base - label.get_height() - 2, label.get_width() + 6,
                           label.get_height())
        if rect.right > w - 4:
            break
        pen.rect(surf, ALIGN_COLOURS[a], rect, border_radius=4)
        surf.blit(label, (x + 3, rect.top))
        x = rect.right + 3
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
    y = 4
    for line, px in cabal_name_lines(c, size):
        img = text.cached(line, px, theme.ACCENT)
        surf.blit(img, img.get_rect(midtop=(w // 2, y)))
        y += img.get_height() - 2
    nums = text.cached(f"{cab.power}/{cab.transfer}  +{cab.income}", num_px, theme.INK)
    surf.blit(nums, nums.get_rect(midbottom=(w // 2, h - 5)))
    _cache[key] = surf
    return surf


def cabal_name_lines(c: int, size: int) -> list[tuple[str, int]]:
    """The Cabal's name on its face: two lines at most; one, cut to fit, on the
    smallest face (two stood over its numbers there)."""
    w, _h, name_px, _ = SIZES[size]
    name = CABALS[c].name.removeprefix("The ")
    if size == TINY:
        return [_fit(name, name_px, w - 12)]
    return _name_lines(name, name_px, w - 12)


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
