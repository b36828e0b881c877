"""Counter names set to fit a counter face: abbreviations, hyphenation, a condensed face.

`fit_text` chooses the largest size and the line breaks at which a name fits a box,
cutting words only as the last resort; `render_condensed` draws a line narrowed to the
counter's type. Used by `counter_art` (faces) and anywhere a counter's name is shown small.
"""

from __future__ import annotations

import pygame

from scenes.ui import canvas, text
from scenes.ui.art import Colour

_STOPWORDS = {"the", "of", "on", "in", "to", "a", "an", "and"}


_ABBREVIATIONS = {
    "advertising": "Ads", "assassination": "Assassins", "deprivation": "Depriv.",
    "disinformation": "Disinfo", "documents": "Docs", "engineering": "Eng.",
    "helicopters": "Copters", "manipulation": "Manip.", "surveillance": "Surveil.",
    "sustainable": "Sustain.",
}


_VOWELS = set("aeiouyAEIOUY")


_CONDENSE = 0.8  # counter names are set condensed: the default font is wide


_NOT_SPLIT = {"ch", "sh", "th", "ph", "ck", "ng", "qu", "wh"}


_ONSETS = {"bl", "br", "cl", "cr", "dr", "fl", "fr", "gl", "gr", "pl", "pr", "sc", "sk", "sl",
           "sm", "sn", "sp", "st", "sw", "tr", "tw"}


def name_variants(name: str) -> list[tuple[str, int]]:
    """Ever shorter forms of a name with their level: 0 as is, 1 without small words,
    2 with abbreviations, 3 with long words cut. Duplicates keep the lowest level."""
    words = name.split()
    kept = [w for w in words if w.lower() not in _STOPWORDS] or words
    abbreviated = [_ABBREVIATIONS.get(w.lower(), w) for w in kept]
    cut = [w if len(w) <= 7 or w.endswith(".") else w[:6] + "." for w in abbreviated]
    variants: list[tuple[str, int]] = []
    for level, v in enumerate((words, kept, abbreviated, cut)):
        joined = " ".join(v)
        if all(joined != seen for seen, _ in variants):
            variants.append((joined, level))
    return variants


def hyphen_points(word: str) -> list[int]:
    """Rough syllable breaks (V-CV, C-CV, VC-CCV), keeping 3+ letters each side."""
    points = []
    for i in range(3, len(word) - 2):
        a, b, c = word[i - 1], word[i], word[i + 1]
        if not (a.isalpha() and b.isalpha() and c.isalpha()):
            continue
        if a in _VOWELS and b not in _VOWELS and c in _VOWELS:
            points.append(i)  # ve-ry
        elif (a not in _VOWELS and b not in _VOWELS and c in _VOWELS
              and (a + b).lower() not in _NOT_SPLIT | _ONSETS and _VOWELS & set(word[:i - 1])):
            points.append(i)  # sur-vey, black-mail
        elif ((b + c).lower() in _ONSETS | _NOT_SPLIT and _VOWELS & set(word[:i])
              and i + 2 < len(word) and word[i + 2] in _VOWELS):
            points.append(i)  # tem-plar, micro-chip
    return points


def _text_width(line: str, px: int) -> int:
    return round(text.font(px * 2, scaled=False).size(line)[0] * _CONDENSE / 2)


def _wrap_names(name: str, px: int, width: int, hyphenate: bool) -> list[str]:
    """Greedy wrap measured in the condensed face; long words may be hyphenated.

    A word that fits a line of its own moves down whole; only a word too long for
    any line is split (when `hyphenate`), at the last break that still fits."""
    lines: list[str] = []
    line = ""
    words = name.split()
    i = 0
    while i < len(words):
        word = words[i]
        candidate = f"{line} {word}" if line else word
        if _text_width(candidate, px) <= width:
            line, i = candidate, i + 1
            continue
        if hyphenate and _text_width(word, px) > width:
            head = f"{line} " if line else ""
            cuts = [c for c in hyphen_points(word)
                    if _text_width(f"{head}{word[:c]}-", px) <= width]
            if cuts:
                lines.append(f"{head}{word[:cuts[-1]]}-")
                words[i] = word[cuts[-1]:]
                line = ""
                continue
        if line:
            lines.append(line)  # retry the word on a fresh line
            line = ""
        else:
            lines.append(word)  # too long even alone: the fit check will refuse it
            i += 1
    if line:
        lines.append(line)
    return lines


_VARIANT_PENALTY = (0.0, 0.5, 1.5, 6.0)  # cutting words is the last resort


_HYPHEN_PENALTY = 1.25
_SMALLEST_PX = 8  # a name that fits nowhere larger is set this small, never spilled


def fit_text(
    name: str, width: int, height: int, *, max_px: int, min_px: int, max_lines: int = 3
) -> tuple[int, list[str]]:
    """Pick a short form, hyphenation and font size for `name` in a width×height box.

    Every form (full, without small words, abbreviated, cut) is tried with and without
    hyphens at the largest size that fits; the winner is the largest size after a
    small penalty per abbreviation step and per hyphen, so a name is only shortened
    when that buys a clearly bigger size."""
    best: tuple[float, int, list[str]] | None = None
    for variant, level in name_variants(name):
        for hyphenate in (False, True):
            for px in range(max_px, min_px - 1, -1):
                lines = _wrap_names(variant, px, width, hyphenate)
                if (
                    len(lines) <= max_lines
                    and all(_text_width(line, px) <= width for line in lines)
                    and _block_height(px, len(lines)) <= height
                ):
                    hyphens = sum(line.endswith("-") for line in lines)
                    score = px - _VARIANT_PENALTY[level] - _HYPHEN_PENALTY * hyphens
                    if best is None or score > best[0]:
                        best = (score, px, lines)
                    break
    if best is None and min_px > _SMALLEST_PX:  # a size smaller rather than spill (issue 22)
        return fit_text(name, width, height, max_px=min_px - 1, min_px=min_px - 1,
                        max_lines=max_lines)
    if best is None:  # nothing fits even at the smallest size: the shortest form, clipped
        shortest = name_variants(name)[-1][0]
        return min_px, _wrap_names(shortest, min_px, width, True)[:max_lines]
    return best[1], best[2]


def _line_step(px: int) -> int:
    # Tighter than get_linesize(): names are short and sit in a small box.
    return round(text.font(px * 2, scaled=False).get_ascent() / 2) + 1


def _block_height(px: int, lines: int) -> int:
    """Height of `lines` lines: steps between them plus one full line (descenders)."""
    return _line_step(px) * (lines - 1) + round(text.font(px * 2, scaled=False).get_height() / 2)


def render_condensed(line: str, px: int, colour: Colour) -> pygame.Surface:
    """Render at double size, then scale down narrower: crisp condensed type."""
    glyph = text.font(px * 2, scaled=False).render(line, True, colour)
    w, h = glyph.get_size()
    return canvas.smoothscale(glyph, (max(1, round(w * _CONDENSE / 2)), round(h / 2)))
