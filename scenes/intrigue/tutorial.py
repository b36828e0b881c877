"""The guided first game of Intrigue: a coach over the real table (five members, easy
bots, five rounds at most).

At moments of the game (the start, your first recess move, your first offer received,
your first floor turn, your first ballot, the first file opened, the end) the coach
shows a card over the chamber and holds the table through `table.gate` until the learner
reads it (Enter / click); the desk and the moves stay in view beside it. Between cards,
input goes to the table. Esc on a card ends the tutorial (the game goes on). The cards
only explain: they know nothing the learner's own screen does not show.
"""

from __future__ import annotations

from typing import Any

import pygame

from scenes.intrigue import places as pl
from scenes.shell.scene import Scene
from scenes.shell.setup_model import Setup
from scenes.shell.tutorial_runner import Tutorial
from scenes.ui import prompts, text, theme

CARDS: dict[str, tuple[str, list[str]]] = {
    "start": ("Welcome to the Party", [
        "Every member has a file of twelve headings: six merits (green) and six blemishes "
        "(red). Exactly three of each are true. Point at a heading to read it.",
        "Your desk on the right shows which of yours are true. Nobody else knows them, "
        "and you know nothing of theirs, yet.",
    ]),
    "recess": ("The recess: talk", [
        "Whisper a claim to someone (true or not), offer a pact, or keep quiet.",
        "A claim about yourself that is true can be sworn: the listener can rely on it. "
        "Anything unsworn may be a lie, and the first to tell a claim secretly earns "
        "points when the party believes it. Lies pay, until the file is opened.",
    ]),
    "inbox": ("An offer", [
        "Someone offers a pact. Their claim stays sealed until you accept and give one "
        "back. A pact is worth 1 point each, and a partner's word is worth more than a "
        "stranger's. Your inbox page on the desk lists every offer.",
    ]),
    "floor": ("The floor", [
        "Raise a rumour you heard or told, and the party votes on it. If they believe it, "
        "you gain; if they disbelieve it, you lose a little. You may also break a pact "
        "here, at a price for both of you.",
    ]),
    "ballot": ("Your secret ballot", [
        "Believe (a flat hand), abstain (a fist) or disbelieve (a hand pointing down). "
        "All hands go up together. Judging right earns ½, wrong costs ½.",
        "Your notebook says who told you what, sworn or not, and whether they were "
        "right before: that is how you learn whom to trust.",
    ]),
    "reveal": ("The file is opened", [
        "The heading is stamped TRUE or FALSE for everyone. Points fly to the voters, the "
        "one who raised it and the member it is about. Who started the rumour stays a "
        "secret until the archives open at the end.",
    ]),
    "end": ("The archives open", [
        "The first to the target is President; otherwise the highest true score wins "
        "after the last round. The results show every secret point and who fooled whom.",
        "F1 shows the rules at any time.",
    ]),
}
LINE_H = 30


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

    def due(self) -> str | None:
        s = self.table.session
        game = s.game
        if "start" not in self.seen:
            return "start"
        if game.is_over:
            return "end" if "end" not in self.seen else None
        public = game.observe(None)
        if "reveal" not in self.seen and any(v[4] != 0 for v in public.votes):
            return "reveal"
        if s.human_to_act and not s.needs_handover():
            mine = game.observe(s.to_act)
            phase = mine.phase
            if mine.inbox and "inbox" not in self.seen:
                return "inbox"
            if phase in ("recess", "floor", "ballot") and phase not in self.seen:
                return phase
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
            self.invalidate()
        if self.seen >= set(CARDS):
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
        for para in CARDS[self.card or "start"][1]:
            out += text.wrapped(para, theme.BODY_PX, pl.CHAMBER.w - 48) + [""]
        return out

    def draw(self, surface: pygame.Surface) -> None:
        if self.card is None:
            badge = pygame.Rect(0, 0, 130, 30)
            badge.bottomright = (pl.CHAMBER.right - 4, pl.FLOOR.y - 2)
            pygame.draw.rect(surface, theme.PANEL, badge, border_radius=8)
            text.blit_text(surface, "Tutorial", 20, theme.ACCENT, badge.center, anchor="center")
            return
        lines = self.lines()
        height = 70 + sum(LINE_H if line else 10 for line in lines) + 40
        box = pygame.Rect(pl.CHAMBER.x + 10, pl.CHAMBER.y + 20, pl.CHAMBER.w - 20,
                          min(pl.CHAMBER.h + 200, height))
        pygame.draw.rect(surface, theme.PANEL, box, border_radius=18)
        pygame.draw.rect(surface, theme.ACCENT, box, 3, border_radius=18)
        text.blit_text(surface, CARDS[self.card][0], theme.HEADING_PX, theme.ACCENT,
                       (box.x + 24, box.y + 18))
        y = box.y + 70
        for line in lines:
            if line:
                text.blit_text(surface, line, theme.BODY_PX, theme.INK, (box.x + 24, y))
            y += LINE_H if line else 10
        how = prompts.press("confirm", prompts.device_of(self))
        prompts.blit(surface, f"{how} to go on  ·  Esc ends the tutorial", theme.SMALL_PX,
                     theme.INK_DIM, (box.centerx, box.bottom - 22), anchor="center")


def _setup() -> Setup:
    return Setup("intrigue", ("human", "easy", "easy", "easy", "easy"),
                 ("Player 1", "Teodor", "Mila", "Zora", "Anton"), {"round_limit": 5})


TUTORIAL = Tutorial(setup=_setup, seed=23, bot_pace=0.9, coach=Coach)
