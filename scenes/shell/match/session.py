"""A match in progress, as a table scene drives it. Pure logic: no pygame, no game.

Holds the engine, who sits in each seat (human or a bot level), who may look at the
screen right now (the hand-over curtain), the fair undo stack, the bots, the public log,
and the queue of event views waiting to be animated. It reaches its game only through
the registry's plugin (`game.core.contract.Plugin`), so every game gets the same
couch, solo and kiosk behaviour.

Several players may be awaited at once (a card pass, a secret ballot): bots answer at
once, then the humans one at a time, each behind the curtain when more than one human
plays (`to_act` is whoever the table deals with now).
"""

from __future__ import annotations

import time
from collections import deque
from typing import Any, NamedTuple

from game.core import registry
from game.core.actions import Action
from game.core.contract import EVERYONE
from game.core.errors import IllegalAction

HUMAN = "human"
BOT_LEVELS = ("random", "easy", "medium", "hard")


class Shown(NamedTuple):
    """An event as the screen may show it: the view for whoever was looking then."""

    view: dict[str, Any]
    viewer: int | None


def game_id_of(game: Any) -> str:
    """The registry id of an engine object (its class names it, or its module's game)."""
    gid = getattr(game, "game_id", None) or getattr(game, "name", None)
    if isinstance(gid, str) and gid in registry.ids():
        return gid
    module = type(game).__module__
    for info in registry.games():
        if module.startswith(info.plugin.rpartition(".")[0] + "."):
            return info.id
    raise ValueError(f"no registered game for {type(game).__name__}")


class Session:
    """One match. `display_viewer` is the only player whose secrets the screen may show."""

    def __init__(self, game: Any, seats: list[str], seed: int = 0,
                 bot_factory: Any = None, game_id: str | None = None) -> None:
        self.game_id = game_id or game_id_of(game)
        self.info = registry.get(self.game_id)
        self.plugin = registry.plugin(self.game_id)
        if len(seats) != len(game.config.names):
            raise ValueError("one seat per player")
        levels = self.info.bot_levels
        for kind in seats:
            if kind != HUMAN and kind not in levels:
                raise ValueError(f"unknown seat {kind!r}: human or {', '.join(levels)}")
        self.game = game
        self.seats = list(seats)
        self.humans = [p for p, k in enumerate(seats) if k == HUMAN]
        self.names = list(game.config.names)
        narrator = getattr(self.plugin, "narrator", None)
        self._describe = narrator(game.config) if narrator else self.plugin.describe
        self.shown: deque[Shown] = deque()
        self.log: list[str] = []
        self._undo: list[Any] = []
        self._undo_owner: int | None = None
        self._confirmed: int | None = None
        # Human seats deciding away from the screen (on their phones, docs/phones.md): in a
        # simultaneous choice the screen goes at once to an awaited human not among them.
        self.elsewhere: frozenset[int] = frozenset()
        # The position before a move that took the screen from the player at it back to
        # the room (their private view was drawn): whichever path the move came by (the
        # TV, a bot, a phone, a panel), the table redraws it for the room before the
        # move's animation (`take_handback`, TableScene.catch_handback).
        self._handed_from: Any = None
        # One human alone needs no curtain: bots never look at the screen.
        if len(self.humans) == 1:
            self._confirmed = self.humans[0]
        self._audience_view()
        self.bots: dict[int, Any] = {}
        self._bot_factory = bot_factory or self.plugin.make_bot
        self._seed = seed
        # The coach (issue 33, scenes/shell/match/hints.py): whether a human may ask for
        # hints (on in a solo game; the flow applies the setup's choice and turns it on
        # in tutorials), and how many each human seat took (the results say so; saved).
        self.hints_on = len(self.humans) == 1
        self.hints_taken: dict[int, int] = {}
        # Minutes at the table (the history files them): those of earlier sittings, as a
        # save kept them, and this sitting's since `sat_at` (time.monotonic(), set by the
        # flow as the table sits down), so a resumed game goes on counting.
        self.minutes_before = 0.0
        self.sat_at: float | None = None
        for p, kind in enumerate(seats):
            if kind != HUMAN:
                self.bots[p] = self._bot_factory(kind, p, seed * 131 + p)

    @property
    def config(self) -> Any:
        return self.game.config

    def minutes_played(self, now: float | None = None) -> float:
        """Minutes played over every sitting, up to `now` (time.monotonic() if None)."""
        if self.sat_at is None:
            return self.minutes_before
        now = time.monotonic() if now is None else now
        return self.minutes_before + max(0.0, now - self.sat_at) / 60

    @property
    def bot_seed(self) -> int:
        """The match's seed of its bots' and coach's decisions."""
        return self._seed

    # ---- who acts and who may look ----
    @property
    def waiting(self) -> tuple[int, ...]:
        return tuple(self.game.waiting_for)

    @property
    def to_act(self) -> int | None:
        """The player the table deals with now: a waiting bot first, then the human at the
        screen, then a human who decides at the screen rather than `elsewhere`."""
        waiting = self.waiting
        if not waiting:
            return None
        for p in waiting:
            if p in self.bots:
                return p
        if self._confirmed in waiting:
            return self._confirmed
        for p in waiting:
            if p not in self.elsewhere:
                return p
        return waiting[0]

    @property
    def human_to_act(self) -> bool:
        p = self.to_act
        return p is not None and self.seats[p] == HUMAN

    @property
    def display_viewer(self) -> int | None:
        """Whose private information the screen may show now (None: public view only)."""
        return self._confirmed

    def _audience_view(self) -> None:
        """Nobody at the screen plays (a bots-only demo): the audience sees every hand
        where the game's spec allows it (`GameInfo.demo_view`), else the public view."""
        if not self.humans:
            self._confirmed = EVERYONE if self.info.demo_view == "everyone" else None

    def needs_handover(self) -> bool:
        """A human must act but the screen is not (yet) theirs: show the curtain."""
        return self.human_to_act and self._confirmed != self.to_act

    def confirm_handover(self) -> None:
        """The player to act says only they are looking."""
        if self.human_to_act:
            self._confirmed = self.to_act

    def hide(self) -> None:
        if len(self.humans) > 1:
            self._confirmed = None

    def nobody_looking(self) -> None:
        """Nobody is known to be at the screen (a resumed match): public view until the
        curtain is confirmed, even for a lone human."""
        self._confirmed = None

    # ---- acting ----
    def legal(self) -> list[Action]:
        """The legal actions of the human at the screen (empty otherwise)."""
        p = self.to_act
        if not self.human_to_act or self._confirmed != p:
            return []
        return self.game.legal_actions(p)

    def submit(self, action: Action, player: int | None = None) -> list[Shown]:
        """Apply an action for the player the table deals with (or for `player`, a human
        seat choosing on its own phone, docs/phones.md); queue its events.

        Raises IllegalAction (the game unchanged) for anything not legal now.
        """
        actor = self.to_act if player is None else player
        if actor is None:
            raise IllegalAction("end", "the game is over")
        if player is not None and self.seats[player] != HUMAN:
            raise IllegalAction("seat", "a bot's seat takes no choice from outside")
        before = self.game.clone() if self.seats[actor] == HUMAN else None
        viewer = self._confirmed
        seen = before  # the position the screen showed (a bot's move: cloned if looked at)
        if seen is None and viewer is not None and len(self.humans) > 1:
            seen = self.game.clone()
        events = self.game.apply(action, actor)
        self._track_undo(actor, before, action)
        if self.game.is_over:
            self._confirmed = None if self.humans else self._confirmed
        elif len(self.humans) > 1 and self._confirmed not in self.waiting:
            # The decision passed on: private information hides again. The player at the
            # screen who is still awaited (the card to pass after their Two) keeps it,
            # bots' answers meanwhile too: one hand-over for consecutive decisions.
            self.hide()
        if len(self.humans) > 1:
            # The move's animation plays for whoever holds the screen after it: when it
            # went back to the room (another's turn, a pass phase, the end), the room's
            # view. A lone human keeps theirs to the end (nobody else looks).
            if viewer is not None and self._confirmed is None and self._handed_from is None:
                self._handed_from = seen  # the first of the moves since the table looked
            viewer = self._confirmed
        shown = [Shown(e.view(viewer), viewer) for e in events]
        self.shown.extend(shown)
        for e in events:
            line = self._describe(e.view(None), self.names)
            if line:
                self.log.append(line)
        return shown

    def take_handback(self) -> Any | None:
        """The position before the move that handed the screen back to the room, once
        (None: no move did since the last call). The table draws it for the room."""
        before, self._handed_from = self._handed_from, None
        return before

    # ---- fair undo: the game's own rule (plugin.undoable) ----
    def _track_undo(self, actor: int, before: Any, action: Action) -> None:
        if before is not None and self.plugin.undoable(before, action, self.game):
            if self._undo_owner != actor:
                self._undo = []
            self._undo_owner = actor
            self._undo.append(before)
        else:
            self._undo = []
            self._undo_owner = None

    def can_undo(self) -> bool:
        return (bool(self._undo) and self.human_to_act and self._confirmed == self.to_act
                and self._undo_owner == self.to_act)

    def undo(self) -> bool:
        if not self.can_undo():
            return False
        self.game = self._undo.pop()
        self.log.append(f"{self.names[self.to_act]} takes back a move.")
        return True

    # ---- bots ----
    def hand_to_bot(self, seat: int, level: str = "medium") -> None:
        """A human seat is taken over by a bot (kiosk: its player walked away).

        The screen falls back to the public view if it was that seat's, so its private
        information is never shown again; a remaining human sees theirs after the curtain.
        """
        if self.seats[seat] != HUMAN:
            raise ValueError(f"seat {seat} is not a human seat")
        if level not in self.info.bot_levels:
            raise ValueError(f"unknown bot level {level!r}: one of "
                             f"{', '.join(self.info.bot_levels)}")
        self.seats[seat] = level
        self.humans.remove(seat)
        self.bots[seat] = self._bot_factory(level, seat, self._seed * 131 + seat)
        self._undo = []  # the human's own take-backs leave with them
        self._undo_owner = None
        self._confirmed = None
        self._audience_view()

    def bot_to_act(self) -> Any | None:
        p = self.to_act
        return self.bots.get(p) if p is not None else None

    def bot_step(self) -> list[Shown]:
        """Let the bot to act choose synchronously (tests, instant speed)."""
        p = self.to_act
        bot = self.bots[p]
        action = bot.choose(self.game.observe(p), self.game.legal_actions(p))
        return self.submit(action)

    def fallback(self, legal: list[Action]) -> Action:
        """What a bot that overran its time plays (the game's choice, else the first)."""
        choose = getattr(self.plugin, "fallback", None)
        return choose(legal) if choose is not None else legal[0]

