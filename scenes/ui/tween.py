"""Small tweens and timelines driven by `update(dt)`, eased with pytweening.

Every task answers `advance(dt) -> leftover`: the part of `dt` it did not need. A
sequence hands the leftover to its next task, so chained animations stay exact
whatever the frame rate. `finish()` completes a task at once (callbacks fire);
`kill()` drops it silently. A `TweenGroup` owns the running tasks of one scene.
"""

from __future__ import annotations

import math
from collections.abc import Callable, Iterable
from typing import Any

import pytweening

Easing = Callable[[float], float]
Callback = Callable[[], None]

INSTANT = 0.0  # speed meaning "complete everything immediately"


def easing(name: str | Easing) -> Easing:
    """An easing function from its pytweening name ('easeOutCubic'), a short form
    ('outCubic', 'out_cubic', 'linear') or a callable passed through.

    Ends are pinned to exactly 0 and 1: pytweening's bounce and elastic curves miss
    them by up to 0.6 %, which would leave a counter a pixel off its slot."""
    if callable(name):
        return _pinned(name)
    fn = _BY_NAME.get(name)
    if fn is None:  # looked up once per name: a board starts tweens by the hundred
        key = name.replace("_", "").replace("-", "").lower()
        if not key.startswith("ease") and key != "linear":
            key = "ease" + key
        for attr in _EASING_NAMES:
            if attr.lower() == key:
                fn = _BY_NAME[name] = _pinned(getattr(pytweening, attr))
                break
        else:
            raise ValueError(
                f"unknown easing {name!r}; try e.g. 'linear', 'easeOutCubic', 'inOutQuad'")
    return fn


def _pinned(fn: Easing) -> Easing:
    def eased(t: float) -> float:
        return 0.0 if t <= 0.0 else 1.0 if t >= 1.0 else fn(t)

    eased.inner = fn  # type: ignore[attr-defined]  # for 0 < t < 1 (TweenGroup's fast path)
    return eased


_EASING_NAMES = tuple(n for n in dir(pytweening) if n.startswith("ease")) + ("linear",)
_BY_NAME: dict[str, Easing] = {}  # easing name as given -> its pinned curve


def parse_speed(value: str | float) -> float:
    """Animation speed from a setting: a factor > 0, or 0 / 'instant' for no animation."""
    if isinstance(value, str):
        text = value.strip().lower()
        if text in ("instant", "inf", "off"):
            return INSTANT
        try:
            value = float(text)
        except ValueError:
            raise ValueError(f"speed must be a number or 'instant', not {value!r}") from None
    if not math.isfinite(value) or value < 0:
        raise ValueError(f"speed must be 0 (instant) or positive, not {value!r}")
    return float(value)


def lerp(a: Any, b: Any, t: float) -> Any:
    """Interpolate numbers or same-length sequences (tuples, Vector2, Color).

    Ints stay ints (rounded) so Rect and Color attributes accept the result."""
    if isinstance(a, int | float) and isinstance(b, int | float):
        value = a + (b - a) * t
        return round(value) if isinstance(a, int) and isinstance(b, int) else value
    return type(a)([lerp(x, y, t) for x, y in zip(a, b)])


def _number_kind(a: Any, b: Any) -> int:
    """2: two ints (rounded), 1: numbers, 0: anything else (sequences: `lerp`)."""
    if type(a) is float and type(b) is float:  # the common case, checked first
        return 1
    if isinstance(a, int) and isinstance(b, int):
        return 2  # as `lerp`: ints stay ints
    if isinstance(a, _NUMBERS) and isinstance(b, _NUMBERS):
        return 1
    return 0


_NUMBERS = (int, float)


def _mix(a: Any, b: Any, t: float, kind: int) -> Any:
    if kind == 1:
        return a + (b - a) * t
    if kind == 2:
        return round(a + (b - a) * t)
    return lerp(a, b, t)


class Task:
    """Something that runs over time and then finishes, firing its callbacks once."""

    def __init__(self) -> None:
        self.done = False
        self.killed = False
        self._callbacks: list[Callback] = []

    @property
    def running(self) -> bool:
        """True until the task is done (finished or killed): it still changes things."""
        return not self.done

    def on_finish(self, callback: Callback) -> Task:
        """Add a callback for when the task completes (returns self for chaining)."""
        self._callbacks.append(callback)
        return self

    def advance(self, dt: float) -> float:
        """Run for `dt` seconds; return the time not used (all of it once done)."""
        if self.done:
            return dt
        leftover = self._advance(dt)
        if self.done:
            self._fire()
        return leftover

    def finish(self) -> None:
        """Complete immediately: end values are applied and callbacks fire."""
        if not self.done:
            self._finish()
            self.done = True
            self._fire()

    def kill(self) -> None:
        """Stop where it is, without callbacks (the owner went away)."""
        self.done = True
        self.killed = True

    def _fire(self) -> None:
        callbacks, self._callbacks = self._callbacks, []
        for callback in callbacks:
            callback()

    def _advance(self, dt: float) -> float:  # pragma: no cover - abstract
        raise NotImplementedError

    def _finish(self) -> None:  # pragma: no cover - abstract
        raise NotImplementedError


class Tween(Task):
    """Moves attributes of `target` (or keys, if it is a dict) to the given end values.

    Start values are read when the tween actually starts (after its delay), so a
    tween queued behind another starts from where the first one left things.
    """

    def __init__(
        self,
        target: Any,
        duration: float,
        *,
        ease: str | Easing = "linear",
        delay: float = 0.0,
        **to: Any,
    ) -> None:
        super().__init__()
        if duration < 0 or delay < 0:
            raise ValueError("duration and delay must be >= 0")
        if not to:
            raise ValueError("a Tween needs at least one end value, e.g. x=100")
        self.target = target
        self.duration = duration
        self.delay = delay
        self.ease = easing(ease)
        self.to = to
        self.elapsed = 0.0
        self._start: dict[str, Any] | None = None
        self._plan: list[tuple[str, Any, Any, int]] = []
        # Once started, when every key is a plain float attribute: (key, start, change)
        # per key and the easing's own curve, which TweenGroup.update applies inline.
        self._fast: tuple[tuple[str, float, float], ...] | None = None
        self._curve: Easing = getattr(self.ease, "inner", self.ease)

    @property
    def progress(self) -> float:
        """Linear progress 0..1 (before easing)."""
        if self.done:
            return 1.0
        return 1.0 if self.duration == 0 else min(1.0, self.elapsed / self.duration)

    def _get(self, key: str) -> Any:
        return self.target[key] if isinstance(self.target, dict) else getattr(self.target, key)

    def _set(self, key: str, value: Any) -> None:
        if isinstance(self.target, dict):
            self.target[key] = value
        else:
            setattr(self.target, key, value)

    def _begin(self) -> None:
        """Read the start values (the tween starts now) and plan each key."""
        target = self.target
        mapping = isinstance(target, dict)
        plan, fast = [], []
        start = self._start = {}
        for key, end in self.to.items():
            a = start[key] = target[key] if mapping else getattr(target, key)
            kind = _number_kind(a, end)
            plan.append((key, a, end, kind))
            if kind == 1:
                fast.append((key, a, end - a))
        self._plan = plan
        # Plain numbers on an object take TweenGroup's fast path (a board animates
        # hundreds a frame).
        if not mapping and len(fast) == len(plan):
            self._fast = tuple(fast)

    def _apply(self, t: float) -> None:
        if self._start is None:
            self._begin()
        if t >= 1.0:
            for key, end in self.to.items():
                self._set(key, end)
            return
        eased = self.ease(t)
        target = self.target
        if isinstance(target, dict):
            for key, a, b, kind in self._plan:
                target[key] = _mix(a, b, eased, kind)
        else:
            for key, a, b, kind in self._plan:
                setattr(target, key, _mix(a, b, eased, kind))

    def _advance(self, dt: float) -> float:
        if self.delay > 0:
            used = min(dt, self.delay)
            self.delay -= used
            dt -= used
            if self.delay > 0:
                return 0.0
        self.elapsed += dt
        if self.elapsed >= self.duration:
            leftover = self.elapsed - self.duration
            self._apply(1.0)
            self.done = True
            return leftover
        self._apply(self.elapsed / self.duration)
        return 0.0

    def _finish(self) -> None:
        self.delay = 0.0
        self.elapsed = self.duration
        self._apply(1.0)


class ValueTween(Task):
    """Calls `setter(value)` with a value eased from `start` to `end` (no target object)."""

    def __init__(
        self,
        setter: Callable[[Any], None],
        start: Any,
        end: Any,
        duration: float,
        *,
        ease: str | Easing = "linear",
        delay: float = 0.0,
    ) -> None:
        super().__init__()
        self._box = {"v": start}
        self._inner = Tween(self._box, duration, ease=ease, delay=delay, v=end)
        self._setter = setter

    def _advance(self, dt: float) -> float:
        leftover = self._inner.advance(dt)
        if self._inner.elapsed > 0 or self._inner.done:
            self._setter(self._box["v"])
        self.done = self._inner.done
        return leftover

    def _finish(self) -> None:
        self._inner.finish()
        self._setter(self._box["v"])


class Wait(Task):
    """Does nothing for `duration` seconds (a pause inside a sequence)."""

    def __init__(self, duration: float) -> None:
        super().__init__()
        self.remaining = duration

    def _advance(self, dt: float) -> float:
        used = min(dt, self.remaining)
        self.remaining -= used
        if self.remaining <= 0:
            self.done = True
        return dt - used

    def _finish(self) -> None:
        self.remaining = 0.0


class Call(Task):
    """Calls a function once, taking no time (a step inside a sequence)."""

    def __init__(self, fn: Callback) -> None:
        super().__init__()
        self.fn = fn

    def _advance(self, dt: float) -> float:
        self.fn()
        self.done = True
        return dt

    def _finish(self) -> None:
        self.fn()


class Sequence(Task):
    """Runs tasks one after another."""

    def __init__(self, *tasks: Task) -> None:
        super().__init__()
        self.tasks = list(tasks)
        self.index = 0

    def then(self, task: Task) -> Sequence:
        self.tasks.append(task)
        return self

    def _advance(self, dt: float) -> float:
        while self.index < len(self.tasks):
            dt = self.tasks[self.index].advance(dt)
            if not self.tasks[self.index].done:
                return 0.0
            self.index += 1
        self.done = True
        return dt

    def _finish(self) -> None:
        # In order, so each later tween reads its start from the finished earlier ones.
        while self.index < len(self.tasks):
            self.tasks[self.index].finish()
            self.index += 1

    def kill(self) -> None:
        for task in self.tasks[self.index :]:
            task.kill()
        super().kill()


class Parallel(Task):
    """Runs tasks together; done when the last one is."""

    def __init__(self, *tasks: Task) -> None:
        super().__init__()
        self.tasks = list(tasks)

    def _advance(self, dt: float) -> float:
        leftover = min((task.advance(dt) for task in self.tasks), default=dt)
        self.done = all(task.done for task in self.tasks)
        return leftover if self.done else 0.0

    def _finish(self) -> None:
        for task in self.tasks:
            task.finish()

    def kill(self) -> None:
        for task in self.tasks:
            task.kill()
        super().kill()


class Repeat(Task):
    """`make()`'s task, made again each time it is done: never done itself (a benchmark's
    endless motion, an attract loop's idle shimmer). Fast-forward ends it."""

    def __init__(self, make: Callable[[], Task]) -> None:
        super().__init__()
        self.make = make
        self.inner = make()

    def _advance(self, dt: float) -> float:
        leftover = self.inner.advance(dt)
        if self.inner.done:
            # The next round starts at once with the time this one did not need, as a
            # sequence's next step does (one make per frame: an empty round cannot spin).
            self.inner = self.make()
            self.inner.advance(leftover)
        return 0.0

    def _finish(self) -> None:
        self.inner.finish()


class TweenGroup:
    """The running tasks of one owner (a scene). Killing the group kills them all.

    `clock` is the group's own time (scaled by its speed): `scenes.ui.glide` timings
    are read off it at draw time instead of being advanced as tasks."""

    # Callbacks may start new tasks; this bounds a fast-forward against endless chains.
    MAX_FINISH_ROUNDS = 1000

    def __init__(self, speed: float = 1.0) -> None:
        self.speed = speed
        self.tasks: list[Task] = []
        self.clock = 0.0
        self.until = 0.0  # the clock time the last timing ends: busy until then

    def hold_until(self, end: float) -> None:
        """Stay busy until the clock reaches `end` (a timing runs until then)."""
        if end > self.until:
            self.until = end

    def add(self, task: Task) -> Task:
        self.tasks.append(task)
        return task

    def tween(self, target: Any, duration: float, **kwargs: Any) -> Tween:
        """Shorthand: create a `Tween` and add it."""
        tween = Tween(target, duration, **kwargs)
        self.tasks.append(tween)
        return tween

    def extend(self, tasks: Iterable[Task]) -> None:
        self.tasks.extend(tasks)

    @property
    def busy(self) -> bool:
        """True while a task runs: the owner is animating (the app keeps drawing)."""
        return self.clock < self.until or any(not task.done for task in self.tasks)

    def __len__(self) -> int:
        return sum(not task.done for task in self.tasks)

    def update(self, dt: float, speed: float = 1.0) -> None:
        """Advance by `dt` scaled by this group's speed and the caller's (a global
        setting). A combined speed of 0 completes everything at once."""
        factor = self.speed * speed
        if factor <= 0:
            self.finish_all()
            return
        step = dt * factor
        self.clock += step  # first: what starts during this update starts at the new time
        for task in list(self.tasks):
            # Fast path (a board moves ~200 counters a frame): a tween of plain numbers
            # past its delay is started, advanced and ended here in a few lines instead
            # of through advance/_advance/_apply. Same arithmetic, same result, the same
            # callbacks at the end.
            if type(task) is Tween and not task.done:
                fast = task._fast
                if fast is None and task._start is None and task.delay <= 0:
                    task._begin()
                    fast = task._fast
                if fast is not None:
                    elapsed = task.elapsed + step
                    target = task.target
                    if 0.0 < elapsed < task.duration:
                        task.elapsed = elapsed
                        eased = task._curve(elapsed / task.duration)
                        for key, a, change in fast:
                            setattr(target, key, a + change * eased)
                        continue
                    if elapsed >= task.duration:  # the end: exact end values
                        task.elapsed = elapsed
                        for key, end in task.to.items():
                            setattr(target, key, end)
                        task.done = True
                        task._fire()
                        continue
            task.advance(step)
        self.tasks = [task for task in self.tasks if not task.done]

    def finish_all(self) -> None:
        """Fast-forward: complete every task, including ones their callbacks start."""
        for _ in range(self.MAX_FINISH_ROUNDS):
            self.clock = max(self.clock, self.until)  # every timing lands
            pending = [task for task in self.tasks if not task.done]
            if not pending:
                break
            for task in pending:
                task.finish()
        self.tasks = [task for task in self.tasks if not task.done]

    def kill_all(self) -> None:
        for task in self.tasks:
            task.kill()
        self.tasks.clear()
        self.until = self.clock  # the timings stop being waited for too
