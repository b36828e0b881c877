"""Drawing the Pulling Strings table (its places are geometry.py)."""

from __future__ import annotations

from typing import Any

import pygame

from game.pulling_strings.cards import CABALS, SPECIALS
from game.pulling_strings.progress import progress
from scenes.pulling_strings import faces, webview
from scenes.pulling_strings import geometry as geo
from scenes.pulling_strings.head import WebHead, fit_line
from scenes.ui import canvas, pen, prompts, text, theme

PHASES = {"choose": "choosing Cabals", "action": "action step", "aim": "choosing a target",
          "helpers": "choosing helpers", "react": "the defender may react",
          "money": "Slush for the attack", "reroll": "roll again?",
          "purse": "moving Slush", "end": "end-of-turn transfers",
          "place": "hanging a group", "mole": "the Mole looks", "over": "game over"}
ROW_H = 34  # one choice line
BAR_W = 118  # a seat's progress bars; its specials' backs lie right of them


class TableDrawing(WebHead):
    """Mixed into the table: the frame, and what is where for the pointer."""

    MENU_RECT = geo.MENU_RECT
    PEEK_RECT = geo.PEEK_RECT
    obs: Any
    session: Any
    n: int
    menu_tabs: list[Any]
    tab: int
    index: int
    focus_seat: int
    hint: str
    hint_time: float

    def seat_rgb(self, seat: int) -> tuple[int, int, int]:
        return self.services.art.player_colour(seat).rgb  # type: ignore[attr-defined]

    # ------------------------------------------------------------------ places
    def row_slot(self, g: int) -> tuple[int, int]:
        row = list(self.obs.row)
        return geo.row_slot(row.index(g) if g in row else len(row),
                            len(row) <= geo.ROW_BIG)

    def node_centre(self, p: int, node: int) -> tuple[float, float]:
        """Where `node` sits in p's web as the game stands now (after the events being
        shown: a captured group's place in its new web)."""
        now = self.session.game.observe(self.session.display_viewer)
        lay = webview.layout(now, p, geo.WEB)
        return lay.centres.get(node, geo.WEB.center)

    def seat_at(self, pos: tuple[int, int]) -> int | None:
        for p in range(self.n):
            if geo.seat_panel(p, self.n).collidepoint(pos):
                return p
        return None

    def tab_rects(self) -> list[pygame.Rect]:
        """The tabs left to right, wrapping onto a second line when they do not fit."""
        out = []
        left, right = geo.CHOICES.left + 6, geo.CHOICES.right - 4
        x, line = left, 0
        for title, _ in self.menu_tabs:
            w = text.cached(title, 18, theme.INK).get_width() + 14
            if x + w > right and x > left:
                x, line = left, line + 1
            out.append(pygame.Rect(x, geo.CHOICES.top + 34 + line * 30, w, 26))
            x += w + 4
        return out

    def tab_at(self, pos: tuple[int, int]) -> int | None:
        for i, r in enumerate(self.tab_rects()):
            if r.collidepoint(pos):
                return i
        return None

    def list_top(self) -> int:
        rects = self.tab_rects()
        return (rects[-1].bottom if rects else geo.CHOICES.top + 34) + 8

    def visible_rows(self) -> int:
        return max(1, (geo.CHOICES.bottom - 8 - self.list_top()) // ROW_H)

    def first_row(self) -> int:
        rows = self.visible_rows()
        return max(0, min(self.index - rows // 2, len(self.entries()) - rows))  # type: ignore[attr-defined]

    def entry_at(self, pos: tuple[int, int]) -> int | None:
        if not geo.CHOICES.collidepoint(pos) or not self.menu_tabs:
            return None
        top = self.list_top()
        if pos[1] < top:
            return None
        i = self.first_row() + (pos[1] - top) // ROW_H
        return i if i < len(self.entries()) else None  # type: ignore[attr-defined]

    # ------------------------------------------------------------------ the frame
    def draw_picture(self, surface: pygame.Surface) -> None:
        """Everything but what moves over the table (frame.py keeps it)."""
        surface.blit(self.services.art.table((1280, 720)), (0, 0))  # type: ignore[attr-defined]
        self.draw_top(surface)
        for p in range(self.n):
            self.draw_seat(surface, p)
        self.draw_web_head(surface)
        hidden = {f.group for f in self.flyers}  # type: ignore[attr-defined]
        self.draw_web_area(surface, hidden)
        self.draw_row(surface, hidden, self.lit_nodes())
        self.draw_choices(surface)
        self.draw_log(surface)
        self.draw_hint(surface)

    def draw_web_area(self, surface: pygame.Surface, hidden: set[int]) -> None:
        """The large web and a far target: all that is drawn in geo.WEB_AREA."""
        lit = self.lit_nodes()
        webview.draw_web(surface, self.obs, self.focus_seat, geo.WEB,
                         self.seat_rgb(self.focus_seat),
                         lit if self.obs.active == self.focus_seat else set(), hidden)
        self.draw_far_target(surface)

    def redraw_hidden(self, surface: pygame.Surface, hidden: set[int]) -> list[pygame.Rect]:
        """Groups took off or were snapped back (the flights, animate.py) and nothing
        else changed: only the web and the row are drawn again, each clipped to its own
        area, over the felt there (nothing else is drawn in them). The areas."""
        felt = self.services.art.table((1280, 720))  # type: ignore[attr-defined]
        for area, draw in ((geo.WEB_AREA, lambda: self.draw_web_area(surface, hidden)),
                           (geo.ROW, lambda: self.draw_row(surface, hidden,
                                                           self.lit_nodes()))):
            surface.set_clip(area)
            surface.blit(felt, area, area)
            draw()
        surface.set_clip(None)
        return [geo.WEB_AREA.copy(), geo.ROW.copy()]

    def lit_nodes(self) -> set[int]:
        a = self.obs.get_attack()
        if not a:
            return set()
        lit = {a["attacker"], *a["helpers"], a["target"]}
        focused = self.focused_entry()
        if focused is not None and focused.action is not None:
            if focused.action.kind == "aim":
                lit.add(focused.action.target)
            elif focused.action.kind == "help":
                lit.add(focused.action.node)
        return lit

    def draw_top(self, surface: pygame.Surface) -> None:
        obs = self.obs
        pen.rect(surface, theme.PANEL, geo.TOP)
        limit = f" of {obs.turn_limit}" if obs.turn_limit else ""
        who = self.session.names[obs.active]
        line = (f"Round {obs.round}{limit}{theme.STATUS_SEP}{who}'s turn{theme.STATUS_SEP}"
                f"{PHASES.get(obs.phase, obs.phase)}")
        if obs.phase == "action":
            line += f" ({obs.actions_left} action{'s' * (obs.actions_left != 1)} left)"
        goal = text.cached(f"Win: {obs.goal} groups", 22, theme.ACCENT)
        at = goal.get_rect(midright=(geo.PEEK_RECT.left - 14, geo.TOP.centery))
        surface.blit(goal, at)
        # A size smaller before a cut; a long name would run into the goal otherwise.
        room = at.left - 20 - geo.TOP.left - 10
        px = text.shrink_to_fit(line, 24, room, 20)
        text.blit_text(surface, text.ellipsize(line, px, room), px, theme.INK,
                       (geo.TOP.left + 10, geo.TOP.centery), anchor="midleft")
        if self.peek_allowed():  # type: ignore[attr-defined]
            self._button(surface, geo.PEEK_RECT, "Hold to peek")
        self._button(surface, geo.MENU_RECT, "Menu")

    @staticmethod
    def _button(surface: pygame.Surface, rect: pygame.Rect, label: str) -> None:
        pen.rect(surface, theme.FOCUS_FILL, rect, border_radius=8)
        pen.rect(surface, theme.PANEL_EDGE, rect, 2, border_radius=8)
        text.blit_text(surface, label, 18, theme.INK, rect.center, anchor="center")

    def draw_seat(self, surface: pygame.Surface, p: int) -> list[tuple[str, pygame.Rect]]:
        """Seat p's panel; the words drawn and where (tests measure them)."""
        obs = self.obs
        r = geo.seat_panel(p, self.n)
        rgb = self.seat_rgb(p)
        fill = (46, 44, 56) if p == obs.active else theme.PANEL
        pen.rect(surface, fill, r, border_radius=8)
        edge = theme.ACCENT if p == self.focus_seat else theme.PANEL_EDGE
        pen.rect(surface, edge, r, 3 if p == self.focus_seat else 1, border_radius=8)
        pen.rect(surface, rgb, (r.left, r.top, 8, r.height), border_radius=4)
        name = self.session.names[p] + (" (out)" if obs.resigned[p] else "")
        cash = text.cached(f"{obs.cash[p]} S", 22, theme.ACCENT)
        beside = r.width - geo.MINI_W - 14  # left of the mini-map
        at = cash.get_rect(topright=(r.left + beside - 8, r.top + 4))
        surface.blit(cash, at)
        out = [(f"{obs.cash[p]} S", at),
               fit_line(surface, name, 22, 16, beside - 30 - cash.get_width(), theme.INK,
                        (r.left + 14, r.top + 4))]
        y = r.top + 30
        if obs.cabals[p] >= 0:
            cab = CABALS[obs.cabals[p]].name.removeprefix("The ")
            out.append(fit_line(surface, cab, 18, 15, beside - 14, theme.ACCENT,
                                (r.left + 14, y)))
            y += 22
            pr = progress(self.session.game.state, p)
            out.append(self._bar(surface, (r.left + 14, y), f"{pr.groups}/{pr.goal} groups",
                                 pr.groups / max(1, pr.goal), rgb, BAR_W))
            self.draw_backs(surface, p, r.left + 14 + BAR_W + 6, y + 1)
            y += 22
            if obs.special_goals:  # no backs beside it: as wide as the mini-map allows
                out.append(self._bar(surface, (r.left + 14, y), f"goal {pr.label}",
                                     pr.value / max(1, pr.target), (150, 150, 200),
                                     beside - 22))
        webview.draw_mini(surface, obs, p, geo.mini_rect(r), rgb)
        return out

    def _bar(self, surface: pygame.Surface, pos: tuple[int, int], label: str, share: float,
             colour: tuple[int, int, int], width: int) -> tuple[str, pygame.Rect]:
        back = pygame.Rect(pos[0], pos[1] + 2, width, 18)
        pen.rect(surface, (60, 60, 70), back, border_radius=4)
        fill = back.copy()
        fill.width = int(back.width * max(0.0, min(1.0, share)))
        # A darkened fill: the label stays readable over it (white seats included).
        dark = (colour[0] * 11 // 20, colour[1] * 11 // 20, colour[2] * 11 // 20)
        pen.rect(surface, dark, fill, border_radius=4)
        return fit_line(surface, label, 16, 13, back.width - 6, theme.INK,
                        (back.left + 4, back.centery), anchor="midleft")

    def draw_backs(self, surface: pygame.Surface, p: int, x: int, y: int) -> None:
        """The specials p holds, face down: only how many (public, spec §14)."""
        for i in range(min(4, self.obs.hand_sizes[p])):
            surface.blit(faces.special_face(None, 15, 20), (x + i * 11, y))

    def hand_line(self, p: int) -> str:
        """p's specials by name, where the screen may show them now ("" otherwise)."""
        obs = self.obs
        if not obs.hand_sizes[p] or not self.shows_hand(p):  # type: ignore[attr-defined]
            return ""
        kinds = obs.hands[p] if obs.hands else obs.hand
        return "Specials: " + ", ".join(SPECIALS[k].name for k in kinds)

    def draw_far_target(self, surface: pygame.Surface) -> None:
        """The attacked group when it sits in a web not shown large: its face at the
        web's right edge, named with its controller, so the fight is seen whole."""
        a = self.obs.get_attack()
        if not a or a.get("target", -1) < 0:
            return
        g = a["target"]
        owner = self.obs.owner[g]
        if owner < 0 or owner == self.focus_seat:
            return
        face = faces.group_face(g, 1, self.seat_rgb(owner))
        rect = face.get_rect(topright=(geo.WEB.right - 8, geo.WEB.top + 30))
        label = text.cached(f"Target, in {self.session.names[owner]}'s web", 18, theme.ACCENT)
        at = label.get_rect(bottomright=(rect.right, rect.top - 4))
        # On a backing: in a narrow web it may lie over the Cabal's money badge.
        pen.rect(surface, theme.PANEL, at.inflate(10, 2), border_radius=6)
        surface.blit(label, at)
        surface.blit(face, rect)
        pen.rect(surface, theme.ACCENT, rect.inflate(8, 8), 4, border_radius=10)

    def focused_entry(self) -> Any:
        items = self.entries()  # type: ignore[attr-defined]
        return items[self.index] if 0 <= self.index < len(items) else None

    def draw_row(self, surface: pygame.Surface, hidden: set[int], lit: set[int]) -> None:
        obs = self.obs
        pen.rect(surface, (20, 40, 32), geo.ROW, border_radius=8)
        text.blit_text(surface, f"Uncontrolled groups · deck {obs.deck_size}", 20, theme.INK,
                       (geo.ROW.left + 8, geo.ROW.top + 3))
        big = len(obs.row) <= geo.ROW_BIG
        per = geo.ROW_BIG if big else geo.ROW.width // (geo.ROW_CARD[0] + 6) * 2
        for i, g in enumerate(obs.row[:per]):
            if g in hidden:
                continue
            face = faces.group_face(g, 1 if big else 2, (120, 120, 120))
            rect = face.get_rect(center=geo.row_slot(i, big))
            surface.blit(face, rect)
            if g in lit:
                pen.rect(surface, theme.ACCENT, rect.inflate(6, 6), 3, border_radius=9)
        extra = len(obs.row) - per
        if extra > 0:
            text.blit_text(surface, f"+{extra} more", 18, theme.INK,
                           (geo.ROW.right - 8, geo.ROW.top + 3), anchor="topright")

    def draw_choices(self, surface: pygame.Surface) -> list[list[tuple[str, pygame.Rect]]]:
        """The human's choices; each shown row's words and where (tests measure them)."""
        r = geo.CHOICES
        rows: list[list[tuple[str, pygame.Rect]]] = []
        pen.rect(surface, theme.PANEL, r, border_radius=8)
        s = self.session
        if not self.menu_tabs:
            who = s.to_act
            line = "Watching…" if who is None else f"{s.names[who]} is deciding…"
            text.blit_text(surface, line, 22, theme.INK_DIM, (r.left + 10, r.top + 8))
            return rows
        hand = self.hand_line(s.to_act)
        title = hand or f"{s.names[s.to_act]}, choose:"
        text.blit_text(surface, text.ellipsize(title, 18 if hand else 22, r.width - 20),
                       18 if hand else 22, (250, 226, 160) if hand else theme.ACCENT,
                       (r.left + 10, r.top + 6))
        for i, (rect, (title, _)) in enumerate(zip(self.tab_rects(), self.menu_tabs)):
            on = i == self.tab
            pen.rect(surface, theme.FOCUS_FILL if on else (40, 42, 52), rect,
                             border_radius=6)
            if on:
                pen.rect(surface, theme.ACCENT, rect, 2, border_radius=6)
            text.blit_text(surface, title, 18, theme.ACCENT if on else theme.INK,
                           rect.center, anchor="center")
        items = self.entries()  # type: ignore[attr-defined]
        top, first = self.list_top(), self.first_row()
        for row, i in enumerate(range(first, min(len(items), first + self.visible_rows()))):
            rect = pygame.Rect(r.left + 4, top + row * ROW_H, r.width - 8, ROW_H - 2)
            entry = items[i]
            focused = i == self.index
            if focused:
                pen.rect(surface, theme.FOCUS_FILL, rect, border_radius=6)
                pen.rect(surface, theme.ACCENT, rect, 2, border_radius=6)
            colour = theme.INK_DIM if entry.action is None else \
                theme.ACCENT if focused else theme.INK
            room = rect.width - 12
            drawn = []
            if entry.odds is not None:  # the chance, right-aligned: never cut off
                pct = text.cached(f"{entry.odds.percent}%", 20, theme.ACCENT)
                at = pct.get_rect(midright=(rect.right - 8, rect.centery))
                surface.blit(pct, at)
                drawn.append((f"{entry.odds.percent}%", at))
                room -= pct.get_width() + 10
            # Smaller, then on two lines: a group's name whole (issue 31).
            px, lines = text.fit_block(entry.label, 18, room, rect.height, 12)
            step = text.font(px).get_linesize()
            y = rect.centery - step * len(lines) // 2
            for n, line in enumerate(lines):
                drawn.append((line, text.blit_text(surface, line, px, colour,
                                                   (rect.left + 8, y + n * step))))
            rows.append(drawn)
        return rows

    def log_lines(self) -> list[str]:
        """The log's last lines; before the first event, a line saying whose turn it is
        and what to do (a log never starts empty)."""
        if self.session.log:
            return self.session.log[-12:]
        obs = self.obs
        who = self.session.names[obs.active]
        if obs.phase == "choose":
            return [f"{who} chooses a Cabal to run."]
        line = f"Round {obs.round}: {who}'s turn ({PHASES.get(obs.phase, obs.phase)})."
        if self.my_turn():  # type: ignore[attr-defined]
            line += (" Choose on the right: attack a group (each target shows its odds), "
                     "move Slush, or lie low for +5 S.")
        else:
            line += f" The first to control {obs.goal} groups, or meet their own goal, wins."
        return [line]

    def draw_log(self, surface: pygame.Surface) -> None:
        r = geo.LOG
        pen.rect(surface, theme.PANEL, r, border_radius=8)
        y = r.bottom - 6
        for line in reversed(self.log_lines()):
            wrapped = text.wrapped(line, 17, r.width - 16)
            for part in reversed(wrapped):
                y -= 21
                if y < r.top + 4:
                    return
                text.blit_text(surface, part, 17, theme.INK, (r.left + 8, y))

    def effect_blits(self) -> list[tuple[pygame.Surface, tuple[int, int]]]:
        """What moves over the picture: a group in flight, the dice, the banner."""
        out = self.minimap_blits()  # type: ignore[attr-defined]
        for fly in self.flyers:  # type: ignore[attr-defined]
            face = faces.group_face(fly.group, fly.size, fly.edge)
            if fly.alpha < 255:
                face = face.copy()
                face.set_alpha(int(max(0, fly.alpha)))
            out.append((face, face.get_rect(center=(int(fly.x), int(fly.y))).topleft))
        dice = getattr(self, "dice", None)
        if dice is not None:
            for i, face_no in enumerate(dice.faces):
                shown = face_no if dice.spin >= 1.0 else 1 + (int(dice.spin * 23) + i * 3) % 6
                bounce = int(60 * (1 - dice.spin) * abs((dice.spin * 4) % 2 - 1))
                cx = geo.WEB.centerx - 50 + i * 100
                cy = geo.WEB.centery + 40 - bounce
                out.append((_die(shown), (cx - 40, cy - 40)))
        banner = getattr(self, "banner", None)
        if banner is not None:
            image = _banner(banner.text, banner.colour, banner.small)
            at = image.get_rect(center=(geo.WEB.centerx, geo.WEB.top + 40))
            out.append((image, at.clamp(geo.SAFE).topleft))  # a long line stays on a TV
        return out

    def draw_hint(self, surface: pygame.Surface) -> None:
        r = geo.HINT
        if self.coach.offered():  # type: ignore[attr-defined]  # the "? Hint" button's room
            r = pygame.Rect(r.x, r.y, geo.HINT_BUTTON.x - 12 - r.x, r.height)
        if self.hint and self.hint_time > 0:
            text.blit_text(surface, text.ellipsize(self.hint, 20, r.width), 20, theme.ACCENT,
                           (r.left, r.centery), anchor="midleft")
            return
        device = prompts.device_of(self)
        items = [("updown", "choose"), ("change", "tab"), ("confirm", "do it"),
                 ("switch", "webs"), ("undo", "take back"), ("rules", "rules"),
                 ("menu", "menu")]
        line = prompts.plain(prompts.hint(items, device))
        px = text.shrink_to_fit(line, 18, r.width, 16)  # a size smaller before a cut
        prompts.blit(surface, text.ellipsize(line, px, r.width), px,
                     theme.INK_DIM, (r.left, r.centery), anchor="midleft")


def _die(value: int) -> pygame.Surface:
    key = ("die", value)
    if key not in _EFFECTS:
        surf = canvas.Surface((80, 80), pygame.SRCALPHA)
        rect = surf.get_rect()
        pen.rect(surf, (250, 250, 245), rect, border_radius=12)
        pen.rect(surf, (30, 30, 30), rect, 3, border_radius=12)
        for dx, dy in _PIPS[value]:
            pen.circle(surf, (30, 30, 30), (40 + dx * 22, 40 + dy * 22), 8)
        _EFFECTS[key] = surf
    return _EFFECTS[key]


def _banner(line: str, colour: tuple[int, int, int], small_line: str) -> pygame.Surface:
    key = ("banner", line, colour, small_line)
    if key not in _EFFECTS:
        if len(_EFFECTS) > 200:
            _EFFECTS.clear()
        room = geo.SAFE.width - 40  # the longest names, several winners: inside a TV
        px = text.shrink_to_fit(line, 40, room, 28)
        big = text.cached(text.ellipsize(line, px, room), px, colour)
        small = text.cached(text.ellipsize(small_line, 22, room), 22, theme.INK) \
            if small_line else None
        h = big.get_height() + (small.get_height() + 4 if small else 0) + 20
        w = max(big.get_width(), small.get_width() if small else 0) + 40
        surf = canvas.Surface((w, h), pygame.SRCALPHA)
        box = surf.get_rect()
        pen.rect(surf, (16, 16, 22), box, border_radius=12)
        pen.rect(surf, colour, box, 3, border_radius=12)
        surf.blit(big, big.get_rect(midtop=(box.centerx, 10)))
        if small:
            surf.blit(small, small.get_rect(midbottom=(box.centerx, box.bottom - 8)))
        _EFFECTS[key] = surf
    return _EFFECTS[key]


_EFFECTS: dict[tuple[object, ...], pygame.Surface] = {}
canvas.on_change(_EFFECTS.clear)  # dice and banners drawn at the old render scale
_PIPS = {1: [(0, 0)], 2: [(-1, -1), (1, 1)], 3: [(-1, -1), (0, 0), (1, 1)],
         4: [(-1, -1), (1, -1), (-1, 1), (1, 1)],
         5: [(-1, -1), (1, -1), (0, 0), (-1, 1), (1, 1)],
         6: [(-1, -1), (1, -1), (-1, 0), (1, 0), (-1, 1), (1, 1)]}
