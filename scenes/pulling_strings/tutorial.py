"""The guided first turns of Pulling Strings: income, a first attack with its odds, and
Slush spent on it.

A fixed two-player table (you and a gentle bot) and a fixed seed. The coach is a
see-through scene over the real table: a card that only explains holds the table
(through `table.gate`) until Next; a card that asks for an action lets input through to
the table and goes on when the game's record shows that action. X ends the tutorial at
any time (the game goes on); N skips a step.
"""

from __future__ import annotations

from typing import Any, NamedTuple

import pygame

from scenes.pulling_strings import geometry as geo
from scenes.shell.scene import Scene
from scenes.shell.setup_model import Setup
from scenes.shell.tutorial_runner import Tutorial
from scenes.ui import prompts, text, theme

SEATS = ("human", "easy")
NAMES = ("Ada", "Rival")  # "You's turn" would read badly
OPTIONS = {"interference": "never", "diplomacy": "off"}
SEED = 7
BOT_PACE = 0.9
CARD = pygame.Rect(geo.WEB.left, geo.WEB.bottom - 150, geo.WEB.width, 170)
EDGE = (250, 214, 90)
NEXT_KEYS = (pygame.K_RETURN, pygame.K_KP_ENTER, pygame.K_SPACE, pygame.K_n)


class Step(NamedTuple):
    when: str  # now, action, aim, helpers, money, after
    text: str
    wait_for: tuple[str, ...] = ()  # first words of the actions that complete it


STEPS: tuple[Step, ...] = (
    Step("now", "Welcome to Pulling Strings! You run a secret Cabal. Grow a web of puppet "
                "groups under it until you control the number shown at the top, or meet "
                "your Cabal's own goal (the lower bar in your panel)."),
    Step("action", "Your turn began with income: your Cabal and each of your groups paid "
                   "Slush (S) into their treasuries. You have two actions. In the Attack "
                   "tab, choose to attack with your Cabal.", ("attack",)),
    Step("aim", "Every target shows your chance to the right. Groups in the uncontrolled "
                "row at the bottom are the easiest: pick one to control with a good "
                "chance.", ("at",)),
    Step("helpers", "Your other groups could lend their power here. Choose Launch the "
                    "attack.", ("go", "play")),
    Step("money", "Now Slush: each S you pay adds one to the number you need on two dice. "
                  "Watch the chance grow, then choose Pay no more. You get a few turns to "
                  "pay; the dice roll after the last.", ("done", "call")),
    Step("after", "The dice decided. A captured group hangs under its attacker with the "
                  "whole branch below it. Keep attacking, move Slush where it helps, and "
                  "pull enough strings to win. The game goes on: have fun!"),
)


def tutorial_setup() -> Setup:
    return Setup("pulling-strings", SEATS, NAMES, dict(OPTIONS))


class CoachScene(Scene):
    opaque = False
    updates_below = True

    def __init__(self, table: Any, steps: tuple[Step, ...] = STEPS) -> None:
        super().__init__()
        self.table = table
        self.steps = steps
        self.index = 0
        self.mode = "hidden"  # hidden, hold, act
        self._read = len(table.session.game.record)

    @property
    def step(self) -> Step | None:
        return self.steps[self.index] if self.index < len(self.steps) else None

    def condition(self, when: str) -> bool:
        s = self.table.session
        phase = s.game.state.phase
        mine = s.human_to_act and s.display_viewer == s.to_act
        if when == "now":
            return True
        if when == "after":
            return phase == "action" or not mine
        return bool(mine) and phase == when

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
        if self.mode == "hidden":
            self.services.sound.play("click")
        self.mode = "act" if step.wait_for else "hold"
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
        if step is None or self.mode != "act":
            return
        if step.when == "money":  # several rounds of paying: on once the attack is over
            if self.table.session.game.state.attack is None:
                self.next_step()
            return
        if any(a.split()[0] in step.wait_for for a in new):
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
            text.blit_text(surface, "Tutorial · X: end", 18, theme.INK_DIM,
                           (geo.WEB.right, geo.WEB.bottom + 2), anchor="bottomright")
            return
        pygame.draw.rect(surface, theme.PANEL, CARD, border_radius=14)
        pygame.draw.rect(surface, EDGE, CARD, 3, border_radius=14)
        inner = CARD.inflate(-32, -50).move(0, -10)
        text.blit_wrapped(surface, step.text, 22, theme.INK, inner, line_gap=2)
        device = prompts.device_of(self)
        foot = (f"{prompts.press('confirm', device)}: next" if self.mode == "hold"
                else "Your move, in the choices on the right")
        text.blit_text(surface, f"{prompts.plain(foot)}    X: end tutorial", 18, EDGE,
                       (CARD.x + 16, CARD.bottom - 26))


TUTORIAL = Tutorial(setup=tutorial_setup, seed=SEED, bot_pace=BOT_PACE, coach=CoachScene)
