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

from typing import Any

import pygame

from game.pontoon.actions import Stick
from scenes.pontoon import geometry as geo
from scenes.shell.match.coach import NEXT_KEYS, Step, StepCoach
from scenes.shell.match.tutorial_runner import Tutorial
from scenes.shell.menus.setup_model import Setup

SEATS = ("human", "easy")
NAMES = ("Mulder", "Scully")
OPTIONS = {"telling": "phrases", "timer": 0, "subjects": "kiosk"}
SEED = 36  # you punt, Scully banks; twist once, stick, and you win with three cards
BOT_PACE = 0.9
CARD = pygame.Rect(geo.SAFE.right - 600, geo.SAFE.y + 4, 600, 200)  # inside the TV-safe area


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
                "them! Most cards facing you at the end wins. To read the board from the "
                "sofa, press Z or tap a card. Have fun: the game goes on."),
)


def tutorial_setup() -> Setup:
    return Setup("pontoon", SEATS, NAMES, dict(OPTIONS))


class CoachScene(StepCoach):
    card = CARD
    # between cards, over the board's bottom-right cell: the header and the board's
    # edges leave no room inside the TV safe area
    quiet_at = (geo.BOARD.right - 2, geo.BOARD.bottom - 2)
    quiet_anchor = "bottomright"
    next_keys = NEXT_KEYS + (pygame.K_RIGHT,)

    def __init__(self, table: Any, steps: tuple[Step, ...] = STEPS) -> None:
        super().__init__(table, steps)

    def condition(self, when: str) -> bool:
        """Steps' moments: now, play, stick, others, tell, link."""
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

TUTORIAL = Tutorial(setup=tutorial_setup, seed=SEED, bot_pace=BOT_PACE, coach=CoachScene)
