"""Tutorial coaches over a game's table, two kinds every game's tutorial picks from.

`StepCoach` (Pontoon, Pulling Strings): each step is a card of text shown when its moment
comes (`condition(step.when)`, the game's own test of its table). A step with `wait_for`
waits for one of those actions (the first word of an action's text) on the table, whose
`focus_move(word)`, where it has one, puts the focus on it once; one without waits for
Next. The coach holds the table through `TableScene.gate` meanwhile.

`CardCoach` (Ninety-Nine, Intrigue): cards that fall due as the game goes (`due`), each
holding the table until it is read.
"""

from __future__ import annotations

from typing import Any, NamedTuple

import pygame

from scenes.shell.screens.scene import Scene
from scenes.ui import pen, prompts, text, theme

EDGE = (250, 214, 90)
NEXT_KEYS = (pygame.K_RETURN, pygame.K_KP_ENTER, pygame.K_SPACE, pygame.K_n)


class Step(NamedTuple):
    when: str  # the moment the card shows (the game's `condition` reads it)
    text: str
    wait_for: tuple[str, ...] = ()  # first words of the actions that complete it (none: Next)


QUIET_NOTE = "Tutorial · X: end"


class StepCoach(Scene):
    """Subclasses set `card` (where the card lies), `act_hint` (its foot while the learner
    acts), `quiet_at`/`quiet_anchor` (the small "X: end" note between cards) and write
    `condition`; `step_done` may say when a waiting step is over in another way."""

    opaque = False
    updates_below = True
    card = pygame.Rect(640, 40, 600, 200)
    act_hint = "Your move on the table"
    # inside the TV safe area; a table puts it where it covers least (a corner of its own)
    quiet_at: tuple[int, int] = pygame.Rect(theme.SAFE_AREA).topright
    quiet_anchor = "topright"
    next_keys: tuple[int, ...] = NEXT_KEYS

    def __init__(self, table: Any, steps: tuple[Step, ...]) -> None:
        super().__init__()
        self.table = table
        self.steps = steps
        self.index = 0
        self.mode = "hidden"  # hidden, hold (waits for Next), act (waits for a move)
        self.seen: list[int] = []
        self.focused: set[int] = set()  # steps whose move has had the focus put on it
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
        if self.mode == "act" and self.index not in self.focused:
            # The move the card asks for takes the focus once (a table with
            # `focus_move`): Enter, pressed through the cards so far, does what it says
            # (issue 22: told to Stick, the learner's Enter twisted again).
            focus_move = getattr(self.table, "focus_move", None)
            if focus_move is None or focus_move(step.wait_for[0]):
                self.focused.add(self.index)
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

    def text_box(self) -> pygame.Rect:
        """Where a card's words go: above its foot line."""
        return self.card.inflate(-34, -56).move(0, -10)

    def text_px(self, step: Step) -> int:
        """The words' size: a size smaller where they would run out of the card (issue
        22: at Text size 120% Pontoon's last card ran over its foot line)."""
        box = self.text_box()
        return text.fit_wrapped(step.text, 22, box.width, box.height, 12, line_gap=2)

    def quiet_rect(self) -> pygame.Rect:
        """The small "X: end" note's box, shown between cards."""
        words = text.font(18).size(QUIET_NOTE)
        box = pygame.Rect((0, 0), (words[0] + 12, words[1] + 6))
        setattr(box, self.quiet_anchor, self.quiet_at)
        return box

    def draw(self, surface: pygame.Surface) -> None:
        step, card = self.step, self.card
        if step is None or self.mode == "hidden":
            note = self.quiet_rect()
            pen.rect(surface, theme.PANEL, note, border_radius=8)  # readable over the table
            text.blit_text(surface, QUIET_NOTE, 18, theme.INK_DIM, note.center,
                           anchor="center")
            return
        pen.rect(surface, theme.PANEL, card, border_radius=14)
        pen.rect(surface, EDGE, card, 3, border_radius=14)
        inner = self.text_box()
        text.blit_wrapped(surface, step.text, self.text_px(step), theme.INK, inner,
                          line_gap=2)
        foot = (f"{prompts.press('confirm', prompts.device_of(self))}: next"
                if self.mode == "hold" else self.act_hint)
        text.blit_text(surface, f"{prompts.plain(foot)}    X: end tutorial", 18, EDGE,
                       (card.x + 17, card.bottom - 26))


LINE_H = 30  # a line of a card's words; a paragraph break is 10 px


class CardCoach(Scene):
    """A tutorial coach of cards that come when the game makes them due (Ninety-Nine's and
    Intrigue's use it). `cards` maps a card's key to (title, paragraphs); a subclass says
    which card is `due` now, the `area` a card may fill and where the small `badge` lies
    between cards. A shown card holds the table until it is read; all read: the end."""

    opaque = False
    updates_below = True
    area = pygame.Rect(66, 84, 700, 600)
    badge = pygame.Rect(575, 84, 130, 30)

    def __init__(self, table: Any, cards: dict[str, tuple[str, list[str]]]) -> None:
        super().__init__()
        self.table = table
        self.cards = cards
        self.seen: set[str] = set()
        self.card: str | None = None
        self.ended = False
        table.gate = self.gate

    def due(self) -> str | None:
        raise NotImplementedError

    def paragraphs(self, card: str) -> list[str]:
        return list(self.cards[card][1])

    def taught(self, card: str) -> set[str]:
        """The cards that reading `card` counts as read."""
        return {card}

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
            self.seen |= self.taught(self.card)
            self.card = None
            self.invalidate()
        if self.seen >= set(self.cards):
            self.end()

    def end(self) -> None:
        self.ended = True
        self.card = None
        self.table.gate = None
        self.close()

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

    def lines(self) -> list[str]:
        out: list[str] = []
        for para in self.paragraphs(self.card or next(iter(self.cards))):
            out += text.wrapped(para, theme.BODY_PX, self.area.w - 48) + [""]
        return out

    def card_rect(self) -> pygame.Rect:
        """The card at the top of its area, grown down as far as its words need."""
        height = 70 + sum(LINE_H if line else 10 for line in self.lines()) + 40
        return pygame.Rect(self.area.x, self.area.y, self.area.w, min(self.area.h, height))

    def draw(self, surface: pygame.Surface) -> None:
        if self.card is None:
            pen.rect(surface, theme.PANEL, self.badge, border_radius=8)
            text.blit_text(surface, "Tutorial", 20, theme.ACCENT, self.badge.center,
                           anchor="center")
            return
        box = self.card_rect()
        pen.rect(surface, theme.PANEL, box, border_radius=18)
        pen.rect(surface, theme.ACCENT, box, 3, border_radius=18)
        text.blit_text(surface, self.cards[self.card][0], theme.HEADING_PX, theme.ACCENT,
                       (box.x + 24, box.y + 18))
        y = box.y + 70
        for line in self.lines():
            if line:
                text.blit_text(surface, line, theme.BODY_PX, theme.INK, (box.x + 24, y))
            y += LINE_H if line else 10
        how = prompts.press("confirm", prompts.device_of(self))
        footer = f"{how} to go on  ·  Esc ends the tutorial"
        px = theme.SMALL_PX  # a narrow card's footer shrinks rather than spill out of it
        while px > 14 and prompts.render(footer, px, theme.INK_DIM).get_width() > box.w - 24:
            px -= 2
        prompts.blit(surface, footer, px, theme.INK_DIM, (box.centerx, box.bottom - 22),
                     anchor="center")
