"""A Ninety-Nine seat's panel: its frame, token, name, score and marks ("Dealer",
"to play", "choosing..."), drawn once per look and kept (a part of `TableView`)."""

from __future__ import annotations

import pygame

from scenes.ninety_nine.centre import GOLD, HOT
from scenes.ui import canvas, pen, text, theme
from scenes.ui.art import colour_keyed


class SeatPanels:
    """Mixed into the table view: needs its `actor`, `passers`, `dealer`, `scores`,
    `session` and `services`."""

    def _seat_frame(self, surface: pygame.Surface, p: int, r: pygame.Rect,
                    inside: tuple = (), draw_inside=None) -> None:  # noqa: ANN001
        """A seat's panel: its frame, token, name, score and marks, and what
        `draw_inside(image)` puts in it (described by `inside`, part of the cache key).
        Drawn once per look and kept: seven panels of two rounded rectangles, four texts
        and a fan of cards were redrawn every frame."""
        turn = p == self.actor or p in self.passers
        marks = []
        if p == self.dealer:
            marks.append("Dealer")
        if p in self.passers:
            marks.append("choosing...")
        elif p == self.actor:
            marks.append("to play")
        key = (p, r.size, turn, self.session.names[p], round(self.scores[p]),
               bool(self.scores[p]), " · ".join(marks), self.services.art.token(p, 30),
               text.get_scale(), inside)
        frames = self.__dict__.setdefault("_seat_frames", {})
        image = frames.get(key)
        if image is None:
            if len(frames) > 96:
                frames.clear()
            # the room left of the score as drawn (a fixed 100 cut "Player 1" in the
            # narrower panel of the seat set aside for the replay's bar)
            score_w = text.font(theme.BODY_PX + 6).size(f"{round(self.scores[p])}")[0]
            name = text.ellipsize(self.session.names[p], theme.SMALL_PX,
                                  r.w - 46 - 22 - score_w)
            image = self._draw_seat_frame(p, r.size, turn, name, key[6])
            if draw_inside is not None:
                draw_inside(image)
            image = frames[key] = colour_keyed(image)
        surface.blit(image, r)

    def _draw_seat_frame(self, p: int, size: tuple[int, int], turn: bool, name: str,
                         marks: str) -> pygame.Surface:
        image = canvas.Surface(size, pygame.SRCALPHA)  # clear outside the round corners
        r = image.get_rect()
        fill = (30, 40, 44) if not turn else (58, 52, 30)
        pen.rect(image, fill, r, border_radius=12)
        pen.rect(image, GOLD if turn else theme.PANEL_EDGE, r, 3 if turn else 2,
                         border_radius=12)
        token = self.services.art.token(p, 30)
        image.blit(token, (r.x + 8, r.y + 8))
        text.blit_text(image, name, theme.SMALL_PX, theme.INK, (r.x + 46, r.y + 23),
                       anchor="midleft")
        score = f"{round(self.scores[p])}"
        text.blit_text(image, score, theme.BODY_PX + 6, HOT if self.scores[p] else theme.INK,
                       (r.right - 12, r.y + 23), anchor="midright")
        if marks:
            text.blit_text(image, marks, 20, GOLD if turn else theme.INK_DIM,
                           (r.x + 12, r.y + 50), anchor="midleft")
        return image
