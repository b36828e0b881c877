"""The guided first game of Intrigue: a coach over the real table (five members, easy
bots, five rounds at most).

At moments of the game (the start, your first recess move, your first offer received,
your first floor turn, your first ballot, the first file opened, the end) the coach
shows a card at the table's foot and holds the table through `table.gate` until the learner
reads it (Enter / click); the chamber and the desk stay in view above it. Between cards,
input goes to the table. Esc on a card ends the tutorial (the game goes on). The cards
only explain: they know nothing the learner's own screen does not show.
"""

from __future__ import annotations

from typing import Any

import pygame

from scenes.intrigue import places as pl
from scenes.shell.match.coach import CardCoach
from scenes.shell.match.tutorial_runner import Tutorial
from scenes.shell.menus.setup_model import Setup
from scenes.ui import pen, prompts, text, theme

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


# The cards lie at the table's foot, over the floor, the log and the move panel (idle
# while a card holds the table): the members' portraits, names, scores and files and the
# desk, which the cards talk about, stay in sight beside them.
AREA = pygame.Rect(pl.SAFE.x, pl.CHAMBER.bottom + 4, pl.SAFE.w,
                   pl.SAFE.bottom - pl.CHAMBER.bottom - 4)
TITLE_PX = 30
FOOT_PX = 18
PARA_GAP = 8


class Coach(CardCoach):
    area = AREA

    def __init__(self, table: Any) -> None:
        super().__init__(table, CARDS)
        self.badge = pygame.Rect(0, 0, 130, 30)
        self.badge.bottomright = (pl.CHAMBER.right - 4, pl.FLOOR.y - 2)

    def card_rect(self) -> pygame.Rect:
        return pygame.Rect(self.area)

    def _words(self) -> pygame.Rect:
        """Where a card's paragraphs go: under its title, over its foot line."""
        box = self.card_rect()
        top = box.y + 12 + text.font(TITLE_PX).get_linesize()
        return pygame.Rect(box.x + 20, top, box.w - 40, box.bottom - 30 - top)

    def body_px(self) -> int:
        """The paragraphs' size: the body size, a size smaller while they would not fit
        the card (Text size 120%, a longer card)."""
        area = self._words()
        paras = self.paragraphs(self.card or next(iter(self.cards)))
        px = theme.BODY_PX
        while px > 14 and sum(len(text.wrapped(para, px, area.w))
                              * (text.font(px).get_linesize() + 2) - 2 + PARA_GAP
                              for para in paras) - PARA_GAP > area.h:
            px -= 2
        return px

    def draw(self, surface: pygame.Surface) -> None:
        if self.card is None:
            super().draw(surface)  # the small badge between cards
            return
        box = self.card_rect()
        pen.rect(surface, theme.PANEL, box, border_radius=14)
        pen.rect(surface, theme.ACCENT, box, 3, border_radius=14)
        text.blit_text(surface, self.cards[self.card][0], TITLE_PX, theme.ACCENT,
                       (box.x + 20, box.y + 8))
        area, px = self._words(), self.body_px()
        y = area.y
        for para in self.paragraphs(self.card):
            y += text.blit_wrapped(surface, para, px, theme.INK,
                                   pygame.Rect(area.x, y, area.w, area.bottom - y),
                                   line_gap=2) + PARA_GAP
        how = prompts.press("confirm", prompts.device_of(self))
        footer = f"{how} to go on  ·  Esc ends the tutorial"
        prompts.blit(surface, footer, FOOT_PX, theme.INK_DIM, (box.centerx, box.bottom - 17),
                     anchor="center")

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

def _setup() -> Setup:
    return Setup("intrigue", ("human", "easy", "easy", "easy", "easy"),
                 ("Player 1", "Teodor", "Mila", "Zora", "Anton"), {"round_limit": 5})


TUTORIAL = Tutorial(setup=_setup, seed=23, bot_pace=0.9, coach=Coach)
