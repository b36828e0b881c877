"""The human's input at the Pontoon table, event by event: which key, click, drag or tap
does what (the device map is in controls.py's docstring; the moves themselves, and the
state of the turn they depend on, are in controls.py). Mixed into PontoonTable.
"""

from __future__ import annotations

from typing import Any

import pygame

from scenes.pontoon import geometry as geo
from scenes.pontoon.controls import CONFIRM, DIRS, MENU_RECT, MOVE_KEYS, NIGHT_RECT, PEEK_RECT_ID
from scenes.pontoon.draw import CAPTION, CAPTION_BIG
from scenes.pontoon.theory_record import OPEN_KEYS, open_theory_record
from scenes.pontoon.zoom import open_board_zoom


class TableInput:
    """Mixed into PontoonTable (after TableControls, whose moves it calls)."""

    session: Any
    obs: Any

    def handle_event(self, event: pygame.event.Event) -> bool:
        if event.type == pygame.KEYUP and (event.key == pygame.K_p or (
                event.key in CONFIRM and self.__dict__.get("peek_key") == event.key)):
            self.set_peeking(False)  # P let go, or the Enter / Ⓐ held on the Peek button
            return True
        if event.type == pygame.MOUSEBUTTONUP and self.peeking:
            self.set_peeking(False)
            self.bar.pressed = None
        if event.type == pygame.MOUSEBUTTONUP and self.__dict__.get("drag") is not None:
            return self._drop(event.pos)
        if event.type == pygame.TEXTINPUT:
            if self.typing():
                self.typed = (self.typed + event.text)[:280]
            return True
        if event.type == pygame.KEYDOWN:
            self.keyboard = True
            for bar in (self.bar, self.phrase_bar, self.vote_bar):
                bar.hover = None  # keys move the focus: the mouse's button is lit no more
            return self._key(event)
        if event.type == pygame.MOUSEMOTION:
            self.keyboard = False
            self.mouse = event.pos
            for bar in (self.bar, self.phrase_bar, self.vote_bar):
                b = bar.at(event.pos)
                bar.hover = b.id if b and b.enabled else None
            cell = geo.cell_at(event.pos)
            if cell is not None and cell in self.legal_cells():
                self.cursor = cell
            drag = self.__dict__.get("drag")
            if drag is not None and drag < len(self.tell_sprites):
                self.tell_sprites[drag].x, self.tell_sprites[drag].y = event.pos
            return True
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 1:
            self.keyboard = False
            return self._click(event.pos)
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 3 and self.on_menu:
            self.on_menu()
            return True
        return False

    def _click(self, pos: tuple[int, int]) -> bool:
        self.mouse = pos
        if NIGHT_RECT.collidepoint(pos) and self.night_shown():
            self.press("night")
            return True
        if MENU_RECT.collidepoint(pos) and self.on_menu:
            self.on_menu()  # the way to the pause menu without a keyboard
            return True
        if geo.TOP_BAR.collidepoint(pos) or self.on_told_theory(pos):
            open_theory_record(self)
            return True
        if self.notice is not None:
            self.notice.dismissed = True  # the rest (the next deal) plays as usual
            return True
        if self.animating and self.tweens.busy:
            self.fast_forward()
            return True
        b = self.vote_bar.at(pos)
        if b:
            self.vote(b.id == "yes")
            return True
        b = self.phrase_bar.at(pos)
        if b:
            self.choose_phrase(int(b.id))
            return True
        b = self.bar.at(pos)
        if b and b.enabled:
            if b.id == PEEK_RECT_ID:
                self.set_peeking(True)
                self.bar.pressed = b.id
            else:
                self.press(b.id)
            return True
        for i, sp in enumerate(self.tell_sprites):
            if sp.rect.collidepoint(pos) and self.my_turn():
                self.pick = i
                self.pick_card()
                self.refresh_controls()
                if self.pick == i:
                    self.__dict__["drag"] = i  # drag it onto a lit cell, or tap a cell next
                return True
        cell = geo.cell_at(pos)
        if cell in self.tiles:  # a card on the board: click or tap to read the board large
            open_board_zoom(self, cell)
            return True
        if cell is not None and self.my_turn() and self.obs.phase == "tell" \
                and not self.obs.offered:
            self.place_at(cell)
            return True
        return False

    def _drop(self, pos: tuple[int, int]) -> bool:
        """A dragged card let go: placed on a lit cell, else back to its place."""
        i = self.__dict__.pop("drag")
        cell = geo.cell_at(pos)
        if cell is not None and self.my_turn() and cell in self.legal_cells():
            self.place_at(cell)  # it flies the last bit from where it was let go
            return True
        if i < len(self.tell_sprites):
            sp = self.tell_sprites[i]
            sp.x, sp.y = self.tell_slot(i, len(self.tell_sprites))
        if cell is not None and self.my_turn() and not self.obs.offered:
            self.place_at(cell)  # not a lit cell: says why
        return True

    def on_told_theory(self, pos: tuple[int, int]) -> bool:
        """On the theory panel while it is not the player's own theory in the making."""
        if not self.telling() or (self.my_turn() and not self.theory_shown):
            return False
        return (CAPTION_BIG if self.theory_shown else CAPTION).collidepoint(pos)

    def peek_allowed(self) -> bool:
        s = self.session
        return bool(s.human_to_act and s.display_viewer == s.to_act
                    and not self.tweens.busy)

    def look(self, event: pygame.event.Event) -> bool:
        """Z: the board read large; a look, no move, so the replay lets it through."""
        if event.key == pygame.K_z and not event.mod & pygame.KMOD_CTRL:
            open_board_zoom(self)
            return True
        return False

    def _key(self, event: pygame.event.Event) -> bool:
        key = event.key
        typing = self.typing()
        if key == pygame.K_ESCAPE:
            if self.on_menu:
                self.on_menu()
            return True
        if key == pygame.K_F1:
            self.open_rules()  # type: ignore[attr-defined]
            return True
        if not typing and self.look(event):
            return True
        if not typing and key in OPEN_KEYS:
            open_theory_record(self)  # H, right stick down: the theories told so far
            return True
        if key == pygame.K_PAGEUP:
            open_board_zoom(self)  # the board read large (also Z, right stick up)
            return True
        if typing and key == pygame.K_BACKSPACE and self.typed:
            self.typed = self.typed[:-1]
            return True
        if key in (pygame.K_BACKSPACE, pygame.K_u) or (
                key == pygame.K_z and event.mod & pygame.KMOD_CTRL):
            if not (typing and key == pygame.K_u):
                self.take_back()
            return True
        if typing and key not in (pygame.K_RETURN, pygame.K_KP_ENTER, pygame.K_TAB,
                                  pygame.K_LEFT, pygame.K_RIGHT, pygame.K_UP, pygame.K_DOWN):
            return True  # letters arrive as TEXTINPUT
        if key in (pygame.K_f, pygame.K_PERIOD):
            self.fast_forward()
            return True
        if key == pygame.K_p:
            self.set_peeking(True)
            return True
        if self.notice is not None and key in CONFIRM:
            self.notice.dismissed = True  # Enter, Space or Ⓐ: read, go on
            return True
        if not self.my_turn() or self.tweens.busy:
            return False
        if self.zone == "vote":
            return self._vote_key(key)
        if self.zone == "phrases":
            return self._phrase_key(key)
        if self.zone == "board":
            return self._board_key(key, event.mod)
        if key in MOVE_KEYS:
            self.press(MOVE_KEYS[key])
            return True
        if key in (pygame.K_LEFT, pygame.K_UP, pygame.K_RIGHT, pygame.K_DOWN, pygame.K_TAB):
            back = key in (pygame.K_LEFT, pygame.K_UP) or (
                key == pygame.K_TAB and event.mod & pygame.KMOD_SHIFT)
            self.bar.move(-1 if back else 1)
            return True
        if key in CONFIRM:
            bid = self.bar.focused_id()
            if bid == PEEK_RECT_ID:
                self.set_peeking(True)
                self.__dict__["peek_key"] = key  # held on the button: its release ends it
            elif bid:
                self.press(bid)
            return True
        return False

    def _vote_key(self, key: int) -> bool:
        if key == pygame.K_y:
            self.vote(True)
        elif key == pygame.K_n:
            self.vote(False)
        elif key in (pygame.K_LEFT, pygame.K_RIGHT, pygame.K_UP, pygame.K_DOWN, pygame.K_TAB):
            self.vote_bar.move(1)
        elif key in CONFIRM:
            self.vote(self.vote_bar.focused_id() == "yes")
        return True

    def _phrase_key(self, key: int) -> bool:
        offered = self.obs.offered
        if pygame.K_1 <= key <= pygame.K_4 and key - pygame.K_1 < len(offered):
            self.choose_phrase(offered[key - pygame.K_1])
        elif key in (pygame.K_LEFT, pygame.K_UP):
            self.phrase_bar.move(-1)
        elif key in (pygame.K_RIGHT, pygame.K_DOWN, pygame.K_TAB):
            self.phrase_bar.move(1)
        elif key in CONFIRM:
            bid = self.phrase_bar.focused_id()
            if bid is not None:
                self.choose_phrase(int(bid))
        return True

    def _board_key(self, key: int, mod: int) -> bool:
        if key == pygame.K_TAB:
            self.choose_card(-1 if mod & pygame.KMOD_SHIFT else 1)
        elif key in DIRS and not (self.typing() and key in (pygame.K_a, pygame.K_w)):
            self.step_cursor(*DIRS[key])
        elif key in CONFIRM and not (self.typing() and key == pygame.K_SPACE):
            self.place_at(self.cursor)
        return True
