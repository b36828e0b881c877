"""Intrigue's table: the match loop is the shell's (`TableScene`, with the hand-over
curtain before each private move and ballot); this scene keeps what the screen shows,
animates every event and turns keys, clicks and controller presses into legal actions.

What is shown comes only from `session.game.observe(session.display_viewer)` and the
event views queued for that viewer: another member's truths, notes and offers never
reach this screen unless the engine shows them to the viewer (the archives at the end).
"""

from __future__ import annotations

from typing import Any

import pygame

from scenes.intrigue import choices as ch
from scenes.intrigue import places as pl
from scenes.intrigue.animate import Effect, EventAnimations
from scenes.intrigue.director import DirectorsCut
from scenes.intrigue.news import DeskNews
from scenes.intrigue.quick import QuickBallot
from scenes.intrigue.results import IntrigueResults
from scenes.intrigue.view import IntrigueView
from scenes.shell.match.phone_marks import PhoneMarks
from scenes.shell.match.session import Session

ENTER = (pygame.K_RETURN, pygame.K_KP_ENTER, pygame.K_SPACE)
BACK = (pygame.K_BACKSPACE, pygame.K_LEFT)


class IntrigueTable(QuickBallot, PhoneMarks, DeskNews, DirectorsCut, EventAnimations,
                    IntrigueView):
    results_scene = IntrigueResults

    def seat_anchor(self, player: int) -> pygame.Rect | None:
        """The phone mark: on the portrait's lower left (the score has the right side)."""
        r = pl.member_rect(player, len(self.session.names))
        return pygame.Rect(r.x + 6, r.y + 74, 28, 28)

    def hint_rect(self, action: Any) -> pygame.Rect | None:
        """Where a coach's hint points (TableScene.hint_rect, issue 33): the heading a claim,
        a rumour raised or a ballot is about (its chip in that member's file), the member
        whose offer is answered or whose pact is broken; keeping quiet or passing, its
        row in the chooser (shown while nothing is chosen yet)."""
        n = len(self.session.names)
        kind, v = action.kind, action.values
        if kind in ("whisper", "offer"):
            return pl.chip_rect(v[2], v[3], n)
        if kind == "raise":
            return pl.chip_rect(v[1], v[2], n)
        if kind == "vote" and len(self.obs.rumour) == 3:
            return pl.chip_rect(self.obs.rumour[1], self.obs.rumour[2], n)
        if kind in ("accept", "decline", "break") and 0 <= v[1] < n:
            return pl.member_rect(v[1], n)
        rows = self.chooser_rows() if not self.path else []
        top = self.chooser_top(len(rows))
        for i, row in enumerate(rows[top:top + self.chooser_fit()]):
            if row.actions == (action,):
                return self.chooser_row_rect(i)
        return None

    def __init__(self, session: Session, *, speed: float = 1.0, bot_pace: float = 0.35,
                 on_game_over: Any = None, on_menu: Any = None) -> None:
        super().__init__(session, speed=speed, bot_pace=bot_pace, on_game_over=on_game_over,
                         on_menu=on_menu)
        self.effects: list[Effect] = []
        self.held: list[Effect] = []  # the director's cut: the verdict on screen
        self.log_upto = 0
        self.stamped: dict[tuple[int, int], int] = {}
        self.revealing = False  # the hands are up: every ballot is in
        self.formed: list[tuple[int, int]] = []  # cords an animation has tied
        self.snapped: set[tuple[int, int]] = set()  # cords an animation has cut
        self.path: list[int] = []
        self.focus = 0
        self.scroll = 0
        self.page = 0
        self.pointer = (0, 0)  # where the mouse was last seen (the wheel goes there)
        self.start_news()
        self.resync()

    # ------------------------------------------------------------------ state
    def resync(self) -> None:
        self.obs = self.session.game.observe(self.session.display_viewer)
        self.log_upto = len(self.session.log)
        self.stamped = {}
        self.formed, self.snapped = [], set()
        self.revealing = False
        self.legal_key = None
        self.touch()

    def confirmed(self) -> None:
        """A quick ballot (§16) needs nobody at the screen: it stays public."""
        if not self.quick_ballot_now():
            super().confirmed()

    def log_step(self) -> None:
        """One more log line shows: the narration keeps pace with the animations."""
        self.log_upto = min(self.log_upto + 1, len(self.session.log))
        self.touch()

    def stamp(self, subject: int, slot: int, truth: int) -> None:
        """The stamp has fallen: the file shows it before the batch ends."""
        self.stamped[(subject, slot)] = truth
        self.touch()

    def ballots_open(self) -> None:
        """Every ballot is in and shows (§5.3.3): nobody is "deciding" any more."""
        self.revealing = True
        self.touch()

    def cord_formed(self, pair: tuple[int, int]) -> None:
        """The cord has run between the two portraits: the picture keeps it."""
        self.formed.append(pair)
        self.snapped.discard(pair)
        self.touch()

    def cord_snapped(self, pair: tuple[int, int]) -> None:
        """The cord snaps: the picture drops it while its halves whip back."""
        self.snapped.add(pair)
        self.touch()

    def touch(self) -> None:
        """What the still picture shows changed: draw it again."""
        self.version += 1
        self.invalidate()

    def clear_effects(self) -> None:
        self.effects, self.held = [], []
        self.touch()

    def bot_paced(self) -> bool:
        if self.director():  # the cut paces floor moves itself (director.py)
            return False
        state = self.session.game.state
        if state.phase == "recess" and state.inbox(state.actor):
            # An offer's answer (§8: the two members' business) takes no beat of its own,
            # so a turn with an answer lasts as long to the room as one without.
            return False
        return state.phase != "ballot"

    def curtain_note(self) -> str:
        o = self.session.game.observe(None)
        if o.phase == "ballot" and o.rumour:
            who, subject, slot = o.rumour
            return f"Your secret ballot on {self.name(who)}'s rumour about {self.name(subject)}."
        if o.phase == "floor":
            return "Your turn on the floor."
        if o.turn >= o.mingling_turns:  # the reply step: only answers are left (§5.2)
            return "The recess's last notes: answer the offers waiting for you."
        return "Your move in the recess: whisper, offer a pact, or keep quiet."

    def status_pieces(self) -> list[tuple[str, str]]:
        o = self.obs
        return [("round", f"Round {o.round} of {o.round_limit}"), ("phase", self.phase_line())]

    # ------------------------------------------------------------------ the human
    def human_turn(self) -> None:
        if not self.read_legal():
            return
        self.path, self.focus = [], 0
        if self.obs.inbox and self.page != 3:
            self.page, self.scroll = 3, 0  # an offer waits: show it
        self.touch()

    def show_page(self, i: int) -> None:
        """The member opens a desk page: the news that landed there are read."""
        self.page, self.scroll = i, 0
        self.read_news(pl.DESK_PAGES[i])
        self.touch()

    def chooser_active(self) -> bool:
        return self.human_may_answer()

    def chooser_rows(self) -> list[ch.Row]:
        if not self.chooser_active():
            return []
        me = self.session.to_act if self.session.to_act is not None else -1
        return ch.rows(self.legal, self.path, self.session.names, self.obs.files, me)

    def chooser_trail(self) -> list[str]:
        if not self.chooser_active():
            return []
        me = self.session.to_act if self.session.to_act is not None else -1
        return ch.trail(self.legal, self.path, self.session.names, self.obs.files, me)

    def pick(self, i: int) -> None:
        rows = self.chooser_rows()
        if not 0 <= i < len(rows):
            return
        action = ch.leaf(rows[i])
        # A kind with fields shows them even when one action is left (whom it concerns).
        if action is not None and (self.path or not ch.FIELDS.get(action.kind)):
            self.services.sound.play("place")
            self.submit(action)
            return
        self.path.append(i)
        self.focus = 0
        self.services.sound.play("click")
        self.touch()

    def back(self) -> bool:
        if self.path:
            self.focus = self.path.pop()
            self.touch()
            return True
        return False

    def apply_action(self, action: Any) -> None:
        s = self.session
        if s.to_act is not None and s.to_act == s.display_viewer:
            self.read_news()  # the member moved with their news on screen
        super().apply_action(action)

    def handed_back(self, before: Any) -> None:
        """The screen went back to the room (another member's turn, the hands going up,
        the end): the table under the move's animation is what the room knew before the
        move (the log keeps its pace: resync would show the move's lines at once)."""
        self.obs = before.observe(None)
        self.touch()

    def after_submit(self) -> None:
        self.path, self.focus = [], 0
        self.forget_legal()
        self.touch()

    def handle_event(self, event: pygame.event.Event) -> bool:
        if event.type == pygame.KEYDOWN:
            return self._key(event)
        if event.type == pygame.MOUSEMOTION:
            self.pointer = event.pos
            i = self._row_at(event.pos)
            if i is not None and i != self.focus:
                self.focus = i
                self.touch()
            chip = pl.chip_at(event.pos, self.obs.players)
            if chip != self.hover_chip:
                self.hover_chip = chip
                self.touch()
            return True
        if event.type == pygame.MOUSEWHEEL:
            rows = self.chooser_rows()
            if rows and pl.CHOOSER.collidepoint(self.pointer):  # through the choices
                self.focus = max(0, min(len(rows) - 1, self.focus - event.y))
                self.touch()
            else:
                self._scroll(-event.y)
            return True
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 1:
            return self._click(event.pos)
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 3:
            self.back()
            return True
        return False

    def _scroll(self, delta: int) -> None:
        self.scroll = max(0, min(self.scroll + delta, max(0, len(self.desk_lines_safe()) - 1)))
        self.touch()

    def desk_lines_safe(self) -> list[Any]:
        v = self.obs.viewer
        return self.desk_lines() if v is not None and 0 <= v < self.obs.players else []

    def _key(self, event: pygame.event.Event) -> bool:
        key = event.key
        if key == pygame.K_ESCAPE:
            if not self.back() and self.on_menu:
                self.on_menu()
            return True
        if key in (pygame.K_f, pygame.K_PERIOD):
            self.fast_forward()
            return True
        if key == pygame.K_F1:
            self.open_rules()
            return True
        if key == pygame.K_TAB:
            step = -1 if event.mod & pygame.KMOD_SHIFT else 1
            self.show_page((self.page + step) % len(pl.DESK_PAGES))
            return True
        if key in (pygame.K_PAGEUP, pygame.K_PAGEDOWN):
            self._scroll(-5 if key == pygame.K_PAGEUP else 5)
            return True
        if self.quick_active():
            if key in ENTER:
                self.quick_by_curtain()
            else:
                self.quick_key(key)
            return True
        rows = self.chooser_rows()
        if not rows:
            return True
        if key in (pygame.K_UP, pygame.K_DOWN):
            self.focus = (self.focus + (-1 if key == pygame.K_UP else 1)) % len(rows)
            self.touch()
        elif key in BACK:
            self.back()
        elif key == pygame.K_RIGHT or key in ENTER:
            self.pick(min(self.focus, len(rows) - 1))
        elif pygame.K_1 <= key <= pygame.K_9:
            self.pick(key - pygame.K_1)
        return True

    def _row_at(self, pos: tuple[int, int]) -> int | None:
        rows = self.chooser_rows()
        if not rows:
            return None
        top = self.chooser_top(len(rows))
        for i in range(min(self.chooser_fit(), len(rows) - top)):
            if self.chooser_row_rect(i).collidepoint(pos):
                return top + i
        return None

    def _click(self, pos: tuple[int, int]) -> bool:
        if pl.MENU.collidepoint(pos) and self.on_menu:
            self.on_menu()
            return True
        for i in range(len(pl.DESK_PAGES)):
            if pl.desk_tab(i).collidepoint(pos):
                self.show_page(i)
                return True
        if self.quick_active():
            if self.quick_row_rect().collidepoint(pos):
                self.quick_by_curtain()
            return True
        i = self._row_at(pos)
        if i is not None:
            self.pick(i)
        return True
