"""A tutorial coach of steps over a game's table (Pontoon's and Pulling Strings' use it).

Each step is a card of text shown when its moment comes (`condition(step.when)`, the
game's own test of its table). A step with `wait_for` waits for one of those actions
(the first word of an action's text) on the table; one without waits for Next. The
coach holds the table through `TableScene.gate` while a card waits for Next.
"""

from __future__ import annotations

from typing import Any, NamedTuple

import pygame

from scenes.shell.scene import Scene
from scenes.ui import prompts, text, theme

EDGE = (250, 214, 90)
NEXT_KEYS = (pygame.K_RETURN, pygame.K_KP_ENTER, pygame.K_SPACE, pygame.K_n)


class Step(NamedTuple):
    when: str  # the moment the card shows (the game's `condition` reads it)
    text: str
    wait_for: tuple[str, ...] = ()  # first words of the actions that complete it (none: Next)


class StepCoach(Scene):
    """Subclasses set `card` (where the card lies), `act_hint` (its foot while the learner
    acts), `quiet_at`/`quiet_anchor` (the small "X: end" note between cards) and write
    `condition`; `step_done` may say when a waiting step is over in another way."""

    opaque = False
    updates_below = True
    card = pygame.Rect(640, 40, 600, 200)
    act_hint = "Your move on the table"
    quiet_at: tuple[int, int] = (1270, 4)
    quiet_anchor = "topright"
    next_keys: tuple[int, ...] = NEXT_KEYS

    def __init__(self, table: Any, steps: tuple[Step, ...]) -> None:
        super().__init__()
        self.table = table
        self.steps = steps
        self.index = 0
        self.mode = "hidden"  # hidden, hold (waits for Next), act (waits for a move)
        self.seen: list[int] = []
        self._read = len(table.session.game.record)

    @property
    def step(self) -> Step | None:
        return self.steps[self.index] if self.index < len(self.steps) else None

    def condition(self, when: str) -> bool:
        raise NotImplementedError

    def step_done(self, step: Step, new: list[str]) -> bool:
        """Whether the waiting `step` is over, given the actions just applied."""
        return any(a.split()[0] in step.wait_for for a in new)

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
        if step is not None and self.mode == "act" and self.step_done(step, new):
            self.next_step()

    def update(self, dt: float) -> None:
        self._check_record()

    def handle_event(self, event: pygame.event.Event) -> bool:
        if event.type == pygame.KEYDOWN:
            if event.key == pygame.K_x:
                self.end()
                return True
            if self.mode == "hold":
                if event.key in self.next_keys:
                    self.next_step()
                elif event.key == pygame.K_ESCAPE:
                    self.end()
                return True
            if self.mode == "act" and event.key == pygame.K_n:
                self.next_step()
                return True
        if event.type == pygame.MOUSEBUTTONDOWN and self.mode != "hidden" \
                and self.card.collidepoint(event.pos):
            if self.mode == "hold":
                self.next_step()
            return True
        if self.mode == "hold" and event.type != pygame.MOUSEMOTION:
            return True
        handled = self.table.handle_event(event)
        self._check_record()
        return handled

    def draw(self, surface: pygame.Surface) -> None:
        step, card = self.step, self.card
        if step is None or self.mode == "hidden":
            text.blit_text(surface, "Tutorial · X: end", 18, theme.INK_DIM, self.quiet_at,
                           anchor=self.quiet_anchor)
            return
        pygame.draw.rect(surface, theme.PANEL, card, border_radius=14)
        pygame.draw.rect(surface, EDGE, card, 3, border_radius=14)
        inner = card.inflate(-34, -56).move(0, -10)
        text.blit_wrapped(surface, step.text, 22, theme.INK, inner, line_gap=2)
        foot = (f"{prompts.press('confirm', prompts.device_of(self))}: next"
                if self.mode == "hold" else self.act_hint)
        text.blit_text(surface, f"{prompts.plain(foot)}    X: end tutorial", 18, EDGE,
                       (card.x + 17, card.bottom - 26))
