"""A tutorial's words from the coach (issue 33): where a step asks the learner to make a
move, it may say what the coach's hint would say there, the very hint '?' gives (same
seed, same words), asked off the frame loop in the bot worker. No game is named here.
"""

from __future__ import annotations

from collections.abc import Collection
from typing import Any

from game.core.hints import Hint, HintAsker, hint_for, hint_seed
from game.core.worker import BotWorker

PREFIX = "The coach (press ?) would say: "


class CoachWords:
    """Asked once per position of the human to act; `words()` is "" until ready."""

    def __init__(self, table: Any) -> None:
        self.table = table
        self.asked: tuple[int, int] | None = None
        self.worker: BotWorker | None = None
        self.text = ""

    def words(self, kinds: Collection[str] = ()) -> str:
        """The coach's first line of why for the human to act now, when its move is of
        one of `kinds` (the step's: any when empty); "" meanwhile or otherwise."""
        s = self.table.session
        seat = s.to_act
        fn = hint_for(s.plugin)
        if fn is None or seat is None or not s.human_to_act or not s.hints_on:
            self.cancel()
            return ""
        position = (len(s.game.record), seat)
        if position != self.asked:
            self.cancel()
            self.asked, self.text = position, ""
            self.worker = BotWorker(HintAsker(fn, seat, hint_seed(s.bot_seed, seat,
                                                                  position[0])))
            self.worker.start(s.game.observe(seat), s.game.legal_actions(seat))
        if self.worker is not None:
            action = self.worker.poll()
            if action is not None or not self.worker.thinking:
                hint = getattr(self.worker.bot, "hint", None)
                self.worker = None
                if isinstance(hint, Hint) and hint.action == action and (
                        not kinds or hint.action.kind in kinds):
                    self.text = PREFIX + hint.why[0]
        return self.text

    def cancel(self) -> None:
        if self.worker is not None:
            self.worker.cancel()
        self.worker = None
        self.asked = None
        self.text = ""
