"""Motion as a pure function of a scene's clock.

A `Tween` is a task: the group advances it every frame and it writes its values into
its target. A busy board moves some two hundred counters at once, and advancing two
hundred tasks a frame was most of its Python work (issue 13). A `Timing` instead only
records when it starts and how long it takes on its `TweenGroup`'s clock; whoever draws
it asks where it is *now* (`progress`, `Glide.at`), in the one loop that draws it
anyway. Nothing is advanced per piece, and a skip (`TweenGroup.finish_all`) or the
"instant" speed lands every timing at once by moving the clock past its end.
"""

from __future__ import annotations

from dataclasses import dataclass

from scenes.ui.tween import Easing, TweenGroup, easing


@dataclass(slots=True)
class Timing:
    """`duration` seconds of the group's clock from `start`, eased by `curve` between
    its ends (0 before the start, 1 from the end on: `progress` pins them, so a loop
    that inlines it calls the curve only in between)."""

    start: float
    duration: float
    curve: Easing

    def progress(self, now: float) -> float:
        """Eased progress 0..1 at clock time `now`."""
        if self.duration <= 0.0:
            return 1.0
        t = (now - self.start) / self.duration
        return 0.0 if t <= 0.0 else 1.0 if t >= 1.0 else self.curve(t)

    @property
    def end(self) -> float:
        return self.start + self.duration


@dataclass(slots=True)
class Glide(Timing):
    """A straight move from (x0, y0) to (x1, y1)."""

    x0: float
    y0: float
    x1: float
    y1: float

    def at(self, now: float) -> tuple[float, float]:
        """Where it is at clock time `now`."""
        e = self.progress(now)
        return self.x0 + (self.x1 - self.x0) * e, self.y0 + (self.y1 - self.y0) * e


def curve(ease: str | Easing) -> Easing:
    """The easing's own curve for 0 < t < 1 (`tween.easing` pins the ends around it)."""
    pinned = easing(ease)
    return getattr(pinned, "inner", pinned)


def timed(group: TweenGroup, seconds: float, ease: str | Easing = "linear",
          delay: float = 0.0) -> tuple[float, float, Easing]:
    """(start, duration, curve) of a timing starting `delay` from now on `group`'s clock;
    the group stays busy (the scene animating, the app drawing) until it ends."""
    start = group.clock + delay
    group.hold_until(start + seconds)
    return start, seconds, curve(ease)
