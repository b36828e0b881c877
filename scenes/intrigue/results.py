"""Intrigue's results: the archives open (spec §11). Each member's public, secret and true
score, status and what they told (how much of it false); then the archives' timeline:
who told whom a lie, who spread it, and what the party made of it. At the end everything
is public, so this screen may show every member's secrets."""

from __future__ import annotations

import pygame

from game.intrigue.content import claim_text
from game.intrigue.scoring import STATUS_NAMES
from scenes.intrigue.view import FALSE_INK, TRUE_INK, halves
from scenes.shell.match.results import TABLE, TABLE_BOTTOM, WINNER, ResultsScene, column_room
from scenes.shell.match.session import Session
from scenes.ui import text, theme
from scenes.ui.widgets import panel

ROW_H = 36
# The winner's public score may stand below the target: say why (issue 31, item 5).
SECRET_COUNTS = ("True score = public + secret points: a rumour's first teller scores in "
                 "secret, hidden until the end.")
TIMELINE_LINES = 7


class IntrigueResults(ResultsScene):
    score_title = "True score"

    def __init__(self, session: Session, **hooks: object) -> None:
        super().__init__(session, **hooks)  # type: ignore[arg-type]
        self.row_h = ROW_H
        self.archives = session.game.observe(None)

    def reason_line(self) -> str:
        why = self.archives.why
        words = {"president": f"A member's true score reached the target "
                              f"({self.archives.target}) and made them President.",
                 "round_limit": "The round limit was reached: the highest true score wins.",
                 "stalemate": "A whole round passed with nothing done: the highest true "
                              "score wins."}
        return words.get(why, self.reason())

    def lies(self) -> list[str]:
        """The archives' timeline: every false claim told, most damaging first."""
        o = self.archives
        names = self.session.names
        spreaders = {(q, k): p for _r, q, k, p, _pts in o.all_spread}
        lines: list[tuple[int, int, str]] = []
        seen: set[tuple[int, int, int, int]] = set()
        for r, giver, receiver, subject, slot, _sworn, _how in o.all_tellings:
            if o.all_truth[subject][slot] or (giver, receiver, subject, slot) in seen:
                continue
            seen.add((giver, receiver, subject, slot))
            claim = claim_text(names[subject], o.files[subject][slot])
            opened = o.resolved[subject][slot] >= 0
            weight = 2 if opened else 1
            mark = " (spreader)" if spreaders.get((subject, slot)) == giver else ""
            lines.append((-weight * 100 + r, len(lines), f"Round {r}: {names[giver]}{mark} told "
                          f"{names[receiver]} that {claim}. False!"))
        lines.sort()
        return [line for _w, _i, line in lines]  # in game order within a round

    def draw_table(self, surface: pygame.Surface) -> None:
        o = self.archives
        told = [0] * o.players
        false = [0] * o.players
        for _r, giver, _recv, subject, slot, _s, _h in o.all_tellings:
            told[giver] += 1
            false[giver] += 0 if o.all_truth[subject][slot] else 1
        headings = [("Public", 440), ("Secret", 560), ("True", 680), ("Status", 790),
                    ("Told (false)", 990)]
        for p, row, winner in self.draw_rows(surface, headings, room=380):
            cells = [(440, halves(o.public[p]), theme.INK),
                     (560, halves(o.all_secret[p]) if o.all_secret else "?", theme.ACCENT),
                     (680, halves(o.public[p] + (o.all_secret[p] if o.all_secret else 0)),
                      WINNER if winner else theme.INK),
                     (790, STATUS_NAMES[min(o.status[p], 3)], theme.INK),
                     (990, f"{told[p]} ({false[p]})", FALSE_INK if false[p] else TRUE_INK)]
            for x, words, colour in cells:
                px = theme.SMALL_PX if x == 790 else theme.BODY_PX
                room = column_room(headings, x)
                px = text.shrink_to_fit(words, px, room, 16)
                text.blit_text(surface, text.ellipsize(words, px, room), px, colour,
                               (TABLE.x + x, row.centery), anchor="midleft")
        top = TABLE.y + 40 + o.players * ROW_H + 8
        # Why the President's public score may be under the target (issue 31, item 5).
        px = text.shrink_to_fit(SECRET_COUNTS, theme.SMALL_PX, TABLE.width - 20, 15)
        text.blit_text(surface, SECRET_COUNTS, px, theme.ACCENT, (TABLE.centerx, top),
                       anchor="midtop")
        top += text.font(px).get_linesize() + 6
        box = pygame.Rect(TABLE.x, top, TABLE.width, TABLE_BOTTOM + 40 - top)
        panel(surface, box)
        text.blit_text(surface, "The archives: who fooled whom", theme.SMALL_PX, theme.ACCENT,
                       (box.x + 14, box.y + 8))
        lies = self.lies() or ["Nobody told a single lie. Suspicious in itself."]
        y = box.y + 36
        for line in lies[:TIMELINE_LINES]:
            if y > box.bottom - 22:
                break
            text.blit_text(surface, text.ellipsize(line, 18, box.w - 28), 18, theme.INK,
                           (box.x + 14, y))
            y += 23
