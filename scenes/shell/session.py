"""A match in progress, as the board scene drives it. Pure logic: no pygame.

Holds the game, who sits in each seat (human or a bot level), who may look at the
screen right now (the hand-over curtain), the fair undo stack, the bots, the public
log, and the queue of event views waiting to be animated.
"""

from __future__ import annotations

import random
from collections import deque
from dataclasses import dataclass
from typing import Any

from game.core.actions import Action
from game.core.errors import IllegalAction
from game.paranoid import Game
from game.paranoid.actions import Place, Shift
from game.paranoid.narration import describe
from game.paranoid.state import PARANOID

HUMAN = "human"
BOT_LEVELS = ("random", "easy", "medium", "hard")


@dataclass
class Shown:
    """An event as the screen may show it: the view for whoever was looking then."""

    view: dict[str, Any]
    viewer: int | None


class Session:
    """One match. `display_viewer` is the only player whose secrets the screen may show."""

    def __init__(self, game: Game, seats: list[str], seed: int = 0,
                 bot_factory: Any = None) -> None:
        if len(seats) != game.state.n:
            raise ValueError("one seat per player")
        for kind in seats:
            if kind != HUMAN and kind not in BOT_LEVELS:
                raise ValueError(f"unknown seat {kind!r}: human or {', '.join(BOT_LEVELS)}")
        self.game = game
        self.seats = list(seats)
        self.humans = [p for p, k in enumerate(seats) if k == HUMAN]
        self.names = list(game.state.config.names)
        self.subculture = game.state.config.subculture
        self.shown: deque[Shown] = deque()
        self.log: list[str] = []
        self._undo: list[Game] = []
        self._undo_owner: tuple[int, int, str] | None = None
        self._confirmed: int | None = None
        # One human alone needs no curtain: bots never look at the screen.
        if len(self.humans) == 1:
            self._confirmed = self.humans[0]
        self.bots: dict[int, Any] = {}
        factory = bot_factory or _default_bot_factory
        self._bot_factory = factory  # kept for seats handed to a bot later
        self._seed = seed
        for p, kind in enumerate(seats):
            if kind != HUMAN:
                self.bots[p] = factory(kind, p, seed * 131 + p)

    # ---- who acts and who may look ----
    @property
    def to_act(self) -> int | None:
        return self.game.current_player

    @property
    def human_to_act(self) -> bool:
        p = self.to_act
        return p is not None and self.seats[p] == HUMAN

    @property
    def display_viewer(self) -> int | None:
        """Whose private counters the screen may show now (None: public view only)."""
        return self._confirmed

    def needs_handover(self) -> bool:
        """A human must act but the screen is not (yet) theirs: show the curtain."""
        return self.human_to_act and self._confirmed != self.to_act

    def confirm_handover(self) -> None:
        """The player to act says only they are looking."""
        if self.human_to_act:
            self._confirmed = self.to_act

    def hide(self) -> None:
        if len(self.humans) != 1:
            self._confirmed = None

    def nobody_looking(self) -> None:
        """Nobody is known to be at the screen (a resumed match): public view until the
        curtain is confirmed, even for a lone human."""
        self._confirmed = None

    # ---- acting ----
    def legal(self) -> list[Action]:
        """The legal actions of the human at the screen (empty otherwise)."""
        if not self.human_to_act or self._confirmed != self.to_act:
            return []
        return self.game.legal_actions()

    def submit(self, action: Action) -> list[Shown]:
        """Apply an action for the player to act; queue its events for animation.

        Raises IllegalAction (the game unchanged) for anything not legal now.
        """
        actor = self.to_act
        if actor is None:
            raise IllegalAction("§8", "the game is over")
        key = (actor, self.game.state.turn, self.game.state.phase)
        snapshot = self.game.clone() if isinstance(action, (Place, Shift)) else None
        events = self.game.apply(action)
        self._track_undo(key, snapshot)
        viewer = self._confirmed
        shown = [Shown(e.view(viewer), viewer) for e in events]
        self.shown.extend(shown)
        for e in events:
            if e.kind == "drawn" and self.game.state.turn == 0:
                continue  # setup fills every Enemy Reserve: one line says it (setup_done)
            line = describe(e.view(None), self.names, self.subculture)
            if line:
                self.log.append(line)
        if self.game.is_over:
            self._confirmed = None
        elif len(self.humans) > 1 and self.to_act != actor:
            self.hide()  # the turn passed on: private counters hide again
        return shown

    # ---- fair undo (own Place/Shift within the phase, never across a draw) ----
    def _track_undo(self, key: tuple[int, int, str], snapshot: Game | None) -> None:
        state = self.game.state
        same_phase = (state.actor, state.turn, state.phase) == key
        if snapshot is not None and same_phase and state.phase == PARANOID:
            if self._undo_owner != key:
                self._undo = []
            self._undo_owner = key
            self._undo.append(snapshot)
        else:
            self._undo = []
            self._undo_owner = None

    def can_undo(self) -> bool:
        return bool(self._undo) and self.human_to_act and self._confirmed == self.to_act

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
        counters are never shown again; a remaining human sees theirs after the curtain.
        """
        if self.seats[seat] != HUMAN:
            raise ValueError(f"seat {seat} is not a human seat")
        if level not in BOT_LEVELS:
            raise ValueError(f"unknown bot level {level!r}: one of {', '.join(BOT_LEVELS)}")
        self.seats[seat] = level
        self.humans.remove(seat)
        self.bots[seat] = self._bot_factory(level, seat, self._seed * 131 + seat)
        self._undo = []  # the human's own take-backs leave with them
        self._undo_owner = None
        self._confirmed = None

    def bot_to_act(self) -> Any | None:
        p = self.to_act
        return self.bots.get(p) if p is not None else None

    def bot_step(self) -> list[Shown]:
        """Let the bot to act choose synchronously (tests, instant speed)."""
        p = self.to_act
        bot = self.bots[p]
        action = bot.choose(self.game.observe(p), self.game.legal_actions())
        return self.submit(action)


class _RandomBot:
    def __init__(self, seed: int) -> None:
        self.rng = random.Random(seed)

    def choose(self, observation: Any, legal: list[Action]) -> Action:
        return legal[self.rng.randrange(len(legal))]


def _default_bot_factory(level: str, player: int, seed: int) -> Any:
    try:
        from game.paranoid.bots import make_bot
    except ImportError:  # before the bots exist every level plays at random
        return _RandomBot(seed)
    return make_bot(level, player, seed)
