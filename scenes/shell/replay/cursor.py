"""Watching a finished game again: step, play, speed. Pure logic: no pygame.

The engine is deterministic (same seed + same actions = same game), so the position
after k actions is `Game.replay(config, seed, record[:k])`. Replaying from the start
on every step back would cost O(k); instead a copy of the game is kept every
`checkpoint_every` actions and a seek replays at most that many actions.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from game.core.events import Event

Game = Any  # any registered game's engine (game.core.contract.Engine)

REPLAY_SPEEDS = (0.5, 1.0, 2.0, 4.0, 8.0, 16.0)  # actions per second
DEFAULT_SPEED = 2.0


class Replay:
    """A cursor over a game's actions: `step` actions applied, 0..`length`.

    `game` is the position now; treat it as read-only (it is advanced in place by
    `forward`). `game_at(k)` gives an independent copy.
    """

    def __init__(self, config: Any, seed: int, record: Sequence[str], *, engine: type,
                 checkpoint_every: int = 16, speed: float = DEFAULT_SPEED) -> None:
        if checkpoint_every < 1:
            raise ValueError("checkpoint_every must be at least 1")
        self.config = config
        self.seed = seed
        self.record: tuple[str, ...] = tuple(record)
        self.every = checkpoint_every
        self.engine = engine
        self._checkpoints: dict[int, Game] = {0: engine.new(config, seed)}
        self._game = self._checkpoints[0].clone()
        self._step = 0
        self.last_events: list[Event] = []  # what the latest forward step did (animate it)
        self.playing = False
        self.speed = speed
        self._clock = 0.0  # fraction of the next action while playing

    @classmethod
    def of(cls, game: Game, *, checkpoint_every: int = 16,
           speed: float = DEFAULT_SPEED) -> Replay:
        """A replay of `game`'s actions so far (usually a finished game)."""
        return cls(game.config, game.seed, game.record, engine=type(game),
                   checkpoint_every=checkpoint_every, speed=speed)

    # ---- where we are ----
    @property
    def length(self) -> int:
        return len(self.record)

    @property
    def step(self) -> int:
        return self._step

    @property
    def game(self) -> Game:
        return self._game

    @property
    def at_start(self) -> bool:
        return self._step == 0

    @property
    def at_end(self) -> bool:
        return self._step == self.length

    def action_text(self, k: int | None = None) -> str | None:
        """The text of the action that led to step k (default: now); None at step 0."""
        k = self._step if k is None else k
        return self.record[k - 1] if 0 < k <= self.length else None

    # ---- moving ----
    def forward(self) -> list[Event]:
        """Apply the next action; return its events (empty at the end)."""
        if self.at_end:
            self.last_events = []
            return []
        self.last_events = self._game.apply(self.record[self._step])
        self._step += 1
        if self._step % self.every == 0 and self._step not in self._checkpoints:
            self._checkpoints[self._step] = self._game.clone()
        return self.last_events

    def back(self) -> bool:
        """Go one action back (False at the start)."""
        if self.at_start:
            return False
        self.seek(self._step - 1)
        return True

    def seek(self, k: int) -> Game:
        """Jump to the position after k actions (clamped to 0..length)."""
        k = max(0, min(self.length, k))
        if k < self._step:
            base = max(c for c in self._checkpoints if c <= k)
            self._game = self._checkpoints[base].clone()
            self._step = base
        while self._step < k:
            self.forward()
        self.last_events = []  # a jump is not an animation
        return self._game

    def to_start(self) -> Game:
        return self.seek(0)

    def to_end(self) -> Game:
        return self.seek(self.length)

    def game_at(self, k: int) -> Game:
        """An independent copy of the position after k actions; the cursor stays."""
        here = self._step
        game = self.seek(k).clone()
        self.seek(here)
        return game

    # ---- playing ----
    def play(self) -> None:
        if self.at_end:
            self.seek(0)
        self.playing = True
        self._clock = 0.0

    def pause(self) -> None:
        self.playing = False

    def toggle(self) -> None:
        self.pause() if self.playing else self.play()

    def faster(self) -> float:
        self.speed = next((s for s in REPLAY_SPEEDS if s > self.speed), self.speed)
        return self.speed

    def slower(self) -> float:
        self.speed = next((s for s in reversed(REPLAY_SPEEDS) if s < self.speed), self.speed)
        return self.speed

    def update(self, dt: float) -> list[Event]:
        """Advance playback by `dt` seconds; return the events of every action taken."""
        if not self.playing:
            return []
        self._clock += max(0.0, dt) * self.speed
        events: list[Event] = []
        while self._clock >= 1.0 and not self.at_end:
            self._clock -= 1.0
            events.extend(self.forward())
        if self.at_end:
            self.playing = False
            self._clock = 0.0
        return events
