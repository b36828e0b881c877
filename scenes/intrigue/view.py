"""How Intrigue's table looks: the chamber of members (portrait, public score, status,
file of twelve headings stamped TRUE / FALSE once opened), pacts as cords, the floor and
the tabled rumours, the narration, the private desk and the chooser.

Everything here is drawn from `self.obs`, the observation of the member at the screen
(`None`: the public view): the desk draws only what that observation holds.
The still picture is kept and redrawn only when what it shows changes; the animations
are blits over it (`moving_blits`), so a frame can be drawn by its changes alone.
"""

from __future__ import annotations

from typing import Any

import pygame

from game.core.contract import EVERYONE
from game.intrigue.content import heading_text
from scenes.intrigue import choices as ch
from scenes.intrigue import places as pl
from scenes.intrigue.portrait import portrait
from scenes.shell.table import TableScene
from scenes.ui import prompts, text, theme
from scenes.ui.art import odd_rows
from scenes.ui.changes import Blit, Changes

BG = (30, 22, 26)
CARD = (52, 40, 44)
CARD_LIT = (84, 64, 48)
MERIT = (54, 96, 70)
BLEMISH = (110, 52, 52)
TRUE_INK = (120, 230, 130)
FALSE_INK = (255, 110, 100)
CORD = (222, 184, 96)
SMALL = 18
STATUS_SHORT = ("Member", "Senior", "Cabinet", "President")


def halves(points: int) -> str:
    """Half-points as the players read them: 3, 3½, -½."""
    whole, half = divmod(abs(points), 2)
    sign = "-" if points < 0 else ""
    return f"{sign}{whole}{'½' if half else ''}" if whole or not half else f"{sign}½"


class IntrigueView(TableScene):
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
        self.version = 0
        self.hover_chip: tuple[int, int] | None = None  # the heading under the pointer

    # ------------------------------------------------------------------ words
    def name(self, p: int) -> str:
        names = self.session.names
        return names[p] if 0 <= p < len(names) else "?"

    def claim_words(self, subject: int, slot: int) -> str:
        return f"{self.name(subject)} {heading_text(self.obs.files[subject][slot])}"

    def phase_line(self) -> str:
        o = self.obs
        if o.phase == "over":
            return "The game is over: the archives are open"
        if o.phase == "recess":
            step = ("reply step" if o.turn >= o.mingling_turns
                    else f"mingling turn {o.turn + 1} of {o.mingling_turns}")
            return f"Recess, {step} · {self.name(o.actor)} moves"
        if o.phase == "floor":
            return f"Floor session · {self.name(o.actor)}'s turn"
        if getattr(self, "revealing", False):
            return "Secret ballot · the hands go up together"
        return f"Secret ballot · {len(o.voted)} voted, {len(o.waiting)} to go"

    # ------------------------------------------------------------------ drawing
    def draw(self, surface: pygame.Surface) -> None:
        self._changes.whole(surface, self._picture(), self.moving_blits())

    def draw_changes(self, surface: pygame.Surface) -> list[pygame.Rect] | None:
        key = self.picture_key()
        changed = None if key != self._picture_key else []
        return self._changes.update(surface, self._picture(), changed, self.moving_blits())

    def draw_still(self, surface: pygame.Surface) -> None:
        surface.blit(self._picture(), (0, 0))

    def picture_key(self) -> Any:
        return (self.version, self.hint if self.hint_time > 0 else "",
                prompts.device_of(self), self.chooser_active())

    def _picture(self) -> pygame.Surface:
        key = self.picture_key()
        if self._picture_surface is None or key != self._picture_key:
            if self._picture_surface is None:
                self._picture_surface = odd_rows((1280, 720))
            self._draw_still(self._picture_surface)
            self._picture_key = key
        return self._picture_surface

    def moving_blits(self) -> list[Blit]:
        return []

    def chooser_active(self) -> bool:
        return False

    def _draw_still(self, surface: pygame.Surface) -> None:
        surface.fill(BG)
        self._draw_top(surface)
        n = self.obs.players
        for p in range(n):
            self._draw_member(surface, p)
        self._draw_cords(surface)
        self._draw_floor(surface)
        self._draw_log(surface)
        self._draw_desk(surface)
        self._draw_chooser(surface)
        self._draw_tip(surface)
        if self.hint_time > 0 and self.hint:
            r = pygame.Rect(0, 0, 800, 44)
            r.midbottom = (640, 708)
            pygame.draw.rect(surface, theme.PANEL, r, border_radius=8)
            pygame.draw.rect(surface, theme.DANGER, r, 2, border_radius=8)
            text.blit_text(surface, text.ellipsize(self.hint, theme.SMALL_PX, 780),
                           theme.SMALL_PX, theme.INK, r.center, anchor="center")

    def _panel(self, surface: pygame.Surface, rect: pygame.Rect, title: str) -> None:
        pygame.draw.rect(surface, theme.PANEL, rect, border_radius=8)
        pygame.draw.rect(surface, theme.PANEL_EDGE, rect, 2, border_radius=8)
        if title:
            text.blit_text(surface, title, theme.SMALL_PX, theme.ACCENT, (rect.x + 10, rect.y + 6))

    def _draw_top(self, surface: pygame.Surface) -> None:
        o = self.obs
        pygame.draw.rect(surface, theme.PANEL, pl.TOP)
        left = f"Round {o.round} of {o.round_limit} · first to {o.target}"
        text.blit_text(surface, left, theme.BODY_PX, theme.INK, (12, 20), anchor="midleft")
        line = text.ellipsize(self.phase_line(), theme.BODY_PX, 700)
        text.blit_text(surface, line, theme.BODY_PX, theme.ACCENT, (350, 20), anchor="midleft")
        pygame.draw.rect(surface, theme.FOCUS_FILL, pl.MENU, border_radius=6)
        text.blit_text(surface, "Menu", theme.SMALL_PX, theme.INK, pl.MENU.center,
                       anchor="center")

    def _draw_member(self, surface: pygame.Surface, p: int) -> None:
        o = self.obs
        n = o.players
        r = pl.member_rect(p, n)
        acting = p == o.actor or (p in o.waiting and not getattr(self, "revealing", False))
        pygame.draw.rect(surface, CARD_LIT if acting else CARD, r, border_radius=10)
        edge = theme.ACCENT if acting else theme.PANEL_EDGE
        pygame.draw.rect(surface, edge, r, 4 if acting else 2, border_radius=10)
        colour = self.services.art.player_colour(p)
        face = portrait(p, 84, colour.rgb)
        surface.blit(face, (r.x + 8, r.y + 14))
        token = self.services.art.token(p, 26)
        surface.blit(token, (r.x + 70, r.y + 76))
        name = text.ellipsize(self.name(p), theme.BODY_PX, r.w - 170)
        text.blit_text(surface, name, theme.BODY_PX, theme.INK, (r.x + 100, r.y + 10))
        # The short title on the card (clear of the score); the rules give the full one.
        score = halves(o.public[p])
        room = r.w - 120 - text.font(theme.HEADING_PX).size(score)[0]
        status = text.ellipsize(STATUS_SHORT[min(o.status[p], 3)], SMALL, room)
        text.blit_text(surface, status, SMALL, theme.ACCENT if o.status[p] else theme.INK_DIM,
                       (r.x + 100, r.y + 40))
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
        if extra:
            text.blit_text(surface, text.ellipsize(", ".join(extra), SMALL, r.w - 110), SMALL,
                           theme.INK, (r.x + 100, r.y + 64))
        text.blit_text(surface, score, theme.HEADING_PX, theme.INK, (r.right - 12, r.y + 6),
                       anchor="topright")
        self._draw_file(surface, p)

    def _draw_file(self, surface: pygame.Surface, p: int) -> None:
        o = self.obs
        on_floor = tuple(o.rumour[1:]) if o.rumour else ()
        tabled = set(o.tabled)
        for k in range(12):
            chip = pl.chip_rect(p, k, o.players)
            pygame.draw.rect(surface, MERIT if k < 6 else BLEMISH, chip, border_radius=5)
            truth = self.stamped.get((p, k), o.resolved[p][k])
            if truth >= 0:
                word = "TRUE" if truth else "FALSE"
                ink = TRUE_INK if truth else FALSE_INK
                pygame.draw.rect(surface, (20, 16, 18), chip.inflate(-4, -4), border_radius=4)
                px = text.shrink_to_fit(word, 18, chip.w - 4, 11)
                text.blit_text(surface, word, px, ink, chip.center, anchor="center")
            else:
                text.blit_text(surface, str(k + 1), SMALL, theme.INK, chip.center, anchor="center")
            if (p, k) in tabled:
                pygame.draw.rect(surface, theme.INK_DIM, chip, 2, border_radius=5)
            if on_floor == (p, k):
                pygame.draw.rect(surface, theme.ACCENT, chip.inflate(4, 4), 3, border_radius=6)

    def _draw_tip(self, surface: pygame.Surface) -> None:
        """The heading under the pointer, in words (the chips only show numbers)."""
        if self.hover_chip is None:
            return
        p, k = self.hover_chip
        o = self.obs
        if not (0 <= p < o.players):
            return
        truth = o.resolved[p][k]
        state = "" if truth < 0 else (" — TRUE" if truth else " — FALSE")
        kind = "merit" if k < 6 else "blemish"
        words = f"{self.name(p)} {k + 1}: {heading_text(o.files[p][k])} ({kind}){state}"
        words = text.ellipsize(words, theme.SMALL_PX, 800)
        image = text.cached(words, theme.SMALL_PX, theme.INK)
        box = image.get_rect().inflate(20, 12)
        chip = pl.chip_rect(p, k, o.players)
        box.midtop = (chip.centerx, chip.bottom + 6)
        box.clamp_ip(surface.get_rect())
        pygame.draw.rect(surface, theme.PANEL, box, border_radius=6)
        pygame.draw.rect(surface, theme.ACCENT, box, 2, border_radius=6)
        surface.blit(image, image.get_rect(center=box.center))

    def _draw_cords(self, surface: pygame.Surface) -> None:
        n = self.obs.players
        # The observation's pacts, as the animations of this batch have left them.
        snapped = getattr(self, "snapped", set())
        pacts = [q for q in self.obs.pacts if q not in snapped]
        pacts += [q for q in getattr(self, "formed", []) if q not in pacts]
        if not pacts:
            return
        # Translucent, so the names and files under a cord stay readable.
        layer = pygame.Surface(pl.CHAMBER.size, pygame.SRCALPHA)
        dx, dy = pl.CHAMBER.topleft
        for a, b in pacts:
            (ax, ay), (bx, by) = pl.portrait_centre(a, n), pl.portrait_centre(b, n)
            pa, pb = (ax - dx, ay - dy), (bx - dx, by - dy)
            pygame.draw.line(layer, (*CORD, 150), pa, pb, 4)
            for q in (pa, pb):
                pygame.draw.circle(layer, (*CORD, 220), q, 7)
        surface.blit(layer, pl.CHAMBER.topleft)

    def _draw_floor(self, surface: pygame.Surface) -> None:
        o = self.obs
        self._panel(surface, pl.FLOOR, "On the floor")
        inner = pygame.Rect(pl.FLOOR.x + 10, pl.FLOOR.y + 34, pl.FLOOR.w - 20, 96)
        if o.rumour:
            who, subject, slot = o.rumour
            line = f"{self.name(who)} asks: is it true that {self.claim_words(subject, slot)}?"
        else:
            line = "No rumour is before the members."
        text.blit_wrapped(surface, line, SMALL, theme.INK, inner, line_gap=2)
        y = pl.FLOOR.y + 132
        text.blit_text(surface, f"Tabled rumours ({len(o.tabled)})", SMALL, theme.ACCENT,
                       (pl.FLOOR.x + 10, y))
        for subject, slot in o.tabled[-4:]:
            y += 22
            words = text.ellipsize(self.claim_words(subject, slot), 16, pl.FLOOR.w - 24)
            text.blit_text(surface, words, 16, theme.INK, (pl.FLOOR.x + 14, y))

    def _draw_log(self, surface: pygame.Surface) -> None:
        self._panel(surface, pl.LOG, "What happened")
        lines: list[str] = []
        for entry in self.session.log[:self.log_upto][-8:]:
            lines.extend(text.wrapped(entry, 16, pl.LOG.w - 20))
        y = pl.LOG.y + 32
        for line in lines[-9:]:
            text.blit_text(surface, line, 16, theme.INK, (pl.LOG.x + 10, y))
            y += 21

    # ------------------------------------------------------------------ the desk
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
                out.append((f"R{r} spreader of {self.claim_words(subject, slot)}: "
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
                text.blit_text(surface, f"{self.name(p)}: {halves(o.public[p])} points",
                               theme.SMALL_PX, theme.INK, (area.x, y))
                y += 28
            return
        self._panel(surface, pl.DESK, "")
        for i, title in enumerate(pl.DESK_PAGES):
            tab = pl.desk_tab(i)
            fill = theme.FOCUS_FILL if i == self.page else theme.PANEL
            pygame.draw.rect(surface, fill, tab, border_radius=6)
            label = title + (f" ({len(o.inbox)})" if title == "Inbox" and o.inbox else "")
            text.blit_text(surface, label, SMALL, theme.ACCENT if i == self.page else theme.INK,
                           tab.center, anchor="center")
        lines = self.desk_lines()
        y = pl.DESK.y + 38
        start = min(self.scroll, max(0, len(lines) - 1))
        one_line = pl.DESK_PAGES[self.page] == "File"  # all twelve headings in view
        for words, colour in lines[start:]:
            parts = ([text.ellipsize(words, 16, pl.DESK.w - 20)] if one_line
                     else text.wrapped(words, 16, pl.DESK.w - 20))
            for line in parts:
                if y > pl.DESK.bottom - 22:
                    return
                text.blit_text(surface, line, 16, colour, (pl.DESK.x + 10, y))
                y += 20

    # ------------------------------------------------------------------ the chooser
    def chooser_rows(self) -> list[ch.Row]:
        return []

    def chooser_trail(self) -> list[str]:
        return []

    def chooser_top(self, count: int) -> int:
        """The first chooser row shown: the focused row stays in view."""
        return max(0, min(self.focus - pl.CHOOSER_ROWS + 1, count - pl.CHOOSER_ROWS))

    def quick_active(self) -> bool:
        return False

    def draw_quick(self, surface: pygame.Surface) -> None:
        """The quick ballot's panel (scenes/intrigue/quick.py)."""

    def _draw_chooser(self, surface: pygame.Surface) -> None:
        self._panel(surface, pl.CHOOSER, "")
        if self.quick_active():
            self.draw_quick(surface)
            return
        if not self.chooser_active():
            who = [self.name(p) for p in (self.obs.waiting or (self.obs.actor,)) if p >= 0
                   and not getattr(self, "revealing", False)]
            line = ("Waiting for " + ", ".join(who)) if who else ""
            area = pl.CHOOSER.inflate(-24, -24)
            text.blit_wrapped(surface, line, theme.SMALL_PX, theme.INK_DIM, area)
            return
        me = self.session.to_act
        title = f"Your move, {self.name(me)}" if me is not None else ""
        text.blit_text(surface, text.ellipsize(title, theme.SMALL_PX, pl.CHOOSER.w - 20),
                       theme.SMALL_PX, theme.ACCENT, (pl.CHOOSER.x + 10, pl.CHOOSER.y + 6))
        so_far = self.chooser_trail()
        if so_far:
            words = text.ellipsize(" › ".join(so_far), 16, pl.CHOOSER.w - 20)
            text.blit_text(surface, words, 16, theme.INK_DIM,
                           (pl.CHOOSER.x + 10, pl.CHOOSER.y + 32))
        rows = self.chooser_rows()
        top = self.chooser_top(len(rows))
        for i, row in enumerate(rows[top:top + pl.CHOOSER_ROWS]):
            rect = pl.chooser_row(i)
            lit = top + i == self.focus
            if lit:
                pygame.draw.rect(surface, theme.FOCUS_FILL, rect, border_radius=5)
            label = f"{top + i + 1}. {row.label}" if top + i < 9 else row.label
            label = text.ellipsize(label, SMALL, rect.w - 10)
            text.blit_text(surface, label, SMALL, theme.ACCENT if lit else theme.INK,
                           (rect.x + 6, rect.centery), anchor="midleft")
        device = prompts.device_of(self)
        hint = prompts.hint((("confirm", "choose"), ("back", "back"), ("switch", "desk page")),
                            device)
        prompts.blit(surface, hint, 16, theme.INK_DIM, (pl.CHOOSER.x + 10, pl.CHOOSER.bottom - 24))
