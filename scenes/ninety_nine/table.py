"""Ninety-Nine Paranoia's table: the match loop is the shell's (`TableScene`); this scene
keeps what the screen shows, animates every engine event and turns input into plays.

What is shown is derived only from `session.game.observe(self.shown_viewer())` (the
screen's viewer; every hand after the game and in its replay) and
the event views the session queued for that viewer: `hands[p]` holds card ids the viewer
may see and -1 for a card it may not (drawn as a back). Faces are drawn only for ids.
"""

from __future__ import annotations

from typing import Any

import pygame

from game.core.contract import EVERYONE
from game.ninety_nine.actions import LATE, Call, PassCard
from scenes.cards import LARGE, CardSprite
from scenes.ninety_nine import choices as ch
from scenes.ninety_nine.animate import Effect, EventAnimations, _sorted
from scenes.ninety_nine.places import ME_RECT
from scenes.ninety_nine.results import NinetyNineResults
from scenes.ninety_nine.view import TableView
from scenes.shell.match.phone_marks import PhoneMarks
from scenes.shell.match.session import Session

NEXT = (pygame.K_RIGHT, pygame.K_TAB)
PREV = (pygame.K_LEFT,)
ENTER = (pygame.K_RETURN, pygame.K_KP_ENTER, pygame.K_SPACE)
CALL_SECONDS = 10.0


class NinetyNineTable(PhoneMarks, EventAnimations, TableView):
    results_scene = NinetyNineResults

    def seat_anchor(self, player: int) -> pygame.Rect | None:
        """The phone mark: under the score, right of the dealer / turn marks."""
        r = self.seat_rect(player)
        return pygame.Rect(r.right - 38, r.y + 31, 28, 28)

    def __init__(self, session: Session, *, speed: float = 1.0, bot_pace: float = 0.35,
                 on_game_over: Any = None, on_menu: Any = None) -> None:
        super().__init__(session, speed=speed, bot_pace=bot_pace, on_game_over=on_game_over,
                         on_menu=on_menu)
        self.flyers: list[CardSprite] = []
        self.effects: list[Effect] = []
        self.focus = 0
        self.option = 0
        self.selected = -1  # a card id picked by the mouse (its options show)
        self.call_left = 0.0
        self.summary: dict | None = None
        self.summary_ack = False
        self.resync()

    # ------------------------------------------------------------------ state
    def resync(self) -> None:
        s = self.session
        viewer = self.shown_viewer()
        obs = s.game.observe(viewer)
        self.obs = obs
        if viewer is not None and viewer >= 0:
            self.bottom = viewer
        elif self.bottom is None:
            self.bottom = s.humans[0] if s.humans else 0
        n = obs.players
        hands: list[list[int]] = []
        for p in range(n):
            if viewer == EVERYONE and obs.hands:
                hands.append(_sorted(obs.hands[p]))
            elif viewer is not None and p == viewer:
                hands.append(_sorted(obs.hand))
            else:
                hands.append([-1] * obs.hand_sizes[p])
        self.hands = hands
        self.new_marks = set(obs.new)
        self.chosen = {obs.my_choice} if obs.my_choice >= 0 else set()
        self.passers = set(obs.waiting)
        pile: list[int] = []
        for _p, a, b, _c, _k in obs.history:
            pile.append(a)
            if b >= 0:
                pile.append(b)
        self.pile = pile[-min(obs.pile_size, 8):] if obs.pile_size else []
        self.stock = obs.stock
        self.count = float(obs.count) if obs.count is not None else -1.0
        self.direction = obs.direction
        self.dir_turn = 0.0
        self.dealer = obs.dealer
        self.actor = obs.actor
        self.plays = list(obs.history)
        self.round_points = list(obs.round_points)
        self.scores = [float(x) for x in obs.scores]
        self.round_no = obs.round
        self.flyers.clear()  # the same list: a batch of flights in progress holds it
        self.legal_key = None
        self.invalidate()

    def clear_effects(self) -> None:
        self.effects = []
        self.summary = None
        self.banner_text, self.banner_time = "", 0.0
        self.bursts = []

    def bot_paced(self) -> bool:
        return self.session.game.state.phase != "pass"

    def curtain_note(self) -> str:
        o = self.session.game.observe(None)
        p = self.session.to_act
        if o.phase == "pass" and p is not None:
            return f"Choose a card to pass to {self.session.names[(p + o.direction) % o.players]}."
        if o.phase == "call":
            return "Call the new count."
        return f"Your turn to play. The count is {o.count if o.count is not None else '?'}."

    def status_pieces(self) -> list[tuple[str, str]]:
        o = self.obs
        return [("round", f"Round {o.round} of {o.rounds}"), ("stock", f"Stock {o.stock}"),
                ("count", f"Count {o.count if o.count is not None else '?'}")]

    # ------------------------------------------------------------------ the human
    def human_turn(self) -> None:
        if not self.read_legal():
            return
        self.option = 0
        self.selected = -1
        hand = self.my_hand()
        self.focus = min(self.focus, max(0, len(hand) - 1))
        if self.phase() == "call":
            self.call_left = CALL_SECONDS
        self.invalidate()

    @property
    def animating(self) -> bool:
        return super().animating or (self.phase() == "call" and self.my_turn())

    def phase(self) -> str:
        return self.session.game.state.phase

    def my_turn(self) -> bool:
        return self.human_may_answer()

    def my_hand(self) -> list[int]:
        v = self.session.display_viewer
        if v is None or v < 0 or v >= len(self.hands):
            return []
        return self.hands[v]

    def options(self) -> list[ch.Option]:
        if not self.my_turn():
            return []
        if self.phase() == "call":
            return ch.call_options(self.legal)
        hand = self.my_hand()
        cid = self.selected if self.selected >= 0 else (
            hand[self.focus] if 0 <= self.focus < len(hand) else -1)
        return ch.options_for(self.obs, self.legal, cid, self.session.names) if cid >= 0 else []

    def update(self, dt: float) -> None:
        super().update(dt)
        if self.phase() == "call" and self.my_turn():
            self.call_left -= dt
            if self.call_left <= 0:
                self.play(Call(self.session.to_act, LATE))
        self.settle_lifts(dt)

    def play(self, action: Any) -> None:
        self.services.sound.play("place")
        self.submit(action)

    # ------------------------------------------------------------------ the coach
    def hint_button_rect(self) -> pygame.Rect:
        """In the foot of the player's own seat panel, under "This round"."""
        return pygame.Rect(ME_RECT.right - 114, ME_RECT.bottom - 42, 106, 34)

    def hint_rect(self, action: Any) -> pygame.Rect | None:
        """The card (or both cards of a combo) in the hand, or the number of a call."""
        if isinstance(action, Call):
            calls = ch.call_options(list(self.legal))
            rows = self._rows(len(calls), True)
            index = next((i for i, o in enumerate(calls) if o.action == action), None)
            return rows[index] if index is not None else None
        cards = [action.card] if isinstance(action, PassCard) else \
            [c for c in action.values[:2] if c >= 0]
        v = self.session.display_viewer
        hand = self.my_hand()
        if v is None or v < 0 or not all(c in hand for c in cards):
            return None
        centres = self.fan(v).centres()
        rects = [pygame.Rect(0, 0, *LARGE) for _ in cards]
        for rect, c in zip(rects, cards):
            rect.center = (round(centres[hand.index(c)][0]), round(centres[hand.index(c)][1]))
        return rects[0].unionall(rects[1:])

    def after_submit(self) -> None:
        self.selected = -1
        self.option = 0
        self.forget_legal()

    def handle_event(self, event: pygame.event.Event) -> bool:
        if event.type == pygame.KEYDOWN:
            return self._key(event)
        if event.type == pygame.MOUSEMOTION:
            self.hover = self.card_at(event.pos)
            self.hover_option = self.option_at(event.pos)
            if self.hover_option is not None:  # the mouse moves the one lit row
                self.option = self.hover_option
            return True
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 1:
            return self._click(event.pos)
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 3:
            self.selected = -1
            return True
        return False

    def _key(self, event: pygame.event.Event) -> bool:
        key = event.key
        if key == pygame.K_ESCAPE:
            if self.selected >= 0:
                self.selected = -1
            elif self.on_menu:
                self.on_menu()
            return True
        if key in (pygame.K_f, pygame.K_PERIOD):
            self.fast_forward()
            return True
        if self.summary is not None and not self.summary_ack and key in ENTER:
            self.summary_ack = True
            return True
        if key == pygame.K_F1:
            self.open_rules()
            return True
        if not self.my_turn():
            return True
        opts = self.options()
        hand = self.my_hand()
        if key in NEXT + PREV and hand and self.phase() != "call":
            self.focus = (self.focus + (1 if key in NEXT else -1)) % len(hand)
            self.selected, self.option = -1, 0
            self.services.sound.play("click")
        elif key in (pygame.K_UP, pygame.K_DOWN) and opts:
            self.option = (self.option + (-1 if key == pygame.K_UP else 1)) % len(opts)
        elif key in (pygame.K_LEFT, pygame.K_RIGHT) and opts:  # a call: pick a number
            self.option = (self.option + (1 if key == pygame.K_RIGHT else -1)) % len(opts)
        elif pygame.K_1 <= key <= pygame.K_9 and key - pygame.K_1 < len(opts):
            self.play(opts[key - pygame.K_1].action)
        elif key in ENTER and opts:
            self.play(opts[min(self.option, len(opts) - 1)].action)
        return True

    def _click(self, pos: tuple[int, int]) -> bool:
        if self.menu_rect().collidepoint(pos) and self.on_menu:
            self.on_menu()
            return True
        if self.summary is not None and not self.summary_ack:
            self.summary_ack = True
            return True
        if not self.my_turn():
            return True
        i = self.option_at(pos)
        opts = self.options()
        if i is not None and i < len(opts):
            self.play(opts[i].action)
            return True
        c = self.card_at(pos)
        if c is not None:
            hand = self.my_hand()
            if self.selected == hand[c] and len(opts) == 1:
                self.play(opts[0].action)
                return True
            self.focus, self.selected, self.option = c, hand[c], 0
            self.services.sound.play("click")
            return True
        self.selected = -1
        return True
