"""The Pulling Strings table: the active player's web large in the middle, every web as
a mini-map in the seat panels on the left (with treasury, goal progress and specials
face down), the uncontrolled row and the deck below, the choices and the log on the
right.

The match loop is the shell's `TableScene`. Everything but the specials in hand is
public (spec §14), so the screen passes between humans with no curtain: a player's
specials show only while they hold Peek (§18; always for a lone human, every hand face
up in a bots-only demo), and the choices that name a special are offered only then
(choices.py).
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

import pygame

from game.core.contract import EVERYONE
from scenes.pulling_strings import choices
from scenes.pulling_strings.animate import TableAnimation
from scenes.pulling_strings.draw import ROW_H, TableDrawing
from scenes.pulling_strings.frame import TableFrame
from scenes.pulling_strings.geometry import CHOICES, HINT_BUTTON, mini_rect, seat_panel
from scenes.pulling_strings.minimap import MiniMaps
from scenes.pulling_strings.results import PullingStringsResultsScene
from scenes.shell.match.phone_marks import PhoneMarks
from scenes.shell.match.session import Session
from scenes.shell.match.table import TableScene

CONFIRM = (pygame.K_RETURN, pygame.K_KP_ENTER, pygame.K_SPACE)


class PullingStringsTable(PhoneMarks, TableAnimation, MiniMaps, TableFrame, TableDrawing,
                          TableScene):
    handover_curtain = False  # §18: the specials hide themselves (hold-to-peek)
    # A lone human sees their specials without Peek; True hides them as on a shared
    # screen all the same (the tutorial, so holding Peek is practised).
    shared_screen = False
    results_scene = PullingStringsResultsScene

    def seat_anchor(self, player: int) -> pygame.Rect | None:
        """The phone mark: bottom of the seat panel, left of its small web."""
        panel = seat_panel(player, self.n)
        return pygame.Rect(mini_rect(panel).left - 38, panel.bottom - 34, 28, 28)

    def __init__(self, session: Session, *, speed: float = 1.0, bot_pace: float = 0.35,
                 on_game_over: Callable[[Session], None] | None = None,
                 on_menu: Callable[[], None] | None = None) -> None:
        super().__init__(session, speed=speed, bot_pace=bot_pace, on_game_over=on_game_over,
                         on_menu=on_menu)
        self.n = session.game.config.players
        self.peeking = False
        self.peek_mouse = False  # Peek held by the mouse (or a finger) on its button
        self.tab = 0
        self.index = 0
        self.focus_seat = 0
        self.focus_pinned = False  # the player chose a web to look at (Tab / a click)
        self.menu_tabs: list[tuple[str, list[choices.Entry]]] = []
        self.hover: int | None = None
        self.init_animation()
        self.init_minimaps()
        self.obs = session.game.observe(session.display_viewer)
        self.before = self.obs
        self.resync()

    # ------------------------------------------------------------------ who sees what
    @property
    def me(self) -> int | None:
        v = self.session.display_viewer
        return v if isinstance(v, int) and 0 <= v < self.n else None

    def solo_view(self) -> bool:
        """No peek needed: one human alone, or a bots-only demo with every hand up."""
        v = self.session.display_viewer
        return v == EVERYONE or (self.me is not None and len(self.session.humans) == 1
                                 and not self.shared_screen)

    def shows_hand(self, seat: int) -> bool:
        if self.session.display_viewer == EVERYONE:
            return True
        if self.me != seat:
            return False
        return self.solo_view() or self.peeking

    def my_turn(self) -> bool:
        s = self.session
        return bool(s.human_to_act and s.display_viewer == s.to_act)

    def peek_allowed(self) -> bool:
        return self.my_turn() and not self.solo_view()

    # ------------------------------------------------------------------ snapping
    def resync(self) -> None:
        s = self.session
        self.obs = s.game.observe(s.display_viewer)
        self.flyers = []  # landed groups were parked where they now are (animate.py)
        if not self.focus_pinned:
            self.focus_seat = self.obs.active
        self.refresh_choices()
        self.invalidate()

    def refresh_choices(self) -> None:
        s = self.session
        if not self.my_turn() or self.tweens.busy:
            self.menu_tabs = []
            return
        me = s.to_act
        assert me is not None
        shown = self.shows_hand(me)
        before = self.menu_tabs[self.tab][0] if self.menu_tabs[self.tab:] else None
        self.menu_tabs = choices.tabs(s.legal(), s.game.state, s.names, show_hand=shown,
                                      hand_size=self.obs.hand_sizes[me])
        titles = [t for t, _ in self.menu_tabs]
        if before in titles:
            self.tab = titles.index(before)
        else:
            self.tab = 0
            self.index = 0
        if self.menu_tabs:
            self.index = max(0, min(self.index, len(self.menu_tabs[self.tab][1]) - 1))

    def human_turn(self) -> None:
        obs = self.session.game.observe(self.session.display_viewer)
        if obs != self.obs or not self.menu_tabs:
            self.obs = obs
            self.refresh_choices()

    def after_submit(self) -> None:
        self.peeking = self.peek_mouse = False
        self.before = self.obs  # where things were: flights start there (animate.py)
        self.obs = self.session.game.observe(self.session.display_viewer)
        self.refresh_choices()

    def set_peeking(self, on: bool) -> None:
        on = on and self.peek_allowed()
        if on != self.peeking:
            self.peeking = on
            self.refresh_choices()

    def forget_input(self) -> None:
        self.peeking = False
        self.peek_mouse = False
        self.refresh_choices()

    def curtain_note(self) -> str:
        return "Keep your specials to yourself: hold P to look at them."

    def status_pieces(self) -> list[tuple[str, str]]:
        obs = self.obs
        return [("round", f"Round {obs.round}"),
                ("turn", f"{self.session.names[obs.active]}'s turn")]

    # ------------------------------------------------------------------ acting
    def entries(self) -> list[choices.Entry]:
        return self.menu_tabs[self.tab][1] if self.menu_tabs[self.tab:] else []

    def choose(self, index: int | None = None) -> None:
        items = self.entries()
        i = self.index if index is None else index
        if not 0 <= i < len(items):
            return
        entry = items[i]
        if entry.action is None:
            self.say(entry.label + ".")
            self.services.sound.play("error")
            return
        self.services.sound.play("click")
        self.submit(entry.action)

    def demo_caption_room(self) -> list[pygame.Rect]:
        """A teaching demo's words (demo_why.py) in the choices panel, under its "… is
        deciding" line: no human, so nothing else is ever there."""
        return [pygame.Rect(CHOICES.x + 8, CHOICES.y + 44, CHOICES.width - 16,
                            CHOICES.height - 52)]

    def hint_button_rect(self) -> pygame.Rect:
        """The coach's "? Hint" at the keys line's right end, under the log (the keys line
        stops before it: draw.py)."""
        return pygame.Rect(HINT_BUTTON)

    def hint_rect(self, action: Any) -> pygame.Rect | None:
        """Where a coach's hint points (TableScene.hint_rect, issue 33): the move's line in
        the choices, where a click makes it. The move gets the focus (its tab opens, its
        line scrolls into view), so the line shows and Enter takes it too. None for a move
        not on the list: one naming a special while the specials are hidden is never
        pointed at (§18)."""
        for t, (_title, items) in enumerate(self.menu_tabs):
            for i, entry in enumerate(items):
                if entry.action == action:
                    self.tab, self.index = t, i
                    top = self.list_top() + (i - self.first_row()) * ROW_H
                    return pygame.Rect(CHOICES.left + 4, top, CHOICES.width - 8, ROW_H - 2)
        return None

    def pin_web(self, seat: int) -> None:
        """Show seat's web large (a click on its panel or its grown mini-map)."""
        self.focus_seat = seat
        self.focus_pinned = seat != self.obs.active
        self.mini_key = self.mini_hover = None
        self.invalidate()

    def update(self, dt: float) -> None:
        self.step_minimaps(dt)
        super().update(dt)

    def handle_event(self, event: pygame.event.Event) -> bool:
        if event.type == pygame.KEYDOWN:
            return self._key(event)
        if event.type == pygame.KEYUP and event.key == pygame.K_p:
            self.set_peeking(False)
            return True
        if event.type == pygame.MOUSEMOTION:
            self.mini_hover = self.minimap_at(event.pos)
            self.hover = self.entry_at(event.pos)
            if self.hover is not None:
                self.index = self.hover
            return True
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 1:
            return self._click(event.pos)
        if event.type == pygame.MOUSEBUTTONUP and event.button == 1 and self.peek_mouse:
            return self._peek_released(event.pos)
        if event.type == pygame.MOUSEWHEEL:
            self.move(-event.y)
            return True
        return False

    def move(self, delta: int) -> None:
        items = self.entries()
        if items:
            self.index = (self.index + delta) % len(items)

    def switch_tab(self, delta: int) -> None:
        if self.menu_tabs:
            self.tab = (self.tab + delta) % len(self.menu_tabs)
            self.index = 0

    def _key(self, event: pygame.event.Event) -> bool:  # noqa: PLR0911, PLR0912
        key = event.key
        if key == pygame.K_ESCAPE:
            if self.on_menu:
                self.on_menu()
            return True
        if key == pygame.K_F1:
            self.open_rules()
            return True
        if key in (pygame.K_f, pygame.K_PERIOD):
            self.fast_forward()
            return True
        if key == pygame.K_p:
            self.set_peeking(True)
            return True
        if key == pygame.K_TAB:  # another web grows in place, readable (minimap.py)
            self.cycle_minimap(-1 if event.mod & pygame.KMOD_SHIFT else 1)
            return True
        if key in (pygame.K_BACKSPACE, pygame.K_u):
            self.take_back()
            return True
        if not self.my_turn() or self.tweens.busy:
            return False
        if key in (pygame.K_UP, pygame.K_w):
            self.move(-1)
        elif key in (pygame.K_DOWN, pygame.K_s):
            self.move(1)
        elif key in (pygame.K_LEFT, pygame.K_a):
            self.switch_tab(-1)
        elif key in (pygame.K_RIGHT, pygame.K_d):
            self.switch_tab(1)
        elif key == pygame.K_PAGEUP:
            self.move(-8)
        elif key == pygame.K_PAGEDOWN:
            self.move(8)
        elif key in CONFIRM:
            self.choose()
        else:
            return False
        return True

    def _click(self, pos: tuple[int, int]) -> bool:
        if self.MENU_RECT.collidepoint(pos) and self.on_menu:
            self.on_menu()
            return True
        if self.tweens.busy:
            self.fast_forward()
            return True
        seat = self.minimap_at(pos)
        seat = self.seat_at(pos) if seat is None else seat
        if seat is not None:
            self.pin_web(seat)
            return True
        if self.PEEK_RECT.collidepoint(pos) and self.peek_allowed():
            self._peek_pressed()
            return True
        tab = self.tab_at(pos)
        if tab is not None:
            self.tab, self.index = tab, 0
            return True
        i = self.entry_at(pos)
        if i is not None and self.my_turn():
            self.index = i
            self.choose(i)
            return True
        return False

    def _peek_pressed(self) -> None:
        """Peek held by the pointer (spec §18): the specials show, their tab comes up
        so the pointer can slide onto a card and let go there to play it."""
        self.peek_mouse = True
        self.set_peeking(True)
        titles = self.tab_titles()
        if "Specials" in titles:
            self.tab, self.index = titles.index("Specials"), 0

    def _peek_released(self, pos: tuple[int, int]) -> bool:
        """Peek let go: on a choice, that choice is made (still seen); then the
        specials hide."""
        i = self.entry_at(pos)
        if i is not None and self.my_turn():
            self.index = i
            self.choose(i)
        self.peek_mouse = False
        self.set_peeking(False)
        return True

    def choices_for_test(self) -> list[str]:
        """Every entry's label, tab by tab (tests read the offered choices)."""
        return [e.label for _, items in self.menu_tabs for e in items]

    def tab_titles(self) -> list[str]:
        return [t for t, _ in self.menu_tabs]
