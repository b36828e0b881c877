"""The human's controls at the Pontoon table: keyboard, mouse, touch and controller.

Controller buttons arrive as keys (scenes/ui/input.py): Ⓐ Enter, Ⓑ Esc (menu), Ⓧ Backspace
(take back), Ⓨ D (declare a Pontoon), LT held = P held (Peek), LB / RB = Shift+Tab / Tab
(the next card to place), RT = F (fast-forward), Back = F1 (rules), right stick up =
Page Up (the board read large, zoom.py; also Z, or a click / tap on a board card).

Pontoon: the legal moves are big buttons (T twist, S stick, L split, D declare); Peek is
held (P, LT, or the button held down). Conspiracy: the cards to place sit in the panel
(click one, or Tab, to choose which goes next), lit board cells take it (click, or the
arrows then Enter); link phrases are four buttons (1–4, arrows + Enter, click); typed mode
takes text from the keyboard. Votes: Y / N, arrows + Enter, or click.
"""

from __future__ import annotations

from typing import Any

import pygame

from game.pontoon import board as bd
from game.pontoon.actions import Declare, Link, Night, Place, Split, Stick, Tell, Twist, Vote
from game.pontoon.hand import value
from game.pontoon.subjects import phrases
from scenes.pontoon import geometry as geo
from scenes.pontoon.public_moves import LOOK_FIRST, NOT_OPEN, WHY_NOT, own_secrets, possible_moves

MOVES = (("declare", "Pontoon!", "D", Declare), ("split", "Split", "L", Split),
         ("twist", "Twist", "T", Twist), ("stick", "Stick", "S", Stick))
MOVE_IDS = frozenset(k for k, *_ in MOVES)
MOVE_KEYS = {pygame.K_d: "declare", pygame.K_l: "split", pygame.K_t: "twist",
             pygame.K_s: "stick", pygame.K_n: "night"}
CONFIRM = (pygame.K_RETURN, pygame.K_KP_ENTER, pygame.K_SPACE)
DIRS = {pygame.K_LEFT: (0, -1), pygame.K_RIGHT: (0, 1), pygame.K_UP: (-1, 0),
        pygame.K_DOWN: (1, 0), pygame.K_a: (0, -1), pygame.K_w: (-1, 0)}
PEEK_RECT_ID = "peek"
NIGHT_RECT = pygame.Rect(geo.LEFT.right - 190, geo.HINT_Y - 4, 190, 36)
PHRASES_AREA = pygame.Rect(geo.LEFT.x, 474, geo.LEFT.width, 106)
VOTE_AREA = pygame.Rect(geo.LEFT.x, 522, geo.LEFT.width, 58)
MENU_RECT = pygame.Rect(geo.LEFT.x, geo.TOP_BAR.y + 2, 100, 36)


class TableControls:
    """Mixed into PontoonTable."""

    session: Any
    obs: Any

    # ------------------------------------------------------------------ state of the turn
    def my_turn(self) -> bool:
        s = self.session
        return bool(s.human_to_act and s.display_viewer == s.to_act and s.legal())

    def legal_cells(self) -> list[int]:
        cid = self.pick_card()
        return sorted({a.cell for a in self.session.legal()
                       if isinstance(a, Place) and (cid is None or a.card == cid)})

    def pick_card(self) -> int | None:
        cards = self.obs.to_place
        if not cards:
            return None
        allowed = {a.card for a in self.session.legal() if isinstance(a, Place)}
        cid = cards[min(self.pick, len(cards) - 1)]
        if allowed and cid not in allowed:
            cid = min(allowed)
            self.pick = list(cards).index(cid)
        return cid

    def telling_mode(self) -> str:
        return str(dict(self.obs.options).get("telling", "spoken"))

    def typing(self) -> bool:
        """Typed mode, this human is placing and the text can still be told (§6.3)."""
        return self.my_turn() and any(isinstance(a, Tell) for a in self.session.legal())

    # ------------------------------------------------------------------ the buttons
    def refresh_controls(self) -> None:
        self.bar.clear()
        self.phrase_bar.clear()
        self.vote_bar.clear()
        obs = self.obs
        if not self.my_turn():
            self._text_input(False)
            return
        legal = self.session.legal()
        kinds = {a.kind for a in legal}
        area = pygame.Rect(geo.LEFT.x, geo.BUTTONS_Y, geo.LEFT.width, geo.BUTTON_H)
        if self.coach.offered():  # type: ignore[attr-defined]  # "? Hint" at the row's end
            area.width = geo.HINT_BUTTON.x - 10 - area.x
        if obs.phase in ("play", "bank"):
            self._move_bar(kinds, area)
        elif obs.phase == "vote":
            waiver = obs.vote_kind == "waiver"
            yes = "Yes: let them finish" if waiver else "You never mentioned…!"
            no = "No: too slow!" if waiver else "Fair enough"
            self.vote_bar.set([("yes", yes, True, True, "Y"), ("no", no, True, False, "N")],
                              VOTE_AREA)
            self.zone = "vote"
        elif obs.phase == "tell":
            if obs.offered:
                last = obs.subjects[obs.placed[-2][0]] if len(obs.placed) > 1 else ""
                items = [(str(i), phrases()[i].agreeing(last), True, False, str(k + 1))
                         for k, i in enumerate(obs.offered)]
                self.phrase_bar.set(items, PHRASES_AREA, cols=2)
                self.zone = "phrases"
            else:
                self.zone = "board"
                cells = self.legal_cells()
                if cells and self.cursor not in cells:
                    self.cursor = min(cells, key=lambda c: abs(c - self.cursor))
            undo = self.session.can_undo()
            self.bar.set([("undo", "Take back", undo, False, "")],
                         pygame.Rect(geo.LEFT.x, geo.BUTTONS_Y, 200, geo.BUTTON_H))
        self._text_input(self.typing())

    def demo_caption_room(self) -> list[pygame.Rect]:
        """A teaching demo's words (demo_why.py) on the action row: no human, no buttons.
        Under the kiosk's banner, which hides that row, over the board's top rows
        instead: the seat rows fill the left side, and the board's lines grow from its
        centre, so its far rows are the last to hold a card."""
        return [pygame.Rect(geo.LEFT.x, geo.BUTTONS_Y, geo.LEFT.width, geo.BUTTON_H),
                pygame.Rect(geo.DEMO_WORDS_OVER_BOARD)]

    def hint_button_rect(self) -> pygame.Rect:
        """The coach's "? Hint" at the right end of the action row, beside the moves (the
        shell's corner lies on South's board edge, the player's own bar)."""
        return pygame.Rect(geo.HINT_BUTTON)

    def hint_rect(self, action: Any) -> pygame.Rect | None:
        """Where a coach's hint points (TableScene.hint_rect, issue 33): the move's button,
        the board cell a card goes to, the link phrase's or the ballot's button."""
        if isinstance(action, Place):
            return geo.cell_rect(action.cell)
        if isinstance(action, Link):
            bar, bid = self.phrase_bar, str(action.phrase)
        elif isinstance(action, Vote):
            bar, bid = self.vote_bar, "yes" if action.yes else "no"
        else:
            bar, bid = self.bar, action.kind
        for b in bar.buttons:
            if b.id == bid:
                return pygame.Rect(b.rect)
        return None

    def _move_bar(self, legal: set[str], area: pygame.Rect) -> None:
        """The Pontoon moves. With hole cards to keep from the room (§13) the bar offers
        every move some hand could make, alike and in a fixed order, focus and all; only
        while Peek is held are the moves this hand does not allow dimmed (still focusable,
        so the focus does not tell either). Alone, only the legal moves."""
        secrets = self.own_secrets()
        if secrets:
            shown = possible_moves(self.session.game.observe(None), self.session.to_act,
                                   legal)
        else:
            shown = legal
        items = [(k, label, True, k == "twist" or (k == "declare" and not secrets), key)
                 for k, label, key, _ in MOVES if k in shown]
        if secrets:
            items.append((PEEK_RECT_ID, "Hold to Peek", True, False, "P"))
        self.bar.set(items, area, by_label=True)
        self.zone = "bar"
        hand = self.hand_now()
        if not secrets and self.__dict__.get("_stick_for") != hand and self.twist_busts():
            self.__dict__["_stick_for"] = hand  # once per new card: the player may go back
            self.focus_move("stick")
        self.dim_moves()

    def hand_now(self) -> tuple[int, ...]:
        """The hand being played now, by the cards this screen knows of it."""
        obs = self.obs
        p = obs.actor
        if obs.phase not in ("play", "bank") or not 0 <= p < len(obs.hands):
            return ()
        return (obs.hand_no, p, *obs.hands[p][obs.current_hand[p]])

    def twist_busts(self) -> bool:
        """A hard 21 (Aces as 1 already make 21): any card busts it, so Twist is no
        longer where the focus should wait (Enter would bust)."""
        cards = self.hand_now()[2:]
        if not cards or any(c < 0 for c in cards) or Stick() not in self.session.legal():
            return False
        return sum(value(self.obs.ranks[c]) for c in cards) >= 21

    def focus_move(self, kind: str) -> bool:
        """The focus on the move `kind`; False when the bar does not offer it."""
        ids = [b.id for b in self.bar.buttons]
        if kind in ids:
            self.bar.focus = ids.index(kind)
        return kind in ids

    def dim_moves(self) -> None:
        """While Peek is held, the moves this hand does not allow are dimmed, and at a hard
        21 the focus waits on Stick; let go, the focus is back where the room saw it (the
        shared screen shows nothing that depends on the hidden cards, §13)."""
        dim = self.peeking and bool(self.own_secrets())
        legal = {a.kind for a in self.session.legal()} if dim else set()
        for b in self.bar.buttons:
            b.dim = dim and b.id in MOVE_IDS and b.id not in legal
        before = self.__dict__.pop("_focus_before_peek", None)
        if before is not None and self.bar.focused_id() == "stick":
            self.bar.focus = before  # put back only what the peek moved
        if dim and self.bar.focused_id() == "twist" and self.twist_busts():
            self.__dict__["_focus_before_peek"] = self.bar.focus
            self.focus_move("stick")

    # ------------------------------------------------------------------ hole cards
    def own_secrets(self) -> tuple[int, ...]:
        """The hole cards of the human at the screen that the room must not learn: none
        for a lone human or a bots-only table (solo_view), none when not their turn."""
        s = self.session
        p = s.display_viewer
        if self.solo_view() or p is None or p != s.to_act or not isinstance(p, int):
            return ()
        return own_secrets(self.obs, s.game.observe(None), p)

    def looked(self) -> bool:
        """Whether the player at the screen has peeked at the hole cards they hold now
        (peeking is public: the room sees the "look away" banner)."""
        secrets = self.own_secrets()
        return not secrets or (self.obs.hand_no, secrets) in self.__dict__.get("seen", ())

    def set_peeking(self, on: bool) -> None:
        on = on and self.peek_allowed()
        if on:
            self.__dict__.setdefault("seen", set()).add((self.obs.hand_no, self.own_secrets()))
        if on != self.peeking:
            self.peeking = on
            self.dim_moves()
        if not on and self.__dict__.pop("said_in_peek", False):
            self.hint_time = 0.0  # a reason said for the peeker's eyes goes with the cards

    def _text_input(self, on: bool) -> None:
        was = self.__dict__.get("_typing_on", False)
        if on == was:
            return
        try:
            if on:
                pygame.key.start_text_input()
            else:
                pygame.key.stop_text_input()
        except pygame.error:
            pass
        self.__dict__["_typing_on"] = on

    # ------------------------------------------------------------------ doing things
    def press(self, bid: str) -> None:
        legal = self.session.legal()
        if bid == PEEK_RECT_ID:
            return
        if bid == "undo":
            self.take_back()
            return
        if bid == "night":
            if Night() in legal:
                self.act(Night())
                self.say("You would like to call it a night (the game ends after this hand"
                         " once every human has).")
            return
        for k, _, _, cls in MOVES:
            if bid != k:
                continue
            secret = bool(self.own_secrets()) and not self.peeking
            if secret and not self.looked():
                self.say(LOOK_FIRST)  # the same answer whether the hand allows it or not
            elif cls() in legal:
                self.services.sound.play("click")
                self.act(cls())
                return
            else:
                self.say(NOT_OPEN if secret else WHY_NOT[k])
                self.__dict__["said_in_peek"] = self.peeking
            self.services.sound.play("error")
            return

    def vote(self, yes: bool) -> None:
        p = self.session.to_act
        if p is not None and Vote(p, int(yes)) in self.session.legal():
            self.services.sound.play("click")
            self.act(Vote(p, int(yes)))

    def choose_phrase(self, phrase: int) -> None:
        if Link(phrase) in self.session.legal():
            self.services.sound.play("click")
            self.act(Link(phrase))

    def place_at(self, cell: int) -> None:
        cid = self.pick_card()
        if cid is None:
            return
        if Place(cid, cell) not in self.session.legal():
            self.say("Not there: lit cells keep a straight line that touches the board.")
            self.services.sound.play("error")
            return
        if len(self.obs.to_place) == 1 and self.typed.strip() and self.typing():
            self.act(Tell(self.typed))  # the typed theory goes with the last card
        self.act(Place(cid, cell))

    def choose_card(self, delta: int) -> None:
        n = len(self.obs.to_place)
        if n:
            allowed = {a.card for a in self.session.legal() if isinstance(a, Place)}
            for step in range(1, n + 1):
                k = (self.pick + delta * step) % n
                if self.obs.to_place[k] in allowed:
                    self.pick = k
                    break
            self.refresh_controls()

    def step_cursor(self, dr: int, dc: int) -> None:
        cells = self.legal_cells()
        if not cells:
            return
        r0, c0 = divmod(self.cursor, bd.SIZE)
        best, score = None, 1e9
        for cell in cells:
            r, c = divmod(cell, bd.SIZE)
            along = (r - r0) * dr + (c - c0) * dc
            if along <= 0:
                continue
            side = abs((r - r0) * dc) + abs((c - c0) * dr)
            if along + 2 * side < score:
                best, score = cell, along + 2 * side
        if best is not None:
            self.cursor = best
            self.services.sound.play("click")
