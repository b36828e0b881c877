"""Conspiracy Pontoon on a phone (issue 25): the seat's hole cards (shown only here, so no
hold-to-peek), stick / twist, the conspiracy cards to lay on the board and the votes.

Built from one seat's `Observation` and legal actions only (game/core/phone.py).
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from game.core.cards import RANKS
from game.core.phone import Legal, choice, item, section, step

from .actions import (
    TEXT_MAX,
    Declare,
    Link,
    Night,
    Place,
    Split,
    Stick,
    Tell,
    TimeOut,
    Twist,
    Vote,
)
from .board import SIZE, rc
from .hand import best_total
from .observation import Observation
from .subjects import phrases

LAY = "Which card to lay?"
_PLAY = {Twist: "Twist", Stick: "Stick", Declare: "Show a Pontoon", Split: "Split the pair",
         Night: "Call it a night"}


def _rank(obs: Observation, card: int) -> str:
    r = obs.ranks[card]
    return "Joker" if r == 0 else ("10" if r == 10 else RANKS[r - 1])


def _card(obs: Observation, card: int) -> str:
    return f"{_rank(obs, card)} \u00b7 {obs.subjects[card]}"


def _hand_items(obs: Observation, cards: Sequence[int]) -> list[dict[str, str]]:
    out = []
    for c in cards:
        if c < 0:
            out.append(item("?", tone="hidden"))
        else:
            out.append(item(_card(obs, c)))
    return out


def _sections(obs: Observation, me: int, names: Sequence[str]) -> list[dict[str, Any]]:
    out = []
    if 0 <= me < obs.players:
        for k, cards in enumerate(obs.hands[me]):
            known = [obs.ranks[c] for c in cards if c >= 0]
            label = "Your cards" if len(obs.hands[me]) == 1 else f"Your hand {k + 1}"
            status = obs.statuses[me][k] if k < len(obs.statuses[me]) else ""
            if cards:
                label += f" (total {best_total(known)}{', ' + status if status else ''})"
            out.append(section(label, "cards", _hand_items(obs, cards)))
    if obs.to_place:
        out.append(section("To lay on the board", "cards",
                           [item(_card(obs, c)) for c in obs.to_place]))
    others = []
    for p in range(obs.players):
        if p == me:
            continue
        shown = [_rank(obs, c) for hand in obs.hands[p] for c in hand if c >= 0]
        hidden = sum(1 for hand in obs.hands[p] for c in hand if c < 0)
        cards = ", ".join(shown + ["?"] * hidden) or "no cards"
        others.append(f"{names[p]}{' (bank)' if p == obs.banker else ''}: {cards}")
    out.append(section("At the table", "lines", others))
    out.append(section("Scores", "lines",
                       [f"{names[p]}: {obs.scores[p]}" for p in range(obs.players)]))
    return out


def _board_marks(obs: Observation) -> list[list[Any]]:
    return [[*rc(cell), _rank(obs, card)] for cell, card in enumerate(obs.board) if card >= 0]


def phone_view(obs: Observation, legal: Sequence[Legal], names: Sequence[str]) -> dict[str, Any]:
    me = obs.viewer if obs.viewer is not None else -1
    status = [f"Hand {obs.hand_no} \u00b7 {names[obs.banker]} has the bank"]
    if obs.phase == "over":
        status.insert(0, "Game over: " + (", ".join(names[w] for w in obs.winners) or "a draw"))
    elif legal:
        status.insert(0, {"tell": "Lay your conspiracy", "vote": "Vote now"}
                      .get(obs.phase, "Your turn"))
    elif 0 <= obs.actor < len(names):
        status.insert(0, f"{names[obs.actor]} to play")
    choices, grids = [], {}
    marks = _board_marks(obs)
    link_texts = phrases()
    several = len({x.action.card for x in legal if isinstance(x.action, Place)}) > 1
    for x in legal:
        a = x.action
        if isinstance(a, Place):  # the card (when there is a choice of them), then where
            group = f"Lay {_card(obs, a.card)}"
            grids.setdefault(group, {"rows": SIZE, "cols": SIZE, "marks": marks})
            path = [step(_card(obs, a.card), LAY)] if several else []
            choices.append(choice(x, "here", group, rc(a.cell), path=path))
        elif isinstance(a, Link):
            before = obs.subjects[obs.placed[-2][0]] if len(obs.placed) > 1 else ""
            text = (link_texts[a.phrase].agreeing(before) if 0 <= a.phrase < len(link_texts)
                    else x.text)
            choices.append(choice(x, text, "Link phrase"))
        elif isinstance(a, Vote):
            choices.append(choice(x, "Yes" if a.yes else "No", "Your vote"))
        elif isinstance(a, Tell):  # §6.3 typed mode: a text box, told once, before the
            # last card is laid (the TV sends it with that card), so it comes first
            choices.insert(0, choice(x, "Tell it", "Your theory",
                                     typed=("Type your theory: name the cards you lay",
                                            TEXT_MAX)))
        elif isinstance(a, TimeOut):
            continue  # the table's countdown sends it, never a player
        else:
            choices.append(choice(x, _PLAY.get(type(a), x.text), "Play"))
    view: dict[str, Any] = {"status": status, "sections": _sections(obs, me, names),
                            "choices": choices}
    if grids:
        view["grids"] = grids
        view["looks"] = {LAY: "cards"}
    return view
