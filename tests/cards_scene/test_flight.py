"""Card flights timed on a scene's clock (scenes.cards.flight): a card goes where the
tweens of scenes.cards.motion took it, frame by frame, and a batch starts and lands
each card at its moment, once, in order, whether it plays out or is skipped."""

from __future__ import annotations

import pytest

from scenes.cards import CardSprite
from scenes.cards.flight import Flights, Leg, pose_all
from scenes.cards.motion import flip, fly, pass_along
from scenes.ui.tween import Call, Parallel, Sequence, TweenGroup, Wait

DT = 1 / 60


def pose(sprite: CardSprite) -> tuple:
    return (sprite.x, sprite.y, sprite.angle, sprite.scale_x, sprite.lift, sprite.face_up)


@pytest.mark.parametrize("kind", ["fly", "turn", "hop"])
def test_a_flight_poses_the_card_as_the_tweens_did(kind: str) -> None:
    old, new = CardSprite(None, 100.0, 50.0), CardSprite(None, 100.0, 50.0)
    tweened, timed = TweenGroup(), TweenGroup()
    to, dur = (700.0, 420.0), 0.5
    if kind == "fly":
        tweened.add(fly(old, to, dur, angle=30.0, ease="inOutCubic"))
        leg = Leg(new, to, dur, angle=30.0)
    elif kind == "turn":
        tweened.add(Parallel(fly(old, to, dur, ease="inOutCubic"), flip(old, True, dur * 0.8)))
        leg = Leg(new, to, dur, face_up=True)
    else:
        tweened.add(pass_along([(old, to)], dur))
        leg = Leg(new, to, dur, hop=18.0)
    flyers: list[CardSprite] = []
    timed.add(Flights(timed, flyers, [leg]))
    for _ in range(40):
        tweened.update(DT)
        timed.update(DT)
        pose_all(flyers, timed.clock)
        assert pose(new) == pytest.approx(pose(old), abs=1e-6)
    assert pose(new) == pose(old) and not flyers  # exactly at rest, landed


def test_a_batch_starts_and_lands_each_card_at_its_moment_in_order() -> None:
    group, flyers, said = TweenGroup(), [], []
    legs = [Leg(CardSprite(), (10.0, 10.0), 0.2, delay=i * 0.1,
                prep=lambda i=i: said.append(f"go {i}"), land=lambda i=i: said.append(f"in {i}"))
            for i in range(3)]
    group.add(Sequence(Wait(0.05), Flights(group, flyers, legs), Call(lambda: said.append("next"))))
    seen = []
    while group.busy:
        group.update(DT)
        seen.append((round(group.clock, 3), len(flyers)))
    assert said == ["go 0", "go 1", "in 0", "go 2", "in 1", "in 2", "next"]
    assert max(n for _, n in seen) == 2 and not flyers
    assert 0.45 <= group.clock <= 0.45 + 2 * DT  # 0.05 waited, then 0.2 + 0.2 of flights


def test_a_skip_lands_every_card_once() -> None:
    group, flyers, landed = TweenGroup(), [], []
    sprites = [CardSprite() for _ in range(4)]
    legs = [Leg(s, (50.0 * i, 9.0), 0.3, delay=0.05 * i, face_up=True,
                land=lambda i=i: landed.append(i)) for i, s in enumerate(sprites)]
    group.add(Flights(group, flyers, legs))
    group.update(DT * 3)
    group.finish_all()
    assert landed == [0, 1, 2, 3] and not flyers and not group.busy
    assert [(s.x, s.y, s.face_up, s.scale_x) for s in sprites] == [
        (50.0 * i, 9.0, True, 1.0) for i in range(4)]
    group.finish_all()
    assert landed == [0, 1, 2, 3]
