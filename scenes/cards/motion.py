"""Card tweens: deal, fly, flip, pass-along, shuffle, pop (scenes.ui.tween tasks)."""

from __future__ import annotations

from collections.abc import Sequence as Seq

from scenes.cards.layout import CardSprite
from scenes.ui.tween import Call, Parallel, Sequence, Task, Tween, Wait

Point = tuple[float, float]


def fly(sprite: CardSprite, to: Point, duration: float = 0.35, delay: float = 0.0,
        angle: float | None = None, ease: str = "outCubic") -> Task:
    """Move a card to `to` (its centre), turning to `angle` if given."""
    end = {"x": float(to[0]), "y": float(to[1])}
    if angle is not None:
        end["angle"] = float(angle)
    return Tween(sprite, duration, ease=ease, delay=delay, **end)


def flip(sprite: CardSprite, face_up: bool = True, duration: float = 0.28) -> Task:
    """Turn a card over: squeeze to nothing, change side, open out again."""

    def turn() -> None:
        sprite.face_up = face_up

    half = duration / 2
    return Sequence(Tween(sprite, half, ease="inQuad", scale_x=0.0), Call(turn),
                    Tween(sprite, half, ease="outQuad", scale_x=1.0))


def deal(sprites: Seq[CardSprite], targets: Seq[Point], stagger: float = 0.07,
         duration: float = 0.3, angles: Seq[float] | None = None) -> Task:
    """Cards leave their places one after another for their targets."""
    tasks = [fly(s, t, duration, delay=i * stagger,
                 angle=None if angles is None else angles[i])
             for i, (s, t) in enumerate(zip(sprites, targets))]
    return Parallel(*tasks) if tasks else Wait(0)


def pass_along(moves: Seq[tuple[CardSprite, Point]], duration: float = 0.55) -> Task:
    """Every card moves at the same moment (a simultaneous pass), lifted on the way."""
    tasks: list[Task] = []
    for s, to in moves:
        tasks.append(fly(s, to, duration, ease="inOutCubic"))
        tasks.append(Sequence(Tween(s, duration / 2, ease="outQuad", lift=18.0),
                              Tween(s, duration / 2, ease="inQuad", lift=0.0)))
    return Parallel(*tasks) if tasks else Wait(0)


def shuffle(sprites: Seq[CardSprite], centre: Point, duration: float = 0.7) -> Task:
    """A riffle: the cards split to two halves, interleave back, square up on `centre`."""
    if not sprites:
        return Wait(0)
    cx, cy = centre
    third = duration / 3
    split = []
    back = []
    for i, s in enumerate(sprites):
        side = -1 if i % 2 == 0 else 1
        split.append(fly(s, (cx + side * s.size[0] * 0.75, cy - (i % 5) * 2), third,
                         delay=i * 0.01, angle=side * 8, ease="outQuad"))
        back.append(fly(s, (cx, cy - i * 0.4), third, delay=(len(sprites) - i) * 0.008,
                        angle=0, ease="inOutQuad"))
    return Sequence(Parallel(*split), Wait(third * 0.3), Parallel(*back))


def pop(sprite: CardSprite, lift: float = 22.0, duration: float = 0.25) -> Task:
    """A short emphasis: the card hops up and settles."""
    return Sequence(Tween(sprite, duration / 2, ease="outQuad", lift=lift),
                    Tween(sprite, duration / 2, ease="inQuad", lift=0.0))
