"""The coach's hint on a phone (issue 33): asked by the seat's own phone, answered to it
alone (no pygame here).

A phone's Hint button sends `{"type": "hint", "seq": n}` for the view it shows. The hook
asks the game's hint for that seat off the frame loop (the bot worker, as the TV's
Hint does: game/core/hints.py), from that seat's observation and legal moves, seeded by
the position, so the TV and the phone give the same hint there. The answer goes to that
seat's phone only, and only while the view it asked about is still its newest:
`{"type": "hint", "seq": n, "hint": {"action": <action text>, "why": [lines]}}`.
"""

from __future__ import annotations

from typing import Any, Protocol

from game.core.hints import Hint, HintAsker, hint_for, hint_seed
from game.core.worker import BotWorker

OFF = "The coach's hints are off at this table."
NOTHING = "Nothing to choose now: no hint."


class Channel(Protocol):
    """What the hints need of the phone server (`PhoneServer`; a fake in tests)."""

    def take_hint_asks(self) -> list[tuple[int, int]]: ...

    def hint(self, seat: int, seq: int, hint: dict[str, Any]) -> None: ...

    def tell(self, seat: int, message: str, reopen: bool = False) -> None: ...


class PhoneHints:
    """The hints the phones asked for, each thought about in a bot worker."""

    def __init__(self, channel: Channel) -> None:
        self.channel = channel
        # seat -> (the view number asked about, the position, its worker)
        self.asked: dict[int, tuple[int, int, BotWorker]] = {}

    def frame(self, session: Any, seqs: dict[int, int]) -> None:
        """Once a frame (PhoneHook.frame): take new asks, send the hints that are ready."""
        for seat, seq in self.channel.take_hint_asks():
            self._ask(session, seqs, seat, seq)
        for seat, (seq, moves, worker) in list(self.asked.items()):
            if seqs.get(seat) != seq or len(session.game.record) != moves:
                worker.cancel()  # the position moved on: that hint is for nobody now
                del self.asked[seat]
                continue
            action = worker.poll()
            if action is None:
                if not worker.thinking:
                    del self.asked[seat]
                continue
            del self.asked[seat]
            hint = getattr(worker.bot, "hint", None)
            if isinstance(hint, Hint) and hint.action == action:
                self.channel.hint(seat, seq, {
                    "action": session.plugin.action_text(hint.action), "why": list(hint.why)})

    def _ask(self, session: Any, seqs: dict[int, int], seat: int, seq: int) -> None:
        fn = hint_for(session.plugin)
        if seat not in seqs or seqs[seat] != seq:
            return  # an old view's ask: its phone has a newer view already
        if fn is None or not getattr(session, "hints_on", False):
            self.channel.tell(seat, OFF)
            return
        game = session.game
        legal = game.legal_actions(seat) if seat in game.waiting_for else []
        if not legal:
            self.channel.tell(seat, NOTHING)
            return
        if seat in self.asked:
            return  # already thinking about it
        moves = len(game.record)
        worker = BotWorker(HintAsker(fn, seat, hint_seed(session.bot_seed, seat, moves)))
        worker.start(game.observe(seat), legal)
        self.asked[seat] = (seq, moves, worker)

    def stop(self) -> None:
        for _, _, worker in self.asked.values():
            worker.cancel()
        self.asked.clear()
