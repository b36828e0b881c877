"""The frame as a kept picture with the moving effects over it (scenes/ui/changes.py):
while only the dice, a group in flight or a banner move, just their areas are drawn
again. The picture is drawn again whenever what it shows may have changed (its key);
when only the groups in flight changed (one took off, or they were snapped back), just
the web and the row are drawn again, in their own areas (draw.py `redraw_hidden`)."""

from __future__ import annotations

from typing import Any

import pygame

from scenes.ui import art, canvas, prompts, text
from scenes.ui.changes import Changes


class TableFrame:
    """Mixed into the table (drawing itself is draw.py)."""

    _picture: pygame.Surface | None = None
    _picture_key: Any = None
    _picture_scale = 1.0  # the render scale its pixels were made at
    _hidden: frozenset[int] = frozenset()  # the groups in flight the picture leaves out
    _changes: Changes | None = None

    def picture_key(self) -> tuple[Any, ...]:
        """Everything the picture shows depends on (the viewer too: no picture of one
        player's specials is ever shown to another)."""
        s = self.session  # type: ignore[attr-defined]
        hinting = self.hint if self.hint_time > 0 else ""  # type: ignore[attr-defined]
        tabs = tuple((t, tuple(e.label for e in items))
                     for t, items in self.menu_tabs)  # type: ignore[attr-defined]
        services_art = self.services.art  # type: ignore[attr-defined]
        return (self.obs, s.display_viewer, s.to_act, len(s.log), self.focus_seat,  # type: ignore[attr-defined]
                tabs, self.tab, self.index, hinting, self.peeking,  # type: ignore[attr-defined]
                prompts.device_of(self), services_art.seat_colours,
                getattr(self, "last_attack", None),
                services_art.colour_blind, text.get_scale(), self.my_turn(),  # type: ignore[attr-defined]
                self.coach.offered())  # type: ignore[attr-defined]

    def picture(self, surface: pygame.Surface) -> tuple[pygame.Surface, list[pygame.Rect] | None]:
        """The kept picture, and the areas of it drawn again now (None: all of it)."""
        key = self.picture_key()
        hidden = frozenset(f.group for f in self.flyers)  # type: ignore[attr-defined]
        # A new render scale (the window resized to 1920x1080) makes it anew at that
        # scale: the old one would be its 720p pixels enlarged, soft.
        if self._picture is None or self._picture.get_size() != surface.get_size() \
                or self._picture_scale != canvas.get_scale():
            self._picture = art.odd_rows(surface.get_size(), surface)
            self._picture_scale = canvas.get_scale()
            self._picture_key = None
        if key != self._picture_key:
            self.draw_picture(self._picture)  # type: ignore[attr-defined]
            self._picture_key, self._hidden = key, hidden
            return self._picture, None
        if hidden != self._hidden:
            self._hidden = hidden
            return self._picture, self.redraw_hidden(self._picture, set(hidden))  # type: ignore[attr-defined]
        return self._picture, []

    def draw(self, surface: pygame.Surface) -> None:
        if self._changes is None:
            self._changes = Changes()
        picture, _ = self.picture(surface)
        self._changes.whole(surface, picture, self.effect_blits())  # type: ignore[attr-defined]

    def draw_changes(self, surface: pygame.Surface) -> list[pygame.Rect] | None:
        if self._changes is None:
            return None
        picture, changed = self.picture(surface)
        return self._changes.update(surface, picture, changed,
                                    self.effect_blits())  # type: ignore[attr-defined]

    def invalidate_picture(self) -> None:
        self._picture_key = None
