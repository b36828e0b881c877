"""The guided first round of Ninety-Nine: a coach over the real table.

The coach is a see-through scene. At a few moments of the game (the start, your first
turn, your first pass, the end of the round) it shows a card of explanation and holds
the table through `table.gate` until the learner reads it (Enter / click). Between
cards, input goes to the table. Esc on a card ends the tutorial (the game goes on).
"""

from __future__ import annotations

from typing import Any

import pygame

from scenes.shell.scene import Scene
from scenes.shell.setup_model import Setup
from scenes.shell.tutorial_runner import Tutorial
from scenes.ui import prompts, text, theme

CARDS: dict[str, tuple[str, list[str]]] = {
    "start": ("Welcome to Ninety-Nine", [
        "Everyone adds one card to the pile in the middle; the big number is the running "
        "count. Push it past 33, 66 or 99 and you take 1, 2 or 3 points. Low score wins.",
        "Watch the purple poison cards: one-eyed jacks and black queens cost points when "
        "played, and more if you still hold them at the end of the round.",
    ]),
    "turn": ("Your turn", [
        "Your cards are at the bottom. Left / Right (or a click) picks one; the panel on "
        "the right says what it does and what it would cost you.",
        "Aces, Tens and pairs give you a choice: Up / Down or a number key picks it, Enter "
        "or a click plays it. Try to leave the count just under a boundary.",
    ]),
    "pass": ("Pass a card", [
        "A 2 or a King was played: everyone gives one card to the next player. Choose the "
        "card you least want: a poison card is a fine gift.",
        "The card you get back is marked NEW.",
    ]),
    "round": ("End of the round", [
        "The count went past 99. Every hand turned over: held poison cards cost 3 (jack) or "
        "5 (queen). The summary shows who paid what.",
        "That is the whole game. Play on, or press Esc to open the menu. F1 shows the rules.",
    ]),
}


class Coach(Scene):
    opaque = False
    updates_below = True

    def __init__(self, table: Any) -> None:
        super().__init__()
        self.table = table
        self.seen: set[str] = set()
        self.card: str | None = None
        self.ended = False
        table.gate = self.gate

    # -- when a card is due -------------------------------------------------------------
    def due(self) -> str | None:
        s = self.table.session
        game = s.game
        if "start" not in self.seen:
            return "start"
        if game.is_over:
            return None
        if "round" not in self.seen and game.state.round > 1:
            return "round"
        if s.human_to_act:
            phase = game.state.phase
            if phase == "pass" and "pass" not in self.seen:
                return "pass"
            if phase == "play" and "turn" not in self.seen:
                return "turn"
        return None

    def gate(self) -> bool:
        if self.ended:
            return True
        if self.card is None:
            self.card = self.due()
            if self.card is not None:
                self.invalidate()
        return self.card is None

    def next(self) -> None:
        if self.card is not None:
            self.seen.add(self.card)
            self.card = None
        if self.seen >= set(CARDS):
            self.end()

    def end(self) -> None:
        self.ended = True
        self.card = None
        self.table.gate = None
        self.close()

    # -- input and drawing ----------------------------------------------------------------
    def handle_event(self, event: pygame.event.Event) -> bool:
        if self.card is not None:
            if event.type == pygame.KEYDOWN:
                if event.key == pygame.K_ESCAPE:
                    self.end()
                elif event.key in (pygame.K_RETURN, pygame.K_KP_ENTER, pygame.K_SPACE):
                    self.next()
                return True
            if event.type == pygame.MOUSEBUTTONDOWN and event.button == 1:
                self.next()
                return True
            return event.type != pygame.MOUSEMOTION
        return self.table.handle_event(event)

    def draw(self, surface: pygame.Surface) -> None:
        if self.card is None:
            badge = pygame.Rect(14, 58, 130, 30)
            pygame.draw.rect(surface, theme.PANEL, badge, border_radius=8)
            text.blit_text(surface, "Tutorial", 20, theme.ACCENT, badge.center, anchor="center")
            return
        title, paras = CARDS[self.card]
        box = pygame.Rect(0, 0, 800, 380)
        box.center = (640, 320)
        pygame.draw.rect(surface, theme.PANEL, box, border_radius=18)
        pygame.draw.rect(surface, theme.ACCENT, box, 3, border_radius=18)
        text.blit_text(surface, title, theme.HEADING_PX, theme.ACCENT, (box.x + 30, box.y + 22))
        y = box.y + 80
        for para in paras:
            for line in text.wrapped(para, theme.BODY_PX, box.w - 60):
                text.blit_text(surface, line, theme.BODY_PX, theme.INK, (box.x + 30, y))
                y += 30
            y += 10
        how = prompts.press("confirm", prompts.device_of(self))
        prompts.blit(surface, f"{how} to go on  ·  Esc ends the tutorial", theme.SMALL_PX,
                     theme.INK_DIM, (box.centerx, box.bottom - 24), anchor="center")


def _setup() -> Setup:
    return Setup("ninety-nine", ("human", "easy", "easy"), ("Player 1", "Boris", "Cleo"),
                 {"rounds": 1})


TUTORIAL = Tutorial(setup=_setup, seed=99, bot_pace=0.9, coach=Coach)
