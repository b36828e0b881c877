"""The guided first game of Ninety-Nine (three rounds): a coach over the real table.

The coach is a see-through scene. At moments of the game (the start, your first turn,
the first Four, Eight, Ten and pair played or in your hand, your first pass, the end of
the round, the end of the game) it shows a card of explanation and holds the table
through `table.gate` until the learner reads it (Enter / click). A special card the deal
never brought is taught with the round's end, so every card is explained. Between cards,
input goes to the table. Esc on a card ends the tutorial (the game goes on).
"""

from __future__ import annotations

from typing import Any

import pygame

from game.core.hints import hint_for, hint_seed
from game.ninety_nine.cards import COMBO_RANKS, RANK
from scenes.ninety_nine.places import SAFE
from scenes.shell.match.coach import CardCoach
from scenes.shell.match.tutorial_runner import Tutorial
from scenes.shell.menus.setup_model import Setup

CARDS: dict[str, tuple[str, list[str]]] = {
    "start": ("Welcome to Ninety-Nine", [
        "Everyone adds one card to the pile; the big number on the right is the running "
        "count. Push it past 33, 66 or 99 and you take 1, 2 or 3 points; past 99 also ends "
        "the round. After three rounds the lowest score wins.",
        "Purple poison cards: a one-eyed jack costs 1 when played and 3 if still in your "
        "hand at the round's end; a black queen 2 and 5.",
    ]),
    # Shown once the first play is in the log, beside it rather than over it (issue 22:
    # the welcome card named the box and covered it).
    "plays": ("Last plays", [
        "The box on the left lists every play of the round: who played what, the count it "
        "left and what it cost them. Bots play quickly; read it after their turns.",
    ]),
    "turn": ("Your turn", [
        "Your cards are at the bottom. Left / Right (or a click) picks one; the panel on "
        "the right says what it does, the count it leaves and what it would cost you.",
        "Most cards add their value; Jacks, Queens and Kings add 10. Up / Down or a number "
        "key picks a choice, Enter or a click plays it. Leave the count just under a line.",
    ]),
    "four": ("A Four turns play around", [
        "A Four adds nothing and reverses the direction of play (the gold arrows): the "
        "player on the other side goes next.",
    ]),
    "eight": ("An Eight holds the count", [
        "An Eight adds nothing at all: a safe card when the count sits just under a line.",
    ]),
    "ten": ("A Ten goes up or down", [
        "A Ten adds 10, or takes 10 away once the count is at least 10: whoever plays it "
        "chooses.",
    ]),
    "pair": ("Pairs", [
        "Two 3s, 6s or 9s played together set the count to 33, 66 or 99; a line crossed on "
        "the way still costs. Different colours may reverse play; the same colour names who "
        "goes next.",
        "Two Kings add 10, and whatever that costs is paid by every other player instead.",
    ]),
    "pass": ("Pass a card", [
        "A 2 or a King was played: everyone gives one card to the next player. Choose the "
        "card you least want: a poison card is a fine gift.",
        "The card you get back is marked NEW.",
    ]),
    "round": ("End of the round", [
        "The count went past 99. Every hand turned over: held poison cards cost 3 (jack) or "
        "5 (queen). The summary showed who paid what; the scores carry on into the next round.",
        "The deal moves one seat on, and play starts clockwise again.",
    ]),
    "end": ("That is the whole game", [
        "After the last round the lowest total wins; the highest is called Most Paranoid.",
        "The results come next. F1 shows the rules at any time.",
    ]),
}
# The special cards, each taught the first time one is played or in the learner's hand;
# those the deal never brought are taught with the first round's end, so all are taught.
SPECIALS = ("four", "eight", "ten", "pair")
ASKS_A_MOVE = ("turn", "pass")  # cards that ask for a move: the coach's word ends them
_RANK_CARD = {4: "four", 8: "eight", 10: "ten"}


def special_of(play: tuple[int, int, int, int, int] | None) -> str | None:
    """The special-card lesson a play (a history entry) calls for, if any."""
    if play is None:
        return None
    _p, a, b, _c, _k = play
    return "pair" if b >= 0 else _RANK_CARD.get(RANK[a])


def specials_in(hand: list[int]) -> list[str]:
    """The lessons a hand's cards call for (a pair of 3s, 6s, 9s or Kings, 4, 8, 10)."""
    out = [_RANK_CARD[RANK[c]] for c in hand if c >= 0 and RANK[c] in _RANK_CARD]
    ranks = [RANK[c] for c in hand if c >= 0 and RANK[c] in COMBO_RANKS]
    if len(ranks) != len(set(ranks)):
        out.append("pair")
    return out


CARD_AREA = pygame.Rect(66, 84, 700, 600)  # left of the count, inside the TV-safe area
# The card about the log stands right of it, over Cleo's seat and the count.
PLAYS_AREA = pygame.Rect(SAFE.right - 440, 84, 440, 600)


class Coach(CardCoach):
    badge = pygame.Rect(575, 84, 130, 30)  # between the two seats, inside the safe area

    def __init__(self, table: Any) -> None:
        super().__init__(table, CARDS)
        self._coach_words: dict[str, list[str]] = {}

    @property
    def area(self) -> pygame.Rect:  # type: ignore[override]
        """Where the card shown now lies: left of the count (the welcome card talks
        about it), the card about the log right of the log."""
        return PLAYS_AREA if self.card == "plays" else CARD_AREA

    def due(self) -> str | None:
        table = self.table
        s = table.session
        game = s.game
        if "start" not in self.seen:
            return "start"
        if game.is_over:
            return "end" if "end" not in self.seen else None
        if "plays" not in self.seen and table.plays:
            return "plays"
        if "round" not in self.seen and game.state.round > 1:
            return "round"
        last = special_of(table.plays[-1] if table.plays else None)
        if last is not None and last not in self.seen:
            return last
        if s.human_to_act:
            phase = game.state.phase
            if phase == "pass" and "pass" not in self.seen:
                return "pass"
            if phase == "play" and "turn" not in self.seen:
                return "turn"
            if phase == "play":
                for lesson in specials_in(table.my_hand()):
                    if lesson not in self.seen:
                        return lesson
        return None

    def paragraphs(self, card: str) -> list[str]:
        """A card's words; the round's end also teaches the special cards not met yet; a
        card that asks for a move ends with the coach's word on this very position."""
        paras = list(CARDS[card][1])
        if card == "round":
            for lesson in SPECIALS:
                if lesson not in self.seen:
                    paras += CARDS[lesson][1]
        if card in ASKS_A_MOVE:
            paras += self.coach_words(card)
        return paras

    def coach_words(self, card: str) -> list[str]:
        """The coach's hint here (the one ? shows: the same seed, the same words), read
        once per card: "The coach would say: Play the 7 of Diamonds: …"."""
        if card not in self._coach_words:
            s = self.table.session
            seat = s.to_act
            words: list[str] = []
            if s.human_to_act and seat is not None and hint_for(s.plugin) is not None:
                legal = s.game.legal_actions(seat)
                hint = hint_for(s.plugin)(s.game.observe(seat), legal, seat,
                                          hint_seed(s.bot_seed, seat, len(s.game.record)))
                words = [f"The coach (press ?) would say: {hint.why[0]}"]
            self._coach_words[card] = words
        return self._coach_words[card]

    def taught(self, card: str) -> set[str]:
        return {card, *SPECIALS} if card == "round" else {card}

def _setup() -> Setup:
    return Setup("ninety-nine", ("human", "easy", "easy"), ("Player 1", "Boris", "Cleo"),
                 {"rounds": 3})  # the game's shortest full length (§7: 1 is a quick game)


TUTORIAL = Tutorial(setup=_setup, seed=99, bot_pace=0.9, coach=Coach)
