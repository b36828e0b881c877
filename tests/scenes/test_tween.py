"""Tweens and timelines: easing, delays, exact chaining, fast-forward and speed."""

from __future__ import annotations

import pygame
import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from scenes.ui.tween import (
    _EASING_NAMES,
    Call,
    Parallel,
    Sequence,
    Tween,
    TweenGroup,
    ValueTween,
    Wait,
    easing,
    lerp,
    parse_speed,
)


class Thing:
    def __init__(self) -> None:
        self.x = 0.0
        self.y = 0.0
        self.pos = (0, 0)


@pytest.mark.parametrize("name", _EASING_NAMES)
def test_every_easing_starts_at_0_and_ends_at_1(name: str) -> None:
    fn = easing(name)
    assert fn(0.0) == pytest.approx(0.0, abs=1e-9)
    assert fn(1.0) == pytest.approx(1.0, abs=1e-9)


@pytest.mark.parametrize("name", ["linear", "easeOutCubic", "outCubic", "out_cubic",
                                  "in-out-quad", "InOutSine"])
def test_easing_names_have_short_forms(name: str) -> None:
    assert callable(easing(name))


def test_unknown_easing_is_a_clear_error() -> None:
    with pytest.raises(ValueError, match="unknown easing"):
        easing("wobbly")


def test_tween_reaches_exact_end_values_and_fires_once() -> None:
    thing = Thing()
    fired: list[int] = []
    tween = Tween(thing, 1.0, ease="easeInOutQuad", x=10.0, pos=(100, 50))
    tween.on_finish(lambda: fired.append(1))
    assert tween.advance(0.5) == 0.0
    assert thing.x == pytest.approx(5.0) and thing.pos == (50, 25)
    leftover = tween.advance(0.75)
    assert leftover == pytest.approx(0.25)
    assert (thing.x, thing.pos, tween.done, fired) == (10.0, (100, 50), True, [1])
    tween.advance(1.0)
    tween.finish()
    assert fired == [1]


def test_tween_delay_then_start_values_read_late() -> None:
    thing = Thing()
    tween = Tween(thing, 1.0, delay=0.5, x=10.0)
    tween.advance(0.25)
    thing.x = 4.0  # moved by someone else during the delay
    tween.advance(0.25)  # delay over; starts now, from 4
    tween.advance(0.5)
    assert thing.x == pytest.approx(7.0)


def test_dict_targets_and_int_values_stay_ints() -> None:
    box = {"alpha": 0}
    Tween(box, 1.0, alpha=255).advance(0.5)
    assert box["alpha"] == 128 and isinstance(box["alpha"], int)


def test_lerp_keeps_sequence_types() -> None:
    assert lerp((0, 0), (10, 20), 0.5) == (5, 10)
    v = lerp(pygame.Vector2(0, 0), pygame.Vector2(2, 4), 0.5)
    assert isinstance(v, pygame.Vector2) and v == pygame.Vector2(1, 2)
    c = lerp(pygame.Color(0, 0, 0, 255), pygame.Color(200, 100, 50, 255), 0.5)
    assert isinstance(c, pygame.Color) and tuple(c) == (100, 50, 25, 255)


def test_sequence_passes_leftover_time_on() -> None:
    thing = Thing()
    seq = Sequence(Tween(thing, 0.1, x=1.0), Wait(0.1), Tween(thing, 0.1, y=1.0))
    seq.advance(0.25)  # 0.1 + 0.1 + half of the last
    assert thing.x == 1.0 and thing.y == pytest.approx(0.5)
    assert seq.advance(0.1) == pytest.approx(0.05) and seq.done


def test_parallel_finishes_with_its_slowest_task() -> None:
    thing = Thing()
    par = Parallel(Tween(thing, 0.2, x=1.0), Tween(thing, 0.4, y=1.0))
    assert par.advance(0.3) == 0.0 and not par.done and thing.x == 1.0
    assert par.advance(0.2) == pytest.approx(0.1) and par.done


def test_value_tween_calls_its_setter() -> None:
    seen: list[float] = []
    task = ValueTween(seen.append, 0.0, 1.0, 1.0, delay=0.5)
    task.advance(0.25)
    assert seen == []  # still waiting
    task.advance(0.75)
    task.finish()
    assert seen[0] == pytest.approx(0.5) and seen[-1] == 1.0


def test_finish_all_completes_everything_and_fires_chained_callbacks() -> None:
    group = TweenGroup()
    thing = Thing()
    fired: list[str] = []

    def second() -> None:
        fired.append("first")
        group.add(Tween(thing, 3.0, y=7.0).on_finish(lambda: fired.append("second")))

    group.add(Tween(thing, 2.0, x=5.0).on_finish(second))
    group.add(Sequence(Wait(1.0), Call(lambda: fired.append("call"))))
    group.update(0.1)
    group.finish_all()
    assert (thing.x, thing.y) == (5.0, 7.0)
    assert sorted(fired) == ["call", "first", "second"]
    assert not group.busy and len(group) == 0


def test_kill_drops_tasks_without_callbacks() -> None:
    group = TweenGroup()
    fired: list[int] = []
    group.add(Sequence(Wait(1.0), Call(lambda: fired.append(1))))
    group.kill_all()
    group.update(5.0)
    assert fired == [] and len(group) == 0


def test_group_speed_scales_time_and_zero_is_instant() -> None:
    thing = Thing()
    group = TweenGroup(speed=2.0)
    group.tween(thing, 1.0, x=1.0)
    group.update(0.25)
    assert thing.x == pytest.approx(0.5)
    group.update(0.1, speed=0.0)  # the global setting says: no animation
    assert thing.x == 1.0 and not group.busy


def test_parse_speed() -> None:
    assert parse_speed("instant") == 0.0
    assert parse_speed("0") == 0.0
    assert parse_speed("2.5") == 2.5
    assert parse_speed(1) == 1.0
    for bad in ("-1", "fast", "nan"):
        with pytest.raises(ValueError):
            parse_speed(bad)


def test_bad_tween_arguments() -> None:
    with pytest.raises(ValueError):
        Tween(Thing(), -1.0, x=1.0)
    with pytest.raises(ValueError):
        Tween(Thing(), 1.0)


@settings(max_examples=60, deadline=None)
@given(st.lists(st.floats(min_value=0.0, max_value=0.2), min_size=1, max_size=40))
def test_frame_splitting_does_not_change_timing(steps: list[float]) -> None:
    """However time is cut into frames, a timeline ends at its total duration."""
    thing = Thing()
    seq = Sequence(Tween(thing, 0.3, x=3.0), Wait(0.2), Tween(thing, 0.5, y=5.0))
    elapsed = 0.0
    for dt in steps:
        leftover = seq.advance(dt)
        elapsed += dt - leftover
        if seq.done:
            break
    total = sum(steps)
    if total >= 1.0:
        assert seq.done and elapsed == pytest.approx(1.0)
        assert (thing.x, thing.y) == (3.0, 5.0)
    else:
        assert not seq.done and elapsed == pytest.approx(total)
