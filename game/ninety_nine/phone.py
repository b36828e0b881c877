"""Ninety-Nine Paranoia on a phone (issue 25): the seat's hand, its passes, its plays.

Built from one seat's `Observation` and legal actions only (game/core/phone.py).
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from game.core.phone import Legal, choice, item, section, step

from .actions import LATE, Call, PassCard, Play
from .cards import BLACK_QUEEN, CARDS, ONE_EYED, RANK
from .observation import Observation
from .plays import play_value

PLAY, PASS = "Play a card", "Pass a card"


def _card(card_id: int, new: bool = False) -> dict[str, str]:
    c = CARDS[card_id]
    poison = ONE_EYED[card_id] or BLACK_QUEEN[card_id]
    note = "new" if new else ("poison" if poison else "")
    return item(c.short, note, "red" if c.red else "black")


def _count_after(obs: Observation, a: int, b: int, how: int) -> str:
    return "" if obs.count is None else f" (count {play_value(obs.count, a, b, how)})"


def _play_label(obs: Observation, play: Play, names: Sequence[str]) -> str:
    a, b, how = play.values
    r = RANK[a]
    to = _count_after(obs, a, b, how)
    if b < 0:
        if r in (1, 10):
            return f"{CARDS[a].short} as {how:+d}{to}"
        return f"{CARDS[a].short}{to}"
    pair = f"{CARDS[a].short} + {CARDS[b].short}"
    if r == 13:
        return f"{pair}: others pay"
    if r in (3, 6, 9) and to:
        pair += to
    if CARDS[a].red == CARDS[b].red:
        who = names[how] if 0 <= how < len(names) else "?"
        return f"{pair}, {who} next"
    return f"{pair}, {'reverse' if how else 'keep direction'}"


def _how(label: str, card: str) -> str:
    """A play's label after its card was tapped: how, without the card again."""
    rest = label[len(card):].lstrip() if label.startswith(card) else label
    if rest.startswith("+ "):
        return "With " + rest[2:]
    return ("Play it " + rest) if rest.startswith("(") else (rest or "Play it")


def phone_view(obs: Observation, legal: Sequence[Legal], names: Sequence[str]) -> dict[str, Any]:
    me = obs.viewer if obs.viewer is not None else -1
    count = "hidden" if obs.count is None else str(obs.count)
    status = [f"Round {obs.round} of {obs.rounds} \u00b7 count {count}"]
    if obs.phase == "over":
        won = ", ".join(names[w] for w in obs.winners) or "nobody"
        status.insert(0, f"Game over: {won} won")
    elif legal:
        status.insert(0, {"pass": "Choose a card to pass", "call": "Call the count!"}
                      .get(obs.phase, "Your turn: play"))
    elif obs.phase == "play" and 0 <= obs.actor < len(names):
        status.insert(0, f"{names[obs.actor]} to play")
    elif obs.phase == "pass":
        status.insert(0, "Waiting for the others' passes")
    fresh = set(obs.new)
    sections = [section("Your hand", "cards", [_card(c, c in fresh) for c in obs.hand])]
    if obs.my_choice >= 0:
        sections.append(section("You pass", "cards", [_card(obs.my_choice)]))
    if obs.top >= 0:
        sections.append(section("On the pile", "cards", [_card(obs.top)]))
    scores = [f"{names[p]}: {obs.scores[p]} pts, {obs.hand_sizes[p]} cards"
              + (" (you)" if p == me else "") for p in range(obs.players)]
    sections.append(section("Scores", "lines", scores))
    choices = []
    for x in legal:
        a = x.action
        if isinstance(a, Play):  # a hand to tap: the card, then how (alone, as +1, a pair)
            first = CARDS[a.values[0]]
            choices.append(choice(x, _how(_play_label(obs, a, names), first.short), "How?", path=[
                step(first.short, PLAY, "red" if first.red else "black")]))
        elif isinstance(a, PassCard):
            card = CARDS[a.card]
            choices.append(choice(x, card.short, PASS, tone="red" if card.red else "black"))
        elif isinstance(a, Call):
            label = "Too late" if a.value == LATE else str(a.value)
            choices.append(choice(x, label, "Call the count"))
        else:  # a kind this module does not know yet still reaches the phone
            choices.append(choice(x, x.text))
    return {"status": status, "sections": sections, "choices": choices,
            "looks": {PLAY: "cards", PASS: "cards"}}

