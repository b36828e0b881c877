"""Card flights timed on a scene's clock (issue 13), the card tables' `scenes.ui.glide`.

A deal of eighteen cards built as tweens is some ninety tasks (a wait, a start, a move,
a flip, a landing per card) started together and advanced every frame. A `Flights` task
is one task for the whole batch: it only starts and lands each card at its moment on
the group's clock, and the table poses every card in flight where it draws it
(`CardPath.pose`), as the board of Paranoid Delusions poses its counters.

The poses are the ones `scenes.cards.motion` gives (`fly`, `flip` over the first 80%
of the flight, `pass_along`'s lift), so the cards move exactly as they did.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from typing import NamedTuple

from scenes.cards.layout import CardSprite
from scenes.ui.glide import Glide, curve
from scenes.ui.tween import Task, TweenGroup

TURN_SHARE = 0.8  # a card turning in flight is turned over in the first 80% of it
SIZE_STEPS = 8  # a card changing size does so in this many steps (each a cached picture)
IN_QUAD, OUT_QUAD = curve("easeInQuad"), curve("easeOutQuad")


@dataclass(slots=True)
class CardPath(Glide):
    """One card's flight: a glide, turning from angle `a0` to `a1`; if `face_up` is not
    None the card turns over to that side on the way; `hop` px lifted at mid-flight;
    from `size0` to `size1` (a hand's small cards to the pile's larger ones)."""

    a0: float
    a1: float
    face_up: bool | None
    hop: float
    size0: tuple[int, int] | None = None
    size1: tuple[int, int] | None = None

    def pose(self, sprite: CardSprite, now: float) -> None:
        """Put `sprite` where this flight has it at clock time `now`."""
        d = self.duration
        t = 1.0 if d <= 0.0 else (now - self.start) / d
        if t >= 1.0:
            self.land(sprite)
            return
        t = max(t, 0.0)
        e = self.curve(t) if t > 0.0 else 0.0
        sprite.x = self.x0 + (self.x1 - self.x0) * e
        sprite.y = self.y0 + (self.y1 - self.y0) * e
        sprite.angle = self.a0 + (self.a1 - self.a0) * e
        if self.size1 is not None and self.size0 is not None and self.size1 != self.size0:
            k = round(e * SIZE_STEPS) / SIZE_STEPS  # a few sizes, not a new one a frame
            (w0, h0), (w1, h1) = self.size0, self.size1
            sprite.size = (round(w0 + (w1 - w0) * k), round(h0 + (h1 - h0) * k))
        if self.face_up is not None:  # squeezed to nothing, the other side, opened out
            u = t / (TURN_SHARE / 2)
            if u < 1.0:
                sprite.scale_x = 1.0 - (IN_QUAD(u) if u > 0.0 else 0.0)
            else:
                sprite.face_up = self.face_up
                sprite.scale_x = OUT_QUAD(u - 1.0) if u < 2.0 else 1.0
        if self.hop:  # up in the first half, down in the second
            u = 2.0 * t
            sprite.lift = self.hop * (OUT_QUAD(u) if u < 1.0 else 1.0 - IN_QUAD(u - 1.0))

    def land(self, sprite: CardSprite) -> None:
        """The end of the flight: exactly at its place, angle and side."""
        sprite.x, sprite.y, sprite.angle = self.x1, self.y1, self.a1
        sprite.scale_x, sprite.lift = 1.0, 0.0
        if self.size1 is not None:
            sprite.size = self.size1
        if self.face_up is not None:
            sprite.face_up = self.face_up


class Leg(NamedTuple):
    """One card of a batch: it leaves `delay` seconds after the batch starts (first
    `prep()`, which may place it), flies to `to` in `duration`, then `land()`; it lands
    at `size` (None: the size it left at), the size of the cards where it lands."""

    sprite: CardSprite
    to: tuple[float, float]
    duration: float
    delay: float = 0.0
    ease: str = "inOutCubic"
    angle: float | None = None
    face_up: bool | None = None
    hop: float = 0.0
    prep: Callable[[], None] | None = None
    land: Callable[[], None] | None = None
    size: tuple[int, int] | None = None


class Flights(Task):
    """A batch of card flights on `group`'s clock, the cards in `flyers` while they fly
    (the table draws that list, posing each card: `pose_all`). Done when the last card
    has landed; a skip (`finish`) starts and lands every card in order."""

    def __init__(self, group: TweenGroup, flyers: list[CardSprite], legs: list[Leg]) -> None:
        super().__init__()
        self.group, self.flyers = group, flyers
        # (seconds after the start, order, leg): at one moment the cards landing go
        # first, then those leaving; a card taking no time lands after it leaves
        moments = [(leg.delay, 1, i) for i, leg in enumerate(legs)]
        moments += [(leg.delay + leg.duration, 0 if leg.duration > 0 else 2, i)
                    for i, leg in enumerate(legs)]
        moments.sort()
        self.moments = moments
        self.legs = legs
        self.next = 0
        self.t0: float | None = None

    def _advance(self, dt: float) -> float:
        if self.t0 is None:  # started within this frame: `dt` ago on the clock
            self.t0 = self.group.clock - dt
        now = self.group.clock
        moments, t0 = self.moments, self.t0
        while self.next < len(moments) and t0 + moments[self.next][0] <= now:
            self._happen(self.next)
            self.next += 1
        if self.next < len(moments):
            return 0.0
        self.done = True
        return min(dt, now - (t0 + moments[-1][0])) if moments else dt

    def _finish(self) -> None:
        if self.t0 is None:
            self.t0 = self.group.clock
        while self.next < len(self.moments):
            self._happen(self.next)
            self.next += 1

    def _happen(self, k: int) -> None:
        offset, order, i = self.moments[k]
        leg = self.legs[i]
        sprite = leg.sprite
        if order == 1:  # it leaves
            if leg.prep is not None:
                leg.prep()
            a1 = sprite.angle if leg.angle is None else leg.angle
            assert self.t0 is not None
            sprite.path = CardPath(self.t0 + offset, leg.duration, curve(leg.ease),
                                   sprite.x, sprite.y, float(leg.to[0]), float(leg.to[1]),
                                   sprite.angle, a1, leg.face_up, leg.hop, sprite.size,
                                   leg.size)
            self.flyers.append(sprite)
            return
        if sprite.path is not None:
            sprite.path.land(sprite)
            sprite.path = None
        if sprite in self.flyers:
            self.flyers.remove(sprite)
        if leg.land is not None:
            leg.land()


def pose_all(flyers: list[CardSprite], now: float) -> None:
    """Pose every card in flight at clock time `now` (before drawing them)."""
    for sprite in flyers:
        path = sprite.path
        if path is not None:
            path.pose(sprite, now)

