"""How Intrigue's table looks: the chamber of members (portrait, public score, status,
file of twelve headings stamped TRUE / FALSE once opened), pacts as knots on both
partners' cards (a cord runs between them as it forms and snaps), the floor and
the tabled rumours, the narration, the private desk and the chooser.

Everything here is drawn from `self.obs`, the observation of the member at the screen
(`None`: the public view): the desk draws only what that observation holds.
The still picture is kept and redrawn only when what it shows changes; the animations
are blits over it (`moving_blits`), so a frame can be drawn by its changes alone.
"""

from __future__ import annotations

from typing import Any, NamedTuple

import pygame

from game.intrigue.content import claim_text, heading_text
from scenes.intrigue import places as pl
from scenes.intrigue.chooser_view import ChooserView
from scenes.intrigue.desk import (
    FALSE_INK,
    SMALL,
    TABLE_BG,
    TRUE_INK,
    DeskView,
    fit_name,
    halves,
)
from scenes.intrigue.portrait import portrait
from scenes.intrigue.still import HINT, Region, RegionPicture
from scenes.shell.match.table import TableScene
from scenes.ui import canvas, pen, prompts, text, theme
from scenes.ui.art import odd_rows
from scenes.ui.changes import Blit, Changes

BG = TABLE_BG
CARD = (52, 40, 44)
CARD_LIT = (84, 64, 48)
MERIT = (54, 96, 70)
BLEMISH = (110, 52, 52)
CORD = (222, 184, 96)
STATUS_SHORT = ("Member", "Senior", "Cabinet", "President")
TIP_W = 560  # the widest line of a heading's tip box


class CardWords(NamedTuple):
    name: str
    name_px: int
    name_at: pygame.Rect
    score: str
    score_px: int
    score_at: pygame.Rect


class IntrigueView(ChooserView, DeskView, RegionPicture, TableScene):
    """Drawing and geometry of the Intrigue table (mixed under IntrigueTable)."""

    obs: Any
    log_upto: int  # how much of the session's log the animations have reached
    stamped: dict[tuple[int, int], int]  # files stamped by an animation before resync
    path: list[int]
    focus: int
    scroll: int
    page: int

    def __init__(self, *args: Any, **kwargs: Any) -> None:
        super().__init__(*args, **kwargs)
        self._picture_surface: pygame.Surface | None = None
        self._picture_key: Any = None
        self._changes = Changes()
        self._unshown: list[pygame.Rect] | None = None  # picture areas not yet presented
        self.version = 0
        self.hover_chip: tuple[int, int] | None = None  # the heading under the pointer

    # ------------------------------------------------------------------ words
    def name(self, p: int) -> str:
        names = self.session.names
        return names[p] if 0 <= p < len(names) else "?"

    def claim_words(self, subject: int, slot: int) -> str:
        """The claim as a sentence: "Boris is chess champion of the Ministry…"."""
        return claim_text(self.name(subject), self.obs.files[subject][slot])

    def phase_line(self) -> str:
        o = self.obs
        if o.phase == "over":
            return "The game is over: the archives are open"
        if o.phase == "recess":
            if o.turn < o.mingling_turns:
                return (f"Recess, mingling turn {o.turn + 1} of {o.mingling_turns} · "
                        f"{self.name(o.actor)} moves")
            # §8: who answers in the reply step is hidden (only members with an offer
            # answer); the observation names the actor to itself only.
            if o.actor >= 0:
                return f"Recess, reply step · {self.name(o.actor)} answers"
            return "Recess, reply step · last notes are answered"
        if o.phase == "floor":
            return f"Floor session · {self.name(o.actor)}'s turn"
        if getattr(self, "revealing", False):
            return "Secret ballot · the hands go up together"
        return f"Secret ballot · {len(o.voted)} voted, {len(o.waiting)} to go"

    # ------------------------------------------------------------------ drawing
    def draw(self, surface: pygame.Surface) -> None:
        self._changes.whole(surface, self._picture(), self.moving_blits())
        self._unshown = []  # the window holds the whole picture now

    def draw_changes(self, surface: pygame.Surface) -> list[pygame.Rect] | None:
        picture = self._picture()
        changed, self._unshown = self._unshown, []  # the picture's areas not yet shown
        return self._changes.update(surface, picture, changed, self.moving_blits())

    def draw_still(self, surface: pygame.Surface) -> None:
        surface.blit(self._picture(), (0, 0))

    def picture_key(self) -> Any:
        return (self.version, self.hint if self.hint_time > 0 else "",
                prompts.device_of(self), self.chooser_active(), text.get_scale(),
                canvas.get_scale())

    def _picture(self) -> pygame.Surface:
        key = self.picture_key()
        if self._picture_surface is None or key != self._picture_key:
            # A new text size changes every region, a new render scale every pixel (the
            # picture is made anew at it): all of it is drawn again.
            whole = self._picture_surface is None or key[-2:] != (self._picture_key or key)[-2:]
            if whole:
                self._picture_surface = odd_rows((1280, 720))
            # Only the regions whose content changed are drawn again (still.py).
            areas = self.redraw_regions(self._picture_surface, BG, whole)
            if areas is None or self._unshown is None:
                self._unshown = None
            else:
                self._unshown = self._unshown + areas
            self._picture_key = key
        return self._picture_surface

    def regions(self) -> list[Region]:
        """The still picture's regions in draw order, each with what it shows."""
        o = self.obs
        n = o.players
        revealing = getattr(self, "revealing", False)
        on_floor = tuple(o.rumour[1:]) if o.rumour else ()
        out: list[Region] = [("top", pl.TOP, (o.round, o.round_limit, o.target,
                                               self.phase_line(), self.coach.offered()),
                              self._draw_top)]
        for p in range(n):
            key = (self.name(p), o.public[p], o.status[p], o.broken[p], o.actor == p,
                   p in o.waiting, p in o.voted, o.chair == p, revealing, o.files[p],
                   o.resolved[p], tuple(sorted((k, t) for (q, k), t in self.stamped.items()
                                               if q == p)),
                   tuple(k for q, k in o.tabled if q == p),
                   on_floor[1] if on_floor and on_floor[0] == p else -1,
                   self.services.art.player_colour(p).rgb, tuple(self.partners(p)))
            out.append((f"member{p}", pl.member_rect(p, n), key,
                        lambda s, p=p: self._draw_member(s, p)))
        floor = (o.rumour, o.tabled[-3:], len(o.tabled))
        out.append(("floor", pl.FLOOR, floor, self._draw_floor))
        log = tuple(self.session.log[:self.log_upto][-8:])
        out.append(("log", pl.LOG, log, self._draw_log))
        me = o.viewer
        desk = ((me, self.page, self.scroll, o.inbox, tuple(self.desk_lines()),
                 tuple(self.news()))
                if me is not None and 0 <= me < n
                else (me, tuple(sorted(range(n), key=lambda q: -o.public[q])), o.public))
        out.append(("desk", pl.DESK, desk, self._draw_desk))
        out.append(("chooser", pl.CHOOSER, self.chooser_key(), self._draw_chooser))
        tip = self.tip_rect()
        out.append(("tip", tip, (self.hover_chip, tip, o.resolved), self._draw_tip))
        hint = self.hint if self.hint_time > 0 else ""
        out.append(("hint", HINT if hint else pygame.Rect(0, 0, 0, 0), hint, self._draw_hint))
        return out

    def chooser_key(self) -> Any:
        """What the chooser panel shows."""
        o = self.obs
        base = (prompts.device_of(self), o.waiting, o.actor, getattr(self, "revealing", False),
                self.quick_active())
        if self.quick_active():
            s = self.session
            return (*base, s.waiting, o.voted, tuple(s.humans))
        if not self.chooser_active():
            return base
        return (*base, self.session.to_act, tuple(r.label for r in self.chooser_rows()),
                self.focus, tuple(self.chooser_trail()))

    def moving_blits(self) -> list[Blit]:
        return []

    def chooser_active(self) -> bool:
        return False

    def _draw_still(self, surface: pygame.Surface) -> None:
        """The whole still picture (every region, in order)."""
        self.redraw_regions(surface, BG, True)

    def _draw_hint(self, surface: pygame.Surface) -> None:
        if self.hint_time > 0 and self.hint:
            r = HINT
            pen.rect(surface, theme.PANEL, r, border_radius=8)
            pen.rect(surface, theme.DANGER, r, 2, border_radius=8)
            text.blit_text(surface, text.ellipsize(self.hint, theme.SMALL_PX, 780),
                           theme.SMALL_PX, theme.INK, r.center, anchor="center")

    def _panel(self, surface: pygame.Surface, rect: pygame.Rect, title: str) -> None:
        pen.rect(surface, theme.PANEL, rect, border_radius=8)
        pen.rect(surface, theme.PANEL_EDGE, rect, 2, border_radius=8)
        if title:
            text.blit_text(surface, title, theme.SMALL_PX, theme.ACCENT, (rect.x + 10, rect.y + 6))

    def _draw_top(self, surface: pygame.Surface) -> None:
        o = self.obs
        bar = pl.TOP
        pen.rect(surface, theme.PANEL, bar, border_radius=8)
        left = f"Round {o.round} of {o.round_limit} · first to {o.target}"
        text.blit_text(surface, left, theme.BODY_PX, theme.INK, (bar.x + 12, bar.centery),
                       anchor="midleft")
        # The phase line after the round's, whatever the text size, clear of the menu.
        x = bar.x + max(338, 24 + text.font(theme.BODY_PX).size(left)[0])
        end = pl.HINT_BUTTON.x if self.coach.offered() else pl.MENU.x  # the "? Hint" room
        line = text.ellipsize(self.phase_line(), theme.BODY_PX, end - 12 - x)
        text.blit_text(surface, line, theme.BODY_PX, theme.ACCENT, (x, bar.centery),
                       anchor="midleft")
        pen.rect(surface, theme.FOCUS_FILL, pl.MENU, border_radius=6)
        text.blit_text(surface, "Menu", theme.SMALL_PX, theme.INK, pl.MENU.center,
                       anchor="center")

    def hint_button_rect(self) -> pygame.Rect:
        """The coach's "? Hint" in the top bar beside Menu (clear of the moves' keys line
        at the foot of the chooser, where the shell's corner would lie)."""
        return pygame.Rect(pl.HINT_BUTTON)

    def _draw_member(self, surface: pygame.Surface, p: int) -> None:
        o = self.obs
        n = o.players
        r = pl.member_rect(p, n)
        acting = p == o.actor or (p in o.waiting and not getattr(self, "revealing", False))
        pen.rect(surface, CARD_LIT if acting else CARD, r, border_radius=10)
        edge = theme.ACCENT if acting else theme.PANEL_EDGE
        pen.rect(surface, edge, r, 4 if acting else 2, border_radius=10)
        colour = self.services.art.player_colour(p)
        face = portrait(p, 84, colour.rgb)
        surface.blit(face, (r.x + 8, r.y + 14))
        token = self.services.art.token(p, 26)
        surface.blit(token, (r.x + 70, r.y + 76))
        said = self.card_words(p)
        text.blit_text(surface, said.name, said.name_px, theme.INK, said.name_at.topleft)
        # The short title beside the score; the rules give the full one.
        room = r.w - 110 - 8 - said.score_at.w
        title = STATUS_SHORT[min(o.status[p], 3)]
        px = text.shrink_to_fit(title, SMALL, room, 14)  # smaller before it is cut
        status = text.ellipsize(title, px, room)
        text.blit_text(surface, status, px, theme.ACCENT if o.status[p] else theme.INK_DIM,
                       (r.x + 100, r.y + 42))
        words = self.card_note(p)
        knots = self._draw_knots(surface, p)
        if words and room - knots >= 36:  # else a stub ("h…") would say nothing
            left = room - knots
            px = text.shrink_to_fit(words, SMALL, left, 14)
            text.blit_text(surface, text.ellipsize(words, px, left), px, theme.INK,
                           (r.x + 100 + knots, r.y + 68))
        text.blit_text(surface, said.score, said.score_px, theme.INK, said.score_at.topleft)
        self._draw_file(surface, p)

    def card_words(self, p: int) -> CardWords:
        """The name and the score on member `p`'s card, their sizes and where they lie
        (the raised hands and the pact knots keep clear of them)."""
        r = pl.member_rect(p, self.obs.players)
        # The name has the row over the score to itself, so a narrow card (six members,
        # inside the TV safe area) keeps a 16-letter name whole at Text size 120%.
        col = r.w - 110
        name, px = fit_name(self.name(p), theme.BODY_PX, col)
        # Where the words' pictures lie (as blit_text places them).
        name_at = text.cached(name, px, theme.INK).get_rect(topleft=(r.x + 100, r.y + 8))
        score = halves(self.obs.public[p])
        score_px = text.shrink_to_fit(score, theme.HEADING_PX, col * 2 // 5, 30)
        score_at = text.cached(score, score_px, theme.INK).get_rect(
            topright=(r.right - 10, name_at.bottom))
        return CardWords(name, px, name_at, score, score_px, score_at)

    def _draw_file(self, surface: pygame.Surface, p: int) -> None:
        o = self.obs
        on_floor = tuple(o.rumour[1:]) if o.rumour else ()
        tabled = set(o.tabled)
        for k in range(12):
            chip = pl.chip_rect(p, k, o.players)
            pen.rect(surface, MERIT if k < 6 else BLEMISH, chip, border_radius=5)
            truth = self.stamped.get((p, k), o.resolved[p][k])
            if truth >= 0:
                word = "TRUE" if truth else "FALSE"
                ink = TRUE_INK if truth else FALSE_INK
                pen.rect(surface, (20, 16, 18), chip.inflate(-4, -4), border_radius=4)
                px = text.shrink_to_fit(word, 18, chip.w - 4, 11)
                text.blit_text(surface, word, px, ink, chip.center, anchor="center")
            else:
                text.blit_text(surface, str(k + 1), SMALL, theme.INK, chip.center, anchor="center")
            if (p, k) in tabled:
                pen.rect(surface, theme.INK_DIM, chip, 2, border_radius=5)
            if on_floor == (p, k):
                pen.rect(surface, theme.ACCENT, chip.inflate(4, 4), 3, border_radius=6)

    def _tip(self) -> tuple[list[pygame.Surface], pygame.Rect] | None:
        """The heading under the pointer, in words, and where its box goes."""
        if self.hover_chip is None:
            return None
        p, k = self.hover_chip
        o = self.obs
        if not (0 <= p < o.players):
            return None
        truth = o.resolved[p][k]
        state = "" if truth < 0 else (" — TRUE" if truth else " — FALSE")
        kind = "merit" if k < 6 else "blemish"
        words = f"{self.name(p)} {k + 1}: {heading_text(o.files[p][k])} ({kind}){state}"
        lines = text.wrapped(words, theme.SMALL_PX, TIP_W)  # whole, on two lines if long
        images = [text.cached(line, theme.SMALL_PX, theme.INK) for line in lines]
        box = pygame.Rect(0, 0, max(i.get_width() for i in images),
                          sum(i.get_height() for i in images)).inflate(20, 12)
        chip = pl.chip_rect(p, k, o.players)
        box.midtop = (chip.centerx, chip.bottom + 6)
        box.clamp_ip(pl.SAFE)
        return images, box

    def tip_rect(self) -> pygame.Rect:
        tip = self._tip()
        return tip[1] if tip is not None else pygame.Rect(0, 0, 0, 0)

    def _draw_tip(self, surface: pygame.Surface) -> None:
        """The heading under the pointer, in words (the chips only show numbers)."""
        tip = self._tip()
        if tip is None:
            return
        images, box = tip
        pen.rect(surface, theme.PANEL, box, border_radius=6)
        pen.rect(surface, theme.ACCENT, box, 2, border_radius=6)
        y = box.y + 6
        for image in images:
            surface.blit(image, image.get_rect(midtop=(box.centerx, y)))
            y += image.get_height()

    def _cords(self) -> list[tuple[int, int]]:
        """The observation's pacts, as the animations of this batch have left them."""
        snapped = getattr(self, "snapped", set())
        pacts = [q for q in self.obs.pacts if q not in snapped]
        return pacts + [q for q in getattr(self, "formed", []) if q not in pacts]

    def partners(self, p: int) -> list[int]:
        """Member `p`'s pact partners, as the animations have left the cords."""
        return sorted(b if a == p else a for a, b in self._cords() if p in (a, b))

    def card_note(self, p: int) -> str:
        """The words under member `p`'s status: breaks, the ballot, the chair."""
        o = self.obs
        extra = []
        if o.broken[p]:
            extra.append(f"{o.broken[p]} pact{'s' if o.broken[p] > 1 else ''} broken")
        if getattr(self, "revealing", False):
            pass  # the hands say it now
        elif p in o.voted:
            extra.append("has voted")
        elif p in o.waiting:
            extra.append("deciding")
        if o.chair == p:
            extra.append("chair")
        return ", ".join(extra)

    def knot_row(self, p: int, partners: list[int]) -> tuple[list[int], int, int]:
        """How member `p`'s pact knots lie in the row under the status, before its words:
        (the partners whose knots show, the step between knots, how many more). A crowded
        row lays them overlapping like stacked chips, keeping the words some room."""
        r = pl.member_rect(p, self.obs.players)
        room = r.w - 118 - self.card_words(p).score_at.w
        note = self.card_note(p)
        step, k = pl.KNOT + 2, len(partners)
        keep = min(64, text.font(14).size(note)[0]) + 6 if note else 0
        if room - keep < pl.KNOT + 11 * (k - 1):
            keep = 0  # the pacts first: the words go when they would squeeze out a knot
        avail = max(pl.KNOT, room - keep)
        if k > 1 and pl.KNOT + (k - 1) * step > avail:
            step = max(11, (avail - pl.KNOT) // (k - 1))
        fit = 1 + (avail - pl.KNOT) // step
        if k <= fit:
            return partners, step, 0
        return partners[:fit - 1], step, k - fit + 1

    def knot_centre(self, p: int, partner: int) -> tuple[int, int]:
        """Where the knot of `p`'s pact with `partner` is (or will be) on `p`'s card: a
        forming cord runs to it, a snapping one whips back to it."""
        ties = sorted(set(self.partners(p)) | {partner})
        shown, step, _more = self.knot_row(p, ties)
        i = ties.index(partner)
        return pl.knot_rect(p, self.obs.players, min(i, len(shown)), step).center

    def _draw_knots(self, surface: pygame.Surface, p: int) -> int:
        """Member `p`'s pacts as knots on their own card, each the partner's token in the
        cord's gold ring (the two cards of a pact show each other: no cord crosses the
        chamber over other members); more than the row holds end in "+k". The width used."""
        partners = self.partners(p)
        if not partners:
            return 0
        n = self.obs.players
        shown, step, more = self.knot_row(p, partners)
        for i, q in enumerate(shown):
            knot = pl.knot_rect(p, n, i, step)
            pen.circle(surface, CORD, knot.center, pl.KNOT // 2)
            pen.circle(surface, CARD, knot.center, pl.KNOT // 2, 1)  # apart when stacked
            token = self.services.art.token(q, pl.KNOT - 6)
            surface.blit(token, token.get_rect(center=knot.center))
        start = pl.knot_rect(p, n, 0, step)
        end = pl.knot_rect(p, n, len(shown) - 1, step).right + 4 if shown else start.x
        if more:
            label = text.blit_text(surface, f"+{more}", 16, CORD, (end, start.centery),
                                   anchor="midleft")
            end = label.right + 4
        return end - start.x

    def _draw_floor(self, surface: pygame.Surface) -> None:
        o = self.obs
        self._panel(surface, pl.FLOOR, "On the floor")
        inner = pygame.Rect(pl.FLOOR.x + 10, pl.FLOOR.y + 34, pl.FLOOR.w - 20, 96)
        if o.rumour:
            who, subject, slot = o.rumour
            line = f"{self.name(who)} asks: is it true that {self.claim_words(subject, slot)}?"
        else:
            line = "No rumour is before the members."
        used = text.blit_wrapped(surface, line, SMALL, theme.INK, inner, line_gap=2)
        y = inner.y + used + 10  # the tabled list right under the rumour: more room
        # The latest first that fit whole, each wrapped (never cut, issue 31 item 12),
        # listed oldest first.
        step = text.font(SMALL).get_linesize()
        room = max(0, (pl.FLOOR.bottom - 6 - y) // step - 1)
        shown: list[list[str]] = []
        for subject, slot in reversed(o.tabled[-3:]):
            lines = text.wrapped(self.claim_words(subject, slot), SMALL, pl.FLOOR.w - 38)
            if len(lines) > room:
                break
            shown.insert(0, lines)
            room -= len(lines)
        title = f"Tabled rumours ({len(o.tabled)})"
        if 0 < len(shown) < len(o.tabled):
            title += ", the latest:" if len(shown) == 1 else f", the latest {len(shown)}:"
        elif o.tabled and not shown:  # none fits whole: the files show them
            title += ": outlined on the files"
        text.blit_text(surface, text.ellipsize(title, SMALL, pl.FLOOR.w - 20), SMALL,
                       theme.ACCENT, (pl.FLOOR.x + 10, y))
        y += step + 2
        for lines in shown:
            for i, line in enumerate(lines):
                text.blit_text(surface, line, SMALL, theme.INK,
                               (pl.FLOOR.x + 14 + (14 if i else 0), y))
                y += step

    def _draw_log(self, surface: pygame.Surface) -> None:
        self._panel(surface, pl.LOG, "What happened")
        lines: list[str] = []
        for entry in self.session.log[:self.log_upto][-8:]:
            lines.extend(text.wrapped(entry, SMALL, pl.LOG.w - 20))
        step = text.font(SMALL).get_linesize()  # the text size setting's own line
        y = pl.LOG.y + 8 + text.font(theme.SMALL_PX).get_linesize()
        for line in lines[-max(1, (pl.LOG.bottom - 6 - y) // step):]:
            text.blit_text(surface, line, SMALL, theme.INK, (pl.LOG.x + 10, y))
            y += step
