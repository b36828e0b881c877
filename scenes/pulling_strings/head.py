"""The head above the large web: whose web it is and their own goal, the attack under
way with its chance, the target under the focus, or the last attack.

Names are whole (issue 31: "Channel Eleven Daytime attacks The…"): a line is set a size
smaller, then on two lines, before anything is cut; and the need is said in words a
player can act on ("cannot succeed: add 8 S") rather than as "need -6"."""

from __future__ import annotations

from typing import Any

import pygame

from game.pulling_strings import odds
from game.pulling_strings.cards import CABALS, GROUPS, KINDS
from game.pulling_strings.state import CABAL
from scenes.pulling_strings import geometry as geo
from scenes.ui import canvas, pen, text, theme

PAD = 10  # the words' margin inside the head
BIG_PX = 40  # the chance, large at the right


def fit_line(surface: pygame.Surface, words: str, px: int, smallest: int, room: int,
             colour: tuple[int, int, int], pos: tuple[int, int],
             anchor: str = "topleft") -> tuple[str, pygame.Rect]:
    """One line within `room`: smaller (down to `smallest`) before it is cut. The words
    as drawn, and where."""
    size = text.shrink_to_fit(words, px, room, smallest)
    shown = text.ellipsize(words, size, room)
    return shown, text.blit_text(surface, shown, size, colour, pos, anchor=anchor)


def title_and_line(surface: pygame.Surface, title: str, line: str,
                   room: int) -> list[tuple[str, pygame.Rect]]:
    """A title (22 px, smaller or on two lines where it must) over a line (18 px,
    smaller where it must) in the head, both within `room`. The words and where."""
    r = geo.WEB_HEAD
    px, lines = text.fit_block(title, 22, room, 36, 15)
    drawn = []
    y = r.top + 4
    for part in lines:
        drawn.append((part, text.blit_text(surface, part, px, theme.INK, (r.left + PAD, y))))
        y += text.font(px).get_linesize()
    if line:
        small = 18 if max(y + 2, r.top + 38) + text.font(18).get_height() <= r.bottom - 2 \
            else 15
        low = min(max(y + 2, r.top + 38), r.bottom - 2 - text.font(small).get_height())
        drawn.append(fit_line(surface, line, small, 14, room, theme.INK, (r.left + PAD, low)))
    return drawn


class WebHead:
    """Mixed into the table (draw.py's TableDrawing)."""

    obs: Any
    session: Any
    focus_seat: int

    def head_texts(self) -> list[tuple[str, pygame.Rect]]:
        """What the head shows and where (tests measure it): drawn on a spare surface."""
        spare = canvas.Surface((1280, 720))
        return self.draw_web_head(spare)

    def draw_web_head(self, surface: pygame.Surface) -> list[tuple[str, pygame.Rect]]:
        obs = self.obs
        r = geo.WEB_HEAD
        a = obs.get_attack()
        if a and a.get("target", -1) >= 0:
            return self._draw_attack(surface, a)
        focused = self.focused_entry()  # type: ignore[attr-defined]
        if focused is not None and focused.odds is not None and focused.action is not None \
                and focused.action.kind == "aim":
            return self.draw_preview(surface, focused)
        p = self.focus_seat
        pen.rect(surface, theme.PANEL, r, border_radius=8)
        cab = CABALS[obs.cabals[p]] if obs.cabals[p] >= 0 else None
        head = f"{self.session.names[p]}'s web" + (f" — {cab.name}" if cab else "")
        out = [fit_line(surface, head, 24, 16, r.width - 2 * PAD, theme.INK,
                        (r.left + PAD, r.top + 4))]
        last = getattr(self, "last_attack", None)
        if last is not None and not self.my_turn():  # type: ignore[attr-defined]
            # Nobody here decides: the watchers see how the last attack stood and ended.
            end = text.cached(last[1], 18, theme.ACCENT)
            at = end.get_rect(topright=(r.right - PAD, r.top + 38))
            surface.blit(end, at)
            out.append((last[1], at))
            room = r.width - 3 * PAD - end.get_width()
            out.append(fit_line(surface, last[0], 18, 14, room, theme.INK,
                                (r.left + PAD, r.top + 38)))
        elif cab:
            goal = f"Own goal: {cab.goal_text}" if obs.special_goals else cab.perk_text
            hand = self.hand_line(p)  # type: ignore[attr-defined]
            words = hand or goal
            out.append(fit_line(surface, words, 18, 14, r.width - 2 * PAD,
                                (250, 226, 160) if hand else theme.INK_DIM,
                                (r.left + PAD, r.top + 38)))
        return out

    def _draw_attack(self, surface: pygame.Surface,
                     a: dict[str, Any]) -> list[tuple[str, pygame.Rect]]:
        r = geo.WEB_HEAD
        state = self.session.game.state
        pen.rect(surface, (70, 30, 30), r, border_radius=8)
        by = "The Cabal" if a["attacker"] == CABAL else GROUPS[a["attacker"]].name
        title = f"{by} attacks {GROUPS[a['target']].name}"
        o = odds.current(state)
        out = []
        room = r.width - 2 * PAD
        if o is not None:
            words = f"{o.percent}%"
            big = text.cached(words, BIG_PX, theme.ACCENT)
            at = big.get_rect(midright=(r.right - PAD, r.centery))
            surface.blit(big, at)
            out.append((words, at))
            room -= big.get_width() + PAD
        line = ""
        if o is not None:
            line = f"to {KINDS[a['kind']]} · {odds.need_words(o.need)}"
            slush = (f" · +{a['paid_a'] + a['inter_for']} S for, "
                     f"+{a['paid_d'] + a['inter_against']} S against")
            if text.font(16).size(line + slush)[0] <= room:  # the log has it otherwise
                line += slush
        return out + title_and_line(surface, title, line, room)

    def draw_preview(self, surface: pygame.Surface,
                     entry: Any) -> list[tuple[str, pygame.Rect]]:
        """The target under the focus, in full, with its need and chance."""
        r = geo.WEB_HEAD
        pen.rect(surface, (46, 40, 30), r, border_radius=8)
        pen.rect(surface, theme.ACCENT, r, 2, border_radius=8)
        words = f"{entry.odds.percent}%"
        big = text.cached(words, BIG_PX, theme.ACCENT)
        at = big.get_rect(midright=(r.right - PAD, r.centery))
        surface.blit(big, at)
        room = r.width - 3 * PAD - big.get_width()
        need = entry.odds.need
        line = odds.need_words(need)
        if odds.BEST_LOW <= need < odds.BEST_HIGH:
            line += " (11 and 12 always fail)"
        return [(words, at), *title_and_line(surface, entry.label, line, room)]
