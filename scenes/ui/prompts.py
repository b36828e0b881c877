"""On-screen controls named for the device in use (scenes/input.py tracks it).

`name("confirm", device)` is "Enter", "Click", "Tap" or "Ⓐ"; `hint(...)` joins
several into a footer line, leaving out what a device has no control for; `blit`
draws a line with the controller's face buttons as coloured badges (the bundled font
has no glyphs for Ⓐ Ⓑ Ⓧ Ⓨ). The controller names follow scenes.ui.input.CONTROLLER_MAP.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

import pygame

from scenes.ui import canvas, pen, text, theme
from scenes.ui.input import CONTROLLER, KEYBOARD, MOUSE, TOUCH

# action -> (keyboard, mouse, touch, controller); "" = that device has none to show.
NAMES: dict[str, tuple[str, str, str, str]] = {
    "confirm": ("Enter", "Click", "Tap", "Ⓐ"),
    "back": ("Esc", "Right-click", "Two-finger tap", "Ⓑ"),
    "quit": ("Esc", "", "", "Ⓑ"),
    "menu": ("Esc", "", "", "Start"),
    "move": ("Arrows", "", "", "D-pad"),
    "updown": ("Up / Down", "", "", "D-pad up / down"),
    "change": ("Left / Right", "Click the arrows", "Tap the arrows", "D-pad left / right"),
    "switch": ("Tab", "", "", "RB"),
    "scroll": ("Arrows", "Wheel", "Drag", "D-pad"),
    "page": ("Page Up / Down", "", "", "Right stick"),
    "undo": ("Backspace", "", "", "Ⓧ"),
    "random": ("R", "", "", ""),
    "clear": ("C", "", "", ""),
    "done": ("D", "", "", "Ⓨ"),
    "rules": ("F1", "", "", "Back"),
    "hint": ("?", "", "", "L3"),  # a coach's hint (mouse and touch: the Hint button)
    "end_phase": ("P", "", "", "LT"),
    "draw": ("D", "", "", "Ⓨ"),
    "fast": ("F", "", "", "RT"),
    "fullscreen": ("F11", "", "", ""),
    "mute": ("M", "", "", ""),
    "place": ("Enter", "click or drag", "tap or drag", "Ⓐ"),
    "zoom": ("Z", "Click a card", "Tap a card", "Right stick up"),
    "any": ("any key", "Click", "Tap", "Ⓐ"),
}
_COLUMN = {KEYBOARD: 0, MOUSE: 1, TOUCH: 2, CONTROLLER: 3}

# The footer line of each scene: (action, what it does there).
SCENE_HINTS: dict[str, tuple[tuple[str, str], ...]] = {
    "title": (("move", "move"), ("switch", "games / menu"), ("confirm", "choose"),
              ("quit", "quit")),
    "setup": (("updown", "move"), ("change", "change"), ("confirm", "edit / choose"),
              ("back", "back")),
    "settings": (("updown", "move"), ("change", "change"), ("mute", "sound"),
                 ("back", "back")),
    "rules": (("scroll", "scroll"), ("page", "page"), ("back", "back")),
    "plot_builder": (("move", "move"), ("confirm", "take / put back"), ("random", "random"),
                     ("undo", "undo"), ("done", "done"), ("rules", "rules")),
    "pause": (("confirm", "choose"), ("back", "resume")),
    "reveal": (("any", "continue"),),
}

# Face buttons drawn as badges: glyph -> (letter, colour). Letters too: never colour alone.
BADGES: dict[str, tuple[str, tuple[int, int, int]]] = {
    "Ⓐ": ("A", (96, 176, 80)), "Ⓑ": ("B", (210, 74, 60)),
    "Ⓧ": ("X", (70, 130, 210)), "Ⓨ": ("Y", (222, 184, 60)),
}
SEPARATOR = "    "

_cache: dict[tuple[str, int, tuple[int, int, int], float], pygame.Surface] = {}
canvas.on_change(_cache.clear)  # lines drawn at another render scale would be enlarged


def device_of(scene: Any) -> str:
    """The device the player at `scene` used last (keyboard outside an app)."""
    state = getattr(getattr(scene, "services", None), "input", None)
    device = getattr(state, "device", KEYBOARD)
    return device if device in _COLUMN else KEYBOARD


def name(action: str, device: str) -> str:
    """The control for `action` on `device`; "" when that device has none."""
    names = NAMES.get(action)
    return names[_COLUMN.get(device, 0)] if names else ""


def press(action: str, device: str) -> str:
    """A sentence's opening: "Press Enter", "Click", "Tap", "Press Ⓐ"."""
    control = name(action, device)
    if not control:
        return ""
    return control if device in (MOUSE, TOUCH) else f"Press {control}"


def suffix(action: str, device: str) -> str:
    """ " (P)" after a button's label, when the device has a key for it."""
    control = name(action, device) if device in (KEYBOARD, CONTROLLER) else ""
    return f" ({control})" if control else ""


def hint(items: Sequence[tuple[str, str]], device: str) -> str:
    """ "Enter: choose    Esc: back", without what the device cannot do."""
    parts = [f"{control}: {what}" for action, what in items
             if (control := name(action, device))]
    return SEPARATOR.join(parts)


def scene_hint(scene: str, device: str) -> str:
    return hint(SCENE_HINTS.get(scene, ()), device)


def plain(line: str) -> str:
    """The line with badge glyphs spelled as letters (for wrapped or cached text)."""
    for glyph, (letter, _) in BADGES.items():
        line = line.replace(glyph, letter)
    return line


def render(line: str, px: int, colour: tuple[int, int, int]) -> pygame.Surface:
    """One line of text with every face-button glyph drawn as a round badge."""
    key = (line, px, colour, text.get_scale())  # the text-size setting changes fonts
    cached = _cache.get(key)
    if cached is not None:
        return cached
    fnt = text.font(px)
    height = fnt.get_linesize()
    pieces: list[pygame.Surface] = []
    run = ""
    for ch in line:
        if ch in BADGES:
            if run:
                pieces.append(fnt.render(run, True, colour))
                run = ""
            pieces.append(_badge(ch, height, fnt))
        else:
            run += ch
    if run or not pieces:
        pieces.append(fnt.render(run, True, colour))
    image = canvas.Surface((sum(p.get_width() for p in pieces),
                            max(p.get_height() for p in pieces)), pygame.SRCALPHA)
    x = 0
    for piece in pieces:
        image.blit(piece, (x, (image.get_height() - piece.get_height()) // 2))
        x += piece.get_width()
    if len(_cache) > 64:  # a handful of lines per screen; never grows without bound
        _cache.clear()
    _cache[key] = image
    return image


def blit(surface: pygame.Surface, line: str, px: int, colour: tuple[int, int, int],
         pos: tuple[int, int], *, anchor: str = "topleft") -> pygame.Rect:
    """Like text.blit_text, with badges."""
    image = render(line, px, colour)
    rect = image.get_rect(**{anchor: pos})
    surface.blit(image, rect)
    return rect


def draw_hint(surface: pygame.Surface, scene: str, device: str, pos: tuple[int, int], *,
              anchor: str = "midbottom", px: int = theme.SMALL_PX,
              colour: tuple[int, int, int] = theme.INK_DIM) -> pygame.Rect | None:
    """A scene's footer line for `device` (nothing when it would be empty)."""
    line = scene_hint(scene, device)
    return blit(surface, line, px, colour, pos, anchor=anchor) if line else None


def clear_cache() -> None:
    _cache.clear()


def _badge(glyph: str, height: int, fnt: pygame.font.Font) -> pygame.Surface:
    letter, fill = BADGES[glyph]
    size = max(12, height - 2)
    badge = canvas.Surface((size + 4, size), pygame.SRCALPHA)
    centre = (badge.get_width() // 2, size // 2)
    pen.circle(badge, fill, centre, size // 2)
    pen.circle(badge, theme.INK_DARK, centre, size // 2, 2)
    mark = fnt.render(letter, True, theme.INK_DARK)
    if mark.get_height() > size - 4:  # keep the letter inside the circle
        scale = (size - 4) / mark.get_height()
        mark = canvas.smoothscale(
            mark, (max(1, round(mark.get_width() * scale)), size - 4))
    badge.blit(mark, mark.get_rect(center=centre))
    return badge
