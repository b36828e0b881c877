"""Drawing the Conspiracy Pontoon table: the board with its tiles and lit cells, the hands
(hole cards face up only where `may_show` allows), the telling panel with the theory
caption, the countdown, the buttons, banners and the footer hint."""

from __future__ import annotations

import math
from typing import Any

import pygame

from game.pontoon import board as bd
from game.pontoon.subjects import phrases
from game.pontoon.theory import linked as linked_text
from scenes.pontoon import geometry as geo
from scenes.pontoon.animate import FLOAT_PX, floater_rect
from scenes.pontoon.board_art import outline, warn_place
from scenes.pontoon.controls import MENU_RECT, NIGHT_RECT, PHRASES_AREA, VOTE_AREA
from scenes.pontoon.draw_hands import HandsDrawing, panel
from scenes.pontoon.layer import Recorder, shape
from scenes.pontoon.notice import notice_steps
from scenes.pontoon.theory_record import open_hint
from scenes.ui import canvas, pen, prompts, text, theme
from scenes.ui.art import odd_rows_copy
from scenes.ui.input import CONTROLLER, KEYBOARD

LIT = (250, 214, 90)
VOTE_HEAD_TOP = 448  # the vote's question sits between the caption and the buttons
CAPTION = pygame.Rect(geo.LEFT.x, 296, geo.LEFT.width, 150)
CAPTION_BIG = pygame.Rect(geo.LEFT.x, 124, geo.LEFT.width, 456)  # the finished theory


def clock_rect(head: pygame.Rect) -> pygame.Rect:
    """The teller's countdown ring at the right of the heading line: within the band
    between the top bar and the told cards (issue 22: a larger ring lay 6 px over the
    fourth card)."""
    ring = pygame.Rect(0, 0, 48, 48)
    ring.midright = (head.right - 8, head.centery)
    return ring


def heading_px(heading: str, head: pygame.Rect) -> int:
    """The teller's heading ("Ada tells a conspiracy"): a size smaller where a long name
    or Text size 120% would run it under the countdown ring at the line's right end."""
    return text.shrink_to_fit(heading, 32, clock_rect(head).x - 8 - (head.x + 4), 18)


def tell_label(subject: str, count: int) -> tuple[int, list[str]]:
    """The size and words under a conspiracy card in the telling panel (`count` cards
    there): two lines at most, a long word broken at its own hyphen ("Mind-" / "Altering
    Drugs"), a leading article left out and then 16 px rather than letters lost (the
    caption below says it whole); what still does not fit ends in "…"."""
    room = min(144, geo.tell_gap(count) - 6)
    words = subject.split(" ")
    bare = " ".join(words[1:]) if len(words) > 1 and words[0].lower() in ("a", "an", "the") \
        else subject
    for px, said in ((18, subject), (18, bare), (16, bare)):
        lines = text.wrapped(said.replace("-", "- "), px, room)
        if len(lines) <= 2 and all(text.font(px).size(line)[0] <= room for line in lines):
            return px, [line.replace("- ", "-") for line in lines]
    lines = [lines[0], " ".join(lines[1:])] if len(lines) > 2 else lines
    return px, [text.ellipsize(line.replace("- ", "-"), px, room) for line in lines]


class TableDrawing(HandsDrawing):
    """Mixed into PontoonTable."""

    session: Any
    obs: Any
    n: int

    def paint(self, surface: pygame.Surface, skip: frozenset[int] | None = None) -> None:
        """The whole frame in order. With `skip` (on a Recorder): the still picture only,
        leaving out the tiles of those cells, the lit cells' glow and the banner and
        floaters, whose places in the order are marked instead (frame.py draws them)."""
        surface.blit(self._felt_and_grid(surface.get_size()), (0, 0))
        self.draw_board(surface, skip)
        self.draw_top(surface)
        if self.telling():
            self.draw_telling(surface)
        else:
            self.draw_hands(surface)
        self.bar.draw(surface)
        if skip is None:
            self.draw_banner(surface)
        else:
            assert isinstance(surface, Recorder)
            surface.mark("over")
        self.draw_hint(surface)

    def _felt_and_grid(self, size: tuple[int, int]) -> pygame.Surface:
        """The felt with the board's grid on it, composed once (the grid is translucent
        and large: blitting it every frame cost more than the rest of the board)."""
        felt = self.services.art.table(size)
        grid = self.bart.grid(self.session.names, self.n)
        cached = self.__dict__.get("_base")
        if cached is None or cached[0] is not felt or cached[1] is not grid:
            base = odd_rows_copy(felt)
            base.blit(grid, self.bart.grid_origin())
            cached = self.__dict__["_base"] = (felt, grid, base)
        return cached[2]

    # ------------------------------------------------------------------ the board
    def draw_board(self, surface: pygame.Surface, skip: frozenset[int] | None = None) -> None:
        bart = self.bart  # (its grid is under everything: in `_felt_and_grid`)
        scores = self.public.scores
        for p in range(self.n):
            band = geo.edge_rect(geo.side_of(p, self.n))
            badge = pygame.Rect(0, 0, 34, 26)
            if band.width > band.height:
                badge.midleft = (band.x + 4, band.centery)
            else:
                badge.midtop = (band.centerx, band.y + 4)
            badge.clamp_ip(geo.SAFE)  # inside what a television shows
            shape(pen.rect, surface, theme.PANEL, badge, border_radius=8)
            shape(pen.rect, surface, bart.owner_rgb(p), badge, 2, border_radius=8)
            px = text.shrink_to_fit(str(scores[p]), 20, badge.width - 6, 12)
            while px > 12 and text.font(px).get_height() > badge.height + 2:
                px -= 2  # the number stays inside its badge at any text size
            text.blit_text(surface, str(scores[p]), px, theme.INK, badge.center,
                           anchor="center")
        mine = self.my_turn() and self.obs.phase == "tell" and not self.obs.offered
        recorder = surface if skip is not None else None
        if mine:
            if recorder is None:
                glow = self.glow_image()
                for cell in self.legal_cells():
                    surface.blit(glow, geo.cell_rect(cell))
            else:
                recorder.mark("glow")  # it breathes: drawn each frame (frame.py)
        warn = self.warn_cells()
        for cell, tile in self.tiles.items():
            if recorder is not None and cell in skip:
                recorder.mark(cell)  # moving: drawn each frame (frame.py)
                continue
            img = bart.tile(tile.card, tile.owner, tile.angle)
            if tile.alpha < 255:
                img = img.copy()
                img.set_alpha(int(tile.alpha))
            surface.blit(img, img.get_rect(center=(round(tile.x), round(tile.y))))
            if cell in warn:  # will swing round to the teller
                surface.blit(outline(bart.owner_rgb(self.obs.teller)), warn_place(cell))
        if mine and self.keyboard:
            shape(pen.rect, surface, (255, 255, 255), geo.cell_rect(self.cursor), 3,
                             border_radius=6)
        hover = geo.cell_at(self.mouse) if not self.keyboard else (
            self.cursor if mine else None)
        if hover is not None and hover in self.tiles and not self.tweens.busy:
            self.draw_zoom(surface, hover)

    def glow_image(self) -> pygame.Surface:
        """The lit cells' fill now (it breathes)."""
        pulse = 0.5 + 0.5 * math.sin(self.t * 5)
        glow = canvas.Surface((geo.CELL, geo.CELL), pygame.SRCALPHA)
        glow.fill((*LIT, int(50 + 60 * pulse)))
        return glow

    def warn_cells(self) -> set[int]:
        """Board cards next to the line being told: they will swing round to the teller."""
        placed = [cell for cell, t in self.tiles.items() if not t.landed]
        return set(bd.adjacent_cards(placed, self.obs.board)) if placed else set()

    def draw_zoom(self, surface: pygame.Surface, cell: int) -> None:
        """The subject of a board card, large, beside the pointer."""
        tile = self.tiles[cell]
        label = self.obs.subjects[tile.card]
        owner = self.name(tile.owner)
        img = text.cached(label, 24, theme.INK)
        box = pygame.Rect(0, 0, max(img.get_width(), 140) + 24, 64)
        cx, cy = geo.cell_centre(cell)
        box.midbottom = (cx, cy - geo.CELL // 2 - 4)
        box.clamp_ip(geo.SAFE)
        shape(pen.rect, surface, theme.PANEL, box, border_radius=10)
        shape(pen.rect, surface, self.bart.owner_rgb(tile.owner), box, 2, border_radius=10)
        surface.blit(img, (box.x + 12, box.y + 6))
        text.blit_text(surface, f"faces {owner}", 18, theme.INK_DIM, (box.x + 12, box.y + 36))

    # ------------------------------------------------------------------ top bar
    def draw_top(self, surface: pygame.Surface) -> None:
        obs = self.public
        menu = MENU_RECT
        shape(pen.rect, surface, theme.PANEL, menu, border_radius=8)
        shape(pen.rect, surface, theme.PANEL_EDGE, menu, 2, border_radius=8)
        text.blit_text(surface, "Menu", 22, theme.INK, menu.center, anchor="center")
        line = f"Hand {obs.hand_no}  ·  deck {obs.deck_count}  ·  discards {obs.discard_count}"
        text.blit_text(surface, line, 22, theme.INK, (menu.right + 14, menu.centery),
                       anchor="midleft")
        if self.night_shown():
            shape(pen.rect, surface, theme.PANEL, NIGHT_RECT, border_radius=8)
            shape(pen.rect, surface, theme.PANEL_EDGE, NIGHT_RECT, 2, border_radius=8)
            text.blit_text(surface, "Call it a night (N)", 18, theme.INK_DIM,
                           NIGHT_RECT.center, anchor="center")

    def night_shown(self) -> bool:
        """"Call it a night" only while the screen shows the player's turn (it stood under
        a told theory, the game already at the player's next hand)."""
        return self.shows_my_turn() and any(a.kind == "night" for a in self.session.legal())

    # ------------------------------------------------------------------ the conspiracy
    def draw_telling(self, surface: pygame.Surface) -> None:
        obs = self.obs
        teller = obs.teller if obs.teller >= 0 else (
            self.tell_sprites[0].tag[2] if self.tell_sprites else 0)
        head = pygame.Rect(geo.LEFT.x, geo.TOP_BAR.bottom + 4, geo.LEFT.width, 40)
        what = "faces the Inquisition" if obs.inquisition else "tells a conspiracy"
        if self.theory_shown:
            what = "has a theory"
        heading = f"{self.name(teller)} {what}"
        text.blit_text(surface, heading, heading_px(heading, head), self.bart.owner_rgb(teller),
                       (head.x + 4, head.centery), anchor="midleft")
        self.draw_clock(surface, head)
        mine = self.my_turn() and obs.phase == "tell" and not obs.offered
        pick = self.pick_card() if mine else None
        for sp in self.tell_sprites:
            sp.glow = LIT if sp.tag[0] == pick and len(self.tell_sprites) > 1 else None
            sp.draw(surface, self.cart, shadow=True)
            px, lines = tell_label(obs.subjects[sp.tag[0]], len(self.tell_sprites))
            y = sp.rect.bottom + 4
            for line in lines:
                # Centred under its card, yet kept in the panel: the first card's subject,
                # wider than the card, reached into the TV's margin.
                image = text.cached(line, px, theme.INK)
                surface.blit(image, image.get_rect(midtop=(round(sp.x), y)).clamp(geo.LEFT))
                y += 20
        self.draw_caption(surface, teller)
        if obs.offered and self.phrase_bar.buttons:
            last = obs.subjects[obs.placed[-1][0]] if obs.placed else ""
            tail = ": pick a phrase (1–4)"
            room = PHRASES_AREA.width - 8 - text.font(20).size(f"Link to “”{tail}")[0]
            text.blit_text(surface, f"Link to “{text.ellipsize(last, 20, max(40, room))}”{tail}",
                           20, theme.ACCENT, (PHRASES_AREA.x + 4, PHRASES_AREA.y - 2),
                           anchor="bottomleft")
            self.phrase_bar.draw(surface)
        if self.vote_bar.buttons:
            self.draw_vote(surface)

    def draw_clock(self, surface: pygame.Surface, head: pygame.Rect) -> None:
        if self.clock is None or self.obs.phase != "tell" or self.obs.waived:
            return
        total = max(1.0, float(dict(self.obs.options).get("timer", 30)))
        left = max(0.0, self.clock)
        arc = clock_rect(head)
        urgent = left < 8
        colour = theme.DANGER if urgent else theme.ACCENT
        if self.obs.offered:
            colour = theme.INK_DIM  # paused while the phrases are offered (§6.3)
        shape(pen.circle, surface, theme.PANEL, arc.center, arc.width // 2)
        shape(pen.arc, surface, colour, arc, math.pi / 2,
                        math.pi / 2 + 2 * math.pi * left / total, 5)
        seconds = str(math.ceil(left))
        px = text.shrink_to_fit(seconds, 26, arc.width - 14, 16)
        text.blit_text(surface, seconds, px, colour, arc.center, anchor="center")

    def caption_text(self) -> tuple[str, str]:
        """(title, text) of the theory as it stands (§6.3)."""
        obs = self.obs
        if self.theory_shown:
            return "The theory", f"“{self.theory_shown[1]}”"
        subjects = [obs.subjects[c] for c, _ in obs.placed]
        mode = self.telling_mode()
        bot = obs.teller >= 0 and self.session.seats[obs.teller] != "human"
        if not subjects:
            if mode == "typed" and self.typing():
                return "Type your theory", self.typed + "_"
            return "The theory so far", "…"
        if mode == "phrases" or bot or obs.links:
            linked = len(obs.links) + 1
            body = linked_text(subjects[:linked], obs.links)
            preview = self.phrase_bar.hover or (
                self.phrase_bar.focused_id() if self.keyboard else None)
            for k, subject in enumerate(subjects[linked:]):
                if k == 0 and preview is not None and obs.offered:  # try the phrase out
                    joint = " " if linked == 1 else ", which "
                    phrase = phrases()[int(preview)].agreeing(subjects[linked - 1])
                    body += f"{joint}{phrase.upper()} {subject}"
                else:
                    body += f" … ? … {subject}"
            return "The theory so far", body + (" …" if obs.to_place else "")
        if mode == "typed" and self.typing():
            return "Type your theory", self.typed + "_"
        return "Say it out loud!", "  ·  ".join(subjects) + "  ·  …"

    def draw_caption(self, surface: pygame.Surface, teller: int) -> None:
        obs = self.obs
        box = CAPTION_BIG if self.theory_shown else CAPTION
        panel(surface, box, self.bart.owner_rgb(teller), 3 if self.theory_shown else 2)
        title, body = self.caption_text()
        if self.theory_shown:
            tag = text.cached("BREAKING NEWS", 22, (255, 255, 255))
            r = tag.get_rect(topleft=(box.x + 14, box.y + 12)).inflate(16, 6)
            shape(pen.rect, surface, theme.DANGER, r, border_radius=4)
            surface.blit(tag, tag.get_rect(center=r.center))
            title = f"{self.name(teller)} reveals the truth:"
            text.blit_text(surface, title, 20, theme.INK_DIM, (r.right + 12, r.centery),
                           anchor="midleft")
        else:
            text.blit_text(surface, title, 18, theme.INK_DIM, (box.x + 14, box.y + 8))
        inner = box.inflate(-28, -44).move(0, 10)
        if self.theory_shown:
            inner = box.inflate(-40, -80).move(0, 22)
        px = 34 if self.theory_shown else 28
        while px > 18 and len(text.wrapped(body, px, inner.width)) * (
                text.font(px).get_linesize() + 2) > inner.height:
            px -= 2
        ink = theme.ACCENT if self.theory_shown else theme.INK
        text.blit_wrapped(surface, body, px, ink, inner, line_gap=2)
        if self.theory_shown or obs.phase != "tell":
            return
        placed = [cell for _, cell in obs.placed]
        near = [obs.subjects[obs.board[c]] for c in bd.adjacent_cards(placed, obs.board)]
        mode = self.telling_mode()
        if mode == "typed" and self.typing():
            names = [obs.subjects[c] for c, _ in obs.placed] + \
                [obs.subjects[c] for c in obs.to_place] + near
            typed = self.typed.lower()
            self.draw_chips(surface, "Mention:", names, [n.lower() in typed for n in names],
                            CAPTION.bottom + 8)
        elif near and mode != "phrases":
            self.draw_chips(surface, "Mention too:", near, [False] * len(near),
                            CAPTION.bottom + 8)

    def draw_chips(self, surface: pygame.Surface, title: str, names: list[str],
                   ticked: list[bool], y: int) -> None:
        """A checklist on one line: ticked subjects green with a drawn tick (§6.3)."""
        x = CAPTION.x + 10
        left = x = text.blit_text(surface, title, 18, theme.ACCENT, (x, y)).right + 10
        rows = 1
        for name, tick in zip(names, ticked, strict=True):
            label = text.ellipsize(name, 18, 200)
            img = text.cached(label, 18, (140, 230, 160) if tick else theme.INK)
            if x + img.get_width() + 24 > CAPTION.right:
                if rows == 4:
                    break
                rows += 1
                x, y = left, y + 26
            box = pygame.Rect(x, y + 3, 14, 14)
            shape(pen.rect, surface, theme.INK_DIM, box, 1, border_radius=3)
            if tick:
                shape(pen.lines, surface, (140, 230, 160), False,
                                  [(box.x + 2, box.y + 7), (box.x + 6, box.y + 11),
                                   (box.x + 12, box.y + 2)], 3)
            surface.blit(img, (box.right + 5, y))
            x = box.right + 5 + img.get_width() + 16

    def draw_vote(self, surface: pygame.Surface) -> None:
        obs = self.obs
        teller = self.name(obs.teller)
        q = (f"Time's up! Was {teller}'s theory entertaining enough to finish?"
             if obs.vote_kind == "waiver" else f"Did {teller} mention every card?")
        box = pygame.Rect(VOTE_AREA.x - 4, VOTE_HEAD_TOP, VOTE_AREA.width + 8,
                          VOTE_AREA.bottom + 5 - VOTE_HEAD_TOP)
        panel(surface, box, theme.ACCENT)
        voter = self.name(self.session.to_act)  # no curtain (§13): say whose ballot it is
        note = f"{voter} votes (Y / N)." + (" The votes show together when all are in."
                                             if len(obs.voters) > 1 else "")
        room = VOTE_AREA.y - 4 - (box.y + 6) - text.font(18).get_linesize()
        px = 22  # the whole question, wrapped, and smaller only if it must be
        while px > 16 and len(text.wrapped(q, px, box.width - 20)) \
                * text.font(px).get_linesize() > room:
            px -= 2
        y = box.y + 6
        for line in text.wrapped(q, px, box.width - 20):
            text.blit_text(surface, line, px, theme.INK, (box.x + 10, y))
            y += text.font(px).get_linesize()
        text.blit_text(surface, text.ellipsize(note, 18, box.width - 20), 18, theme.INK_DIM,
                       (box.x + 10, y))
        self.vote_bar.draw(surface)

    # ------------------------------------------------------------------ overlays
    def draw_banner(self, surface: pygame.Surface) -> None:
        for fn, args, kw in self.banner_steps():
            fn(surface, *args, **kw)

    def banner_steps(self) -> list[tuple[Any, tuple[Any, ...], dict[str, Any]]]:
        """The floaters and the banner as drawing steps (fn(surface, *args, **kw))."""
        blit = canvas.blit
        steps: list[tuple[Any, tuple[Any, ...], dict[str, Any]]] = []
        for f in self.floaters:
            img = text.cached(f[0], FLOAT_PX, f[3]).copy()
            img.set_alpha(int(255 * min(1.0, f[4] / 0.5)))
            steps.append((blit, (img, floater_rect(f).topleft), {}))
        if self.notice is not None:
            return steps + notice_steps(self.notice)  # over any banner (it replaced it)
        b = self.banner
        if b is None:
            return steps
        age = b.total - b.life
        alpha = min(1.0, age / 0.15, b.life / 0.35)
        px = 30 if b.small else 40
        px = text.shrink_to_fit(b.text, px, 1180, 22)
        img = text.cached(b.text, px, b.colour)
        band = img.get_rect(center=(640, 360)).inflate(48, 26)
        shade = canvas.Surface(band.size, pygame.SRCALPHA)
        shade.fill((10, 10, 16, int(220 * alpha)))
        steps.append((blit, (shade, band), {}))
        steps.append((pen.rect, (b.colour, band, 3), {"border_radius": 4}))
        img = img.copy()
        img.set_alpha(int(255 * alpha))
        steps.append((blit, (img, img.get_rect(center=band.center)), {}))
        return steps

    def draw_hint(self, surface: pygame.Surface) -> None:
        line = self.hint if self.hint_time > 0 else self.help_line()
        if not line:
            return
        room = geo.LEFT.width - (NIGHT_RECT.width + 10 if self.night_shown() else 0)
        colour = theme.INK_DIM if self.hint_time <= 0 else theme.ACCENT
        px = text.shrink_to_fit(prompts.plain(line), 20, room, 18)
        parts = line.split(prompts.SEPARATOR)
        if text.font(px).size(prompts.plain(line))[0] > room and len(parts) > 1:
            half = (len(parts) + 1) // 2  # two lines of readable size, not one of 14 px
            lines = [prompts.SEPARATOR.join(parts[:half]), prompts.SEPARATOR.join(parts[half:])]
        else:
            lines = [line]
        step = text.font(px).get_linesize() - 2
        y = geo.HINT_Y + 12 - step * (len(lines) - 1) // 2
        for one in lines:
            px_one = text.shrink_to_fit(prompts.plain(one), px, room, 12)
            prompts.blit(surface, one, px_one, colour, (geo.LEFT.x + 4, y), anchor="midleft")
            y += step

    def shows_my_turn(self) -> bool:
        """The player at the screen may act and the screen shows that turn: the table has
        caught up with the game (issue 22: "Click: link" stood under a bot's told theory
        and between hands, the game already at the player's next move)."""
        s = self.session
        if not self.my_turn() or self.tweens.busy or s.shown:
            return False
        obs = self.obs
        if obs.phase != s.game.state.phase or self.theory_shown is not None and obs.phase == "tell":
            return False
        return obs.phase == "vote" or obs.actor == s.display_viewer

    def help_line(self) -> str:
        """The footer: what the player can do now, and nothing else."""
        if not self.shows_my_turn():
            s = self.session
            p = s.to_act
            device = prompts.device_of(self)
            record = open_hint(device) if self.theories and s.humans else ""
            if p is None or self.tweens.busy or s.seats[p] == "human":
                return record
            looks = prompts.hint([("zoom", "read the board")], device) if s.humans else ""
            looks += (prompts.SEPARATOR if looks and record else "") + record
            return f"{self.name(p)} is thinking…" + (prompts.SEPARATOR + looks if looks else "")
        device = prompts.device_of(self)
        phase = self.obs.phase
        if phase == "vote":
            return prompts.hint([("change", "choose"), ("confirm", "vote")], device)
        if phase == "tell":
            if self.obs.offered:
                line = prompts.hint([("move", "phrase"), ("confirm", "link")], device)
                # §6.3: the clock waits while the phrases are read (its ring greys)
                return line + (prompts.SEPARATOR + "Clock paused" if self.clock else "")
            return prompts.hint([("move", "cell"), ("switch", "next card"), ("place", "place"),
                                 ("undo", "take back"), ("zoom", "read the board")], device)
        # The mouse clicks a move itself: "Click the arrows" named arrows the bar has not.
        walk = [("change", "move")] if device in (KEYBOARD, CONTROLLER) else []
        return prompts.hint([*walk, ("confirm", "choose"), ("rules", "rules"),
                             ("zoom", "read the board")], device)

