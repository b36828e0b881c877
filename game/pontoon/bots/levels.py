"""The four levels (spec §12): random, easy, medium (§12.1 policy, §12.2 scoring) and
hard (plus card counting and the leader bonus)."""

from __future__ import annotations

from typing import Any

from ...core.actions import Action
from ...core.bots import SeededBot
from ..actions import Declare, Link, Place, Split, Stick, Twist
from ..observation import Observation
from .placement import card_order, choose_line, next_cell, pick_phrase
from .play import banker_move, punter_reason
from .rollout import SEARCH
from .rollout import search as rollout_search

_MOVES = {"declare": Declare(), "split": Split(), "twist": Twist(), "stick": Stick()}


class BaseBot(SeededBot):
    smart = True
    counting = False
    leader_bonus = False

    def choose(self, observation: Observation, legal: list[Action]) -> Action:
        if not legal:
            raise ValueError("no legal action to choose from")
        # the numbers this decision weighed, for a coach's hint (game/pontoon/hints.py)
        self.reason: dict[str, Any] = {"rule": "only"}
        useful = [a for a in legal if a.kind not in ("night", "timeout", "tell")] or legal
        if len(useful) == 1:
            return useful[0]
        self.reason = {"rule": "random", "choices": len(useful)}
        try:
            action = self.decide(observation, useful)
        except (ValueError, IndexError, KeyError):
            action = None
        return self.checked(action, useful)

    def decide(self, o: Observation, legal: list[Action]) -> Action | Any:
        kinds = {a.kind for a in legal}
        p = self.player
        if kinds & set(_MOVES):
            if o.phase == "bank":
                self.reason = {"rule": "bank"}
                return _MOVES[banker_move(o, p, self.counting)]
            move, self.reason = punter_reason(o, p, kinds, self.counting)
            return _MOVES[move]
        if "link" in kinds:
            self.reason = {"rule": "link"}
            return Link(pick_phrase(o, self.rng))
        if "place" in kinds:
            return self.place(o, legal)
        return legal[self.rng.randrange(len(legal))]

    def place(self, o: Observation, legal: list[Action]) -> Action | None:
        notes: dict[str, Any] = {"rule": "place"}
        line = choose_line(o, self.player, self.rng, self.smart, self.leader_bonus, notes)
        if line is None:
            return None
        placed = [cell for _, cell in o.placed]
        allowed = sorted({a.card for a in legal if a.kind == "place"})
        last = o.placed[-1][0] if o.placed else None
        order = card_order(o, allowed, last) if len(allowed) <= 6 else allowed
        self.reason = {**notes, "cells": line[1], "ordered": len(allowed) <= 6}
        return Place(order[0], next_cell(line[1], placed))


class RandomBot(BaseBot):
    level = "random"

    def decide(self, o: Observation, legal: list[Action]) -> Action:
        return legal[self.rng.randrange(len(legal))]


class EasyBot(BaseBot):
    """Sticks early and places on a random legal line: human-looking, beatable."""

    level = "easy"
    smart = False

    def decide(self, o: Observation, legal: list[Action]) -> Action | Any:
        kinds = {a.kind for a in legal}
        if o.phase == "play" and "stick" in kinds and "declare" not in kinds:
            return Stick() if self.rng.random() < 0.8 else Twist()
        return super().decide(o, legal)


class MediumBot(BaseBot):
    level = "medium"


class HardBot(BaseBot):
    """Medium's placement with the leader bonus; Pontoon moves by sampled play-outs over
    the unseen cards (card counting of everything face up)."""

    level = "hard"
    counting = True
    leader_bonus = True

    def decide(self, o: Observation, legal: list[Action]) -> Action | Any:
        kinds = {a.kind for a in legal}
        if kinds & {"twist", "stick"} and not kinds & {"declare", "split"}:
            if len(kinds & {"twist", "stick"}) == 1:
                self.reason = {"rule": "forced"}
                return _MOVES[next(iter(kinds & {"twist", "stick"}))]
            found = rollout_search(o, self.player, kinds, self.rng, self.samples(SEARCH))
            self.reason = {"rule": "rollout", "rollout": found}
            return _MOVES[found.move]
        return super().decide(o, legal)


LEVELS: dict[str, type[BaseBot]] = {"random": RandomBot, "easy": EasyBot,
                                    "medium": MediumBot, "hard": HardBot}
