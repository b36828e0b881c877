"""Each human seat's phone mark on its own panel (phones as private screens, issue 25).

A table puts `PhoneMarks` first among its bases and says where a seat's mark goes with
`seat_anchor(player)`: a small spot in that seat's panel, kept free by its layout. While
the table has phones (`TableScene.phones`, the flow's PhoneHook), every human seat's
spot shows whether its phone is connected; without phones nothing is drawn and the
table's frames are exactly what they were. Whose turn it is the panels already show.

The marks are stamped over whatever the table drew, both when it draws whole and when it
draws only its changes; a mark that changed (a phone came or went) asks for a whole frame.
"""

from __future__ import annotations

from typing import Any

import pygame

from scenes.ui.phone_badge import phone_badge

Mark = tuple[int, int, bool]  # (centre x, centre y, connected)


class PhoneMarks:
    """Mixed in front of a table's drawing (see the module docstring)."""

    phones: Any
    _marks_drawn: tuple[Mark, ...] = ()

    def seat_anchor(self, player: int) -> pygame.Rect | None:
        """Where `player`'s phone mark goes on the screen (None: this table shows none)."""
        return None

    def phone_marks(self) -> tuple[Mark, ...]:
        """The marks to show now: one for each human seat the table places."""
        phones = self.phones
        if phones is None:
            return ()
        marks = []
        for seat in getattr(phones, "humans", ()):  # (a stand-in hook may have none)
            spot = self.seat_anchor(seat)
            if spot is not None:
                marks.append((spot.centerx, spot.centery, bool(phones.holds(seat))))
        return tuple(marks)

    def _stamp(self, surface: pygame.Surface, marks: tuple[Mark, ...]) -> list[pygame.Rect]:
        rects = []
        for x, y, connected in marks:
            image = phone_badge(connected)
            rect = image.get_rect(center=(x, y))
            surface.blit(image, rect)
            rects.append(rect)
        return rects

    def draw(self, surface: pygame.Surface) -> None:
        super().draw(surface)  # type: ignore[misc]
        self._marks_drawn = self.phone_marks()
        self._stamp(surface, self._marks_drawn)

    def draw_changes(self, surface: pygame.Surface) -> list[pygame.Rect] | None:
        marks = self.phone_marks()
        if marks != self._marks_drawn:
            return None  # a phone came or went: the whole frame, marks and all
        areas = super().draw_changes(surface)  # type: ignore[misc]
        if areas is None or not marks:
            return areas
        # The table may have drawn over a mark (a card flying across a panel): stamp them
        # all again (the same pixels where nothing was drawn) and show the ones touched.
        rects = self._stamp(surface, marks)
        return areas + [r for r in rects if r.collidelist(areas) >= 0]
