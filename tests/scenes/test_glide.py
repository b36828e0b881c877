"""Timings read off a group's clock (scenes.ui.glide): where a glide is follows the
clock as a tween would move it, and the group's busy / skip / kill cover them too."""

from __future__ import annotations

import pytest

from scenes.ui.glide import Glide, Timing, curve, timed
from scenes.ui.tween import Tween, TweenGroup, easing


class Thing:
    def __init__(self) -> None:
        self.x, self.y = 10.0, 20.0


def test_a_glide_goes_where_the_same_tween_goes() -> None:
    group, thing = TweenGroup(), Thing()
    group.add(Tween(thing, 0.5, ease="easeInOutQuad", x=110.0, y=-30.0))
    glide = Glide(*timed(group, 0.5, "easeInOutQuad"), 10.0, 20.0, 110.0, -30.0)
    for _ in range(40):
        group.update(1 / 60)
        assert glide.at(group.clock) == pytest.approx((thing.x, thing.y), abs=1e-9)
    assert glide.at(group.clock) == (110.0, -30.0)  # exactly at the end, as the tween


def test_progress_is_pinned_to_its_ends() -> None:
    timing = Timing(1.0, 2.0, curve("easeOutBack"))  # overshoots in between
    assert timing.progress(0.0) == 0.0 and timing.progress(1.0) == 0.0
    assert timing.progress(3.0) == 1.0 and timing.progress(9.0) == 1.0
    assert timing.progress(2.5) > 1.0  # its own curve in between
    assert Timing(5.0, 0.0, curve("linear")).progress(0.0) == 1.0  # takes no time


def test_the_group_is_busy_until_the_last_timing_ends() -> None:
    group = TweenGroup()
    assert not group.busy
    timed(group, 0.3)
    timed(group, 0.1, delay=0.05)
    group.update(0.2)
    assert group.busy
    group.update(0.11)
    assert not group.busy


def test_a_skip_and_the_instant_speed_land_every_timing() -> None:
    group = TweenGroup()
    glide = Glide(*timed(group, 2.0, "linear"), 0.0, 0.0, 50.0, 5.0)
    group.finish_all()
    assert glide.at(group.clock) == (50.0, 5.0) and not group.busy
    other = Glide(*timed(group, 2.0, "linear"), 0.0, 0.0, 8.0, 8.0)
    group.update(1 / 60, speed=0.0)  # the "instant" animation speed
    assert other.at(group.clock) == (8.0, 8.0)


def test_a_timing_started_by_a_callback_during_update_starts_at_that_frame() -> None:
    group, started = TweenGroup(), []
    tween = Tween(Thing(), 0.1, x=0.0)
    tween.on_finish(lambda: started.append(Timing(*timed(group, 0.5))))
    group.add(tween)
    group.update(0.1)  # the tween ends; its callback starts a timing now
    assert started[0].progress(group.clock) == 0.0
    group.update(0.25)
    assert started[0].progress(group.clock) == pytest.approx(0.5)


def test_killing_the_group_stops_waiting_for_its_timings() -> None:
    group = TweenGroup()
    timed(group, 5.0)
    group.kill_all()
    assert not group.busy


def test_group_speed_scales_the_clock() -> None:
    group = TweenGroup(speed=2.0)
    timing = Timing(*timed(group, 1.0, easing("linear")))
    group.update(0.25)
    assert timing.progress(group.clock) == pytest.approx(0.5)
