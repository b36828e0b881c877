"""The guided first game of Conspiracy Pontoon: one hand of Pontoon and one conspiracy.

A fixed two-player table (you and a gentle bot banker) and a fixed seed: if you twist
once and stick, as the coach suggests, you win the first hand with three cards and tell
the first conspiracy of the game through the centre of the board. The coach is a
see-through scene over the real table. A card that only explains holds the table
(through `table.gate`) until Next; a card that asks for an action lets input through
to the table and goes on when the game's record shows that action. X ends the
tutorial at any time (the game goes on); N skips a step.
"""

from __future__ import annotations

from typing import Any, NamedTuple

import pygame

from game.pontoon.actions import Stick
from scenes.pontoon import geometry as geo
from scenes.shell.scene import Scene
from scenes.shell.setup_model import Setup
from scenes.shell.tutorial_runner import Tutorial
from scenes.ui import prompts, text, theme

SEATS = ("human", "easy")
NAMES = ("Mulder", "Scully")
OPTIONS = {"telling": "phrases", "timer": 0, "subjects": "kiosk"}
SEED = 36  # you punt, Scully banks; twist once, stick, and you win with three cards
BOT_PACE = 0.9
CARD = pygame.Rect(geo.SAFE.right - 600, geo.SAFE.y + 4, 600, 200)  # inside the TV-safe area
EDGE = (250, 214, 90)
NEXT_KEYS = (pygame.K_RETURN, pygame.K_KP_ENTER, pygame.K_SPACE, pygame.K_n, pygame.K_RIGHT)


class Step(NamedTuple):
    when: str  # now, play, stick, others, tell, link
    text: str
    wait_for: tuple[str, ...] = ()  # action kinds that complete it (empty: Next)


STEPS: tuple[Step, ...] = (
    Step("now", "Welcome to Conspiracy Pontoon! Each hand is a quick game of Pontoon: get "
                "closer to 21 than anyone else without going over. Scully is the banker; "
                "the board on the right is where the conspiracies go."),
    Step("play", "Your two cards are face down to everyone else (on a shared screen you "
                 "would hold Peek to look). You may only stick at 15 or more, so take a "
                 "card: press Twist (T, click it, or A on a controller).", ("twist",)),
    Step("stick", "Good enough! A twisted card is dealt face up for all to see. Now Stick "
                  "(S) and let the banker try to beat you.", ("stick",)),
    Step("others", "Scully turns her cards up and plays. The single best hand wins; a tie "
                   "goes to the banker."),
    Step("tell", "You won the hand, so you get to explain what is REALLY going on! Your "
                 "winning cards carry subjects. Lay them in one straight line; the first "
                 "line must cover the centre cell. Lit cells show where a card may go."),
    Step("tell", "Click a lit cell (or move with the arrows and press Enter or A) to lay "
                 "the highlighted card. Tab or a click on a card picks a different one.",
         ("place",)),
    Step("tell", "Now lay the next card beside it: a line grows from either end, in the "
                 "order your theory mentions the subjects.", ("place",)),
    Step("link", "Each next card needs a link phrase. Pick the funniest of the four "
                 "(1–4, click, or arrows and Enter); the theory builds up as you go.",
         ("link",)),
    Step("link", "Lay your last card the same way, then pick its phrase: the theory is "
                 "complete, and any board cards it touches are worked in at the end.",
         ("link",)),
    Step("now", "Your theory is on the board, every card facing you: a point each. Next "
                "time, cards touching a new line swing round to face its teller, so steal "
                "them! Most cards facing you at the end wins. Have fun: the game goes on."),
)


def tutorial_setup() -> Setup:
    return Setup("pontoon", SEATS, NAMES, dict(OPTIONS))


class CoachScene(Scene):
    opaque = False
    updates_below = True

    def __init__(self, table: Any, steps: tuple[Step, ...] = STEPS) -> None:
        super().__init__()
        self.table = table
        self.steps = steps
        self.index = 0
        self.mode = "hidden"  # hidden, hold, act
        self.seen: list[int] = []
        self._read = len(table.session.game.record)

    @property
    def step(self) -> Step | None:
        return self.steps[self.index] if self.index < len(self.steps) else None

    def condition(self, when: str) -> bool:
        s = self.table.session
        obs = s.game.observe(None)
        mine = s.human_to_act and s.display_viewer == s.to_act
        if when == "now":
            return True
        if when == "play":
            return mine and obs.phase == "play"
        if when == "stick":
            return mine and obs.phase == "play" and Stick() in s.legal()
        if when == "others":
            return not mine and obs.phase in ("play", "bank")
        if when == "tell":
            return mine and obs.phase == "tell" and not obs.offered
        if when == "link":
            return mine and obs.phase == "tell" and bool(obs.offered)
        return False

    def on_enter(self) -> None:
        self.table.gate = self.may_go_on

    def on_exit(self) -> None:
        if self.table.gate == self.may_go_on:
            self.table.gate = None

    def may_go_on(self) -> bool:
        step = self.step
        if step is None:
            return True
        if self.mode == "hold":
            return False
        if not self.condition(step.when):
            self.mode = "hidden"
            return True
        self.mode = "act" if step.wait_for else "hold"
        if self.index not in self.seen:
            self.seen.append(self.index)
            self.services.sound.play("click")
        return self.mode == "act"

    def next_step(self) -> None:
        self.index += 1
        self.mode = "hidden"
        if self.step is None:
            self.end()

    def end(self) -> None:
        self.index = len(self.steps)
        if self.table.gate == self.may_go_on:
            self.table.gate = None
        self.close()

    def _check_record(self) -> None:
        record = self.table.session.game.record
        new = record[self._read:]
        self._read = len(record)
        step = self.step
        if step is not None and self.mode == "act" and any(
                a.split()[0] in step.wait_for for a in new):
            self.next_step()

    def update(self, dt: float) -> None:
        self._check_record()

    def handle_event(self, event: pygame.event.Event) -> bool:
        if event.type == pygame.KEYDOWN:
            if event.key == pygame.K_x:
                self.end()
                return True
            if self.mode == "hold":
                if event.key in NEXT_KEYS:
                    self.next_step()
                elif event.key == pygame.K_ESCAPE:
                    self.end()
                return True
            if self.mode == "act" and event.key == pygame.K_n:
                self.next_step()
                return True
        if event.type == pygame.MOUSEBUTTONDOWN and self.mode != "hidden" \
                and CARD.collidepoint(event.pos):
            if self.mode == "hold":
                self.next_step()
            return True
        if self.mode == "hold" and event.type != pygame.MOUSEMOTION:
            return True
        handled = self.table.handle_event(event)
        self._check_record()
        return handled

    def draw(self, surface: pygame.Surface) -> None:
        step = self.step
        if step is None or self.mode == "hidden":
            text.blit_text(surface, "Tutorial · X: end", 18, theme.INK_DIM, (1270, 4),
                           anchor="topright")
            return
        pygame.draw.rect(surface, theme.PANEL, CARD, border_radius=14)
        pygame.draw.rect(surface, EDGE, CARD, 3, border_radius=14)
        inner = CARD.inflate(-36, -60).move(0, -10)
        text.blit_wrapped(surface, step.text, 22, theme.INK, inner, line_gap=2)
        device = prompts.device_of(self)
        foot = (f"{prompts.press('confirm', device)}: next" if self.mode == "hold"
                else "Your move on the table")
        text.blit_text(surface, f"{prompts.plain(foot)}    X: end tutorial", 18, EDGE,
                       (CARD.x + 18, CARD.bottom - 26))


TUTORIAL = Tutorial(setup=tutorial_setup, seed=SEED, bot_pace=BOT_PACE, coach=CoachScene)
