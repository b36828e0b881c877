"""The private desk of the member at the screen (spec §16): own file with truths, the
notebook (informant reports and claims received), claims told and spreader credits,
the inbox of offers, the true score. Drawn only from the viewer's observation; for the
public (and the kiosk's director's cut) a gallery of public scores instead."""

from __future__ import annotations

import math
from typing import Any

import pygame

from game.core.contract import EVERYONE
from game.intrigue.content import heading_text
from scenes.intrigue import places as pl
from scenes.ui import pen, prompts, text, theme
from scenes.ui.input import KEYBOARD, MOUSE, TOUCH

TRUE_INK = (120, 230, 130)
FALSE_INK = (255, 110, 100)
SMALL = 18
TABLE_BG = (30, 22, 26)  # the table's background (view.BG)
DESK_PX = 20  # the desk's lines: read from a sofa at 1280×720 (issue 31, item 12)
INDENT = 22  # an entry's wrapped lines stand in from its first


NAME_FLOOR_PX = 14  # a member's name is never drawn smaller: still read from the sofa


def fit_name(name: str, px: int, width: int) -> tuple[str, int]:
    """A member's name (up to 16 letters) in `width` px: at the largest size from `px`
    that holds it whole, down to 14 px as drawn (at 120 % text a smaller size is asked
    for: the names of six members hold their narrow cards whole), ellipsized only past
    that. (The name and its size.)"""
    smallest = min(px, math.ceil(NAME_FLOOR_PX / text.get_scale()))
    px = text.shrink_to_fit(name, px, width, smallest)
    return text.ellipsize(name, px, width), px


def halves(points: int) -> str:
    """Half-points as the players read them: 3, 3½, -½."""
    whole, half = divmod(abs(points), 2)
    sign = "-" if points < 0 else ""
    return f"{sign}{whole}{'½' if half else ''}" if whole or not half else f"{sign}½"


class DeskView:
    """Mixed into IntrigueView (which provides obs, page, scroll, name, claim_words,
    _panel)."""

    obs: Any
    page: int
    scroll: int

    def desk_lines(self) -> list[tuple[str, tuple[int, int, int]]]:
        """The lines of the desk's page, from the viewer's observation only."""
        o = self.obs
        me = o.viewer
        out: list[tuple[str, tuple[int, int, int]]] = []
        page = pl.DESK_PAGES[self.page]
        if page == "File":
            out.append((f"True score {halves(o.true_score)} (public {halves(o.public[me])}, "
                        f"secret {halves(o.secret_points)})", theme.ACCENT))
            for k, truth in enumerate(o.truth):
                mark = "TRUE " if truth else "false"
                out.append((f"{k + 1:>2}. {mark}  {heading_text(o.files[me][k])}",
                            TRUE_INK if truth else theme.INK_DIM))
        elif page == "Notebook":
            for r, subject, slot, truth in reversed(o.reports):
                out.append((f"R{r} informant: {self.claim_words(subject, slot)} — "
                            f"{'TRUE' if truth else 'FALSE'}", theme.ACCENT))
            for t in reversed(o.tellings):
                if t[2] == me:
                    out.append(self._telling_line(t, f"from {self.name(t[1])}"))
            if len(out) == 0:
                out.append(("Nothing heard yet.", theme.INK_DIM))
        elif page == "Told":
            for t in reversed(o.tellings):
                if t[1] == me:
                    out.append(self._telling_line(t, f"to {self.name(t[2])}"))
            for r, subject, slot, pts in reversed(o.spread):
                out.append((f"R{r} you spread “{self.claim_words(subject, slot)}”: "
                            f"{halves(pts)} secret", theme.ACCENT))
            if len(out) == 0:
                out.append(("You have told nobody anything.", theme.INK_DIM))
        else:
            states = ("waiting", "accepted", "declined", "expired")
            for offerer, receiver, subject, slot, sworn, r, state in reversed(o.offers):
                stamp = ", sworn" if sworn == 1 else ""
                what = (f" ({self.claim_words(subject, slot)}{stamp})" if subject >= 0 else
                        " (sealed until you accept)")
                if receiver == me:
                    out.append((f"R{r} offer from {self.name(offerer)}{what}: {states[state]}",
                                theme.ACCENT if state == 0 else theme.INK))
                else:
                    out.append((f"R{r} your offer to {self.name(receiver)}{what}: "
                                f"{states[state]}", theme.INK_DIM))
            if len(out) == 0:
                out.append(("No offers.", theme.INK_DIM))
        return out

    def news(self) -> list[tuple[str, str]]:
        """What reached the member at the screen unread (scenes/intrigue/news.py)."""
        return []

    def _draw_news(self, surface: pygame.Surface, y: int) -> int:
        """The member's unread news in a box at the top of the page; the y below it."""
        news = self.news()
        if not news:
            return y
        area = pygame.Rect(pl.DESK.x + 8, y, pl.DESK.w - 16, 0)
        if len(news) == 1:  # one item: said in full
            words = f"New: {news[0][0]} (see {news[0][1]})."
        else:  # more: counted, the tabs' marks show where (the page keeps its room)
            parts = []
            for page, one in (("Notebook", "note"), ("Inbox", "answer")):
                k = sum(1 for _w, where in news if where == page)
                if k:
                    parts.append(f"{k} {one}{'s' if k > 1 else ''} ({page})")
            words = "New: " + ", ".join(parts) + "."
        lines = text.wrapped(words, DESK_PX, area.w - 12)
        step = text.font(DESK_PX).get_linesize()
        area.h = len(lines) * step + 8
        pen.rect(surface, theme.FOCUS_FILL, area, border_radius=6)
        pen.rect(surface, theme.ACCENT, area, 2, border_radius=6)
        for i, line in enumerate(lines):
            text.blit_text(surface, line, DESK_PX, theme.ACCENT,
                           (area.x + 6, area.y + 4 + i * step))
        return area.bottom + 6

    def _telling_line(self, t: tuple[int, ...], who: str) -> tuple[str, tuple[int, int, int]]:
        r, _giver, _receiver, subject, slot, sworn, how = t
        proved = self.obs.resolved[subject][slot]
        after = "" if proved < 0 else (" → proved TRUE" if proved else " → proved FALSE")
        kind = "secret" if how else "whisper"
        stamp = ", sworn" if sworn else ""
        colour = theme.INK if proved < 0 else (TRUE_INK if proved else FALSE_INK)
        return (f"R{r} {kind} {who}{stamp}: {self.claim_words(subject, slot)}{after}", colour)

    def _draw_desk(self, surface: pygame.Surface) -> None:
        o = self.obs
        me = o.viewer
        if me is None or not 0 <= me < o.players:
            self._panel(surface, pl.DESK, "The chamber")
            area = pygame.Rect(pl.DESK.x + 12, pl.DESK.y + 40, pl.DESK.w - 24, pl.DESK.h - 50)
            note = ("Each member's desk is private: it shows when that member sits at the "
                    "screen. Here only what every member knows is shown.")
            if me == EVERYONE:  # the kiosk's director's cut (§16)
                self._panel(surface, pl.DESK, "Director's cut")
                note = ("Bots only, so the director may tell you one secret: after each "
                        "vote, who really spread the rumour.")
            used = text.blit_wrapped(surface, note, SMALL, theme.INK_DIM, area)
            y = area.y + used + 10
            for p in sorted(range(o.players), key=lambda q: -o.public[q]):
                score = halves(o.public[p])
                unit = "point" if score in ("1", "-1", "½", "-½") else "points"
                # The score whole, the name in what is left (a long one at 120 % ran
                # past the panel and was cut by the region's clip).
                tail = f": {score} {unit}"
                px = text.shrink_to_fit(self.name(p) + tail, theme.SMALL_PX, area.w,
                                        NAME_FLOOR_PX)
                name, px = fit_name(self.name(p), px,
                                    area.w - text.font(px).size(tail)[0])
                text.blit_text(surface, name + tail, px, theme.INK, (area.x, y))
                y += text.font(theme.SMALL_PX).get_linesize() + 4
            return
        self._panel(surface, pl.DESK, "")
        # The tabs stand on the panel: no bits of its border between them.
        pen.rect(surface, TABLE_BG, (pl.DESK.x, pl.DESK.y, pl.DESK.w, 30))
        for i, title in enumerate(pl.DESK_PAGES):
            tab = pl.desk_tab(i)
            fill = theme.FOCUS_FILL if i == self.page else theme.PANEL
            pen.rect(surface, fill, tab, border_radius=6)
            label = title + (f" ({len(o.inbox)})" if title == "Inbox" and o.inbox else "")
            px = text.shrink_to_fit(label, SMALL, tab.w - 6, 13)  # smaller, not past the tab
            text.blit_text(surface, text.ellipsize(label, px, tab.w - 6), px,
                           theme.ACCENT if i == self.page else theme.INK, tab.center,
                           anchor="center")
            if any(page == title for _w, page in self.news()):  # unread news here
                pen.circle(surface, theme.DANGER, (tab.right - 7, tab.y + 7), 5)
        lines = self.desk_lines()
        y = self._draw_news(surface, pl.DESK.y + 38)
        start = min(self.scroll, max(0, len(lines) - 1))
        # Every line whole (issue 31, item 12): an entry wraps, its next lines indented;
        # what does not fit waits below, and the page says so.
        step = text.font(DESK_PX).get_linesize()
        bottom = pl.DESK.bottom - 4
        width = pl.DESK.w - 20 - INDENT
        rows = (bottom - y) // step
        if start > 0:
            text.blit_text(surface, f"More above: {self._page_key('up')}", DESK_PX,
                           theme.INK_DIM, (pl.DESK.x + 10, y))
            y, rows = y + step, rows - 1
        entries = [(text.wrapped(words, DESK_PX, width), colour)
                   for words, colour in lines[start:]]
        for k, (parts, colour) in enumerate(entries):
            last = k == len(entries) - 1
            # Only whole entries; the last row says "more" when any are left.
            if len(parts) > rows - (0 if last else 1) and k > 0:
                text.blit_text(surface, f"More below: {self._page_key('down')}", DESK_PX,
                               theme.INK_DIM, (pl.DESK.x + 10, y))
                return
            for i, line in enumerate(parts[:max(1, rows)]):
                text.blit_text(surface, line, DESK_PX, colour,
                               (pl.DESK.x + 10 + (INDENT if i else 0), y))
                y += step
            rows -= len(parts)

    def _page_key(self, way: str) -> str:
        """How the member at the screen turns the desk's page, in their device's words."""
        device = prompts.device_of(self)
        if device in (MOUSE, TOUCH):
            return "the wheel" if device == MOUSE else "scroll"
        control = prompts.name("page", device)
        if device == KEYBOARD:
            control = "Page Up" if way == "up" else "Page Down"
        return control or "scroll"
